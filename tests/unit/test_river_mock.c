/*
 * test_river_mock.c - the river plugin (river.so) against a mock host
 * (mock_host.c), not the engine: each test lays the few tiles a rule of
 * doc/rules/river.md looks at, with their edge letters written out in
 * board orientation, registers the river tiles through the plugin's own
 * tile_key hook, and reads the rule its check_* hooks give.  The boards
 * are river.md's worked examples (section 8) where one exists.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "carc_plugin.h"
#include "mock_host.h"

/* The mock board is [0, MOCK_SIZE) square: river.md's (0, 0) lies here. */
#define OX 10
#define OY 10

static void *handle;
static const struct carc_plugin *rp;
static void *state, *game;
static struct carc_ctx ctx;

/* The river tiles of river.yaml and abbot.yaml, their role and their
 * edges at rotation 0 (N E S W; W is water), as doc/spec/tiles.md lists them. */
static const struct {
	const char *id, *role, *edges;
} river_tiles[] = {
	{ "RV01", "spring", "FWFF" },
	{ "RV02", "course", "CWCW" },
	{ "RV03", "course", "CWRW" },
	{ "RV04", "course", "FWRW" },
	{ "RV05", "course", "WRWR" },
	{ "RV06", "course", "FWFW" },
	{ "RV07", "course", "CWWC" },
	{ "RV08", "course", "RRWW" },
	{ "RV09", "course", "FFWW" },
	{ "RV09G", "course", "FFWW" },
	{ "RV10", "lake", "FFFW" },
};
#define NRIVER (sizeof(river_tiles) / sizeof(river_tiles[0]))

/* Base tiles used here, at rotation 0. */
static const struct {
	const char *id, *edges;
} base_tiles[] = {
	{ "B", "FFFF" }, { "D", "CRFR" }, { "E", "CFFF" },
};
#define NBASE (sizeof(base_tiles) / sizeof(base_tiles[0]))

static const void *markings[NRIVER];	/* what tile_key made of each */

/* --- the plugin, a game -------------------------------------------------- */

static int
suite_init(void)
{
	return (rp = mock_plugin_open("river", &handle)) == NULL ? -1 : 0;
}

static int
suite_fini(void)
{
	mock_plugin_close(handle);
	handle = NULL;
	return 0;
}

/* A fresh plugin state with the first `n` river tiles of the catalogue
 * registered, and a game on an empty board under a standard supply that
 * knows every river tile (none left) and the base tiles (none left). */
static void
begin_with(size_t n)
{
	char err[256] = "";
	size_t i;

	mock_reset(&ctx);
	state = game = NULL;
	CU_ASSERT_EQUAL_FATAL(rp->init(&mock_host, &state, err, sizeof(err)),
	    0);
	for (i = 0; i < NRIVER; i++) {
		struct carc_node v = mock_scalar(river_tiles[i].role);
		const struct carc_node *where = NULL;

		markings[i] = NULL;
		if (i < n)
			CU_ASSERT_EQUAL_FATAL(rp->tile_key(state,
			    river_tiles[i].id, "river", &v, &markings[i],
			    &where, err, sizeof(err)), 0);
		mock_tiles_left(&ctx, river_tiles[i].id, 0);
	}
	for (i = 0; i < NBASE; i++)
		mock_tiles_left(&ctx, base_tiles[i].id, 0);
	/* as the host does (ABI 4, game_size): the plugin's per-game
	 * state, zeroed, before game_begin */
	if (rp->game_size > 0)
		CU_ASSERT_PTR_NOT_NULL_FATAL(game = calloc(1, rp->game_size));
	CU_ASSERT_EQUAL_FATAL(rp->game_begin(state, &ctx, "default", &game,
	    err, sizeof(err)), 0);
}

static void
begin(void)
{
	begin_with(NRIVER);
}

static void
end(void)
{
	rp->game_end(game);
	if (rp->game_size > 0)
		free(game);
	rp->fini(state);
	game = state = NULL;
}

/* --- tiles --------------------------------------------------------------- */

