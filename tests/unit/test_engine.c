/*
 * test_engine.c - the base game through the engine's own interface
 * (core/engine/game.h), with no expansion enabled: placement (rules-en.md
 * 1.3), features and their completion (1.5), meeples (1.4), scoring during
 * play and at the end (1.6, 1.7) under the four rulesets (1.8), and what
 * an award says of itself.
 *
 * The plugins of $CARC_PLUGIN_DIR are loaded only so that the signposts
 * catalogue's SP10 (a road through three edges, tiles.md) can be laid; no
 * game here enables an expansion, so SP10 lies inert, a plain road tile.
 *
 * Every board is built move by move and every placement is checked legal
 * first (BASE-PLACE-ADJ, BASE-PLACE-EDGE), so that the boards are real
 * games.  Squares are (x, y) with y growing south; the start tile D lies
 * at (0,0) in rotation 0: city N, road W-E, field S.  Seat 0 is Alice,
 * seat 1 Bob.  Rotations are in degrees clockwise.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "engine/game.h"
#include "engine/kinds.h"
#include "host/plugins.h"
#include "engine/services.h"
#include "engine/view.h"
#include "harness.h"

#define ALICE 0
#define BOB 1

static struct carc_game *g;
static int seq;

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

/* A 2-player base game under `ruleset`, D at (0,0) (BASE-SETUP-START). */
static void
begin(int ruleset)
{
	struct carc_error err;

	CU_ASSERT_FATAL(carc_game_begin(g, 2, ruleset, NULL, 0, &err) == 0);
	CU_ASSERT_FATAL(carc_game_place(g, 0, -1, harness_type("D"), 0, 0, 0,
	    0) == 0);
	seq = 1;
}

/* Lay a tile (legally: asserted) without a meeple or scoring yet. */
static void
place(int seat, const char *tile, int x, int y, int deg)
{
	int type = harness_type(tile);

	carc_game_clear_awards(g);
	CU_ASSERT_EQUAL_FATAL(carc_game_check_place(g, type, x, y, deg / 90),
	    CARC_PLACE_OK);
	CU_ASSERT_FATAL(carc_game_place(g, seq++, seat, type, x, y, deg / 90,
	    !carc_game_tile_enabled(g, type)) == 0);
}

/* Put seat's meeple on spot of the tile just laid, if the rules allow;
 * returns the check's fault. */
static int
meeple(int seat, const char *spot)
{
	struct carc_meeple_check chk;

	carc_game_check_meeple(g, seat, spot, &chk);
	if (chk.fault == CARC_MEEPLE_OK)
		carc_game_meeple(g, seat, &chk);
	return chk.fault;
}

/* One whole move: tile, optional meeple (asserted legal), scoring. */
static void
move(int seat, const char *tile, int x, int y, int deg, const char *spot)
{
	place(seat, tile, x, y, deg);
	if (spot != NULL)
		CU_ASSERT_EQUAL(meeple(seat, spot), CARC_MEEPLE_OK);
	carc_game_score_move(g);
}

/* The awards of the move (or of final scoring) to seat of kind. */
static int
points(int seat, const char *kind)
{
	const struct carc_award *a;
	size_t n, i;
	int sum = 0;

	n = carc_game_awards(g, &a);
	for (i = 0; i < n; i++)
		if (a[i].seat == seat && strcmp(a[i].kind, kind) == 0)
			sum += a[i].points;
	return sum;
}

/* The first award to seat of kind, or NULL. */
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

static size_t
nawards(void)
{
	const struct carc_award *a;

	return carc_game_awards(g, &a);
}

static const char *
why(const struct carc_award *a)
{
	static char buf[128];

	return carc_award_why(a, buf, sizeof(buf));
}

/* -- the words of an award ----------------------------------------------- */

/* One of a thing is singular: "road of 1 tile", not "1 tiles". */
static void
test_why_words(void)
{
	struct carc_award a;

	memset(&a, 0, sizeof(a));
	a.why_kind = CARC_WHY_ROAD;
	a.count = 1;
	CU_ASSERT_STRING_EQUAL(why(&a), "road of 1 tile");
	a.count = 3;
	CU_ASSERT_STRING_EQUAL(why(&a), "road of 3 tiles");
	a.why_kind = CARC_WHY_CITY;
	a.count = 2;
	a.count2 = 1;
	CU_ASSERT_STRING_EQUAL(why(&a), "city of 2 tiles, 1 coat of arms");
	a.count2 = 0;
	CU_ASSERT_STRING_EQUAL(why(&a), "city of 2 tiles, 0 coats of arms");
	a.why_kind = CARC_WHY_CITY_END;
	a.count = 1;
	a.count2 = 2;
	CU_ASSERT_STRING_EQUAL(why(&a),
	    "incomplete city of 1 tile, 2 coats of arms");
	a.why_kind = CARC_WHY_MONASTERY;
	a.count = 1;
	CU_ASSERT_STRING_EQUAL(why(&a), "monastery with 1 neighbour");
	a.why_kind = CARC_WHY_FIELD;
	CU_ASSERT_STRING_EQUAL(why(&a), "field touching 1 completed city");
	a.count = 2;
	CU_ASSERT_STRING_EQUAL(why(&a), "field touching 2 completed cities");
}

/* -- placement ------------------------------------------------------------ */

/* BASE-PLACE-ADJ, BASE-PLACE-EDGE, BASE-PLACE-ROT. */
static void
test_place(void)
{
	int U, E, J;

	begin(CARC_RULESET_FINAL);
	U = harness_type("U");
	E = harness_type("E");
	J = harness_type("J");
	/* BASE-PLACE-ADJ: the start square is taken; a square touching
	 * nothing, or only a corner of (0,0), is isolated */
	CU_ASSERT_EQUAL(carc_game_check_place(g, U, 0, 0, 0),
	    CARC_PLACE_OCCUPIED);
	CU_ASSERT_TRUE(carc_game_occupied(g, 0, 0));
	CU_ASSERT_EQUAL(carc_game_check_place(g, U, 5, 5, 0),
	    CARC_PLACE_ISOLATED);
	CU_ASSERT_EQUAL(carc_game_check_place(g, U, 1, 1, 0),
	    CARC_PLACE_ISOLATED);
	CU_ASSERT_EQUAL(carc_game_rotation_fitting(g, U, 1, 1), -1);
	/* BASE-PLACE-EDGE after BASE-PLACE-ROT: east of D is D's road.
	 * U (F R F R) at 0 puts a road on its W; at 90 its W is the
	 * defined S, a field. */
	CU_ASSERT_EQUAL(carc_game_check_place(g, U, 1, 0, 0), CARC_PLACE_OK);
	CU_ASSERT_EQUAL(carc_game_check_place(g, U, 1, 0, 1),
	    CARC_PLACE_EDGE);
	CU_ASSERT_EQUAL(carc_game_check_place(g, U, 1, 0, 2), CARC_PLACE_OK);
	CU_ASSERT_EQUAL(carc_game_rotation_fitting(g, U, 1, 0), 0);
	/* North of D is D's city: E (C F F F) fits only turned 180, its
	 * city then on its S. */
	CU_ASSERT_EQUAL(carc_game_check_place(g, E, 0, -1, 0),
	    CARC_PLACE_EDGE);
	CU_ASSERT_EQUAL(carc_game_check_place(g, E, 0, -1, 2), CARC_PLACE_OK);
	CU_ASSERT_EQUAL(carc_game_rotation_fitting(g, E, 0, -1), 2);

	move(ALICE, "U", 1, 0, 0, NULL);
	move(BOB, "E", 0, -1, 180, NULL);
	/*
	 * (1,-1) touches the E above D on its W (a field) and the U on its
	 * S (a field).  J (C R R F): at 0 its W field matches but its S
	 * road does not; at 270 its S field matches but its W city does
	 * not; at 90 and 180 neither does.  Every touching edge must match
	 * (BASE-PLACE-EDGE): J fits there in no rotation, while E does.
	 */
	CU_ASSERT_EQUAL(carc_game_check_place(g, J, 1, -1, 0),
	    CARC_PLACE_EDGE);
	CU_ASSERT_EQUAL(carc_game_check_place(g, J, 1, -1, 3),
	    CARC_PLACE_EDGE);
	CU_ASSERT_EQUAL(carc_game_rotation_fitting(g, J, 1, -1), -1);
	CU_ASSERT_EQUAL(carc_game_check_place(g, E, 1, -1, 0), CARC_PLACE_OK);
	/* but J fits elsewhere, e.g. east of U at 90 (its S road on W) */
	CU_ASSERT_TRUE(carc_game_fits_anywhere(g, J));
}

