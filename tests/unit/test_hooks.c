/*
 * test_hooks.c - the host's side of each ABI 3.0 hook (core/carc_plugin.h),
 * through the real move driver, with tests/hooks/hooks.c: a plugin whose
 * answers are simple and visible.  The plugins' own suites test their
 * answers against a mock host; this one tests that the engine asks, and
 * turns each answer into what the rules of the hook say: check_draw and
 * check_place into the driver's rulings (and a placement that does not
 * fit for the generator), check_figure into a refused figure,
 * feature_value into replaced or zeroed points, a declared figure kind
 * into a supply, a rule of its own and a figure taken back, and the
 * services tiles_left and figures_left into the numbers the game holds.
 *
 * The game: two seats, the base tiles, D at (0, 0) (city N, road W-E).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "engine/drive.h"
#include "engine/kinds.h"
#include "engine/services.h"
#include "host/plugins.h"

static struct carc_plugin_set set;
static struct carc_drive *d;
static struct carc_game_plugin gp;
static int giant;

static int
setup(void)
{
	const struct carc_loaded_plugin *lp;
	struct carc_error err;
	const char *top = getenv("top_builddir");
	char dir[4096];

	snprintf(dir, sizeof(dir), "%s/tests/hooks/.libs", top ? top : ".");
	if (carc_plugins_load(&set, dir, carc_services(), &err) != 0) {
		fprintf(stderr, "cannot load %s: %s\n", dir, err.msg);
		return -1;
	}
	if ((lp = carc_plugins_find(&set, "hooks")) == NULL) {
		fprintf(stderr, "no plugin 'hooks' in %s\n", dir);
		return -1;
	}
	gp.plugin = lp->eng;
	gp.variant = "";
	if ((giant = carc_kinds_figure(&set.list.kinds, "giant")) < 0) {
		fprintf(stderr, "the figure kind 'giant' is not declared\n");
		return -1;
	}
	return carc_drive_new(&d, &set.list, &err);
}

static int
teardown(void)
{
	carc_drive_free(d);
	carc_plugins_unload(&set);
	return 0;
}

static int
type_of(const char *id)
{
	int t = carc_catalogue_find(&set.cat, id);

	CU_ASSERT_FATAL(t >= 0);
	return t;
}

static struct carc_drive_move
move(const char *tile, int64_t x, int64_t y, int rot)
{
	struct carc_drive_move mv;

	memset(&mv, 0, sizeof(mv));
	mv.type = type_of(tile);
	mv.seat = carc_drive_turn(d);
	mv.x = x;
	mv.y = y;
	mv.rotation = rot;
	mv.tile = tile;
	mv.degrees = 90 * rot;
	mv.has_xy = mv.has_rotation = 1;
	return mv;
}

/* The ruling of the move or the end citing rule, or NULL. */
static const struct carc_drive_ruling *
ruling(const char *rule)
{
	const struct carc_drive_ruling *r;
	size_t n = carc_drive_rulings(d, &r), i;

	for (i = 0; i < n; i++)
		if (strcmp(r[i].rule, rule) == 0)
			return &r[i];
	return NULL;
}

/* The award of the move or of final scoring to seat under rule, or NULL. */
static const struct carc_award *
award(int seat, const char *rule)
{
	const struct carc_award *a;
	size_t n = carc_game_awards(carc_drive_game(d), &a), i;

	for (i = 0; i < n; i++)
		if (a[i].seat == seat && a[i].rule != NULL &&
		    strcmp(a[i].rule, rule) == 0)
			return &a[i];
	return NULL;
}

static void
begin(void)
{
	struct carc_drive_move mv;
	struct carc_drive_facts f;
	struct carc_error err;

	CU_ASSERT_FATAL(carc_drive_begin(d, 2, CARC_RULESET_FINAL, &gp, 1, 1,
	    &err) == 0);
	mv = move("D", 0, 0, 0);
	mv.seat = -1;
	CU_ASSERT_FATAL(carc_drive_tile(d, &mv, &f) == 0);
	carc_drive_finish(d, &f);
}

/*
 * The whole game, move by move: each hook's answer where the driver
 * gives it.
 */
