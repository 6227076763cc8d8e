/*
 * test_watchtowers.c - the watchtowers plugin driven through the real
 * engine (core/engine/game.h), loaded from $CARC_PLUGIN_DIR: towers that
 * trigger together before any feature scores (TOWER-ORDER), the meeple
 * and city values, the tower spot (TOWER-NO-MEEPLE), what explain says of
 * points the rules do not give, and an inert tower tile.
 *
 * The engine places tiles as a record says, legal or not, so the boards
 * here are built square by square without caring for edges where the
 * test does not need them.
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

static int
setup(void)
{
	return harness_open("watchtowers", &g);
}

static int
teardown(void)
{
	harness_close(g);
	return 0;
}

/* Begin a 2-player game with the watchtowers, and lay D at (0,0). */
static void
begin(void)
{
	struct carc_game_plugin gp;
	struct carc_error err;

	gp.plugin = carc_plugin_list_find(&harness_set.list, "watchtowers");
	gp.variant = "";
	CU_ASSERT_FATAL(carc_game_begin(g, 2, CARC_RULESET_FINAL, &gp, 1,
	    &err) == 0);
	CU_ASSERT_FATAL(carc_game_place(g, 0, -1,
	    carc_catalogue_find(carc_game_catalogue(g), "D"), 0, 0, 0, 0) == 0);
}

/* One move: the tile, a meeple (spot or NULL), and its scoring.  Returns
 * the meeple check's fault. */
static int
move(int seq, const char *tile, int x, int y, int rot, const char *spot,
    int inert)
{
	struct carc_meeple_check chk;
	int seat = (seq - 1) % 2, type;

	type = carc_catalogue_find(carc_game_catalogue(g), tile);
	CU_ASSERT_FATAL(type >= 0);
	carc_game_clear_awards(g);
	CU_ASSERT_FATAL(carc_game_place(g, seq, seat, type, x, y, rot / 90,
	    inert) == 0);
	memset(&chk, 0, sizeof(chk));
	if (spot != NULL) {
		carc_game_check_meeple(g, seat, spot, &chk);
		if (chk.fault == CARC_MEEPLE_OK)
			carc_game_meeple(g, seat, &chk);
	}
	carc_game_score_move(g);
	return chk.fault;
}

/* The points of `kind` to `seat` in the awards, and the rule of the last. */
static int
points(int seat, const char *kind, const char **rule)
{
	const struct carc_award *a;
	size_t n, i;
	int sum = 0;

	n = carc_game_awards(g, &a);
	for (i = 0; i < n; i++)
		if (a[i].seat == seat && strcmp(a[i].kind, kind) == 0) {
			sum += a[i].points;
			if (rule != NULL)
				*rule = a[i].rule;
		}
	return sum;
}

/*
 * replays/watchtowers/two-towers-pass.sql: L at (0,3) completes a road and
 * a city that trigger a meeple tower (Bob, 4 meeples: 8) and a city tower
 * (Alice, 3 tiles: 3), both listed before any feature's points.
 */

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
test_two_towers(void)
{
	const struct carc_award *a;
	const char *rule = NULL;
	size_t n;

	begin();
	move(1, "E", 0, 1, 180, NULL, 0);
	move(2, "WT03", 0, 2, 0, "S", 0);
	move(3, "B", -1, 2, 0, "C", 0);
	move(4, "U", 1, 0, 0, NULL, 0);
	move(5, "WT12", -1, 3, 180, "E", 0);
	move(6, "L", 0, 3, 270, "E", 0);
	CU_ASSERT_EQUAL(points(1, "watchtower", &rule), 8);
	CU_ASSERT_STRING_EQUAL(rule, "TOWER-MEEPLE");
	CU_ASSERT_EQUAL(points(0, "watchtower", &rule), 3);
	CU_ASSERT_STRING_EQUAL(rule, "TOWER-CITY");
	CU_ASSERT_EQUAL(points(1, "road", NULL), 2);
	CU_ASSERT_EQUAL(points(0, "city", NULL), 4);
	/* TOWER-ORDER: both towers come before the features. */
	n = carc_game_awards(g, &a);
	CU_ASSERT_FATAL(n == 4);
	CU_ASSERT_STRING_EQUAL(a[0].kind, "watchtower");
	CU_ASSERT_STRING_EQUAL(a[1].kind, "watchtower");
	CU_ASSERT_PTR_NULL(explain_(g, 0, 0, "road", 3));
	carc_game_final(g);
	CU_ASSERT_STRING_EQUAL(explain_(g, 1, 0, "watchtower", 2),
	    "TOWER-NO-FINAL");
}