/*
 * A record's meeple spot names one segment, whoever reads it: the
 * pictures (carc_view_spot_segment) the one the engine puts the meeple
 * on, in every rotation; the spot is a board direction, so it is the
 * definition's turned back by the rotation.
 */
static void
test_spot_segments(void)
{
	static const char *const spots[] = { "N", "E", "S", "W", "NL", "NR",
	    "EL", "ER", "SL", "SR", "WL", "WR", "C", "X" };
	struct carc_meeple_check chk;
	struct carc_view_tile vt;
	struct carc_view_seg vs;
	size_t k;
	int r, e, h, want, got;

	for (r = 0; r < 4; r++) {
		begin(CARC_RULESET_FINAL);
		/* J (C R R F), not necessarily fitting: the engine lays what
		 * a record says */
		CU_ASSERT_FATAL(carc_game_place(g, 1, ALICE, harness_type("J"),
		    3, 3, r, 0) == 0);
		carc_view_tile(g, 1, &vt);
		CU_ASSERT_EQUAL(vt.rotation, r);
		for (k = 0; k < sizeof(spots) / sizeof(spots[0]); k++) {
			want = -1;
			if ((e = carc_edge_parse(spots[k])) >= 0)
				want = vt.def->edge_seg[(e - r) & 3];
			else if ((h = carc_half_parse(spots[k])) >= 0)
				want = vt.def->half_seg[(h - 2 * r) & 7];
			else if (strcmp(spots[k], "C") == 0)
				want = vt.def->monastery;
			got = carc_view_spot_segment(g, 1, spots[k]);
			CU_ASSERT_EQUAL(got, want);
			carc_game_check_meeple(g, ALICE, spots[k], &chk);
			if (got < 0) {
				/* no such spot, or the centre of a tile
				 * without a monastery (BASE-MEEPLE-SPOT) */
				CU_ASSERT_NOT_EQUAL(chk.fault, CARC_MEEPLE_OK);
				continue;
			}
			CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_OK);
			CU_ASSERT_EQUAL_FATAL(carc_view_segment(g, 1, got, &vs),
			    0);
			CU_ASSERT_EQUAL(vs.feature, chk.feature);
		}
	}
}

/* BASE-PLACE-NOFIT: a board where C (a city on all four edges) fits
 * nowhere, while a road tile still does. */
static void
test_nofit(void)
{
	begin(CARC_RULESET_FINAL);
	/* before: D's open city (N) takes C */
	CU_ASSERT_TRUE(carc_game_fits_anywhere(g, harness_type("C")));
	/* the E above D closes the only city edge; every open edge left
	 * is a road (D's W, E) or a field */
	move(ALICE, "E", 0, -1, 180, NULL);
	CU_ASSERT_FALSE(carc_game_fits_anywhere(g, harness_type("C")));
	CU_ASSERT_EQUAL(carc_game_rotation_fitting(g, harness_type("C"), 0, -2),
	    -1);
	CU_ASSERT_TRUE(carc_game_fits_anywhere(g, harness_type("U")));
	CU_ASSERT_TRUE(carc_game_fits_anywhere(g, harness_type("B")));
}

/* -- roads ---------------------------------------------------------------- */

/*
 * A road joined across three tiles, closed at both ends by L crossings
 * (a road listed with one edge ends there: BASE-ROAD-DONE).  Alice's
 * thief on the east L: L(-1,0)+D+L(1,0) = 3 (BASE-ROAD-PTS), and the
 * thief goes home (BASE-RETURN).
 */
static void
test_road(void)
{
	const struct carc_award *a;
	struct carc_feature_view v;

	begin(CARC_RULESET_FINAL);
	move(ALICE, "L", 1, 0, 0, "W");
	CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 6);
	CU_ASSERT_EQUAL(nawards(), 0);		/* D's W end still open */

	place(BOB, "L", -1, 0, 0);
	/* the crossing ends roads: L's W road is another road, free */
	CU_ASSERT_EQUAL(meeple(BOB, "W"), CARC_MEEPLE_OK);
	carc_game_score_move(g);
	CU_ASSERT_EQUAL(points(ALICE, "road"), 3);
	CU_ASSERT_EQUAL(points(BOB, "road"), 0);
	CU_ASSERT_EQUAL(carc_game_score(g, ALICE), 3);
	CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 7);	/* BASE-RETURN */
	CU_ASSERT_EQUAL(carc_game_supply(g, BOB), 6);	/* still out */
	CU_ASSERT_TRUE(carc_game_returned(g, ALICE, CARC_ROAD));
	CU_ASSERT_FALSE(carc_game_returned(g, BOB, CARC_ROAD));
	CU_ASSERT_EQUAL(nawards(), 1);

	/* the award says what it is */
	a = award(ALICE, "road");
	CU_ASSERT_PTR_NOT_NULL_FATAL(a);
	CU_ASSERT_STRING_EQUAL(a->rule, "BASE-ROAD-PTS");
	CU_ASSERT_EQUAL(a->points, 3);
	CU_ASSERT_EQUAL(a->nparts, 1);
	CU_ASSERT_EQUAL(a->parts[0].points, 3);
	CU_ASSERT_STRING_EQUAL(a->parts[0].rule, "BASE-ROAD-PTS");
	CU_ASSERT_FALSE(a->tie);
	CU_ASSERT_EQUAL(a->why_kind, CARC_WHY_ROAD);
	CU_ASSERT_STRING_EQUAL(why(a), "road of 3 tiles");
	carc_game_feature_view(g, a->feature, &v);
	CU_ASSERT_EQUAL(v.kind, CARC_ROAD);
	CU_ASSERT_TRUE(v.complete);
	CU_ASSERT_FALSE(v.loop);
	CU_ASSERT_EQUAL(v.ntiles, 3);
	CU_ASSERT_EQUAL(v.meeples[ALICE], 1);	/* as it stood when scored */

	/* BASE-END-ONLY-MEEPLES: Bob's one-tile road scores 1 at the end */
	carc_game_clear_awards(g);
	carc_game_final(g);
	CU_ASSERT_EQUAL(points(BOB, "road"), 1);
	CU_ASSERT_EQUAL(points(ALICE, "road"), 0);
	CU_ASSERT_EQUAL(carc_game_score(g, BOB), 1);
}

/*
 * BASE-ROAD-DONE: four V curves round a square make a road with no end;
 * it is complete when the fourth closes the loop.  4 tiles = 4.
 *   (0,1) V 270: E,S   (1,1) V 0: W,S
 *   (0,2) V 180: N,E   (1,2) V 90: N,W
 */
static void
test_road_loop(void)
{
	const struct carc_award *a;
	struct carc_feature_view v;

	begin(CARC_RULESET_FINAL);
	move(ALICE, "V", 0, 1, 270, "E");
	move(BOB, "V", 1, 1, 0, NULL);
	move(ALICE, "V", 1, 2, 90, NULL);
	CU_ASSERT_EQUAL(nawards(), 0);
	move(BOB, "V", 0, 2, 180, NULL);
	a = award(ALICE, "road");
	CU_ASSERT_PTR_NOT_NULL_FATAL(a);
	CU_ASSERT_EQUAL(a->points, 4);
	CU_ASSERT_STRING_EQUAL(a->rule, "BASE-ROAD-PTS");
	CU_ASSERT_STRING_EQUAL(why(a), "road of 4 tiles");
	carc_game_feature_view(g, a->feature, &v);
	CU_ASSERT_TRUE(v.complete);
	CU_ASSERT_TRUE(v.loop);
	CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 7);
}

