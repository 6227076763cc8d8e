/*
 * test_mage_witch_mock.c - the mage_witch plugin (mage_witch.so) against a
 * mock host (mock_host.c, with the two ABI 4 services it reads added
 * here: neutral_figures and remove_figure), not the engine: its
 * declarations, every MAGE- rule its hooks give (check_action, turn_end),
 * the figure that leaves the board by itself, and the whole value of a
 * road or city (whole_value), on the boards of doc/rules/mage_witch.md
 * section 9 reduced to what the hooks read; and (4.4) the answer of
 * neutral_figures it keeps while the host's neutral_stamp stays the
 * same, asked again whenever it changes.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "carc_plugin.h"
#include "mock_host.h"

/* Features of the tests. */
#define F_ROAD 1		/* D's road: open */
#define F_CITY 2		/* MW05's north city: open */
#define F_DONE 3		/* the small city MW05 closed */
#define F_FIELD 4
#define F_ROAD2 5		/* V's curve: open */

/* -- the neutral figures, kept here (the mock's ctx has no room) ----------- */

struct neutral {
	const char *kind;
	int on, x, y;
	carc_feature f;
};
static struct neutral neutrals[2] = { { "mage", 0, 0, 0, -1 },
    { "witch", 0, 0, 0, -1 } };
static int removed;			/* remove_figure calls */
/* (4.4) neutral_stamp's answer, changed at every change of neutrals[]
 * as the host changes it; and the questions neutral_figures was asked */
static uint64_t stamp = 1;
static int asked;

static uint64_t
t_neutral_stamp(const struct carc_ctx *c)
{
	(void)c;
	return stamp;
}

static size_t
t_neutral_figures(const struct carc_ctx *c, const char *figure,
    struct carc_figure_info *out, size_t max, size_t esize)
{
	size_t n = 0, i;

	(void)c;
	asked++;
	for (i = 0; i < 2; i++) {
		struct carc_figure_info fi;

		if (!neutrals[i].on || (figure != NULL &&
		    strcmp(figure, neutrals[i].kind) != 0))
			continue;
		memset(&fi, 0, sizeof(fi));
		fi.size = sizeof(fi);
		fi.seat = -1;
		fi.x = neutrals[i].x;
		fi.y = neutrals[i].y;
		fi.kind = -1;
		fi.feature = neutrals[i].f;
		fi.figure = neutrals[i].kind;
		fi.neutral = 1;
		if (n < max)
			carc_elem_put(out, n, esize, &fi, sizeof(fi));
		n++;
	}
	return n;
}

static int
t_remove_figure(struct carc_ctx *c, const char *figure, int seat, int x,
    int y, const char *spot)
{
	size_t i;

	(void)c;
	(void)spot;
	for (i = 0; i < 2; i++)
		if (neutrals[i].on && seat == -1 &&
		    strcmp(figure, neutrals[i].kind) == 0 &&
		    neutrals[i].x == x && neutrals[i].y == y) {
			neutrals[i].on = 0;
			stamp++;
			removed++;
			return 0;
		}
	return 1;
}

static void
stand(int i, int x, int y, carc_feature f)
{
	neutrals[i].on = 1;
	neutrals[i].x = x;
	neutrals[i].y = y;
	neutrals[i].f = f;
	stamp++;
}

static struct carc_host host4;
static void *handle;
static const struct carc_plugin *mp;
static void *state;
static void *game;
static struct carc_ctx ctx;
static const void *magic;		/* the plugin's marking of MW tiles */
static struct carc_tile_info tile;
static struct carc_turn turn;
static struct carc_ruling ruling;

static int
suite_init(void)
{
	struct carc_node v;
	const struct carc_node *where = NULL;
	char err[256] = "";

	host4 = mock_host;
	host4.size = sizeof(host4);
	host4.neutral_figures = t_neutral_figures;
	host4.remove_figure = t_remove_figure;
	if ((mp = mock_plugin_start("mage_witch", &host4, &handle,
	    &state)) == NULL)
		return -1;
	memset(&v, 0, sizeof(v));
	v.size = sizeof(v);
	v.type = CARC_NODE_SCALAR;
	v.scalar = "true";
	if (mp->tile_key(state, "MW01", "magic", &v, &magic, &where, err,
	    sizeof(err)) != 0 || magic == NULL) {
		fprintf(stderr, "mage_witch: tile_key: %s\n", err);
		return -1;
	}
	return 0;
}

