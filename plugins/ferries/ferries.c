/*
 * ferries.c - The Ferries (Mini #3; doc/rules/ferries.md).
 *
 * A tile with a ferry lake (the catalogue's `ferry_lake: true`) gets a
 * ferry from its placer joining two of its road ends (FERRY-PLACE); a
 * player who extends a road holding a ferry may move the first ferry of
 * it in each direction from the tile to join two other road ends of its
 * lake, once each (FERRY-MOVE); roads, their lengths and their completion
 * follow the ferries (FERRY-ROADS).  In the record each ferry put is a
 * `token` action of kind ferry on the lake's tile, its spot the two road
 * ends it joins in board orientation ("N-S", "E-W" ...); a move is the
 * ferry taken off (`arg` "-1", at its old spot) then put at its new one.
 *
 * The host puts and takes the token; after_action makes the road follow
 * it with the host's link_segments (ABI 4.2): a ferry put joins its two
 * road ends, one taken off parts them.  The turn's scoring then sees the
 * roads as the ferries leave them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_plugin.h"
#include "carc_plugin_util.h"

static const struct carc_rule fr_rules[] = {
	{ "FERRY-PLACE", "after placing a tile with a ferry lake (and a "
	    "figure or none), its player puts a ferry on the lake joining two "
	    "of its road ends; the other road ends end at the lake",
	    "ferries.md 2.1" },
	{ "FERRY-MOVE", "a player whose tile extends a road holding a ferry "
	    "may move the first ferry of that road in each direction from the "
	    "tile, once each, to join two other road ends of its lake; no "
	    "other ferry moves", "ferries.md 2.2" },
	{ "FERRY-ROADS", "the road ends a ferry joins are one road: its "
	    "tiles, its length and its completion follow the ferries where "
	    "they are after each turn's ferry actions", "ferries.md 2.3" },
};

/* `ferry_lake: true` on a tile with a lake, its only value: the tile's
 * marking is carc_util_tile_key_true's, never NULL (a lake) and never
 * told apart. */
static const char *const fr_tile_keys[] = { "ferry_lake", NULL };

/* A ferry's spot: the two road ends of the lake it joins, in board
 * orientation, the earlier of N E S W first. */
static const char *const ferry_spots[] = {
	"N-E", "N-S", "N-W", "E-S", "E-W", "S-W", NULL
};

/* A ferry in a 0..100 box: a flat boat. */
#define FERRY_ICON "M10 44 L90 44 L80 60 L20 60 Z"

/* A ferry taken off its lake, for `carc gen` to play a move (the put
 * has no arg). */
static const char *const ferry_args[] = { "-1", NULL };

static const struct carc_action_kind fr_actions[] = {
	{ .size = sizeof(struct carc_action_kind), .verb = "token",
	    .kind = "ferry", .spots = ferry_spots, .rule = "FERRY-PLACE",
	    .icon = FERRY_ICON, .colour = "#f4f4f4",
	    .legend = "ferry: joins two road ends of its lake into one "
	    "road (FERRY-ROADS)", .args = ferry_args },
};

#define TOKEN "ferry"

/* The most lakes moved in one turn (each once: FERRY-MOVE) and road ends
 * a walk along the roads visits. */
#define MAX_MOVED 16
#define MAX_WALK 1024
/* The board's pictures' paths, kept until the next hook (draw_board's
 * strings are the game's): one per ferry drawn, more than a game's
 * lakes (8 tiles, or a free supply's few dozen). */
#define MAX_PATHS 256
#define PATH_LEN 48

/* The game's ferry turn, kept by the host (game_size). */
struct fr_game {
	const struct carc_host *host;
	int lake;			/* this turn's tile shows a lake */
	int x, y;			/* this turn's tile */
	int placed;			/* its ferry is put */
	/* lakes whose ferry was taken off this turn, and whether put
	 * again: a lake moves once a turn (FERRY-MOVE) */
	int nmoved;
	int moved_x[MAX_MOVED], moved_y[MAX_MOVED];
	int moved_put[MAX_MOVED];
	char moved_from[MAX_MOVED][4];
	/* draw_board's, allocated by the first picture and freed by
	 * game_end: the host zeroes game_size bytes at every game, and
	 * verifying draws none (12 KB a game kept here before) */
	char (*path)[PATH_LEN];
	unsigned npaths;
	int nferries;			/* ferries on the board */
};

