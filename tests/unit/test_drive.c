/*
 * test_drive.c - the move driver (core/engine/drive.h): turn order
 * (ORDER-TURN, BASE-PLACE-NOFIT), the standard and the free supply
 * (BASE-SETUP-SUPPLY, DATA-TILESET), the placement's facts
 * (BASE-PLACE-ADJ, BASE-PLACE-EDGE) and the meeple's, and where the
 * record can no longer be applied.  Base games of two seats; the start
 * tile D lies at (0,0): city N, road W-E, field S.
 */
#include "config.h"

#include <stdlib.h>

#include <CUnit/Basic.h>

#include "engine/drive.h"
#include "harness.h"

static struct carc_game *hg;
static struct carc_drive *d;

static int
setup(void)
{
	struct carc_error err;

	if (harness_open("signposts", &hg) != 0)
		return -1;
	return carc_drive_new(&d, &harness_set.list, &err);
}

static int
teardown(void)
{
	carc_drive_free(d);
	harness_close(hg);
	return 0;
}

static int
type_of(const char *id)
{
	int t = carc_catalogue_find(carc_game_catalogue(carc_drive_game(d)),
	    id);

	CU_ASSERT_FATAL(t >= 0);
	return t;
}

static struct carc_drive_move
move(const char *tile, int seat, int64_t x, int64_t y, int rot)
{
	struct carc_drive_move mv;

	mv.type = type_of(tile);
	mv.discard = 0;
	mv.seat = seat;
	mv.x = x;
	mv.y = y;
	mv.rotation = rot;
	return mv;
}

/* A base game of two seats with D at (0,0). */
static void
begin(int standard)
{
	struct carc_drive_move mv;
	struct carc_drive_facts f;
	struct carc_error err;

	CU_ASSERT_FATAL(carc_drive_begin(d, 2, CARC_RULESET_FINAL, NULL, 0,
	    standard, &err) == 0);
	mv = move("D", -1, 0, 0, 0);
	CU_ASSERT_FATAL(carc_drive_tile(d, &mv, &f) == 0);
	CU_ASSERT_EQUAL(f.seq, 0);
	CU_ASSERT_EQUAL(f.turn, -1);
	CU_ASSERT_EQUAL(f.place_fault, CARC_PLACE_OK);
	carc_drive_finish(d, &f);
	CU_ASSERT_EQUAL(carc_drive_turn(d), 0);
}

static void
test_turn_order(void)
{
	struct carc_drive_move mv;
	struct carc_drive_facts f;

	begin(1);
	/* seat 0 places: seat 1's turn */
	mv = move("D", 0, 1, 0, 0);
	CU_ASSERT(carc_drive_tile(d, &mv, &f) == 0);
	CU_ASSERT_EQUAL(f.seq, 1);
	CU_ASSERT_EQUAL(f.turn, 0);
	carc_drive_finish(d, &f);
	CU_ASSERT_EQUAL(carc_drive_turn(d), 1);
	/* seat 1 discards: BASE-PLACE-NOFIT, seat 1 draws again */
	mv = move("D", 1, 0, 0, 0);
	mv.discard = 1;
	CU_ASSERT(carc_drive_tile(d, &mv, &f) == 0);
	CU_ASSERT_EQUAL(f.turn, 1);
	CU_ASSERT(f.fits_anywhere);	/* BASE-PLACE-MUST for the caller */
	carc_drive_finish(d, &f);
	CU_ASSERT_EQUAL(carc_drive_turn(d), 1);
	/* seat 0 plays out of turn: the recorded seat played, turn order
	 * goes on from it */
	mv = move("D", 0, -1, 0, 0);
	CU_ASSERT(carc_drive_tile(d, &mv, &f) == 0);
	CU_ASSERT_EQUAL(f.turn, 1);
	carc_drive_finish(d, &f);
	CU_ASSERT_EQUAL(carc_drive_turn(d), 1);
	carc_drive_end(d);
}

static void
test_supply(void)
{
	struct carc_drive_move mv;
	struct carc_drive_facts f;
	int count, total;

	begin(1);
	count = carc_game_catalogue(carc_drive_game(d))->types[type_of("D")]
	    .count;
	total = carc_drive_supply_total(d);
	CU_ASSERT(total > 0);
	mv = move("D", 0, 1, 0, 0);
	carc_drive_tile(d, &mv, &f);
	CU_ASSERT(f.standard);
	CU_ASSERT(f.enabled);
	CU_ASSERT_FALSE(f.inert);
	/* the start tile was one of them: BASE-SETUP-SUPPLY */
	CU_ASSERT_EQUAL(f.supply_left, count - 1);
	/* this type has not run out: the whole supply is not counted, and
	 * supply_total is supply_left, a lower bound */
	CU_ASSERT_EQUAL(f.supply_total, count - 1);
	CU_ASSERT_EQUAL(carc_drive_supply_total(d), total - 1);
	carc_drive_finish(d, &f);
	/* SP10 is of the signposts set, not enabled: DATA-TILESET, inert,
	 * not drawn from the supply */
	mv = move("SP10", 1, 2, 0, 0);
	carc_drive_tile(d, &mv, &f);
	CU_ASSERT_FALSE(f.enabled);
	CU_ASSERT(f.inert);
	CU_ASSERT_EQUAL(carc_drive_supply_total(d), total - 1);
	carc_drive_finish(d, &f);
	carc_drive_end(d);

	/* a free supply counts nothing for the caller */
	begin(0);
	mv = move("D", 0, 1, 0, 0);
	carc_drive_tile(d, &mv, &f);
	CU_ASSERT_FALSE(f.standard);
	CU_ASSERT_EQUAL(f.supply_left, 0);
	CU_ASSERT_EQUAL(f.supply_total, 0);
	carc_drive_finish(d, &f);
	carc_drive_end(d);
}

