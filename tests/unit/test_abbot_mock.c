/*
 * test_abbot_mock.c - the abbot plugin (abbot.so) against a mock host
 * (mock_host.c), not the engine: its declarations (the garden, the abbot,
 * the edition), what a garden is worth (feature_value) and the returns
 * its check_figure refuses, on the boards of doc/rules/abbot.md section 9
 * reduced to what the hooks read (a feature's kind, whether it is
 * complete, its neighbours).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "carc_plugin.h"
#include "mock_host.h"

#define GARDEN (CARC_KIND_PLUGIN + 1)	/* the mock's number for it: not
					 * the first declared, on purpose */
#define F_GARDEN 1			/* features of the tests */
#define F_GARDEN2 2
#define F_MONASTERY 3
#define F_ROAD 4

static void *handle;
static const struct carc_plugin *ap;
static void *state, *game;
static struct carc_ctx ctx;

static int
suite_init(void)
{
	ap = mock_plugin_start("abbot", &mock_host, &handle, &state);
	return ap != NULL ? 0 : -1;
}

static int
suite_fini(void)
{
	mock_plugin_stop(ap, &handle, &state);
	return 0;
}

static void
begin(void)
{
	char err[256] = "";

	mock_reset(&ctx);
	mock_kind(&ctx, CARC_KIND_PLUGIN, "well");
	mock_kind(&ctx, GARDEN, "garden");
	mock_feature(&ctx, F_GARDEN, GARDEN, 0);
	mock_feature(&ctx, F_GARDEN2, GARDEN, 0);
	mock_feature(&ctx, F_MONASTERY, CARC_MONASTERY, 0);
	mock_feature(&ctx, F_ROAD, CARC_ROAD, 0);
	game = NULL;
	CU_ASSERT_EQUAL_FATAL(ap->game_begin(state, &ctx, "default", &game,
	    err, sizeof(err)), 0);
}

static void
end(void)
{
	ap->game_end(game);
	game = NULL;
}

/* --- declarations -------------------------------------------------------- */

static void
test_descriptor(void)
{
	static const char *const ids[] = {
		"ABBOT-SUPPLY", "ABBOT-TILES", "ABBOT-SPOT",
		"ABBOT-GARDEN-ONLY", "ABBOT-RETURN", "ABBOT-RETURN-DONE",
		"ABBOT-GARDEN-PTS", "ABBOT-GARDEN-END"
	};
	const struct carc_figure_kind *fk;
	const struct carc_feature_kind *gk;
	size_t i;

	CU_ASSERT_STRING_EQUAL(ap->name, "abbot");
	CU_ASSERT_STRING_EQUAL(ap->rule_prefix, "ABBOT-");
	CU_ASSERT_STRING_EQUAL(ap->catalogue, "abbot.yaml");
	CU_ASSERT_STRING_EQUAL(ap->rules_doc, "abbot.md");
	/* exactly abbot.md's rule ids (section 6), each citing a section */
	CU_ASSERT_EQUAL_FATAL(ap->nrules, sizeof(ids) / sizeof(ids[0]));
	for (i = 0; i < ap->nrules; i++) {
		CU_ASSERT_STRING_EQUAL(ap->rules[i].id, ids[i]);
		CU_ASSERT_EQUAL(strncmp(ap->rules[i].source, "abbot.md ", 9),
		    0);
	}
	/* ABBOT-TILES: the second editions */
	CU_ASSERT_EQUAL(ap->edition, 2);
	/* the garden: a centre feature only the abbot stands on */
	CU_ASSERT_EQUAL_FATAL(ap->nfeature_kinds, 1);
	gk = &ap->feature_kinds[0];
	CU_ASSERT_STRING_EQUAL(gk->name, "garden");
	CU_ASSERT_EQUAL(gk->shape, CARC_SHAPE_CENTRE);
	CU_ASSERT(mock_streq(gk->figure_rule, "ABBOT-GARDEN-ONLY"));
	/* the abbot: one a seat, weight 1, a follower, taken back; on a
	 * monastery or a garden */
	CU_ASSERT_EQUAL_FATAL(ap->nfigure_kinds, 1);
	fk = &ap->figure_kinds[0];
	CU_ASSERT_STRING_EQUAL(fk->name, "abbot");
	CU_ASSERT_EQUAL(fk->supply, 1);
	CU_ASSERT_EQUAL(fk->weight, 1);
	CU_ASSERT_EQUAL(fk->flags, CARC_FIGURE_FOLLOWER |
	    CARC_FIGURE_RETURNABLE);
	CU_ASSERT_PTR_NOT_NULL_FATAL(fk->stands_on);
	CU_ASSERT_STRING_EQUAL(fk->stands_on[0], "monastery");
	CU_ASSERT_STRING_EQUAL(fk->stands_on[1], "garden");
	CU_ASSERT_PTR_NULL(fk->stands_on[2]);
	CU_ASSERT(mock_streq(fk->supply_rule, "ABBOT-SUPPLY"));
	CU_ASSERT(mock_streq(fk->spot_rule, "ABBOT-SPOT"));
	CU_ASSERT(mock_streq(fk->return_rule, "ABBOT-RETURN"));
	/* `garden: true` is the kind's key, the host's: no key of its own */
	CU_ASSERT_PTR_NULL(ap->tile_keys);
	CU_ASSERT_PTR_NULL(ap->segment_keys);
	CU_ASSERT_EQUAL(ap->nedge_kinds, 0);
}

