/*
 * test_signposts_mock.c - the signposts plugin (signposts.so, found as
 * mock_plugin_open finds a plugin) against a mock host (mock_host.c),
 * not the engine: each test writes the few squares, roads and exits a
 * rule of rules-en.md 3.1 looks at, builds markings through the plugin's
 * own tile_key hook, and reads the bonus feature_value gives and the rule
 * explain_value names.
 *
 * Most roads here are "islands": a signpost tile and the next tile across
 * one of its signposts, several islands carrying the same road id.  They
 * need not touch: the mock answers only what the test wrote, and the
 * plugin asks only about the signpost tiles of the road and their
 * neighbours.  Real geometry is test_signposts.c's (the engine).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "carc_plugin.h"
#include "mock_host.h"

enum { LEFT = 0, STRAIGHT, RIGHT };

#define ROAD 1			/* the road valued */
#define ROAD2 2			/* another road */
#define CITY 3
#define NO_TILE 0x10u		/* island(): leave the next square empty */

static const char *const edge_name[4] = { "N", "E", "S", "W" };
static const char *const type_name[3] = { "left", "straight", "right" };
static const int dx[4] = { 0, 1, 0, -1 };
static const int dy[4] = { -1, 0, 1, 0 };

/*
 * The exit edge each type names, per direction of travel (rules-en.md
 * 3.1: "travelling north ... left = exit W, straight = exit N, right =
 * exit E"), written out rather than computed like the plugin does.
 */
static const int want[4][3] = {
	/* travel N */ { CARC_W, CARC_N, CARC_E },
	/* travel E */ { CARC_N, CARC_E, CARC_S },
	/* travel S */ { CARC_E, CARC_S, CARC_W },
	/* travel W */ { CARC_S, CARC_W, CARC_N },
};

static void *handle;
static const struct carc_plugin *sp;

/* The hooks' hint (doc/spec/cli.md) of the last call, NULL for none. */
static const char *hint_rule, *hint_why;

static const char *
explain_value_(void *gm, struct carc_ctx *c, const struct carc_turn *t,
    int seat, const char *kind, int expected, int recorded)
{
	hint_rule = hint_why = NULL;
	return sp->explain_value(gm, c, t, seat, kind, expected, recorded,
	    &hint_rule, &hint_why);
}

static const char *
explain_(void *gm, struct carc_ctx *c, const struct carc_turn *t, int seat,
    const char *kind, int points)
{
	hint_rule = hint_why = NULL;
	return sp->explain(gm, c, t, seat, kind, points, &hint_rule,
	    &hint_why);
}
static void *state;
static void *game;
static struct carc_ctx ctx;

/* --- the plugin ---------------------------------------------------------- */

static int
suite_init(void)
{
	sp = mock_plugin_start("signposts", &mock_host, &handle, &state);
	return sp != NULL ? 0 : -1;
}

static int
suite_fini(void)
{
	mock_plugin_stop(sp, &handle, &state);
	return 0;
}

static void
begin(void)
{
	char err[256] = "";

	mock_reset(&ctx);
	mock_feature(&ctx, ROAD, CARC_ROAD, 0);
	mock_feature(&ctx, ROAD2, CARC_ROAD, 0);
	mock_feature(&ctx, CITY, CARC_CITY, 0);
	game = NULL;
	CU_ASSERT_EQUAL_FATAL(sp->game_begin(state, &ctx, "default", &game,
	    err, sizeof(err)), 0);
	CU_ASSERT_PTR_NOT_NULL_FATAL(game);
}

static void
end(void)
{
	sp->game_end(game);
	game = NULL;
}

/* --- markings through tile_key ------------------------------------------- */

/* [{edge: e1, type: t1}, {edge: e2, type: t2}], as the host parses it. */
struct sp_value {
	struct carc_node kv[2][4];
	struct carc_node item[2];
	struct carc_node seq;
};

static const struct carc_node *
value_of(struct sp_value *v, const char *e1, const char *t1, const char *e2,
    const char *t2)
{
	const char *e[2], *t[2];
	int i;

	e[0] = e1, t[0] = t1, e[1] = e2, t[1] = t2;
	memset(v, 0, sizeof(*v));
	for (i = 0; i < 2; i++) {
		v->kv[i][0] = mock_scalar("edge");
		v->kv[i][1] = mock_scalar(e[i]);
		v->kv[i][2] = mock_scalar("type");
		v->kv[i][3] = mock_scalar(t[i]);
		v->item[i].size = sizeof(v->item[i]);
		v->item[i].type = CARC_NODE_MAPPING;
		v->item[i].n = 4;
		v->item[i].items = v->kv[i];
	}
	v->seq.size = sizeof(v->seq);
	v->seq.type = CARC_NODE_SEQUENCE;
	v->seq.n = 2;
	v->seq.items = v->item;
	return &v->seq;
}