static int
suite_fini(void)
{
	free(game);
	game = NULL;
	mock_plugin_stop(mp, &handle, &state);
	return 0;
}

/*
 * Example 6's board, reduced: D at (10,10) with its road (west and east
 * edges) and its closed city (north), MW05 at (10,9) with that city
 * (south) and an open one (north), U at (11,10) on the road.  No figure
 * stands; the game is begun.
 */
static void
begin(void)
{
	char err[256] = "";

	mock_reset(&ctx);
	neutrals[0].on = neutrals[1].on = 0;
	removed = 0;
	mock_feature(&ctx, F_ROAD, CARC_ROAD, 0);
	mock_feature(&ctx, F_CITY, CARC_CITY, 0);
	mock_feature(&ctx, F_DONE, CARC_CITY, 1);
	mock_feature(&ctx, F_FIELD, CARC_FIELD, 0);
	mock_tile(&ctx, 10, 10, "D", 0, NULL);
	mock_segment(&ctx, 10, 10, F_ROAD, MOCK_EDGE(1) | MOCK_EDGE(3));
	ctx.sq[10][10].edge[0] = F_DONE;
	ctx.sq[10][10].edge[2] = F_FIELD;
	mock_tile(&ctx, 11, 10, "U", 0, NULL);
	mock_segment(&ctx, 11, 10, F_ROAD, MOCK_EDGE(1) | MOCK_EDGE(3));
	mock_tile(&ctx, 10, 9, "MW05", 0, magic);
	ctx.sq[9][10].edge[0] = F_CITY;
	ctx.sq[9][10].edge[2] = F_DONE;
	free(game);
	CU_ASSERT_PTR_NOT_NULL_FATAL(game = calloc(1, mp->game_size));
	CU_ASSERT_EQUAL_FATAL(mp->game_begin(state, &ctx, "default", &game,
	    err, sizeof(err)), 0);
}

/* A turn of seat `seat` that placed the tile at (x, y); after_place
 * run. */
static void
placed(int seq, int seat, int x, int y)
{
	memset(&tile, 0, sizeof(tile));
	tile.size = sizeof(tile);
	tile.id = ctx.sq[y][x].id;
	tile.x = x;
	tile.y = y;
	tile.marking = ctx.sq[y][x].marking;
	memset(&turn, 0, sizeof(turn));
	turn.size = sizeof(turn);
	turn.seq = seq;
	turn.seat = seat;
	turn.x = x;
	turn.y = y;
	turn.tile = &tile;
	CU_ASSERT_EQUAL_FATAL(mp->turn_begin(game, &ctx, &turn), 0);
	CU_ASSERT_EQUAL_FATAL(mp->after_place(game, &ctx, &turn), 0);
}

static struct carc_turn_action
action(int verb, const char *kind, int x, int y, const char *spot)
{
	struct carc_turn_action a;
	size_t i;

	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.seq = turn.seq;
	a.n = 1;
	a.seat = turn.seat;
	a.verb = verb;
	a.kind = kind;
	a.has_tile = 1;
	a.x = x;
	a.y = y;
	a.spot = spot;
	a.feature = spot != NULL ? mock_host.feature_at(&ctx, x, y, spot) :
	    -1;
	a.feature_kind = mock_host.feature_kind(&ctx, a.feature);
	a.from_feature = -1;
	a.from_seat = -1;
	for (i = 0; i < 2; i++)
		if (neutrals[i].on && strcmp(kind, neutrals[i].kind) == 0) {
			a.has_from = 1;
			a.from_x = neutrals[i].x;
			a.from_y = neutrals[i].y;
			a.from_feature = neutrals[i].f;
		}
	return a;
}