static void
test_init_refuses(void)
{
	struct carc_host old = mock_host;
	void *st = NULL;
	char err[256] = "";

	old.kind_id = NULL;
	CU_ASSERT_EQUAL(ap->init(&old, &st, err, sizeof(err)), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "kind_id"));
}

/* A host that declared no garden: the game cannot be played. */
static void
test_no_garden(void)
{
	char err[256] = "";
	void *g = NULL;

	mock_reset(&ctx);
	CU_ASSERT_EQUAL(ap->game_begin(state, &ctx, "default", &g, err,
	    sizeof(err)), -1);
	CU_ASSERT_PTR_NULL(g);
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "'garden'"));
}

/* --- scoring ------------------------------------------------------------- */

static struct carc_value
value(int kind, int final, int taken_back, int complete, int neighbours)
{
	struct carc_value v;

	memset(&v, 0, sizeof(v));
	v.size = sizeof(v);
	v.kind = kind;
	v.final = final;
	v.taken_back = taken_back;
	v.ruleset = "final";
	v.complete = complete;
	v.tiles = 1;
	v.neighbours = neighbours;
	return v;
}

/* Example 1 (JCloisterZone's garden-scoring): 9 to Alice, 4 to Bob. */
static void
test_garden_points(void)
{
	struct carc_value v;

	begin();
	/* seq 8 surrounds Alice's garden: ABBOT-GARDEN-PTS */
	v = value(GARDEN, 0, 0, 1, 8);
	CU_ASSERT_EQUAL(ap->feature_value(game, &ctx, F_GARDEN, &v), 0);
	CU_ASSERT_EQUAL(v.points, 9);
	CU_ASSERT(mock_streq(v.rule, "ABBOT-GARDEN-PTS"));
	CU_ASSERT_PTR_NULL(v.zero_rule);
	/* final scoring: Bob's garden has three neighbours */
	v = value(GARDEN, 1, 0, 0, 3);
	CU_ASSERT_EQUAL(ap->feature_value(game, &ctx, F_GARDEN2, &v), 0);
	CU_ASSERT_EQUAL(v.points, 4);
	CU_ASSERT(mock_streq(v.rule, "ABBOT-GARDEN-END"));
	CU_ASSERT_STRING_EQUAL(v.why, "garden and 3 neighbouring tiles");
	/* a lone garden, and one surrounded at the end: 1 + 8 */
	v = value(GARDEN, 1, 0, 0, 0);
	CU_ASSERT_EQUAL(ap->feature_value(game, &ctx, F_GARDEN2, &v), 0);
	CU_ASSERT_EQUAL(v.points, 1);
	CU_ASSERT_STRING_EQUAL(v.why, "garden and 0 neighbouring tiles");
	v = value(GARDEN, 1, 0, 1, 8);
	CU_ASSERT_EQUAL(ap->feature_value(game, &ctx, F_GARDEN2, &v), 0);
	CU_ASSERT_EQUAL(v.points, 9);
	CU_ASSERT(mock_streq(v.rule, "ABBOT-GARDEN-END"));
	/* whatever the ruleset: the rulesets change base features only */
	v = value(GARDEN, 0, 0, 1, 8);
	v.ruleset = "c1-early-smallcity";
	CU_ASSERT_EQUAL(ap->feature_value(game, &ctx, F_GARDEN, &v), 0);
	CU_ASSERT_EQUAL(v.points, 9);
	end();
}

