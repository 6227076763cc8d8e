/*
 * inns_cathedrals.c - Inns & Cathedrals (Wirtshäuser und Kathedralen, HiG
 * 2002; doc/rules/inns_cathedrals.md).
 *
 * Eighteen tiles (plugins/inns_cathedrals/inns_cathedrals.yaml; the garden
 * copies IC03G and IC15G are in plugins/abbot/abbot.yaml), six with an inn
 * beside a road and two with a cathedral in a city, marked by the segment
 * keys `inn: true` (on a road's entry) and `cathedral: true` (on a
 * city's).  A road with an inn scores 2 per tile when completed
 * (IC-INN-DONE) and nothing at the end if open (IC-INN-END); a city with a
 * cathedral 3 per tile and per coat of arms when completed (IC-CATH-DONE)
 * and nothing at the end if open (IC-CATH-END).  The big follower, one
 * per seat (IC-BIG-SUPPLY), stands where a follower may (IC-BIG-SPOT) and
 * weighs two in a majority (IC-BIG-WEIGHT): a declared figure kind, whose
 * supply, spot and weight the host enforces.  Six seats (IC-SEATS) need
 * nothing here: every host keeps room for CARC_MAX_SEATS.
 *
 * The hooks: segment_key reads the markings and places each one's picture
 * by its segment's edges, which draw hands the host; feature_value finds
 * them on a road's or city's segments (feature_markings) and replaces the
 * base value or zeroes the whole feature, bonuses included; it also notes
 * where the big follower's weight decided a majority, and which seats
 * lost a feature to an open inn or cathedral, so that explain and
 * explain_value can name the rule when a record counts otherwise.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_plugin.h"
#include "carc_plugin_util.h"

#define IC_SEATS CARC_MAX_SEATS
#define IC_FIGURES 256		/* figures read from one feature */
#define IC_MARKS 64		/* markings read from one feature */

/* IC-INN-DONE, IC-CATH-DONE: points per tile (and per coat of arms). */
#define INN_PER_TILE 2
#define CATH_PER_TILE 3
#define CATH_PER_COA 3

static const struct carc_rule ic_rules[] = {
	{ "IC-BIG-SUPPLY", "each seat has one big follower, in a supply of "
	    "its own, placed like a follower instead of one",
	    "inns_cathedrals.md 1" },
	{ "IC-BIG-SPOT", "the big follower stands where a follower may: on a "
	    "road, city, field or monastery of the tile just placed",
	    "inns_cathedrals.md 2" },
	{ "IC-BIG-WEIGHT", "a big follower counts as two followers in a "
	    "majority; where figures are counted it is one",
	    "inns_cathedrals.md 3.1" },
	{ "IC-INN-DONE", "a completed road with one or more inns scores 2 per "
	    "tile", "inns_cathedrals.md 3.2" },
	{ "IC-INN-END", "at game end a road with an inn that is not complete "
	    "scores 0", "inns_cathedrals.md 3.2" },
	{ "IC-CATH-DONE", "a completed city with one or both cathedrals "
	    "scores 3 per tile and 3 per coat of arms",
	    "inns_cathedrals.md 3.3" },
	{ "IC-CATH-END", "at game end a city with a cathedral that is not "
	    "complete scores 0", "inns_cathedrals.md 3.3" },
	{ "IC-SEATS", "up to six players: the sixth colour comes with Inns & "
	    "Cathedrals", "inns_cathedrals.md 4" },
};

/* A big meeple: the follower's outline, drawn half as large again. */
static const struct carc_figure_kind ic_figures[] = {
	{ "big", 1, 2, CARC_FIGURE_FOLLOWER, NULL, "IC-BIG-SUPPLY",
	    "IC-BIG-SPOT", NULL, NULL, 1.5,
	    "big follower: counts as two in a majority (IC-BIG-WEIGHT)" },
};

static const char *const ic_segment_keys[] = { "inn", "cathedral", NULL };

/* What a segment's marking is: one of these two, static. */
struct ic_marking {
	const char *key;		/* the catalogue's word */
	int kind;			/* the segment kind it belongs on */
	const char *what;		/* that kind, for messages */
};

static const struct ic_marking inn = { "inn", CARC_ROAD, "road" };
static const struct ic_marking cathedral = { "cathedral", CARC_CITY, "city" };

/*
 * A segment's marking as segment_key made it: what it is, and its picture
 * where the segment lies on the tile (path data in the tile's 0..100 box,
 * worked out from the segment's edges).  One per marked segment, kept in
 * the plugin's list until fini.
 */