/*
 * A road through three edges without an end (SP10, tiles.md: a road
 * listed with three edges continues through all of them).  SP10 at 180
 * below D: field N, road E, S, W.  The road is complete only when all
 * three branches are closed (BASE-ROAD-DONE): L at (1,1) 0 (road W),
 * L at (-1,1) 0 (road E), L at (0,2) 180 (road N).  4 tiles = 4.
 */
static void
test_road_three_edges(void)
{
	const struct carc_award *a;
	struct carc_feature_view v;

	begin(CARC_RULESET_FINAL);
	move(ALICE, "SP10", 0, 1, 180, "S");
	move(BOB, "L", 1, 1, 0, NULL);
	move(ALICE, "L", -1, 1, 0, NULL);
	/* two branches closed, the S one still open */
	CU_ASSERT_EQUAL(nawards(), 0);
	CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 6);
	move(BOB, "L", 0, 2, 180, NULL);
	a = award(ALICE, "road");
	CU_ASSERT_PTR_NOT_NULL_FATAL(a);
	CU_ASSERT_EQUAL(a->points, 4);
	CU_ASSERT_STRING_EQUAL(why(a), "road of 4 tiles");
	carc_game_feature_view(g, a->feature, &v);
	CU_ASSERT_TRUE(v.complete);
	CU_ASSERT_FALSE(v.loop);		/* it has ends: the crossings */
	CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 7);
	CU_ASSERT_EQUAL(nawards(), 1);
}

/* -- cities --------------------------------------------------------------- */

/*
 * rules-en.md 1.9: a city of 5 tiles with 2 coats of arms.  D's city
 * (0,0) goes north through F (0,-1), F (0,-2) (each 90: city N-S, a coat
 * of arms), G (0,-3) 90, and then either an E cap at (0,-4) 180 (closed:
 * BASE-CITY-PTS 5x2 + 2x2 = 14) or a G at (0,-4) 90 (open at the end:
 * BASE-CITY-END 5 + 2 = 7).
 */
static void
test_city(void)
{
	const struct carc_award *a;
	int closed;

	for (closed = 1; closed >= 0; closed--) {
		begin(CARC_RULESET_FINAL);
		move(ALICE, "F", 0, -1, 90, "S");
		move(BOB, "F", 0, -2, 90, NULL);
		move(ALICE, "G", 0, -3, 90, NULL);
		CU_ASSERT_EQUAL(nawards(), 0);
		if (closed) {
			move(BOB, "E", 0, -4, 180, NULL);
			a = award(ALICE, "city");
			CU_ASSERT_PTR_NOT_NULL_FATAL(a);
			CU_ASSERT_EQUAL(a->points, 14);
			CU_ASSERT_STRING_EQUAL(a->rule, "BASE-CITY-PTS");
			CU_ASSERT_EQUAL(a->parts[0].points, 14);
			CU_ASSERT_EQUAL(a->why_kind, CARC_WHY_CITY);
			CU_ASSERT_EQUAL(a->count, 5);
			CU_ASSERT_EQUAL(a->count2, 2);
			CU_ASSERT_STRING_EQUAL(why(a),
			    "city of 5 tiles, 2 coats of arms");
			CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 7);
			/* scored once: nothing more at the end */
			carc_game_clear_awards(g);
			carc_game_final(g);
			CU_ASSERT_EQUAL(nawards(), 0);
			CU_ASSERT_EQUAL(carc_game_score(g, ALICE), 14);
		} else {
			move(BOB, "G", 0, -4, 90, NULL);
			CU_ASSERT_EQUAL(nawards(), 0);
			carc_game_clear_awards(g);
			carc_game_final(g);
			a = award(ALICE, "city");
			CU_ASSERT_PTR_NOT_NULL_FATAL(a);
			CU_ASSERT_EQUAL(a->points, 7);
			CU_ASSERT_STRING_EQUAL(a->rule, "BASE-CITY-END");
			CU_ASSERT_EQUAL(a->why_kind, CARC_WHY_CITY_END);
			CU_ASSERT_STRING_EQUAL(why(a),
			    "incomplete city of 5 tiles, 2 coats of arms");
			CU_ASSERT_EQUAL(carc_game_score(g, ALICE), 7);
		}
	}
}

/*
 * One game object plays game after game (the verifier's, the daemon's):
 * a tile's segments start each game as its type has them, whatever the
 * last game did to the same type's segments (a meeple on them, joined,
 * scored).  Alice's follower in F's city (D, F and E: 3 tiles, 1 coat
 * of arms, BASE-CITY-PTS 8), three games running.
 */
static void
test_again(void)
{
	struct carc_feature_view v[16];
	const struct carc_award *a;
	size_t n, i;
	int game, s, cities;

	for (game = 0; game < 3; game++) {
		begin(CARC_RULESET_FINAL);
		place(ALICE, "F", 0, -1, 90);
		/* before the meeple: F's city is D's, open, held by none */
		n = carc_game_features_of_last_tile(g, v, 16);
		CU_ASSERT_TRUE(n > 0);
		for (i = 0, cities = 0; i < n; i++) {
			for (s = 0; s < CARC_GAME_SEATS; s++)
				CU_ASSERT_EQUAL(v[i].meeples[s], 0);
			if (v[i].kind != CARC_CITY)
				continue;
			cities++;
			CU_ASSERT_FALSE(v[i].complete);
			CU_ASSERT_EQUAL(v[i].ntiles, 2);
		}
		CU_ASSERT_EQUAL(cities, 1);
		CU_ASSERT_EQUAL(meeple(ALICE, "S"), CARC_MEEPLE_OK);
		carc_game_score_move(g);
		CU_ASSERT_EQUAL(nawards(), 0);
		move(BOB, "E", 0, -2, 180, NULL);
		a = award(ALICE, "city");
		CU_ASSERT_PTR_NOT_NULL_FATAL(a);
		CU_ASSERT_EQUAL(a->points, 8);
		CU_ASSERT_EQUAL(a->count, 3);
		CU_ASSERT_EQUAL(a->count2, 1);
		CU_ASSERT_EQUAL(nawards(), 1);
		CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 7);
		CU_ASSERT_EQUAL(carc_game_score(g, ALICE), 8);
	}
}

/*
 * rules-en.md 1.8/1.9: D's city closed by an E at (0,-1) 180 is a 2-tile
 * city: 4 under the final rules (BASE-CITY-PTS 2x2), 2 under
 * c1-early-smallcity (BASE-CITY-SMALL).  A 3-tile city (a G between)
 * is 2 per tile under both: 6.
 */
static void
test_small_city(void)
{
	static const int rs[2] = {
		CARC_RULESET_FINAL, CARC_RULESET_C1_SMALLCITY
	};
	const struct carc_award *a;
	int i;

	for (i = 0; i < 2; i++) {
		begin(rs[i]);
		move(ALICE, "E", 0, -1, 180, "S");
		a = award(ALICE, "city");
		CU_ASSERT_PTR_NOT_NULL_FATAL(a);
		CU_ASSERT_EQUAL(a->points, i == 0 ? 4 : 2);
		CU_ASSERT_STRING_EQUAL(a->rule,
		    i == 0 ? "BASE-CITY-PTS" : "BASE-CITY-SMALL");
		CU_ASSERT_STRING_EQUAL(why(a),
		    "city of 2 tiles, 0 coats of arms");

		begin(rs[i]);
		move(ALICE, "G", 0, -1, 90, "N");
		move(BOB, "E", 0, -2, 180, NULL);
		a = award(ALICE, "city");
		CU_ASSERT_PTR_NOT_NULL_FATAL(a);
		CU_ASSERT_EQUAL(a->points, 6);
		CU_ASSERT_STRING_EQUAL(a->rule, "BASE-CITY-PTS");
	}
}

