/*
 * signposts.c - The Signposts (Wegweiser, HiG 2021; rules-en.md 3.1).
 *
 * Twelve tiles (SP01-SP12, plugins/signposts/signposts.yaml) each carry two
 * signposts of different types (left, straight, right).  A signpost stands
 * where its road segment leaves the tile by an edge and points across that
 * edge to the next tile.  When a road is valued (completed, or at game end)
 * the correct signposts standing on it add to its value:
 *   completed: (correct signposts) x (distinct correct types)  SIGN-SCORE-TYPES
 *   game end:  1 per correct signpost                          SIGN-FINAL
 * The bonus is part of the road's value, so the core gives it to the road's
 * majority with the tile points (SIGN-SCORE-MAJ).
 *
 * A signpost is artwork beside a road, not a feature (SIGN-NOT-FEATURE).  A
 * record names a meeple spot as N E S W, a half-edge, or C; on a signpost
 * tile without a monastery the only spot that names no road, city or field
 * is C, the middle of the tile where the signpost art stands: a meeple
 * recorded there is read as a meeple on the signpost and refused.
 *
 * explain names SIGN-SCORE-MAJ for a road's bonus recorded for a seat
 * outside its majority, and, asked about the difference on a miscounted
 * road, the rule of the signposts whose miscounting gives it, with
 * SIGN-NEXT-TILE as the hint where they were judged on the wrong tile.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_plugin.h"

#define SIGN_MAX 2		/* signposts per tile: two, of two types */
#define SIGN_BUF 64		/* tiles read without allocating */
#define SIGN_SEATS CARC_MAX_SEATS

enum sign_type { SIGN_LEFT = 0, SIGN_STRAIGHT, SIGN_RIGHT, SIGN_NTYPES };

/* Why a signpost standing on the road is not correct (or that it is). */
enum sign_verdict {
	V_CORRECT = 0,
	V_MULTI,		/* correct: one of several exits (SIGN-MULTI-EXIT) */
	V_EMPTY,		/* SIGN-EMPTY-NEXT: no tile on the next square */
	V_NOEND,		/* SIGN-NOEND: the road ends on the next tile */
	V_DIR,			/* SIGN-DIR: it leaves by another edge */
	V_OTHER_ROAD,		/* SIGN-OWN-ROAD: correct, but another road's */
	/*
	 * Not a verdict of its own but a count kept beside them: failing
	 * signposts that would be correct judged on the tile across the
	 * other end of their road segment (SIGN-NEXT-TILE: a recorder who
	 * looked at the wrong neighbour).
	 */
	V_WRONG_TILE,
	V_NVERDICTS
};

/* A tile's marking: its signposts in tile orientation. */
struct sign_marking {
	int n;
	struct {
		int edge;	/* enum carc_edge, before rotation */
		int type;	/* enum sign_type */
	} sp[SIGN_MAX];
	struct sign_marking *next;	/* the plugin's list, freed in fini */
};

/* What a picture draws of a signpost at an edge, of a type (the draw
 * hook): its shaft and its arrowhead as path data, worked out at init. */
#define SIGN_PATH 96
struct sign_art {
	char shaft[SIGN_PATH];
	char head[SIGN_PATH];
	double px, py;			/* the post */
};

struct sign_state {
	const struct carc_host *host;
	struct sign_marking *markings;
	struct sign_art art[4][SIGN_NTYPES];	/* edge, type */
};

/* How one road's signposts were judged. */
struct sign_tally {
	int n[V_NVERDICTS][SIGN_NTYPES];	/* signposts per verdict, type */
};

/* A road valued in the move being played, or at game end. */
struct sign_valued {
	carc_feature f;
	int final;
	int bonus;
	int count[SIGN_SEATS];		/* meeples per seat on it */
	int max;
	struct sign_tally tally;
};

/*
 * Per game: the roads valued since the last placement, kept for explain,
 * which runs after the meeples of completed roads have gone home.
 */
struct sign_game {
	struct sign_state *st;
	struct sign_valued *valued;
	size_t nvalued, cap;
};