#define IC_ART 4			/* paths of one picture */
#define IC_PATH 160
struct ic_mark {
	const struct ic_marking *type;	/* &inn or &cathedral */
	double x, y;			/* the picture's centre */
	char art[IC_ART][IC_PATH];
	struct ic_mark *next;
};

struct ic_state {
	const struct carc_host *host;
	struct ic_mark *marks;
};

/* When a feature was valued: in the move being played, or at game end. */
enum { IC_MOVE = 0, IC_FINAL, IC_WHEN };

struct ic_game {
	const struct carc_host *host;
	int seq;			/* the move after_place saw; -1 none */
	/* something was noted below for the moment since it was last
	 * cleared: most moves value no feature with a big follower, an
	 * inn or a cathedral, and leave nothing to clear */
	int noted[IC_WHEN];
	/*
	 * Per moment, feature kind and seat: the seat is among the most
	 * figures of a feature but not among the heaviest (lost), or the
	 * other way round (won), because a big follower weighs two
	 * (IC-BIG-WEIGHT); it had a figure in a road or city worth nothing
	 * for its open inn or cathedral (zeroed: at game end, or valued so
	 * when a figure is taken back from it).
	 */
	unsigned char lost[IC_WHEN][CARC_MAX_KINDS][IC_SEATS];
	unsigned char won[IC_WHEN][CARC_MAX_KINDS][IC_SEATS];
	unsigned char zeroed[IC_WHEN][CARC_MAX_KINDS][IC_SEATS];
	struct carc_figure_info fig[IC_FIGURES];	/* scratch */
};

/* --- set-up and catalogue ---------------------------------------------- */

static int
ic_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	struct ic_state *st;

	if (!CARC_HAS_SERVICE(host, feature_markings) ||
	    !CARC_HAS_SERVICE(host, feature_figures) ||
	    !CARC_HAS_SERVICE(host, kind_id)) {
		snprintf(err, errlen, "the host lacks feature_markings, "
		    "feature_figures or kind_id");
		return -1;
	}
	if ((st = calloc(1, sizeof(*st))) == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	st->host = host;
	*state = st;		/* read-only once the catalogues are read */
	return 0;
}

static void
ic_fini(void *state)
{
	struct ic_state *st = state;
	struct ic_mark *m, *next;

	if (st == NULL)
		return;
	for (m = st->marks; m != NULL; m = next) {
		next = m->next;
		free(m);
	}
	free(st);
}

/* Edge e's midpoint, and the way into the tile from it (defined
 * orientation, y south). */
static const double edge_mid[4][2] = { { 50, 0 }, { 100, 50 }, { 50, 100 },
    { 0, 50 } };
static const double edge_in[4][2] = { { 0, 1 }, { -1, 0 }, { 0, -1 },
    { 1, 0 } };

/*
 * Where a marking's picture stands (inns_cathedrals.md 2: an inn beside
 * its road, a cathedral in its city).  An inn: a little way in from the
 * road's first edge, beside the road on the side away from its other
 * edge (the outside of a bend).  A cathedral: the middle of its city,
 * pulled towards the edges the city reaches (the tile's centre for a
 * city on all four, as on the cathedral tiles).
 */
static void
ic_place(const struct ic_marking *type, unsigned edges, double *x, double *y)
{
	int e, a = -1, b = -1, n = 0;
	double sx = 0, sy = 0, px, py;

	for (e = 0; e < 4; e++)
		if (edges & (1u << e)) {
			if (a < 0)
				a = e;
			else if (b < 0)
				b = e;
			sx += edge_mid[e][0] - 50;
			sy += edge_mid[e][1] - 50;
			n++;
		}
	if (n == 0) {			/* reaches no edge: the centre */
		*x = *y = 50;
		return;
	}
	if (type == &cathedral) {
		*x = 50 + 0.55 * sx / n;
		*y = 50 + 0.55 * sy / n;
		return;
	}
	/* beside the road: across it, away from its other edge */
	px = -edge_in[a][1];
	py = edge_in[a][0];
	if (b >= 0 && px * (edge_mid[b][0] - edge_mid[a][0]) +
	    py * (edge_mid[b][1] - edge_mid[a][1]) > 0) {
		px = -px;
		py = -py;
	}
	*x = edge_mid[a][0] + 26 * edge_in[a][0] + 16 * px;
	*y = edge_mid[a][1] + 26 * edge_in[a][1] + 16 * py;
}