static const int dx4[4] = { 0, 1, 0, -1 };
static const int dy4[4] = { -1, 0, 1, 0 };	/* y grows south */
static const char edge_letter[] = "NESW";

/* A host that cannot link road ends (ABI 4.2) cannot make roads follow
 * the ferries (FERRY-ROADS): its games are unverifiable, never scored as
 * if the ferries were not there. */
static int
fr_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	const struct carc_host *host = state;
	struct fr_game *fg;

	(void)ctx;
	(void)variant;
	fg = carc_util_game_state(host, game,
	    CARC_HAS_SERVICE(host, link_segments) &&
	    CARC_HAS_SERVICE(host, tokens_at), "FERRY-ROADS: roads that "
	    "follow the ferries need a host that links the road ends of a "
	    "placed tile (ABI 4.2: link_segments)", err, errlen);
	if (fg == NULL)
		return -1;
	fg->host = host;
	return 0;
}

static void
fr_game_end(void *game)
{
	struct fr_game *fg = game;

	if (fg == NULL)
		return;
	free(fg->path);
	fg->path = NULL;
}

static int
fr_turn_begin(void *game, struct carc_ctx *ctx, const struct carc_turn *turn)
{
	struct fr_game *fg = game;

	(void)ctx;
	(void)turn;
	fg->lake = fg->placed = fg->nmoved = 0;
	return 0;
}

static int
fr_after_place(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	struct fr_game *fg = game;

	(void)ctx;
	fg->placed = fg->nmoved = 0;
	fg->lake = turn->seat >= 0 && turn->tile->marking != NULL;
	fg->x = turn->x;
	fg->y = turn->y;
	return 0;
}

/* A spot "A-B" of the ferry's forms: its two edges (0 N .. 3 W), or -1. */
static int
spot_edges(const char *spot, int *a, int *b)
{
	const char *pa, *pb;

	if (spot == NULL || strlen(spot) != 3 || spot[1] != '-' ||
	    spot[0] == '\0' || spot[2] == '\0' ||
	    (pa = strchr(edge_letter, spot[0])) == NULL ||
	    (pb = strchr(edge_letter, spot[2])) == NULL || pa >= pb)
		return -1;
	*a = (int)(pa - edge_letter);
	*b = (int)(pb - edge_letter);
	return 0;
}

/* src into a spot's 4 bytes, cut as snprintf(dst, 4, "%s", src) cuts
 * it: at each ferry row, where snprintf cost a hundred times the copy.
 * Every spot copied is one (a row without is refused by spot_edges and
 * never carried out); none would be "". */
static void
spot_copy(char dst[4], const char *src)
{
	size_t i;

	for (i = 0; src != NULL && i < 3 && src[i] != '\0'; i++)
		dst[i] = src[i];
	dst[i] = '\0';
}

/* The ferry on the lake at (x, y): 1 and its spot, or 0. */
static int
ferry_at(const struct fr_game *fg, const struct carc_ctx *ctx, int x, int y,
    char spot[4])
{
	struct carc_token_info t[4];
	size_t n, i;

	n = fg->host->tokens_at(ctx, TOKEN, x, y, t, 4, sizeof(t[0]));
	for (i = 0; i < n && i < 4; i++)
		if (t[i].count > 0 && t[i].spot != NULL) {
			spot_copy(spot, t[i].spot);
			return 1;
		}
	return 0;
}

/* Does the tile at (x, y) show a lake whose road ends a and b are two? */
static int
lake_road_ends(const struct fr_game *fg, const struct carc_ctx *ctx, int x,
    int y, int a, int b)
{
	struct carc_tile_info t;

	if (fg->host->tile_at(ctx, x, y, &t, sizeof(t)) != 0 ||
	    t.marking == NULL)
		return 0;
	return fg->host->road_exits(ctx, x, y, a) >= 0 &&
	    fg->host->road_exits(ctx, x, y, b) >= 0;
}

/*
 * Is the lake at (lx, ly) one whose ferry this turn may move: the first
 * ferry met along a road from the tile placed, in some direction
 * (FERRY-MOVE), never the tile's own?  The roads are walked as they are
 * now, ferries moved earlier in the turn included (JCloisterZone offers
 * the moves again after each).
 */
