/*
 * test_hook_turn.c - what the host keeps from one hook call to the next
 * so as not to work it out again, and must never hand out stale:
 * - the turn a plugin's hook is told of (core/engine/game.c,
 *   carc_hook_turn), kept in the game for the plugins that do not mark
 *   the tile and in the context of a plugin that does: it must be the
 *   tile asked of, with the asking plugin's own marking, in every game
 *   of the same struct carc_game, whichever plugin asks first (the
 *   game's turn keeps the slots that mark its tile, from a table per
 *   tile type), and the letters of the tile's edges in it and every
 *   other field of the tile as its type has it, copied from what is
 *   made once per tile type and rotation (game.c, type_tile_infos),
 *   every byte of it, those between the fields zero;
 * - the lists made at each game's beginning of the contexts that have
 *   check_action, of the context and descriptor each hook of a turn
 *   calls, of the after_place hooks with their contexts and of the
 *   context of each action slot's plugin (game.c, list_turn_hooks): the
 *   game's own, not the game before's; and the mark bits of each hook's
 *   plugins (hook_marks), by which the turn all of them are told of is
 *   found once: none where one of them marks the tile;
 * - whether each tile type is enabled (game.c, type_on, worked out from
 *   type_needs): as the catalogue says for the game's sets, game after
 *   game of other sets;
 * - the type of a tile id the service tiles_left is asked of, kept by
 *   the address of the string (core/engine/services.c, type_asked): a
 *   plugin may write another id into the same string;
 * - the same of a figure kind's name the figure services are asked of
 *   (services.c, carc_figure_asked);
 * - the segments of each placed tile that hold a seat's figure (the
 *   game's held), which tile_figures reads instead of every segment:
 *   right after every change of the board's figures;
 * - the board's window (board.c), in which tiles_in_area finds every
 *   tile without comparing their squares: never while a tile lies
 *   outside it;
 * - the game's count of the seats' figures that joined a segment
 *   another holds (actions.c, njoined), by which feature_figures and
 *   tile_figures skip the walk of the loose figures: right as one joins
 *   through a plugin's action, takes the place of the one it joined,
 *   goes home with a scored feature, and at a new game;
 * - what neutral_figures tells of each neutral figure but its feature
 *   (actions.c, loose_describe), written as the figure comes: the
 *   board's, after it moves, goes, and its feature joins another;
 * - the tile types a plugin marks (services.c, marked_tiles_left, 4.3),
 *   found at its first question: each answered as tiles_left answers
 *   for its id, draw after draw and game after game;
 * - the stamp of neutral_figures' answer (actions.c, neutral_stamp,
 *   4.4), under which a plugin keeps that answer: another after every
 *   change of it, the same while nothing changed;
 * - the tiles of a feature a plugin marks (services.c,
 *   feature_marked_tiles, 4.4), which the sorting of the feature's
 *   tiles leaves the others out of: feature_tiles' answer without them;
 * and what the services write for the plugins without going through
 * libc's general routines, or straight into the plugin's element where
 * it is the host's: the same bytes.
 *
 * The plugins: The Ferries (its tile FR02 is marked by it) and The Abbot
 * (it marks no tile of either set), both enabled.  The tiles: D, the
 * start, at (0,0); FR02 at (1,0) in rotation 0 (road W on D's road); A
 * (a monastery, its road S) at (-1,0) turned 270 degrees or at (1,0)
 * turned 90, its road on D's.  No rule is judged: the tiles are laid
 * through the engine's own entry.
 */
#include "config.h"

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "engine/game_impl.h"
#include "engine/kinds.h"
#include "engine/services.h"
#include "harness.h"

static struct carc_game *g;
static struct carc_game_plugin enabled[2];

static int
setup(void)
{
	const struct carc_loaded_plugin *ferries, *abbot;

	if (harness_open("ferries", &g) != 0)
		return -1;
	ferries = carc_plugins_find(&harness_set, "ferries");
	abbot = carc_plugins_find(&harness_set, "abbot");
	if (ferries == NULL || abbot == NULL) {
		fprintf(stderr, "the ferries and abbot plugins are needed\n");
		return -1;
	}
	enabled[0].plugin = ferries->eng;
	enabled[0].variant = "";
	enabled[1].plugin = abbot->eng;
	enabled[1].variant = "";
	return 0;
}

static int
teardown(void)
{
	harness_close(g);
	return 0;
}

/* A game of both plugins, start its start tile at (0,0). */
static void
start_game(const char *start)
{
	struct carc_error err;

	CU_ASSERT_FATAL(carc_game_begin(g, 2, CARC_RULESET_FINAL, enabled, 2,
	    &err) == 0);
	CU_ASSERT_FATAL(carc_game_place(g, 0, -1, harness_type(start), 0, 0, 0,
	    0) == 0);
}

/* A game of both plugins: D at (0,0), then tile at (x,y) turned deg. */
static void
game(const char *tile, int x, int y, int deg)
{
	start_game("D");
	CU_ASSERT_FATAL(carc_game_place(g, 1, 0, harness_type(tile), x, y, deg / 90,
	    0) == 0);
}

/* The context of the plugin called name in the game. */
static struct carc_ctx *
ctx_of(const char *name)
{
	size_t i;

	for (i = 0; i < g->nctx; i++)
		if (strcmp(g->ctx[i].plugin->desc->name, name) == 0)
			return &g->ctx[i];
	CU_FAIL_FATAL("the plugin is not enabled");
	return NULL;
}

/* The turn plugin name is told of for tile index t is tile id at (x,y),
 * placed at seq by seat, marked by that plugin or not. */
static void
told(const char *name, int t, const char *id, int x, int y, int seq,
    int seat, int marked)
{
	struct carc_ctx *c = ctx_of(name);
	const struct carc_turn *turn = carc_hook_turn(g, c, t);
	const struct carc_tile_type *type;
	struct carc_tile_info want;

	CU_ASSERT_PTR_NOT_NULL_FATAL(turn);
	CU_ASSERT_PTR_NOT_NULL_FATAL(turn->tile);
	CU_ASSERT_EQUAL(turn->size, sizeof(*turn));
	CU_ASSERT_EQUAL(turn->tile->size, sizeof(*turn->tile));
	/* what the catalogue says of the tile's type, field by field, as
	 * copied from its type's in its rotation (game.c, type_info) */
	type = &g->cat->types[g->tiles[t].type];
	CU_ASSERT_EQUAL(turn->rotation, g->tiles[t].rotation);
	CU_ASSERT_EQUAL(turn->tile->rotation, g->tiles[t].rotation);
	CU_ASSERT_EQUAL(turn->tile->coats_of_arms, type->coats_of_arms);
	CU_ASSERT_EQUAL(turn->tile->has_road, type->has_road);
	CU_ASSERT_EQUAL(turn->tile->has_city, type->has_city);
	CU_ASSERT_EQUAL(turn->tile->has_monastery, type->monastery >= 0);
	CU_ASSERT_PTR_EQUAL(turn->tile->set, type->set);
	CU_ASSERT_EQUAL(turn->x, x);
	CU_ASSERT_EQUAL(turn->y, y);
	CU_ASSERT_EQUAL(turn->seq, seq);
	CU_ASSERT_EQUAL(turn->seat, seat);
	CU_ASSERT_STRING_EQUAL(turn->tile->id, id);
	CU_ASSERT_EQUAL(turn->tile->x, x);
	CU_ASSERT_EQUAL(turn->tile->y, y);
	CU_ASSERT_EQUAL(turn->tile->placed_seq, seq);
	CU_ASSERT_PTR_EQUAL(turn->tile->marking, carc_tile_marking(c, t));
	CU_ASSERT_EQUAL(turn->tile->marking != NULL, marked);
	/* and every byte, those between the fields zero, as a plugin's
	 * element that takes the host's copied whole (services.c) */
	memset(&want, 0, sizeof(want));
	want.size = sizeof(want);
	want.id = type->id;
	want.x = x;
	want.y = y;
	want.rotation = g->tiles[t].rotation;
	want.placed_seq = seq;
	want.coats_of_arms = type->coats_of_arms;
	want.has_road = type->has_road;
	want.has_city = type->has_city;
	want.has_monastery = type->monastery >= 0;
	want.marking = carc_tile_marking(c, t);
	want.set = type->set;
	memcpy(want.edges, turn->tile->edges, sizeof(want.edges));
	CU_ASSERT_EQUAL(memcmp(&want, turn->tile, sizeof(want)), 0);
}

/* The edges plugin name is told of for tile index t: want, the letters
 * of the tile's edges in board orientation (spelt once per tile type and
 * rotation, struct carc_game's type_info). */