/* Example 2: Alice takes her abbot back from a garden with five
 * neighbours (the tile just placed among them): 6, under ABBOT-RETURN. */
static void
test_taken_back(void)
{
	struct carc_value v;

	begin();
	v = value(GARDEN, 1, 1, 0, 5);
	CU_ASSERT_EQUAL(ap->feature_value(game, &ctx, F_GARDEN, &v), 0);
	CU_ASSERT_EQUAL(v.points, 6);
	CU_ASSERT(mock_streq(v.rule, "ABBOT-RETURN"));
	CU_ASSERT_STRING_EQUAL(v.why, "garden and 5 neighbouring tiles");
	/* surrounded (a return ABBOT-RETURN-DONE refuses, valued anyway) */
	v = value(GARDEN, 1, 1, 1, 8);
	CU_ASSERT_EQUAL(ap->feature_value(game, &ctx, F_GARDEN, &v), 0);
	CU_ASSERT_EQUAL(v.points, 9);
	CU_ASSERT(mock_streq(v.rule, "ABBOT-RETURN"));
	end();
}

/* A monastery (an abbot on it scores as a monk), a road, another
 * plugin's kind: not the abbot's business. */
static void
test_not_garden(void)
{
	static const int kinds[] = {
		CARC_MONASTERY, CARC_ROAD, CARC_CITY, CARC_FIELD,
		CARC_KIND_PLUGIN
	};
	struct carc_value v;
	size_t i;

	begin();
	for (i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
		v = value(kinds[i], 1, 1, 0, 5);
		v.points = 6;
		v.rule = "BASE-MON-END";
		CU_ASSERT_EQUAL(ap->feature_value(game, &ctx, F_MONASTERY,
		    &v), 0);
		CU_ASSERT_EQUAL(v.points, 6);
		CU_ASSERT(mock_streq(v.rule, "BASE-MON-END"));
		CU_ASSERT_STRING_EQUAL(v.why, "");
	}
	end();
}

/* A garden the host says has 9 neighbours: the game is unverifiable. */
static void
test_bad_neighbours(void)
{
	struct carc_value v;

	begin();
	v = value(GARDEN, 1, 0, 0, 9);
	CU_ASSERT_EQUAL(ap->feature_value(game, &ctx, F_GARDEN, &v), -1);
	CU_ASSERT_EQUAL(ctx.nfails, 1);
	CU_ASSERT_PTR_NOT_NULL(strstr(ctx.failed, "9 neighbours"));
	v = value(GARDEN, 1, 0, 0, -1);
	CU_ASSERT_EQUAL(ap->feature_value(game, &ctx, F_GARDEN, &v), -1);
	CU_ASSERT_EQUAL(ctx.nfails, 2);
	end();
}

/* --- figures ------------------------------------------------------------- */

static struct carc_ruling ruling;

static const char *
figure_rule(int action, const char *figure, const char *spot, int x, int y,
    carc_feature f)
{
	struct carc_tile_info ti;
	struct carc_turn t;
	struct carc_figure_query q;

	memset(&ti, 0, sizeof(ti));
	ti.size = sizeof(ti);
	ti.id = "B";
	ti.x = 10;
	ti.y = 19;
	memcpy(ti.edges, "FFFF", 5);
	memset(&t, 0, sizeof(t));
	t.size = sizeof(t);
	t.seq = 9;
	t.x = ti.x;
	t.y = ti.y;
	t.tile = &ti;
	memset(&q, 0, sizeof(q));
	q.size = sizeof(q);
	q.action = action;
	q.figure = figure;
	q.seat = 0;
	q.spot = spot;
	q.x = x;
	q.y = y;
	q.feature = f;
	q.feature_kind = f < 0 ? -1 : ctx.kind[f];
	memset(&ruling, 0, sizeof(ruling));
	ruling.size = sizeof(ruling);
	CU_ASSERT_EQUAL(ap->check_figure(game, &ctx, &t, &q, &ruling), 0);
	return ruling.rule;
}