/* -- monasteries ---------------------------------------------------------- */

/* Alice's monk on B at (0,1), and tiles on 7 of its 8 squares: (1,2),
 * the eighth, is left to the caller. */
static void
monastery_seven(void)
{
	move(ALICE, "B", 0, 1, 0, "C");
	move(BOB, "U", 1, 0, 0, NULL);
	move(ALICE, "U", -1, 0, 0, NULL);
	move(BOB, "B", 1, 1, 0, NULL);
	move(ALICE, "B", -1, 1, 0, NULL);
	move(BOB, "B", -1, 2, 0, NULL);
	move(ALICE, "B", 0, 2, 0, NULL);
}

/*
 * BASE-MON-PTS: Alice's monk on B at (0,1); the eighth square around it
 * filled scores 9.  BASE-MON-END: with 5 neighbours (D, two U, two B) it
 * scores 1 + 5 = 6 at the end.
 */
static void
test_monastery(void)
{
	const struct carc_award *a;

	begin(CARC_RULESET_FINAL);
	monastery_seven();
	CU_ASSERT_EQUAL(nawards(), 0);
	CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 6);
	move(BOB, "B", 1, 2, 0, NULL);		/* the eighth */
	a = award(ALICE, "monastery");
	CU_ASSERT_PTR_NOT_NULL_FATAL(a);
	CU_ASSERT_EQUAL(a->points, 9);
	CU_ASSERT_STRING_EQUAL(a->rule, "BASE-MON-PTS");
	CU_ASSERT_EQUAL(a->why_kind, CARC_WHY_MONASTERY);
	CU_ASSERT_STRING_EQUAL(why(a), "monastery with 8 neighbours");
	CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 7);
	CU_ASSERT_TRUE(carc_game_returned(g, ALICE, CARC_MONASTERY));
	/* the monasteries around it hold no monk: nobody else scores */
	CU_ASSERT_EQUAL(nawards(), 1);

	begin(CARC_RULESET_FINAL);
	move(ALICE, "B", 0, 1, 0, "C");
	move(BOB, "U", 1, 0, 0, NULL);
	move(ALICE, "U", -1, 0, 0, NULL);
	move(BOB, "B", 1, 1, 0, NULL);
	move(ALICE, "B", -1, 1, 0, NULL);
	carc_game_clear_awards(g);
	carc_game_final(g);
	a = award(ALICE, "monastery");
	CU_ASSERT_PTR_NOT_NULL_FATAL(a);
	CU_ASSERT_EQUAL(a->points, 6);
	CU_ASSERT_STRING_EQUAL(a->rule, "BASE-MON-END");
	CU_ASSERT_STRING_EQUAL(why(a), "monastery with 5 neighbours");
	CU_ASSERT_EQUAL(nawards(), 1);
}

/*
 * A monastery laid last, into the hole its 8 neighbours left around
 * (0,1), is complete as it lands (BASE-MON-PTS), in every game on the
 * same board: the count of its neighbours starts from the squares, not
 * from nothing or from the last game's.
 */
static void
test_monastery_last(void)
{
	const struct carc_award *a;
	int game;

	for (game = 0; game < 2; game++) {
		begin(CARC_RULESET_FINAL);
		move(BOB, "U", 1, 0, 0, NULL);
		move(ALICE, "U", -1, 0, 0, NULL);
		move(BOB, "B", 1, 1, 0, NULL);
		move(ALICE, "B", -1, 1, 0, NULL);
		move(BOB, "B", -1, 2, 0, NULL);
		move(ALICE, "B", 1, 2, 0, NULL);
		move(BOB, "B", 0, 2, 0, NULL);
		CU_ASSERT_EQUAL(nawards(), 0);
		move(ALICE, "B", 0, 1, 0, "C");
		a = award(ALICE, "monastery");
		CU_ASSERT_PTR_NOT_NULL_FATAL(a);
		CU_ASSERT_EQUAL(a->points, 9);
		CU_ASSERT_STRING_EQUAL(a->rule, "BASE-MON-PTS");
		CU_ASSERT_EQUAL(nawards(), 1);
		CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 7);
	}
}

/*
 * Two monks' monasteries side by side, B at (1,1) (Bob's, laid first) and
 * at (0,1) (Alice's), completed by one tile, (1,2), the last of the 12
 * squares around them: each scores (BASE-MON-PTS), in the order of their
 * squares around the tile that completes them (Alice's to its north west
 * first), not the order they were laid in.  A centre is found from the
 * tiles on the squares around a tile (carc_game_place, near_centres),
 * a monastery's neighbour a monastery too.
 */
static void
test_monasteries_one_move(void)
{
	const struct carc_award *a;
	size_t n;

	begin(CARC_RULESET_FINAL);
	move(BOB, "U", 1, 0, 0, NULL);
	move(BOB, "B", 1, 1, 0, "C");
	move(ALICE, "B", 0, 1, 0, "C");
	move(ALICE, "U", -1, 0, 0, NULL);
	move(BOB, "U", 2, 0, 0, NULL);
	move(ALICE, "B", -1, 1, 0, NULL);
	move(BOB, "B", 2, 1, 0, NULL);
	move(ALICE, "B", -1, 2, 0, NULL);
	move(BOB, "B", 0, 2, 0, NULL);
	move(ALICE, "B", 2, 2, 0, NULL);
	CU_ASSERT_EQUAL(nawards(), 0);
	move(BOB, "B", 1, 2, 0, NULL);		/* the eighth of both */
	n = carc_game_awards(g, &a);
	CU_ASSERT_EQUAL_FATAL(n, 2);
	CU_ASSERT_EQUAL(a[0].seat, ALICE);
	CU_ASSERT_EQUAL(a[1].seat, BOB);
	CU_ASSERT_EQUAL(a[0].points, 9);
	CU_ASSERT_EQUAL(a[1].points, 9);
	CU_ASSERT_STRING_EQUAL(a[0].rule, "BASE-MON-PTS");
	CU_ASSERT_STRING_EQUAL(a[1].rule, "BASE-MON-PTS");
	CU_ASSERT_STRING_EQUAL(why(&a[0]), "monastery with 8 neighbours");
	CU_ASSERT_STRING_EQUAL(why(&a[1]), "monastery with 8 neighbours");
}

/*
 * A board spread too wide for the engine's window of squares (only a
 * hostile record does that: a tile 700 squares away) is kept in the
 * table that takes over from the window: the tiles placed before are
 * found in it, and a monastery completes in it as in the window (the
 * squares around a tile are read from the table, not from three rows).
 */
static void
test_wide_board(void)
{
	const struct carc_award *a;

	begin(CARC_RULESET_FINAL);
	CU_ASSERT_FATAL(carc_game_place(g, seq++, BOB, harness_type("B"), 700, 700,
	    0, 0) == 0);
	CU_ASSERT_TRUE(carc_game_occupied(g, 0, 0));
	CU_ASSERT_TRUE(carc_game_occupied(g, 700, 700));
	CU_ASSERT_FALSE(carc_game_occupied(g, 699, 700));
	CU_ASSERT_EQUAL(carc_game_check_place(g, harness_type("B"), 700, 700, 0),
	    CARC_PLACE_OCCUPIED);
	/* its neighbours are read from the table too (BASE-PLACE-ADJ,
	 * BASE-PLACE-EDGE: B's fields meet B's fields; U's road does not) */
	CU_ASSERT_EQUAL(carc_game_check_place(g, harness_type("B"), 701, 700, 0),
	    CARC_PLACE_OK);
	CU_ASSERT_EQUAL(carc_game_check_place(g, harness_type("U"), 699, 700, 0),
	    CARC_PLACE_EDGE);
	CU_ASSERT_EQUAL(carc_game_check_place(g, harness_type("B"), 702, 700, 0),
	    CARC_PLACE_ISOLATED);
	monastery_seven();
	CU_ASSERT_EQUAL(nawards(), 0);
	move(BOB, "B", 1, 2, 0, NULL);		/* the eighth */
	a = award(ALICE, "monastery");
	CU_ASSERT_PTR_NOT_NULL_FATAL(a);
	CU_ASSERT_EQUAL(a->points, 9);
	CU_ASSERT_STRING_EQUAL(why(a), "monastery with 8 neighbours");
	CU_ASSERT_EQUAL(nawards(), 1);

	/* the next game begins in the window again, where the last left */
	begin(CARC_RULESET_FINAL);
	CU_ASSERT_TRUE(carc_game_occupied(g, 0, 0));
	CU_ASSERT_FALSE(carc_game_occupied(g, 700, 700));
	CU_ASSERT_FALSE(carc_game_occupied(g, 0, 1));
}