static const char *const edge_names[4] = { "N", "E", "S", "W" };
static const char *const type_names[SIGN_NTYPES] = {
	"left", "straight", "right"
};
static const int edge_dx[4] = { 0, 1, 0, -1 };
static const int edge_dy[4] = { -1, 0, 1, 0 };	/* y grows to the south */

static const struct carc_rule sign_rules[] = {
	{ "SIGN-NOT-FEATURE", "a signpost is a marking beside a road, not a "
	    "feature: no meeple stands on it (a meeple recorded on spot C of "
	    "a signpost tile without a monastery is on the signpost) and it "
	    "joins nothing", "rules-en.md 3.1; Wikicarpedia The Signposts" },
	{ "SIGN-NEXT-TILE", "a signpost judges the tile across the edge by "
	    "which its road segment leaves the signpost tile",
	    "rules-en.md 3.1; Wikicarpedia The Signposts" },
	{ "SIGN-DIR", "a signpost is correct only if its road, entering the "
	    "next tile, leaves it by the edge its type names: straight "
	    "ahead, to the traveller's left or to the traveller's right",
	    "rules-en.md 3.1; Wikicarpedia The Signposts" },
	{ "SIGN-NOEND", "a signpost is correct only if its road does not end "
	    "on the next tile (a crossing, a monastery, a city, any end)",
	    "rules-en.md 3.1; Wikicarpedia The Signposts" },
	{ "SIGN-MULTI-EXIT", "where the road leaves the next tile by several "
	    "edges, the signpost is correct if one of them is the edge its "
	    "type names", "rules-en.md 3.1; Wikicarpedia The Signposts" },
	{ "SIGN-EMPTY-NEXT", "a signpost pointing to an empty square is not "
	    "correct (assumption)", "rules-en.md 3.1 (ASSUMPTION)" },
	{ "SIGN-OWN-ROAD", "only the signposts standing on the road being "
	    "scored count for it, not those of another road on the same "
	    "tile", "rules-en.md 3.1; Wikicarpedia The Signposts" },
	{ "SIGN-SCORE-TYPES", "a completed road gains (correct signposts) x "
	    "(distinct types among them)", "rules-en.md 3.1; Wikicarpedia "
	    "The Signposts" },
	{ "SIGN-SCORE-MAJ", "the signpost bonus is part of the road's value "
	    "and goes only to the road's majority, with the tile points",
	    "rules-en.md 3.1; Wikicarpedia The Signposts" },
	{ "SIGN-FINAL", "at game end each correct signpost on an incomplete "
	    "road gives its majority 1 point, whatever its type",
	    "rules-en.md 3.1; Wikicarpedia The Signposts" },
};

/* The rule that explains a signpost miscounted as correct, per verdict. */
static const char *const verdict_rules[V_NVERDICTS] = {
	NULL, "SIGN-MULTI-EXIT", "SIGN-EMPTY-NEXT", "SIGN-NOEND", "SIGN-DIR",
	"SIGN-OWN-ROAD", "SIGN-NEXT-TILE"
};

static const char *const sign_keys[] = { "signposts", NULL };

/* --- the catalogue key ---------------------------------------------------- */

static int
parse_name(const char *s, const char *const *names, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(s, names[i]) == 0)
			return i;
	return -1;
}

