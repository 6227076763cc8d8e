/*
 * test_signposts.c - the signposts plugin driven through the real engine
 * (core/engine/game.h), loaded from $CARC_PLUGIN_DIR: the official worked
 * example and the own cases of rules-en.md 3.1 (SIGN-SCORE-TYPES,
 * SIGN-FINAL), the roundabout (SIGN-MULTI-EXIT), two roads on one tile
 * (SIGN-OWN-ROAD), signposts that turn with their tile, the signpost spot
 * (SIGN-NOT-FEATURE), what explain names, and inert signpost tiles.
 * The boards are those of replays/signposts/, whose headers give the
 * arithmetic.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "engine/game.h"
#include "host/plugins.h"
#include "engine/services.h"
#include "harness.h"

static struct carc_game *g;

struct mv {
	const char *tile;
	int x, y, rot;
	const char *spot;
};

/* replays/signposts/worked-example.sql: 9 + 5 x 3 = 24 */
static const struct mv worked[] = {
	{ "W", 0, 1, 0, "E" }, { "SP01", 1, 1, 0, NULL },
	{ "SP02", 2, 1, 0, NULL }, { "SP04", 3, 1, 0, NULL },
	{ "U", 3, 2, 90, NULL }, { "V", 3, 3, 180, NULL },
	{ "V", 4, 3, 0, NULL }, { "SP12", 4, 4, 0, NULL },
	{ "A", 4, 5, 180, NULL }, { NULL, 0, 0, 0, NULL }
};

/* own-cases.sql game 1, {straight, straight, left}: 9 + 3 x 2 = 15;
 * without its last tile (game 3): 8 + 3 at the end */
static const struct mv ssl[] = {
	{ "W", 0, 1, 0, "E" }, { "SP01", 1, 1, 0, NULL },
	{ "U", 2, 1, 0, NULL }, { "SP04", 3, 1, 0, NULL },
	{ "U", 3, 2, 90, NULL }, { "V", 3, 3, 180, NULL },
	{ "V", 4, 3, 0, NULL }, { "SP12", 4, 4, 0, NULL },
	{ "A", 4, 5, 180, NULL }, { NULL, 0, 0, 0, NULL }
};

/* own-cases.sql game 2, {right}: 4 + 1 */
static const struct mv right[] = {
	{ "W", 0, 1, 0, "E" }, { "SP02", 1, 1, 0, NULL },
	{ "V", 2, 1, 0, NULL }, { "A", 2, 2, 180, NULL },
	{ NULL, 0, 0, 0, NULL }
};

/* sign-multi-exit-pass.sql: straight into the roundabout, 5 + 1 */
static const struct mv multi[] = {
	{ "W", 0, 1, 0, "E" }, { "SP01", 1, 1, 0, NULL },
	{ "SP10", 2, 1, 0, NULL }, { "A", 2, 0, 0, NULL },
	{ "W", 3, 1, 0, NULL }, { NULL, 0, 0, 0, NULL }
};

/* sign-own-road-pass.sql: SP08's two roads, 3 + 1 each */
static const struct mv own[] = {
	{ "SP08", 0, 1, 0, "E" }, { "V", 0, 2, 180, "N" },
	{ "V", 1, 1, 0, NULL }, { "X", 1, 2, 0, NULL },
	{ NULL, 0, 0, 0, NULL }
};

/* sign-dir-pass.sql: a right pointing the wrong way, 5 + 1 */
static const struct mv dir[] = {
	{ "W", 0, 1, 0, "E" }, { "U", 1, 1, 0, NULL },
	{ "SP05", 2, 1, 0, NULL }, { "U", 3, 1, 0, NULL },
	{ "W", 4, 1, 0, NULL }, { NULL, 0, 0, 0, NULL }
};

/* sign-empty-next-pass.sql: SP01 turned 180, open road: 3 + 1 */
static const struct mv empty[] = {
	{ "W", 0, 1, 0, "E" }, { "U", 1, 1, 0, NULL },
	{ "SP01", 2, 1, 180, NULL }, { NULL, 0, 0, 0, NULL }
};

static int
setup(void)
{
	return harness_open("signposts", &g);
}

static int
teardown(void)
{
	harness_close(g);
	return 0;
}