/* The picture's paths at (x, y): a house with a red roof and a door; a
 * cathedral, its nave, its spire with a cross, its door. */
static void
ic_art(struct ic_mark *m)
{
	double x = m->x, y = m->y;

	if (m->type == &inn) {
		snprintf(m->art[0], IC_PATH, "M%.1f %.1f V%.1f H%.1f V%.1f Z",
		    x - 6, y - 1, y + 7, x + 6, y - 1);
		snprintf(m->art[1], IC_PATH, "M%.1f %.1f L%.1f %.1f L%.1f %.1f "
		    "Z", x - 8.5, y - 0.5, x, y - 8.5, x + 8.5, y - 0.5);
		snprintf(m->art[2], IC_PATH, "M%.1f %.1f V%.1f H%.1f V%.1f",
		    x - 1.8, y + 7, y + 2.5, x + 1.8, y + 7);
		m->art[3][0] = '\0';
		return;
	}
	/* from the cross (y - 17) to the steps (y + 17) */
	snprintf(m->art[0], IC_PATH, "M%.1f %.1f V%.1f L%.1f %.1f L%.1f %.1f "
	    "V%.1f Z", x - 10, y + 17, y + 7, x, y, x + 10, y + 7, y + 17);
	snprintf(m->art[1], IC_PATH, "M%.1f %.1f V%.1f L%.1f %.1f L%.1f %.1f "
	    "V%.1f Z", x - 3.5, y + 6, y - 5, x, y - 11, x + 3.5, y - 5,
	    y + 6);
	snprintf(m->art[2], IC_PATH, "M%.1f %.1f V%.1f M%.1f %.1f H%.1f",
	    x, y - 11, y - 17, x - 2.5, y - 14.5, x + 2.5);
	snprintf(m->art[3], IC_PATH, "M%.1f %.1f V%.1f Q%.1f %.1f %.1f %.1f "
	    "V%.1f", x - 2.5, y + 17, y + 12.5, x, y + 9.5, x + 2.5, y + 12.5,
	    y + 17);
}

/*
 * `inn: true` on a road's entry, `cathedral: true` on a city's
 * (inns_cathedrals.md 2: an inn belongs to the road it stands beside, a
 * cathedral to its city).  `false` marks nothing.
 */