static const void *
marking(const char *e1, const char *t1, const char *e2, const char *t2)
{
	struct sp_value v;
	const struct carc_node *where = NULL;
	const void *m = NULL;
	char err[256] = "";

	CU_ASSERT_EQUAL(sp->tile_key(state, "SPT", "signposts",
	    value_of(&v, e1, t1, e2, t2), &m, &where, err, sizeof(err)), 0);
	CU_ASSERT_PTR_NOT_NULL(m);
	return m;
}

/* SP01 of signposts.yaml: [{edge: E, type: straight}, {edge: W, type: left}] */
static const void *
sp01(void)
{
	return marking("E", "straight", "W", "left");
}

/* --- boards -------------------------------------------------------------- */

/*
 * A signpost tile at (x, y) on road f, the road running through its edges
 * d and d + 2; a signpost of `type` at d pointing to the next tile, one of
 * `other` at d + 2 pointing back to an empty square (never correct).  The
 * next tile, entered by d + 2, lets the road leave by the edges of `exits`
 * (0: the road ends there; NO_TILE: no next tile).
 */
static void
island(int x, int y, int d, int type, int other, carc_feature f,
    unsigned exits)
{
	int back = (d + 2) & 3;

	CU_ASSERT_EQUAL_FATAL(mock_tile(&ctx, x, y, "SPT", 0,
	    marking(edge_name[d], type_name[type], edge_name[back],
	    type_name[other])), 0);
	mock_segment(&ctx, x, y, f, MOCK_EDGE(d) | MOCK_EDGE(back));
	if (exits & NO_TILE)
		return;
	CU_ASSERT_EQUAL_FATAL(mock_tile(&ctx, x + dx[d], y + dy[d], "T", 0,
	    NULL), 0);
	mock_segment(&ctx, x + dx[d], y + dy[d], f, MOCK_EDGE(back) | exits);
}

/* What the plugin adds to a road's value (carc_value's bonus). */
struct bonus {
	int points;
	const char *rule;
	const char *why;
};

static struct bonus
value(carc_feature f, int final)
{
	struct carc_value v;
	struct bonus b;

	memset(&v, 0, sizeof(v));
	v.size = sizeof(v);
	v.kind = mock_host.feature_kind(&ctx, f);
	v.final = final;
	v.ruleset = "final";
	CU_ASSERT_EQUAL(sp->feature_value(game, &ctx, f, &v), 0);
	b.points = v.bonus;
	b.rule = v.bonus_rule;
	b.why = v.bonus_why;
	return b;
}

/* The rule check_figure gives for a follower on spot, or NULL. */
static const char *
spot_rule(const struct carc_turn *t, const char *spot)
{
	struct carc_figure_query q;
	struct carc_ruling r;

	memset(&q, 0, sizeof(q));
	memset(&r, 0, sizeof(r));
	q.size = sizeof(q);
	q.figure = "follower";
	q.spot = spot;
	q.feature = -1;
	r.size = sizeof(r);
	CU_ASSERT_EQUAL(sp->check_figure(game, &ctx, t, &q, &r), 0);
	return r.rule;
}

static int
rule_known(const char *id)
{
	size_t i;

	for (i = 0; i < sp->nrules; i++)
		if (strcmp(sp->rules[i].id, id) == 0)
			return 1;
	return 0;
}

/* feature_value of road f, completed and at game end. */
static void
check_road(carc_feature f, int completed, int at_end)
{
	struct bonus b;

	b = value(f, 0);
	CU_ASSERT_EQUAL(b.points, completed);
	CU_ASSERT_PTR_NOT_NULL_FATAL(b.rule);
	CU_ASSERT_STRING_EQUAL(b.rule, "SIGN-SCORE-TYPES");
	CU_ASSERT(rule_known(b.rule));
	CU_ASSERT_PTR_NOT_NULL(b.why);
	b = value(f, 1);
	CU_ASSERT_EQUAL(b.points, at_end);
	CU_ASSERT_PTR_NOT_NULL_FATAL(b.rule);
	CU_ASSERT_STRING_EQUAL(b.rule, "SIGN-FINAL");
	/* SIGN-SCORE-MAJ: the bonus is the road's value, not an award */
	CU_ASSERT_EQUAL(ctx.nawards, 0);
}

/* What one signpost gives, judged with the next tile's road leaving by
 * `exits`: 1 if correct (k = t = 1), else 0. */
static void
check_one(int d, int type, unsigned exits, int correct)
{
	unsigned int failed = CU_get_number_of_failures();

	begin();
	island(5, 5, d, type, (type + 1) % 3, ROAD, exits);
	check_road(ROAD, correct, correct);
	if (CU_get_number_of_failures() != failed)
		fprintf(stderr, "  travelling %s, %s, exits 0x%x\n",
		    edge_name[d], type_name[type], exits);
	end();
}

/* --- the rules ------------------------------------------------------------ */

