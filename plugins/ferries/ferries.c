/*
 * ferries.c - The Ferries (Mini #3; doc/rules/ferries.md).
 *
 * A tile with a ferry lake (the catalogue's `ferry_lake: true`) gets a
 * ferry from its placer joining two of its road ends (FERRY-PLACE); a
 * player who extends a road holding a ferry may move the first ferry of
 * it in each direction to join two other road ends of its lake
 * (FERRY-MOVE); roads, their lengths and their completion follow the
 * ferries (FERRY-ROADS).  In the record each ferry put or moved is a
 * `token` action of kind ferry on the lake's tile, its spot the two road
 * ends it joins in board orientation ("N-S", "E-W" ...).
 *
 * Written on the plugin ABI 4 alone, and ABI 4.0 cannot play it: the
 * host joins features by the tile's segments only, so a ferry cannot make
 * two road ends of a lake one road, and moving it cannot part them again
 * (plugins/ferries/ABI-NEEDS.md 1 gives the hook).  Every game that
 * enables this plugin is therefore unverifiable, with the sentence why,
 * from game_begin: never scored as if the ferries were not there.  The
 * tiles, the rules, their pages and the markings are here already.
 */
#include <stdio.h>
#include <string.h>

#include "carc_plugin.h"

static const struct carc_rule fr_rules[] = {
	{ "FERRY-PLACE", "after placing a tile with a ferry lake (and a "
	    "figure or none), its player puts a ferry on the lake joining two "
	    "of its road ends; the other road ends end at the lake",
	    "ferries.md 2.1" },
	{ "FERRY-MOVE", "a player whose tile extends a road holding a ferry "
	    "may move the first ferry of that road in each direction from the "
	    "tile, once each, to join two other road ends of its lake; no "
	    "other ferry moves", "ferries.md 2.2" },
	{ "FERRY-ROADS", "the road ends a ferry joins are one road: its "
	    "tiles, its length and its completion follow the ferries where "
	    "they are after each turn's ferry actions", "ferries.md 2.3" },
};

static const char *const fr_tile_keys[] = { "ferry_lake", NULL };

/* A ferry's spot: the two road ends of the lake it joins, in board
 * orientation, the earlier of N E S W first. */
static const char *const ferry_spots[] = {
	"N-E", "N-S", "N-W", "E-S", "E-W", "S-W", NULL
};

/* A ferry in a 0..100 box: a flat boat. */
#define FERRY_ICON "M10 44 L90 44 L80 60 L20 60 Z"

static const struct carc_action_kind fr_actions[] = {
	{ .size = sizeof(struct carc_action_kind), .verb = "token",
	    .kind = "ferry", .spots = ferry_spots, .rule = "FERRY-PLACE",
	    .icon = FERRY_ICON, .colour = "#f4f4f4",
	    .legend = "ferry: joins two road ends of its lake into one "
	    "road (FERRY-ROADS)" },
};

/* The one marking: the ferry lake. */
static const char ferry_lake[] = "ferry_lake";

static int
fr_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	(void)err;
	(void)errlen;
	*state = (void *)host;	/* read-only: the host's table */
	return 0;
}

static int
fr_tile_key(void *state, const char *tile_id, const char *key,
    const struct carc_node *value, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	(void)state;
	(void)key;
	if (value->type == CARC_NODE_SCALAR &&
	    strcmp(value->scalar, "true") == 0) {
		*marking = ferry_lake;
		return 0;
	}
	snprintf(err, errlen, "ferry_lake of tile '%s' is not true (a tile "
	    "without a lake has no key)", tile_id);
	*where = value;
	return -1;
}

/*
 * No host of ABI 4.0 can make roads follow the ferries (FERRY-ROADS):
 * a game with them is unverifiable, its reason this sentence.  (The
 * generator, which asks game_begin whether a combination can be
 * played, leaves the plugin out of `gen --expansions all` for the same
 * reason.)
 */
static int
fr_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	const struct carc_host *host = state;

	(void)ctx;
	(void)variant;
	(void)game;
	snprintf(err, errlen, "FERRY-ROADS: roads that follow the ferries "
	    "need a host that lets a plugin join and part the road ends of a "
	    "placed tile; this host of ABI %u.%u joins roads by the tiles' "
	    "segments only (plugins/ferries/ABI-NEEDS.md 1)",
	    (unsigned)host->abi_major, (unsigned)host->abi_minor);
	return -1;
}

/* The lake: a blue pond in the tile's centre, where its roads end. */
static size_t
fr_draw(void *state, const void *marking, struct carc_draw *out,
    size_t max, size_t esize)
{
	struct carc_draw d;

	(void)state;
	if (marking == NULL)
		return 0;
	memset(&d, 0, sizeof(d));
	d.op = CARC_DRAW_CIRCLE;
	d.x = 50;
	d.y = 50;
	d.r = 16;
	d.fill = "#5b9bd5";
	d.stroke = "#2e5f8a";
	d.layer = CARC_LAYER_ART;
	d.legend = "ferry lake: a ferry on it joins two of its road ends "
	    "(FERRY-PLACE, FERRY-ROADS)";
	d.rule = "FERRY-PLACE";
	if (max > 0 && esize >= CARC_DRAW_SIZE_3_0)
		carc_elem_put(out, 0, esize, &d, sizeof(d));
	return 1;
}

static const struct carc_plugin ferries = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "ferries",
	.version = "0.1.0",
	.rule_prefix = "FERRY-",
	.rules = fr_rules,
	.nrules = sizeof(fr_rules) / sizeof(fr_rules[0]),
	.catalogue = "ferries.yaml",
	.rules_doc = "ferries.md",
	.tile_keys = fr_tile_keys,
	.init = fr_init,
	.tile_key = fr_tile_key,
	.game_begin = fr_game_begin,
	.draw = fr_draw,
	.action_kinds = fr_actions,
	.naction_kinds = sizeof(fr_actions) / sizeof(fr_actions[0]),
};

CARC_PLUGIN_DEFINE(ferries)