static int
first_ferry(const struct fr_game *fg, const struct carc_ctx *ctx, int lx,
    int ly)
{
	static const int opposite[4] = { 2, 3, 0, 1 };
	int wx[MAX_WALK], wy[MAX_WALK], we[MAX_WALK];
	int sx[MAX_WALK], sy[MAX_WALK], se[MAX_WALK];
	int nseen = 0, ntodo = 0, e, i;

	for (e = 0; e < 4; e++)
		if (fg->host->road_exits(ctx, fg->x, fg->y, e) >= 0) {
			wx[ntodo] = fg->x + dx4[e];
			wy[ntodo] = fg->y + dy4[e];
			we[ntodo++] = opposite[e];
		}
	while (ntodo > 0) {
		int x = wx[--ntodo], y = wy[ntodo], en = we[ntodo], ex;
		char spot[4];
		int a, b;

		for (i = 0; i < nseen; i++)
			if (sx[i] == x && sy[i] == y && se[i] == en)
				break;
		if (i < nseen || nseen == MAX_WALK)
			continue;
		sx[nseen] = x;
		sy[nseen] = y;
		se[nseen++] = en;
		if ((x != fg->x || y != fg->y) && ferry_at(fg, ctx, x, y,
		    spot) && spot_edges(spot, &a, &b) == 0) {
			/* the first ferry this way, or a road end at a
			 * lake that has no ferry on it: the road stops */
			if (a == en || b == en) {
				if (x == lx && y == ly)
					return 1;
				continue;
			}
		}
		if ((ex = fg->host->road_exits(ctx, x, y, en)) <= 0)
			continue;
		for (e = 0; e < 4; e++)
			if ((ex & (1 << e)) && ntodo < MAX_WALK) {
				wx[ntodo] = x + dx4[e];
				wy[ntodo] = y + dy4[e];
				we[ntodo++] = opposite[e];
			}
	}
	return 0;
}

static int
moved_index(const struct fr_game *fg, int x, int y)
{
	int i;

	for (i = 0; i < fg->nmoved; i++)
		if (fg->moved_x[i] == x && fg->moved_y[i] == y)
			return i;
	return -1;
}

static int
rule(struct carc_ruling *r, const struct carc_turn_action *a,
    const char *id, const char *expected, const char *why)
{
	char sq[CARC_UTIL_SQUARE_MAX];

	r->rule = id;
	snprintf(r->expected, sizeof(r->expected), "%s", expected);
	snprintf(r->recorded, sizeof(r->recorded), "ferry %s on %s%s",
	    a->spot != NULL ? a->spot : "-", carc_util_square(sq, a->x, a->y),
	    a->arg != NULL && strcmp(a->arg, "-1") == 0 ? " taken off" : "");
	snprintf(r->message, sizeof(r->message), "%s", why);
	return 0;
}

/*
 * A ferry put or taken off by the record: put on the lake just placed,
 * once, joining two of its road ends (FERRY-PLACE); or moved, taken off a
 * lake whose ferry is the first met along a road from the tile placed and
 * put back on that lake at another two road ends, each lake once a turn
 * (FERRY-MOVE).  Only this plugin's token is judged.
 */