static void
told_edges(const char *name, int t, const char *want)
{
	const struct carc_turn *turn = carc_hook_turn(g, ctx_of(name), t);

	CU_ASSERT_PTR_NOT_NULL_FATAL(turn);
	CU_ASSERT_PTR_NOT_NULL_FATAL(turn->tile);
	CU_ASSERT_STRING_EQUAL(turn->tile->edges, want);
}

/*
 * Game after game on one struct carc_game, each plugin asking of the
 * tile placed last and of the start tile, in both orders: each is told
 * of the tile of this game, with its own marking, and its edges as it
 * lies (A, a monastery with its road S, turned 270 has it E, turned 90
 * W; D, the start, a city N and its road W to E).
 */
static void
test_told_game_after_game(void)
{
	/* FR02, The Ferries' own tile: its marking to the ferries, none
	 * to the abbot, whichever asks first */
	game("FR02", 1, 0, 0);
	told("abbot", 1, "FR02", 1, 0, 1, 0, 0);
	told("ferries", 1, "FR02", 1, 0, 1, 0, 1);
	told("abbot", 1, "FR02", 1, 0, 1, 0, 0);
	told("ferries", 0, "D", 0, 0, 0, -1, 0);
	told("ferries", 1, "FR02", 1, 0, 1, 0, 1);

	/* the next game lays A at index 1: the ferries' turn of FR02 is
	 * stale, so is the game's of FR02 */
	game("A", -1, 0, 270);
	told("ferries", 1, "A", -1, 0, 1, 0, 0);
	told("abbot", 1, "A", -1, 0, 1, 0, 0);
	told_edges("ferries", 1, "FRFF");
	told_edges("abbot", 0, "CRFR");

	/* and the next A elsewhere at index 1: the turn both were told of
	 * in the game before is stale */
	game("A", 1, 0, 90);
	told("abbot", 1, "A", 1, 0, 1, 0, 0);
	told("ferries", 1, "A", 1, 0, 1, 0, 0);
	told_edges("abbot", 1, "FFFR");

	/* then FR02 again, the ferries asking first */
	game("FR02", 1, 0, 0);
	told("ferries", 1, "FR02", 1, 0, 1, 0, 1);
	told("abbot", 1, "FR02", 1, 0, 1, 0, 0);

	/* within one game, the tile asked of changing back and forth, the
	 * plugin that marks one asking first: the game's turn is built
	 * with the slots that mark its tile, and the ferries' marking is
	 * theirs alone */
	game("FR02", 1, 0, 0);
	told("ferries", 0, "D", 0, 0, 0, -1, 0);
	told("ferries", 1, "FR02", 1, 0, 1, 0, 1);
	told("abbot", 1, "FR02", 1, 0, 1, 0, 0);
	told("ferries", 0, "D", 0, 0, 0, -1, 0);
	told("abbot", 0, "D", 0, 0, 0, -1, 0);
	told("ferries", 1, "FR02", 1, 0, 1, 0, 1);
	told("ferries", 1, "FR02", 1, 0, 1, 0, 1);
	told("abbot", 1, "FR02", 1, 0, 1, 0, 0);

	/* games of their start tile alone, another each time: the tile
	 * asked of last in the game before has the index of this one's */
	start_game("D");
	told("abbot", 0, "D", 0, 0, 0, -1, 0);
	start_game("U");
	told("abbot", 0, "U", 0, 0, 0, -1, 0);
	told("ferries", 0, "U", 0, 0, 0, -1, 0);
	start_game("FR02");
	told("ferries", 0, "FR02", 0, 0, 0, -1, 1);
	told("abbot", 0, "FR02", 0, 0, 0, -1, 0);
	start_game("D");
	told("ferries", 0, "D", 0, 0, 0, -1, 0);
	carc_game_end(g);
}

/*
 * For each hook, the turn found once for all its plugins (game_impl.h,
 * carc_hook_turn_shared, from struct carc_game's hook_marks) of tile
 * index t: none where one of them marks the tile, else the one each of
 * them is told of by carc_hook_turn.
 */
static void
shared_as_each(int t)
{
	int h;

	for (h = 0; h < TURN_HOOKS; h++) {
		const struct carc_turn *shared = carc_hook_turn_shared(g, h, t);
		int marked = 0;
		size_t i;

		for (i = 0; i < g->nhooked[h]; i++) {
			struct carc_ctx *c = g->hook_calls[h][i].c;

			marked |= carc_tile_marking(c, t) != NULL;
			if (shared != NULL)
				CU_ASSERT_PTR_EQUAL(shared,
				    carc_hook_turn(g, c, t));
		}
		CU_ASSERT_EQUAL(shared == NULL, marked);
	}
}

/* A game of enabled[] of `on` (bits), D at (0,0) then tile at (1,0). */
static void
game_of(unsigned on, const char *tile)
{
	struct carc_game_plugin plugins[2];
	struct carc_error err;
	size_t n = 0, i;

	for (i = 0; i < 2; i++)
		if (on & (1u << i))
			plugins[n++] = enabled[i];
	CU_ASSERT_FATAL(carc_game_begin(g, 2, CARC_RULESET_FINAL, plugins, n,
	    &err) == 0);
	CU_ASSERT_FATAL(carc_game_place(g, 0, -1, harness_type("D"), 0, 0, 0,
	    0) == 0);
	CU_ASSERT_FATAL(carc_game_place(g, 1, 0, harness_type(tile), 1, 0, 0,
	    0) == 0);
}

/*
 * Game after game, the turn all of a hook's plugins are told of: The
 * Ferries' hooks see their marking of FR02, so they have none in
 * common of it; a game without The Ferries has, of the same tile (its
 * slots not the game before's), as has a game of both of a tile nobody
 * marks.
 */
static void
test_shared_game_after_game(void)
{
	static const struct {
		unsigned on;
		const char *tile;
	} games[] = { { 3, "FR02" }, { 2, "FR02" }, { 1, "FR02" },
	    { 3, "A" }, { 3, "FR02" }, { 0, "FR02" }, { 1, "U" } };
	size_t i;

	for (i = 0; i < sizeof(games) / sizeof(games[0]); i++) {
		game_of(games[i].on, games[i].tile);
		shared_as_each(1);
		shared_as_each(0);
		shared_as_each(1);
		carc_game_end(g);
	}
}

/* A game of the plugins named (of the two), in the order given. */
static void
begin_with(const char *first, const char *second)
{
	struct carc_game_plugin on[2];
	struct carc_error err;
	size_t n = 0, i;

	for (i = 0; i < 2; i++) {
		const char *name = i == 0 ? first : second;
		const struct carc_loaded_plugin *lp;

		if (name == NULL)
			continue;
		/* a plugin not loaded fails the test, never passes it */
		lp = carc_plugins_find(&harness_set, name);
		CU_ASSERT_FATAL(lp != NULL);
		on[n].plugin = lp->eng;
		on[n].variant = "";
		n++;
	}
	CU_ASSERT_FATAL(carc_game_begin(g, 2, CARC_RULESET_FINAL, on, n,
	    &err) == 0);
}

/* What the game keeps of its plugins for the hooks of a turn is this
 * game's: the contexts with check_action, in order (judge_checked), the
 * context and descriptor each hook of a turn calls (hook_calls, of the
 * same contexts), the after_place and check_figure hooks with their
 * contexts, in order (carc_game_place, ask_check_figure), and the
 * context of each action slot's plugin (carc_game_claim_act). */
static void
lists_are_this_games(void)
{
	size_t i, n = 0, np = 0, nf = 0;
	int slot, h;
	const struct hook_call *e;

	for (i = 0; i < g->nctx; i++) {
		const struct carc_plugin *d = g->ctx[i].plugin->desc;

		if (CARC_HAS_HOOK(d, check_figure)) {
			CU_ASSERT_FATAL(nf < g->nhooked[HOOK_CHECK_FIGURE]);
			e = &g->hook_calls[HOOK_CHECK_FIGURE][nf];
			CU_ASSERT_PTR_EQUAL(e->c, &g->ctx[i]);
			CU_ASSERT_PTR_EQUAL(e->d->check_figure,
			    d->check_figure);
			nf++;
		}
		if (CARC_HAS_HOOK(d, after_place)) {
			CU_ASSERT_FATAL(np < g->nhooked[HOOK_AFTER_PLACE]);
			e = &g->hook_calls[HOOK_AFTER_PLACE][np];
			CU_ASSERT_PTR_EQUAL(e->c, &g->ctx[i]);
			CU_ASSERT_PTR_EQUAL(e->d->after_place, d->after_place);
			np++;
		}
		if (!CARC_HAS_FIELD4(d, check_action) ||
		    d->check_action == NULL)
			continue;
		CU_ASSERT_FATAL(n < g->nhooked[HOOK_CHECK_ACTION]);
		CU_ASSERT_PTR_EQUAL(g->hook_calls[HOOK_CHECK_ACTION][n].c,
		    &g->ctx[i]);
		n++;
	}
	CU_ASSERT_EQUAL(g->nhooked[HOOK_CHECK_ACTION], n);
	CU_ASSERT_EQUAL(g->nhooked[HOOK_AFTER_PLACE], np);
	CU_ASSERT_EQUAL(g->nhooked[HOOK_CHECK_FIGURE], nf);
	/* every list: the game's own contexts, in load order, each with
	 * its own plugin's descriptor */
	for (h = 0; h < TURN_HOOKS; h++)
		for (i = 0; i < g->nhooked[h]; i++) {
			const struct carc_ctx *c = g->hook_calls[h][i].c;

			CU_ASSERT_FATAL(c >= g->ctx && c < g->ctx + g->nctx);
			CU_ASSERT(i == 0 || c > g->hook_calls[h][i - 1].c);
			CU_ASSERT_PTR_EQUAL(g->hook_calls[h][i].d,
			    c->plugin->desc);
		}
	for (slot = 0; slot <= CARC_MAX_PLUGINS; slot++) {
		int want = -1;

		for (i = 0; i < g->nctx; i++)
			if (g->ctx[i].plugin->slot + 1 == slot)
				want = (int)i;
		CU_ASSERT_EQUAL(g->ctx_of_slot[slot], want);
	}
}