static void
test_descriptor(void)
{
	size_t i;

	CU_ASSERT_STRING_EQUAL(sp->name, "signposts");
	CU_ASSERT_EQUAL(sp->abi_major, CARC_ABI_MAJOR);
	CU_ASSERT(sp->abi_minor <= CARC_ABI_MINOR);
	CU_ASSERT_STRING_EQUAL(sp->rule_prefix, "SIGN-");
	CU_ASSERT_PTR_NOT_NULL_FATAL(sp->tile_keys);
	CU_ASSERT_STRING_EQUAL(sp->tile_keys[0], "signposts");
	CU_ASSERT_PTR_NULL(sp->tile_keys[1]);
	for (i = 0; i < sp->nrules; i++)
		CU_ASSERT(strncmp(sp->rules[i].id, "SIGN-", 5) == 0);
	CU_ASSERT(rule_known("SIGN-DIR"));
	CU_ASSERT(rule_known("SIGN-NOEND"));
	CU_ASSERT(rule_known("SIGN-MULTI-EXIT"));
	CU_ASSERT(rule_known("SIGN-EMPTY-NEXT"));
	CU_ASSERT(rule_known("SIGN-OWN-ROAD"));
	CU_ASSERT(rule_known("SIGN-NOT-FEATURE"));
	CU_ASSERT(rule_known("SIGN-FINAL"));
}

/* A host without road_exits cannot run the plugin: init says so. */
static void
test_init_refuses(void)
{
	struct carc_host h = mock_host;
	void *st = NULL;
	char err[256] = "";

	h.road_exits = NULL;
	CU_ASSERT_EQUAL(sp->init(&h, &st, err, sizeof(err)), -1);
	CU_ASSERT_PTR_NULL(st);
	CU_ASSERT_STRING_EQUAL(err, "the host lacks the road services");
	/* an older, smaller host table */
	h = mock_host;
	h.size = (uint32_t)offsetof(struct carc_host, road_exits);
	err[0] = '\0';
	CU_ASSERT_EQUAL(sp->init(&h, &st, err, sizeof(err)), -1);
	CU_ASSERT_PTR_NULL(st);
	CU_ASSERT(err[0] != '\0');
}

/* SIGN-DIR: each type against each exit, for the four directions. */
static void
test_dir(void)
{
	int d, type, exit_type;

	for (d = 0; d < 4; d++)
		for (type = 0; type < 3; type++)
			for (exit_type = 0; exit_type < 3; exit_type++)
				check_one(d, type,
				    MOCK_EDGE(want[d][exit_type]),
				    type == exit_type);
	/* the rules' example: north into the next tile, left leaves W */
	check_one(CARC_N, LEFT, MOCK_EDGE(CARC_W), 1);
	check_one(CARC_N, LEFT, MOCK_EDGE(CARC_E), 0);
}

/* SIGN-NOEND: the road ends on the next tile (a city, a monastery, a
 * crossing) whatever the type. */
static void
test_noend(void)
{
	int d, type;

	for (d = 0; d < 4; d++)
		for (type = 0; type < 3; type++)
			check_one(d, type, 0, 0);
	/* a crossing: each edge of the next tile its own road, all ending */
	begin();
	island(5, 5, CARC_E, STRAIGHT, LEFT, ROAD, 0);
	mock_segment(&ctx, 6, 5, ROAD2, MOCK_EDGE(CARC_N));
	mock_segment(&ctx, 6, 5, ROAD2 + 10, MOCK_EDGE(CARC_E));
	mock_segment(&ctx, 6, 5, ROAD2 + 11, MOCK_EDGE(CARC_S));
	check_road(ROAD, 0, 0);
	end();
}

/* SIGN-MULTI-EXIT: the road leaves the next tile by several edges; one
 * of them being the signpost's is enough. */
static void
test_multi_exit(void)
{
	int d, type;

	for (d = 0; d < 4; d++) {
		unsigned all = MOCK_EDGE(want[d][LEFT]) |
		    MOCK_EDGE(want[d][STRAIGHT]) | MOCK_EDGE(want[d][RIGHT]);

		for (type = 0; type < 3; type++) {
			check_one(d, type, all, 1);
			check_one(d, type, all & ~MOCK_EDGE(want[d][type]), 0);
		}
	}
}

/* SIGN-EMPTY-NEXT: no tile across the signpost, not correct. */
static void
test_empty_next(void)
{
	int d, type;

	for (d = 0; d < 4; d++)
		for (type = 0; type < 3; type++)
			check_one(d, type, NO_TILE, 0);
}

/*
 * SIGN-OWN-ROAD: a tile with two roads, W-N (ROAD) and E-S (ROAD2), a
 * straight signpost at N on the first, a right at E on the second, both
 * correct: each road gets its own, 1 each, not 2 x 2.
 */
