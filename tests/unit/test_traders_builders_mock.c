/*
 * test_traders_builders_mock.c - the traders_builders plugin
 * (traders_builders.so) against a mock host (mock_host.c, with the ABI 4
 * services it reads added here: seats, feature_majority, field_cities,
 * figure_supply): the end's pig points (TB-PIG-PTS), found where the
 * pigs stand whatever check_figure saw.  The plugin reads first the
 * tiles where pigs were put; these tests keep that note from deciding
 * the answer: a pig the note does not name, and notes out of the
 * tiles' order.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "carc_plugin.h"
#include "mock_host.h"

/* Features of the tests: two fields, each touching one completed city,
 * each its seat's (the farmer majority, feature_majority). */
#define F_FIELD0 1		/* seat 0's */
#define F_FIELD1 2		/* seat 1's */

static int
t_seats(const struct carc_ctx *c)
{
	(void)c;
	return 2;
}

static size_t
t_feature_majority(const struct carc_ctx *c, carc_feature f, int *out,
    size_t max)
{
	(void)c;
	if (f != F_FIELD0 && f != F_FIELD1)
		return 0;
	if (max > 0)
		out[0] = f == F_FIELD0 ? 0 : 1;
	return 1;
}

static size_t
t_field_cities(const struct carc_ctx *c, carc_feature field,
    carc_feature *out, size_t max)
{
	(void)c;
	(void)out;
	(void)max;
	return field == F_FIELD0 || field == F_FIELD1 ? 1 : 0;
}

static int
t_figure_supply(struct carc_ctx *c, const char *figure, int count)
{
	(void)c;
	(void)figure;
	(void)count;
	return 0;
}

static struct carc_host host4;
static void *handle;
static const struct carc_plugin *tp;
static void *state;
static void *game;
static struct carc_ctx ctx;

static int
suite_init(void)
{
	host4 = mock_host;
	host4.size = sizeof(host4);
	host4.seats = t_seats;
	host4.feature_majority = t_feature_majority;
	host4.field_cities = t_field_cities;
	host4.figure_supply = t_figure_supply;
	tp = mock_plugin_start("traders_builders", &host4, &handle, &state);
	return tp != NULL ? 0 : -1;
}

static int
suite_fini(void)
{
	free(game);
	game = NULL;
	mock_plugin_stop(tp, &handle, &state);
	return 0;
}

/* A row of five tiles (1,5) .. (5,5), placed in that order; a farmer
 * of each seat in each field (at (1,5)), every pig in its seat's
 * supply; the game is begun. */
static void
begin(void)
{
	char err[256] = "";
	int x;

	mock_reset(&ctx);
	mock_feature(&ctx, F_FIELD0, CARC_FIELD, 0);
	mock_feature(&ctx, F_FIELD1, CARC_FIELD, 0);
	for (x = 1; x <= 5; x++)
		CU_ASSERT_EQUAL_FATAL(mock_tile(&ctx, x, 5, "E", 0, NULL), 0);
	CU_ASSERT_EQUAL(mock_figure(&ctx, 0, 1, 5, F_FIELD0, "follower", 1),
	    0);
	CU_ASSERT_EQUAL(mock_figure(&ctx, 0, 1, 5, F_FIELD1, "follower", 1),
	    0);
	CU_ASSERT_EQUAL(mock_figure(&ctx, 1, 1, 5, F_FIELD0, "follower", 1),
	    0);
	CU_ASSERT_EQUAL(mock_figure(&ctx, 1, 1, 5, F_FIELD1, "follower", 1),
	    0);
	mock_figures_left(&ctx, 0, "pig", 1);
	mock_figures_left(&ctx, 1, "pig", 1);
	free(game);
	CU_ASSERT_PTR_NOT_NULL_FATAL(game = calloc(1, tp->game_size));
	CU_ASSERT_EQUAL_FATAL(tp->game_begin(state, &ctx, "", &game, err,
	    sizeof(err)), 0);
}

/* check_figure asked of seat's pig put on field f of the tile at
 * (x, y), a field with its farmer (no rule given). */