/*
 * TOWER-NO-FARMER: a monk's monastery completed next to a tower does not
 * make it score; neither does a farmer on the tower tile.
 */
static void
test_monk(void)
{
	static const int ring[7][2] = {
		{ 4, 4 }, { 5, 4 }, { 6, 4 }, { 4, 5 },
		{ 6, 5 }, { 4, 6 }, { 5, 6 }
	};
	int i;

	begin();
	/* the tower at (6,6), a farmer of Bob's on it */
	CU_ASSERT_EQUAL(move(1, "B", 5, 5, 0, "C", 0), CARC_MEEPLE_OK);
	CU_ASSERT_EQUAL(move(2, "WT03", 6, 6, 0, "SR", 0), CARC_MEEPLE_OK);
	for (i = 0; i < 7; i++)
		move(3 + i, "B", ring[i][0], ring[i][1], 0, NULL, 0);
	/* the ring is full: Alice's monastery scores 9, no tower */
	CU_ASSERT_EQUAL(points(0, "monastery", NULL), 9);
	CU_ASSERT_EQUAL(points(0, "watchtower", NULL), 0);
	CU_ASSERT_EQUAL(points(1, "watchtower", NULL), 0);
	CU_ASSERT_STRING_EQUAL(explain_(g, 0, 0, "watchtower", 6),
	    "TOWER-NO-FARMER");
	CU_ASSERT_STRING_EQUAL(explain_(g, 0, 1, "watchtower", 6),
	    "TOWER-NO-FARMER");
}

/* TOWER-NO-MEEPLE: the tower's spot, named C, T or anything that is no
 * spot of the tile, is refused (and stops a replay); the road is not. */
static void
test_spot(void)
{
	struct carc_meeple_check chk;

	begin();
	CU_ASSERT_EQUAL(move(1, "WT05", 1, 0, 0, "C", 0), CARC_MEEPLE_NO_SPOT);
	carc_game_check_meeple(g, 0, "C", &chk);
	CU_ASSERT_STRING_EQUAL(chk.rule, "TOWER-NO-MEEPLE");
	carc_game_check_meeple(g, 0, "T", &chk);
	CU_ASSERT_STRING_EQUAL(chk.rule, "TOWER-NO-MEEPLE");
	carc_game_check_meeple(g, 0, "XYZ", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_NO_SPOT);
	CU_ASSERT_STRING_EQUAL(chk.rule, "TOWER-NO-MEEPLE");
	carc_game_check_meeple(g, 0, "W", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_OK);
	/* a base tile's monastery is still a spot */
	CU_ASSERT_EQUAL(move(2, "B", 0, 1, 0, "C", 0), CARC_MEEPLE_OK);
}

/*
 * An inert tower tile (its set not enabled for the game) does nothing;
 * the same board with a live tower gives the road tower's 3.
 */
static void
test_inert(void)
{
	int inert;

	for (inert = 1; inert >= 0; inert--) {
		begin();
		move(1, "WT05", 1, 0, 0, "W", inert);
		move(2, "U", 2, 0, 0, NULL, 0);
		move(3, "A", -1, 0, 270, NULL, 0);
		CU_ASSERT_EQUAL(points(0, "road", NULL), 3);
		CU_ASSERT_EQUAL(points(0, "watchtower", NULL), inert ? 0 : 3);
	}
}

int
carc_test_register(void)
{
	CU_pSuite s;

	s = CU_add_suite("watchtowers", setup, teardown);
	if (s == NULL ||
	    CU_add_test(s, "two towers at once", test_two_towers) == NULL ||
	    CU_add_test(s, "monk and farmer", test_monk) == NULL ||
	    CU_add_test(s, "tower spot", test_spot) == NULL ||
	    CU_add_test(s, "inert tower", test_inert) == NULL)
		return -1;
	return 0;
}