static void
own_roads(void)
{
	CU_ASSERT_EQUAL_FATAL(mock_tile(&ctx, 5, 5, "SPT", 0,
	    marking("N", "straight", "E", "right")), 0);
	mock_segment(&ctx, 5, 5, ROAD, MOCK_EDGE(CARC_W) | MOCK_EDGE(CARC_N));
	mock_segment(&ctx, 5, 5, ROAD2, MOCK_EDGE(CARC_E) | MOCK_EDGE(CARC_S));
	/* north: straight on; east: travelling east, right is S */
	mock_tile(&ctx, 5, 4, "T", 0, NULL);
	mock_segment(&ctx, 5, 4, ROAD, MOCK_EDGE(CARC_S) | MOCK_EDGE(CARC_N));
	mock_tile(&ctx, 6, 5, "T", 0, NULL);
	mock_segment(&ctx, 6, 5, ROAD2, MOCK_EDGE(CARC_W) | MOCK_EDGE(CARC_S));
}

static void
test_own_road(void)
{
	struct carc_turn turn;

	begin();
	own_roads();
	check_road(ROAD, 1, 1);
	check_road(ROAD2, 1, 1);
	end();

	/* a record counting the other road's right on ROAD: 2 x 2 - 1 */
	begin();
	own_roads();
	mock_meeple(&ctx, 0, 5, 4, ROAD);
	memset(&turn, 0, sizeof(turn));
	turn.seq = 7;
	CU_ASSERT_EQUAL(value(ROAD, 0).points, 1);
	CU_ASSERT_PTR_NOT_NULL_FATAL(explain_value_(game, &ctx, &turn, 0,
	    "road", 3 + 1, 3 + 4));
	CU_ASSERT_STRING_EQUAL(explain_value_(game, &ctx, &turn, 0, "road",
	    3 + 1, 3 + 4), "SIGN-OWN-ROAD");
	end();
}

/* Several islands on road ROAD, one per entry: type, and how the next
 * tile lets the road go on. */
enum outcome { OK, DIR, NOEND, EMPTY };

struct isl {
	int type;
	int outcome;
};

static void
build_road(const struct isl *is, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		int d = (int)(i % 4), t = is[i].type;
		int x = 2 + 4 * (int)(i % 7), y = 2 + 4 * (int)(i / 7);
		unsigned exits;

		switch (is[i].outcome) {
		case OK:
			exits = MOCK_EDGE(want[d][t]);
			break;
		case DIR:
			exits = MOCK_EDGE(want[d][(t + 1) % 3]);
			break;
		case NOEND:
			exits = 0;
			break;
		default:
			exits = NO_TILE;
			break;
		}
		island(x, y, d, t, (t + 1) % 3, ROAD, exits);
	}
}

/* SIGN-SCORE-TYPES (k x t) and SIGN-FINAL (k): the own cases and the
 * official worked example of rules-en.md 3.1. */
static void
test_score_types(void)
{
	static const struct isl ssl[] = {
		{ STRAIGHT, OK }, { STRAIGHT, OK }, { LEFT, OK }
	};
	static const struct isl r[] = { { RIGHT, OK } };
	static const struct isl two[] = { { LEFT, OK }, { RIGHT, OK } };
	/* 8 signposts, 5 correct of all three types; two point the wrong
	 * way, the road ends on the next tile for two (one of them both) */
	static const struct isl worked[] = {
		{ STRAIGHT, OK }, { LEFT, DIR }, { STRAIGHT, OK },
		{ RIGHT, NOEND }, { LEFT, OK }, { RIGHT, OK },
		{ STRAIGHT, NOEND }, { RIGHT, OK }
	};
	static const struct isl none[] = {
		{ LEFT, DIR }, { RIGHT, NOEND }, { STRAIGHT, EMPTY }
	};

	begin();
	build_road(ssl, 3);
	check_road(ROAD, 6, 3);		/* 3 x 2; SIGN-FINAL: 3 */
	end();
	begin();
	build_road(r, 1);
	check_road(ROAD, 1, 1);
	end();
	begin();
	build_road(two, 2);
	check_road(ROAD, 4, 2);
	end();
	begin();
	build_road(worked, 8);
	check_road(ROAD, 15, 5);	/* 5 x 3 */
	end();
	begin();
	build_road(none, 3);
	check_road(ROAD, 0, 0);
	end();
}

/* A road of more tiles than the plugin reads without allocating. */
static void
test_long_road(void)
{
	static const struct isl ssl[] = {
		{ STRAIGHT, OK }, { STRAIGHT, OK }, { LEFT, OK }
	};
	int x, y;

	begin();
	build_road(ssl, 3);
	for (y = 20; y < 24; y++)
		for (x = 0; x < MOCK_SIZE; x++) {
			mock_tile(&ctx, x, y, "U", 0, NULL);
			mock_segment(&ctx, x, y, ROAD,
			    MOCK_EDGE(CARC_W) | MOCK_EDGE(CARC_E));
		}
	check_road(ROAD, 6, 3);
	end();
}