/* The tile's rotation-0 edges and marking; CU-fails on an unknown id. */
static const char *
edges_of(const char *id, const void **marking)
{
	size_t i;

	for (i = 0; i < NRIVER; i++)
		if (strcmp(river_tiles[i].id, id) == 0) {
			*marking = markings[i];
			return river_tiles[i].edges;
		}
	for (i = 0; i < NBASE; i++)
		if (strcmp(base_tiles[i].id, id) == 0) {
			*marking = NULL;
			return base_tiles[i].edges;
		}
	CU_FAIL_FATAL("a tile the test does not know");
	return NULL;
}

/* The tile `id` at river.md's (x, y), `deg` degrees clockwise: what the
 * host tells a plugin of it.  Board edge e shows the tile's edge e - r. */
static void
info(struct carc_tile_info *ti, const char *id, int x, int y, int deg)
{
	const char *e;
	int r = deg / 90, i;

	memset(ti, 0, sizeof(*ti));
	ti->size = sizeof(*ti);
	ti->id = id;
	ti->x = OX + x;
	ti->y = OY + y;
	ti->rotation = r;
	e = edges_of(id, &ti->marking);
	ti->set = id[0] == 'R' ? "river" : "base";
	for (i = 0; i < 4; i++)
		ti->edges[i] = e[(i - r) & 3];
	ti->edges[4] = '\0';
}

/* Lay a tile on the mock board (no check asked). */
static void
lay(const char *id, int x, int y, int deg)
{
	struct carc_tile_info ti;

	info(&ti, id, x, y, deg);
	CU_ASSERT_EQUAL_FATAL(mock_tile(&ctx, ti.x, ti.y, id, ti.rotation,
	    ti.marking), 0);
	CU_ASSERT_EQUAL_FATAL(mock_edges(&ctx, ti.x, ti.y, ti.edges, ti.set),
	    0);
}

static struct carc_ruling ruling;

static void
turn_of(struct carc_turn *t, const struct carc_tile_info *ti, int seq)
{
	memset(t, 0, sizeof(*t));
	t->size = sizeof(*t);
	t->seq = seq;
	t->seat = seq == 0 ? -1 : (seq + 1) % 2;
	t->x = ti->x;
	t->y = ti->y;
	t->rotation = ti->rotation;
	t->tile = ti;
}

static void
clear_ruling(void)
{
	memset(&ruling, 0, sizeof(ruling));
	ruling.size = sizeof(ruling);
}

/* check_place for `id` at (x, y) rotated `deg`, in move `seq`: the rule. */
static const char *
place_rule(int seq, const char *id, int x, int y, int deg)
{
	struct carc_tile_info ti;
	struct carc_turn t;

	info(&ti, id, x, y, deg);
	turn_of(&t, &ti, seq);
	clear_ruling();
	CU_ASSERT_EQUAL(rp->check_place(game, &ctx, &t, &ruling), 0);
	return ruling.rule;
}

/* Placed when legal (the test's own boards are legal but where said). */
static void
place(int seq, const char *id, int x, int y, int deg)
{
	CU_ASSERT_PTR_NULL(place_rule(seq, id, x, y, deg));
	lay(id, x, y, deg);
}

/* check_draw for `id` in move `seq`: the rule. */
static const char *
draw_rule(int seq, const char *id)
{
	struct carc_tile_info ti;
	struct carc_turn t;

	info(&ti, id, 0, 0, 0);
	turn_of(&t, &ti, seq);
	t.x = t.y = 0;
	clear_ruling();
	CU_ASSERT_EQUAL(rp->check_draw(game, &ctx, &t, &ruling), 0);
	return ruling.rule;
}

/* --- tests --------------------------------------------------------------- */