/* The rule check_action gives, or NULL. */
static const char *
judge(const struct carc_turn_action *a)
{
	memset(&ruling, 0, sizeof(ruling));
	ruling.size = sizeof(ruling);
	CU_ASSERT_EQUAL_FATAL(mp->check_action(game, &ctx, &turn, a,
	    &ruling), 0);
	return ruling.rule;
}

/* The host carries an accepted move out: the figure stands there. */
static void
carry_out(const struct carc_turn_action *a)
{
	int i = strcmp(a->kind, "mage") == 0 ? 0 : 1;

	if (a->verb == CARC_VERB_MOVE)
		stand(i, a->x, a->y, a->feature);
	else {
		neutrals[i].on = 0;
		stamp++;
	}
	CU_ASSERT_EQUAL_FATAL(mp->after_action(game, &ctx, &turn, a), 0);
}

/* The rule turn_end gives for the turn's actions, or NULL. */
static const char *
turn_over(const struct carc_turn_action *acts, size_t n)
{
	struct carc_turn_action none;

	memset(&none, 0, sizeof(none));
	none.size = sizeof(none);
	memset(&ruling, 0, sizeof(ruling));
	ruling.size = sizeof(ruling);
	CU_ASSERT_EQUAL_FATAL(mp->turn_end(game, &ctx, &turn,
	    n > 0 ? acts : &none, n, &ruling), 0);
	return ruling.rule;
}

/* --- declarations -------------------------------------------------------- */

static void
test_descriptor(void)
{
	static const char *const ids[] = {
		"MAGE-MOVE", "MAGE-JOINED", "MAGE-WHEN", "MAGE-TARGET",
		"MAGE-ELSEWHERE", "MAGE-APART", "MAGE-REMOVE", "MAGE-PTS",
		"MAGE-WITCH"
	};
	static const char *const verbs[] = { "move", "move", "remove",
	    "remove" };
	static const char *const kinds[] = { "mage", "witch", "mage",
	    "witch" };
	size_t i;

	CU_ASSERT_STRING_EQUAL(mp->name, "mage_witch");
	CU_ASSERT_EQUAL(mp->abi_major, 4);
	CU_ASSERT_STRING_EQUAL(mp->rule_prefix, "MAGE-");
	CU_ASSERT_STRING_EQUAL(mp->catalogue, "mage_witch.yaml");
	CU_ASSERT_STRING_EQUAL(mp->rules_doc, "mage_witch.md");
	/* exactly mage_witch.md's rule ids (section 6) */
	CU_ASSERT_EQUAL_FATAL(mp->nrules, sizeof(ids) / sizeof(ids[0]));
	for (i = 0; i < mp->nrules; i++) {
		CU_ASSERT_STRING_EQUAL(mp->rules[i].id, ids[i]);
		CU_ASSERT_EQUAL(strncmp(mp->rules[i].source, "mage_witch.md ",
		    14), 0);
	}
	/* two neutral figures, one each, weight 0, on roads and cities */
	CU_ASSERT_EQUAL_FATAL(mp->nfigure_kinds, 2);
	for (i = 0; i < 2; i++) {
		const struct carc_figure_kind *fk = &mp->figure_kinds[i];

		CU_ASSERT_STRING_EQUAL(fk->name, kinds[i]);
		CU_ASSERT_EQUAL(fk->supply, 1);
		CU_ASSERT_EQUAL(fk->weight, 0);
		CU_ASSERT_EQUAL(fk->flags, CARC_FIGURE_NEUTRAL);
		CU_ASSERT_STRING_EQUAL(fk->stands_on[0], "road");
		CU_ASSERT_STRING_EQUAL(fk->stands_on[1], "city");
		CU_ASSERT_PTR_NULL(fk->stands_on[2]);
		CU_ASSERT(mock_streq(fk->spot_rule, "MAGE-TARGET"));
	}
	/* the actions: move and remove of each */
	CU_ASSERT_EQUAL_FATAL(mp->naction_kinds, 4);
	for (i = 0; i < 4; i++) {
		const struct carc_action_kind *ak =
		    carc_action_kind_item(mp->action_kinds, i);

		CU_ASSERT_STRING_EQUAL(ak->verb, verbs[i]);
		CU_ASSERT_STRING_EQUAL(ak->kind, kinds[i]);
		CU_ASSERT_EQUAL(ak->flags, 0);
	}
	CU_ASSERT_STRING_EQUAL(mp->tile_keys[0], "magic");
	CU_ASSERT_PTR_NULL(mp->tile_keys[1]);
	CU_ASSERT(mp->game_size > 0);
}