/*
 * Game after game on one struct carc_game, of the ferries (which judge
 * actions, check_action) and the abbot (which does not) or of one of
 * them: the lists of the hooks of a turn are the game's own.
 */
static void
test_lists_game_after_game(void)
{
	begin_with("ferries", "abbot");
	lists_are_this_games();
	CU_ASSERT_EQUAL(g->nhooked[HOOK_CHECK_ACTION], 1);
	/* the ferries' */
	CU_ASSERT_EQUAL(g->nhooked[HOOK_AFTER_PLACE], 1);
	/* the abbot's */
	CU_ASSERT_EQUAL(g->nhooked[HOOK_CHECK_FIGURE], 1);
	begin_with("abbot", NULL);
	lists_are_this_games();
	CU_ASSERT_EQUAL(g->nhooked[HOOK_CHECK_ACTION], 0);
	CU_ASSERT_EQUAL(g->nhooked[HOOK_AFTER_PLACE], 0);
	CU_ASSERT_EQUAL(g->nhooked[HOOK_CHECK_FIGURE], 1);
	begin_with("ferries", NULL);
	lists_are_this_games();
	CU_ASSERT_EQUAL(g->nhooked[HOOK_CHECK_FIGURE], 0);
	begin_with("abbot", NULL);
	lists_are_this_games();
	begin_with("abbot", "ferries");
	lists_are_this_games();
	carc_game_end(g);
	CU_ASSERT_EQUAL(g->nhooked[HOOK_CHECK_ACTION], 0);
	CU_ASSERT_EQUAL(g->nhooked[HOOK_AFTER_PLACE], 0);
	CU_ASSERT_EQUAL(g->nhooked[HOOK_CHECK_FIGURE], 0);
	lists_are_this_games();		/* none: no context */
}

/*
 * tiles_left asked with one buffer of the plugin's, another id written
 * into it between the calls, and with the catalogue's own string: each
 * answer the supply of the id the string holds at the call.
 */
static void
test_tiles_left_same_string(void)
{
	const struct carc_host *host = carc_services();
	struct carc_ctx *c;
	const char *ids[] = { "U", "V", "W", "X", "U", "A", "FR02", "U" };
	char buf[8];
	size_t i;

	game("A", -1, 0, 270);
	carc_game_set_standard(g, 1);
	c = ctx_of("ferries");
	/* the ids' supplies differ, so that a stale type shows */
	CU_ASSERT_NOT_EQUAL(carc_game_supply_left(g, harness_type("U")),
	    carc_game_supply_left(g, harness_type("V")));
	for (i = 0; i < sizeof(ids) / sizeof(ids[0]); i++) {
		snprintf(buf, sizeof(buf), "%s", ids[i]);
		CU_ASSERT_EQUAL(host->tiles_left(c, buf),
		    carc_game_supply_left(g, harness_type(ids[i])));
		CU_ASSERT_EQUAL(host->tiles_left(c, buf),
		    carc_game_supply_left(g, harness_type(ids[i])));
	}
	/* an id no tile has, in the string that held one */
	snprintf(buf, sizeof(buf), "ZZ9");
	CU_ASSERT_EQUAL(host->tiles_left(c, buf), -1);
	CU_ASSERT_EQUAL(host->tiles_left(c, NULL), -1);
	carc_game_end(g);
}

/*
 * figures_left and neutral_figures asked with one buffer of the
 * plugin's, another kind's name written into it between the calls: each
 * answer that of the kind the string holds at the call.  The follower
 * (7 a seat) and the abbot (1) have supplies that differ, so that a
 * stale kind shows; the ferries' ferry is a token, no figure.
 */
static void
test_figure_same_string(void)
{
	const struct carc_host *host = carc_services();
	const struct carc_kinds *k = &g->set->kinds;
	struct carc_ctx *c;
	const char *names[] = { "follower", "abbot", "follower", "ferry",
	    "abbot", "abbot", "follower" };
	char buf[16];
	size_t i;

	game("A", -1, 0, 270);
	c = ctx_of("abbot");
	CU_ASSERT_NOT_EQUAL(carc_game_figures_left(g, 0,
	    carc_kinds_figure(k, "follower")),
	    carc_game_figures_left(g, 0, carc_kinds_figure(k, "abbot")));
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		int kind = carc_kinds_figure(k, names[i]);
		int want = kind < 0 ? -1 : carc_game_figures_left(g, 0, kind);

		snprintf(buf, sizeof(buf), "%s", names[i]);
		CU_ASSERT_EQUAL(host->figures_left(c, 0, buf), want);
		CU_ASSERT_EQUAL(host->figures_left(c, 0, buf), want);
		/* none stands loose: 0 of a kind, 0 of a name of none */
		CU_ASSERT_EQUAL(host->neutral_figures(c, buf, NULL, 0, 0), 0);
	}
	CU_ASSERT_EQUAL(host->figures_left(c, 0, NULL), -1);
	/* the kind's own string, as the plugin that declares it names it
	 * (taken without reading it): its kind, after the copies above */
	for (i = 0; i < 2 * k->nfigures; i++)	/* each asked twice */
		CU_ASSERT_EQUAL(host->figures_left(c, 1,
		    k->figure[i % k->nfigures].name),
		    carc_game_figures_left(g, 1, (int)(i % k->nfigures)));
	carc_game_end(g);
}

/*
 * An element of n bytes that a service wrote for a plugin of another
 * version than the host's, whose own struct is whole (of wn bytes): a
 * larger one holds whole and zeros after it; a smaller one (a 3.0
 * plugin's) its own size in the size field, then whole's next bytes.
 */
static void
check_wider(const unsigned char *elem, size_t n, const void *whole,
    size_t wn)
{
	size_t i;

	CU_ASSERT_EQUAL(memcmp(elem, whole, wn), 0);
	for (i = wn; i < n; i++)
		CU_ASSERT_EQUAL(elem[i], 0);
}

static void
check_narrower(const unsigned char *elem, size_t n, const void *whole)
{
	uint32_t size;

	memcpy(&size, elem, sizeof(size));
	CU_ASSERT_EQUAL(size, n);
	CU_ASSERT_EQUAL(memcmp(elem + sizeof(size),
	    (const unsigned char *)whole + sizeof(size), n - sizeof(size)), 0);
}

/*
 * tile_figures answers in the element size the plugin passes: its own
 * struct (written in place, services.c figure_info), a 3.0 plugin's
 * smaller one and a later plugin's larger one (copied, the rest zeroed),
 * the same figure in each.  A follower on A's monastery at (-1,0).
 */
static void
test_figures_in_any_size(void)
{
	const struct carc_host *host = carc_services();
	struct carc_meeple_check chk;
	struct carc_figure_info whole[2];
	unsigned char small[2][CARC_FIGURE_INFO_SIZE_3_0];
	unsigned char big[2][sizeof(struct carc_figure_info) + 8];
	struct carc_ctx *c;

	game("A", -1, 0, 270);
	carc_game_check_meeple(g, 0, "C", &chk);
	CU_ASSERT_EQUAL_FATAL(chk.fault, CARC_MEEPLE_OK);
	carc_game_meeple(g, 0, &chk);
	c = ctx_of("abbot");

	CU_ASSERT_EQUAL_FATAL(host->tile_figures(c, -1, 0, whole, 2,
	    sizeof(whole[0])), 1);
	CU_ASSERT_EQUAL(whole[0].size, sizeof(whole[0]));
	CU_ASSERT_EQUAL(whole[0].seat, 0);
	CU_ASSERT_EQUAL(whole[0].x, -1);
	CU_ASSERT_EQUAL(whole[0].y, 0);
	CU_ASSERT_EQUAL(whole[0].follower, 1);
	CU_ASSERT_STRING_EQUAL(whole[0].figure, "follower");

	memset(big, 0xff, sizeof(big));
	CU_ASSERT_EQUAL(host->tile_figures(c, -1, 0,
	    (struct carc_figure_info *)(void *)big, 2, sizeof(big[0])), 1);
	check_wider(big[0], sizeof(big[0]), &whole[0], sizeof(whole[0]));
	CU_ASSERT_EQUAL(big[1][0], 0xff);	/* one element written */

	memset(small, 0xff, sizeof(small));
	CU_ASSERT_EQUAL(host->tile_figures(c, -1, 0,
	    (struct carc_figure_info *)(void *)small, 2, sizeof(small[0])), 1);
	check_narrower(small[0], sizeof(small[0]), &whole[0]);
	CU_ASSERT_EQUAL(small[1][0], 0xff);
	carc_game_end(g);
}