/* Only roads have signposts: a city is left alone. */
static void
test_not_road(void)
{
	struct bonus b;

	begin();
	island(5, 5, CARC_E, STRAIGHT, LEFT, ROAD, MOCK_EDGE(CARC_E));
	b = value(CITY, 0);
	CU_ASSERT_EQUAL(b.points, 0);
	CU_ASSERT_PTR_NULL(b.rule);
	end();
}

/* The rotation of the tile turns its signposts (types stay). */
static void
test_rotation(void)
{
	/* SP01's E straight and W left, on the board, per quarter turn */
	static const int straight_at[4] = { CARC_E, CARC_S, CARC_W, CARC_N };
	static const int left_at[4] = { CARC_W, CARC_N, CARC_E, CARC_S };
	int r;

	for (r = 0; r < 4; r++) {
		int ds = straight_at[r], dl = left_at[r];
		int sx = 5 + dx[ds], sy = 5 + dy[ds];
		int lx = 5 + dx[dl], ly = 5 + dy[dl];

		begin();
		mock_tile(&ctx, 5, 5, "SP01", r, sp01());
		mock_segment(&ctx, 5, 5, ROAD, MOCK_EDGE(ds) | MOCK_EDGE(dl));
		mock_tile(&ctx, sx, sy, "T", 0, NULL);
		mock_segment(&ctx, sx, sy, ROAD, MOCK_EDGE(dl) |
		    MOCK_EDGE(want[ds][STRAIGHT]));
		mock_tile(&ctx, lx, ly, "T", 0, NULL);
		mock_segment(&ctx, lx, ly, ROAD, MOCK_EDGE(ds) |
		    MOCK_EDGE(want[dl][LEFT]));
		check_road(ROAD, 4, 2);		/* both: 2 x 2 */
		CU_ASSERT_EQUAL(ctx.nlogs, 0);
		end();
	}

	/* laid N-S (a quarter turn) but reported unturned: the plugin
	 * looks for its signposts at E and W, finds no road, says so */
	begin();
	mock_tile(&ctx, 5, 5, "SP01", 0, sp01());
	mock_segment(&ctx, 5, 5, ROAD, MOCK_EDGE(CARC_N) | MOCK_EDGE(CARC_S));
	mock_tile(&ctx, 5, 6, "T", 0, NULL);
	mock_segment(&ctx, 5, 6, ROAD, MOCK_EDGE(CARC_N) | MOCK_EDGE(CARC_S));
	mock_tile(&ctx, 5, 4, "T", 0, NULL);
	mock_segment(&ctx, 5, 4, ROAD, MOCK_EDGE(CARC_S) | MOCK_EDGE(CARC_E));
	check_road(ROAD, 0, 0);
	CU_ASSERT(ctx.nlogs > 0);
	CU_ASSERT_EQUAL(ctx.last_level, CARC_LOG_WARNING);
	end();
}

/*
 * explain_value: an SP01 on road W-E at (5, 5), its E straight correct
 * (the next tile goes straight on); its W left fails in the way `west`
 * lays the tile at (4, 5).  One meeple of seat 0 on the road.
 */
static void
sp01_road(unsigned west, unsigned east)
{
	mock_tile(&ctx, 5, 5, "SP01", 0, sp01());
	mock_segment(&ctx, 5, 5, ROAD, MOCK_EDGE(CARC_W) | MOCK_EDGE(CARC_E));
	mock_tile(&ctx, 6, 5, "T", 0, NULL);
	mock_segment(&ctx, 6, 5, ROAD, MOCK_EDGE(CARC_W) | east);
	if (!(west & NO_TILE)) {
		mock_tile(&ctx, 4, 5, "T", 0, NULL);
		mock_segment(&ctx, 4, 5, ROAD, MOCK_EDGE(CARC_E) | west);
	}
	mock_meeple(&ctx, 0, 5, 5, ROAD);
}

/* A rule named, and the one wanted (a NULL named fails, not crashes). */
static void
check_rule(const char *got, const char *rule)
{
	CU_ASSERT_PTR_NOT_NULL(got);
	CU_ASSERT(got != NULL && strcmp(got, rule) == 0);
	if (got == NULL || strcmp(got, rule) != 0)
		fprintf(stderr, "  named %s, want %s\n", got ? got : "none",
		    rule);
}

