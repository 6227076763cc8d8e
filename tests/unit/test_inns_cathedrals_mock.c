/*
 * test_inns_cathedrals_mock.c - the inns_cathedrals plugin
 * (inns_cathedrals.so) against a mock host (mock_host.c), not the engine:
 * its declarations, its segment keys, what an inn or a cathedral makes
 * of a road's or city's value (feature_value, with the markings its own
 * segment_key hook made, put on the mock's features), and the rules
 * explain and explain_value name, on the boards of
 * doc/rules/inns_cathedrals.md section 9 reduced to what the hooks read.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "carc_plugin.h"
#include "mock_host.h"

#define ROAD 1			/* features of the tests */
#define ROAD2 2
#define CITY 3
#define FIELD 4
#define CITY2 5

enum { ALICE = 0, BOB = 1 };

static void *handle;
static const struct carc_plugin *ip;
static void *state, *game;
static struct carc_ctx ctx;
static const void *inn, *cathedral;	/* the markings segment_key makes */

/* segment_key on segment "s0" of kind `kind`: its return; *m the marking,
 * *where and err as it set them. */
static int
seg_key(const char *key, int kind, const char *val, const void **m,
    const struct carc_node **where, const struct carc_node *node, char *err,
    size_t errlen)
{
	struct carc_node v = mock_scalar(val);

	if (node == NULL)
		node = &v;
	*m = NULL;
	*where = NULL;
	return ip->segment_key(state, "IC11", "s0", kind, 1u, 0u, key, node, m,
	    where, err, errlen);
}

static int
suite_init(void)
{
	const struct carc_node *where;
	char err[256] = "";

	if ((ip = mock_plugin_start("inns_cathedrals", &mock_host, &handle,
	    &state)) == NULL)
		return -1;
	if (seg_key("inn", CARC_ROAD, "true", &inn, &where, NULL, err,
	    sizeof(err)) != 0 ||
	    seg_key("cathedral", CARC_CITY, "true", &cathedral, &where, NULL,
	    err, sizeof(err)) != 0) {
		fprintf(stderr, "inns_cathedrals: %s\n", err);
		return -1;
	}
	return 0;
}

static int
suite_fini(void)
{
	mock_plugin_stop(ip, &handle, &state);
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
	mock_feature(&ctx, FIELD, CARC_FIELD, 0);
	mock_feature(&ctx, CITY2, CARC_CITY, 0);
	game = NULL;
	CU_ASSERT_EQUAL_FATAL(ip->game_begin(state, &ctx, "default", &game,
	    err, sizeof(err)), 0);
}

static void
end(void)
{
	ip->game_end(game);
	game = NULL;
}

/* --- declarations and keys ----------------------------------------------- */