static void
test_descriptor(void)
{
	static const char *const ids[] = {
		"RIVER-SETUP", "RIVER-FIRST", "RIVER-LAKE-LAST", "RIVER-EDGE",
		"RIVER-CONTINUE", "RIVER-U-TURN", "RIVER-NO-FEATURE"
	};
	size_t i;

	CU_ASSERT_STRING_EQUAL(rp->name, "river");
	CU_ASSERT_STRING_EQUAL(rp->rule_prefix, "RIVER-");
	CU_ASSERT_STRING_EQUAL(rp->catalogue, "river.yaml");
	CU_ASSERT_STRING_EQUAL(rp->rules_doc, "river.md");
	/* exactly river.md's rule ids (section 5), each citing a section */
	CU_ASSERT_EQUAL_FATAL(rp->nrules, sizeof(ids) / sizeof(ids[0]));
	for (i = 0; i < rp->nrules; i++) {
		CU_ASSERT_STRING_EQUAL(rp->rules[i].id, ids[i]);
		CU_ASSERT_EQUAL(strncmp(rp->rules[i].source, "river.md ", 9),
		    0);
		CU_ASSERT(rp->rules[i].statement[0] != '\0');
	}
	/* water: its letter, and RIVER-EDGE when it meets another kind */
	CU_ASSERT_EQUAL_FATAL(rp->nedge_kinds, 1);
	CU_ASSERT_STRING_EQUAL(rp->edge_kinds[0].name, "water");
	CU_ASSERT_EQUAL(rp->edge_kinds[0].letter, 'W');
	CU_ASSERT_STRING_EQUAL(rp->edge_kinds[0].mismatch_rule, "RIVER-EDGE");
	CU_ASSERT_PTR_NOT_NULL(rp->edge_kinds[0].legend);
	CU_ASSERT_STRING_EQUAL(rp->tile_keys[0], "river");
	CU_ASSERT_PTR_NULL(rp->tile_keys[1]);
	CU_ASSERT_EQUAL(rp->nfeature_kinds, 0);
	CU_ASSERT_EQUAL(rp->nfigure_kinds, 0);
	CU_ASSERT_EQUAL(rp->edition, 0);
	/* nothing of the river scores */
	CU_ASSERT_PTR_NULL(rp->feature_value);
	CU_ASSERT_PTR_NULL(rp->after_place);
	CU_ASSERT_PTR_NULL(rp->game_final);
}

static void
test_tile_key(void)
{
	struct carc_node v = mock_scalar("delta"), seq;
	const struct carc_node *where = NULL;
	const void *m = NULL;
	char err[256] = "";

	begin();
	CU_ASSERT_EQUAL(rp->tile_key(state, "RVX", "river", &v, &m, &where,
	    err, sizeof(err)), -1);
	CU_ASSERT_PTR_EQUAL(where, &v);
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "'RVX'"));
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "spring, course, lake"));
	memset(&seq, 0, sizeof(seq));
	seq.size = sizeof(seq);
	seq.type = CARC_NODE_SEQUENCE;
	where = NULL;
	CU_ASSERT_EQUAL(rp->tile_key(state, "RVY", "river", &seq, &m, &where,
	    err, sizeof(err)), -1);
	CU_ASSERT_PTR_EQUAL(where, &seq);
	/* every role, a marking of its own */
	CU_ASSERT_PTR_NOT_NULL(markings[0]);
	CU_ASSERT_PTR_NOT_NULL(markings[NRIVER - 1]);
	CU_ASSERT_PTR_NOT_EQUAL(markings[1], markings[2]);
	end();
}

/* How many of d[0..n) illustrate `rule`. */
static size_t
drawn(const struct carc_draw *d, size_t n, const char *rule)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++)
		if (d[i].rule != NULL && strcmp(d[i].rule, rule) == 0)
			k++;
	return k;
}

/*
 * The draw hook (river.md 1, 2.1): every river tile framed in the
 * river's colour under RIVER-CONTINUE, the spring's source under
 * RIVER-SETUP, the lake's pool under RIVER-LAKE-LAST, each with a legend;
 * the elements stepped through by the host's size, none written past
 * max, none for a marking that is not the river's.
 */
