/*
 * river.c - The River (C2/C3 base box; doc/rules/river.md).
 *
 * Twelve river tiles (plugins/river/river.yaml; the garden copy RV09G is
 * in plugins/abbot/abbot.yaml) carry a fourth kind of edge, water, which
 * this plugin declares: it matches only water (RIVER-EDGE, enforced by
 * the host from the declaration) and is no feature (RIVER-NO-FEATURE).
 * The tile key `river` says what a tile is to the river: the spring (the
 * start tile, RIVER-SETUP), a course, or the lake (drawn last of them,
 * RIVER-LAKE-LAST).  Under the standard supply every river tile is drawn
 * before any other (RIVER-FIRST); each continues the river
 * (RIVER-CONTINUE) and never turns back towards itself (RIVER-U-TURN:
 * JCloisterZone's five squares, river.md 2.3).
 *
 * Nothing of the river scores: the plugin only answers check_* hooks.  A
 * river tile that fits nowhere is discarded like any tile: the host asks
 * check_place when it decides whether a tile fits anywhere.
 *
 * The river tiles seen by tile_key are kept in the plugin's state (built
 * while the catalogues load, read-only once games begin): check_draw
 * counts what is left of them with the host's marked_tiles_left (4.3),
 * or tiles_left of each id on an older host.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_plugin.h"
#include "carc_plugin_util.h"

/* The letter of a water edge in carc_tile_info.edges. */
#define WATER 'W'

static const struct carc_rule river_rules[] = {
	{ "RIVER-SETUP", "with The River, seq 0 is the spring RV01 at (0, 0) "
	    "rotation 0; the base start tile belongs to the supply like any "
	    "other tile", "river.md 1" },
	{ "RIVER-FIRST", "under the standard supply, every river tile is "
	    "drawn before any tile of another set", "river.md 2.1" },
	{ "RIVER-LAKE-LAST", "under the standard supply, the lake RV10 is the "
	    "last river tile drawn", "river.md 2.1" },
	{ "RIVER-EDGE", "a water edge touches only a water edge, whatever the "
	    "tile placed", "river.md 2.2" },
	{ "RIVER-CONTINUE", "a river tile puts one of its water edges against "
	    "the river's open end", "river.md 2.2" },
	{ "RIVER-U-TURN", "each water edge of a new river tile that faces an "
	    "empty square needs that square, the one beyond it and the side "
	    "neighbours of both empty (no U-turn)", "river.md 2.3" },
	{ "RIVER-NO-FEATURE", "the river is no feature: no figure stands on "
	    "it and it scores nothing", "river.md 3" },
};

static const struct carc_edge_kind river_edges[] = {
	{ "water", WATER, "RIVER-EDGE", "#4a90c8",
	    "water: the river, which meets only water (RIVER-EDGE)" },
};

static const char *const river_keys[] = { "river", NULL };

/* What a tile is to the river (the `river:` key). */
enum river_role {
	RIVER_SPRING = 0,
	RIVER_COURSE,
	RIVER_LAKE,
	RIVER_NROLES
};

static const char *const role_names[RIVER_NROLES] = {
	"spring", "course", "lake"
};

/* A river tile's marking: one per tile type, in the plugin's list. */
struct river_tile {
	int role;			/* enum river_role */
	struct river_tile *next;
	char id[];			/* the tile type's id */
};

struct river_state {
	const struct carc_host *host;
	struct river_tile *tiles;	/* in catalogue order */
};

static const char *const edge_names[4] = { "N", "E", "S", "W" };
static const int edge_dx[4] = { 0, 1, 0, -1 };
static const int edge_dy[4] = { -1, 0, 1, 0 };	/* y grows to the south */

/* --- set-up and catalogue ---------------------------------------------- */

static int
river_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	struct river_state *st;

	/* check_draw counts the supply, check_place reads the edges of
	 * placed tiles: both are 3.0 services */
	if (!CARC_HAS_SERVICE(host, tiles_left) ||
	    !CARC_HAS_SERVICE(host, tile_at)) {
		snprintf(err, errlen, "the host lacks tiles_left or tile_at");
		return -1;
	}
	if ((st = calloc(1, sizeof(*st))) == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	st->host = host;
	*state = st;
	return 0;
}