/* A host of ABI 3 services only: the game is unverifiable, not played
 * without its figures. */
static void
test_old_host(void)
{
	char err[256] = "";
	void *old_state = NULL, *g = calloc(1, mp->game_size);

	CU_ASSERT_PTR_NOT_NULL_FATAL(g);
	CU_ASSERT_EQUAL(mp->init(&mock_host, &old_state, err, sizeof(err)),
	    0);
	CU_ASSERT_EQUAL(mp->game_begin(old_state, &ctx, "default", &g, err,
	    sizeof(err)), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "neutral"));
	free(g);
}

static void
test_tile_key(void)
{
	struct carc_node v;
	const struct carc_node *where = NULL;
	const void *m = NULL;
	char err[256] = "";

	memset(&v, 0, sizeof(v));
	v.size = sizeof(v);
	v.type = CARC_NODE_SCALAR;
	v.scalar = "yes";
	CU_ASSERT_EQUAL(mp->tile_key(state, "MW02", "magic", &v, &m, &where,
	    err, sizeof(err)), -1);
	CU_ASSERT_PTR_EQUAL(where, &v);
	CU_ASSERT_PTR_NOT_NULL(strstr(err, "MW02"));
}

/* The magic symbol, drawn with its legend and rule. */
static void
test_draw(void)
{
	struct carc_draw d[4];
	size_t n, i;

	memset(d, 0, sizeof(d));
	n = mp->draw(state, magic, d, 4, sizeof(d[0]));
	CU_ASSERT(n >= 1 && n <= 4);
	for (i = 0; i < n && i < 4; i++) {
		CU_ASSERT(mock_streq(d[i].rule, "MAGE-MOVE"));
		CU_ASSERT_PTR_NOT_NULL(d[i].legend);
	}
	CU_ASSERT_EQUAL(mp->draw(state, NULL, d, 4, sizeof(d[0])), 0);
}

/* --- the move ---------------------------------------------------------- */

/* Example 1: MW01's turn; the mage onto D's road.  Example 5: the same
 * turn with no action breaks MAGE-MOVE. */
static void
test_move(void)
{
	struct carc_turn_action a;

	begin();
	mock_tile(&ctx, 9, 10, "MW01", 0, magic);
	mock_segment(&ctx, 9, 10, F_ROAD, MOCK_EDGE(1));
	placed(2, 1, 9, 10);
	a = action(CARC_VERB_MOVE, "mage", 10, 10, "W");
	CU_ASSERT_PTR_NULL(judge(&a));
	carry_out(&a);
	CU_ASSERT_PTR_NULL(turn_over(&a, 1));
	/* the same turn, nothing recorded */
	begin();
	mock_tile(&ctx, 9, 10, "MW01", 0, magic);
	placed(2, 1, 9, 10);
	CU_ASSERT(mock_streq(turn_over(NULL, 0), "MAGE-MOVE"));
	CU_ASSERT_STRING_EQUAL(ruling.recorded, "none");
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.message, "MW01 at (9,10)"));
	/* a refused move was reported at its row: not MAGE-MOVE too */
	a = action(CARC_VERB_MOVE, "mage", 10, 10, "S");
	CU_ASSERT(mock_streq(judge(&a), "MAGE-TARGET"));
	a.refused = 1;
	CU_ASSERT_PTR_NULL(turn_over(&a, 1));
}