static void
test_draw(void)
{
	struct carc_draw d[16];
	size_t i, n;

	begin();
	CU_ASSERT_PTR_NOT_NULL_FATAL(rp->draw);
	for (i = 0; i < NRIVER; i++) {
		memset(d, 0xa5, sizeof(d));
		n = rp->draw(state, markings[i], d, 16, sizeof(d[0]));
		CU_ASSERT_FATAL(n >= 1 && n <= 16);
		/* the frame first, as large as the tile */
		CU_ASSERT_EQUAL(d[0].size, sizeof(d[0]));
		CU_ASSERT_EQUAL(d[0].op, CARC_DRAW_PATH);
		CU_ASSERT(mock_streq(d[0].path, "M4 4 H96 V96 H4 Z"));
		CU_ASSERT(mock_streq(d[0].stroke, "#4a90c8"));
		CU_ASSERT(mock_streq(d[0].rule, "RIVER-CONTINUE"));
		CU_ASSERT_PTR_NOT_NULL(strstr(d[0].legend, "river tile"));
		if (strcmp(river_tiles[i].role, "spring") == 0) {
			CU_ASSERT(drawn(d, n, "RIVER-SETUP") == n - 1);
			CU_ASSERT_EQUAL(d[1].op, CARC_DRAW_CIRCLE);
			CU_ASSERT_DOUBLE_EQUAL(d[1].x, 50, 1e-9);
			CU_ASSERT_DOUBLE_EQUAL(d[1].y, 50, 1e-9);
			CU_ASSERT_PTR_NOT_NULL(strstr(d[1].legend, "spring"));
		} else if (strcmp(river_tiles[i].role, "lake") == 0) {
			CU_ASSERT(drawn(d, n, "RIVER-LAKE-LAST") == n - 1);
			CU_ASSERT(n > 1 && d[1].fill != NULL);
			CU_ASSERT_PTR_NOT_NULL(strstr(d[n - 1].legend, "lake"));
		} else
			CU_ASSERT_EQUAL(n, 1);
	}
	/* max bounds the writing, not the count */
	memset(d, 0xa5, sizeof(d));
	n = rp->draw(state, markings[0], d, 1, sizeof(d[0]));
	CU_ASSERT(n > 1);
	CU_ASSERT_EQUAL(d[1].size, 0xa5a5a5a5u);
	CU_ASSERT_EQUAL(rp->draw(state, NULL, d, 16, sizeof(d[0])), 0);
	end();
}

/* RIVER-SETUP: the spring, rotation 0 only. */
static void
test_setup(void)
{
	const char *id = NULL, *rule = NULL;
	int any = 1;

	begin();
	CU_ASSERT_EQUAL(rp->start_tile(game, &ctx, &id, &any, &rule), 1);
	CU_ASSERT_STRING_EQUAL(id, "RV01");
	CU_ASSERT_EQUAL(any, 0);
	CU_ASSERT(mock_streq(rule, "RIVER-SETUP"));
	end();
	/* no spring in any catalogue: the base start tile stays */
	begin_with(0);
	id = NULL;
	CU_ASSERT_EQUAL(rp->start_tile(game, &ctx, &id, &any, &rule), 0);
	CU_ASSERT_PTR_NULL(id);
	end();
}