/*
 * tile_at and tiles_in_area answer in the element size the plugin
 * passes: its own struct (written in place, services.c put_tile), a 3.0
 * plugin's smaller one and a later plugin's larger one (copied, the rest
 * zeroed), the same tile in each.  D at (0,0), A at (-1,0) turned 270.
 */
static void
test_tiles_in_any_size(void)
{
	const struct carc_host *host = carc_services();
	struct carc_tile_info whole[3];
	unsigned char small[3][CARC_TILE_INFO_SIZE_3_0];
	unsigned char big[3][sizeof(struct carc_tile_info) + 8];
	struct carc_ctx *c;
	size_t k;

	game("A", -1, 0, 270);
	c = ctx_of("abbot");
	memset(whole, 0xff, sizeof(whole));
	CU_ASSERT_EQUAL_FATAL(host->tile_at(c, -1, 0, &whole[0],
	    sizeof(whole[0])), 0);
	CU_ASSERT_EQUAL(whole[0].size, sizeof(whole[0]));
	CU_ASSERT_STRING_EQUAL(whole[0].id, "A");
	CU_ASSERT_EQUAL(whole[0].x, -1);
	CU_ASSERT_EQUAL(whole[0].y, 0);
	CU_ASSERT_EQUAL(whole[0].rotation, 3);
	CU_ASSERT_EQUAL(whole[0].placed_seq, 1);
	CU_ASSERT_EQUAL(whole[0].has_monastery, 1);
	CU_ASSERT_EQUAL(whole[1].size, 0xffffffffu);	/* one written */
	CU_ASSERT_EQUAL(host->tile_at(c, 5, 5, &whole[1], sizeof(whole[1])),
	    -1);
	/* the whole board in seq order, each element where it belongs */
	CU_ASSERT_EQUAL_FATAL(host->tiles_in_area(c, INT_MIN, INT_MIN,
	    INT_MAX, INT_MAX, &whole[1], 2, sizeof(whole[1])), 2);
	CU_ASSERT_STRING_EQUAL(whole[1].id, "D");
	CU_ASSERT_EQUAL(memcmp(&whole[2], &whole[0], sizeof(whole[0])), 0);

	memset(big, 0xff, sizeof(big));
	CU_ASSERT_EQUAL(host->tiles_in_area(c, INT_MIN, INT_MIN, INT_MAX,
	    INT_MAX, (struct carc_tile_info *)(void *)big, 2, sizeof(big[0])),
	    2);
	for (k = 0; k < 2; k++)
		check_wider(big[k], sizeof(big[k]), &whole[k + 1],
		    sizeof(whole[0]));
	CU_ASSERT_EQUAL(big[2][0], 0xff);	/* two elements written */

	memset(small, 0xff, sizeof(small));
	CU_ASSERT_EQUAL(host->tile_at(c, -1, 0,
	    (struct carc_tile_info *)(void *)small[0], sizeof(small[0])), 0);
	check_narrower(small[0], sizeof(small[0]), &whole[0]);
	CU_ASSERT_EQUAL(small[1][0], 0xff);
	carc_game_end(g);
}

/* The segments of tile t that hold a seat's figure, from the segments
 * themselves, as the game's held keeps them. */
static unsigned
held_of(int t)
{
	unsigned held = 0;
	size_t s;

	for (s = 0; s < g->nsegs; s++)
		if (g->segs[s].tile == t && g->segs[s].meeple >= 0)
			held |= 1u << g->segs[s].local;
	return held;
}

/* The figures in the feature of segment s, from every segment and every
 * figure that joined one. */
static size_t
feature_count(int s)
{
	int root = carc_seg_find(g, s);
	size_t i, n = 0;

	for (i = 0; i < g->nsegs; i++)
		if (g->segs[i].meeple >= 0 && carc_seg_find(g, (int)i) == root)
			n++;
	for (i = 0; i < g->nloose; i++)
		if (g->loose[i].seg >= 0 &&
		    carc_seg_find(g, g->loose[i].seg) == root)
			n++;
	return n;
}

/* Every tile's held as its segments say, tile_figures counting on the
 * tile at (x, y) the figures of its segments, and feature_figures (which
 * stops at a feature whose root counts none) those of every feature. */
static void
held_right(int x, int y, size_t figures)
{
	const struct carc_host *host = carc_services();
	const struct carc_ctx *c = ctx_of("abbot");
	size_t t, s;

	for (t = 0; t < g->ntiles; t++)
		CU_ASSERT_EQUAL(t < g->nheld ? g->held[t] : 0,
		    held_of((int)t));
	CU_ASSERT_EQUAL(host->tile_figures(c, x, y, NULL, 0,
	    sizeof(struct carc_figure_info)), figures);
	for (s = 0; s < g->nsegs; s++)
		CU_ASSERT_EQUAL(host->feature_figures(c, (int)s, NULL, 0,
		    sizeof(struct carc_figure_info)), feature_count((int)s));
}

/* The segment at spot of the tile at (x, y). */
static int
seg_at(int x, int y, const char *spot)
{
	int t = carc_board_find(g, x, y);

	CU_ASSERT_FATAL(t >= 0);
	return carc_board_segment_at_spot(g, t, spot);
}

/*
 * tile_figures reads only the segments held says hold a figure:
 * held is checked against the segments after every way a figure comes
 * or goes.  A figure put and lifted (the services place_figure,
 * remove_figure, move_figure and a dragon's eating come to these two); a
 * seat's figure that joined the segment taking its place (4.1); the
 * road's follower home when the road is scored; the abbot taken back;
 * and a new game in the same struct, whose first tile lies where the last
 * game's held one.  D at (0,0) (city N, road W-E), A at (-1,0) turned 270
 * (its road E on D's), then A at (1,0) turned 90 closes the road.
 */
static void
test_tile_figures_held(void)
{
	const struct carc_kinds *k = &g->set->kinds;
	int follower = carc_kinds_figure(k, "follower");
	int abbot = carc_kinds_figure(k, "abbot");
	struct carc_meeple_check chk;
	struct loose_figure *l;
	int city, road;

	CU_ASSERT_FATAL(follower >= 0 && abbot >= 0);
	game("A", -1, 0, 270);
	held_right(0, 0, 0);
	city = seg_at(0, 0, "N");
	road = seg_at(0, 0, "W");
	CU_ASSERT_FATAL(city >= 0 && road >= 0 && city != road);

	CU_ASSERT_EQUAL(carc_figure_put(g, 0, follower, city), 0);
	held_right(0, 0, 1);
	carc_figure_lift(g, city);
	held_right(0, 0, 0);

	/* Bob's follower joined Alice's on the city: when hers is lifted,
	 * his stands on the segment */
	CU_ASSERT_EQUAL(carc_figure_put(g, 0, follower, city), 0);
	CU_ASSERT_FATAL(carc_grow((void **)&g->loose, &g->loose_cap,
	    g->nloose + 1, sizeof(*g->loose)) == 0);
	l = &g->loose[g->nloose++];
	l->figure = follower;
	l->seat = 1;
	l->tile = 0;
	l->seg = city;
	l->listed = 0;		/* a seat's: neutral_figures passes it */
	/* counted in its feature, as actions.c's loose_add counts it */
	g->segs[carc_seg_find(g, city)].seat_meeples[1] += (uint16_t)
	    k->figure[follower].weight;
	g->segs[carc_seg_find(g, city)].nfigures++;
	g->njoined++;
	held_right(0, 0, 2);
	carc_figure_lift(g, city);
	CU_ASSERT_EQUAL(g->segs[city].meeple, 1);
	held_right(0, 0, 1);

	/* the road's follower home when the road is complete and scored */
	CU_ASSERT_EQUAL(carc_figure_put(g, 0, follower, road), 0);
	held_right(0, 0, 2);
	CU_ASSERT_FATAL(carc_game_place(g, 2, 1, harness_type("A"), 1, 0, 1,
	    0) == 0);
	carc_game_score_move(g);
	CU_ASSERT_EQUAL(g->segs[road].meeple, -1);
	held_right(0, 0, 1);

	/* the abbot on A's monastery, taken back */
	CU_ASSERT_EQUAL(carc_figure_put(g, 1, abbot, seg_at(-1, 0, "C")), 0);
	held_right(-1, 0, 1);
	carc_game_check_take_back(g, 1, abbot, -1, 0, &chk);
	CU_ASSERT_EQUAL_FATAL(chk.fault, CARC_MEEPLE_OK);
	carc_game_take_back(g, 1, &chk);
	held_right(-1, 0, 0);
	carc_game_end(g);

	/* Bob's follower was left on D's city; a new game's D holds none */
	start_game("D");
	held_right(0, 0, 0);
	carc_game_end(g);
}

