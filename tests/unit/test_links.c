/*
 * test_links.c - links between two segments of a placed tile (ABI 4.2,
 * link_segments; core/engine/links.c): a join makes two road ends one
 * road, a part makes them two again, and the board's features follow
 * (tiles, open edges, completion, figures, the scored flag).
 *
 * The tiles: D, the start, at (0,0) in rotation 0 (city N, road W-E,
 * field S); FR02 of The Ferries at (1,0) in rotation 0, its roads W, S
 * and E each ending at the lake (plugins/ferries/ferries.yaml), W on
 * D's road; A (a monastery, its road S ending there) closes a road end
 * at (-1,0) turned 270 degrees (road E) or at (2,0) turned 90 (road W).
 * No game enables The Ferries: its tile lies inert, a plain road tile,
 * and the links are made through the engine's own entry (the service
 * link_segments is that entry behind the plugin's context).  Seat 0 is
 * Alice, seat 1 Bob.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "engine/game_impl.h"
#include "harness.h"

#define ALICE 0
#define BOB 1

static struct carc_game *g;
static int seq;

static int
setup(void)
{
	return harness_open("ferries", &g);
}

static int
teardown(void)
{
	harness_close(g);
	return 0;
}

static void
begin(void)
{
	struct carc_error err;

	CU_ASSERT_FATAL(carc_game_begin(g, 2, CARC_RULESET_FINAL, NULL, 0,
	    &err) == 0);
	CU_ASSERT_FATAL(carc_game_place(g, 0, -1, harness_type("D"), 0, 0, 0,
	    0) == 0);
	seq = 1;
}

/* Lay a tile (legally: asserted), with seat's follower on spot or none;
 * not scored yet. */
static void
place(int seat, const char *tile, int x, int y, int deg, const char *spot)
{
	int type = harness_type(tile);
	struct carc_meeple_check chk;

	carc_game_clear_awards(g);
	CU_ASSERT_EQUAL_FATAL(carc_game_check_place(g, type, x, y, deg / 90),
	    CARC_PLACE_OK);
	CU_ASSERT_FATAL(carc_game_place(g, seq++, seat, type, x, y, deg / 90,
	    !carc_game_tile_enabled(g, type)) == 0);
	if (spot == NULL)
		return;
	carc_game_check_meeple(g, seat, spot, &chk);
	CU_ASSERT_EQUAL_FATAL(chk.fault, CARC_MEEPLE_OK);
	carc_game_meeple(g, seat, &chk);
}

static int
seg(int x, int y, const char *spot)
{
	int t = carc_board_find(g, x, y);

	CU_ASSERT_FATAL(t >= 0);
	return carc_board_segment_at_spot(g, t, spot);
}

static int
link(int x, int y, const char *a, const char *b, int join)
{
	return carc_links_change(g, seg(x, y, a), seg(x, y, b), join);
}

/* The feature at a spot, as the verifier sees it. */
static struct carc_feature_view
feature(int x, int y, const char *spot)
{
	struct carc_feature_view v;

	carc_game_feature_view(g, carc_seg_find(g, seg(x, y, spot)), &v);
	return v;
}

static int
open_edges(int x, int y, const char *spot)
{
	return g->segs[carc_seg_find(g, seg(x, y, spot))].open;
}

static int
same(int x, int y, const char *a, int x2, int y2, const char *b)
{
	return carc_seg_find(g, seg(x, y, a)) == carc_seg_find(g, seg(x2, y2, b));
}

/* The points of the move's road awards to seat. */
static int
road_points(int seat)
{
	const struct carc_award *a;
	size_t n = carc_game_awards(g, &a), i;
	int p = 0;

	for (i = 0; i < n; i++)
		if (a[i].seat == seat && strcmp(a[i].kind, "road") == 0)
			p += a[i].points;
	return p;
}

/* A join makes D's road and the lake's road E one road: its tiles (the
 * lake tile once), its open edges (D's W, the lake's E), the road's way
 * across the tile; a part makes them two again. */