/*
 * The window of squares moves and grows as a board spreads west and
 * south past its margin (board.c, grid_add), and the squares a step
 * inside it, which carc_board_inner answers from bounds kept with it,
 * move with it: after each tile of a line of monasteries (fields all
 * round: each fits beside the last) every tile of the line is still
 * where it was put and every square beside the line is judged by the
 * tiles around it (BASE-PLACE-ADJ), in this game and in the next on the
 * same window.
 */
static void
test_window_moves(void)
{
	int b = harness_type("B"), game, i, j;
	int x[80], y[80];

	for (game = 0; game < 2; game++) {
		begin(CARC_RULESET_FINAL);
		for (i = 0; i < 80; i++) {
			/* south from (0, 1) to (0, 40), then west */
			x[i] = i < 40 ? 0 : 39 - i;
			y[i] = i < 40 ? i + 1 : 40;
			place(BOB, "B", x[i], y[i], 0);
			for (j = 0; j <= i; j++)
				CU_ASSERT_EQUAL(carc_game_check_place(g, b,
				    x[j], y[j], 0), CARC_PLACE_OCCUPIED);
			/* beside the last: its field meets B's field; two
			 * squares off: no tile next to it */
			CU_ASSERT_EQUAL(carc_game_check_place(g, b,
			    x[i] + (i < 40), y[i] + (i >= 40), 0),
			    CARC_PLACE_OK);
			CU_ASSERT_EQUAL(carc_game_check_place(g, b,
			    x[i] + 2 * (i < 40), y[i] + 2 * (i >= 40), 0),
			    CARC_PLACE_ISOLATED);
		}
		CU_ASSERT_EQUAL(carc_game_check_place(g, b, -41, 41, 0),
		    CARC_PLACE_ISOLATED);
		CU_ASSERT_EQUAL(carc_game_check_place(g, b, -41, 40, 0),
		    CARC_PLACE_OK);
	}
}

/* -- meeples -------------------------------------------------------------- */

/* DATA-SPOT and BASE-MEEPLE-FREE (anyone's meeple, the placer's own
 * included, across tiles, for roads and fields). */
static void
test_meeple_faults(void)
{
	struct carc_meeple_check chk;

	begin(CARC_RULESET_FINAL);
	place(ALICE, "U", 1, 0, 0);
	carc_game_check_meeple(g, ALICE, "NE", &chk);	/* not a spot name */
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_NO_SPOT);
	CU_ASSERT_STRING_EQUAL(chk.rule, "DATA-SPOT");
	carc_game_check_meeple(g, ALICE, "N", &chk);	/* U's N is a field edge */
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_NO_SPOT);
	CU_ASSERT_STRING_EQUAL(chk.rule, "DATA-SPOT");
	/* no monastery: a spot the tile does not have, on a base tile
	 * (record-format.md: the replay stops, DATA-SPOT) */
	carc_game_check_meeple(g, ALICE, "C", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_NO_SPOT);
	CU_ASSERT_STRING_EQUAL(chk.rule, "DATA-SPOT");
	carc_game_check_meeple(g, ALICE, "E", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_OK);
	CU_ASSERT_PTR_NULL(chk.rule);
	CU_ASSERT_EQUAL(chk.kind, CARC_ROAD);
	carc_game_meeple(g, ALICE, &chk);
	carc_game_score_move(g);

	/* Bob east of it: the road is Alice's; the field north of it free */
	place(BOB, "U", 2, 0, 0);
	carc_game_check_meeple(g, BOB, "W", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_OCCUPIED);
	CU_ASSERT_STRING_EQUAL(chk.rule, "BASE-MEEPLE-FREE");
	CU_ASSERT_EQUAL(chk.holder, ALICE);
	CU_ASSERT_EQUAL(chk.kind, CARC_ROAD);
	CU_ASSERT_EQUAL(meeple(BOB, "NL"), CARC_MEEPLE_OK);
	carc_game_score_move(g);

	/* Alice west of D: her own thief is on this road (the placer's
	 * own meeple counts); the field north of the road runs through
	 * D's [EL WR] to Bob's farmer; the one south is free */
	place(ALICE, "U", -1, 0, 0);
	carc_game_check_meeple(g, ALICE, "E", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_OCCUPIED);
	CU_ASSERT_STRING_EQUAL(chk.rule, "BASE-MEEPLE-FREE");
	CU_ASSERT_EQUAL(chk.holder, ALICE);
	carc_game_check_meeple(g, ALICE, "WR", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_OCCUPIED);
	CU_ASSERT_EQUAL(chk.holder, BOB);
	CU_ASSERT_EQUAL(chk.kind, CARC_FIELD);
	carc_game_check_meeple(g, ALICE, "SL", &chk);
	CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_OK);
	CU_ASSERT_EQUAL(chk.kind, CARC_FIELD);
	carc_game_score_move(g);
	CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 6);
	CU_ASSERT_EQUAL(carc_game_supply(g, BOB), 6);
}

/*
 * BASE-MEEPLE-SUPPLY: 7 meeples in supply (BASE-SETUP-SUPPLY), none for
 * an eighth while all seven are out.  Alice's monks go on a column of B
 * tiles below D.  The rule broken is BASE-MEEPLE-SUPPLY (doc/rules/rule-ids.md);
 * with no meeple ever returned, the hint is the record counting more
 * than 7 (BASE-SETUP-SUPPLY); after a meeple came home and went out
 * again there is no hint.
 */
static void
test_meeple_supply(void)
{
	struct carc_meeple_check chk;
	int round, y;

	for (round = 0; round < 2; round++) {
		begin(CARC_RULESET_FINAL);
		if (round == 1) {
			/* a thief placed on the road its tile completes
			 * (rules-en.md 1.4): L+D+L = 3, home this turn */
			move(ALICE, "L", 1, 0, 0, NULL);
			move(ALICE, "L", -1, 0, 0, "E");
			CU_ASSERT_EQUAL(points(ALICE, "road"), 3);
			CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 7);
		}
		for (y = 1; y <= 7; y++)
			move(ALICE, "B", 0, y, 0, "C");
		CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 0);
		place(ALICE, "B", 0, 8, 0);
		carc_game_check_meeple(g, ALICE, "C", &chk);
		CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_NO_SUPPLY);
		CU_ASSERT_STRING_EQUAL(chk.rule, "BASE-MEEPLE-SUPPLY");
		if (round == 0) {
			CU_ASSERT_PTR_NOT_NULL_FATAL(chk.hint);
			CU_ASSERT_STRING_EQUAL(chk.hint, "BASE-SETUP-SUPPLY");
		} else
			CU_ASSERT_PTR_NULL(chk.hint);
		/* Bob still has all of his */
		carc_game_check_meeple(g, BOB, "C", &chk);
		CU_ASSERT_EQUAL(chk.fault, CARC_MEEPLE_OK);
	}
}

/* -- majority ------------------------------------------------------------- */