static int
fr_check_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	const struct fr_game *fg = game;
	char have[4], want[64];
	int ea, eb, i, off;

	(void)turn;
	if (a->verb != CARC_VERB_TOKEN || a->kind == NULL ||
	    strcmp(a->kind, TOKEN) != 0)
		return 0;
	off = a->arg != NULL && strcmp(a->arg, "-1") == 0;
	if (!a->has_tile || spot_edges(a->spot, &ea, &eb) != 0)
		return rule(r, a, "FERRY-PLACE", "a ferry joining two road "
		    "ends of a lake", "a ferry lies on a lake joining two of "
		    "its road ends (a spot such as N-S)");
	if (a->arg != NULL && !off)
		return rule(r, a, "FERRY-PLACE", "one ferry", "a ferry is put "
		    "or taken off (arg -1), one at a time");
	if (!off && fg->lake && !fg->placed && a->x == fg->x &&
	    a->y == fg->y) {
		if (!lake_road_ends(fg, ctx, a->x, a->y, ea, eb))
			return rule(r, a, "FERRY-PLACE", "a ferry joining two "
			    "road ends of this lake", "the ferry must join two "
			    "of the lake's road ends");
		return 0;
	}
	if (a->x == fg->x && a->y == fg->y)
		return rule(r, a, fg->lake ? "FERRY-PLACE" : "FERRY-MOVE",
		    fg->lake ? "one ferry on the lake just placed" :
		    "no ferry here", fg->lake ? "the lake just placed gets "
		    "one ferry, and it does not move in that turn" :
		    "a ferry is put only on a lake: on the tile just placed "
		    "if it shows one, else moved on its own lake");
	i = moved_index(fg, a->x, a->y);
	if (off) {
		/* the rule book's order: the new lake's ferry, then the
		 * moves, along the roads that ferry makes */
		if (fg->lake && !fg->placed)
			return rule(r, a, "FERRY-PLACE", "first the ferry on "
			    "the lake just placed", "the ferry of the lake "
			    "just placed is put before any ferry moves");
		if (i >= 0)
			return rule(r, a, "FERRY-MOVE", "no second move of this "
			    "ferry", "each ferry moves at most once a turn");
		if (!ferry_at(fg, ctx, a->x, a->y, have) ||
		    strcmp(have, a->spot) != 0)
			return rule(r, a, "FERRY-MOVE", "the ferry where it "
			    "lies", "no ferry lies there to move");
		if (fg->nmoved == MAX_MOVED || !first_ferry(fg, ctx, a->x,
		    a->y))
			return rule(r, a, "FERRY-MOVE", "a ferry on a road the "
			    "tile extends", "only the first ferry along a road "
			    "the placed tile extends may move, in each "
			    "direction");
		return 0;
	}
	if (i < 0 || fg->moved_put[i]) {
		snprintf(want, sizeof(want), "no ferry put on (%d,%d)", a->x,
		    a->y);
		return rule(r, a, "FERRY-MOVE", want, "a ferry is put on a "
		    "lake already placed only as its move: taken off, then "
		    "put back on the same lake");
	}
	if (strcmp(fg->moved_from[i], a->spot) == 0 ||
	    !lake_road_ends(fg, ctx, a->x, a->y, ea, eb))
		return rule(r, a, "FERRY-MOVE", "two other road ends of this "
		    "lake", "a moved ferry joins two road ends of its lake "
		    "other than those it joined");
	return 0;
}

/* The road follows the ferry (FERRY-ROADS): joined where it is put,
 * parted where it is taken off. */
static int
fr_after_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a)
{
	struct fr_game *fg = game;
	char sa[2] = { 0, 0 }, sb[2] = { 0, 0 };
	int ea, eb, off, i, rc;

	(void)turn;
	if (a->verb != CARC_VERB_TOKEN || a->kind == NULL ||
	    strcmp(a->kind, TOKEN) != 0 || !a->has_tile ||
	    spot_edges(a->spot, &ea, &eb) != 0)
		return 0;
	off = a->arg != NULL && strcmp(a->arg, "-1") == 0;
	sa[0] = edge_letter[ea];
	sb[0] = edge_letter[eb];
	rc = fg->host->link_segments(ctx, a->x, a->y, sa, sb, !off);
	if (rc < 0)
		return -1;
	if (rc > 0)
		return fg->host->fail(ctx, "the ferry's road ends could not "
		    "be linked");
	fg->nferries += off ? -1 : 1;
	if (a->x == fg->x && a->y == fg->y && !off) {
		fg->placed = 1;
		return 0;
	}
	if (off && fg->nmoved < MAX_MOVED) {
		i = fg->nmoved++;
		fg->moved_x[i] = a->x;
		fg->moved_y[i] = a->y;
		fg->moved_put[i] = 0;
		spot_copy(fg->moved_from[i], a->spot);
	} else if ((i = moved_index(fg, a->x, a->y)) >= 0)
		fg->moved_put[i] = 1;
	return 0;
}

/* Is row a this plugin's ferry, carried out (not refused)? */
static int
ferry_row(const struct carc_turn_action *a)
{
	return a->verb == CARC_VERB_TOKEN && a->kind != NULL &&
	    strcmp(a->kind, TOKEN) == 0 && !a->refused && a->has_tile;
}