/* Example 5: MAGE-WHEN, a move on a plain tile's turn and a second one. */
static void
test_when(void)
{
	struct carc_turn_action a;

	begin();
	stand(0, 10, 10, F_ROAD);
	mock_tile(&ctx, 12, 10, "D", 0, NULL);
	placed(3, 0, 12, 10);
	a = action(CARC_VERB_MOVE, "witch", 10, 9, "N");
	CU_ASSERT(mock_streq(judge(&a), "MAGE-WHEN"));
	CU_ASSERT_STRING_EQUAL(ruling.recorded, "move witch (10,9) N");
	CU_ASSERT_PTR_NULL(turn_over(NULL, 0));	/* nothing was required */
	/* a magic tile: one move, then a second refused */
	begin();
	mock_tile(&ctx, 9, 10, "MW01", 0, magic);
	placed(2, 1, 9, 10);
	a = action(CARC_VERB_MOVE, "mage", 10, 10, "W");
	CU_ASSERT_PTR_NULL(judge(&a));
	carry_out(&a);
	a = action(CARC_VERB_MOVE, "witch", 10, 9, "N");
	CU_ASSERT(mock_streq(judge(&a), "MAGE-WHEN"));
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.message, "already"));
}

/* Examples 5 and 6: onto a field, a complete city, no feature; then
 * MAGE-ELSEWHERE and MAGE-APART; and the passes next to them. */
static void
test_target(void)
{
	struct carc_turn_action a;

	begin();
	stand(0, 10, 10, F_ROAD);
	placed(3, 0, 10, 9);		/* MW05: a magic tile */
	a = action(CARC_VERB_MOVE, "witch", 10, 10, "S");
	CU_ASSERT(mock_streq(judge(&a), "MAGE-TARGET"));	/* a field */
	a = action(CARC_VERB_MOVE, "witch", 10, 10, "N");
	CU_ASSERT(mock_streq(judge(&a), "MAGE-TARGET"));	/* complete */
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.message, "complete"));
	a = action(CARC_VERB_MOVE, "witch", 10, 10, "C");
	/* nothing there */
	CU_ASSERT(mock_streq(judge(&a), "MAGE-TARGET"));
	a = action(CARC_VERB_MOVE, "mage", 11, 10, "E");
	/* its own road */
	CU_ASSERT(mock_streq(judge(&a), "MAGE-ELSEWHERE"));
	a = action(CARC_VERB_MOVE, "witch", 10, 10, "W");
	/* the mage's road */
	CU_ASSERT(mock_streq(judge(&a), "MAGE-APART"));
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.message, "mage stands"));
	a = action(CARC_VERB_MOVE, "witch", 10, 9, "N");
	CU_ASSERT_PTR_NULL(judge(&a));		/* example 6 */
	a = action(CARC_VERB_MOVE, "mage", 10, 9, "N");
	CU_ASSERT_PTR_NULL(judge(&a));		/* MAGE-ELSEWHERE's pass */
}

/* Example 7: a plain tile joins the mage's road to the witch's. */
static void
test_joined(void)
{
	struct carc_turn_action a;

	begin();
	mock_feature(&ctx, F_ROAD2, CARC_ROAD, 0);
	stand(0, 9, 10, F_ROAD2);
	stand(1, 10, 11, F_ROAD2);	/* the tile made them one road */
	mock_tile(&ctx, 9, 11, "V", 2, NULL);
	mock_segment(&ctx, 9, 11, F_ROAD2, MOCK_EDGE(0) | MOCK_EDGE(1));
	placed(4, 1, 9, 11);
	CU_ASSERT(mock_streq(turn_over(NULL, 0), "MAGE-JOINED"));
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.message, "V at (9,11)"));
	/* left together: the next plain tile did not join them */
	mock_tile(&ctx, 12, 10, "D", 0, NULL);
	placed(5, 0, 12, 10);
	CU_ASSERT_PTR_NULL(turn_over(NULL, 0));
	a = action(CARC_VERB_MOVE, "mage", 10, 10, "E");
	CU_ASSERT(mock_streq(judge(&a), "MAGE-WHEN"));
	/* the joining turn again, the move recorded */
	begin();
	mock_feature(&ctx, F_ROAD2, CARC_ROAD, 0);
	stand(0, 9, 10, F_ROAD2);
	stand(1, 10, 11, F_ROAD2);
	mock_tile(&ctx, 9, 11, "V", 2, NULL);
	mock_segment(&ctx, 9, 11, F_ROAD2, MOCK_EDGE(0) | MOCK_EDGE(1));
	placed(4, 1, 9, 11);
	a = action(CARC_VERB_MOVE, "mage", 10, 10, "E");
	CU_ASSERT_PTR_NULL(judge(&a));
	a = action(CARC_VERB_MOVE, "mage", 9, 11, "N");
	CU_ASSERT(mock_streq(judge(&a), "MAGE-ELSEWHERE"));
	a = action(CARC_VERB_MOVE, "witch", 9, 11, "N");
	CU_ASSERT(mock_streq(judge(&a), "MAGE-ELSEWHERE"));
	/* apart on two roads: a plain tile needs nothing */
	stand(1, 10, 10, F_ROAD);
	placed(5, 0, 9, 11);
	CU_ASSERT_PTR_NULL(turn_over(NULL, 0));
}