/* neutral_figures' answer of every kind is the one the game's loose
 * figures give now, each described from the board: kind-th of them
 * (-1: none) is figure at (x,y), its feature segment s's (-1: on the
 * tile).  Asked of its kind alone too, and into a 3.0 plugin's smaller
 * element. */
static void
neutral_right(struct carc_ctx *c, size_t n, size_t nth, const char *figure,
    int x, int y, int s)
{
	const struct carc_host *host = carc_services();
	const struct carc_kinds *k = &g->set->kinds;
	int kind = carc_kinds_figure(k, figure);
	struct carc_figure_info got[4], one;
	unsigned char small[CARC_FIGURE_INFO_SIZE_3_0];
	const struct carc_figure_info *w = &got[nth];

	CU_ASSERT_FATAL(kind >= 0 && n <= 4 && nth < n);
	memset(got, 0xa5, sizeof(got));
	CU_ASSERT_EQUAL_FATAL(host->neutral_figures(c, NULL, got, 4,
	    sizeof(got[0])), n);
	CU_ASSERT_EQUAL(w->size, sizeof(*w));
	CU_ASSERT_EQUAL(w->seat, -1);
	CU_ASSERT_EQUAL(w->x, x);
	CU_ASSERT_EQUAL(w->y, y);
	CU_ASSERT_EQUAL(w->kind, s >= 0 ? (int)g->segs[s].kind : -1);
	CU_ASSERT_EQUAL(w->feature, s >= 0 ? carc_seg_find(g, s) : -1);
	CU_ASSERT_STRING_EQUAL(w->figure, figure);
	CU_ASSERT_EQUAL(w->weight, k->figure[kind].weight);
	CU_ASSERT_EQUAL(w->follower, 0);
	CU_ASSERT_EQUAL(w->neutral, 1);
	CU_ASSERT_EQUAL(w->on_tile,
	    (k->figure[kind].flags & CARC_FIGURE_ON_TILE) != 0);
	CU_ASSERT_EQUAL_FATAL(host->neutral_figures(c, figure, &one, 1,
	    sizeof(one)), 1);
	CU_ASSERT_EQUAL(memcmp(&one, w, sizeof(one)), 0);
	CU_ASSERT_EQUAL(host->neutral_figures(c, figure, (void *)small, 1,
	    sizeof(small)), 1);
	memcpy(&one, small, sizeof(small));	/* size: the bytes written */
	CU_ASSERT_EQUAL(one.size, sizeof(small));
	CU_ASSERT_EQUAL(memcmp(small + sizeof(one.size),
	    (const unsigned char *)w + sizeof(one.size),
	    sizeof(small) - sizeof(one.size)), 0);
}

/*
 * What neutral_figures tells of a neutral figure is written as it comes
 * onto the board (actions.c, loose_add), its feature read at each
 * question: each answer must be the board's after every way one comes,
 * goes and moves, and after its feature joins another.  The mage on D's
 * road W at (0,0); U at (1,0) (road W-E) joins its road to D's, a second
 * U at (-1,0) too; the mage moved to that U's road; the dragon put on
 * D, the mage taken off; a new game.
 */
static void
test_neutral_described(void)
{
	const struct carc_host *host = carc_services();
	struct carc_ctx *c;
	int road, east, west;

	begin_with("mage_witch", "princess_dragon");
	CU_ASSERT_FATAL(carc_game_place(g, 0, -1, harness_type("D"), 0, 0, 0,
	    0) == 0);
	c = ctx_of("mage_witch");
	road = seg_at(0, 0, "W");
	CU_ASSERT_EQUAL(host->neutral_figures(c, NULL, NULL, 0,
	    sizeof(struct carc_figure_info)), 0);

	CU_ASSERT_EQUAL_FATAL(host->place_figure(c, "mage", -1, 0, 0, "W"), 0);
	neutral_right(c, 1, 0, "mage", 0, 0, road);
	/* the road joined twice: its feature is another segment's once */
	CU_ASSERT_FATAL(carc_game_place(g, 1, 0, harness_type("U"), 1, 0, 0,
	    0) == 0);
	east = seg_at(1, 0, "W");
	neutral_right(c, 1, 0, "mage", 0, 0, road);
	CU_ASSERT_FATAL(carc_game_place(g, 2, 1, harness_type("U"), -1, 0, 0,
	    0) == 0);
	west = seg_at(-1, 0, "E");
	neutral_right(c, 1, 0, "mage", 0, 0, road);
	CU_ASSERT(carc_seg_find(g, road) != road ||
	    carc_seg_find(g, east) != east || carc_seg_find(g, west) != west);

	CU_ASSERT_EQUAL(host->move_figure(c, "mage", -1, 0, 0, -1, 0, "E"),
	    0);
	neutral_right(c, 1, 0, "mage", -1, 0, west);
	CU_ASSERT_EQUAL_FATAL(host->place_figure(ctx_of("princess_dragon"),
	    "dragon", -1, 0, 0, NULL), 0);
	neutral_right(c, 2, 0, "mage", -1, 0, west);
	neutral_right(c, 2, 1, "dragon", 0, 0, -1);
	CU_ASSERT_EQUAL(host->remove_figure(c, "mage", -1, -1, 0, NULL), 0);
	neutral_right(c, 1, 0, "dragon", 0, 0, -1);
	CU_ASSERT_EQUAL(host->move_figure(c, "dragon", -1, 0, 0, 1, 0, NULL),
	    0);
	neutral_right(c, 1, 0, "dragon", 1, 0, -1);
	carc_game_end(g);

	begin_with("mage_witch", "princess_dragon");
	CU_ASSERT_EQUAL(host->neutral_figures(ctx_of("mage_witch"), NULL,
	    NULL, 0, sizeof(struct carc_figure_info)), 0);
	carc_game_end(g);
}

/* (4.4) neutral_stamp now is another than *last (never 0): kept. */
static void
stamp_changed(const struct carc_ctx *c, uint64_t *last)
{
	const struct carc_host *host = carc_services();
	uint64_t now;

	CU_ASSERT_FATAL(CARC_HAS_SERVICE(host, neutral_stamp));
	now = host->neutral_stamp(c);
	CU_ASSERT(now != 0);
	CU_ASSERT(now != *last);
	*last = now;
}

/* The feature neutral_figures tells the mage stands in, -1 where none
 * is on the board. */
static carc_feature
mage_feature(const struct carc_ctx *c)
{
	const struct carc_host *host = carc_services();
	struct carc_figure_info on[4];
	size_t n, i;

	n = host->neutral_figures(c, "mage", on, 4, sizeof(on[0]));
	for (i = 0; i < n && i < 4; i++)
		return on[i].feature;
	return -1;
}

/*
 * (4.4) A feature a neutral figure stands in joined by tiles: the stamp
 * is another where the figure's handle is (the smaller feature joined
 * to the larger takes the larger's), the same where it is not, and the
 * same for a tile that joins none of theirs.  D's roads at (-1,0) and
 * (0,0) are one of two segments; the mage stands on D's road at (2,0),
 * one; a D at (1,0) joins the two, and the mage's road is the one that
 * goes into the other.  A D at (3,0) then joins the mage's road again,
 * now the larger: its handle stays.
 */