static int
taken_off(const struct carc_turn_action *a)
{
	return a->arg != NULL && strcmp(a->arg, "-1") == 0;
}

/*
 * The turn of a lake tile puts its ferry (FERRY-PLACE), and a ferry taken
 * off to move goes back on its lake in the same turn (FERRY-MOVE).  Read
 * from the turn's rows, so that a judge asking with one more row (carc
 * gen) sees what that row would do.
 */
static int
fr_turn_end(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    const struct carc_turn_action *acts, size_t nacts,
    struct carc_ruling *r)
{
	const struct fr_game *fg = game;
	char sq[CARC_UTIL_SQUARE_MAX];
	size_t k, j;
	int placed = 0;

	(void)ctx;
	for (k = 0; k < nacts; k++) {
		const struct carc_turn_action *a =
		    carc_turn_action_item(acts, k);

		/* a row refused already broke a rule */
		if (a->refused && a->verb == CARC_VERB_TOKEN &&
		    a->kind != NULL && strcmp(a->kind, TOKEN) == 0)
			return 0;
		if (ferry_row(a) && !taken_off(a) && a->x == fg->x &&
		    a->y == fg->y)
			placed = 1;
	}
	if (fg->lake && !placed) {
		r->rule = "FERRY-PLACE";
		snprintf(r->expected, sizeof(r->expected), "a ferry on the "
		    "lake at (%d,%d)", fg->x, fg->y);
		snprintf(r->recorded, sizeof(r->recorded), "none");
		snprintf(r->message, sizeof(r->message), "%s at (%d,%d) shows "
		    "a ferry lake: its player must put a ferry on it joining "
		    "two of its road ends", turn->tile->id, fg->x, fg->y);
		return 0;
	}
	for (k = 0; k < nacts; k++) {
		const struct carc_turn_action *a =
		    carc_turn_action_item(acts, k);

		if (!ferry_row(a) || !taken_off(a))
			continue;
		for (j = k + 1; j < nacts; j++) {
			const struct carc_turn_action *b =
			    carc_turn_action_item(acts, j);

			if (ferry_row(b) && !taken_off(b) && b->x == a->x &&
			    b->y == a->y)
				break;
		}
		if (j < nacts)
			continue;
		r->rule = "FERRY-MOVE";
		snprintf(r->expected, sizeof(r->expected), "the ferry back on "
		    "the lake at %s", carc_util_square(sq, a->x, a->y));
		snprintf(r->recorded, sizeof(r->recorded), "taken off");
		snprintf(r->message, sizeof(r->message), "a ferry moved is put "
		    "back on its own lake in the same turn, joining two other "
		    "road ends");
		return 0;
	}
	return 0;
}

/*
 * Road points where the rules give none, or another number, in a game
 * whose roads run across ferries: the recorder most likely scored a road
 * as the tiles draw it, not as the ferries join it (FERRY-ROADS), a hint,
 * never the citation (the rule that gives the points is that).
 */
static const char ferry_hint[] = "a ferry joins two road ends of its "
    "lake into one road: its tiles, its length and its completion follow "
    "where the ferries lie";

static const char *
fr_explain(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    int seat, const char *kind, int points, const char **hint_rule,
    const char **hint_why)
{
	const struct fr_game *fg = game;

	(void)ctx;
	(void)turn;
	(void)seat;
	(void)points;
	if (fg != NULL && fg->nferries > 0 && kind != NULL &&
	    strcmp(kind, "road") == 0) {
		*hint_rule = "FERRY-ROADS";
		*hint_why = ferry_hint;
	}
	return NULL;
}

static const char *
fr_explain_value(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, int seat, const char *kind, int expected,
    int recorded, const char **hint_rule, const char **hint_why)
{
	(void)expected;
	return fr_explain(game, ctx, turn, seat, kind, recorded, hint_rule,
	    hint_why);
}