static void
check_explain(unsigned west, unsigned east, const char *rule,
    const char *hint)
{
	struct carc_turn turn;

	memset(&turn, 0, sizeof(turn));
	turn.seq = 4;
	turn.x = 6;
	turn.y = 5;
	begin();
	sp01_road(west, east);
	/* completed: 1 x 1; counting the left too: 2 x 2 */
	CU_ASSERT_EQUAL(value(ROAD, 0).points, 1);
	check_rule(explain_value_(game, &ctx, &turn, 0, "road", 3 + 1,
	    3 + 4), rule);
	/* the hint: what was misread, where carc can tell */
	if (hint == NULL) {
		CU_ASSERT_PTR_NULL(hint_rule);
	} else
		check_rule(hint_rule, hint);
	CU_ASSERT(hint_rule == NULL || (hint_why != NULL && *hint_why));
	/* a difference no miscount gives */
	CU_ASSERT_PTR_NULL(explain_value_(game, &ctx, &turn, 0, "road",
	    3 + 1, 3 + 6));
	/* not a road, or points missing altogether */
	CU_ASSERT_PTR_NULL(explain_value_(game, &ctx, &turn, 0, "city",
	    3 + 1, 3 + 4));
	CU_ASSERT_PTR_NULL(explain_value_(game, &ctx, &turn, 0, "road",
	    3 + 1, 0));
	/* at game end: 1, counting the left too: 2 */
	CU_ASSERT_EQUAL(value(ROAD, 1).points, 1);
	check_rule(explain_value_(game, &ctx, NULL, 0, "road", 2 + 1,
	    2 + 2), rule);
	/* the next placement forgets the roads valued */
	sp->after_place(game, &ctx, &turn);
	CU_ASSERT_PTR_NULL(explain_value_(game, &ctx, &turn, 0, "road",
	    3 + 1, 3 + 4));
	end();
}

static void
test_explain_value(void)
{
	struct carc_turn turn;

	/* travelling west, left is S: the road turns N instead */
	check_explain(MOCK_EDGE(CARC_N), MOCK_EDGE(CARC_E), "SIGN-DIR", NULL);
	check_explain(0, MOCK_EDGE(CARC_E), "SIGN-NOEND", NULL);
	check_explain(NO_TILE, MOCK_EDGE(CARC_E), "SIGN-EMPTY-NEXT", NULL);
	/* SIGN-NEXT-TILE: the failing left would be correct across E,
	 * where the road also turns N (to the left, travelling east).  The
	 * rule cited is the one that makes it not correct, SIGN-DIR
	 * (doc/rules/rule-ids.md); the wrong tile is the hint. */
	check_explain(MOCK_EDGE(CARC_N), MOCK_EDGE(CARC_E) | MOCK_EDGE(CARC_N),
	    "SIGN-DIR", "SIGN-NEXT-TILE");

	/* Both counted, of two verdicts: the straight's road ends on the
	 * next tile (SIGN-NOEND), the left's turns the other way
	 * (SIGN-DIR).  No single verdict gives 2 x 2 = 4: the bonus's own
	 * rule, SIGN-SCORE-TYPES (SIGN-FINAL at the end: 2). */
	memset(&turn, 0, sizeof(turn));
	turn.seq = 4;
	turn.x = 6;
	turn.y = 5;
	begin();
	sp01_road(MOCK_EDGE(CARC_N), 0);
	CU_ASSERT_EQUAL(value(ROAD, 0).points, 0);
	check_rule(explain_value_(game, &ctx, &turn, 0, "road", 3, 3 + 4),
	    "SIGN-SCORE-TYPES");
	CU_ASSERT_PTR_NULL(hint_rule);
	CU_ASSERT_EQUAL(value(ROAD, 1).points, 0);
	check_rule(explain_value_(game, &ctx, NULL, 0, "road", 3, 3 + 2),
	    "SIGN-FINAL");
	end();

	/* SIGN-MULTI-EXIT: the straight correct through a roundabout not
	 * counted, the record one short */
	memset(&turn, 0, sizeof(turn));
	begin();
	sp01_road(MOCK_EDGE(CARC_N), MOCK_EDGE(CARC_N) | MOCK_EDGE(CARC_E) |
	    MOCK_EDGE(CARC_S));
	CU_ASSERT_EQUAL(value(ROAD, 0).points, 1);
	CU_ASSERT_PTR_NOT_NULL_FATAL(explain_value_(game, &ctx, &turn, 0,
	    "road", 3 + 1, 3));
	CU_ASSERT_STRING_EQUAL(explain_value_(game, &ctx, &turn, 0,
	    "road", 3 + 1, 3), "SIGN-MULTI-EXIT");
	end();

	/* SIGN-SCORE-MAJ: the bonus recorded for a seat outside the
	 * majority (seat 0 has two meeples, seat 1 one) */
	begin();
	sp01_road(MOCK_EDGE(CARC_N), MOCK_EDGE(CARC_E));
	mock_meeple(&ctx, 0, 6, 5, ROAD);
	mock_meeple(&ctx, 1, 4, 5, ROAD);
	CU_ASSERT_EQUAL(value(ROAD, 0).points, 1);
	CU_ASSERT_PTR_NOT_NULL_FATAL(explain_(game, &ctx, &turn, 1,
	    "road", 1));
	CU_ASSERT_STRING_EQUAL(explain_(game, &ctx, &turn, 1, "road", 1),
	    "SIGN-SCORE-MAJ");
	CU_ASSERT_PTR_NULL(explain_(game, &ctx, &turn, 1, "road", 2));
	CU_ASSERT_PTR_NULL(explain_(game, &ctx, &turn, 1, "city", 1));
	end();
}