/*
 * A road along y = 0, its pieces laid apart on a row of B tiles (y = 1)
 * and then joined: Alice's thief on U (1,0), Bob's on U (3,0) and, with
 * `two`, Alice's second on U (5,0).  Closed by L crossings at each end.
 *   tie:       L(-1) D U1 U2 U3 L(4)        = 6 tiles: Alice 6, Bob 6
 *              (BASE-SCORE-TIE: each tied leader the full value)
 *   majority:  L(-1) D U1 U2 U3 U4 U5 L(6)  = 8 tiles: Alice 8 (2 thieves),
 *              Bob 0 (1 thief; BASE-SCORE-MAJ)
 */
static void
road_line(int two)
{
	int x;

	begin(CARC_RULESET_FINAL);
	move(ALICE, "U", 1, 0, 0, "E");
	for (x = 1; x <= (two ? 5 : 3); x++)
		move(x & 1 ? BOB : ALICE, "B", x, 1, 0, NULL);
	move(BOB, "U", 3, 0, 0, "E");
	if (two) {
		move(ALICE, "U", 5, 0, 0, "E");
		move(BOB, "U", 4, 0, 0, NULL);
	}
	move(ALICE, "U", 2, 0, 0, NULL);
	move(BOB, "L", -1, 0, 0, NULL);
	CU_ASSERT_EQUAL(nawards(), 0);
	move(ALICE, "L", two ? 6 : 4, 0, 0, NULL);
}

static void
test_majority(void)
{
	const struct carc_award *a;

	road_line(0);
	CU_ASSERT_EQUAL(nawards(), 2);
	CU_ASSERT_EQUAL(points(ALICE, "road"), 6);
	CU_ASSERT_EQUAL(points(BOB, "road"), 6);
	a = award(BOB, "road");
	CU_ASSERT_PTR_NOT_NULL_FATAL(a);
	CU_ASSERT_TRUE(a->tie);
	CU_ASSERT_STRING_EQUAL(a->rule, "BASE-ROAD-PTS");
	CU_ASSERT_TRUE(award(ALICE, "road")->tie);
	CU_ASSERT_EQUAL(award(ALICE, "road")->feature, a->feature);
	CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 7);
	CU_ASSERT_EQUAL(carc_game_supply(g, BOB), 7);

	road_line(1);
	CU_ASSERT_EQUAL(nawards(), 1);
	CU_ASSERT_EQUAL(points(ALICE, "road"), 8);
	CU_ASSERT_EQUAL(points(BOB, "road"), 0);
	CU_ASSERT_FALSE(award(ALICE, "road")->tie);
	CU_ASSERT_EQUAL(carc_game_score(g, BOB), 0);
	/* the loser's thief goes home too (BASE-RETURN) */
	CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 7);
	CU_ASSERT_EQUAL(carc_game_supply(g, BOB), 7);
}

/*
 * A record may go on putting meeples where the rules refuse them
 * (BASE-MEEPLE-FREE, BASE-MEEPLE-SUPPLY): the replay counts them as
 * recorded.  A hostile one puts 256 of Alice's on one road, and one of
 * Bob's: Alice has the majority (BASE-SCORE-MAJ), however many that is.
 */
static void
test_majority_many_meeples(void)
{
	struct carc_meeple_check chk;
	int i, x, seat;

	begin(CARC_RULESET_FINAL);
	for (x = 1; x <= 257; x++) {
		seat = x <= 256 ? ALICE : BOB;
		place(seat, "U", x, 0, 0);
		carc_game_check_meeple(g, seat, "E", &chk);
		CU_ASSERT_TRUE_FATAL(chk.fault != CARC_MEEPLE_NO_SPOT &&
		    chk.fault != CARC_MEEPLE_REFUSED);
		/* as the driver does: counted, though refused */
		carc_game_meeple(g, seat, &chk);
		carc_game_score_move(g);
		CU_ASSERT_EQUAL(nawards(), 0);
	}
	/* the road's two ends: monasteries with a road, turned to face it */
	move(BOB, "A", 258, 0, 90, NULL);
	CU_ASSERT_EQUAL(nawards(), 0);
	move(BOB, "A", -1, 0, 270, NULL);
	CU_ASSERT_EQUAL(nawards(), 1);
	/* D, 257 U and 2 A: BASE-ROAD-PTS, 1 a tile */
	CU_ASSERT_EQUAL(points(ALICE, "road"), 260);
	CU_ASSERT_EQUAL(points(BOB, "road"), 0);
	for (i = 0; i < 2; i++)
		CU_ASSERT_EQUAL(carc_game_supply(g, i), 7);
}

/* BASE-SCORE-NONE: a completed road with no thief scores for nobody;
 * so does an unoccupied city or monastery at the end. */
static void
test_no_meeple(void)
{
	begin(CARC_RULESET_FINAL);
	move(ALICE, "L", 1, 0, 0, NULL);
	move(BOB, "L", -1, 0, 0, NULL);		/* completes L+D+L */
	CU_ASSERT_EQUAL(nawards(), 0);
	move(ALICE, "B", 0, 1, 0, NULL);
	carc_game_clear_awards(g);
	carc_game_final(g);
	CU_ASSERT_EQUAL(nawards(), 0);
	CU_ASSERT_EQUAL(carc_game_score(g, ALICE), 0);
	CU_ASSERT_EQUAL(carc_game_score(g, BOB), 0);
}

/* -- fields --------------------------------------------------------------- */

/*
 * The field board, moves 1-4:
 *
 *          x=-1        x=0         x=1
 *   y=0                D (city N,
 *                      road W-E)
 *   y=1    E 90        H 90        E 270
 *          city E  =W= city W|E =E= city W
 *   y=2                E 180
 *                      city S (open)
 *
 * H at 90 has cities E and W and one field over its N and S halves; it
 * joins D's field south of the road and the E at (0,2)'s field (which
 * touches that E's open city).  So field 1 (Alice's farmer, on H) touches
 * city W (H + E(-1,1), complete), city E (H + E(1,1), complete) and the
 * open city at (0,2).  Field 2 (Alice's farmer on E(1,1)) touches city E;
 * field 3 (Bob's farmer on E(-1,1)) touches city W.
 *
 * final (BASE-FIELD-PTS, each field on its own, 3 per completed city):
 *   field 1: 2 x 3 = 6 (rules-en.md 1.9; the open city gives nothing)
 *   field 2: 1 x 3 = 3        Alice 9
 *   field 3: 1 x 3 = 3        Bob 3
 * c1-farm-v2 (BASE-FIELD-C1V2, each city once per player):
 *   Alice: cities W and E once = 6 (field 2's city E is already hers,
 *   or field 1's is, in whichever order the fields come); Bob 3
 * c1-farm-v1 (BASE-FIELD-C1V1, per completed city, the farmer majority
 * over every field touching it gets 4):
 *   city E: fields 1 and 2, Alice 2 farmers: Alice 4
 *   city W: fields 1 and 3, Alice 1, Bob 1: tie, 4 each
 *   Alice 8, Bob 4
 */
static void
field_board(int ruleset)
{
	begin(ruleset);
	move(ALICE, "H", 0, 1, 90, "NL");
	move(BOB, "E", -1, 1, 90, "NL");	/* completes city W */
	move(ALICE, "E", 1, 1, 270, "NL");	/* completes city E */
	move(BOB, "E", 0, 2, 180, NULL);
	/* no knight in either city: nothing scored in play; farmers stay */
	CU_ASSERT_EQUAL(carc_game_score(g, ALICE), 0);
	CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 5);	/* BASE-FARMER-STAY */
	CU_ASSERT_EQUAL(carc_game_supply(g, BOB), 6);
	CU_ASSERT_TRUE(carc_game_has_farmer(g, ALICE));
	CU_ASSERT_TRUE(carc_game_has_farmer(g, BOB));
	carc_game_clear_awards(g);
	carc_game_final(g);
}