/* One item of the list: {edge: E, type: straight}. */
static int
parse_signpost(const char *tile_id, const struct carc_node *item,
    int *edge, int *type, const struct carc_node **where, char *err,
    size_t errlen)
{
	size_t i;

	*edge = *type = -1;
	if (item->type != CARC_NODE_MAPPING) {
		snprintf(err, errlen, "a signpost of tile '%s' is not a "
		    "mapping {edge: ..., type: ...}", tile_id);
		*where = item;
		return -1;
	}
	for (i = 0; i + 1 < item->n; i += 2) {
		const struct carc_node *k = carc_node_item(item, i);
		const struct carc_node *v = carc_node_item(item, i + 1);
		int *out;

		if (strcmp(k->scalar, "edge") == 0)
			out = edge;
		else if (strcmp(k->scalar, "type") == 0)
			out = type;
		else {
			snprintf(err, errlen, "unknown key '%s' in a signpost "
			    "of tile '%s'", k->scalar, tile_id);
			*where = k;
			return -1;
		}
		if (v->type == CARC_NODE_SCALAR)
			*out = out == edge ? parse_name(v->scalar, edge_names,
			    4) : parse_name(v->scalar, type_names,
			    SIGN_NTYPES);
		if (v->type != CARC_NODE_SCALAR || *out < 0) {
			snprintf(err, errlen, "signpost %s of tile '%s' must "
			    "be %s", k->scalar, tile_id, out == edge ?
			    "N, E, S or W" : "left, straight or right");
			*where = v;
			return -1;
		}
	}
	if (*edge < 0 || *type < 0) {
		snprintf(err, errlen, "a signpost of tile '%s' lacks its %s",
		    tile_id, *edge < 0 ? "edge" : "type");
		*where = item;
		return -1;
	}
	return 0;
}

/*
 * signposts: [{edge: E, type: straight}, {edge: W, type: left}].  Two
 * signposts of two different types on two different edges (rules-en.md
 * 3.1).  That each edge is a road edge the key alone cannot tell: the
 * hook sees only its value, so judge() checks it on the board.
 */