/* RIVER-FIRST and RIVER-LAKE-LAST (river.md 2.1, example 3). */
static void
test_draw_order(void)
{
	begin();
	/* example 3: seq 2 draws D while ten river tiles are left */
	mock_tiles_left(&ctx, "RV02", 1);
	mock_tiles_left(&ctx, "RV03", 1);
	mock_tiles_left(&ctx, "RV04", 1);
	mock_tiles_left(&ctx, "RV05", 1);
	mock_tiles_left(&ctx, "RV06", 1);	/* one drawn at seq 1 */
	mock_tiles_left(&ctx, "RV07", 1);
	mock_tiles_left(&ctx, "RV08", 1);
	mock_tiles_left(&ctx, "RV09", 2);
	mock_tiles_left(&ctx, "RV10", 1);
	CU_ASSERT(mock_streq(draw_rule(2, "D"), "RIVER-FIRST"));
	CU_ASSERT_STRING_EQUAL(ruling.recorded, "D");
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.message, "10 river tiles are"));
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.expected, "10 left"));
	/* ... or the lake, with nine courses left (tiles_left counts the
	 * lake drawn as drawn already) */
	mock_tiles_left(&ctx, "RV10", 0);
	CU_ASSERT(mock_streq(draw_rule(2, "RV10"), "RIVER-LAKE-LAST"));
	CU_ASSERT_STRING_EQUAL(ruling.recorded, "RV10");
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.message, "9 other river tiles"));
	/* a course is drawn: fine, whatever is left */
	mock_tiles_left(&ctx, "RV10", 1);
	CU_ASSERT_PTR_NULL(draw_rule(2, "RV06"));
	end();

	begin();
	/* the last course left, the lake still in the supply */
	mock_tiles_left(&ctx, "RV07", 1);
	mock_tiles_left(&ctx, "RV10", 1);
	CU_ASSERT(mock_streq(draw_rule(10, "RV10"), "RIVER-LAKE-LAST"));
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.message, "1 other river tile "
	    "is"));
	/* the lake left alone: it is a river tile, drawn before D */
	mock_tiles_left(&ctx, "RV07", 0);
	CU_ASSERT(mock_streq(draw_rule(11, "D"), "RIVER-FIRST"));
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.message, "1 river tile is"));
	CU_ASSERT_PTR_NULL(draw_rule(11, "RV10"));
	/* the lake drawn: any tile now (example 1, seq 12) */
	mock_tiles_left(&ctx, "RV10", 0);
	CU_ASSERT_PTR_NULL(draw_rule(12, "D"));
	CU_ASSERT_PTR_NULL(draw_rule(12, "B"));
	/* the garden copy is a river tile like any other */
	mock_tiles_left(&ctx, "RV09G", 1);
	CU_ASSERT(mock_streq(draw_rule(12, "D"), "RIVER-FIRST"));
	CU_ASSERT_PTR_NULL(draw_rule(12, "RV09G"));
	end();

	begin();
	/* the spring is the start tile, never drawn: a host that counts it
	 * still in the supply makes no rule */
	mock_tiles_left(&ctx, "RV01", 1);
	CU_ASSERT_PTR_NULL(draw_rule(12, "D"));
	/* seq 0 is the start tile, not drawn */
	mock_tiles_left(&ctx, "RV06", 1);
	CU_ASSERT_PTR_NULL(draw_rule(0, "D"));
	CU_ASSERT(mock_streq(draw_rule(1, "D"), "RIVER-FIRST"));
	/* a river tile the host knows nothing of counts for nothing */
	{
		struct carc_node v = mock_scalar("course");
		const struct carc_node *where = NULL;
		const void *m = NULL;
		char err[256] = "";

		CU_ASSERT_EQUAL(rp->tile_key(state, "RV99", "river", &v, &m,
		    &where, err, sizeof(err)), 0);
		CU_ASSERT(mock_streq(draw_rule(1, "D"), "RIVER-FIRST"));
		CU_ASSERT_PTR_NOT_NULL(strstr(ruling.message, "1 river tile "
		    "is"));
	}
	/* a free supply: tiles_left is -1, no order rule (river.md 2.1) */
	ctx.free_supply = 1;
	CU_ASSERT_PTR_NULL(draw_rule(1, "D"));
	mock_tiles_left(&ctx, "RV07", 1);
	CU_ASSERT_PTR_NULL(draw_rule(1, "RV10"));
	end();
}

/* Example 1: a whole river, every placement legal. */
static void
test_whole_river(void)
{
	begin();
	lay("RV01", 0, 0, 0);
	CU_ASSERT_PTR_NULL(place_rule(0, "RV01", 0, 1, 0));	/* seq 0 */
	place(1, "RV06", 1, 0, 0);
	place(2, "RV09", 2, 0, 0);
	place(3, "RV02", 2, 1, 90);
	place(4, "RV09", 2, 2, 180);
	place(5, "RV05", 3, 2, 90);
	place(6, "RV08", 4, 2, 0);
	place(7, "RV03", 4, 3, 90);
	place(8, "RV07", 4, 4, 270);
	place(9, "RV04", 5, 4, 0);
	place(10, "RV06", 6, 4, 0);
	place(11, "RV10", 7, 4, 0);
	/* a base tile next to the river: not the plugin's business (a
	 * water edge against it is RIVER-EDGE, the host's) */
	CU_ASSERT_PTR_NULL(place_rule(12, "D", 0, -1, 180));
	CU_ASSERT_PTR_NULL(place_rule(12, "B", 8, 4, 0));
	end();
}

