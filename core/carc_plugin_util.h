/*
 * carc_plugin_util.h - helpers for the set-up every plugin writes again:
 * the host's table kept as the plugin's state (init), a catalogue key
 * whose only value is `true` (tile_key), and the per-game state the host
 * keeps, refused where the host lacks it or a service the plugin calls
 * (game_begin).  Installed beside carc_plugin.h (`pkg-config --cflags
 * carc-plugin`); include it after it.
 *
 * Everything here is a static inline function, compiled into the plugin
 * that uses it: no symbol of carc's, nothing to link, nothing exported,
 * and no part of the ABI (carc_plugin.h is the ABI; its changelog names
 * this file at 4.2).  A plugin built with these helpers declares the ABI
 * version of carc_plugin.h as any other and loads on every host of it;
 * an unused helper costs nothing.  doc/plugins.md, "Set-up without
 * boilerplate", shows them in use.
 *
 * History (the helpers only grow; none changes meaning):
 *   4.2  carc_util_init_host, carc_util_is_true, carc_util_key_true,
 *        carc_util_tile_key_true, carc_util_game_state,
 *        carc_util_game_is_state.
 *   4.4  carc_util_text_put, carc_util_text_int.
 *        carc_util_square (2026-12-07, with CARC_SQUARE_FAR).
 */
#ifndef CARC_PLUGIN_UTIL_H
#define CARC_PLUGIN_UTIL_H

#include <stdio.h>
#include <string.h>

#include "carc_plugin.h"

/*
 * An init hook (.init = carc_util_init_host) for a plugin whose only
 * state across games is the host's table: *state is the host, which the
 * plugin reads and never writes (the state from init is shared by every
 * game: carc_plugin.h, "Threading").  A plugin that must refuse a host
 * at load (a service it calls from hooks that have no game) checks it in
 * an init of its own instead.
 */
static inline int
carc_util_init_host(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	(void)err;
	(void)errlen;
	*state = (void *)host;
	return 0;
}

/* Is the catalogue's value the scalar `true`? */
static inline int
carc_util_is_true(const struct carc_node *value)
{
	return value->type == CARC_NODE_SCALAR &&
	    strcmp(value->scalar, "true") == 0;
}

/*
 * The body of a tile_key (or segment_key) hook for a key whose only value
 * is `true`, a symbol a tile shows or not: *marking is `mark` (the
 * plugin's, living as long as it: carc_plugin.h, "ownership").  Any
 * other value is the catalogue's error, said with the key and the tile,
 * the node in *where, and -1 (the catalogue is refused whole,
 * carc-tiles(5)).
 */
static inline int
carc_util_key_true(const char *tile_id, const char *key,
    const struct carc_node *value, const void *mark, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	if (carc_util_is_true(value)) {
		*marking = mark;
		return 0;
	}
	snprintf(err, errlen, "%s of tile '%s' is not true (a tile without "
	    "it has no key)", key, tile_id);
	*where = value;
	return -1;
}

/*
 * A tile_key hook (.tile_key = carc_util_tile_key_true) for a plugin that
 * owns one such key and asks of a tile only whether it has it: the
 * marking is a constant that is never NULL, so turn->tile->marking,
 * carc_tile_info.marking and draw's marking are NULL on every other tile
 * and not NULL on the plugin's.  A plugin that tells several keys apart
 * calls carc_util_key_true with a marking of each.
 */
static inline int
carc_util_tile_key_true(void *state, const char *tile_id, const char *key,
    const struct carc_node *value, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	(void)state;
	return carc_util_key_true(tile_id, key, value, "true", marking,
	    where, err, errlen);
}

/*
 * In game_begin, the per-game state the host keeps for a plugin with
 * game_size (4.0): *game, zeroed, or NULL where the host kept none (a
 * host of 3.x) or `has_services` is 0 (the plugin's CARC_HAS_SERVICE
 * tests of what it calls, joined with &&).  On NULL, err says `needs`,
 * then "; this host of ABI M.N has not", and game_begin returns -1: the
 * game is unverifiable, never played without the plugin's rules, while
 * the plugin still loads (its rules and tiles are listed).  `needs` is
 * what the plugin asks of the host, in words and names: "NAME needs a
 * host that keeps neutral figures (ABI 4: neutral_figures, game_size)".
 */
static inline void *
carc_util_game_state(const struct carc_host *host, void **game,
    int has_services, const char *needs, char *err, size_t errlen)
{
	if (has_services && *game != NULL)
		return *game;
	snprintf(err, errlen, "%s; this host of ABI %u.%u has not", needs,
	    (unsigned)host->abi_major, (unsigned)host->abi_minor);
	return NULL;
}

/*
 * A game_begin hook (.game_begin = carc_util_game_is_state) for a plugin
 * that keeps nothing per game (no game_size): every hook's `game` is the
 * plugin's state from init (with carc_util_init_host, the host's table),
 * read-only as that state is.  No game_end is needed.
 */
static inline int
carc_util_game_is_state(void *state, struct carc_ctx *ctx,
    const char *variant, void **game, char *err, size_t errlen)
{
	(void)ctx;
	(void)variant;
	(void)err;
	(void)errlen;
	*game = state;
	return 0;
}

/*
 * A short text built piece by piece, byte for byte what snprintf would
 * write: for the reasons a plugin gives at every feature it values or
 * point it awards (carc_value.why, award's why), where snprintf's
 * formatting costs a thousand instructions and more a text.  Each
 * appends at *at of buf (len bytes, len > 0, *at 0 for the first
 * piece), cuts what does not fit to len - 1 bytes as snprintf does, and
 * leaves buf terminated: carc_util_text_put a string, carc_util_text_int
 * a number as "%d" writes it.
 */
static inline void
carc_util_text_put(char *buf, size_t len, size_t *at, const char *s)
{
	while (*s != '\0' && *at + 1 < len)
		buf[(*at)++] = *s++;
	buf[*at] = '\0';
}

static inline void
carc_util_text_int(char *buf, size_t len, size_t *at, int n)
{
	char digits[12];	/* "-2147483648" */
	size_t k = sizeof(digits) - 1;
	unsigned u = n < 0 ? 0u - (unsigned)n : (unsigned)n;

	digits[k] = '\0';
	do {
		digits[--k] = (char)('0' + u % 10);
		u /= 10;
	} while (u != 0);
	if (n < 0)
		digits[--k] = '-';
	carc_util_text_put(buf, len, at, digits + k);
}

/*
 * An action's square in a ruling's words: "(x,y)", or "(far off the
 * board)" for a square the host gave at its bound (CARC_SQUARE_FAR in
 * carc_plugin.h), which is not the square the record holds.  buf holds
 * CARC_UTIL_SQUARE_MAX bytes; the result is buf or a literal.
 */
#define CARC_UTIL_SQUARE_MAX 24		/* "(-1048576,-1048576)" */
static inline const char *
carc_util_square(char *buf, int x, int y)
{
	if (CARC_SQUARE_IS_FAR(x, y))
		return "(far off the board)";
	snprintf(buf, CARC_UTIL_SQUARE_MAX, "(%d,%d)", x, y);
	return buf;
}

#endif /* CARC_PLUGIN_UTIL_H */