static int
sign_tile_key(void *state, const char *tile_id, const char *key,
    const struct carc_node *value, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	struct sign_state *st = state;
	struct sign_marking m;
	struct sign_marking *mp;
	size_t i;

	(void)key;
	memset(&m, 0, sizeof(m));
	if (value->type != CARC_NODE_SEQUENCE || value->n != SIGN_MAX) {
		snprintf(err, errlen, "tile '%s' must list exactly %d "
		    "signposts", tile_id, SIGN_MAX);
		*where = value;
		return -1;
	}
	for (i = 0; i < value->n; i++) {
		int e, t, j;

		if (parse_signpost(tile_id, carc_node_item(value, i), &e, &t,
		    where,
		    err, errlen) != 0)
			return -1;
		for (j = 0; j < m.n; j++) {
			if (m.sp[j].edge == e || m.sp[j].type == t) {
				snprintf(err, errlen, "the signposts of tile "
				    "'%s' must stand on two edges and be of "
				    "two types (%s %s twice)", tile_id,
				    m.sp[j].edge == e ? "edge" : "type",
				    m.sp[j].edge == e ? edge_names[e] :
				    type_names[t]);
				*where = carc_node_item(value, i);
				return -1;
			}
		}
		m.sp[m.n].edge = e;
		m.sp[m.n].type = t;
		m.n++;
	}
	if ((mp = malloc(sizeof(*mp))) == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	*mp = m;
	mp->next = st->markings;
	st->markings = mp;
	*marking = mp;
	return 0;
}

/* --- judging signposts ------------------------------------------------------ */

/*
 * Judge one signpost standing on a tile of road f: is it on f, and is it
 * correct?  be is its edge on the board.
 */
static int
judge(const struct carc_host *h, struct carc_ctx *ctx, carc_feature f,
    const struct carc_tile_info *ti, int be, int type)
{
	struct carc_tile_info next;
	int nx, ny, travel, need, exits;

	/* SIGN-OWN-ROAD: the segment reaching the signpost's edge must be
	 * part of the road being valued. */
	if (h->feature_at(ctx, ti->x, ti->y, edge_names[be]) != f ||
	    h->feature_kind(ctx, f) != CARC_ROAD)
		return V_OTHER_ROAD;
	/* SIGN-NEXT-TILE: the tile across the signpost's edge. */
	nx = ti->x + edge_dx[be];
	ny = ti->y + edge_dy[be];
	if (h->tile_at(ctx, nx, ny, &next, sizeof(next)) != 0)
		return V_EMPTY;		/* SIGN-EMPTY-NEXT */
	/* Entering by the opposite edge, travelling towards be. */
	exits = h->road_exits(ctx, nx, ny, (be + 2) & 3);
	if (exits <= 0)
		return V_NOEND;		/* SIGN-NOEND (-1: a record's edge
					 * mismatch left no road there) */
	travel = be;
	switch (type) {
	case SIGN_LEFT:
		need = (travel + 3) & 3;	/* counter-clockwise */
		break;
	case SIGN_RIGHT:
		need = (travel + 1) & 3;	/* clockwise */
		break;
	default:
		need = travel;
		break;
	}
	if (!(exits & (1 << need)))
		return V_DIR;		/* SIGN-DIR */
	/* SIGN-MULTI-EXIT: one of several exits is enough. */
	return (exits & (exits - 1)) ? V_MULTI : V_CORRECT;
}

/* Whether a signpost on another road is itself correct (for the tally). */
static int
correct_for_own_road(const struct carc_host *h, struct carc_ctx *ctx,
    const struct carc_tile_info *ti, int be, int type)
{
	carc_feature own = h->feature_at(ctx, ti->x, ti->y, edge_names[be]);

	int v = own >= 0 ? judge(h, ctx, own, ti, be, type) : V_EMPTY;

	return v == V_CORRECT || v == V_MULTI;
}

/* SIGN-NEXT-TILE: would a failing signpost be correct judged across
 * another edge its road segment leaves the tile by? */
static int
correct_elsewhere(const struct carc_host *h, struct carc_ctx *ctx,
    carc_feature f, const struct carc_tile_info *ti, int be, int type)
{
	int others = h->road_exits(ctx, ti->x, ti->y, be), e, v;

	for (e = 0; others > 0 && e < 4; e++) {
		if (!(others & (1 << e)))
			continue;
		v = judge(h, ctx, f, ti, e, type);
		if (v == V_CORRECT || v == V_MULTI)
			return 1;
	}
	return 0;
}

/* Judge every signpost on the tiles of road f.  Returns -1 (the game is
 * then unverifiable) if it cannot: a partial tally is a wrong bonus. */
/* The tiles of road f that may show signposts, up to max of them; how
 * many.  A host of 4.4 hands over only the tiles this plugin marks
 * (feature_marked_tiles): most roads valued have none. */
static size_t
road_tiles(const struct carc_host *h, struct carc_ctx *ctx, carc_feature f,
    struct carc_tile_info *out, size_t max)
{
	if (CARC_HAS_SERVICE(h, feature_marked_tiles))
		return h->feature_marked_tiles(ctx, f, out, max,
		    sizeof(*out));
	return h->feature_tiles(ctx, f, out, max, sizeof(*out));
}

static int
tally_road(struct sign_game *sg, struct carc_ctx *ctx, carc_feature f,
    struct sign_tally *out)
{
	const struct carc_host *h = sg->st->host;
	struct carc_tile_info buf[SIGN_BUF], *tiles = buf;
	size_t n, i;
	int j;

	memset(out, 0, sizeof(*out));
	n = road_tiles(h, ctx, f, buf, SIGN_BUF);
	if (n > SIGN_BUF) {
		if ((tiles = malloc(n * sizeof(*tiles))) == NULL)
			return h->fail(ctx, "out of memory");
		n = road_tiles(h, ctx, f, tiles, n);
	}
	for (i = 0; i < n; i++) {
		const struct sign_marking *m = tiles[i].marking;

		if (m == NULL)
			continue;	/* not ours, or the set is off */
		for (j = 0; j < m->n; j++) {
			int be = (m->sp[j].edge + tiles[i].rotation) & 3;
			int t = m->sp[j].type, v;

			if (h->road_exits(ctx, tiles[i].x, tiles[i].y,
			    be) < 0) {
				/* the catalogue puts a signpost where the
				 * tile has no road: ignore it, say so */
				h->log(ctx, CARC_LOG_WARNING, "a signpost "
				    "stands on an edge without a road; "
				    "ignored");
				continue;
			}
			v = judge(h, ctx, f, &tiles[i], be, t);
			if (v == V_OTHER_ROAD &&
			    !correct_for_own_road(h, ctx, &tiles[i], be, t))
				continue;
			out->n[v][t]++;
			if ((v == V_EMPTY || v == V_NOEND || v == V_DIR) &&
			    correct_elsewhere(h, ctx, f, &tiles[i], be, t))
				out->n[V_WRONG_TILE][t]++;
		}
	}
	if (tiles != buf)
		free(tiles);
	return 0;
}

/* SIGN-SCORE-TYPES (k x t) or SIGN-FINAL (k) of correct signposts
 * counted per type. */
static int
bonus_of(const int c[SIGN_NTYPES], int final)
{
	int k = 0, types = 0, i;

	for (i = 0; i < SIGN_NTYPES; i++) {
		k += c[i];
		types += c[i] > 0;
	}
	return final ? k : k * types;
}

static void
correct_counts(const struct sign_tally *t, int c[SIGN_NTYPES])
{
	int i;

	for (i = 0; i < SIGN_NTYPES; i++)
		c[i] = t->n[V_CORRECT][i] + t->n[V_MULTI][i];
}

/*
 * Does counting some of the signposts of verdict v wrongly (as correct,
 * sign 1; as not correct, sign -1) change the bonus by exactly diff?
 * Tries every number of them per type: a road has few signposts.
 */
static int
miscount_explains(const struct sign_tally *t, int final, int v, int sign,
    int diff)
{
	int base[SIGN_NTYPES], c[SIGN_NTYPES], a0, a1, a2, bonus;

	correct_counts(t, base);
	bonus = bonus_of(base, final);
	for (a0 = 0; a0 <= t->n[v][0]; a0++)
		for (a1 = 0; a1 <= t->n[v][1]; a1++)
			for (a2 = 0; a2 <= t->n[v][2]; a2++) {
				if (a0 + a1 + a2 == 0)
					continue;
				c[0] = base[0] + sign * a0;
				c[1] = base[1] + sign * a1;
				c[2] = base[2] + sign * a2;
				if (bonus_of(c, final) - bonus == diff)
					return 1;
			}
	return 0;
}

/* --- hooks ------------------------------------------------------------------ */

/*
 * A signpost as players see it: a post beside its road, 34 units in from
 * its edge, and a thick arrow from it towards the edge that goes on
 * straight, or turns to the traveller's left or right (leaving the tile
 * by that edge): the way its road must go on the next tile (SIGN-DIR).
 * In the tile's box, y growing south; the renderer turns the tile.
 */
static void
sign_art_init(struct sign_state *st)
{
	static const double mid[4][2] = {
		{ 50, 0 }, { 100, 50 }, { 50, 100 }, { 0, 50 }
	};
	int e, t;

	for (e = 0; e < 4; e++)
		for (t = 0; t < SIGN_NTYPES; t++) {
			struct sign_art *a = &st->art[e][t];
			/* out through the edge, and the traveller's right */
			double dx = edge_dx[e], dy = edge_dy[e];
			double sx = -dy, sy = dx, qx, qy, ax, ay, mx, my, tx, ty;

			qx = t == SIGN_LEFT ? -sx : t == SIGN_RIGHT ? sx : dx;
			qy = t == SIGN_LEFT ? -sy : t == SIGN_RIGHT ? sy : dy;
			ax = mid[e][0] - 34 * dx + 17 * sx;
			ay = mid[e][1] - 34 * dy + 17 * sy;
			if (t == SIGN_STRAIGHT) {
				mx = ax + 10 * dx;
				my = ay + 10 * dy;
				tx = ax + 22 * dx;
				ty = ay + 22 * dy;
			} else {
				mx = ax + 12 * dx;
				my = ay + 12 * dy;
				tx = mx + 12 * qx;
				ty = my + 12 * qy;
			}
			snprintf(a->shaft, sizeof(a->shaft), "M%g %g L%g %g "
			    "L%g %g", ax, ay, mx, my, tx, ty);
			/* the head: its point 8 past the shaft, 12 wide */
			snprintf(a->head, sizeof(a->head), "M%g %g L%g %g "
			    "L%g %g Z", tx + 8 * qx, ty + 8 * qy, tx - 6 * qy,
			    ty + 6 * qx, tx + 6 * qy, ty - 6 * qx);
			a->px = ax;
			a->py = ay;
		}
}

static int
sign_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	struct sign_state *st;

	if (!CARC_HAS_SERVICE(host, road_exits) ||
	    !CARC_HAS_SERVICE(host, feature_tiles)) {
		snprintf(err, errlen, "the host lacks the road services");
		return -1;
	}
	if ((st = calloc(1, sizeof(*st))) == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	st->host = host;
	sign_art_init(st);
	*state = st;
	return 0;
}

static void
sign_fini(void *state)
{
	struct sign_state *st = state;
	struct sign_marking *m, *next;

	if (st == NULL)
		return;
	for (m = st->markings; m != NULL; m = next) {
		next = m->next;
		free(m);
	}
	free(st);
}

static int
sign_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	struct sign_game *sg;

	(void)ctx;
	(void)variant;
	if ((sg = calloc(1, sizeof(*sg))) == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	sg->st = state;
	*game = sg;
	return 0;
}

static void
sign_game_end(void *game)
{
	struct sign_game *sg = game;

	if (sg == NULL)
		return;
	free(sg->valued);
	free(sg);
}

/* A new move: forget the roads valued in the last one. */
static int
sign_after_place(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	struct sign_game *sg = game;

	(void)ctx;
	(void)turn;
	sg->nvalued = 0;
	return 0;
}

/*
 * Keep what explain needs of a road while its meeples are still on it.
 * A road it cannot keep would make explain cite no rule, and the verdict
 * change with the memory left: it fails the game instead (returns -1).
 */
static int
remember(struct sign_game *sg, struct carc_ctx *ctx, carc_feature f,
    int final, int bonus, const struct sign_tally *t)
{
	const struct carc_host *h = sg->st->host;
	struct carc_figure_info buf[8 * SIGN_SEATS], *mi = buf;
	struct sign_valued *r;
	size_t n, i;

	if (sg->nvalued == sg->cap) {
		size_t ncap = sg->cap ? 2 * sg->cap : 8;
		struct sign_valued *np;

		np = realloc(sg->valued, ncap * sizeof(*np));
		if (np == NULL)
			return h->fail(ctx, "out of memory");
		sg->valued = np;
		sg->cap = ncap;
	}
	n = h->feature_figures(ctx, f, buf, sizeof(buf) / sizeof(buf[0]),
	    sizeof(buf[0]));
	if (n > sizeof(buf) / sizeof(buf[0])) {
		if ((mi = malloc(n * sizeof(*mi))) == NULL)
			return h->fail(ctx, "out of memory");
		n = h->feature_figures(ctx, f, mi, n, sizeof(*mi));
	}
	r = &sg->valued[sg->nvalued++];
	memset(r, 0, sizeof(*r));
	r->f = f;
	r->final = final;
	r->bonus = bonus;
	r->tally = *t;
	for (i = 0; i < n; i++) {
		if (mi[i].seat < 0 || mi[i].seat >= SIGN_SEATS)
			continue;
		if (++r->count[mi[i].seat] > r->max)
			r->max = r->count[mi[i].seat];
	}
	if (mi != buf)
		free(mi);
	return 0;
}

/*
 * SIGN-NOT-FEATURE: a record's spot C on a signpost tile without a
 * monastery can only mean the signpost in the middle of the art: refuse
 * it under this rule rather than as an unknown spot.
 */
static const char *
sign_meeple_spot_rule(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const char *spot)
{
	(void)game;
	(void)ctx;
	if (turn->tile->marking == NULL || spot == NULL)
		return NULL;
	if (strcmp(spot, "C") == 0 && !turn->tile->has_monastery)
		return "SIGN-NOT-FEATURE";
	return NULL;
}

/* check_figure (ABI 3.0): a figure put on the spot, of any kind. */
static int
sign_check_figure(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    const struct carc_figure_query *q, struct carc_ruling *r)
{
	if (q->action == CARC_FIGURE_PLACE)
		r->rule = sign_meeple_spot_rule(game, ctx, turn, q->spot);
	return 0;
}

/* The bonus for road f: SIGN-SCORE-TYPES when complete, SIGN-FINAL at
 * game end; the core adds it to the road's value (SIGN-SCORE-MAJ). */
static int
sign_feature_value(void *game, struct carc_ctx *ctx, carc_feature f,
    struct carc_value *v)
{
	struct sign_game *sg = game;
	struct sign_tally t;
	int c[SIGN_NTYPES], final = v->final;

	if (v->kind != CARC_ROAD)
		return 0;
	if (tally_road(sg, ctx, f, &t) != 0)
		return -1;
	correct_counts(&t, c);
	v->bonus = bonus_of(c, final);
	if (remember(sg, ctx, f, final, v->bonus, &t) != 0)
		return -1;
	v->bonus_rule = final ? "SIGN-FINAL" : "SIGN-SCORE-TYPES";
	v->bonus_why = final ? "1 per correct signpost" :
	    "correct signposts x their types";
	return 0;
}

/*
 * Which of our rules explains `points` of road that the record gives
 * `seat` where the rules give none, on a road valued this move (or at
 * game end):
 *   - seat is not in the majority and points are the road's signpost
 *     bonus: the bonus went to a minority (SIGN-SCORE-MAJ).
 *   - seat is in the majority and points are the difference between the
 *     recorded and the expected road value (a host that asks about a
 *     miscounted road; negative when points are missing): the rule that
 *     makes the miscounted signposts not correct, whose miscounting
 *     gives exactly that difference (doc/rules/rule-ids.md: the rule that produced
 *     the expected points).  Counted although not correct:
 *     SIGN-EMPTY-NEXT, SIGN-NOEND, SIGN-DIR, SIGN-OWN-ROAD; not counted
 *     although correct through one of several exits: SIGN-MULTI-EXIT.
 *     Where signposts of several verdicts are needed, the bonus's own
 *     rule (SIGN-SCORE-TYPES, SIGN-FINAL).
 * *hint: SIGN-NEXT-TILE where the signposts counted would be correct
 * judged on the tile behind them (a recorder who looked at the wrong
 * neighbour): what was misread, no citation (doc/rules/rule-ids.md).
 */
static const char *
explain_road(const struct sign_valued *r, int seat, int points,
    const char **hint)
{
	struct sign_tally pool;
	int v, t;

	*hint = NULL;
	if (r->max == 0)
		return NULL;
	if (r->count[seat] < r->max)
		return r->bonus > 0 && points == r->bonus ?
		    "SIGN-SCORE-MAJ" : NULL;
	if (points < 0)
		return miscount_explains(&r->tally, r->final, V_MULTI, -1,
		    points) ? "SIGN-MULTI-EXIT" : NULL;
	if (miscount_explains(&r->tally, r->final, V_WRONG_TILE, 1, points))
		*hint = verdict_rules[V_WRONG_TILE];
	for (v = V_MULTI + 1; v < V_WRONG_TILE; v++)
		if (miscount_explains(&r->tally, r->final, v, 1, points))
			return verdict_rules[v];
	/* signposts of several verdicts counted: the bonus's own rule */
	pool = r->tally;
	for (t = 0; t < SIGN_NTYPES; t++) {
		pool.n[V_DIR][t] = 0;
		for (v = V_MULTI + 1; v < V_WRONG_TILE; v++)
			pool.n[V_DIR][t] += r->tally.n[v][t];
	}
	if (miscount_explains(&pool, r->final, V_DIR, 1, points))
		return r->final ? "SIGN-FINAL" : "SIGN-SCORE-TYPES";
	return NULL;
}

static const char *
sign_explain(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    int seat, const char *kind, int points, const char **hint_rule,
    const char **hint_why)
{
	struct sign_game *sg = game;
	const char *rule, *hint;
	size_t i;

	(void)ctx;
	if (strcmp(kind, "road") != 0 || points == 0 || seat < 0 ||
	    seat >= SIGN_SEATS)
		return NULL;
	for (i = 0; i < sg->nvalued; i++) {
		if (sg->valued[i].final != (turn == NULL))
			continue;
		rule = explain_road(&sg->valued[i], seat, points, &hint);
		if (hint != NULL && *hint_rule == NULL) {
			*hint_rule = hint;
			*hint_why = "a signpost counted as if it judged the "
			    "tile behind it: it judges the tile across the "
			    "edge by which its road leaves the signpost tile";
		}
		if (rule != NULL)
			return rule;
	}
	return NULL;
}

/*
 * The record gives a road's majority a value other than the rules': ask
 * which signposts' miscounting gives exactly that difference (negative
 * when the record has fewer points).
 */
static const char *
sign_explain_value(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, int seat, const char *kind, int expected,
    int recorded, const char **hint_rule, const char **hint_why)
{
	if (expected == 0 || recorded == 0)
		return NULL;	/* points missing or unexpected: not a miscount */
	return sign_explain(game, ctx, turn, seat, kind, recorded - expected,
	    hint_rule, hint_why);
}

/* What the legend says of each type of signpost. */
static const char *const type_legends[SIGN_NTYPES] = {
	"signpost, left: its road must leave the next tile to the "
	    "traveller's left (SIGN-DIR)",
	"signpost, straight: its road must go straight on across the next "
	    "tile (SIGN-DIR)",
	"signpost, right: its road must leave the next tile to the "
	    "traveller's right (SIGN-DIR)"
};

#define SIGN_WOOD "#6b3f0e"
#define SIGN_PARTS 4		/* primitives of one signpost */

/* A signpost is drawn as an arrow at its edge, the way it points
 * (sign_art_init): a white halo, the shaft, the head, the post. */
static size_t
sign_draw(void *state, const void *marking, struct carc_draw *out,
    size_t max, size_t esize)
{
	const struct sign_state *st = state;
	const struct sign_marking *m = marking;
	struct carc_draw d;
	size_t i, k, n = 0;

	if (m == NULL)
		return 0;
	if (esize < CARC_DRAW_SIZE_3_0)
		max = 0;
	for (i = 0; i < (size_t)m->n; i++) {
		const struct sign_art *a = &st->art[m->sp[i].edge & 3]
		    [m->sp[i].type];

		for (k = 0; k < SIGN_PARTS; k++, n++) {
			memset(&d, 0, sizeof(d));
			d.op = CARC_DRAW_PATH;
			d.layer = CARC_LAYER_ART;
			d.legend = type_legends[m->sp[i].type];
			d.rule = "SIGN-DIR";
			switch (k) {
			case 0:
				d.path = a->shaft;
				d.stroke = "#ffffff";
				d.stroke_width = 8;
				break;
			case 1:
				d.path = a->shaft;
				d.stroke = SIGN_WOOD;
				d.stroke_width = 4;
				break;
			case 2:
				d.path = a->head;
				d.fill = SIGN_WOOD;
				d.stroke = "#ffffff";
				d.stroke_width = 1.5;
				break;
			default:
				d.op = CARC_DRAW_CIRCLE;
				d.x = a->px;
				d.y = a->py;
				d.r = 3;
				d.fill = SIGN_WOOD;
				d.stroke = "#ffffff";
				break;
			}
			if (n < max)
				carc_elem_put(out, n, esize, &d, sizeof(d));
		}
	}
	return n;
}

static const struct carc_plugin signposts = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "signposts",
	.version = "1.0.0",
	.rule_prefix = "SIGN-",
	.rules = sign_rules,
	.nrules = sizeof(sign_rules) / sizeof(sign_rules[0]),
	.catalogue = "signposts.yaml",
	.tile_keys = sign_keys,
	.init = sign_init,
	.fini = sign_fini,
	.tile_key = sign_tile_key,
	.game_begin = sign_game_begin,
	.game_end = sign_game_end,
	.check_figure = sign_check_figure,
	.after_place = sign_after_place,
	.feature_value = sign_feature_value,
	.explain = sign_explain,
	.draw = sign_draw,
	.explain_value = sign_explain_value,
};

CARC_PLUGIN_DEFINE(signposts)