/* RIVER-CONTINUE (example 5), and water against water only. */
static void
test_continue(void)
{
	begin();
	lay("RV01", 0, 0, 0);
	/* RV06 north of the spring: fields match, no water meets water */
	CU_ASSERT(mock_streq(place_rule(1, "RV06", 0, -1, 0),
	    "RIVER-CONTINUE"));
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.message, "RV06"));
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.recorded, "RV06 at (10,9)"));
	CU_ASSERT_PTR_NULL(place_rule(1, "RV06", 1, 0, 0));
	/* the lake too continues the river */
	CU_ASSERT(mock_streq(place_rule(1, "RV10", 0, 1, 0), "RIVER-CONTINUE"));
	CU_ASSERT_PTR_NULL(place_rule(1, "RV10", 1, 0, 0));
	/* a water edge against a field edge joins no river */
	lay("B", 1, 0, 0);
	CU_ASSERT(mock_streq(place_rule(2, "RV06", 1, 1, 90),
	    "RIVER-CONTINUE"));
	end();
}

/* RIVER-U-TURN, example 4: the rulebook's forbidden placement. */
static void
test_u_turn(void)
{
	begin();
	lay("RV01", 0, 0, 0);
	place(1, "RV09", 1, 0, 0);	/* turns right: open end S of (1,0) */
	/* turning right again, towards the spring */
	CU_ASSERT(mock_streq(place_rule(2, "RV09", 1, 1, 90), "RIVER-U-TURN"));
	CU_ASSERT_STRING_EQUAL(ruling.recorded, "a tile at (10,10)");
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.expected, "W edge"));
	/* turning left: its five squares are empty */
	CU_ASSERT_PTR_NULL(place_rule(2, "RV09", 1, 1, 180));
	/* the garden copy turns the same */
	CU_ASSERT(mock_streq(place_rule(2, "RV09G", 1, 1, 90), "RIVER-U-TURN"));
	end();
}

/*
 * The five squares, in each direction: the river leaves (0,0) by edge e
 * (a straight RV06 laid so, its other end against a course).  Each of the
 * five squares ahead blocks it alone; the squares beside the new tile,
 * and the one beyond the five, do not.
 */
static void
test_five_squares(void)
{
	/* travelling N, E, S, W: ahead (dx, dy), left (lx, ly) */
	static const int ahead[4][2] = { { 0, -1 }, { 1, 0 }, { 0, 1 },
	    { -1, 0 } };
	static const int left[4][2] = { { -1, 0 }, { 0, -1 }, { 1, 0 },
	    { 0, 1 } };
	int e, k;

	for (e = 0; e < 4; e++) {
		int ax = ahead[e][0], ay = ahead[e][1];
		int lx = left[e][0], ly = left[e][1];
		/* the five squares, then three that are not among them */
		int sq[8][2] = {
			{ ax + lx, ay + ly }, { ax - lx, ay - ly },
			{ 2 * ax, 2 * ay },
			{ 2 * ax + lx, 2 * ay + ly },
			{ 2 * ax - lx, 2 * ay - ly },
			{ 3 * ax, 3 * ay }, { lx, ly }, { -lx, -ly },
		};
		/* RV06 runs W-E at 0 and 180, N-S at 90 and 270 */
		int deg = e % 2 == 0 ? 90 : 0;

		for (k = 0; k < 8; k++) {
			begin();
			/* the river comes from behind */
			lay("RV06", -ax, -ay, deg);
			lay("B", sq[k][0], sq[k][1], 0);
			if (k < 5) {
				CU_ASSERT(mock_streq(place_rule(5, "RV06", 0, 0,
				    deg),
				    "RIVER-U-TURN"));
			} else {
				CU_ASSERT_PTR_NULL(place_rule(5, "RV06", 0, 0,
				    deg));
			}
			end();
		}
		begin();
		lay("RV06", -ax, -ay, deg);
		CU_ASSERT_PTR_NULL(place_rule(5, "RV06", 0, 0, deg));
		end();
	}
}