static void
test_join_part(void)
{
	begin();
	place(ALICE, "FR02", 1, 0, 0, NULL);
	carc_game_score_move(g);
	CU_ASSERT_FALSE(same(0, 0, "W", 1, 0, "E"));
	CU_ASSERT_EQUAL(open_edges(0, 0, "W"), 1);
	CU_ASSERT_EQUAL(feature(0, 0, "W").ntiles, 2);
	CU_ASSERT_EQUAL(carc_links_edges(g, seg(1, 0, "W")), 0);

	CU_ASSERT_EQUAL(link(1, 0, "W", "E", 1), 0);
	CU_ASSERT_TRUE(same(0, 0, "W", 1, 0, "E"));
	CU_ASSERT_FALSE(same(0, 0, "W", 1, 0, "S"));
	CU_ASSERT_EQUAL(open_edges(1, 0, "E"), 2);
	CU_ASSERT_EQUAL(feature(1, 0, "E").ntiles, 2);
	CU_ASSERT_FALSE(feature(1, 0, "E").complete);
	/* the road leaves the lake tile's W end by its E edge now */
	CU_ASSERT_EQUAL(carc_links_edges(g, seg(1, 0, "W")), 1u << 1);
	/* joined twice: nothing more */
	CU_ASSERT_EQUAL(link(1, 0, "E", "W", 1), 0);
	CU_ASSERT_EQUAL(g->nlinks, 1);

	CU_ASSERT_EQUAL(link(1, 0, "W", "E", 0), 0);
	CU_ASSERT_FALSE(same(0, 0, "W", 1, 0, "E"));
	CU_ASSERT_EQUAL(open_edges(0, 0, "W"), 1);
	CU_ASSERT_EQUAL(open_edges(1, 0, "E"), 1);
	CU_ASSERT_EQUAL(feature(0, 0, "W").ntiles, 2);
	CU_ASSERT_EQUAL(feature(1, 0, "E").ntiles, 1);
	/* D's two road edges are one segment: the part leaves it whole */
	CU_ASSERT_TRUE(same(0, 0, "W", 0, 0, "E"));
	CU_ASSERT_TRUE(same(0, 0, "E", 1, 0, "W"));
	/* the fields across the edges are still joined */
	CU_ASSERT_TRUE(same(0, 0, "EL", 1, 0, "NL"));

	/* no link to part; spots of two kinds; one spot twice */
	CU_ASSERT_EQUAL(link(1, 0, "W", "E", 0), 1);
	CU_ASSERT_EQUAL(link(1, 0, "W", "NL", 1), 1);
	CU_ASSERT_EQUAL(link(1, 0, "W", "W", 1), 1);
	CU_ASSERT_EQUAL(g->nlinks, 0);
}

/* The turn's scoring sees its links: a road the tile closes but its
 * ferry joins to an open one is not complete (no points), and without
 * the link it is (the same board: Alice 3, the control). */
static void
test_join_keeps_open(void)
{
	int with;

	for (with = 0; with < 2; with++) {
		begin();
		place(BOB, "A", -1, 0, 270, NULL);
		carc_game_score_move(g);
		place(ALICE, "FR02", 1, 0, 0, "W");
		if (with)
			CU_ASSERT_EQUAL(link(1, 0, "W", "E", 1), 0);
		carc_game_score_move(g);
		CU_ASSERT_EQUAL(road_points(ALICE), with ? 0 : 3);
		CU_ASSERT_EQUAL(feature(0, 0, "E").complete, !with);
	}
}

/* A part that leaves a closed road completes it in that turn, on a tile
 * other than the one placed: scored with the follower that stood on its
 * segment (it stays there through the part, and counts in the piece it
 * is in, not in the other). */
static void
test_part_completes(void)
{
	struct carc_feature_view v;

	begin();
	place(ALICE, "FR02", 1, 0, 0, "E");
	CU_ASSERT_EQUAL(link(1, 0, "W", "E", 1), 0);
	carc_game_score_move(g);
	place(BOB, "A", 2, 0, 90, NULL);
	carc_game_score_move(g);
	CU_ASSERT_EQUAL(road_points(ALICE), 0);
	v = feature(0, 0, "W");
	CU_ASSERT_EQUAL(v.ntiles, 3);
	CU_ASSERT_EQUAL(v.meeples[ALICE], 1);

	place(ALICE, "A", 0, 1, 0, NULL);
	CU_ASSERT_EQUAL(link(1, 0, "W", "E", 0), 0);
	v = feature(0, 0, "W");
	CU_ASSERT_EQUAL(v.meeples[ALICE], 0);
	CU_ASSERT_EQUAL(v.ntiles, 2);
	CU_ASSERT_FALSE(v.complete);
	v = feature(1, 0, "E");
	CU_ASSERT_EQUAL(v.meeples[ALICE], 1);
	CU_ASSERT_EQUAL(v.ntiles, 2);
	CU_ASSERT_TRUE(v.complete);
	CU_ASSERT_EQUAL(g->segs[carc_seg_find(g, seg(1, 0, "E"))].nfigures, 1);
	carc_game_score_move(g);
	CU_ASSERT_EQUAL(road_points(ALICE), 2);
	/* home (the view keeps who stood there when it scored) */
	CU_ASSERT_EQUAL(g->segs[seg(1, 0, "E")].meeple, -1);
	CU_ASSERT_EQUAL(carc_game_figures_left(g, ALICE, 0), 7);
}