/* The lake: a blue pond in the tile's centre, where its roads end. */
static size_t
fr_draw(void *state, const void *marking, struct carc_draw *out,
    size_t max, size_t esize)
{
	struct carc_draw d;

	(void)state;
	if (marking == NULL)
		return 0;
	memset(&d, 0, sizeof(d));
	d.op = CARC_DRAW_CIRCLE;
	d.x = 50;
	d.y = 50;
	d.r = 16;
	d.fill = "#5b9bd5";
	d.stroke = "#2e5f8a";
	d.layer = CARC_LAYER_ART;
	d.legend = "ferry lake: a ferry on it joins two of its road ends "
	    "(FERRY-PLACE, FERRY-ROADS)";
	d.rule = "FERRY-PLACE";
	if (max > 0 && esize >= CARC_DRAW_SIZE_3_0)
		carc_elem_put(out, 0, esize, &d, sizeof(d));
	return 1;
}

/*
 * The ferries where they lie (FERRY-ROADS): on each lake, a bar from the
 * rim towards one road end it joins, through the lake, to the other,
 * drawn over the lake in the board's orientation (the spot's).
 */
static size_t
fr_draw_board(void *game, const struct carc_ctx *ctx, int x0, int y0, int x1,
    int y1, struct carc_draw *out, size_t max, size_t esize)
{
	/* the lake's rim towards N E S W, from the tile's centre */
	static const int rx[4] = { 0, 16, 0, -16 }, ry[4] = { -16, 0, 16, 0 };
	struct fr_game *fg = game;
	struct carc_draw d;
	char spot[4];
	size_t n = 0;
	int x, y, a, b, k;

	if (fg == NULL || fg->host == NULL || esize < CARC_DRAW_SIZE_3_0)
		return 0;
	if (fg->path == NULL &&
	    (fg->path = malloc(MAX_PATHS * sizeof(fg->path[0]))) == NULL)
		return 0;	/* out of memory: the board without ferries */
	fg->npaths = 0;
	for (y = y0; y <= y1; y++)
		for (x = x0; x <= x1; x++) {
			if (fg->npaths == MAX_PATHS ||
			    !ferry_at(fg, ctx, x, y, spot) ||
			    spot_edges(spot, &a, &b) != 0)
				continue;
			k = (int)fg->npaths++;
			snprintf(fg->path[k], sizeof(fg->path[k]),
			    "M %d %d L %d %d L %d %d", 100 * x + 50 + rx[a],
			    100 * y + 50 + ry[a], 100 * x + 50, 100 * y + 50,
			    100 * x + 50 + rx[b], 100 * y + 50 + ry[b]);
			memset(&d, 0, sizeof(d));
			d.op = CARC_DRAW_PATH;
			d.path = fg->path[k];
			d.stroke = "#5a3a1a";
			d.stroke_width = 7;
			d.layer = CARC_LAYER_ART;
			d.legend = "ferry: joins the two road ends of its lake "
			    "it lies between into one road (FERRY-ROADS)";
			d.rule = "FERRY-ROADS";
			if (n < max)
				carc_elem_put(out, n, esize, &d, sizeof(d));
			n++;
			d.stroke = "#f4f4f4";
			d.stroke_width = 4;
			d.legend = NULL;
			if (n < max)
				carc_elem_put(out, n, esize, &d, sizeof(d));
			n++;
		}
	return n;
}

static const struct carc_plugin ferries = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "ferries",
	.version = "1.0.0",
	.rule_prefix = "FERRY-",
	.rules = fr_rules,
	.nrules = sizeof(fr_rules) / sizeof(fr_rules[0]),
	.catalogue = "ferries.yaml",
	.rules_doc = "ferries.md",
	.tile_keys = fr_tile_keys,
	.init = carc_util_init_host,
	.tile_key = carc_util_tile_key_true,
	.game_begin = fr_game_begin,
	.game_end = fr_game_end,
	.draw = fr_draw,
	.draw_board = fr_draw_board,
	.explain = fr_explain,
	.explain_value = fr_explain_value,
	.action_kinds = fr_actions,
	.naction_kinds = sizeof(fr_actions) / sizeof(fr_actions[0]),
	.game_size = sizeof(struct fr_game),
	.turn_begin = fr_turn_begin,
	.after_place = fr_after_place,
	.check_action = fr_check_action,
	.after_action = fr_after_action,
	.turn_end = fr_turn_end,
};

CARC_PLUGIN_DEFINE(ferries)