/* Example 8 and section 2.5: nothing can take a figure. */
static void
test_remove(void)
{
	struct carc_turn_action a;

	/* a removal while the open city could take a figure */
	begin();
	stand(0, 10, 10, F_ROAD);
	placed(3, 0, 10, 9);
	a = action(CARC_VERB_REMOVE, "mage", 10, 10, NULL);
	CU_ASSERT(mock_streq(judge(&a), "MAGE-REMOVE"));
	CU_ASSERT_STRING_EQUAL(ruling.recorded, "remove mage (10,10)");
	/* the only open road lies far from the tile: found all the same */
	begin();
	mock_feature(&ctx, F_ROAD, CARC_ROAD, 1);
	mock_feature(&ctx, F_CITY, CARC_CITY, 1);
	mock_feature(&ctx, F_ROAD2, CARC_ROAD, 0);
	mock_tile(&ctx, 20, 20, "U", 0, NULL);
	mock_segment(&ctx, 20, 20, F_ROAD2, MOCK_EDGE(1) | MOCK_EDGE(3));
	stand(0, 10, 9, F_CITY);
	placed(8, 1, 10, 9);
	a = action(CARC_VERB_REMOVE, "mage", 10, 9, NULL);
	CU_ASSERT(mock_streq(judge(&a), "MAGE-REMOVE"));
	a = action(CARC_VERB_MOVE, "mage", 20, 20, "E");
	CU_ASSERT_PTR_NULL(judge(&a));
	/* every road and city complete: the lone mage goes by itself,
	 * before the scoring */
	begin();
	mock_feature(&ctx, F_ROAD, CARC_ROAD, 1);
	mock_feature(&ctx, F_CITY, CARC_CITY, 1);
	stand(0, 10, 9, F_CITY);
	placed(8, 1, 10, 9);
	CU_ASSERT_EQUAL(mp->before_score(game, &ctx, &turn, NULL, 0), 0);
	CU_ASSERT_EQUAL(removed, 1);
	CU_ASSERT_EQUAL(neutrals[0].on, 0);
	CU_ASSERT_PTR_NULL(turn_over(NULL, 0));
	/* the same, the removal recorded: accepted, carried out */
	begin();
	mock_feature(&ctx, F_ROAD, CARC_ROAD, 1);
	mock_feature(&ctx, F_CITY, CARC_CITY, 1);
	stand(0, 10, 9, F_CITY);
	placed(8, 1, 10, 9);
	a = action(CARC_VERB_REMOVE, "mage", 10, 9, NULL);
	CU_ASSERT_PTR_NULL(judge(&a));
	carry_out(&a);
	CU_ASSERT_EQUAL(mp->before_score(game, &ctx, &turn, NULL, 0), 0);
	CU_ASSERT_EQUAL(removed, 0);
	CU_ASSERT_PTR_NULL(turn_over(&a, 1));
	/* both stand: the player chooses; left out, MAGE-REMOVE */
	begin();
	mock_feature(&ctx, F_ROAD, CARC_ROAD, 1);
	mock_feature(&ctx, F_CITY, CARC_CITY, 1);
	mock_feature(&ctx, F_ROAD2, CARC_CITY, 1);
	stand(0, 10, 9, F_CITY);
	stand(1, 10, 8, F_ROAD2);
	placed(10, 1, 10, 9);
	CU_ASSERT_EQUAL(mp->before_score(game, &ctx, &turn, NULL, 0), 0);
	CU_ASSERT_EQUAL(removed, 0);	/* a choice: not the host's */
	CU_ASSERT(mock_streq(turn_over(NULL, 0), "MAGE-REMOVE"));
	CU_ASSERT_PTR_NOT_NULL(strstr(ruling.expected, "removal"));
}