static void
test_descriptor(void)
{
	/* inns_cathedrals.md section 6, and IC-BIG-SPOT (section 2) */
	static const char *const ids[] = {
		"IC-BIG-SUPPLY", "IC-BIG-SPOT", "IC-BIG-WEIGHT", "IC-INN-DONE",
		"IC-INN-END", "IC-CATH-DONE", "IC-CATH-END", "IC-SEATS"
	};
	const struct carc_figure_kind *fk;
	size_t i;

	CU_ASSERT_STRING_EQUAL(ip->name, "inns_cathedrals");
	CU_ASSERT_STRING_EQUAL(ip->rule_prefix, "IC-");
	CU_ASSERT_STRING_EQUAL(ip->catalogue, "inns_cathedrals.yaml");
	CU_ASSERT_STRING_EQUAL(ip->rules_doc, "inns_cathedrals.md");
	CU_ASSERT_EQUAL_FATAL(ip->nrules, sizeof(ids) / sizeof(ids[0]));
	for (i = 0; i < ip->nrules; i++) {
		CU_ASSERT_STRING_EQUAL(ip->rules[i].id, ids[i]);
		CU_ASSERT_EQUAL(strncmp(ip->rules[i].source,
		    "inns_cathedrals.md ", 19), 0);
	}
	/* the big follower: one a seat, weighs two, a follower, not taken
	 * back, where a follower stands */
	CU_ASSERT_EQUAL_FATAL(ip->nfigure_kinds, 1);
	fk = &ip->figure_kinds[0];
	CU_ASSERT_STRING_EQUAL(fk->name, "big");
	CU_ASSERT_EQUAL(fk->supply, 1);
	CU_ASSERT_EQUAL(fk->weight, 2);
	CU_ASSERT_EQUAL(fk->flags, CARC_FIGURE_FOLLOWER);
	CU_ASSERT_PTR_NULL(fk->stands_on);
	CU_ASSERT(mock_streq(fk->supply_rule, "IC-BIG-SUPPLY"));
	CU_ASSERT(mock_streq(fk->spot_rule, "IC-BIG-SPOT"));
	CU_ASSERT_PTR_NULL(fk->return_rule);
	CU_ASSERT_STRING_EQUAL(ip->segment_keys[0], "inn");
	CU_ASSERT_STRING_EQUAL(ip->segment_keys[1], "cathedral");
	CU_ASSERT_PTR_NULL(ip->segment_keys[2]);
	CU_ASSERT_PTR_NULL(ip->tile_keys);
	CU_ASSERT_EQUAL(ip->nedge_kinds, 0);
	CU_ASSERT_EQUAL(ip->nfeature_kinds, 0);
	CU_ASSERT_EQUAL(ip->edition, 0);
	/* six seats: the host's room, nothing of the plugin's */
	CU_ASSERT_EQUAL(CARC_MAX_SEATS, 6);
}

static void
test_segment_key(void)
{
	const struct carc_node *where;
	struct carc_node seq;
	const void *m;
	char err[256];

	CU_ASSERT_PTR_NOT_NULL(inn);
	CU_ASSERT_PTR_NOT_NULL(cathedral);
	CU_ASSERT_PTR_NOT_EQUAL(inn, cathedral);
	/* `false` marks nothing */
	CU_ASSERT_EQUAL(seg_key("inn", CARC_ROAD, "false", &m, &where, NULL,
	    err, sizeof(err)), 0);
	CU_ASSERT_PTR_NULL(m);
	CU_ASSERT_EQUAL(seg_key("cathedral", CARC_CITY, "false", &m, &where,
	    NULL, err, sizeof(err)), 0);
	CU_ASSERT_PTR_NULL(m);
	/* an inn stands by a road, a cathedral in a city */
	err[0] = '\0';
	CU_ASSERT_EQUAL(seg_key("inn", CARC_CITY, "true", &m, &where, NULL,
	    err, sizeof(err)), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "which is no road"));
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "'IC11'"));
	CU_ASSERT_PTR_NOT_NULL(where);
	err[0] = '\0';
	CU_ASSERT_EQUAL(seg_key("cathedral", CARC_ROAD, "true", &m, &where,
	    NULL, err, sizeof(err)), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "which is no city"));
	CU_ASSERT_EQUAL(seg_key("inn", CARC_FIELD, "false", &m, &where, NULL,
	    err, sizeof(err)), -1);
	/* true or false, nothing else */
	err[0] = '\0';
	CU_ASSERT_EQUAL(seg_key("inn", CARC_ROAD, "yes", &m, &where, NULL,
	    err, sizeof(err)), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "neither true nor false"));
	memset(&seq, 0, sizeof(seq));
	seq.size = sizeof(seq);
	seq.type = CARC_NODE_SEQUENCE;
	CU_ASSERT_EQUAL(seg_key("cathedral", CARC_CITY, NULL, &m, &where, &seq,
	    err, sizeof(err)), -1);
	CU_ASSERT_PTR_EQUAL(where, &seq);
}

/* --- pictures ------------------------------------------------------------ */

/* The centre of the halo that the picture of a marking on a segment
 * reaching `edges` begins with, under `rule`; 0, or -1. */