/* The point of a signpost's arrowhead (its third primitive), and its
 * post (the fourth). */
static void
arrow_of(const struct carc_draw *g, double *tx, double *ty, double *px,
    double *py)
{
	CU_ASSERT_EQUAL_FATAL(g[2].op, CARC_DRAW_PATH);
	CU_ASSERT_FATAL(sscanf(g[2].path, "M%lf %lf", tx, ty) == 2);
	CU_ASSERT_EQUAL_FATAL(g[3].op, CARC_DRAW_CIRCLE);
	*px = g[3].x;
	*py = g[3].y;
}

/*
 * draw: one arrow per signpost, at its edge in tile orientation,
 * pointing the way its type says: its head past the post towards the
 * edge, and turned to the traveller's left or right; every primitive
 * with its type's legend and SIGN-DIR.
 */
static void
test_draw(void)
{
	struct carc_draw g[16];
	const void *m = sp01();
	double tx, ty, px, py;
	size_t i;

	memset(g, 0, sizeof(g));
	/* SP01: straight at E, left at W */
	CU_ASSERT_EQUAL_FATAL(sp->draw(state, m, g, 16, sizeof(g[0])), 8);
	for (i = 0; i < 8; i++) {
		CU_ASSERT(g[i].size >= CARC_DRAW_SIZE_3_0);
		CU_ASSERT_PTR_NOT_NULL_FATAL(g[i].legend);
		CU_ASSERT_STRING_EQUAL(g[i].rule, "SIGN-DIR");
		CU_ASSERT_EQUAL(g[i].layer, CARC_LAYER_ART);
	}
	CU_ASSERT_PTR_NOT_NULL(strstr(g[0].legend, "straight"));
	CU_ASSERT_PTR_NOT_NULL(strstr(g[4].legend, "left"));
	/* straight at E: the head east of the post, on its line, near E */
	arrow_of(g, &tx, &ty, &px, &py);
	CU_ASSERT(tx > px + 20 && tx > 80 && tx <= 100);
	CU_ASSERT_DOUBLE_EQUAL(ty, py, 0.01);
	/* left at W: travelling west, the left is south */
	arrow_of(g + 4, &tx, &ty, &px, &py);
	CU_ASSERT(tx < px && ty > py + 10);
	m = marking("S", "right", "N", "straight");
	CU_ASSERT_EQUAL(sp->draw(state, m, g, 16, sizeof(g[0])), 8);
	/* right at S: travelling south, the right is west */
	arrow_of(g, &tx, &ty, &px, &py);
	CU_ASSERT(ty > py && tx < px - 10);
	/* straight at N: straight up to the N edge */
	arrow_of(g + 4, &tx, &ty, &px, &py);
	CU_ASSERT(ty < py - 20 && ty < 20);
	CU_ASSERT_DOUBLE_EQUAL(tx, px, 0.01);
	/* room for one: says eight, writes one */
	memset(g, 0, sizeof(g));
	g[1].op = 99;
	CU_ASSERT_EQUAL(sp->draw(state, m, g, 1, sizeof(g[0])), 8);
	CU_ASSERT_EQUAL(g[0].op, CARC_DRAW_PATH);
	CU_ASSERT_EQUAL(g[1].op, 99);
	/* an element smaller than 3.0's: nothing written */
	memset(g, 0, sizeof(g));
	CU_ASSERT_EQUAL(sp->draw(state, m, g, 4, CARC_DRAW_SIZE_3_0 - 8), 8);
	CU_ASSERT_EQUAL(g[0].op, 0);
}

/* SIGN-NOT-FEATURE: no meeple on the signpost (spot C). */
static void
test_meeple_spot(void)
{
	struct carc_turn turn;
	struct carc_tile_info ti;

	begin();
	memset(&turn, 0, sizeof(turn));
	memset(&ti, 0, sizeof(ti));
	turn.size = sizeof(turn);
	turn.tile = &ti;
	ti.size = sizeof(ti);
	ti.id = "SP01";
	ti.has_road = 1;
	ti.marking = sp01();
	CU_ASSERT_PTR_NOT_NULL_FATAL(spot_rule(&turn, "C"));
	CU_ASSERT_STRING_EQUAL(spot_rule(&turn, "C"),
	    "SIGN-NOT-FEATURE");
	CU_ASSERT_PTR_NULL(spot_rule(&turn, "E"));
	CU_ASSERT_PTR_NULL(spot_rule(&turn, "NL"));
	CU_ASSERT_PTR_NULL(spot_rule(&turn, NULL));
	/* a monastery's C is the monastery */
	ti.has_monastery = 1;
	CU_ASSERT_PTR_NULL(spot_rule(&turn, "C"));
	/* not a signpost tile (or the set is off): the host's decision */
	ti.has_monastery = 0;
	ti.marking = NULL;
	CU_ASSERT_PTR_NULL(spot_rule(&turn, "C"));
	end();
}