static void
test_fields(void)
{
	const struct carc_award *a;
	size_t n, i;
	int six = 0;

	field_board(CARC_RULESET_FINAL);
	CU_ASSERT_EQUAL(points(ALICE, "field"), 9);
	CU_ASSERT_EQUAL(points(BOB, "field"), 3);
	n = carc_game_awards(g, &a);
	CU_ASSERT_EQUAL(n, 3);
	for (i = 0; i < n; i++) {
		CU_ASSERT_STRING_EQUAL(a[i].kind, "field");
		CU_ASSERT_STRING_EQUAL(a[i].rule, "BASE-FIELD-PTS");
		CU_ASSERT_FALSE(a[i].tie);
		CU_ASSERT_EQUAL(a[i].why_kind, CARC_WHY_FIELD);
		if (a[i].seat == ALICE && a[i].points == 6) {
			six++;
			CU_ASSERT_EQUAL(a[i].count, 2);
			CU_ASSERT_STRING_EQUAL(why(&a[i]),
			    "field touching 2 completed cities");
		}
	}
	CU_ASSERT_EQUAL(six, 1);
	CU_ASSERT_EQUAL(carc_game_score(g, ALICE), 9);
	CU_ASSERT_EQUAL(carc_game_score(g, BOB), 3);
	/* farmers never come home, not even at the end */
	CU_ASSERT_EQUAL(carc_game_supply(g, ALICE), 5);

	field_board(CARC_RULESET_C1_FARM_V2);
	CU_ASSERT_EQUAL(points(ALICE, "field"), 6);
	CU_ASSERT_EQUAL(points(BOB, "field"), 3);
	n = carc_game_awards(g, &a);
	for (i = 0; i < n; i++)
		CU_ASSERT_STRING_EQUAL(a[i].rule, "BASE-FIELD-C1V2");

	field_board(CARC_RULESET_C1_FARM_V1);
	CU_ASSERT_EQUAL(points(ALICE, "field"), 8);
	CU_ASSERT_EQUAL(points(BOB, "field"), 4);
	n = carc_game_awards(g, &a);
	CU_ASSERT_EQUAL(n, 3);		/* city E: Alice; city W: both */
	for (i = 0; i < n; i++) {
		CU_ASSERT_STRING_EQUAL(a[i].rule, "BASE-FIELD-C1V1");
		CU_ASSERT_EQUAL(a[i].points, 4);
		CU_ASSERT_EQUAL(a[i].why_kind, CARC_WHY_FIELD_CITY);
		CU_ASSERT_STRING_EQUAL(why(&a[i]),
		    "farmers supplying a completed city");
		/* the tie is city W's, where Bob has his award */
		if (a[i].seat == BOB)
			CU_ASSERT_TRUE(a[i].tie);
	}
}

/* The first declaration of verb and kind among slots, by a scan of
 * every one: what the chains of kinds.c must answer. */
static int
scan_action(const struct carc_kinds *k, uint32_t slots, int verb,
    const char *kind)
{
	size_t i;

	for (i = 0; i < k->nactions; i++) {
		const struct carc_action_def *a = &k->action[i];

		if (a->verb == verb && (slots & (1u << a->slot)) &&
		    (kind == NULL ? a->kind == NULL :
		    a->kind != NULL && strcmp(a->kind, kind) == 0))
			return (int)i;
	}
	return -1;
}

/*
 * The declaration of a verb and kind that a plugin brings, found by the
 * chain of its twins linked at load (kinds.c, carc_kinds_action_twin),
 * and by verb and kind along the chain of the verb's declarations
 * (carc_kinds_action; a record's kind is its own string, not the
 * declaration's), is the one a scan of every declaration finds, for
 * every declaration of the bundled plugins and every slot; and some verb
 * and kind is declared by more than one plugin, so a chain is followed.
 */
static void
test_action_twins(void)
{
	const struct carc_kinds *k = &harness_set.list.kinds;
	size_t def;
	int slot, shared = 0, verb;
	char kind[64];

	CU_ASSERT_TRUE_FATAL(k->nactions > 1);
	for (def = 0; def < k->nactions; def++) {
		const struct carc_action_def *a = &k->action[def];
		const char *copy = a->kind;

		if (a->next_twin >= 0)
			shared = 1;
		if (copy != NULL) {
			snprintf(kind, sizeof(kind), "%s", a->kind);
			copy = kind;
		}
		for (slot = 0; slot <= CARC_MAX_PLUGINS; slot++) {
			int want = scan_action(k, 1u << slot, a->verb,
			    a->kind);

			CU_ASSERT_EQUAL(carc_kinds_action_twin(k, 1u << slot,
			    (int)def), want);
			CU_ASSERT_EQUAL(carc_kinds_action(k, 1u << slot,
			    a->verb, a->kind), want);
			CU_ASSERT_EQUAL(carc_kinds_action(k, 1u << slot,
			    a->verb, copy), want);
		}
		CU_ASSERT_EQUAL(carc_kinds_action_twin(k, ~0u, (int)def),
		    scan_action(k, ~0u, a->verb, a->kind));
		CU_ASSERT_EQUAL(carc_kinds_action(k, ~0u, a->verb, copy),
		    scan_action(k, ~0u, a->verb, a->kind));
		/* every verb with this kind: found where declared alone */
		for (verb = -1; verb <= CARC_NVERBS; verb++)
			CU_ASSERT_EQUAL(carc_kinds_action(k, ~0u, verb, copy),
			    scan_action(k, ~0u, verb, a->kind));
	}
	CU_ASSERT_TRUE(shared);
}

/*
 * The form of a row a declaration takes (kinds.c, carc_action_form),
 * which the reader asks of each declaration of a verb and kind and the
 * host of the one that plays the row: before the tile only where it
 * says so, a tile or none, its spot forms or a record's.
 */
static void
test_action_form(void)
{
	static const char *const lake[] = { "N-S", NULL };
	const struct carc_kinds *k = &harness_set.list.kinds;
	struct carc_action_def d;

	memset(&d, 0, sizeof(d));
	d.figure = -1;
	CU_ASSERT_EQUAL(carc_action_form(k, &d, 1, 1, "N"), CARC_FORM_OK);
	CU_ASSERT_EQUAL(carc_action_form(k, &d, 1, 1, NULL), CARC_FORM_OK);
	CU_ASSERT_EQUAL(carc_action_form(k, &d, -1, 1, "N"),
	    CARC_FORM_BEFORE_TILE);
	CU_ASSERT_EQUAL(carc_action_form(k, &d, 1, 0, NULL), CARC_FORM_TILE);
	CU_ASSERT_EQUAL(carc_action_form(k, &d, 1, 1, "X"), CARC_FORM_SPOT);
	d.flags = CARC_ACTION_BEFORE_TILE | CARC_ACTION_NO_TILE;
	CU_ASSERT_EQUAL(carc_action_form(k, &d, -1, 0, NULL), CARC_FORM_OK);
	CU_ASSERT_EQUAL(carc_action_form(k, &d, 1, 1, NULL),
	    CARC_FORM_NO_TILE);
	CU_ASSERT_EQUAL(carc_action_form(k, &d, 1, 0, "N"),
	    CARC_FORM_NO_TILE);
	d.flags = 0;
	d.spots = lake;
	CU_ASSERT_EQUAL(carc_action_form(k, &d, 1, 1, "N-S"), CARC_FORM_OK);
	CU_ASSERT_EQUAL(carc_action_form(k, &d, 1, 1, "N"), CARC_FORM_SPOT);
}

/*
 * Verbs and a record's spots told by their letters (kinds.c,
 * carc_verb_parse and carc_action_spot_ok): every name of the table and
 * of record-format.md is found, and nothing that only starts like one.
 */