static void
test_hooks(void)
{
	struct carc_game *g = carc_drive_game(d);
	const struct carc_drive_ruling *r;
	const struct carc_award *a;
	struct carc_drive_move mv;
	struct carc_drive_facts f;
	int u = type_of("U"), u_left;

	begin();
	u_left = carc_drive_supply_left(d, u);

	/* seq 1, seat 0: U east of D, a follower on its road; no hook has
	 * a word */
	mv = move("U", 1, 0, 0);
	mv.meeple = "E";
	CU_ASSERT_FATAL(carc_drive_play(d, &mv, &f) == 0);
	CU_ASSERT_EQUAL(f.meeple.fault, CARC_MEEPLE_OK);
	CU_ASSERT_EQUAL(carc_drive_rulings(d, &r), 0);
	carc_drive_finish(d, &f);

	/* seq 2, seat 1: the crossroads X west of D.  check_draw: a
	 * ruling, the replay goes on; the services count X as drawn, one U
	 * fewer than at the start, the giant and 7 followers at home */
	mv = move("X", -1, 0, 0);
	mv.meeple = "N";
	mv.figure = giant;
	mv.figure_written = "giant:N";
	CU_ASSERT_FATAL(carc_drive_play(d, &mv, &f) == 0);
	r = ruling("HOOK-DRAW");
	CU_ASSERT_PTR_NOT_NULL_FATAL(r);
	CU_ASSERT_EQUAL(r->seq, 2);
	CU_ASSERT_FALSE(r->stop);
	{
		char want[96];

		snprintf(want, sizeof(want), "tiles_left X=0 U=%d "
		    "figures_left giant=1 follower=7", u_left - 1);
		CU_ASSERT_STRING_EQUAL(r->message, want);
	}
	/* the giant, a figure of the plugin's kind, stands on X's north
	 * road: the seat's one giant is out */
	CU_ASSERT_EQUAL(f.meeple.fault, CARC_MEEPLE_OK);
	CU_ASSERT_EQUAL(carc_game_figures_left(g, 1, giant), 0);
	CU_ASSERT_EQUAL(carc_game_supply(g, 1), 7);
	carc_drive_finish(d, &f);

	/* seq 3, seat 0: A (monastery, road S) turned to end the road
	 * east of U: X-D-U-A completed, 4 tiles.  feature_value replaced
	 * the base 4 with 10 per tile under HOOK-ROAD */
	mv = move("A", 2, 0, 1);
	CU_ASSERT_FATAL(carc_drive_play(d, &mv, &f) == 0);
	carc_drive_finish(d, &f);
	a = award(0, "HOOK-ROAD");
	CU_ASSERT_PTR_NOT_NULL_FATAL(a);
	CU_ASSERT_EQUAL(a->points, 40);
	CU_ASSERT_STRING_EQUAL(a->kind, "road");
	CU_ASSERT_EQUAL(carc_game_score(g, 0), 40);
	CU_ASSERT_EQUAL(carc_game_supply(g, 0), 7);	/* back home */

	/* check_place: U turned on column 3 (east of A, fields against
	 * fields) is legal under the base rules, not under the plugin's:
	 * it does not fit for the generator, and a record that plays it
	 * gets HOOK-PLACE (and goes on) */
	CU_ASSERT_EQUAL(carc_game_check_place(g, u, 3, 0, 1), CARC_PLACE_OK);
	CU_ASSERT_FALSE(carc_game_fits(g, u, 3, 0, 1));
	CU_ASSERT(carc_game_fits(g, u, 1, 1, 0));

	/* seq 4, seat 1: U south of D; a follower on SL: check_figure
	 * refuses it under HOOK-SPOT, not played, the replay goes on */
	mv = move("U", 0, 1, 0);
	mv.meeple = "SL";
	CU_ASSERT_FATAL(carc_drive_play(d, &mv, &f) == 0);
	CU_ASSERT_EQUAL(f.meeple.fault, CARC_MEEPLE_REFUSED);
	CU_ASSERT_PTR_NOT_NULL_FATAL(f.meeple.rule);
	CU_ASSERT_STRING_EQUAL(f.meeple.rule, "HOOK-SPOT");
	CU_ASSERT_PTR_NOT_NULL(ruling("HOOK-SPOT"));
	CU_ASSERT_EQUAL(carc_game_supply(g, 1), 7);
	carc_drive_finish(d, &f);

	/* seq 5, seat 0: on column 3 after all: HOOK-PLACE */
	mv = move("U", 3, 0, 1);
	CU_ASSERT_FATAL(carc_drive_play(d, &mv, &f) == 0);
	r = ruling("HOOK-PLACE");
	CU_ASSERT_PTR_NOT_NULL_FATAL(r);
	CU_ASSERT_EQUAL(r->seq, 5);
	carc_drive_finish(d, &f);

	/* seq 6, seat 1: G (a city W-E) north of D turned upright, its
	 * city joins D's and stays open; a second giant: none left,
	 * HOOK-GIANT-SUPPLY, and it is not placed (record-format.md: a
	 * figure the seat has no more of) */
	mv = move("G", 0, -1, 1);
	mv.meeple = "S";
	mv.figure = giant;
	mv.figure_written = "giant:S";
	CU_ASSERT_FATAL(carc_drive_play(d, &mv, &f) == 0);
	CU_ASSERT_PTR_NOT_NULL(ruling("HOOK-GIANT-SUPPLY"));
	CU_ASSERT_EQUAL(carc_game_figures_left(g, 1, giant), 0);
	carc_drive_finish(d, &f);

	/* seq 7, seat 0: a tile, and instead of a figure the giant taken
	 * back from X: not seat 0's, HOOK-GIANT-RETURN, nothing happens */
	mv = move("U", 2, 1, 0);
	mv.take_back = 1;
	mv.figure = giant;
	mv.back_x = -1;
	mv.back_y = 0;
	mv.figure_written = "return:giant@-1,0";
	CU_ASSERT_FATAL(carc_drive_play(d, &mv, &f) == 0);
	CU_ASSERT_PTR_NOT_NULL(ruling("HOOK-GIANT-RETURN"));
	carc_drive_finish(d, &f);
	CU_ASSERT_EQUAL(carc_game_score(g, 0), 40);

	/* seq 8, seat 1: its own giant back from X: the open road north of
	 * X is valued at once as at the end (1 tile, 10 under HOOK-ROAD's
	 * value), under the kind's return rule */
	mv = move("U", -2, 0, 0);
	mv.take_back = 1;
	mv.figure = giant;
	mv.back_x = -1;
	mv.back_y = 0;
	mv.figure_written = "return:giant@-1,0";
	CU_ASSERT_FATAL(carc_drive_play(d, &mv, &f) == 0);
	CU_ASSERT_PTR_NULL(ruling("HOOK-GIANT-RETURN"));
	carc_drive_finish(d, &f);
	a = award(1, "HOOK-GIANT-RETURN");
	CU_ASSERT_PTR_NOT_NULL_FATAL(a);
	CU_ASSERT_EQUAL(a->points, 10);
	/* home again: its one giant (the refused one of seq 6 was never
	 * out) */
	CU_ASSERT_EQUAL(carc_game_figures_left(g, 1, giant), 1);

	/* seq 9, seat 0: F (a city W-E) turned upright north of G, a
	 * follower on its city: D-G-F, still open */
	mv = move("F", 0, -2, 1);
	mv.meeple = "N";
	CU_ASSERT_FATAL(carc_drive_play(d, &mv, &f) == 0);
	CU_ASSERT_EQUAL(f.meeple.fault, CARC_MEEPLE_OK);
	carc_drive_finish(d, &f);

	/* the end: the city D-G-F holds seat 0's follower and no giant of
	 * seat 1 (the refused one was never placed), open: worth nothing
	 * to seat 0 under HOOK-CITY-ZERO (kept as a zeroed award), and
	 * nothing at all to seat 1 */
	carc_drive_final(d, 1);
	a = award(0, "HOOK-CITY-ZERO");
	CU_ASSERT_PTR_NOT_NULL_FATAL(a);
	CU_ASSERT_EQUAL(a->points, 0);
	CU_ASSERT(a->zeroed);
	CU_ASSERT_PTR_NULL(award(1, "HOOK-CITY-ZERO"));
	CU_ASSERT_EQUAL(carc_game_score(g, 0), 40);
	CU_ASSERT_EQUAL(carc_game_score(g, 1), 10);
	carc_drive_end(d);
}

static CU_TestInfo tests[] = {
	{ "each hook through the move driver", test_hooks },
	CU_TEST_INFO_NULL,
};

static CU_SuiteInfo suites[] = {
	{ .pName = "hooks", .pInitFunc = setup, .pCleanupFunc = teardown,
	  .pTests = tests },
	CU_SUITE_INFO_NULL,
};

int
carc_test_register(void)
{
	return CU_register_suites(suites) == CUE_SUCCESS ? 0 : -1;
}