static void
pig_put(int seat, int x, int y, carc_feature f)
{
	struct carc_figure_query q;
	struct carc_turn turn;
	struct carc_ruling r;

	memset(&turn, 0, sizeof(turn));
	turn.size = sizeof(turn);
	turn.seat = seat;
	turn.x = x;
	turn.y = y;
	memset(&q, 0, sizeof(q));
	q.size = sizeof(q);
	q.action = CARC_FIGURE_PLACE;
	q.figure = "pig";
	q.seat = seat;
	q.spot = "NL";
	q.x = x;
	q.y = y;
	q.feature = f;
	q.feature_kind = CARC_FIELD;
	memset(&r, 0, sizeof(r));
	CU_ASSERT_EQUAL(tp->check_figure(game, &ctx, &turn, &q, &r), 0);
	CU_ASSERT_PTR_NULL(r.rule);
}

/* The pig of seat now stands on field f of the tile at (x, y), out of
 * its supply. */
static void
pig_stands(int seat, int x, int y, carc_feature f)
{
	CU_ASSERT_EQUAL(mock_figure(&ctx, seat, x, y, f, "pig", 0), 0);
	mock_figures_left(&ctx, seat, "pig", 0);
}

static void
assert_pig_award(size_t i, int seat)
{
	CU_ASSERT_FATAL(ctx.nawards > i);
	CU_ASSERT_EQUAL(ctx.awards[i].seat, seat);
	CU_ASSERT_EQUAL(ctx.awards[i].points, 1);
	CU_ASSERT_STRING_EQUAL(ctx.awards[i].rule, "TB-PIG-PTS");
	CU_ASSERT_STRING_EQUAL(ctx.awards[i].kind, "field");
}

/* The pig where check_figure saw it put: its point. */
static void
test_pig_where_put(void)
{
	begin();
	pig_put(0, 2, 5, F_FIELD0);
	pig_stands(0, 2, 5, F_FIELD0);
	CU_ASSERT_EQUAL(tp->game_final(game, &ctx), 0);
	CU_ASSERT_EQUAL(ctx.nawards, 1);
	assert_pig_award(0, 0);
}

/* A pig on a tile check_figure never saw one put on (the host, or
 * another plugin, put it there): the note of the tile where a pig was
 * put does not hold it, and the whole board is read. */
static void
test_pig_elsewhere(void)
{
	begin();
	pig_put(0, 2, 5, F_FIELD0);
	pig_stands(0, 4, 5, F_FIELD0);
	CU_ASSERT_EQUAL(tp->game_final(game, &ctx), 0);
	CU_ASSERT_EQUAL(ctx.nawards, 1);
	assert_pig_award(0, 0);
}

/* Pigs noted out of the tiles' order (the later tile first): the points
 * come in the order of the tiles, as the whole board gives them. */
static void
test_pigs_in_tile_order(void)
{
	begin();
	pig_put(0, 4, 5, F_FIELD0);
	pig_put(1, 1, 5, F_FIELD1);
	pig_stands(0, 4, 5, F_FIELD0);
	pig_stands(1, 1, 5, F_FIELD1);
	CU_ASSERT_EQUAL(tp->game_final(game, &ctx), 0);
	CU_ASSERT_EQUAL(ctx.nawards, 2);
	assert_pig_award(0, 1);
	assert_pig_award(1, 0);
}

/* More tiles noted than the plugin keeps, the pig on the last: found. */
static void
test_pig_past_the_notes(void)
{
	int k;

	begin();
	for (k = 0; k < 20; k++)
		pig_put(0, 1 + k % 4, 5, F_FIELD1);
	/* the four tiles noted again and again: one note each */
	for (k = 6; k < 26; k++) {
		CU_ASSERT_EQUAL_FATAL(mock_tile(&ctx, k, 6, "E", 0, NULL), 0);
		pig_put(1, k, 6, F_FIELD1);
	}
	pig_stands(0, 25, 6, F_FIELD0);
	CU_ASSERT_EQUAL(tp->game_final(game, &ctx), 0);
	CU_ASSERT_EQUAL(ctx.nawards, 1);
	assert_pig_award(0, 0);
}

int
carc_test_register(void)
{
	CU_pSuite s;

	s = CU_add_suite("traders_builders against a mock host", suite_init,
	    suite_fini);
	if (s == NULL ||
	    CU_add_test(s, "TB-PIG-PTS where the pig was put",
	    test_pig_where_put) == NULL ||
	    CU_add_test(s, "TB-PIG-PTS for a pig put elsewhere",
	    test_pig_elsewhere) == NULL ||
	    CU_add_test(s, "TB-PIG-PTS in the tiles' order",
	    test_pigs_in_tile_order) == NULL ||
	    CU_add_test(s, "TB-PIG-PTS past the notes' room",
	    test_pig_past_the_notes) == NULL)
		return -1;
	return 0;
}