static void
test_neutral_stamp_tiles(void)
{
	const struct carc_host *host = carc_services();
	struct carc_ctx *c;
	uint64_t last = 0;
	carc_feature f;

	begin_with("mage_witch", NULL);
	c = ctx_of("mage_witch");
	stamp_changed(c, &last);
	CU_ASSERT_FATAL(carc_game_place(g, 0, -1, harness_type("D"), 0, 0, 0,
	    0) == 0);
	CU_ASSERT_FATAL(carc_game_place(g, 1, 0, harness_type("D"), -1, 0, 0,
	    0) == 0);
	CU_ASSERT_FATAL(carc_game_place(g, 2, 1, harness_type("D"), 2, 0, 0,
	    0) == 0);
	CU_ASSERT_EQUAL(host->neutral_stamp(c), last);
	CU_ASSERT_EQUAL_FATAL(host->place_figure(c, "mage", -1, 2, 0, "E"), 0);
	stamp_changed(c, &last);
	f = mage_feature(c);
	CU_ASSERT_FATAL(f >= 0);
	/* far from it: nothing of the answer changes */
	CU_ASSERT_FATAL(carc_game_place(g, 3, 0, harness_type("D"), 0, -3, 0,
	    0) == 0);
	CU_ASSERT_EQUAL(host->neutral_stamp(c), last);
	CU_ASSERT_EQUAL(mage_feature(c), f);
	/* the mage's road of one segment into the road of two */
	CU_ASSERT_FATAL(carc_game_place(g, 4, 1, harness_type("D"), 1, 0, 0,
	    0) == 0);
	CU_ASSERT(mage_feature(c) != f);
	stamp_changed(c, &last);
	CU_ASSERT_EQUAL(host->neutral_stamp(c), last);
	f = mage_feature(c);
	/* a segment more into the mage's road: the same handle */
	CU_ASSERT_FATAL(carc_game_place(g, 5, 0, harness_type("D"), 3, 0, 0,
	    0) == 0);
	CU_ASSERT_EQUAL(mage_feature(c), f);
	CU_ASSERT_EQUAL(host->neutral_stamp(c), last);
	carc_game_end(g);
}

/* (4.4) What a plugin that keeps the mage's feature under the stamp
 * holds: the stamp the same, the feature is too. */
static void
stamp_honest(const struct carc_ctx *c, uint64_t *last, carc_feature *kept)
{
	const struct carc_host *host = carc_services();
	uint64_t now = host->neutral_stamp(c);
	carc_feature f = mage_feature(c);

	if (now == *last)
		CU_ASSERT_EQUAL(f, *kept);
	*last = now;
	*kept = f;
}

/*
 * (4.4) A link parts the mage's road from the road it had joined, and
 * the next tile joins the two again round a loop: the mage's feature is
 * the larger road's again, the handle it had when the mage came (across
 * the link).  The lake tile FR02 at (1,0) ends a road from the west (r0)
 * and one from the east (r2); V and U tiles lead the west one down and
 * under the lake, the east one down, and a V at (2,2) closes the loop.
 * At every step the stamp stays only where the mage's feature did.
 */
static void
test_neutral_stamp_links(void)
{
	static const struct {
		const char *type;
		int x, y, rotation;
	} before[] = {
		{ "FR02", 1, 0, 0 },
		{ "V", 0, 0, 3 }, { "U", 0, 1, 1 }, { "V", 0, 2, 2 },
		{ "U", 1, 2, 0 }, { "V", 2, 0, 0 }, { "U", 2, 1, 1 },
	}, after[] = {
		{ "V", 2, 2, 1 },
	};
	const struct carc_host *host = carc_services();
	struct carc_ctx *c;
	uint64_t last = 0;
	carc_feature kept = -1, joined;
	size_t i;
	int seq = 0;

	begin_with("mage_witch", NULL);
	c = ctx_of("mage_witch");
	for (i = 0; i < sizeof(before) / sizeof(before[0]); i++, seq++)
		CU_ASSERT_FATAL(carc_game_place(g, seq, seq % 2 - 1,
		    harness_type(before[i].type), before[i].x, before[i].y,
		    before[i].rotation, 0) == 0);
	/* the west road, of five segments, and the east, of three, one */
	CU_ASSERT_EQUAL_FATAL(host->link_segments(c, 1, 0, "W", "E", 1), 0);
	CU_ASSERT_EQUAL_FATAL(host->place_figure(c, "mage", -1, 2, 1, "N"), 0);
	stamp_honest(c, &last, &kept);
	joined = kept;
	CU_ASSERT_EQUAL_FATAL(host->link_segments(c, 1, 0, "W", "E", 0), 0);
	stamp_honest(c, &last, &kept);
	CU_ASSERT(kept != joined);
	for (i = 0; i < sizeof(after) / sizeof(after[0]); i++, seq++) {
		CU_ASSERT_FATAL(carc_game_place(g, seq, seq % 2,
		    harness_type(after[i].type), after[i].x, after[i].y,
		    after[i].rotation, 0) == 0);
		stamp_honest(c, &last, &kept);
	}
	/* the loop closed: the larger road's handle, as across the link */
	CU_ASSERT_EQUAL(kept, joined);
	carc_game_end(g);
}

/*
 * (4.4) A plugin keeps neutral_figures' answer while neutral_stamp stays
 * the same: the stamp must change with every change of that answer, or
 * the plugin reads a figure where it no longer stands, or its feature
 * before the features joined.  A figure comes (place_figure), moves,
 * leaves; a tile joins its road to another; a link joins and parts the
 * lake's two roads (FR02 at (1,0), whose W end meets D's road); a new
 * game.  A question, or a service that changes nothing (no tile
 * there), leaves it.
 */
static void
test_neutral_stamp(void)
{
	const struct carc_host *host = carc_services();
	struct carc_ctx *c;
	uint64_t last = 0;
	carc_feature before;

	begin_with("mage_witch", "princess_dragon");
	c = ctx_of("mage_witch");
	stamp_changed(c, &last);
	/* a tile with no figure to stand in its features: the answer (none)
	 * is the same */
	CU_ASSERT_FATAL(carc_game_place(g, 0, -1, harness_type("D"), 0, 0, 0,
	    0) == 0);
	CU_ASSERT_EQUAL(host->neutral_stamp(c), last);
	CU_ASSERT_EQUAL(host->neutral_figures(c, NULL, NULL, 0,
	    sizeof(struct carc_figure_info)), 0);
	CU_ASSERT_EQUAL(host->neutral_stamp(c), last);

	CU_ASSERT_EQUAL_FATAL(host->place_figure(c, "mage", -1, 0, 0, "E"), 0);
	stamp_changed(c, &last);
	CU_ASSERT_EQUAL(host->place_figure(c, "witch", -1, 5, 5, "E"), 1);
	CU_ASSERT_EQUAL(host->neutral_stamp(c), last);
	/* the mage's road joins the lake's west road: where its handle is
	 * another, so is the stamp */
	before = mage_feature(c);
	CU_ASSERT_FATAL(carc_game_place(g, 1, 0, harness_type("FR02"), 1, 0,
	    0, 0) == 0);
	if (mage_feature(c) != before)
		stamp_changed(c, &last);
	else
		CU_ASSERT_EQUAL(host->neutral_stamp(c), last);
	CU_ASSERT_EQUAL(host->link_segments(c, 1, 0, "W", "E", 1), 0);
	stamp_changed(c, &last);
	CU_ASSERT_EQUAL(host->link_segments(c, 1, 0, "W", "E", 0), 0);
	stamp_changed(c, &last);
	CU_ASSERT_EQUAL(host->move_figure(c, "mage", -1, 0, 0, 1, 0, "E"), 0);
	stamp_changed(c, &last);
	CU_ASSERT_EQUAL_FATAL(host->place_figure(ctx_of("princess_dragon"),
	    "dragon", -1, 0, 0, NULL), 0);
	stamp_changed(c, &last);
	CU_ASSERT_EQUAL(host->remove_figure(c, "mage", -1, 1, 0, NULL), 0);
	stamp_changed(c, &last);
	CU_ASSERT_EQUAL(host->neutral_figures(c, NULL, NULL, 0,
	    sizeof(struct carc_figure_info)), 1);
	CU_ASSERT_EQUAL(host->neutral_stamp(c), last);
	carc_game_end(g);

	begin_with("mage_witch", "princess_dragon");
	CU_ASSERT(host->neutral_stamp(ctx_of("mage_witch")) != 0);
	carc_game_end(g);
}

/* The figures feature_figures and tile_figures tell of D's city at
 * (0,0), asked by The Flier. */
static void
city_figures(int city, size_t figures)
{
	const struct carc_host *host = carc_services();
	const struct carc_ctx *c = ctx_of("flier");

	CU_ASSERT_EQUAL(host->feature_figures(c, city, NULL, 0,
	    sizeof(struct carc_figure_info)), figures);
	CU_ASSERT_EQUAL(host->tile_figures(c, 0, 0, NULL, 0,
	    sizeof(struct carc_figure_info)), figures);
}

/* seat's follower joins the figure on D's city (0,0) through The
 * Flier's `place follower` (CARC_ACTION_JOINS), which no plugin judges
 * outside a flying machine's turn. */
static void
join_city(int def, int seq, int seat)
{
	struct carc_turn_action a;
	struct carc_ruling r;

	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.seq = seq;
	a.n = 1;
	a.seat = seat;
	a.verb = CARC_VERB_PLACE;
	a.kind = "follower";
	a.has_tile = 1;
	a.spot = "N";
	CU_ASSERT_EQUAL_FATAL(carc_game_act(g, def, &a, &r), 0);
}