/* RIVER-NO-FEATURE (example 7): a figure on a water edge's spot. */
static void
test_no_feature(void)
{
	struct carc_figure_query q;
	struct carc_tile_info ti;
	struct carc_turn t;
	static const struct {
		const char *spot;
		int deg, feature;
		const char *rule;
	} cases[] = {
		{ "E", 0, -1, "RIVER-NO-FEATURE" },	/* RV02: E, W water */
		{ "W", 0, -1, "RIVER-NO-FEATURE" },
		{ "N", 0, 7, NULL },		/* its city */
		{ "EL", 0, 8, NULL },		/* a bank */
		{ "C", 0, -1, NULL },		/* no centre: the host's */
		{ "N", 90, -1, "RIVER-NO-FEATURE" },	/* turned: N, S water */
		{ "E", 90, 7, NULL },
		{ "E", 90, -1, NULL },		/* a city edge, not water */
	};
	size_t i;

	begin();
	lay("RV01", 0, 0, 0);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		info(&ti, "RV02", 1, 0, cases[i].deg);
		turn_of(&t, &ti, 1);
		memset(&q, 0, sizeof(q));
		q.size = sizeof(q);
		q.action = CARC_FIGURE_PLACE;
		q.figure = "follower";
		q.seat = 0;
		q.spot = cases[i].spot;
		q.x = ti.x;
		q.y = ti.y;
		q.feature = cases[i].feature;
		q.feature_kind = cases[i].feature < 0 ? -1 : CARC_CITY;
		clear_ruling();
		CU_ASSERT_EQUAL(rp->check_figure(game, &ctx, &t, &q, &ruling),
		    0);
		if (cases[i].rule == NULL) {
			CU_ASSERT_PTR_NULL(ruling.rule);
			continue;
		}
		CU_ASSERT(mock_streq(ruling.rule, cases[i].rule));
		CU_ASSERT_EQUAL(ruling.stop, 1);
		CU_ASSERT_PTR_NOT_NULL(strstr(ruling.message, "is the river"));
	}
	/* any figure kind; a taking back is not the river's business */
	q.figure = "big";
	q.spot = "N";
	q.feature = -1;
	clear_ruling();
	CU_ASSERT_EQUAL(rp->check_figure(game, &ctx, &t, &q, &ruling), 0);
	CU_ASSERT(mock_streq(ruling.rule, "RIVER-NO-FEATURE"));
	q.action = CARC_FIGURE_TAKE_BACK;	/* its spot NULL; even if not */
	clear_ruling();
	CU_ASSERT_EQUAL(rp->check_figure(game, &ctx, &t, &q, &ruling), 0);
	CU_ASSERT_PTR_NULL(ruling.rule);
	end();
}

/* init refuses a host without the 3.0 services it reads. */
static void
test_init_refuses(void)
{
	struct carc_host old = mock_host;
	void *st = NULL;
	char err[256] = "";

	old.tiles_left = NULL;
	CU_ASSERT_EQUAL(rp->init(&old, &st, err, sizeof(err)), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "tiles_left"));
	CU_ASSERT_PTR_NULL(st);
}

int
carc_test_register(void)
{
	CU_pSuite s;

	s = CU_add_suite("river against a mock host", suite_init, suite_fini);
	if (s == NULL ||
	    CU_add_test(s, "descriptor", test_descriptor) == NULL ||
	    CU_add_test(s, "tile_key", test_tile_key) == NULL ||
	    CU_add_test(s, "draw", test_draw) == NULL ||
	    CU_add_test(s, "init refuses an old host",
	    test_init_refuses) == NULL ||
	    CU_add_test(s, "RIVER-SETUP", test_setup) == NULL ||
	    CU_add_test(s, "RIVER-FIRST and RIVER-LAKE-LAST",
	    test_draw_order) == NULL ||
	    CU_add_test(s, "a whole river", test_whole_river) == NULL ||
	    CU_add_test(s, "RIVER-CONTINUE", test_continue) == NULL ||
	    CU_add_test(s, "RIVER-U-TURN", test_u_turn) == NULL ||
	    CU_add_test(s, "RIVER-U-TURN, the five squares",
	    test_five_squares) == NULL ||
	    CU_add_test(s, "RIVER-NO-FEATURE", test_no_feature) == NULL)
		return -1;
	return 0;
}