/* tile_key refuses each bad value with a message naming the tile, and
 * points at the offending node. */
static void
bad_key(const struct carc_node *value, const struct carc_node *want_where,
    const char *want_text)
{
	const struct carc_node *where = NULL;
	const void *m = &m;
	char err[256] = "";

	CU_ASSERT_EQUAL(sp->tile_key(state, "SPX", "signposts", value, &m,
	    &where, err, sizeof(err)), -1);
	CU_ASSERT_PTR_EQUAL(m, &m);		/* untouched */
	CU_ASSERT_PTR_EQUAL(where, want_where);
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "'SPX'"));
	CU_ASSERT_PTR_NOT_NULL(strstr(err, want_text));
	if (strstr(err, want_text) == NULL)
		fprintf(stderr, "  got '%s', want '%s'\n", err, want_text);
}

static void
test_tile_key_errors(void)
{
	struct sp_value v;
	struct carc_node s = mock_scalar("E"), seq;
	const struct carc_node *val;

	bad_key(&s, &s, "exactly 2");
	val = value_of(&v, "E", "straight", "W", "left");
	seq = *val;
	seq.n = 1;
	bad_key(&seq, &seq, "exactly 2");
	seq.n = 0;
	bad_key(&seq, &seq, "exactly 2");

	val = value_of(&v, "E", "straight", "W", "left");
	v.item[1] = mock_scalar("left");
	bad_key(val, &v.item[1], "not a mapping");

	val = value_of(&v, "E", "straight", "W", "left");
	v.kv[0][0] = mock_scalar("road");
	bad_key(val, &v.kv[0][0], "unknown key 'road'");

	bad_key(value_of(&v, "X", "straight", "W", "left"), &v.kv[0][1],
	    "N, E, S or W");
	bad_key(value_of(&v, "E", "straight", "W", "up"), &v.kv[1][3],
	    "left, straight or right");
	bad_key(value_of(&v, "E", "straight", "w", "left"), &v.kv[1][1],
	    "N, E, S or W");

	/* a sequence where the edge should be */
	val = value_of(&v, "E", "straight", "W", "left");
	v.kv[0][1].type = CARC_NODE_SEQUENCE;
	v.kv[0][1].scalar = NULL;
	v.kv[0][1].n = 0;
	bad_key(val, &v.kv[0][1], "N, E, S or W");

	/* {edge: E} alone */
	val = value_of(&v, "E", "straight", "W", "left");
	v.item[0].n = 2;
	bad_key(val, &v.item[0], "lacks its type");
	val = value_of(&v, "E", "straight", "W", "left");
	v.item[1].items = &v.kv[1][2];
	v.item[1].n = 2;
	bad_key(val, &v.item[1], "lacks its edge");

	/* two signposts of one type, or on one edge */
	bad_key(value_of(&v, "E", "left", "W", "left"), &v.item[1],
	    "type left twice");
	bad_key(value_of(&v, "E", "left", "E", "right"), &v.item[1],
	    "edge E twice");
}

int
carc_test_register(void)
{
	CU_pSuite s;

	s = CU_add_suite("signposts against a mock host", suite_init,
	    suite_fini);
	if (s == NULL ||
	    CU_add_test(s, "descriptor", test_descriptor) == NULL ||
	    CU_add_test(s, "init refuses a host without roads",
	    test_init_refuses) == NULL ||
	    CU_add_test(s, "SIGN-DIR, four directions", test_dir) == NULL ||
	    CU_add_test(s, "SIGN-NOEND", test_noend) == NULL ||
	    CU_add_test(s, "SIGN-MULTI-EXIT", test_multi_exit) == NULL ||
	    CU_add_test(s, "SIGN-EMPTY-NEXT", test_empty_next) == NULL ||
	    CU_add_test(s, "SIGN-OWN-ROAD", test_own_road) == NULL ||
	    CU_add_test(s, "SIGN-SCORE-TYPES and SIGN-FINAL",
	    test_score_types) == NULL ||
	    CU_add_test(s, "a road of many tiles", test_long_road) == NULL ||
	    CU_add_test(s, "not a road", test_not_road) == NULL ||
	    CU_add_test(s, "rotation", test_rotation) == NULL ||
	    CU_add_test(s, "explain_value and explain",
	    test_explain_value) == NULL ||
	    CU_add_test(s, "draw", test_draw) == NULL ||
	    CU_add_test(s, "SIGN-NOT-FEATURE", test_meeple_spot) == NULL ||
	    CU_add_test(s, "tile_key refuses bad values",
	    test_tile_key_errors) == NULL)
		return -1;
	return 0;
}