/* Example 4: the monastery at (0,2) completed by seq 9's tile. */
static void
test_return_done(void)
{
	begin();
	mock_feature(&ctx, F_MONASTERY, CARC_MONASTERY, 1);
	CU_ASSERT(mock_streq(figure_rule(CARC_FIGURE_TAKE_BACK, "abbot", NULL,
	    10, 18,
	    F_MONASTERY), "ABBOT-RETURN-DONE"));
	CU_ASSERT_STRING_EQUAL(ruling.recorded, "return:abbot@10,18");
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.message, "completes"));
	CU_ASSERT_EQUAL(ruling.stop, 0);
	/* a completed garden alike */
	mock_feature(&ctx, F_GARDEN, GARDEN, 1);
	CU_ASSERT(mock_streq(figure_rule(CARC_FIGURE_TAKE_BACK, "abbot", NULL,
	    10, 18,
	    F_GARDEN), "ABBOT-RETURN-DONE"));
	/* example 2: an open garden, an open monastery: the host's return */
	CU_ASSERT_PTR_NULL(figure_rule(CARC_FIGURE_TAKE_BACK, "abbot", NULL, 1,
	    0, F_GARDEN2));
	mock_feature(&ctx, F_MONASTERY, CARC_MONASTERY, 0);
	CU_ASSERT_PTR_NULL(figure_rule(CARC_FIGURE_TAKE_BACK, "abbot", NULL,
	    10, 18, F_MONASTERY));
	/* another plugin's returnable figure is not the abbot */
	CU_ASSERT_PTR_NULL(figure_rule(CARC_FIGURE_TAKE_BACK, "pilgrim", NULL,
	    10, 18, F_GARDEN));
	/* no abbot there (the host finds none): the host's ABBOT-RETURN */
	CU_ASSERT_PTR_NULL(figure_rule(CARC_FIGURE_TAKE_BACK, "abbot", NULL,
	    10, 18, -1));
	end();
}

/* ABBOT-SPOT on a spot the tile does not have; the rest is the host's. */
static void
test_spot(void)
{
	begin();
	CU_ASSERT(mock_streq(figure_rule(CARC_FIGURE_PLACE, "abbot", "C", 10,
	    19, -1),
	    "ABBOT-SPOT"));
	CU_ASSERT_EQUAL(ruling.stop, 1);
	CU_ASSERT_STRING_EQUAL(ruling.recorded, "abbot:C");
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.message, "no monastery or "
	    "garden at spot C"));
	/* a spot that names a feature: the host checks stands_on */
	CU_ASSERT_PTR_NULL(figure_rule(CARC_FIGURE_PLACE, "abbot", "E", 10, 19,
	    F_ROAD));
	CU_ASSERT_PTR_NULL(figure_rule(CARC_FIGURE_PLACE, "abbot", "C", 10, 19,
	    F_GARDEN));
	/* a follower on a spot the tile lacks: the host's DATA-SPOT */
	CU_ASSERT_PTR_NULL(figure_rule(CARC_FIGURE_PLACE, "follower", "C", 10,
	    19, -1));
	CU_ASSERT_PTR_NULL(figure_rule(CARC_FIGURE_PLACE, "big", "C", 10, 19,
	    -1));
	end();
}

int
carc_test_register(void)
{
	CU_pSuite s;

	s = CU_add_suite("abbot against a mock host", suite_init, suite_fini);
	if (s == NULL ||
	    CU_add_test(s, "descriptor", test_descriptor) == NULL ||
	    CU_add_test(s, "init refuses an old host",
	    test_init_refuses) == NULL ||
	    CU_add_test(s, "a host without gardens", test_no_garden) == NULL ||
	    CU_add_test(s, "ABBOT-GARDEN-PTS and ABBOT-GARDEN-END",
	    test_garden_points) == NULL ||
	    CU_add_test(s, "ABBOT-RETURN", test_taken_back) == NULL ||
	    CU_add_test(s, "other kinds", test_not_garden) == NULL ||
	    CU_add_test(s, "bad neighbours", test_bad_neighbours) == NULL ||
	    CU_add_test(s, "ABBOT-RETURN-DONE", test_return_done) == NULL ||
	    CU_add_test(s, "ABBOT-SPOT", test_spot) == NULL)
		return -1;
	return 0;
}