static void
test_names_by_letters(void)
{
	static const char *const spots[] = {
		"N", "E", "S", "W", "NL", "NR", "EL", "ER", "SL", "SR", "WL",
		"WR", "C"
	};
	static const char *const not_verbs[] = {
		"", "p", "r", "re", "rem", "ro", "ret", "returns", "Place",
		"moves", "tokens", "choos", "rolls", "x"
	};
	static const char *const not_spots[] = {
		"", "n", "NE", "NLL", "CL", "C ", "L", "R", "NX", "X", "WRx"
	};
	struct carc_action_def d;
	char name[16];
	int v;
	size_t i;

	for (v = 0; v < CARC_NVERBS; v++) {
		/* a copy: the table's own address proves nothing */
		snprintf(name, sizeof(name), "%s", carc_verb_names[v]);
		CU_ASSERT_EQUAL(carc_verb_parse(name), v);
	}
	for (i = 0; i < sizeof(not_verbs) / sizeof(not_verbs[0]); i++)
		CU_ASSERT_EQUAL(carc_verb_parse(not_verbs[i]), -1);
	memset(&d, 0, sizeof(d));
	d.figure = -1;
	for (i = 0; i < sizeof(spots) / sizeof(spots[0]); i++)
		CU_ASSERT_TRUE(carc_action_spot_ok(&d, spots[i]));
	for (i = 0; i < sizeof(not_spots) / sizeof(not_spots[0]); i++)
		CU_ASSERT_FALSE(carc_action_spot_ok(&d, not_spots[i]));
}

/*
 * A record's KIND:SPOT (kinds.c, carc_figure_parse): a kind of the
 * game's slots is found by its name; a name of no such kind, and a word
 * that is no KIND at all, are told apart by the reason given.
 */
static void
test_figure_parse_kinds(void)
{
	const struct carc_kinds *k = &harness_set.list.kinds;
	uint32_t base = 1u << CARC_SLOT_BASE;
	struct carc_figure_move m;
	char why[128];
	size_t i;

	CU_ASSERT_EQUAL(carc_figure_parse(k, base, "follower:N", &m, why,
	    sizeof(why)), 0);
	CU_ASSERT_EQUAL(m.what, CARC_FIGURE_PUT);
	CU_ASSERT_EQUAL(m.figure, CARC_FIGURE_FOLLOWER_KIND);
	CU_ASSERT_STRING_EQUAL(m.spot, "N");
	/* each kind by its name, in a game of its slot; no other game's */
	for (i = 0; i < k->nfigures; i++) {
		char text[64];

		snprintf(text, sizeof(text), "%s:C", k->figure[i].name);
		CU_ASSERT_EQUAL(carc_figure_parse(k, base |
		    1u << k->figure[i].slot, text, &m, why, sizeof(why)), 0);
		CU_ASSERT_EQUAL(m.figure, (int)i);
		if (k->figure[i].slot == CARC_SLOT_BASE)
			continue;
		CU_ASSERT_EQUAL(carc_figure_parse(k, base, text, &m, why,
		    sizeof(why)), -1);
		CU_ASSERT_PTR_NOT_NULL(strstr(why, "no expansion"));
	}
	CU_ASSERT_EQUAL(carc_figure_parse(k, ~0u, "ghost:N", &m, why,
	    sizeof(why)), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(why, "no expansion"));
	CU_ASSERT_EQUAL(carc_figure_parse(k, ~0u, "followe:N", &m, why,
	    sizeof(why)), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(why, "no expansion"));
	CU_ASSERT_EQUAL(carc_figure_parse(k, ~0u, "followers:N", &m, why,
	    sizeof(why)), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(why, "no expansion"));
	CU_ASSERT_EQUAL(carc_figure_parse(k, ~0u, "Follower:N", &m, why,
	    sizeof(why)), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(why, "names no figure kind"));
	CU_ASSERT_EQUAL(carc_figure_parse(k, ~0u, ":N", &m, why,
	    sizeof(why)), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(why, "names no figure kind"));
}

/*
 * A text of one or two characters (kinds.c, carc_figure_parse, which
 * looks for the ':' of such a text itself): a follower's spot where it
 * has none, else a KIND before the ':' as in a longer text.
 */
static void
test_figure_parse_short(void)
{
	static const char *const spots[] = { "", "N", "C", "NE", "WL",
		"NNE", "follower" };
	static const struct {
		const char *text, *why;
	} kinds[] = {
		{ ":", "names no figure kind" },
		{ "::", "names no figure kind" },
		{ ":N", "names no figure kind" },
		{ "N:", "names no figure kind" },
		{ "x:", "no expansion" },
		{ "x:N", "no expansion" },
		{ "xy:", "no expansion" },
	};
	const struct carc_kinds *k = &harness_set.list.kinds;
	struct carc_figure_move m;
	char why[128];
	size_t i;

	for (i = 0; i < sizeof(spots) / sizeof(spots[0]); i++) {
		CU_ASSERT_EQUAL(carc_figure_parse(k, ~0u, spots[i], &m, why,
		    sizeof(why)), 0);
		CU_ASSERT_EQUAL(m.what, CARC_FIGURE_PUT);
		CU_ASSERT_EQUAL(m.figure, CARC_FIGURE_FOLLOWER_KIND);
		CU_ASSERT_PTR_EQUAL(m.spot, spots[i]);
	}
	for (i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
		why[0] = '\0';
		CU_ASSERT_EQUAL(carc_figure_parse(k, ~0u, kinds[i].text, &m,
		    why, sizeof(why)), -1);
		CU_ASSERT_PTR_NOT_NULL(strstr(why, kinds[i].why));
	}
	CU_ASSERT_EQUAL(carc_figure_parse(k, ~0u, NULL, &m, why,
	    sizeof(why)), 0);
	CU_ASSERT_EQUAL(m.what, CARC_FIGURE_NOTHING);
}

int
carc_test_register(void)
{
	CU_pSuite s;

	s = CU_add_suite("engine", setup, teardown);
	if (s == NULL ||
	    CU_add_test(s, "placement", test_place) == NULL ||
	    CU_add_test(s, "fits nowhere", test_nofit) == NULL ||
	    CU_add_test(s, "spots name one segment", test_spot_segments) ==
	    NULL ||
	    CU_add_test(s, "road", test_road) == NULL ||
	    CU_add_test(s, "road loop", test_road_loop) == NULL ||
	    CU_add_test(s, "road through three edges",
	    test_road_three_edges) == NULL ||
	    CU_add_test(s, "city 14 / 7", test_city) == NULL ||
	    CU_add_test(s, "game after game", test_again) == NULL ||
	    CU_add_test(s, "small city", test_small_city) == NULL ||
	    CU_add_test(s, "monastery", test_monastery) == NULL ||
	    CU_add_test(s, "two monasteries by one move",
	    test_monasteries_one_move) == NULL ||
	    CU_add_test(s, "monastery laid last", test_monastery_last) ==
	    NULL ||
	    CU_add_test(s, "a board too wide for the window",
	    test_wide_board) == NULL ||
	    CU_add_test(s, "the window moves as the board spreads",
	    test_window_moves) == NULL ||
	    CU_add_test(s, "meeple faults", test_meeple_faults) == NULL ||
	    CU_add_test(s, "meeple supply", test_meeple_supply) == NULL ||
	    CU_add_test(s, "majority and tie", test_majority) == NULL ||
	    CU_add_test(s, "majority of 256 meeples",
	    test_majority_many_meeples) == NULL ||
	    CU_add_test(s, "no meeple", test_no_meeple) == NULL ||
	    CU_add_test(s, "fields by ruleset", test_fields) == NULL ||
	    CU_add_test(s, "the words of an award", test_why_words) == NULL ||
	    CU_add_test(s, "a plugin's declaration by its twins",
	    test_action_twins) == NULL ||
	    CU_add_test(s, "the form of a row a declaration takes",
	    test_action_form) == NULL ||
	    CU_add_test(s, "verbs and spots by their letters",
	    test_names_by_letters) == NULL ||
	    CU_add_test(s, "a record's figure kinds by their names",
	    test_figure_parse_kinds) == NULL ||
	    CU_add_test(s, "a record's figure of one or two characters",
	    test_figure_parse_short) == NULL)
		return -1;
	return 0;
}