/* Begin a 2-player game with the signposts and D at (0,0); then play the
 * moves up to (not including) index `upto` (-1: all), SP tiles inert or
 * not. */
static void
play(const struct mv *m, int upto, int inert)
{
	const struct carc_catalogue *cat;
	struct carc_game_plugin gp;
	struct carc_error err;
	int i;

	gp.plugin = carc_plugin_list_find(&harness_set.list, "signposts");
	gp.variant = "";
	CU_ASSERT_FATAL(carc_game_begin(g, 2, CARC_RULESET_FINAL, &gp, 1,
	    &err) == 0);
	cat = carc_game_catalogue(g);
	CU_ASSERT_FATAL(carc_game_place(g, 0, -1, carc_catalogue_find(cat,
	    "D"), 0, 0, 0, 0) == 0);
	for (i = 0; m[i].tile != NULL && (upto < 0 || i < upto); i++) {
		struct carc_meeple_check chk;
		int seat = i % 2, type = carc_catalogue_find(cat, m[i].tile);

		CU_ASSERT_FATAL(type >= 0);
		CU_ASSERT_FATAL(carc_game_check_place(g, type, m[i].x, m[i].y,
		    m[i].rot / 90) == CARC_PLACE_OK);
		carc_game_clear_awards(g);
		CU_ASSERT_FATAL(carc_game_place(g, i + 1, seat, type, m[i].x,
		    m[i].y, m[i].rot / 90, inert &&
		    strncmp(m[i].tile, "SP", 2) == 0) == 0);
		if (m[i].spot != NULL) {
			carc_game_check_meeple(g, seat, m[i].spot, &chk);
			CU_ASSERT_FATAL(chk.fault == CARC_MEEPLE_OK);
			carc_game_meeple(g, seat, &chk);
		}
		carc_game_score_move(g);
	}
}

/* The award of `kind` to `seat` in the awards just made, or NULL. */
static const struct carc_award *
award(int seat, const char *kind)
{
	const struct carc_award *a;
	size_t n, i;

	n = carc_game_awards(g, &a);
	for (i = 0; i < n; i++)
		if (a[i].seat == seat && strcmp(a[i].kind, kind) == 0)
			return &a[i];
	return NULL;
}

/* seat's road award is base + bonus under rule (bonus 0: no part). */
static void
check_road(int seat, int base, int bonus, const char *rule)
{
	const struct carc_award *a = award(seat, "road");

	CU_ASSERT_PTR_NOT_NULL_FATAL(a);
	CU_ASSERT_EQUAL(a->points, base + bonus);
	CU_ASSERT_EQUAL(a->parts[0].points, base);
	if (bonus == 0) {
		CU_ASSERT_EQUAL(a->nparts, 1);
		return;
	}
	CU_ASSERT_EQUAL_FATAL(a->nparts, 2);
	CU_ASSERT_EQUAL(a->parts[1].points, bonus);
	CU_ASSERT_STRING_EQUAL(a->parts[1].rule, rule);
}


/* carc_game_explain, keeping the hint (doc/spec/cli.md) of the last call. */
static const char *hint_rule;

static const char *
explain_(struct carc_game *gm, int final, int seat, const char *kind,
    int points)
{
	const char *why;

	return carc_game_explain(gm, final, seat, kind, points, &hint_rule,
	    &why);
}

static void
test_worked_example(void)
{
	play(worked, -1, 0);
	check_road(0, 9, 15, "SIGN-SCORE-TYPES");
	CU_ASSERT_PTR_NULL(award(1, "road"));
	/* SIGN-SCORE-MAJ: the bonus to Blue, who has no meeple on it */
	CU_ASSERT_STRING_EQUAL(explain_(g, 0, 1, "road", 15),
	    "SIGN-SCORE-MAJ");
	CU_ASSERT_PTR_NULL(explain_(g, 0, 1, "road", 14));
	CU_ASSERT_PTR_NULL(explain_(g, 0, 1, "city", 15));
	/* the bonus left out is not explained: SIGN-SCORE-TYPES cites it */
	CU_ASSERT_PTR_NULL(explain_(g, 0, 0, "road", -15));
}