/* A scored road parted by its ferry: both pieces are closed and stay
 * scored, nothing scores again in play or at the end.  Joined again to
 * an open road it is open and unscored. */
static void
test_scored_stays(void)
{
	begin();
	place(BOB, "A", -1, 0, 270, NULL);
	carc_game_score_move(g);
	place(ALICE, "FR02", 1, 0, 0, "W");
	CU_ASSERT_EQUAL(link(1, 0, "W", "E", 1), 0);
	carc_game_score_move(g);
	place(BOB, "A", 2, 0, 90, NULL);
	carc_game_score_move(g);
	CU_ASSERT_EQUAL(road_points(ALICE), 4);	/* A, D, FR02, A */

	place(ALICE, "A", 0, 1, 0, NULL);
	CU_ASSERT_EQUAL(link(1, 0, "W", "E", 0), 0);
	CU_ASSERT_TRUE(g->segs[carc_seg_find(g, seg(0, 0, "W"))].scored);
	CU_ASSERT_TRUE(g->segs[carc_seg_find(g, seg(1, 0, "E"))].scored);
	CU_ASSERT_EQUAL(feature(0, 0, "W").ntiles, 3);
	CU_ASSERT_EQUAL(feature(1, 0, "E").ntiles, 2);
	carc_game_score_move(g);
	CU_ASSERT_EQUAL(road_points(ALICE), 0);

	/* the scored W piece joined to the lake's open road S */
	place(BOB, "A", 1, -1, 180, NULL);
	CU_ASSERT_EQUAL(link(1, 0, "W", "S", 1), 0);
	CU_ASSERT_FALSE(g->segs[carc_seg_find(g, seg(0, 0, "W"))].scored);
	CU_ASSERT_FALSE(feature(0, 0, "W").complete);
	CU_ASSERT_EQUAL(open_edges(0, 0, "W"), 1);
	carc_game_score_move(g);
	carc_game_clear_awards(g);
	carc_game_final(g);
	CU_ASSERT_EQUAL(road_points(ALICE), 0);
	CU_ASSERT_EQUAL(road_points(BOB), 0);
}

/*
 * A part in the turn of the tile placed last closes a road of that tile:
 * the scoring looks at its roads and cities again (g->last_closable, the
 * type's all, set by every change a link makes), though none of its
 * features ran out of open edges as it joined its neighbours (then none:
 * the scoring reads none of its segments).  The piece scores in that
 * turn: Alice's follower on the lake tile's E end, with A's road, 2.
 */
static void
test_part_closes_last_tiles_road(void)
{
	int a = harness_type("A");

	begin();
	place(ALICE, "FR02", 1, 0, 0, "E");
	CU_ASSERT_EQUAL(link(1, 0, "W", "E", 1), 0);
	carc_game_score_move(g);
	/* A's road W on the lake's E end: one road, D's W end still open */
	place(BOB, "A", 2, 0, 90, NULL);
	CU_ASSERT_EQUAL(open_edges(2, 0, "W"), 1);
	CU_ASSERT_EQUAL(g->last_closable, 0);
	CU_ASSERT_EQUAL(link(1, 0, "W", "E", 0), 0);
	CU_ASSERT_NOT_EQUAL(g->type_closable[a], 0);
	CU_ASSERT_EQUAL(g->last_closable, g->type_closable[a]);
	CU_ASSERT_TRUE(feature(2, 0, "W").complete);
	carc_game_score_move(g);
	CU_ASSERT_EQUAL(road_points(ALICE), 2);
	CU_ASSERT_EQUAL(carc_game_figures_left(g, ALICE, 0), 7);
}

int
carc_test_register(void)
{
	CU_pSuite s = CU_add_suite("links", setup, teardown);

	if (s == NULL ||
	    CU_add_test(s, "join and part", test_join_part) == NULL ||
	    CU_add_test(s, "a join keeps a road open",
	    test_join_keeps_open) == NULL ||
	    CU_add_test(s, "a part completes a road, figures kept",
	    test_part_completes) == NULL ||
	    CU_add_test(s, "a scored road stays scored",
	    test_scored_stays) == NULL ||
	    CU_add_test(s, "a part closes a road of the last tile",
	    test_part_closes_last_tiles_road) == NULL)
		return -1;
	return 0;
}