/*
 * The game's count of the seats' figures that joined a segment another
 * holds (njoined), by which a game that has none skips the walk of the
 * loose figures (services.c, segment_figures; actions.c, the joined
 * one's promotion and homecoming): kept as they join through a plugin's
 * action, take the place of the figure they joined, and go home with a
 * scored feature; none at a new game's beginning.  D at (0,0), its city
 * N closed by E at (0,-1) turned 180.
 */
static void
test_joined_counted(void)
{
	const struct carc_loaded_plugin *flier =
	    carc_plugins_find(&harness_set, "flier");
	const struct carc_kinds *k = &g->set->kinds;
	int follower = carc_kinds_figure(k, "follower");
	struct carc_game_plugin fl;
	struct carc_error err;
	int def, city, supply;

	CU_ASSERT_FATAL(flier != NULL && follower >= 0);
	fl.plugin = flier->eng;
	fl.variant = "";
	def = carc_kinds_action(k, 1u << CARC_SLOT_BASE |
	    1u << (flier->eng->slot + 1), CARC_VERB_PLACE, "follower");
	CU_ASSERT_FATAL(def >= 0 &&
	    (k->action[def].flags & CARC_ACTION_JOINS));
	CU_ASSERT_FATAL(carc_game_begin(g, 2, CARC_RULESET_FINAL, &fl, 1,
	    &err) == 0);
	CU_ASSERT_FATAL(carc_game_place(g, 0, -1, harness_type("D"), 0, 0, 0,
	    0) == 0);
	city = seg_at(0, 0, "N");
	supply = g->supply[1][follower];

	/* Bob's follower joins Alice's; hers lifted, his takes its place */
	CU_ASSERT_EQUAL(carc_figure_put(g, 0, follower, city), 0);
	city_figures(city, 1);
	join_city(def, 1, 1);
	CU_ASSERT_EQUAL(g->njoined, 1);
	CU_ASSERT_EQUAL(g->supply[1][follower], supply - 1);
	city_figures(city, 2);
	carc_figure_lift(g, city);
	CU_ASSERT_EQUAL(g->segs[city].meeple, 1);
	CU_ASSERT_EQUAL(g->njoined, 0);
	city_figures(city, 1);

	/* Alice's joins Bob's; the city closed and scored, both go home */
	join_city(def, 2, 0);
	CU_ASSERT_EQUAL(g->njoined, 1);
	city_figures(city, 2);
	CU_ASSERT_FATAL(carc_game_place(g, 3, 1, harness_type("E"), 0, -1, 2,
	    0) == 0);
	carc_game_score_move(g);
	CU_ASSERT_EQUAL(g->njoined, 0);
	CU_ASSERT_EQUAL(g->supply[1][follower], supply);
	city_figures(city, 0);

	/* a joined figure left on the board: a new game has none */
	CU_ASSERT_EQUAL(carc_figure_put(g, 0, follower, city), 0);
	join_city(def, 4, 1);
	CU_ASSERT_EQUAL(g->njoined, 1);
	carc_game_end(g);
	CU_ASSERT_FATAL(carc_game_begin(g, 2, CARC_RULESET_FINAL, &fl, 1,
	    &err) == 0);
	CU_ASSERT_EQUAL(g->njoined, 0);
	carc_game_end(g);
}

/* tiles_in_area's answer for [x0, x1] x [y0, y1] against the board's
 * tiles looked at one by one, in seq order. */
static void
area_right(int x0, int y0, int x1, int y1)
{
	const struct carc_host *host = carc_services();
	struct carc_tile_info got[8];
	size_t t, n = 0, k;

	k = host->tiles_in_area(ctx_of("abbot"), x0, y0, x1, y1, got, 8,
	    sizeof(got[0]));
	for (t = 0; t < g->ntiles; t++) {
		const struct placed *p = &g->tiles[t];

		if (p->x < x0 || p->x > x1 || p->y < y0 || p->y > y1)
			continue;
		if (n < k && n < 8) {
			CU_ASSERT_EQUAL(got[n].x, p->x);
			CU_ASSERT_EQUAL(got[n].y, p->y);
			CU_ASSERT_EQUAL(got[n].placed_seq, p->seq);
		}
		n++;
	}
	CU_ASSERT_EQUAL(k, n);
	/* the count alone, as a plugin asks before it makes room */
	CU_ASSERT_EQUAL(host->tiles_in_area(ctx_of("abbot"), x0, y0, x1, y1,
	    NULL, 0, sizeof(got[0])), n);
}

/*
 * tiles_in_area of the whole board answers every tile in seq order
 * without comparing their squares, as long as the area holds the
 * board's window; of a part, the tiles in it.  The same areas again
 * once a tile far to the east has made the board too wide for a window:
 * an area that holds where the window was must not count that tile.
 */
static void
test_tiles_in_area_board(void)
{
	static const int areas[][4] = {
		{ INT_MIN, INT_MIN, INT_MAX, INT_MAX },
		{ -8192, -8192, 8192, 8192 },
		{ -1, 0, 1, 0 },
		{ -1, -1, 0, 1 },
		{ 0, 0, 0, 0 },
		{ 1, 1, 5, 5 },
		{ -100, -100, 100, 100 },
		/* all but one side of the board */
		{ INT_MIN, INT_MIN, 0, INT_MAX },
		{ 0, INT_MIN, INT_MAX, INT_MAX },
		{ INT_MIN, INT_MIN, INT_MAX, -1 },
		{ INT_MIN, 1, INT_MAX, INT_MAX },
	};
	size_t i;

	game("A", -1, 0, 270);
	CU_ASSERT_FATAL(carc_game_place(g, 2, 1, harness_type("A"), 1, 0, 1,
	    0) == 0);
	for (i = 0; i < sizeof(areas) / sizeof(areas[0]); i++)
		area_right(areas[i][0], areas[i][1], areas[i][2], areas[i][3]);
	CU_ASSERT_FATAL(carc_game_place(g, 3, 0, harness_type("A"), 1000000,
	    0, 0, 0) == 0);
	CU_ASSERT_FATAL(g->grid_off);
	for (i = 0; i < sizeof(areas) / sizeof(areas[0]); i++)
		area_right(areas[i][0], areas[i][1], areas[i][2], areas[i][3]);
	carc_game_end(g);
}

/* (4.4) feature_marked_tiles of feature f for plugin name: the tiles
 * of feature_tiles' answer that have a marking, in its order and with
 * its bytes, and their count (marked); asked with room for none too. */
static void
feature_marked_right(const char *name, int f, size_t marked)
{
	const struct carc_host *host = carc_services();
	const struct carc_ctx *c = ctx_of(name);
	struct carc_tile_info all[8], got[8];
	size_t n, k, i, m = 0;

	CU_ASSERT_FATAL(CARC_HAS_SERVICE(host, feature_marked_tiles));
	memset(all, 0, sizeof(all));
	memset(got, 0xa5, sizeof(got));
	n = host->feature_tiles(c, f, all, 8, sizeof(all[0]));
	k = host->feature_marked_tiles(c, f, got, 8, sizeof(got[0]));
	CU_ASSERT_FATAL(n <= 8 && k <= 8);
	for (i = 0; i < n; i++)
		if (all[i].marking != NULL) {
			CU_ASSERT(m < k && memcmp(&got[m], &all[i],
			    sizeof(got[0])) == 0);
			m++;
		}
	CU_ASSERT_EQUAL(k, m);
	CU_ASSERT_EQUAL(k, marked);
	CU_ASSERT_EQUAL(host->feature_marked_tiles(c, f, NULL, 0,
	    sizeof(got[0])), marked);
}

/*
 * (4.4) feature_marked_tiles: a feature's tiles that the asking plugin
 * marks, in seq order, as feature_tiles writes them.  D's road at (0,0)
 * runs W and E to two lake tiles FR02 (The Ferries mark them): at (1,0),
 * its road W on D's, and at (-1,0) turned 180, its road E on D's; a
 * monastery A at (0,1) and a third FR02 elsewhere are not on the road.
 * The Ferries are handed the two lake tiles, The Abbot (which marks no
 * tile) none; D's city none for either.
 */