static int
picture_at(const char *key, int kind, unsigned edges, const char *rule,
    const char *word, double *x, double *y)
{
	struct carc_node v = mock_scalar("true");
	const struct carc_node *where = NULL;
	struct carc_draw d[8];
	const void *m = NULL;
	char err[256];
	size_t n, i;

	if (ip->segment_key(state, "IC11", "s1", kind, edges, 0u, key, &v,
	    &m, &where, err, sizeof(err)) != 0 || m == NULL)
		return -1;
	n = ip->draw(state, m, d, 8, sizeof(d[0]));
	if (n < 2 || n > 8 || d[0].op != CARC_DRAW_CIRCLE)
		return -1;
	for (i = 0; i < n; i++)
		if (!mock_streq(d[i].rule, rule) || d[i].legend == NULL ||
		    strncmp(d[i].legend, word, strlen(word)) != 0 ||
		    d[i].size != sizeof(d[i]))
			return -1;
	/* the building stands upright on a turned tile (ABI 3.1), about
	 * its place */
	for (i = 1; i < n; i++)
		if (d[i].op == CARC_DRAW_PATH && (!d[i].upright ||
		    d[i].x != d[0].x || d[i].y != d[0].y))
			return -1;
	*x = d[0].x;
	*y = d[0].y;
	return 0;
}

/*
 * The draw hook (inns_cathedrals.md 2): an inn beside its road, a little
 * way in from its first edge, on the outside of a bend; a cathedral in
 * its city (the centre of a city on all four edges); each under the rule
 * that scores it complete, with its legend.
 */
static void
test_draw(void)
{
	double x = -1, y = -1;

	CU_ASSERT_PTR_NOT_NULL_FATAL(ip->draw);
	/* a road ending at the north edge: to its west, 26 in */
	CU_ASSERT_EQUAL_FATAL(picture_at("inn", CARC_ROAD, 1u << CARC_N,
	    "IC-INN-DONE", "inn:", &x, &y), 0);
	CU_ASSERT_DOUBLE_EQUAL(x, 34, 1e-9);
	CU_ASSERT_DOUBLE_EQUAL(y, 26, 1e-9);
	/* west to south, a bend: beside the south end, away from the west */
	CU_ASSERT_EQUAL_FATAL(picture_at("inn", CARC_ROAD, 1u << CARC_W |
	    1u << CARC_S, "IC-INN-DONE", "inn:", &x, &y), 0);
	CU_ASSERT_DOUBLE_EQUAL(x, 66, 1e-9);
	CU_ASSERT_DOUBLE_EQUAL(y, 74, 1e-9);
	/* east to south: beside the east end, away from the south */
	CU_ASSERT_EQUAL_FATAL(picture_at("inn", CARC_ROAD, 1u << CARC_E |
	    1u << CARC_S, "IC-INN-DONE", "inn:", &x, &y), 0);
	CU_ASSERT_DOUBLE_EQUAL(x, 74, 1e-9);
	CU_ASSERT_DOUBLE_EQUAL(y, 34, 1e-9);
	/* a city on all four edges: the cathedral at the centre */
	CU_ASSERT_EQUAL_FATAL(picture_at("cathedral", CARC_CITY, 0xfu,
	    "IC-CATH-DONE", "cathedral:", &x, &y), 0);
	CU_ASSERT_DOUBLE_EQUAL(x, 50, 1e-9);
	CU_ASSERT_DOUBLE_EQUAL(y, 50, 1e-9);
	/* a city on the north edge: towards it */
	CU_ASSERT_EQUAL_FATAL(picture_at("cathedral", CARC_CITY, 1u << CARC_N,
	    "IC-CATH-DONE", "cathedral:", &x, &y), 0);
	CU_ASSERT_DOUBLE_EQUAL(x, 50, 1e-9);
	CU_ASSERT(y < 50);
	/* nothing for no marking */
	CU_ASSERT_EQUAL(ip->draw(state, NULL, NULL, 0, sizeof(struct
	    carc_draw)), 0);
}