/* After the scoring: a figure on a completed feature leaves the board. */
static void
test_scored_leaves(void)
{
	begin();
	stand(0, 10, 10, F_ROAD);
	stand(1, 10, 9, F_CITY);
	mock_tile(&ctx, 12, 10, "X", 0, NULL);
	placed(4, 1, 12, 10);
	mock_feature(&ctx, F_ROAD, CARC_ROAD, 1);	/* X completed it */
	CU_ASSERT_PTR_NULL(turn_over(NULL, 0));
	CU_ASSERT_EQUAL(neutrals[0].on, 0);
	CU_ASSERT_EQUAL(neutrals[1].on, 1);	/* the open city keeps her */
}

/* --- the whole value --------------------------------------------------- */

static int
whole(carc_feature f, int kind, int tiles, int in, const char **rule)
{
	struct carc_value v;

	memset(&v, 0, sizeof(v));
	v.size = sizeof(v);
	v.kind = kind;
	v.tiles = tiles;
	v.whole = in;
	CU_ASSERT_EQUAL(mp->whole_value(game, &ctx, f, &v), 0);
	*rule = v.whole_rule;
	return v.whole;
}

/* Examples 1 to 4: +1 per tile; halved, rounded up, bonuses included;
 * the mage on an open inn's road worth 0; nothing on other features. */
static void
test_whole_value(void)
{
	const char *r;

	begin();
	stand(0, 10, 10, F_ROAD);
	CU_ASSERT_EQUAL(whole(F_ROAD, CARC_ROAD, 5, 5, &r), 10);
	CU_ASSERT(mock_streq(r, "MAGE-PTS"));
	CU_ASSERT_EQUAL(whole(F_ROAD, CARC_ROAD, 4, 0, &r), 4);
	CU_ASSERT(mock_streq(r, "MAGE-PTS"));
	CU_ASSERT_EQUAL(whole(F_CITY, CARC_CITY, 2, 4, &r), 4);
	CU_ASSERT_PTR_NULL(r);
	stand(1, 10, 9, F_CITY);
	CU_ASSERT_EQUAL(whole(F_CITY, CARC_CITY, 2, 4, &r), 2);
	CU_ASSERT(mock_streq(r, "MAGE-WITCH"));
	CU_ASSERT_EQUAL(whole(F_CITY, CARC_CITY, 5, 5, &r), 3);
	CU_ASSERT_EQUAL(whole(F_CITY, CARC_CITY, 5, 10, &r), 5);
	CU_ASSERT_EQUAL(whole(F_CITY, CARC_CITY, 1, 1, &r), 1);
	CU_ASSERT_EQUAL(whole(F_CITY, CARC_CITY, 3, 0, &r), 0);
	/* both on one road (MAGE-JOINED left out): mage, then witch */
	stand(1, 11, 10, F_ROAD);
	CU_ASSERT_EQUAL(whole(F_ROAD, CARC_ROAD, 3, 3, &r), 3);
	CU_ASSERT(mock_streq(r, "MAGE-WITCH"));
	/* a field or a monastery is not theirs */
	stand(0, 10, 10, F_FIELD);
	CU_ASSERT_EQUAL(whole(F_FIELD, CARC_FIELD, 3, 6, &r), 6);
	CU_ASSERT_PTR_NULL(r);
}

/*
 * (4.4) With a host that has neutral_stamp, the answer of
 * neutral_figures is asked once per stamp and kept in the game's state:
 * whole_value at every feature valued, and turn_end, read the kept one
 * while the stamp stays, and ask again as soon as it changes (a figure
 * that moved, left, or whose feature joined another); a new game asks
 * again whatever the stamp.  A kept answer read after the stamp changed
 * would value the road with the mage that left it.
 */
