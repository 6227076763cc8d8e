/*
 * test_drive.c - the move driver (core/engine/drive.h): turn order
 * (ORDER-TURN, BASE-PLACE-NOFIT), the standard and the free supply
 * (BASE-SETUP-SUPPLY, DATA-TILESET), the placement's facts
 * (BASE-PLACE-ADJ, BASE-PLACE-EDGE) and the meeple's, and where the
 * record can no longer be applied.  Base games of two seats; the start
 * tile D lies at (0,0): city N, road W-E, field S.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "engine/drive.h"
#include "engine/rulings.h"
#include "engine/view.h"
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

/* A placement as a record writes it: the tile's id, a square, a
 * rotation, no meeple. */
static struct carc_drive_move
move(const char *tile, int seat, int64_t x, int64_t y, int rot)
{
	struct carc_drive_move mv;

	memset(&mv, 0, sizeof(mv));
	mv.type = harness_type(tile);
	mv.seat = seat;
	mv.x = x;
	mv.y = y;
	mv.rotation = rot;
	mv.tile = tile;
	mv.degrees = 90 * rot;
	mv.has_xy = mv.has_rotation = 1;
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
	count = carc_game_catalogue(carc_drive_game(d))->types[harness_type("D")]
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
	/* this type has not run out: the whole supply is not counted */
	CU_ASSERT_EQUAL(f.supply_total, -1);
	CU_ASSERT_EQUAL(carc_drive_supply_left(d, harness_type("D")), count - 2);
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

/* The sum of every type's copies left, where positive: what
 * carc_drive_supply_total keeps as tiles are drawn. */
static int
supply_summed(void)
{
	const struct carc_catalogue *cat =
	    carc_game_catalogue(carc_drive_game(d));
	size_t t;
	int n, sum = 0;

	for (t = 0; t < cat->ntypes; t++)
		if ((n = carc_drive_supply_left(d, (int)t)) > 0)
			sum += n;
	return sum;
}

/* Draw the type of `tile` n times, each a discard (nothing placed). */
static void
draw(const char *tile, int n)
{
	struct carc_drive_move mv;
	struct carc_drive_facts f;

	while (n-- > 0) {
		mv = move(tile, carc_drive_turn(d), 0, 0, 0);
		mv.discard = 1;
		carc_drive_tile(d, &mv, &f);
		carc_drive_finish(d, &f);
	}
}

/* The supply a game begins with, and the total kept as tiles are drawn,
 * whatever the game before it drew or enabled: each game's supply is
 * made from the one it began with last while its sets and edition are
 * the same, and the total is kept, not summed (issue 35 item 6). */
static void
test_supply_each_game(void)
{
	const struct carc_engine_plugin *sp;
	struct carc_game_plugin gp;
	struct carc_error err;
	int count, total, with_sp;

	count = carc_game_catalogue(carc_drive_game(d))->types[harness_type("D")]
	    .count;
	begin(1);
	total = carc_drive_supply_total(d);
	CU_ASSERT_EQUAL(total, supply_summed());
	/* D runs out, and one more is drawn: its copies go below none,
	 * which the total does not count */
	draw("D", count);
	CU_ASSERT_EQUAL(carc_drive_supply_left(d, harness_type("D")), -1);
	CU_ASSERT_EQUAL(carc_drive_supply_total(d), total - (count - 1));
	CU_ASSERT_EQUAL(carc_drive_supply_total(d), supply_summed());
	draw("A", 1);
	CU_ASSERT_EQUAL(carc_drive_supply_total(d), supply_summed());
	carc_drive_end(d);

	/* the next game begins with every copy again */
	begin(1);
	CU_ASSERT_EQUAL(carc_drive_supply_left(d, harness_type("D")), count - 1);
	CU_ASSERT_EQUAL(carc_drive_supply_total(d), total);
	carc_drive_end(d);

	/* a game of other sets: their tiles are in the supply too */
	sp = carc_plugin_list_find(&harness_set.list, "signposts");
	CU_ASSERT_PTR_NOT_NULL_FATAL(sp);
	gp.plugin = sp;
	gp.variant = carc_drive_variant(sp, NULL);
	CU_ASSERT_FATAL(carc_drive_begin(d, 2, CARC_RULESET_FINAL, &gp, 1, 1,
	    &err) == 0);
	with_sp = carc_drive_supply_total(d);
	CU_ASSERT(with_sp > total + 1);	/* total: after begin() drew D */
	CU_ASSERT_EQUAL(with_sp, supply_summed());
	CU_ASSERT(carc_drive_supply_left(d, harness_type("SP10")) > 0);
	draw("SP10", 1);
	CU_ASSERT_EQUAL(carc_drive_supply_total(d), with_sp - 1);
	CU_ASSERT_EQUAL(carc_drive_supply_total(d), supply_summed());
	carc_drive_end(d);

	/* and the base game after it has none of them again */
	begin(1);
	CU_ASSERT_EQUAL(carc_drive_supply_left(d, harness_type("SP10")), 0);
	CU_ASSERT_EQUAL(carc_drive_supply_total(d), total);
	CU_ASSERT_EQUAL(carc_drive_supply_total(d), supply_summed());
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

/* -- rulings: the rule, its text and hint, for each kind ----------------- */

/* Ruling i of the current list: its rule, expected, recorded and message
 * (NULL: not checked), and that the list holds n. */
static const struct carc_drive_ruling *
ruling(size_t n, size_t i, const char *rule, const char *expected,
    const char *recorded, const char *message)
{
	const struct carc_drive_ruling *r;

	CU_ASSERT_EQUAL_FATAL(carc_drive_rulings(d, &r), n);
	CU_ASSERT_FATAL(i < n);
	CU_ASSERT_STRING_EQUAL(r[i].rule, rule);
	if (expected != NULL)
		CU_ASSERT_STRING_EQUAL(r[i].expected, expected);
	if (recorded != NULL)
		CU_ASSERT_STRING_EQUAL(r[i].recorded, recorded);
	if (message != NULL)
		CU_ASSERT_STRING_EQUAL(r[i].message, message);
	return &r[i];
}

static void
no_rulings(void)
{
	const struct carc_drive_ruling *r;

	CU_ASSERT_EQUAL(carc_drive_rulings(d, &r), 0);
}

/* Play mv (and its meeple) and end the move; returns what play did. */
static int
play(const struct carc_drive_move *mv, struct carc_drive_facts *f)
{
	return carc_drive_play(d, mv, f);
}

/* BASE-SETUP-START: the tile, the square, the seat and meeple of seq 0. */
static void
test_rule_start(void)
{
	const struct carc_drive_ruling *r;
	struct carc_drive_move mv;
	struct carc_drive_facts f;
	struct carc_error err;

	CU_ASSERT_FATAL(carc_drive_begin(d, 2, CARC_RULESET_FINAL, NULL, 0, 1,
	    &err) == 0);
	mv = move("B", 0, 1, 0, 1);
	mv.meeple = "C";
	CU_ASSERT(play(&mv, &f) == 0);
	r = ruling(3, 0, "BASE-SETUP-START", "D", "B", "the game must start "
	    "with tile D, the record starts with B");
	CU_ASSERT(r->has_seq);
	CU_ASSERT_EQUAL(r->seq, 0);
	CU_ASSERT_FALSE(r->has_seat);
	CU_ASSERT_FALSE(r->stop);
	ruling(3, 1, "BASE-SETUP-START", "(0,0) rotation 0",
	    "(1,0) rotation 90", "the start tile lies face up at (0,0) in "
	    "rotation 0");
	ruling(3, 2, "BASE-SETUP-START", "no seat, no meeple",
	    "a seat, a meeple", "the start tile is nobody's move and carries "
	    "no meeple");
	/* nobody's move: no meeple played, no turn passed */
	CU_ASSERT_EQUAL(carc_game_supply(carc_drive_game(d), 0),
	    CARC_MEEPLES_PER_SEAT);
	carc_drive_finish(d, &f);
	CU_ASSERT_EQUAL(carc_drive_turn(d), 0);
	carc_drive_end(d);

	/* a discarded start tile: its action is quoted */
	CU_ASSERT_FATAL(carc_drive_begin(d, 2, CARC_RULESET_FINAL, NULL, 0, 1,
	    &err) == 0);
	mv = move("D", -1, 0, 0, 0);
	mv.discard = 1;
	CU_ASSERT(play(&mv, &f) == 0);
	ruling(1, 0, "BASE-SETUP-START", "(0,0) rotation 0", "discard", NULL);
	carc_drive_end(d);
}

/* A plugin's start tile: its rule (ROSE-SETUP), in any rotation. */
static void
test_rule_start_plugin(void)
{
	struct carc_game_plugin gp;
	struct carc_drive_move mv;
	struct carc_drive_facts f;
	struct carc_error err;
	int any;

	gp.plugin = carc_plugin_list_find(&harness_set.list, "compass");
	CU_ASSERT_PTR_NOT_NULL_FATAL(gp.plugin);
	gp.variant = carc_drive_variant(gp.plugin, NULL);
	CU_ASSERT_FATAL(carc_drive_begin(d, 2, CARC_RULESET_FINAL, &gp, 1, 1,
	    &err) == 0);
	CU_ASSERT_EQUAL(carc_drive_start_tile(d, &any), harness_type("CR-ORANGE"));
	CU_ASSERT(any);
	mv = move("D", -1, 0, 0, 3);
	CU_ASSERT(play(&mv, &f) == 0);
	/* turned is no fault here: the one ruling is the tile's */
	ruling(1, 0, "ROSE-SETUP", "CR-ORANGE", "D", "the game must start "
	    "with tile CR-ORANGE, the record starts with D");
	carc_drive_end(d);
}

/* DATA-SEAT, once a move, saying when a discard kept the turn. */
static void
test_rule_seat(void)
{
	const struct carc_drive_ruling *r;
	struct carc_drive_move mv;
	struct carc_drive_facts f;

	begin(1);
	mv = move("D", 1, 1, 0, 0);
	CU_ASSERT(play(&mv, &f) == 0);
	r = ruling(1, 0, "DATA-SEAT", "seat 0", "seat 1", "it is seat 0's "
	    "turn");
	CU_ASSERT(r->has_seq);
	CU_ASSERT_EQUAL(r->seq, 1);
	CU_ASSERT(r->has_seat);
	CU_ASSERT_EQUAL(r->seat, 1);
	carc_drive_finish(d, &f);
	/* seat 1 played: seat 0's turn; seat 0 discards (a fitting tile,
	 * BASE-PLACE-MUST) and keeps it, yet seat 1 plays */
	mv = move("D", 0, 0, 0, 0);
	mv.discard = 1;
	mv.has_xy = mv.has_rotation = 0;
	CU_ASSERT(play(&mv, &f) == 0);
	ruling(1, 0, "BASE-PLACE-MUST", NULL, NULL, NULL);
	carc_drive_finish(d, &f);
	mv = move("D", 1, 2, 0, 0);
	CU_ASSERT(play(&mv, &f) == 0);
	ruling(1, 0, "DATA-SEAT", "seat 0", "seat 1", "it is seat 0's turn "
	    "(a discard: the same seat draws again)");
	carc_drive_finish(d, &f);
	carc_drive_end(d);
}

/* DATA-TILESET: a set the game does not enable, a tile drawn once too
 * often; BASE-END at a move after the last tile (its text). */
static void
test_rule_supply(void)
{
	struct carc_drive_move mv;
	struct carc_drive_facts f;
	struct carc_rulings l;

	begin(1);
	mv = move("SP10", 0, 1, 0, 0);
	mv.tile = "sp10-alias";		/* quoted as written */
	CU_ASSERT(play(&mv, &f) == 0);
	ruling(1, 0, "DATA-TILESET", "a tile of this game's sets",
	    "sp10-alias", "tile sp10-alias belongs to 'signposts', which this "
	    "game does not enable; its markings do nothing");
	carc_drive_finish(d, &f);
	/* C: one in the set */
	mv = move("C", 1, 0, -1, 0);
	CU_ASSERT(play(&mv, &f) == 0);
	no_rulings();
	carc_drive_finish(d, &f);
	mv = move("C", 0, 0, -2, 0);
	CU_ASSERT(play(&mv, &f) == 0);
	ruling(1, 0, "DATA-TILESET", "at most 1 C", "one more C", "the set "
	    "holds 1 tile C and it has been drawn");
	carc_drive_finish(d, &f);
	carc_drive_end(d);

	/* BASE-END: every tile drawn (the facts of such a move) */
	mv = move("D", 0, 1, 0, 0);
	memset(&f, 0, sizeof(f));
	f.enabled = f.standard = 1;
	carc_rulings_begin(&l, carc_game_catalogue(carc_drive_game(d)), &mv,
	    80, 0);
	carc_rule_supply(&l, &f);
	CU_ASSERT_EQUAL_FATAL(l.n, 1);
	CU_ASSERT_STRING_EQUAL(l.r[0].rule, "BASE-END");
	CU_ASSERT_STRING_EQUAL(l.r[0].expected, "no move");
	CU_ASSERT_STRING_EQUAL(l.r[0].recorded, "D");
	CU_ASSERT_STRING_EQUAL(l.r[0].message, "every tile of the supply has "
	    "been drawn: the game ended with the turn of the last one, and no "
	    "move follows it");
	CU_ASSERT_EQUAL(l.r[0].seq, 80);
}

/* BASE-PLACE-ADJ (far, taken, alone), BASE-PLACE-EDGE with and without
 * its BASE-PLACE-ROT hint, BASE-PLACE-NOFIT. */
static void
test_rule_place(void)
{
	const struct carc_drive_ruling *r;
	struct carc_drive_move mv;
	struct carc_drive_facts f;
	struct carc_rulings l;

	begin(1);
	mv = move("D", 0, 0, -1, 0);
	CU_ASSERT(play(&mv, &f) == 0);
	r = ruling(1, 0, "BASE-PLACE-EDGE", "every touching edge matching",
	    "(0,-1) rotation 0", "an edge of tile D does not match its "
	    "neighbour's");
	CU_ASSERT_PTR_NOT_NULL_FATAL(r->hint_rule);
	CU_ASSERT_STRING_EQUAL(r->hint_rule, "BASE-PLACE-ROT");
	CU_ASSERT_STRING_EQUAL(r->hint, "tile D fits this square turned to "
	    "rotation 180: the edge check uses the rotated tile");
	CU_ASSERT_FALSE(r->stop);
	carc_drive_finish(d, &f);
	mv = move("D", 1, 5, 5, 0);
	CU_ASSERT(play(&mv, &f) == 0);
	r = ruling(1, 0, "BASE-PLACE-ADJ", "a square sharing an edge with a "
	    "placed tile", "(5,5) rotation 0", "tile D touches no placed tile "
	    "along a full edge");
	CU_ASSERT_FALSE(r->stop);	/* played as recorded */
	carc_drive_finish(d, &f);
	mv = move("D", 0, 0, 0, 0);
	CU_ASSERT(play(&mv, &f) == -1);
	r = ruling(1, 0, "BASE-PLACE-ADJ", "an empty square",
	    "(0,0) rotation 0", "tile D is placed on a square already taken; "
	    "the replay stops here");
	CU_ASSERT(r->stop);
	carc_drive_end(d);

	/* B, fields all round, north of the start's city: no rotation
	 * fits there, though it fits south */
	begin(1);
	mv = move("B", 0, 0, -1, 0);
	CU_ASSERT(play(&mv, &f) == 0);
	r = ruling(1, 0, "BASE-PLACE-EDGE", "every touching edge matching",
	    "(0,-1) rotation 0", "an edge of tile B does not match its "
	    "neighbour's in any rotation here");
	CU_ASSERT_PTR_NULL(r->hint_rule);
	carc_drive_end(d);

	begin(1);
	mv = move("D", 0, (int64_t)1 << 40, -3, 2);
	CU_ASSERT(play(&mv, &f) == -1);
	r = ruling(1, 0, "BASE-PLACE-ADJ", "a square next to the board",
	    "(1099511627776,-3) rotation 180", "tile D is placed far from "
	    "every other tile; the replay stops here");
	CU_ASSERT(r->stop);
	carc_drive_end(d);

	/* BASE-PLACE-NOFIT: an edge mismatch where the tile fits nowhere */
	mv = move("C", 0, 3, 0, 0);
	memset(&f, 0, sizeof(f));
	f.place_fault = CARC_PLACE_EDGE;
	f.rotation_fitting = -1;
	carc_rulings_begin(&l, carc_game_catalogue(carc_drive_game(d)), &mv,
	    9, 0);
	carc_rule_place(&l, &f);
	CU_ASSERT_EQUAL_FATAL(l.n, 1);
	CU_ASSERT_STRING_EQUAL(l.r[0].rule, "BASE-PLACE-NOFIT");
	CU_ASSERT_STRING_EQUAL(l.r[0].expected, "discard");
	CU_ASSERT_STRING_EQUAL(l.r[0].recorded, "(3,0) rotation 0");
	CU_ASSERT_STRING_EQUAL(l.r[0].message, "tile C fits nowhere on the "
	    "board: it leaves the game and the player draws again");
}

/* DATA-DISCARD, BASE-PLACE-MUST, BASE-MEEPLE-NEWTILE. */
static void
test_rule_discard(void)
{
	struct carc_drive_move mv;
	struct carc_drive_facts f;

	begin(1);
	mv = move("D", 0, 1, 0, 1);
	mv.discard = 1;
	mv.has_rotation = 0;
	mv.meeple = "N";
	CU_ASSERT(play(&mv, &f) == 0);
	ruling(3, 0, "DATA-DISCARD", "no square", "(1,0) rotation 90",
	    "a discarded tile lies nowhere, yet the record gives it a square");
	ruling(3, 1, "BASE-PLACE-MUST", "place", "discard", "tile D fits on "
	    "the board, so it must be placed");
	ruling(3, 2, "BASE-MEEPLE-NEWTILE", "no meeple", "N", "no tile was "
	    "placed this turn, so no meeple can be");
	carc_drive_finish(d, &f);
	CU_ASSERT_EQUAL(carc_drive_turn(d), 0);
	CU_ASSERT_EQUAL(carc_game_supply(carc_drive_game(d), 0),
	    CARC_MEEPLES_PER_SEAT);
	carc_drive_end(d);
}

/* The meeple: a name too long, several, no such spot, occupied. */
static void
test_rule_meeple(void)
{
	const struct carc_drive_ruling *r;
	struct carc_drive_move mv;
	struct carc_drive_facts f;

	begin(1);
	mv = move("D", 0, 1, 0, 0);
	mv.meeple = "E, S";
	CU_ASSERT(play(&mv, &f) == 0);
	ruling(1, 0, "BASE-MEEPLE-MAX1", "at most one meeple", "E, S",
	    "several meeples in one turn; only the first, on E, is played");
	CU_ASSERT_EQUAL(f.meeple.fault, CARC_MEEPLE_OK);
	carc_drive_finish(d, &f);
	CU_ASSERT_EQUAL(carc_game_supply(carc_drive_game(d), 0),
	    CARC_MEEPLES_PER_SEAT - 1);
	/* BASE-MEEPLE-FREE: the road seat 0 holds */
	mv = move("D", 1, 2, 0, 0);
	mv.meeple = "W";
	CU_ASSERT(play(&mv, &f) == 0);
	r = ruling(1, 0, "BASE-MEEPLE-FREE", "an unoccupied road", "W",
	    "the road at 'W' already holds a meeple of seat 0");
	CU_ASSERT_FALSE(r->stop);
	CU_ASSERT_EQUAL(r->seat, 1);
	carc_drive_finish(d, &f);
	/* no such spot: the replay stops */
	mv = move("D", 0, 3, 0, 0);
	mv.meeple = "C";
	CU_ASSERT(play(&mv, &f) == -1);
	r = ruling(1, 0, "DATA-SPOT", "a spot of tile D", "C", "tile D as "
	    "placed has no feature at spot 'C'; the replay stops here");
	CU_ASSERT(r->stop);
	carc_drive_end(d);

	/* a name longer than any spot, cut by the record */
	begin(1);
	mv = move("D", 0, 1, 0, 0);
	mv.meeple = "ABCDEFGHIJKLMNO";
	mv.meeple_cut = 1;
	CU_ASSERT(play(&mv, &f) == -1);
	r = ruling(1, 0, "DATA-SPOT", "a spot of tile D", "'ABCDEFGHIJKL...'",
	    "the meeple spot is no spot of any tile; the replay stops here");
	CU_ASSERT(r->stop);
	carc_drive_end(d);
}

/* Does a figure stand on the spot of the tile placed last? */
static int
meeple_on(const struct carc_game *g, const char *spot)
{
	struct carc_view_seg vs;
	int tile = carc_view_last_tile(g), seg;

	if (tile < 0 ||
	    (seg = carc_view_spot_segment(g, (size_t)tile, spot)) < 0 ||
	    carc_view_segment(g, (size_t)tile, seg, &vs) != 0)
		return 0;
	return vs.meeple >= 0;
}

/* BASE-MEEPLE-SUPPLY and its hint: an 8th meeple (BASE-SETUP-SUPPLY), or
 * a farmer among the 7 (BASE-FARMER-STAY).  Seat 0 lays D after D east
 * of the start, a meeple on each one's own city; seat 1 lays D's too. */
static void
test_rule_supply_meeple(void)
{
	static const char *const first[2] = { "N", "SL" };
	static const char *const hint[2][2] = {
		{ "BASE-SETUP-SUPPLY",
		  "none has come back: this would be an 8th of the 7" },
		{ "BASE-FARMER-STAY",
		  "farmers among them: a farmer stays until the end" }
	};
	const struct carc_drive_ruling *r;
	struct carc_drive_move mv;
	struct carc_drive_facts f;
	int game, k;

	for (game = 0; game < 2; game++) {
		begin(0);
		for (k = 1; k <= 15; k++) {
			mv = move("D", (k - 1) % 2, k, 0, 0);
			if (k % 2 == 1)
				mv.meeple = k == 1 ? first[game] : "N";
			CU_ASSERT(play(&mv, &f) == 0);
			if (k < 15)
				no_rulings();
			else
				break;
			carc_drive_finish(d, &f);
		}
		r = ruling(1, 0, "BASE-MEEPLE-SUPPLY", "a meeple in supply", "N",
		    "seat 0 has all 7 meeples on the board; the meeple is "
		    "not played");
		/* record-format.md: a figure the seat has no more of is not
		 * placed: the supply stays empty, nothing stands on N */
		CU_ASSERT_EQUAL(carc_game_figures_left(carc_drive_game(d), 0,
		    CARC_FIGURE_FOLLOWER_KIND), 0);
		CU_ASSERT_FALSE(meeple_on(carc_drive_game(d), "N"));
		CU_ASSERT_PTR_NOT_NULL_FATAL(r->hint_rule);
		CU_ASSERT_STRING_EQUAL(r->hint_rule, hint[game][0]);
		CU_ASSERT_STRING_EQUAL(r->hint, hint[game][1]);
		CU_ASSERT_EQUAL(r->seq, 15);
		carc_drive_finish(d, &f);
		if (game == 0) {
			/* seat 1's highwayman on the road all the D's share
			 * (seq 16), then seat 0's 8th meeple on that road
			 * (seq 17): BASE-MEEPLE-FREE, and with none in
			 * supply it is not placed either */
			mv = move("D", 1, 16, 0, 0);
			mv.meeple = "E";
			CU_ASSERT(play(&mv, &f) == 0);
			no_rulings();
			carc_drive_finish(d, &f);
			mv = move("D", 0, 17, 0, 0);
			mv.meeple = "W";
			CU_ASSERT(play(&mv, &f) == 0);
			ruling(1, 0, "BASE-MEEPLE-FREE", NULL, "W", NULL);
			CU_ASSERT_EQUAL(carc_game_figures_left(
			    carc_drive_game(d), 0, CARC_FIGURE_FOLLOWER_KIND), 0);
			CU_ASSERT_FALSE(meeple_on(carc_drive_game(d), "W"));
			carc_drive_finish(d, &f);
		}
		carc_drive_end(d);
	}
}

/* A plugin's refusal of a spot the tile has: its rule, the meeple not
 * played (no base tile's artwork does this: the texts only). */
static void
test_rule_refused(void)
{
	struct carc_meeple_check chk;
	struct carc_drive_move mv;
	struct carc_rulings l;

	mv = move("D", 1, 1, 0, 0);
	memset(&chk, 0, sizeof(chk));
	chk.fault = CARC_MEEPLE_REFUSED;
	chk.rule = "TOWER-NO-MEEPLE";
	carc_rulings_begin(&l, carc_game_catalogue(carc_drive_game(d)), &mv,
	    4, 1);
	carc_rule_meeple(&l, &chk, "N");
	CU_ASSERT_EQUAL_FATAL(l.n, 1);
	CU_ASSERT_STRING_EQUAL(l.r[0].rule, "TOWER-NO-MEEPLE");
	CU_ASSERT_STRING_EQUAL(l.r[0].expected, "no meeple there");
	CU_ASSERT_STRING_EQUAL(l.r[0].recorded, "N");
	CU_ASSERT_STRING_EQUAL(l.r[0].message, "spot 'N' of tile D cannot "
	    "hold a meeple; the meeple is not played");
	CU_ASSERT_FALSE(l.r[0].stop);
	CU_ASSERT_EQUAL(l.r[0].seat, 1);
}

/* The end: BASE-END for a finished game with tiles left, final scoring
 * by the driver; nothing for a game not finished. */
static void
test_rule_end(void)
{
	const struct carc_award *a;
	const struct carc_drive_ruling *r;
	struct carc_drive_move mv;
	struct carc_drive_facts f;
	int left;

	begin(1);
	mv = move("D", 0, 1, 0, 0);
	mv.meeple = "N";
	CU_ASSERT(play(&mv, &f) == 0);
	carc_drive_finish(d, &f);
	left = carc_drive_supply_total(d);
	CU_ASSERT(left > 0);
	CU_ASSERT_FALSE(carc_drive_over(d));
	carc_drive_final(d, 0);
	no_rulings();
	CU_ASSERT_EQUAL(carc_game_awards(carc_drive_game(d), &a), 0);
	carc_drive_final(d, 1);
	r = ruling(1, 0, "BASE-END", "0 tiles left", NULL, NULL);
	CU_ASSERT_FALSE(r->has_seq);
	CU_ASSERT_FALSE(r->has_seat);
	{
		char want[96];

		snprintf(want, sizeof(want), "%d tiles left", left);
		CU_ASSERT_STRING_EQUAL(r->recorded, want);
	}
	/* the incomplete city scores at the end (BASE-CITY-END) */
	CU_ASSERT_EQUAL_FATAL(carc_game_awards(carc_drive_game(d), &a), 1);
	CU_ASSERT_STRING_EQUAL(a[0].rule, "BASE-CITY-END");
	CU_ASSERT_EQUAL(a[0].seat, 0);
	carc_drive_end(d);

	/* a free supply never runs out: no BASE-END */
	begin(0);
	carc_drive_final(d, 1);
	no_rulings();
	CU_ASSERT_FALSE(carc_drive_over(d));
	carc_drive_end(d);
}

/* What the fault injector asks: the rulings of a placement or a meeple
 * not played, the board left as it was. */
static void
test_judge(void)
{
	const struct carc_drive_ruling *r;
	struct carc_drive_move mv;
	struct carc_drive_facts f;
	size_t ntiles;

	begin(1);
	mv = move("D", 0, 1, 0, 0);
	CU_ASSERT(play(&mv, &f) == 0);
	carc_drive_finish(d, &f);
	ntiles = carc_game_ntiles(carc_drive_game(d));
	mv = move("D", 1, 0, -1, 0);
	CU_ASSERT_EQUAL_FATAL(carc_drive_judge_place(d, &mv, &r), 1);
	CU_ASSERT_STRING_EQUAL(r[0].rule, "BASE-PLACE-EDGE");
	CU_ASSERT_STRING_EQUAL(r[0].hint_rule, "BASE-PLACE-ROT");
	CU_ASSERT_EQUAL(r[0].seq, 2);
	mv = move("D", 1, 1, 0, 0);
	CU_ASSERT_EQUAL_FATAL(carc_drive_judge_place(d, &mv, &r), 1);
	CU_ASSERT_STRING_EQUAL(r[0].rule, "BASE-PLACE-ADJ");
	mv = move("D", 1, 2, 0, 0);
	CU_ASSERT_EQUAL(carc_drive_judge_place(d, &mv, &r), 0);
	CU_ASSERT_EQUAL(carc_game_ntiles(carc_drive_game(d)), ntiles);
	/* the meeple on the tile of move 1, as seat 0 */
	CU_ASSERT_EQUAL_FATAL(carc_drive_judge_meeple(d, "C", &r), 1);
	CU_ASSERT_STRING_EQUAL(r[0].rule, "DATA-SPOT");
	CU_ASSERT_EQUAL(r[0].seq, 1);
	CU_ASSERT_EQUAL(r[0].seat, 0);
	CU_ASSERT_EQUAL(carc_drive_judge_meeple(d, "N", &r), 0);
	CU_ASSERT_EQUAL(carc_game_supply(carc_drive_game(d), 0),
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
carc_test_register(void)
{
	CU_pSuite s;

	s = CU_add_suite("drive", setup, teardown);
	if (s == NULL ||
	    CU_add_test(s, "turn order", test_turn_order) == NULL ||
	    CU_add_test(s, "supply", test_supply) == NULL ||
	    CU_add_test(s, "the supply of each game", test_supply_each_game) ==
	    NULL ||
	    CU_add_test(s, "placement", test_placement) == NULL ||
	    CU_add_test(s, "meeple", test_meeple) == NULL ||
	    CU_add_test(s, "BASE-SETUP-START", test_rule_start) == NULL ||
	    CU_add_test(s, "a plugin's start", test_rule_start_plugin) == NULL ||
	    CU_add_test(s, "DATA-SEAT", test_rule_seat) == NULL ||
	    CU_add_test(s, "DATA-TILESET, BASE-END", test_rule_supply) == NULL ||
	    CU_add_test(s, "BASE-PLACE-*", test_rule_place) == NULL ||
	    CU_add_test(s, "a discard", test_rule_discard) == NULL ||
	    CU_add_test(s, "the meeple", test_rule_meeple) == NULL ||
	    CU_add_test(s, "BASE-MEEPLE-SUPPLY", test_rule_supply_meeple) ==
	    NULL ||
	    CU_add_test(s, "a refused spot", test_rule_refused) == NULL ||
	    CU_add_test(s, "the end", test_rule_end) == NULL ||
	    CU_add_test(s, "judged, not played", test_judge) == NULL ||
	    CU_add_test(s, "variants", test_variant) == NULL)
		return -1;
	return 0;
}