/* --- values -------------------------------------------------------------- */

static struct carc_value
value(int kind, int final, int complete, int tiles, int coa)
{
	struct carc_value v;

	memset(&v, 0, sizeof(v));
	v.size = sizeof(v);
	v.kind = kind;
	v.final = final;
	v.ruleset = "final";
	v.complete = complete;
	v.tiles = tiles;
	v.coats_of_arms = coa;
	/* the base game's value and rule, as the host fills them */
	if (kind == CARC_ROAD) {
		v.points = tiles;
		v.rule = complete ? "BASE-ROAD-PTS" : "BASE-ROAD-END";
	} else if (kind == CARC_CITY) {
		v.points = complete ? 2 * (tiles + coa) : tiles + coa;
		v.rule = complete ? "BASE-CITY-PTS" : "BASE-CITY-END";
	}
	return v;
}

static void
valued(carc_feature f, struct carc_value *v)
{
	CU_ASSERT_EQUAL(ip->feature_value(game, &ctx, f, v), 0);
}

/* IC-INN-DONE: examples 1 (5 tiles: 10) and 3 (3 tiles: 6). */
static void
test_inn_done(void)
{
	struct carc_value v;

	begin();
	mock_marking(&ctx, ROAD, inn);
	v = value(CARC_ROAD, 0, 1, 5, 0);
	valued(ROAD, &v);
	CU_ASSERT_EQUAL(v.points, 10);
	CU_ASSERT(mock_streq(v.rule, "IC-INN-DONE"));
	CU_ASSERT_STRING_EQUAL(v.why, "road of 5 tiles with an inn");
	CU_ASSERT_PTR_NULL(v.zero_rule);
	v = value(CARC_ROAD, 0, 1, 3, 0);
	valued(ROAD, &v);
	CU_ASSERT_EQUAL(v.points, 6);
	/* two inns on one road: one or more, no more points */
	mock_marking(&ctx, ROAD, inn);
	v = value(CARC_ROAD, 0, 1, 3, 0);
	valued(ROAD, &v);
	CU_ASSERT_EQUAL(v.points, 6);
	/* a road without an inn keeps the base value */
	v = value(CARC_ROAD, 0, 1, 3, 0);
	valued(ROAD2, &v);
	CU_ASSERT_EQUAL(v.points, 3);
	CU_ASSERT(mock_streq(v.rule, "BASE-ROAD-PTS"));
	CU_ASSERT_STRING_EQUAL(v.why, "");
	/* a bonus another plugin gave stays, added to the doubled road */
	v = value(CARC_ROAD, 0, 1, 4, 0);
	v.bonus = 2;
	v.bonus_rule = "SIGN-SCORE-TYPES";
	valued(ROAD, &v);
	CU_ASSERT_EQUAL(v.points, 8);
	CU_ASSERT_EQUAL(v.bonus, 2);
	end();
}

/* IC-INN-END: example 2 (4 tiles, open: 0) and example 3's Bob. */
static void
test_inn_end(void)
{
	struct carc_value v;

	begin();
	mock_marking(&ctx, ROAD, inn);
	mock_meeple(&ctx, ALICE, 10, 10, ROAD);
	v = value(CARC_ROAD, 1, 0, 4, 0);
	v.bonus = 1;			/* a signpost's: lost with the road */
	v.bonus_rule = "SIGN-FINAL";
	valued(ROAD, &v);
	CU_ASSERT(mock_streq(v.zero_rule, "IC-INN-END"));
	CU_ASSERT_STRING_EQUAL(v.why, "road of 4 tiles with an inn, left open");
	/* a zero another plugin gave first stands */
	v = value(CARC_ROAD, 1, 0, 4, 0);
	v.zero_rule = "WELL-DRY";
	valued(ROAD, &v);
	CU_ASSERT(mock_streq(v.zero_rule, "WELL-DRY"));
	CU_ASSERT_STRING_EQUAL(v.why, "");
	/* an open road without an inn scores as usual */
	v = value(CARC_ROAD, 1, 0, 4, 0);
	valued(ROAD2, &v);
	CU_ASSERT_PTR_NULL(v.zero_rule);
	CU_ASSERT_EQUAL(v.points, 4);
	/* an open road is not valued during play; if it were, no zero */
	v = value(CARC_ROAD, 0, 0, 4, 0);
	valued(ROAD, &v);
	CU_ASSERT_PTR_NULL(v.zero_rule);
	CU_ASSERT_EQUAL(v.points, 4);
	end();
}