static void
test_feature_marked_tiles(void)
{
	int road, city;

	game("FR02", 1, 0, 0);
	CU_ASSERT_FATAL(carc_game_place(g, 2, 1, harness_type("FR02"), -1, 0,
	    2, 0) == 0);
	CU_ASSERT_FATAL(carc_game_place(g, 3, 0, harness_type("A"), 0, 1, 0,
	    0) == 0);
	CU_ASSERT_FATAL(carc_game_place(g, 4, 1, harness_type("FR02"), 5, 5,
	    0, 0) == 0);
	road = seg_at(0, 0, "W");
	city = seg_at(0, 0, "N");
	feature_marked_right("ferries", road, 2);
	feature_marked_right("abbot", road, 0);
	feature_marked_right("ferries", city, 0);
	feature_marked_right("ferries", seg_at(5, 5, "W"), 1);
	CU_ASSERT_EQUAL(carc_services()->feature_marked_tiles(
	    ctx_of("ferries"), -1, NULL, 0, sizeof(struct carc_tile_info)), 0);
	carc_game_end(g);
}

/* marked_tiles_left for the plugin of context c: every type of the
 * catalogue its tile_key marked, in catalogue order, each with its
 * marking and what tiles_left says of its id; at least one such type. */
static void
marked_right(const struct carc_ctx *c)
{
	const struct carc_host *host = carc_services();
	const struct carc_catalogue *cat = g->cat;
	const void *markings[64];
	int left[64];
	size_t n, i, k = 0;

	CU_ASSERT_FATAL(CARC_HAS_SERVICE(host, marked_tiles_left));
	n = host->marked_tiles_left(c, markings, left, 64);
	CU_ASSERT_FATAL(n > 0 && n <= 64);
	for (i = 0; i < cat->ntypes; i++) {
		const void *m = cat->types[i].marking[c->plugin->slot];

		if (m == NULL)
			continue;
		if (k < n) {
			CU_ASSERT_PTR_EQUAL(markings[k], m);
			CU_ASSERT_EQUAL(left[k],
			    host->tiles_left(c, cat->types[i].id));
		}
		k++;
	}
	CU_ASSERT_EQUAL(n, k);
	/* room for one: the first written, the count the same */
	markings[1] = NULL;
	CU_ASSERT_EQUAL(host->marked_tiles_left(c, markings, left, 1), n);
	CU_ASSERT_PTR_NULL(markings[1]);
	CU_ASSERT_EQUAL(host->marked_tiles_left(c, NULL, NULL, 0), n);
}

/*
 * (4.3) marked_tiles_left answers what tiles_left answers for each type
 * the calling plugin marks: The Ferries' tiles (FR02 ..., one marking
 * for all) and The River's (a marking each; the river is not enabled,
 * its context here only names its slot, all the service reads of it),
 * under a standard supply as tiles are drawn and put back, in a free
 * supply (-1 each), and in the next game of the same struct.
 */
static void
test_marked_tiles_left(void)
{
	const struct carc_loaded_plugin *river =
	    carc_plugins_find(&harness_set, "river");
	struct carc_ctx rc;
	int fr02 = harness_type("FR02"), rv = harness_type("RV05");

	CU_ASSERT_FATAL(river != NULL && fr02 >= 0 && rv >= 0);
	game("A", -1, 0, 270);
	rc = *ctx_of("ferries");
	rc.plugin = river->eng;
	carc_game_set_standard(g, 1);
	marked_right(ctx_of("ferries"));
	marked_right(&rc);
	CU_ASSERT_FATAL(carc_game_supply_left(g, fr02) > 0);
	carc_game_supply_take(g, fr02);
	carc_game_supply_take(g, rv);
	marked_right(ctx_of("ferries"));
	marked_right(&rc);
	carc_game_supply_put_back(g, fr02);
	marked_right(ctx_of("ferries"));
	carc_game_set_standard(g, 0);
	marked_right(ctx_of("ferries"));
	marked_right(&rc);
	carc_game_end(g);

	game("A", -1, 0, 270);
	carc_game_set_standard(g, 1);
	carc_game_supply_take(g, fr02);
	marked_right(ctx_of("ferries"));
	marked_right(&rc);
	carc_game_end(g);
}

/*
 * Whether each tile type is enabled, as carc_game_tile_enabled says, is
 * what the catalogue says for the game's sets: the type's set is the
 * base set or a plugin's the game enables, every slot whose kinds it
 * shows is enabled (its requires), and its variant is "" or the one its
 * set is played in.  Asked after each game's beginning of the plugins
 * of `on`, bits of enabled[] (game.c works it out again only where the
 * sets or their variants change, from struct carc_game's type_needs).
 */
static void
enabled_as_catalogue(unsigned on)
{
	struct carc_game_plugin plugins[2];
	struct carc_error err;
	uint32_t slots = 1u;		/* the base set */
	size_t n = 0, i, t, checked = 0;

	for (i = 0; i < 2; i++)
		if (on & (1u << i)) {
			plugins[n++] = enabled[i];
			slots |= 1u << (enabled[i].plugin->slot + 1);
		}
	CU_ASSERT_FATAL(carc_game_begin(g, 2, CARC_RULESET_FINAL, plugins, n,
	    &err) == 0);
	for (t = 0; t < g->cat->ntypes; t++) {
		const struct carc_tile_type *type = &g->cat->types[t];
		const char *variant = NULL;	/* its set not enabled */
		int want;

		if (strcmp(type->set, "base") == 0)
			variant = "";
		for (i = 0; i < n; i++)
			if (strcmp(plugins[i].plugin->desc->name,
			    type->set) == 0)
				variant = plugins[i].variant;
		want = variant != NULL && (type->requires & ~slots) == 0 &&
		    (type->variant[0] == '\0' ||
		    strcmp(type->variant, variant) == 0);
		CU_ASSERT_EQUAL(carc_game_tile_enabled(g, (int)t) != 0, want);
		checked += want;
	}
	/* the base set's types at least */
	CU_ASSERT(checked > 0);
	carc_game_end(g);
}

static void
test_enabled_game_after_game(void)
{
	/* both, the abbot's alone, the ferries' alone, none, both: each
	 * game another set of slots than the one before */
	static const unsigned games[] = { 3, 2, 1, 0, 3, 1, 3 };
	size_t i;

	for (i = 0; i < sizeof(games) / sizeof(games[0]); i++)
		enabled_as_catalogue(games[i]);
}

/*
 * carc_text_copy (an award's why, a token's spot) writes what
 * snprintf(dst, size, "%s", src) writes, byte for byte, with texts
 * shorter than the buffer, as long as it can hold and longer; nothing
 * after the NUL.
 */
static void
test_text_copy(void)
{
	static const char *const texts[] = { "", "a", "abcdefg", "abcdefgh",
	    "abcdefghi", "a longer text than the buffer can hold" };
	char got[16], want[16];
	size_t i, size;

	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++)
		for (size = 1; size <= 9; size++) {
			memset(got, 'x', sizeof(got));
			memset(want, 'x', sizeof(want));
			carc_text_copy(got, size, texts[i]);
			snprintf(want, size, "%s", texts[i]);
			CU_ASSERT_EQUAL(memcmp(got, want, sizeof(got)), 0);
		}
}

static CU_TestInfo tests[] = {
	{ "each plugin told of this game's tile, its own marking",
	  test_told_game_after_game },
	{ "the hooks' lists and the slots' contexts, the game's own",
	  test_lists_game_after_game },
	{ "tiles_left of the id the string holds, asked again",
	  test_tiles_left_same_string },
	{ "figures_left of the kind the string holds, asked again",
	  test_figure_same_string },
	{ "tile_figures in the element size the plugin passes",
	  test_figures_in_any_size },
	{ "tile_at and tiles_in_area in the element size the plugin passes",
	  test_tiles_in_any_size },
	{ "tile_figures after every change of the figures",
	  test_tile_figures_held },
	{ "the figures that joined another's, counted",
	  test_joined_counted },
	{ "neutral_figures as the board has them, after every change",
	  test_neutral_described },
	{ "neutral_stamp another after every change of neutral_figures",
	  test_neutral_stamp },
	{ "neutral_stamp another where tiles change a figure's feature",
	  test_neutral_stamp_tiles },
	{ "neutral_stamp another where links and tiles change it by turns",
	  test_neutral_stamp_links },
	{ "tiles_in_area of the whole board and of a part",
	  test_tiles_in_area_board },
	{ "marked_tiles_left as tiles_left, draw after draw",
	  test_marked_tiles_left },
	{ "feature_marked_tiles as feature_tiles, the plugin's tiles alone",
	  test_feature_marked_tiles },
	{ "a text copied as snprintf copies it", test_text_copy },
	{ "the types enabled as the catalogue says, game after game",
	  test_enabled_game_after_game },
	{ "the turn all of a hook's plugins are told of, game after game",
	  test_shared_game_after_game },
	CU_TEST_INFO_NULL,
};

static CU_SuiteInfo suites[] = {
	{ .pName = "hook turn", .pInitFunc = setup, .pCleanupFunc = teardown,
	  .pTests = tests },
	CU_SUITE_INFO_NULL,
};

int
carc_test_register(void)
{
	return CU_register_suites(suites) == CUE_SUCCESS ? 0 : -1;
}