static void
test_placement(void)
{
	struct carc_drive_move mv;
	struct carc_drive_facts f;

	begin(1);
	/* BASE-PLACE-EDGE: D's field south against the start's city north;
	 * turned 180 degrees it fits */
	mv = move("D", 0, 0, -1, 0);
	CU_ASSERT(carc_drive_tile(d, &mv, &f) == 0);
	CU_ASSERT_EQUAL(f.place_fault, CARC_PLACE_EDGE);
	CU_ASSERT_EQUAL(f.rotation_fitting, 2);
	CU_ASSERT(f.fits_anywhere);
	CU_ASSERT_FALSE(f.stopped);
	carc_drive_finish(d, &f);
	/* BASE-PLACE-ADJ: alone, still played as recorded */
	mv = move("D", 1, 5, 5, 0);
	CU_ASSERT(carc_drive_tile(d, &mv, &f) == 0);
	CU_ASSERT_EQUAL(f.place_fault, CARC_PLACE_ISOLATED);
	carc_drive_finish(d, &f);
	CU_ASSERT_EQUAL(carc_drive_turn(d), 0);
	/* a square taken: the record cannot be applied */
	mv = move("D", 0, 0, 0, 0);
	CU_ASSERT(carc_drive_tile(d, &mv, &f) == -1);
	CU_ASSERT_EQUAL(f.place_fault, CARC_PLACE_OCCUPIED);
	CU_ASSERT(f.stopped);
	carc_drive_end(d);

	begin(1);
	mv = move("D", 0, (int64_t)1 << 40, 0, 0);
	CU_ASSERT(carc_drive_tile(d, &mv, &f) == -1);
	CU_ASSERT_EQUAL(f.place_fault, CARC_PLACE_FAR);
	CU_ASSERT(f.stopped);
	CU_ASSERT_EQUAL(carc_game_ntiles(carc_drive_game(d)), 1);
	carc_drive_end(d);
}

static void
test_meeple(void)
{
	struct carc_drive_move mv;
	struct carc_drive_facts f;

	begin(1);
	mv = move("D", 0, 1, 0, 0);
	carc_drive_tile(d, &mv, &f);
	CU_ASSERT(carc_drive_meeple(d, "N", &f) == 0);
	CU_ASSERT_EQUAL(f.meeple.fault, CARC_MEEPLE_OK);
	carc_drive_finish(d, &f);
	CU_ASSERT_EQUAL(carc_game_supply(carc_drive_game(d), 0),
	    CARC_MEEPLES_PER_SEAT - 1);
	/* no such spot, or no spot at all: the replay stops */
	mv = move("D", 1, 2, 0, 0);
	carc_drive_tile(d, &mv, &f);
	CU_ASSERT(carc_drive_meeple(d, "C", &f) == -1);
	CU_ASSERT_EQUAL(f.meeple.fault, CARC_MEEPLE_NO_SPOT);
	CU_ASSERT(f.stopped);
	CU_ASSERT(carc_drive_meeple(d, NULL, &f) == -1);
	CU_ASSERT_EQUAL(f.meeple.fault, CARC_MEEPLE_NO_SPOT);
	carc_drive_finish(d, &f);
	CU_ASSERT_EQUAL(carc_game_supply(carc_drive_game(d), 1),
	    CARC_MEEPLES_PER_SEAT);
	carc_drive_end(d);
}

/* One variant lookup: a plugin's default, its named variants, none. */
static void
test_variant(void)
{
	const struct carc_engine_plugin *c, *s;

	c = carc_plugin_list_find(&harness_set.list, "compass");
	s = carc_plugin_list_find(&harness_set.list, "signposts");
	CU_ASSERT_PTR_NOT_NULL_FATAL(c);
	CU_ASSERT_PTR_NOT_NULL_FATAL(s);
	CU_ASSERT_STRING_EQUAL(carc_drive_variant(c, NULL), "hig");
	CU_ASSERT_STRING_EQUAL(carc_drive_variant(c, "spielbox"), "spielbox");
	CU_ASSERT_PTR_NULL(carc_drive_variant(c, "nope"));
	CU_ASSERT_PTR_NULL(carc_drive_variant(c, ""));
	CU_ASSERT_STRING_EQUAL(carc_drive_variant(s, NULL), "");
	CU_ASSERT_PTR_NULL(carc_drive_variant(s, "hig"));
}

int
main(void)
{
	CU_pSuite s;
	unsigned fails;

	if (CU_initialize_registry() != CUE_SUCCESS)
		return 2;
	s = CU_add_suite("drive", setup, teardown);
	if (s == NULL ||
	    CU_add_test(s, "turn order", test_turn_order) == NULL ||
	    CU_add_test(s, "supply", test_supply) == NULL ||
	    CU_add_test(s, "placement", test_placement) == NULL ||
	    CU_add_test(s, "meeple", test_meeple) == NULL ||
	    CU_add_test(s, "variants", test_variant) == NULL) {
		CU_cleanup_registry();
		return 2;
	}
	CU_basic_set_mode(CU_BRM_VERBOSE);
	CU_basic_run_tests();
	fails = CU_get_number_of_failures() +
	    CU_get_number_of_suites_failed();
	CU_cleanup_registry();
	return fails ? 1 : 0;
}