/* IC-CATH-DONE: examples 4 (5 tiles: 15) and 5 (7 tiles, 5 coats of
 * arms: 36); IC-CATH-END: example 4's Bob. */
static void
test_cathedral(void)
{
	static const char *const rulesets[] = {
		"final", "c1-early-smallcity", "c1-farm-v1", "c1-farm-v2"
	};
	struct carc_value v;
	size_t i;

	begin();
	mock_marking(&ctx, CITY, cathedral);
	for (i = 0; i < sizeof(rulesets) / sizeof(rulesets[0]); i++) {
		v = value(CARC_CITY, 0, 1, 5, 0);
		v.ruleset = rulesets[i];
		valued(CITY, &v);
		CU_ASSERT_EQUAL(v.points, 15);
		CU_ASSERT(mock_streq(v.rule, "IC-CATH-DONE"));
	}
	v = value(CARC_CITY, 0, 1, 7, 5);
	valued(CITY, &v);
	CU_ASSERT_EQUAL(v.points, 36);
	CU_ASSERT_STRING_EQUAL(v.why, "city of 7 tiles and 5 coats of arms "
	    "with a cathedral");
	v = value(CARC_CITY, 1, 0, 2, 0);
	valued(CITY, &v);
	CU_ASSERT(mock_streq(v.zero_rule, "IC-CATH-END"));
	CU_ASSERT_STRING_EQUAL(v.why, "city of 2 tiles with a cathedral, left "
	    "open");
	/* a city without one; a cathedral's marking on a road is none of
	 * an inn's; a field is untouched */
	v = value(CARC_CITY, 0, 1, 5, 0);
	valued(CITY2, &v);
	CU_ASSERT_EQUAL(v.points, 10);
	mock_marking(&ctx, ROAD2, cathedral);
	v = value(CARC_ROAD, 0, 1, 3, 0);
	valued(ROAD2, &v);
	CU_ASSERT_EQUAL(v.points, 3);
	mock_marking(&ctx, FIELD, inn);
	v = value(CARC_FIELD, 1, 0, 3, 0);
	v.points = 3;
	valued(FIELD, &v);
	CU_ASSERT_EQUAL(v.points, 3);
	CU_ASSERT_PTR_NULL(v.zero_rule);
	end();
}

/* --- explaining ---------------------------------------------------------- */

static const char *
explain(int seq, int seat, const char *kind, int points)
{
	struct carc_turn t;
	const char *hr = NULL, *hw = NULL;

	memset(&t, 0, sizeof(t));
	t.size = sizeof(t);
	t.seq = seq;
	t.seat = seat;
	return ip->explain(game, &ctx, seq < 0 ? NULL : &t, seat, kind, points,
	    &hr, &hw);
}

static const char *
explain_value(int seq, int seat, const char *kind, int expected,
    int recorded)
{
	struct carc_turn t;
	const char *hr = NULL, *hw = NULL;

	memset(&t, 0, sizeof(t));
	t.size = sizeof(t);
	t.seq = seq;
	t.seat = seat;
	return ip->explain_value(game, &ctx, seq < 0 ? NULL : &t, seat, kind,
	    expected, recorded, &hr, &hw);
}

static void
move(int seq)
{
	struct carc_tile_info ti;
	struct carc_turn t;

	memset(&ti, 0, sizeof(ti));
	ti.size = sizeof(ti);
	ti.id = "V";
	memset(&t, 0, sizeof(t));
	t.size = sizeof(t);
	t.seq = seq;
	t.tile = &ti;
	CU_ASSERT_EQUAL(ip->after_place(game, &ctx, &t), 0);
}