static void
test_kept_answer(void)
{
	const char *r;

	host4.neutral_stamp = t_neutral_stamp;
	begin();
	stand(0, 10, 10, F_ROAD);
	asked = 0;
	CU_ASSERT_EQUAL(whole(F_ROAD, CARC_ROAD, 5, 5, &r), 10);
	CU_ASSERT_EQUAL(whole(F_ROAD, CARC_ROAD, 4, 4, &r), 8);
	CU_ASSERT_EQUAL(whole(F_CITY, CARC_CITY, 2, 4, &r), 4);
	CU_ASSERT_EQUAL(asked, 1);
	/* the mage moves to the city: the road is the board's again */
	stand(0, 10, 9, F_CITY);
	CU_ASSERT_EQUAL(whole(F_ROAD, CARC_ROAD, 5, 5, &r), 5);
	CU_ASSERT_PTR_NULL(r);
	CU_ASSERT_EQUAL(whole(F_CITY, CARC_CITY, 2, 4, &r), 6);
	CU_ASSERT_EQUAL(asked, 2);
	/* the city's feature joins the road's (the stamp changes with the
	 * tile that joins them): the mage is on the road */
	neutrals[0].f = F_ROAD;
	stamp++;
	CU_ASSERT_EQUAL(whole(F_ROAD, CARC_ROAD, 5, 5, &r), 10);
	CU_ASSERT(mock_streq(r, "MAGE-PTS"));
	CU_ASSERT_EQUAL(asked, 3);
	/* a turn with no magic: after_place asks (the tile changed the
	 * stamp), turn_end reads the kept answer; the mage leaves through
	 * the host: asked again */
	stamp++;
	placed(2, 0, 11, 10);
	CU_ASSERT_EQUAL(asked, 4);
	CU_ASSERT_PTR_NULL(turn_over(NULL, 0));
	CU_ASSERT_EQUAL(asked, 4);
	CU_ASSERT_EQUAL(t_remove_figure(&ctx, "mage", -1, 10, 9, NULL), 0);
	CU_ASSERT_EQUAL(whole(F_ROAD, CARC_ROAD, 5, 5, &r), 5);
	CU_ASSERT_PTR_NULL(r);
	CU_ASSERT_EQUAL(asked, 5);
	/* a new game, its state zeroed, under the same stamp: asked */
	begin();
	stand(1, 10, 10, F_ROAD);
	stamp--;
	CU_ASSERT_EQUAL(whole(F_ROAD, CARC_ROAD, 5, 5, &r), 3);
	CU_ASSERT(mock_streq(r, "MAGE-WITCH"));
	CU_ASSERT_EQUAL(asked, 6);
	host4.neutral_stamp = NULL;
}

int
carc_test_register(void)
{
	CU_pSuite s;

	s = CU_add_suite("mage_witch against a mock host", suite_init,
	    suite_fini);
	if (s == NULL ||
	    CU_add_test(s, "descriptor", test_descriptor) == NULL ||
	    CU_add_test(s, "a host without neutral figures",
	    test_old_host) == NULL ||
	    CU_add_test(s, "tile key", test_tile_key) == NULL ||
	    CU_add_test(s, "the magic symbol", test_draw) == NULL ||
	    CU_add_test(s, "MAGE-MOVE", test_move) == NULL ||
	    CU_add_test(s, "MAGE-WHEN", test_when) == NULL ||
	    CU_add_test(s, "MAGE-TARGET, MAGE-ELSEWHERE, MAGE-APART",
	    test_target) == NULL ||
	    CU_add_test(s, "MAGE-JOINED", test_joined) == NULL ||
	    CU_add_test(s, "MAGE-REMOVE", test_remove) == NULL ||
	    CU_add_test(s, "scored figures leave", test_scored_leaves) ==
	    NULL ||
	    CU_add_test(s, "MAGE-PTS and MAGE-WITCH", test_whole_value) ==
	    NULL ||
	    CU_add_test(s, "the answer kept while neutral_stamp stays",
	    test_kept_answer) == NULL)
		return -1;
	return 0;
}