static int
ic_segment_key(void *state, const char *tile_id, const char *segment,
    int kind, unsigned edges, unsigned halves, const char *key,
    const struct carc_node *value, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	struct ic_state *st = state;
	const struct ic_marking *m = strcmp(key, "inn") == 0 ? &inn :
	    &cathedral;
	struct ic_mark *mk;

	(void)halves;
	if (value->type != CARC_NODE_SCALAR ||
	    (strcmp(value->scalar, "true") != 0 &&
	    strcmp(value->scalar, "false") != 0)) {
		snprintf(err, errlen, "%s of segment '%s' of tile '%s' is "
		    "neither true nor false", m->key, segment, tile_id);
		*where = value;
		return -1;
	}
	if (kind != m->kind) {
		snprintf(err, errlen, "%s on segment '%s' of tile '%s', which "
		    "is no %s", m->key, segment, tile_id, m->what);
		*where = value;
		return -1;
	}
	if (strcmp(value->scalar, "true") != 0) {
		*marking = NULL;
		return 0;
	}
	if ((mk = calloc(1, sizeof(*mk))) == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	mk->type = m;
	ic_place(m, edges, &mk->x, &mk->y);
	ic_art(mk);
	mk->next = st->marks;
	st->marks = mk;
	*marking = mk;
	return 0;
}

static int
ic_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	struct ic_game *g;

	(void)ctx;
	(void)variant;
	/* fig[] is scratch, filled before each use */
	if ((g = malloc(sizeof(*g))) == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	memset(g, 0, offsetof(struct ic_game, fig));
	g->host = ((const struct ic_state *)state)->host;
	g->seq = -1;
	*game = g;
	return 0;
}

static void
ic_game_end(void *game)
{
	free(game);
}

/* A new move: what the last one noted is no longer asked about. */
static int
ic_after_place(void *game, struct carc_ctx *ctx, const struct carc_turn *turn)
{
	struct ic_game *g = game;

	(void)ctx;
	if (turn->seq != g->seq) {
		if (g->noted[IC_MOVE]) {
			memset(g->lost[IC_MOVE], 0, sizeof(g->lost[IC_MOVE]));
			memset(g->won[IC_MOVE], 0, sizeof(g->won[IC_MOVE]));
			memset(g->zeroed[IC_MOVE], 0,
			    sizeof(g->zeroed[IC_MOVE]));
			g->noted[IC_MOVE] = 0;
		}
		g->seq = turn->seq;
	}
	return 0;
}

/* --- scoring ------------------------------------------------------------ */

/* Does one of the feature's segments carry marking m? */
static int
marked(struct ic_game *g, struct carc_ctx *ctx, carc_feature f,
    const struct ic_marking *m)
{
	const void *mk[IC_MARKS];
	size_t n, i;

	n = g->host->feature_markings(ctx, f, mk, IC_MARKS);
	for (i = 0; i < n && i < IC_MARKS; i++)
		if (mk[i] != NULL &&
		    ((const struct ic_mark *)mk[i])->type == m)
			return 1;
	return 0;
}

/*
 * IC-BIG-WEIGHT: where a big follower stands in the feature, note the
 * seats the weight decided for: among the most figures but not the
 * heaviest (lost), or the heaviest but not among the most figures (won).
 * A record that counts the big follower once gets exactly those wrong.
 */
static void
note_weights(struct ic_game *g, struct carc_ctx *ctx, carc_feature f,
    int kind, int when)
{
	int w[IC_SEATS], c[IC_SEATS], maxw = 0, maxc = 0, big = 0, s;
	size_t n, i;

	if (kind < 0 || kind >= CARC_MAX_KINDS)
		return;
	memset(w, 0, sizeof(w));
	memset(c, 0, sizeof(c));
	n = g->host->feature_figures(ctx, f, g->fig, IC_FIGURES,
	    sizeof(g->fig[0]));
	if (n > IC_FIGURES)
		n = IC_FIGURES;
	for (i = 0; i < n; i++) {
		const struct carc_figure_info *fi = &g->fig[i];

		if (fi->seat < 0 || fi->seat >= IC_SEATS || fi->weight <= 0)
			continue;
		if (CARC_HAS_FIELD(fi, struct carc_figure_info, figure) &&
		    fi->figure != NULL && strcmp(fi->figure, "big") == 0)
			big = 1;
		w[fi->seat] += fi->weight;
		c[fi->seat]++;
	}
	if (!big)
		return;
	for (s = 0; s < IC_SEATS; s++) {
		maxw = w[s] > maxw ? w[s] : maxw;
		maxc = c[s] > maxc ? c[s] : maxc;
	}
	for (s = 0; s < IC_SEATS; s++) {
		/* a big follower stands here: both maxima are above 0 */
		int heaviest = w[s] == maxw, most = c[s] == maxc;

		if (most && !heaviest)
			g->lost[when][kind][s] = 1;
		if (heaviest && !most)
			g->won[when][kind][s] = 1;
	}
	g->noted[when] = 1;
}

/* IC-INN-END, IC-CATH-END: the seats with a figure in a zeroed feature. */
static void
note_zeroed(struct ic_game *g, struct carc_ctx *ctx, carc_feature f,
    int kind, int when)
{
	size_t n, i;

	n = g->host->feature_figures(ctx, f, g->fig, IC_FIGURES,
	    sizeof(g->fig[0]));
	if (n > IC_FIGURES)
		n = IC_FIGURES;
	for (i = 0; i < n; i++)
		if (g->fig[i].seat >= 0 && g->fig[i].seat < IC_SEATS) {
			g->zeroed[when][kind][g->fig[i].seat] = 1;
			g->noted[when] = 1;
		}
}

/*
 * A road with an inn, a city with a cathedral (inns_cathedrals.md 3.2,
 * 3.3): completed, its value replaces the base (IC-INN-DONE: 2 per tile;
 * IC-CATH-DONE: 3 per tile and 3 per coat of arms); open at game end, the
 * whole feature is worth nothing, bonuses such as a signpost's included
 * (IC-INN-END, IC-CATH-END; doc/spec/record-format.md).  A second inn or
 * cathedral adds nothing ("one or more", "one or both").
 *
 * The ruleset does not change this: c1-early-smallcity's 2-point city of
 * 2 tiles (rules-en.md 1.8) never meets a cathedral, which stands on a
 * four-sided city tile (IC01), so a completed cathedral city has at least
 * 5 tiles; were one smaller, the cathedral's 3 per tile would still
 * replace the base per-tile value, as it does every edition's
 * (inns_cathedrals.md 5).  Fields are not touched: a cathedral changes
 * nothing for farmers (inns_cathedrals.md 3.4).
 */
/* "road of 3 tiles" into v->why at *at: what, then the tiles. */
static void
why_tiles(struct carc_value *v, size_t *at, const char *what)
{
	carc_util_text_put(v->why, sizeof(v->why), at, what);
	carc_util_text_put(v->why, sizeof(v->why), at, " of ");
	carc_util_text_int(v->why, sizeof(v->why), at, v->tiles);
	carc_util_text_put(v->why, sizeof(v->why), at,
	    v->tiles == 1 ? " tile" : " tiles");
}

static int
ic_feature_value(void *game, struct carc_ctx *ctx, carc_feature f,
    struct carc_value *v)
{
	struct ic_game *g = game;
	int when = v->final && !v->taken_back ? IC_FINAL : IC_MOVE;
	const struct ic_marking *m;

	note_weights(g, ctx, f, v->kind, when);
	if (v->kind == CARC_ROAD)
		m = &inn;
	else if (v->kind == CARC_CITY)
		m = &cathedral;
	else
		return 0;
	if (!marked(g, ctx, f, m))
		return 0;
	/* the reasons built piece by piece, not by snprintf: one of a
	 * few hundred instructions at every such feature valued */
	if (v->complete) {
		size_t at = 0;

		if (m == &inn) {
			v->points = INN_PER_TILE * v->tiles;
			v->rule = "IC-INN-DONE";
			why_tiles(v, &at, m->what);
			carc_util_text_put(v->why, sizeof(v->why), &at,
			    " with an inn");
		} else {
			v->points = CATH_PER_TILE * v->tiles +
			    CATH_PER_COA * v->coats_of_arms;
			v->rule = "IC-CATH-DONE";
			why_tiles(v, &at, m->what);
			carc_util_text_put(v->why, sizeof(v->why), &at,
			    " and ");
			carc_util_text_int(v->why, sizeof(v->why), &at,
			    v->coats_of_arms);
			carc_util_text_put(v->why, sizeof(v->why), &at,
			    v->coats_of_arms == 1 ? " coat of arms with a "
			    "cathedral" : " coats of arms with a cathedral");
		}
		return 0;
	}
	if (!v->final)
		return 0;	/* an open feature is valued only at the end */
	/* a zero another plugin gave first stands, with its reason */
	if (v->zero_rule == NULL) {
		size_t at = 0;

		v->zero_rule = m == &inn ? "IC-INN-END" : "IC-CATH-END";
		why_tiles(v, &at, m->what);
		carc_util_text_put(v->why, sizeof(v->why), &at, m == &inn ?
		    " with an inn, left open" :
		    " with a cathedral, left open");
	}
	note_zeroed(g, ctx, f, v->kind, when);
	return 0;
}

/* --- explaining a record ------------------------------------------------- */

/* The notes of the moment asked about (turn NULL: final scoring), for the
 * record's score kind; -1 if there are none. */
static int
asked(const struct ic_game *g, struct carc_ctx *ctx,
    const struct carc_turn *turn, int seat, const char *kind, int *when)
{
	int k;

	if (seat < 0 || seat >= IC_SEATS || kind == NULL)
		return -1;
	if (turn != NULL && turn->seq != g->seq)
		return -1;
	*when = turn == NULL ? IC_FINAL : IC_MOVE;
	k = g->host->kind_id(ctx, kind);
	return k >= 0 && k < CARC_MAX_KINDS ? k : -1;
}

/*
 * The record gives points where the rules give none: to a seat that had
 * a figure in an inn's road or a cathedral's city left open at the end,
 * or taken back from one (IC-INN-END, IC-CATH-END), or to a seat that
 * lost a majority only because a big follower weighs two (IC-BIG-WEIGHT:
 * the record counted it once).
 */
static const char *
ic_explain(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    int seat, const char *kind, int points, const char **hint_rule,
    const char **hint_why)
{
	const struct ic_game *g = game;
	int k, when;

	(void)points;
	(void)hint_rule;
	(void)hint_why;
	if ((k = asked(g, ctx, turn, seat, kind, &when)) < 0)
		return NULL;
	if (g->zeroed[when][k][seat])
		return k == CARC_ROAD ? "IC-INN-END" : "IC-CATH-END";
	if (g->lost[when][k][seat])
		return "IC-BIG-WEIGHT";
	return NULL;
}

/*
 * The record counts otherwise than the rules: more than expected from a
 * seat whose open inn road or cathedral city was worth nothing
 * (IC-INN-END, IC-CATH-END; what is expected are its other features'
 * points), or nothing to the owner of a big follower whose weight won
 * the majority (IC-BIG-WEIGHT).
 */
static const char *
ic_explain_value(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, int seat, const char *kind, int expected,
    int recorded, const char **hint_rule, const char **hint_why)
{
	const struct ic_game *g = game;
	int k, when;

	(void)hint_rule;
	(void)hint_why;
	if ((k = asked(g, ctx, turn, seat, kind, &when)) < 0)
		return NULL;
	if (g->zeroed[when][k][seat] && recorded > expected)
		return k == CARC_ROAD ? "IC-INN-END" : "IC-CATH-END";
	if (recorded == 0 && g->won[when][k][seat])
		return "IC-BIG-WEIGHT";
	return NULL;
}

/* --- pictures ----------------------------------------------------------- */

/* What the legend says of each. */
static const char inn_legend[] = "inn: its road scores 2 per tile when "
    "complete, nothing at the end if open (IC-INN-DONE, IC-INN-END)";
static const char cathedral_legend[] = "cathedral: its city scores 3 per "
    "tile and coat of arms when complete, nothing at the end if open "
    "(IC-CATH-DONE, IC-CATH-END)";

#define IC_INK "#3b2418"

/*
 * A segment's marking (ic_segment_key placed it): a pale halo, then the
 * inn (a house with a red roof) or the cathedral (a stone church with its
 * spire), linked to the rule that scores it when complete.  The figure
 * kind's declaration (ic_figures: scale 1.5, its legend) draws the big
 * follower.
 */
static size_t
ic_draw(void *state, const void *marking, struct carc_draw *out, size_t max,
    size_t esize)
{
	const struct ic_mark *m = marking;
	struct carc_draw d[IC_ART + 1];
	size_t i, n = 0;
	int is_inn;

	(void)state;
	if (m == NULL)
		return 0;
	if (esize < CARC_DRAW_SIZE_3_0)
		max = 0;
	is_inn = m->type == &inn;
	memset(d, 0, sizeof(d));
	d[n].op = CARC_DRAW_CIRCLE;
	d[n].x = m->x;
	d[n].y = m->y;
	d[n].r = is_inn ? 12 : 19;
	d[n].fill = "#ffffff";
	d[n].opacity = 0.7;
	n++;
	for (i = 0; i < IC_ART && m->art[i][0] != '\0'; i++, n++) {
		d[n].op = CARC_DRAW_PATH;
		d[n].path = m->art[i];
		d[n].stroke = IC_INK;
		d[n].stroke_width = 1.3;
		/* a building stands on its base on a turned tile too: the
		 * host turns its place, not the picture (ABI 3.2) */
		d[n].x = m->x;
		d[n].y = m->y;
		d[n].upright = 1;
	}
	if (is_inn) {
		d[1].fill = "#f3e2c0";		/* walls */
		d[2].fill = "#b5462f";		/* roof */
	} else {
		d[1].fill = "#e6dff0";		/* nave */
		d[2].fill = "#e6dff0";		/* spire */
	}
	for (i = 0; i < n; i++) {
		d[i].legend = is_inn ? inn_legend : cathedral_legend;
		d[i].rule = is_inn ? "IC-INN-DONE" : "IC-CATH-DONE";
		if (i < max)
			carc_elem_put(out, i, esize, &d[i], sizeof(d[i]));
	}
	return n;
}

static const struct carc_plugin inns_cathedrals = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "inns_cathedrals",
	.version = "1.0.0",
	.rule_prefix = "IC-",
	.rules = ic_rules,
	.nrules = sizeof(ic_rules) / sizeof(ic_rules[0]),
	.catalogue = "inns_cathedrals.yaml",
	.rules_doc = "inns_cathedrals.md",
	.segment_keys = ic_segment_keys,
	.figure_kinds = ic_figures,
	.nfigure_kinds = sizeof(ic_figures) / sizeof(ic_figures[0]),
	.init = ic_init,
	.fini = ic_fini,
	.segment_key = ic_segment_key,
	.game_begin = ic_game_begin,
	.game_end = ic_game_end,
	.after_place = ic_after_place,
	.feature_value = ic_feature_value,
	.explain = ic_explain,
	.explain_value = ic_explain_value,
	.draw = ic_draw,
};

CARC_PLUGIN_DEFINE(inns_cathedrals)