static void
river_fini(void *state)
{
	struct river_state *st = state;
	struct river_tile *t, *next;

	if (st == NULL)
		return;
	for (t = st->tiles; t != NULL; t = next) {
		next = t->next;
		free(t);
	}
	free(st);
}

/* `river: spring | course | lake`: the tile's marking, kept in the list
 * check_draw counts. */
static int
river_tile_key(void *state, const char *tile_id, const char *key,
    const struct carc_node *value, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	struct river_state *st = state;
	struct river_tile *t, **tail;
	size_t len;
	int role;

	(void)key;
	for (role = 0; role < RIVER_NROLES; role++)
		if (value->type == CARC_NODE_SCALAR &&
		    strcmp(value->scalar, role_names[role]) == 0)
			break;
	if (role == RIVER_NROLES) {
		snprintf(err, errlen, "river of tile '%s' is none of spring, "
		    "course, lake", tile_id);
		*where = value;
		return -1;
	}
	len = strlen(tile_id);
	if ((t = malloc(sizeof(*t) + len + 1)) == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	t->role = role;
	t->next = NULL;
	memcpy(t->id, tile_id, len + 1);
	/* catalogue order: the first spring is the start tile */
	for (tail = &st->tiles; *tail != NULL; tail = &(*tail)->next)
		continue;
	*tail = t;
	*marking = t;
	return 0;
}

static void
river_game_end(void *game)
{
	(void)game;
}

/* RIVER-SETUP: the spring at (0, 0), rotation 0 only (river.md 1). */
static int
river_start_tile(void *game, struct carc_ctx *ctx, const char **tile_id,
    int *any_rotation, const char **rule)
{
	const struct river_state *st = game;
	const struct river_tile *t;

	(void)ctx;
	for (t = st->tiles; t != NULL; t = t->next)
		if (t->role == RIVER_SPRING) {
			*tile_id = t->id;
			*any_rotation = 0;
			*rule = "RIVER-SETUP";
			return 1;
		}
	return 0;		/* no spring in any catalogue: the base tile */
}

/* --- drawing ------------------------------------------------------------ */

/* n tiles left of the river tile t: added to the courses or the lakes
 * left, as check_draw counts them. */
static void
count_left(const struct river_tile *t, const struct river_tile *drawn,
    int n, int *courses, int *lakes)
{
	/* the lake drawn: only the courses left matter */
	if (t->role == RIVER_SPRING || (drawn != NULL && t->role == RIVER_LAKE))
		return;
	if (n < 0)
		return;		/* a free supply */
	if (t->role == RIVER_LAKE)
		*lakes += n;
	else
		*courses += n;
}

/* The river tile types a host of 4.3 counts in one call, at most. */
#define RIVER_MARKED 32

/*
 * RIVER-FIRST, RIVER-LAKE-LAST (river.md 2.1): under the standard supply
 * a tile of another set while river tiles are left, or the lake while
 * courses are left.  Under a free supply tiles_left is -1 for every id:
 * nothing is left, no order rule.  The spring is the start tile, never
 * drawn: it is not counted.  tiles_left counts the drawn tile as drawn
 * already.
 */
static int
river_check_draw(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, struct carc_ruling *r)
{
	const struct river_state *st = game;
	const struct river_tile *t, *drawn = turn->tile->marking;
	const void *marked[RIVER_MARKED];
	int left[RIVER_MARKED], courses = 0, lakes = 0;
	size_t n = 0, i;

	if (turn->seq == 0)
		return 0;	/* the start tile is not drawn */
	/* a course drawn breaks neither rule, whatever is left: nothing to
	 * count (each draw is judged from the supply alone, river.md 2.1) */
	if (drawn != NULL && drawn->role != RIVER_LAKE)
		return 0;
	/* (4.3) every river tile's supply in one call: the types this
	 * plugin marks are its river tiles, each marked by its own
	 * river_tile; else, or past room for them, each id asked */
	if (CARC_HAS_SERVICE(st->host, marked_tiles_left))
		n = st->host->marked_tiles_left(ctx, marked, left,
		    RIVER_MARKED);
	if (n > 0 && n <= RIVER_MARKED)
		for (i = 0; i < n; i++)
			count_left(marked[i], drawn, left[i], &courses,
			    &lakes);
	else
		for (t = st->tiles; t != NULL; t = t->next)
			count_left(t, drawn, st->host->tiles_left(ctx, t->id),
			    &courses, &lakes);
	if (drawn == NULL && courses + lakes > 0) {
		r->rule = "RIVER-FIRST";
		snprintf(r->expected, sizeof(r->expected), "a river tile "
		    "(%d left)", courses + lakes);
		snprintf(r->recorded, sizeof(r->recorded), "%s",
		    turn->tile->id);
		snprintf(r->message, sizeof(r->message), "%s is drawn while "
		    "%d river tile%s %s left: the river's tiles come first",
		    turn->tile->id, courses + lakes,
		    courses + lakes == 1 ? "" : "s",
		    courses + lakes == 1 ? "is" : "are");
	} else if (drawn != NULL && drawn->role == RIVER_LAKE && courses > 0) {
		r->rule = "RIVER-LAKE-LAST";
		snprintf(r->expected, sizeof(r->expected), "a river tile "
		    "before the lake (%d left)", courses);
		snprintf(r->recorded, sizeof(r->recorded), "%s",
		    turn->tile->id);
		snprintf(r->message, sizeof(r->message), "the lake %s is drawn "
		    "while %d other river tile%s %s left: it is the last of "
		    "them", turn->tile->id, courses, courses == 1 ? "" : "s",
		    courses == 1 ? "is" : "are");
	}
	return 0;
}

/* --- placing ------------------------------------------------------------ */

/* Is a tile at (x, y)?  Its edges in *ti if so. */
static int
placed(const struct river_state *st, const struct carc_ctx *ctx, int x,
    int y, struct carc_tile_info *ti)
{
	return st->host->tile_at(ctx, x, y, ti, sizeof(*ti)) == 0;
}

/*
 * RIVER-U-TURN (river.md 2.3; JCloisterZone's RiverCapability
 * isContinuationFree): the river leaving (x, y) by edge e into an empty
 * square needs free room ahead: the side neighbours of that square, the
 * square beyond it and its side neighbours.  The first occupied one, in
 * *bx, *by, or 0 if all are empty.
 */
static int
blocked(const struct river_state *st, const struct carc_ctx *ctx, int x,
    int y, int e, int *bx, int *by)
{
	/* squares ahead along e, and to its right (-1: its left) */
	static const int five[5][2] = {
		{ 1, -1 }, { 1, 1 }, { 2, 0 }, { 2, -1 }, { 2, 1 }
	};
	struct carc_tile_info ti;
	int right = (e + 1) & 3, i, sx, sy;

	for (i = 0; i < 5; i++) {
		sx = x + five[i][0] * edge_dx[e] + five[i][1] * edge_dx[right];
		sy = y + five[i][0] * edge_dy[e] + five[i][1] * edge_dy[right];
		if (placed(st, ctx, sx, sy, &ti)) {
			*bx = sx;
			*by = sy;
			return 1;
		}
	}
	return 0;
}

/*
 * RIVER-CONTINUE, RIVER-U-TURN (river.md 2.2, 2.3), for a river tile:
 * one of its water edges lies against a placed tile's water edge (the
 * river's open end); each of its water edges facing an empty square has
 * room ahead.  Edges are in board orientation (the rotation tried).  A
 * water edge against another kind of edge is RIVER-EDGE, the host's
 * (the edge kind's mismatch rule): it neither continues the river nor
 * faces an empty square.
 */
static int
river_check_place(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, struct carc_ruling *r)
{
	const struct river_state *st = game;
	const struct carc_tile_info *tile = turn->tile;
	struct carc_tile_info ti;
	int e, bx, by, joined = 0;

	if (tile->marking == NULL || turn->seq == 0)
		return 0;	/* no river tile; the spring is RIVER-SETUP's */
	for (e = 0; e < 4; e++) {
		if (tile->edges[e] != WATER)
			continue;
		if (placed(st, ctx, turn->x + edge_dx[e], turn->y + edge_dy[e],
		    &ti) && ti.edges[(e + 2) & 3] == WATER)
			joined++;
	}
	if (joined == 0) {
		r->rule = "RIVER-CONTINUE";
		snprintf(r->expected, sizeof(r->expected), "a water edge "
		    "against the river");
		snprintf(r->recorded, sizeof(r->recorded), "%s at (%d,%d)",
		    tile->id, turn->x, turn->y);
		snprintf(r->message, sizeof(r->message), "none of the water "
		    "edges of %s at (%d,%d) rotation %d meets the river: a "
		    "river tile continues it", tile->id, turn->x, turn->y,
		    turn->rotation * 90);
		return 0;
	}
	for (e = 0; e < 4; e++) {
		if (tile->edges[e] != WATER || placed(st, ctx,
		    turn->x + edge_dx[e], turn->y + edge_dy[e], &ti))
			continue;
		if (!blocked(st, ctx, turn->x, turn->y, e, &bx, &by))
			continue;
		r->rule = "RIVER-U-TURN";
		snprintf(r->expected, sizeof(r->expected), "room for the "
		    "river ahead of its %s edge", edge_names[e]);
		snprintf(r->recorded, sizeof(r->recorded), "a tile at (%d,%d)",
		    bx, by);
		snprintf(r->message, sizeof(r->message), "the river leaving "
		    "%s at (%d,%d) by its %s edge would run against the tile "
		    "at (%d,%d): it may not turn back towards itself",
		    tile->id, turn->x, turn->y, edge_names[e], bx, by);
		return 0;
	}
	return 0;
}

/* --- figures ------------------------------------------------------------ */

/*
 * RIVER-NO-FEATURE (river.md 3): a figure on a water edge's spot ("E"
 * where the tile's east edge is water) stands on no feature: the host
 * finds none there, and the replay stops citing this rule.  The banks
 * are fields, named by the edge's half-edges: the host's business.
 */
static int
river_check_figure(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_figure_query *q,
    struct carc_ruling *r)
{
	int e;

	(void)game;
	(void)ctx;
	if (q->action != CARC_FIGURE_PLACE || q->feature >= 0 ||
	    q->spot == NULL)
		return 0;
	for (e = 0; e < 4; e++)
		if (strcmp(q->spot, edge_names[e]) == 0)
			break;
	if (e == 4 || turn->tile->edges[e] != WATER)
		return 0;
	r->rule = "RIVER-NO-FEATURE";
	r->stop = 1;
	snprintf(r->expected, sizeof(r->expected), "a road, city, field or "
	    "monastery");
	snprintf(r->recorded, sizeof(r->recorded), "%s on the river",
	    q->spot);
	snprintf(r->message, sizeof(r->message), "spot %s of %s at (%d,%d) "
	    "is the river, which is no feature: no figure stands on it",
	    q->spot, turn->tile->id, q->x, q->y);
	return 0;
}

/* --- pictures ----------------------------------------------------------- */

/*
 * The host draws each water edge as a band in the edge kind's colour from
 * the edge to the tile's centre (its declaration, river_edges): the
 * river's course through the tile.  The draw hook adds what the edges
 * cannot say (river.md 1, 2.1): a frame in the river's colour round every
 * river tile, so the river's tiles read as one line of play on a full
 * board; the spring, a source welling up at the centre; the lake, a pool
 * at the centre.  A tile's marking knows its role, not its edges, so
 * nothing is drawn on the course itself, where roads and monasteries may
 * cross it.
 */
#define RIVER_BLUE "#4a90c8"
#define RIVER_DEEP "#1f5f99"

static const char *const role_legends[RIVER_NROLES] = {
	"spring: the river's source, the start tile (RIVER-SETUP)",
	"river tile (blue frame): each continues the river, never turning "
	    "back on it (RIVER-CONTINUE, RIVER-U-TURN)",
	"lake: the river's end, the last river tile drawn (RIVER-LAKE-LAST)"
};

static const char *const role_rules[RIVER_NROLES] = {
	"RIVER-SETUP", "RIVER-CONTINUE", "RIVER-LAKE-LAST"
};

#define RIVER_PARTS 8		/* primitives of one tile, at most */

static size_t
river_draw(void *state, const void *marking, struct carc_draw *out,
    size_t max, size_t esize)
{
	const struct river_tile *t = marking;
	struct carc_draw d[RIVER_PARTS];
	size_t i, n = 0;

	(void)state;
	if (t == NULL || t->role < 0 || t->role >= RIVER_NROLES)
		return 0;
	if (esize < CARC_DRAW_SIZE_3_0)
		max = 0;
	memset(d, 0, sizeof(d));
	/* every river tile: the frame (course tiles' legend) */
	d[n].op = CARC_DRAW_PATH;
	d[n].path = "M4 4 H96 V96 H4 Z";
	d[n].stroke = RIVER_BLUE;
	d[n].stroke_width = 3;
	d[n].opacity = 0.9;
	d[n].legend = role_legends[RIVER_COURSE];
	d[n++].rule = role_rules[RIVER_COURSE];
	if (t->role == RIVER_SPRING) {
		/* a source: rings welling out of a dark centre */
		d[n].op = CARC_DRAW_CIRCLE;
		d[n].x = 50;
		d[n].y = 50;
		d[n].r = 13;
		d[n].fill = RIVER_BLUE;
		d[n].stroke = "#ffffff";
		d[n].stroke_width = 2;
		n++;
		d[n].op = CARC_DRAW_CIRCLE;
		d[n].x = 50;
		d[n].y = 50;
		d[n].r = 7.5;
		d[n].stroke = "#ffffff";
		d[n].stroke_width = 1.5;
		n++;
		d[n].op = CARC_DRAW_CIRCLE;
		d[n].x = 50;
		d[n].y = 50;
		d[n].r = 3;
		d[n].fill = RIVER_DEEP;
		n++;
	} else if (t->role == RIVER_LAKE) {
		/* a pool, with two ripples */
		d[n].op = CARC_DRAW_PATH;
		d[n].path = "M26 50 C26 36 38 29 52 29 C66 29 76 38 76 50 "
		    "C76 62 66 71 52 71 C38 71 26 64 26 50 Z";
		d[n].fill = RIVER_BLUE;
		d[n].stroke = RIVER_DEEP;
		d[n].stroke_width = 1.5;
		n++;
		d[n].op = CARC_DRAW_PATH;
		d[n].path = "M38 45 Q44 41 50 45 Q56 49 62 45 M42 56 Q48 52 54 "
		    "56 Q60 60 66 56";
		d[n].stroke = "#ffffff";
		d[n].stroke_width = 1.8;
		n++;
		/* the pool lies flat, its ripples level, however the lake
		 * tile is turned (ABI 3.2: about the tile's centre) */
		d[n - 1].x = d[n - 2].x = 50;
		d[n - 1].y = d[n - 2].y = 50;
		d[n - 1].upright = d[n - 2].upright = 1;
	}
	/* the spring's and the lake's own legend and rule, after the frame */
	for (i = 1; i < n; i++) {
		d[i].legend = role_legends[t->role];
		d[i].rule = role_rules[t->role];
	}
	for (i = 0; i < n && i < max; i++) {
		carc_elem_put(out, i, esize, &d[i], sizeof(d[i]));
	}
	return n;
}

static const struct carc_plugin river = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "river",
	.version = "1.0.0",
	.rule_prefix = "RIVER-",
	.rules = river_rules,
	.nrules = sizeof(river_rules) / sizeof(river_rules[0]),
	.catalogue = "river.yaml",
	.rules_doc = "river.md",
	.tile_keys = river_keys,
	.edge_kinds = river_edges,
	.nedge_kinds = sizeof(river_edges) / sizeof(river_edges[0]),
	.init = river_init,
	.fini = river_fini,
	.tile_key = river_tile_key,
	/* nothing per game: every rule reads the board and the supply */
	.game_begin = carc_util_game_is_state,
	.game_end = river_game_end,
	.start_tile = river_start_tile,
	.check_draw = river_check_draw,
	.check_place = river_check_place,
	.check_figure = river_check_figure,
	.draw = river_draw,
	/* No scoring hook: nothing of the river scores (RIVER-NO-FEATURE). */
};

CARC_PLUGIN_DEFINE(river)