static void
test_own_cases(void)
{
	play(ssl, -1, 0);
	check_road(0, 9, 6, "SIGN-SCORE-TYPES");
	play(right, -1, 0);
	check_road(0, 4, 1, "SIGN-SCORE-TYPES");
	/* the same three on an incomplete road at the end: 1 each */
	play(ssl, 8, 0);
	CU_ASSERT_PTR_NULL(award(0, "road"));
	carc_game_clear_awards(g);
	carc_game_final(g);
	check_road(0, 8, 3, "SIGN-FINAL");
}

static void
test_rules(void)
{
	play(multi, -1, 0);
	check_road(0, 5, 1, "SIGN-SCORE-TYPES");
	/* the roundabout signpost left out: -1 */
	CU_ASSERT_STRING_EQUAL(explain_(g, 0, 0, "road", -1),
	    "SIGN-MULTI-EXIT");

	play(own, -1, 0);
	check_road(0, 3, 1, "SIGN-SCORE-TYPES");
	check_road(1, 3, 1, "SIGN-SCORE-TYPES");
	/* the other road's signpost counted too: {R, L} 2 x 2 - 1 */
	CU_ASSERT_STRING_EQUAL(explain_(g, 0, 0, "road", 3),
	    "SIGN-OWN-ROAD");

	play(right, -1, 0);
	CU_ASSERT_STRING_EQUAL(explain_(g, 0, 0, "road", 3),
	    "SIGN-NOEND");

	play(dir, -1, 0);
	check_road(0, 5, 1, "SIGN-SCORE-TYPES");
	CU_ASSERT_STRING_EQUAL(explain_(g, 0, 0, "road", 3),
	    "SIGN-DIR");
	CU_ASSERT_PTR_NULL(explain_(g, 0, 0, "road", 2));

	/* signposts turn with the tile; the one into nothing fails */
	play(empty, -1, 0);
	carc_game_clear_awards(g);
	carc_game_final(g);
	check_road(0, 3, 1, "SIGN-FINAL");
	CU_ASSERT_STRING_EQUAL(explain_(g, 1, 0, "road", 1),
	    "SIGN-EMPTY-NEXT");
}

/* SIGN-NOT-FEATURE: C on a signpost tile is the signpost, unless the
 * tile has a monastery. */
static void
test_spot(void)
{
	static const struct mv sp01[] = {
		{ "SP01", -1, 0, 0, NULL }, { NULL, 0, 0, 0, NULL }
	};
	static const struct mv sp08[] = {
		{ "SP08", 0, 1, 0, NULL }, { NULL, 0, 0, 0, NULL }
	};
	struct carc_meeple_check chk;

	play(sp01, -1, 0);
	/* no such spot: the replay stops, under the signposts' rule */
	carc_game_check_meeple(g, 0, "C", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_NO_SPOT);
	CU_ASSERT_STRING_EQUAL(chk.rule, "SIGN-NOT-FEATURE");
	carc_game_check_meeple(g, 0, "E", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_OK);
	/* inert: no signposts; C is the core's to refuse */
	play(sp01, -1, 1);
	carc_game_check_meeple(g, 0, "C", &chk);
	CU_ASSERT_NOT_EQUAL(chk.fault, CARC_MEEPLE_OK);
	CU_ASSERT_PTR_NOT_NULL_FATAL(chk.rule);
	CU_ASSERT(strcmp(chk.rule, "SIGN-NOT-FEATURE") != 0);
	play(sp08, -1, 0);
	carc_game_check_meeple(g, 0, "C", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_OK);
}

/* Inert signpost tiles (the set not enabled) add nothing. */
static void
test_inert(void)
{
	play(worked, -1, 1);
	check_road(0, 9, 0, NULL);
}

int
carc_test_register(void)
{
	CU_pSuite s;

	s = CU_add_suite("signposts", setup, teardown);
	if (s == NULL ||
	    CU_add_test(s, "worked example", test_worked_example) == NULL ||
	    CU_add_test(s, "own cases", test_own_cases) == NULL ||
	    CU_add_test(s, "correctness rules", test_rules) == NULL ||
	    CU_add_test(s, "signpost spot", test_spot) == NULL ||
	    CU_add_test(s, "inert tiles", test_inert) == NULL)
		return -1;
	return 0;
}