/* IC-BIG-WEIGHT, example 6: Alice's big follower against Bob's follower
 * in the road seq 5 closes; a record giving Bob 6 counted it once. */
static void
test_big_weight(void)
{
	struct carc_value v;

	begin();
	mock_figure(&ctx, ALICE, 11, 10, ROAD, "big", 2);
	mock_meeple(&ctx, BOB, 10, 11, ROAD);
	move(5);
	v = value(CARC_ROAD, 0, 1, 6, 0);
	valued(ROAD, &v);
	CU_ASSERT(mock_streq(explain(5, BOB, "road", 6), "IC-BIG-WEIGHT"));
	CU_ASSERT_PTR_NULL(explain(5, ALICE, "road", 6));
	CU_ASSERT_PTR_NULL(explain(5, BOB, "city", 6));
	CU_ASSERT_PTR_NULL(explain(4, BOB, "road", 6));
	CU_ASSERT_PTR_NULL(explain(-1, BOB, "road", 6));
	/* the next move forgets it */
	move(6);
	CU_ASSERT_PTR_NULL(explain(6, BOB, "road", 6));
	end();

	/* Alice's big follower against two of Bob's: a tie by weight; a
	 * record that counted figures gave Alice nothing */
	begin();
	mock_figure(&ctx, ALICE, 11, 10, CITY, "big", 2);
	mock_meeple(&ctx, BOB, 10, 11, CITY);
	mock_meeple(&ctx, BOB, 10, 12, CITY);
	move(7);
	v = value(CARC_CITY, 0, 1, 4, 0);
	valued(CITY, &v);
	CU_ASSERT(mock_streq(explain_value(7, ALICE, "city", 8, 0),
	    "IC-BIG-WEIGHT"));
	CU_ASSERT_PTR_NULL(explain_value(7, ALICE, "city", 8, 4));
	CU_ASSERT_PTR_NULL(explain_value(7, BOB, "city", 8, 0));
	CU_ASSERT_PTR_NULL(explain(7, BOB, "city", 8));
	move(8);
	CU_ASSERT_PTR_NULL(explain_value(8, ALICE, "city", 8, 0));
	end();

	/* another plugin's heavy figure: not the big follower's weight */
	begin();
	mock_figure(&ctx, ALICE, 11, 10, ROAD, "giant", 2);
	mock_meeple(&ctx, BOB, 10, 11, ROAD);
	move(5);
	v = value(CARC_ROAD, 0, 1, 6, 0);
	valued(ROAD, &v);
	CU_ASSERT_PTR_NULL(explain(5, BOB, "road", 6));
	end();

	/* no big follower: the majority is the host's alone */
	begin();
	mock_meeple(&ctx, ALICE, 11, 10, ROAD);
	mock_meeple(&ctx, BOB, 10, 11, ROAD);
	mock_meeple(&ctx, BOB, 10, 12, ROAD);
	move(5);
	v = value(CARC_ROAD, 0, 1, 6, 0);
	valued(ROAD, &v);
	CU_ASSERT_PTR_NULL(explain(5, ALICE, "road", 6));
	end();

	/* a field at game end: the big farmer counts two there too */
	begin();
	mock_figure(&ctx, ALICE, 11, 10, FIELD, "big", 2);
	mock_meeple(&ctx, BOB, 10, 11, FIELD);
	v = value(CARC_FIELD, 1, 0, 3, 0);
	valued(FIELD, &v);
	CU_ASSERT(mock_streq(explain(-1, BOB, "field", 3), "IC-BIG-WEIGHT"));
	CU_ASSERT_PTR_NULL(explain(8, BOB, "field", 3));
	end();
}

/* IC-INN-END, IC-CATH-END named at final scoring: example 3's Bob and
 * example 4's Bob. */
static void
test_explain_zero(void)
{
	struct carc_value v;

	begin();
	mock_marking(&ctx, ROAD, inn);
	mock_marking(&ctx, CITY, cathedral);
	mock_meeple(&ctx, BOB, 9, 10, ROAD);
	mock_meeple(&ctx, BOB, 12, 9, CITY);
	v = value(CARC_ROAD, 1, 0, 2, 0);
	valued(ROAD, &v);
	v = value(CARC_CITY, 1, 0, 2, 0);
	valued(CITY, &v);
	CU_ASSERT(mock_streq(explain(-1, BOB, "road", 2), "IC-INN-END"));
	CU_ASSERT(mock_streq(explain(-1, BOB, "city", 2), "IC-CATH-END"));
	CU_ASSERT_PTR_NULL(explain(-1, ALICE, "road", 2));
	CU_ASSERT_PTR_NULL(explain(-1, BOB, "field", 2));
	/* during play, no zero */
	CU_ASSERT_PTR_NULL(explain(3, BOB, "road", 2));
	/* Bob has another road worth 3 at the end: more recorded than
	 * that is the open inn's road counted */
	CU_ASSERT(mock_streq(explain_value(-1, BOB, "road", 3, 5),
	    "IC-INN-END"));
	CU_ASSERT_PTR_NULL(explain_value(-1, BOB, "road", 3, 2));
	CU_ASSERT_PTR_NULL(explain_value(-1, ALICE, "road", 3, 5));
	/* a figure taken back from an open inn road, during play: valued
	 * as at the end, zero, at that move alone */
	end();
	begin();
	mock_marking(&ctx, ROAD, inn);
	mock_figure(&ctx, ALICE, 9, 10, ROAD, "pilgrim", 1);
	move(4);
	v = value(CARC_ROAD, 1, 0, 3, 0);
	v.taken_back = 1;
	valued(ROAD, &v);
	CU_ASSERT(mock_streq(v.zero_rule, "IC-INN-END"));
	CU_ASSERT(mock_streq(explain(4, ALICE, "road", 3), "IC-INN-END"));
	CU_ASSERT_PTR_NULL(explain(-1, ALICE, "road", 3));
	move(5);
	CU_ASSERT_PTR_NULL(explain(5, ALICE, "road", 3));
	/* seats outside the game, unknown kinds */
	CU_ASSERT_PTR_NULL(explain(-1, 6, "road", 2));
	CU_ASSERT_PTR_NULL(explain(-1, -1, "road", 2));
	CU_ASSERT_PTR_NULL(explain(-1, BOB, "garden", 2));
	end();
}

static void
test_init_refuses(void)
{
	struct carc_host old = mock_host;
	void *st = NULL;
	char err[256] = "";

	old.feature_markings = NULL;
	CU_ASSERT_EQUAL(ip->init(&old, &st, err, sizeof(err)), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "feature_markings"));
}

int
carc_test_register(void)
{
	CU_pSuite s;

	s = CU_add_suite("inns_cathedrals against a mock host", suite_init,
	    suite_fini);
	if (s == NULL ||
	    CU_add_test(s, "descriptor", test_descriptor) == NULL ||
	    CU_add_test(s, "init refuses an old host",
	    test_init_refuses) == NULL ||
	    CU_add_test(s, "segment_key", test_segment_key) == NULL ||
	    CU_add_test(s, "draw", test_draw) == NULL ||
	    CU_add_test(s, "IC-INN-DONE", test_inn_done) == NULL ||
	    CU_add_test(s, "IC-INN-END", test_inn_end) == NULL ||
	    CU_add_test(s, "IC-CATH-DONE and IC-CATH-END",
	    test_cathedral) == NULL ||
	    CU_add_test(s, "IC-BIG-WEIGHT", test_big_weight) == NULL ||
	    CU_add_test(s, "explain IC-INN-END and IC-CATH-END",
	    test_explain_zero) == NULL)
		return -1;
	return 0;
}
