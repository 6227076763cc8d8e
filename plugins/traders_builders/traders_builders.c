/*
 * traders_builders.c - Traders & Builders (the second expansion;
 * doc/rules/traders_builders.md).
 *
 * Two figures per player, one of each, placed from the supply instead of
 * a follower on the tile just placed, beside the player's own follower
 * (the figure kinds are CARC_FIGURE_BESIDE, weight 0: they never decide a
 * majority):
 *   - the builder on a road or city (TB-BUILDER); when a later tile of
 *     its owner extends that road or city, the owner plays a second tile
 *     at once, never a third (TB-DOUBLE: turn_order);
 *   - the pig on a field (TB-PIG); a player who scores a field at the end
 *     with a pig on it scores 1 more per completed city (TB-PIG-PTS).
 * Trade goods (wine, grain, cloth) are printed on city segments (the
 * catalogue's segment key `goods`): the player who completes a city takes
 * one token per symbol in it, whoever scores it (TB-GOODS); at the end,
 * the most tokens of each good give 10 points, every tied player 10
 * (TB-GOODS-PTS).
 *
 * Written on the plugin ABI 4 alone: the goods are kept in the per-game
 * state the host allocates (game_size), the second tile is turn_order's,
 * the pig's cities are the host's field_cities.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_plugin.h"
#include "carc_plugin_util.h"

static const struct carc_rule tb_rules[] = {
	{ "TB-BUILDER", "the builder goes on a road or city of the tile just "
	    "placed where its owner already has a follower",
	    "traders_builders.md 2.1" },
	{ "TB-DOUBLE", "a tile of the builder's owner that extends the "
	    "builder's road or city gives that player a second tile at once; "
	    "a second tile never gives a third", "traders_builders.md 2.2" },
	{ "TB-PIG", "the pig goes on a field of the tile just placed where its "
	    "owner already has a farmer", "traders_builders.md 3.1" },
	{ "TB-PIG-PTS", "a player who scores a field at the end with its pig "
	    "on it scores 1 more per completed city (4 instead of 3)",
	    "traders_builders.md 3.2" },
	{ "TB-SUPPLY", "each player has one builder and one pig",
	    "traders_builders.md 1" },
	{ "TB-GOODS", "the player who completes a city takes one goods token "
	    "per goods symbol in it, whoever scores the city",
	    "traders_builders.md 4.1" },
	{ "TB-GOODS-PTS", "at the end, the most tokens of each good (wine, "
	    "grain, cloth) give 10 points; tied players get 10 each",
	    "traders_builders.md 4.2" },
};

static const char *const tb_builder_on[] = { "road", "city", NULL };
static const char *const tb_pig_on[] = { "field", NULL };

/* Icons in a 0..100 box: the builder as a tall figure with a hat, the pig
 * as a round body on four legs with a snout. */
#define BUILDER_ICON							\
	"M50 6 C60 6 64 14 62 22 L70 24 L30 24 L38 22 C36 14 40 6 50 6 Z "\
	"M38 30 L62 30 L72 94 L28 94 Z"
#define PIG_ICON							\
	"M20 40 C20 22 72 22 78 36 L92 38 L92 52 L80 54 C78 66 70 70 66 70 "\
	"L66 88 L58 88 L58 72 L36 72 L36 88 L28 88 L28 70 C20 66 18 56 20 40 Z"

static const struct carc_figure_kind tb_figures[] = {
	{ "builder", 1, 0, CARC_FIGURE_BESIDE, tb_builder_on, "TB-SUPPLY",
	    "TB-BUILDER", NULL, BUILDER_ICON, 1.0,
	    "builder: a second tile when its road or city grows "
	    "(TB-DOUBLE)" },
	{ "pig", 1, 0, CARC_FIGURE_BESIDE, tb_pig_on, "TB-SUPPLY",
	    "TB-PIG", NULL, PIG_ICON, 0.9,
	    "pig: 1 more per city of its field at the end (TB-PIG-PTS)" },
};

static const char *const tb_segment_keys[] = { "goods", NULL };

/*
 * The pigs each player has (traders_builders.md 1): one as the rule
 * book, the default; two where a game was played so (JCloisterZone's
 * element "pig": 2, as in its engine test pigs-no-stack).
 */
static const char *const tb_variants[] = { "pigs=1", "pigs=2", NULL };

/* The three goods, in the order of the rules. */
#define NGOODS 3
static const char *const good_names[NGOODS] = { "wine", "grain", "cloth" };
static const char *const good_letters[NGOODS] = { "W", "G", "C" };
static const char *const good_colours[NGOODS] = { "#8e2a4f", "#d9a621",
	"#3f6fb5" };
static const char *const good_legends[NGOODS] = {
	"wine: a token to who completes the city (TB-GOODS)",
	"grain: a token to who completes the city (TB-GOODS)",
	"cloth: a token to who completes the city (TB-GOODS)",
};

/*
 * A goods symbol on a city segment: the good and where the symbol is
 * drawn (towards the city's edges).  The plugin's state holds every one
 * (the catalogue has 20; room for editions and copies).
 */
#define MAX_MARKS 128
struct tb_mark {
	int good;
	double x, y;
};

struct tb_state {
	const struct carc_host *host;
	struct tb_mark marks[MAX_MARKS];
	size_t nmarks;
};

/* Tiles where pigs were put, kept per game: a pig put again after the
 * dragon ate it adds one; past that room, the end reads the board. */
#define PIG_TILES 16

/* Per game (the host keeps it: game_size). */
struct tb_game {
	const struct carc_host *host;
	int goods[CARC_MAX_SEATS][NGOODS];	/* tokens taken (TB-GOODS) */
	int extended;		/* this turn's tile extends a road or city
				 * of the mover's builder (TB-DOUBLE) */
	int second;		/* this turn is a second tile */
	int next_second;	/* turn_order granted the next one */
	int pig_points[CARC_MAX_SEATS];	/* TB-PIG-PTS at the end */
	int pigs;		/* each seat's at the start (TB-SUPPLY) */
	/* Where pigs were put (check_figure), each tile once: the tiles
	 * the end reads first.  A hint, never the answer: a pig eaten
	 * leaves its tile here, and where these tiles hold fewer pigs
	 * than the seats' supplies miss (one put on a tile past the
	 * room, or by another plugin), the end reads the whole board
	 * (pigs_on_board). */
	struct { int x, y; } pig_tiles[PIG_TILES];
	int npig_tiles;
};

/* Placed tiles read on the stack: more than a game of every set has. */
#define BOARD_ROOM 256

/* -- setup ------------------------------------------------------------------ */

static int
tb_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	struct tb_state *st = calloc(1, sizeof(*st));

	if (st == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	st->host = host;
	*state = st;
	return 0;
}

static void
tb_fini(void *state)
{
	free(state);
}

static int
good_index(const char *name)
{
	int i;

	for (i = 0; name != NULL && i < NGOODS; i++)
		if (strcmp(name, good_names[i]) == 0)
			return i;
	return -1;
}

/* `goods: wine` on a city of a tile: the symbol, drawn halfway between
 * the tile's centre and the middle of the city's edges. */
static int
tb_segment_key(void *state, const char *tile_id, const char *segment,
    int kind, unsigned edges, unsigned halves, const char *key,
    const struct carc_node *value, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	static const double ex[4] = { 50, 80, 50, 20 }, ey[4] = { 20, 50, 80,
		50 };
	struct tb_state *st = state;
	struct tb_mark *m;
	int g, e, n = 0;

	(void)key;
	(void)halves;
	*where = value;
	g = value->type == CARC_NODE_SCALAR ? good_index(value->scalar) : -1;
	if (kind != CARC_CITY || g < 0) {
		snprintf(err, errlen, "goods of '%s' %s: wine, grain or cloth, "
		    "on a city", tile_id, segment);
		return -1;
	}
	if (st->nmarks == MAX_MARKS) {
		snprintf(err, errlen, "more than %d goods symbols", MAX_MARKS);
		return -1;
	}
	m = &st->marks[st->nmarks++];
	m->good = g;
	m->x = m->y = 0;
	for (e = 0; e < 4; e++)
		if (edges & (1u << e)) {
			m->x += ex[e];
			m->y += ey[e];
			n++;
		}
	m->x = n > 0 ? m->x / n : 50;
	m->y = n > 0 ? m->y / n : 50;
	*marking = m;
	return 0;
}

static int
tb_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	const struct tb_state *st = state;
	struct tb_game *tg = *game;	/* the host's, zeroed (game_size) */
	const struct carc_host *host = st->host;
	int pigs = strcmp(variant, "pigs=2") == 0 ? 2 : 1;

	/* The second tile, the goods and the pig's cities need ABI 4's
	 * turn order, per-game state and field_cities, the majority and
	 * a game's pigs 4.2's: a host without them cannot play this set,
	 * its games are unverifiable. */
	if (!CARC_HAS_SERVICE(host, field_cities) ||
	    !CARC_HAS_SERVICE(host, feature_majority) ||
	    !CARC_HAS_SERVICE(host, figure_supply) || tg == NULL) {
		snprintf(err, errlen, "traders_builders needs a host with the "
		    "plugin's per-game state, field_cities, feature_majority "
		    "and figure_supply (ABI 4.2); this host of ABI %u.%u has "
		    "not",
		    (unsigned)host->abi_major, (unsigned)host->abi_minor);
		return -1;
	}
	tg->host = host;
	tg->pigs = pigs;
	/* TB-SUPPLY: the variant's pigs, in every seat's supply */
	if (pigs != 1 && host->figure_supply(ctx, "pig", pigs) != 0) {
		snprintf(err, errlen, "the host refused a supply of %d pigs",
		    pigs);
		return -1;
	}
	return 0;
}

/* -- the figures ------------------------------------------------------------ */

/* Does `seat` have a follower in feature f? */
static int
has_follower(const struct tb_game *tg, const struct carc_ctx *ctx,
    carc_feature f, int seat)
{
	struct carc_figure_info info[32];
	size_t n, k;

	n = tg->host->feature_figures(ctx, f, info, 32, sizeof(info[0]));
	for (k = 0; k < n && k < 32; k++)
		if (info[k].seat == seat && info[k].follower)
			return 1;
	return 0;
}

/* A pig is being put on the tile at (x, y): the end reads it first
 * (pigs_on_board).  Put or refused, the tile is noted: a tile without a
 * pig costs the end one look. */
static void
note_pig_tile(struct tb_game *tg, int x, int y)
{
	int i;

	for (i = 0; i < tg->npig_tiles; i++)
		if (tg->pig_tiles[i].x == x && tg->pig_tiles[i].y == y)
			return;
	if (tg->npig_tiles < PIG_TILES) {
		tg->pig_tiles[tg->npig_tiles].x = x;
		tg->pig_tiles[tg->npig_tiles++].y = y;
	}
}

/* The builder and the pig join the player's own follower (2.1, 3.1). */
static int
tb_check_figure(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_figure_query *q,
    struct carc_ruling *r)
{
	struct tb_game *tg = game;
	int pig;

	(void)turn;
	if (q->action != CARC_FIGURE_PLACE || q->figure == NULL ||
	    q->feature < 0)
		return 0;
	/* the first letter first: every figure placed is asked, most of
	 * them followers */
	if (q->figure[0] == 'b' && strcmp(q->figure, "builder") == 0)
		pig = 0;
	else if (q->figure[0] == 'p' && strcmp(q->figure, "pig") == 0)
		pig = 1;
	else
		return 0;
	if (pig)
		note_pig_tile(tg, q->x, q->y);
	if ((pig ? q->feature_kind != CARC_FIELD :
	    q->feature_kind != CARC_ROAD && q->feature_kind != CARC_CITY) ||
	    has_follower(tg, ctx, q->feature, q->seat))
		return 0;	/* a wrong kind: the host's spot_rule */
	r->rule = pig ? "TB-PIG" : "TB-BUILDER";
	snprintf(r->expected, sizeof(r->expected), "a %s with a %s of "
	    "seat %d", pig ? "field" : "road or city",
	    pig ? "farmer" : "follower", q->seat);
	snprintf(r->recorded, sizeof(r->recorded), "%s:%s", q->figure,
	    q->spot != NULL ? q->spot : "-");
	snprintf(r->message, sizeof(r->message), "the %s at %s of (%d,%d) "
	    "joins no %s of its owner there: it goes only beside one",
	    q->figure, q->spot != NULL ? q->spot : "-", q->x, q->y,
	    pig ? "farmer" : "follower");
	return 0;
}

/*
 * Does the tile just placed extend a road or city where the mover's
 * builder stands, the builder having come earlier (on another tile)?
 * Asked before the figure and the scoring (2.2): a tile that completes
 * the builder's feature extends it too.
 */
static int
tb_after_place(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	static const char *const edges[4] = { "N", "E", "S", "W" };
	struct tb_game *tg = game;
	struct carc_figure_info info[32];
	carc_feature seen[4];
	size_t n, k;
	int e, j, nseen = 0;

	tg->extended = 0;
	if (turn->seat < 0)
		return 0;
	/* Most turns the mover's builder is in its supply, and no road or
	 * city of the tile can be its: the four features' figures are
	 * asked only when the builder stands on the board. */
	if (tg->host->figures_left(ctx, turn->seat, tb_figures[0].name) >=
	    tb_figures[0].supply)
		return 0;
	for (e = 0; e < 4 && !tg->extended; e++) {
		carc_feature f;
		int kind;

		/* a field edge is all field: no road or city there */
		if (turn->tile->edges[e] == 'F' || (f = tg->host->feature_at(ctx,
		    turn->x, turn->y, edges[e])) < 0)
			continue;
		/* a road or city by two edges of the tile (a straight
		 * road, a city across it) has its figures asked once */
		for (j = 0; j < nseen && seen[j] != f; j++)
			;
		if (j < nseen)
			continue;
		seen[nseen++] = f;
		kind = tg->host->feature_kind(ctx, f);
		if (kind != CARC_ROAD && kind != CARC_CITY)
			continue;
		n = tg->host->feature_figures(ctx, f, info, 32,
		    sizeof(info[0]));
		for (k = 0; k < n && k < 32; k++)
			if (info[k].seat == turn->seat &&
			    strcmp(info[k].figure, "builder") == 0 &&
			    (info[k].x != turn->x || info[k].y != turn->y))
				tg->extended = 1;
	}
	return 0;
}

static int
tb_turn_begin(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	struct tb_game *tg = game;

	(void)ctx;
	(void)turn;
	tg->second = tg->next_second;
	tg->next_second = 0;
	return 0;
}

/* TB-DOUBLE: the same seat again after a tile that extended its
 * builder's road or city, unless this was already its second tile: the
 * rule then withholds a third (named, granting nothing), so that a
 * record giving one cites it, as a record leaving out a second does. */
static int
tb_turn_order(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, int *next_seat, const char **rule)
{
	struct tb_game *tg = game;

	(void)ctx;
	if (turn->seat < 0 || !tg->extended)
		return 0;
	tg->extended = 0;
	*rule = "TB-DOUBLE";
	if (tg->second)
		return 0;	/* never a third */
	tg->next_second = 1;
	*next_seat = turn->seat;
	return 1;
}

/* -- goods ------------------------------------------------------------------ */

/* TB-GOODS: the completer takes the goods of every city it completes. */
static int
tb_before_score(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const carc_feature *completed,
    size_t ncompleted)
{
	struct tb_game *tg = game;
	const void *marks[64];
	size_t i, n, k;

	if (turn->seat < 0 || turn->seat >= CARC_MAX_SEATS)
		return 0;
	for (i = 0; i < ncompleted; i++) {
		if (tg->host->feature_kind(ctx, completed[i]) != CARC_CITY)
			continue;
		n = tg->host->feature_markings(ctx, completed[i], marks, 64);
		if (n > 64)
			return tg->host->fail(ctx, "a city of more than 64 "
			    "goods symbols");
		for (k = 0; k < n; k++) {
			const struct tb_mark *m = marks[k];

			tg->goods[turn->seat][m->good]++;
		}
	}
	return 0;
}

/* -- the end ---------------------------------------------------------------- */

/* TB-GOODS-PTS: each good's majority, every tied player 10. */
static int
score_goods(struct tb_game *tg, struct carc_ctx *ctx)
{
	int seats = tg->host->seats(ctx), s, g, most;
	char why[96];

	for (g = 0; g < NGOODS; g++) {
		most = 0;
		for (s = 0; s < seats && s < CARC_MAX_SEATS; s++)
			if (tg->goods[s][g] > most)
				most = tg->goods[s][g];
		if (most == 0)
			continue;
		for (s = 0; s < seats && s < CARC_MAX_SEATS; s++) {
			if (tg->goods[s][g] != most)
				continue;
			size_t at = 0;

			/* "the most %s: %d token%s", without snprintf's
			 * thousand instructions */
			carc_util_text_put(why, sizeof(why), &at, "the most ");
			carc_util_text_put(why, sizeof(why), &at,
			    good_names[g]);
			carc_util_text_put(why, sizeof(why), &at, ": ");
			carc_util_text_int(why, sizeof(why), &at, most);
			carc_util_text_put(why, sizeof(why), &at, most > 1 ?
			    " tokens" : " token");
			if (tg->host->award(ctx, s, 10, "goods",
			    "TB-GOODS-PTS", why) != 0)
				return -1;
		}
	}
	return 0;
}

/* Is seat among the majority of feature f, as the base game scores it
 * (the host's rule, BASE-SCORE-MAJ: weights included)? */
static int
in_majority(const struct tb_game *tg, const struct carc_ctx *ctx,
    carc_feature f, int seat)
{
	int seats[CARC_MAX_SEATS];
	size_t n, i;

	n = tg->host->feature_majority(ctx, f, seats, CARC_MAX_SEATS);
	for (i = 0; i < n && i < CARC_MAX_SEATS; i++)
		if (seats[i] == seat)
			return 1;
	return 0;
}

/* A pig on the board: its owner and its field. */
struct pig_on {
	int seat;
	carc_feature field;
};

/* Every seat's pigs, and what the last tile read may add. */
#define PIGS_ROOM (CARC_MAX_SEATS * CARC_MAX_SUPPLY + 32)

/*
 * The pigs on tiles[0..nt), in that order, read until `out` are found
 * (the last tile read to its end): pigs[0..) filled, how many returned.
 */
static size_t
pigs_on_tiles(const struct tb_game *tg, const struct carc_ctx *ctx,
    const struct carc_tile_info *tiles, size_t nt, int out,
    struct pig_on *pigs)
{
	struct carc_figure_info fig[32];
	size_t t, nf, k, n = 0;

	for (t = 0; t < nt && (int)n < out; t++) {
		nf = tg->host->tile_figures(ctx, tiles[t].x, tiles[t].y, fig,
		    32, sizeof(fig[0]));
		for (k = 0; k < nf && k < 32 && n < PIGS_ROOM; k++)
			if (strcmp(fig[k].figure, "pig") == 0) {
				pigs[n].seat = fig[k].seat;
				pigs[n++].field = fig[k].feature;
			}
	}
	return n;
}

/*
 * The pigs on the board, `out` of them, in the order of the tiles' seq
 * as the whole board gives them.  The tiles where pigs were put are read
 * first, in seq order: where they hold every pig, the board holds no
 * other (a pig on it is out of its seat's supply), and the answer is the
 * whole board's.  Else (a pig found elsewhere) the whole board is read.
 * Returns how many, or -1 (out of memory: the game is unverifiable).
 */
static int
pigs_on_board(const struct tb_game *tg, struct carc_ctx *ctx, int out,
    struct pig_on *pigs)
{
	struct carc_tile_info room[BOARD_ROOM], *tiles = room, hint;
	size_t nt, n, i, j;

	for (nt = 0, i = 0; (int)i < tg->npig_tiles; i++) {
		if (tg->host->tile_at(ctx, tg->pig_tiles[i].x,
		    tg->pig_tiles[i].y, &hint, sizeof(hint)) != 0)
			continue;
		for (j = nt++; j > 0 && room[j - 1].placed_seq >
		    hint.placed_seq; j--)
			room[j] = room[j - 1];
		room[j] = hint;
	}
	if ((int)(n = pigs_on_tiles(tg, ctx, room, nt, out, pigs)) >= out)
		return (int)n;
	/* The board of most games fits the room on the stack: the host
	 * walks its tiles once, and nothing is allocated. */
	nt = tg->host->tiles_in_area(ctx, INT_MIN / 2, INT_MIN / 2,
	    INT_MAX / 2, INT_MAX / 2, room, BOARD_ROOM, sizeof(room[0]));
	if (nt > BOARD_ROOM) {
		if ((tiles = calloc(nt, sizeof(*tiles))) == NULL)
			return tg->host->fail(ctx, "out of memory");
		nt = tg->host->tiles_in_area(ctx, INT_MIN / 2, INT_MIN / 2,
		    INT_MAX / 2, INT_MAX / 2, tiles, nt, sizeof(*tiles));
	}
	n = pigs_on_tiles(tg, ctx, tiles, nt, out, pigs);
	if (tiles != room)
		free(tiles);
	return (int)n;
}

/*
 * TB-PIG-PTS: a pig whose owner is among the field's farmer majority
 * (by weight: the pig weighs nothing) adds 1 per completed city of the
 * field to its owner's field points; one pig of a player per field
 * counts (a second pig of the same player on a joined field adds
 * nothing: JCloisterZone's pigs-no-stack).
 */
static int
score_pigs(struct tb_game *tg, struct carc_ctx *ctx)
{
	struct pig_on pigs[PIGS_ROOM];
	carc_feature done[CARC_MAX_SEATS][16];
	int ndone[CARC_MAX_SEATS] = { 0 };
	int seat, nseats = tg->host->seats(ctx), out = 0, left, n, p;
	char why[96];

	/* The pigs on the board: each seat's not in its supply.  None:
	 * nothing to look for on the tiles. */
	for (seat = 0; seat < nseats; seat++)
		if ((left = tg->host->figures_left(ctx, seat,
		    tb_figures[1].name)) < tg->pigs)
			out += tg->pigs - (left < 0 ? 0 : left);
	if (out == 0)
		return 0;
	if ((n = pigs_on_board(tg, ctx, out, pigs)) < 0)
		return -1;
	for (p = 0; p < n; p++) {
		int s = pigs[p].seat, d, seen = 0;
		carc_feature f = pigs[p].field;
		size_t cities, at;

		if (s < 0 || s >= CARC_MAX_SEATS || f < 0)
			continue;
		for (d = 0; d < ndone[s]; d++)
			if (done[s][d] == f)
				seen = 1;
		if (seen)
			continue;	/* one pig a player a field */
		if (ndone[s] < 16)
			done[s][ndone[s]++] = f;
		if (!in_majority(tg, ctx, f, s))
			continue;	/* no field points: no bonus */
		cities = tg->host->field_cities(ctx, f, NULL, 0);
		if (cities == 0)
			continue;
		/* "... of %d completed cit%s", without snprintf */
		at = 0;
		carc_util_text_put(why, sizeof(why), &at, "pig on the field: "
		    "1 more for each of ");
		carc_util_text_int(why, sizeof(why), &at, (int)cities);
		carc_util_text_put(why, sizeof(why), &at, cities > 1 ?
		    " completed cities" : " completed city");
		if (tg->host->award(ctx, s, (int)cities, "field",
		    "TB-PIG-PTS", why) != 0)
			return -1;
		tg->pig_points[s] += (int)cities;
	}
	return 0;
}

static int
tb_game_final(void *game, struct carc_ctx *ctx)
{
	struct tb_game *tg = game;

	if (score_pigs(tg, ctx) != 0)
		return -1;
	return score_goods(tg, ctx);
}

/*
 * Goods points the rules do not give: a majority of tokens the player
 * never took (4.1: the tokens are the completer's, not the city's
 * owner's), or goods points during play (4.2: only at the end).
 */
static const char *
tb_explain(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    int seat, const char *kind, int points, const char **hint_rule,
    const char **hint_why)
{
	(void)game;
	(void)ctx;
	(void)seat;
	(void)points;
	if (kind == NULL || strcmp(kind, "goods") != 0)
		return NULL;
	(void)hint_rule;
	(void)hint_why;
	return turn != NULL ? "TB-GOODS-PTS" : "TB-GOODS";
}

/* Field points short by exactly the pigs' at the end: TB-PIG-PTS left out
 * (the host sees one sum of field points per seat). */
static const char *
tb_explain_value(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, int seat, const char *kind, int expected,
    int recorded, const char **hint_rule, const char **hint_why)
{
	const struct tb_game *tg = game;

	(void)ctx;
	(void)hint_rule;
	(void)hint_why;
	if (turn != NULL || kind == NULL || strcmp(kind, "field") != 0 ||
	    seat < 0 || seat >= CARC_MAX_SEATS || tg->pig_points[seat] == 0 ||
	    expected - recorded != tg->pig_points[seat])
		return NULL;
	return "TB-PIG-PTS";
}

/* -- pictures --------------------------------------------------------------- */

/* A goods symbol: a disc in the good's colour with its letter. */
static size_t
tb_draw(void *state, const void *marking, struct carc_draw *out,
    size_t max, size_t esize)
{
	const struct tb_mark *m = marking;
	struct carc_draw d[2];
	size_t i;

	(void)state;
	if (m == NULL)
		return 0;
	memset(d, 0, sizeof(d));
	d[0].op = CARC_DRAW_CIRCLE;
	d[0].x = m->x;
	d[0].y = m->y;
	d[0].r = 9;
	d[0].fill = good_colours[m->good];
	d[0].stroke = "#ffffff";
	d[0].layer = CARC_LAYER_ART;
	d[1].op = CARC_DRAW_TEXT;
	d[1].x = m->x;
	d[1].y = m->y;
	d[1].text = good_letters[m->good];
	d[1].font_size = 11;
	d[1].fill = "#ffffff";
	d[1].layer = CARC_LAYER_ART;
	for (i = 0; i < 2 && i < max && esize >= CARC_DRAW_SIZE_3_0; i++) {
		d[i].legend = good_legends[m->good];
		d[i].rule = "TB-GOODS";
		carc_elem_put(out, i, esize, &d[i], sizeof(d[i]));
	}
	return 2;
}

static const struct carc_plugin traders_builders = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "traders_builders",
	.version = "1.0.0",
	.rule_prefix = "TB-",
	.rules = tb_rules,
	.nrules = sizeof(tb_rules) / sizeof(tb_rules[0]),
	.catalogue = "traders_builders.yaml",
	.rules_doc = "traders_builders.md",
	.segment_keys = tb_segment_keys,
	.variants = tb_variants,
	.figure_kinds = tb_figures,
	.nfigure_kinds = sizeof(tb_figures) / sizeof(tb_figures[0]),
	.init = tb_init,
	.fini = tb_fini,
	.segment_key = tb_segment_key,
	.game_begin = tb_game_begin,
	.check_figure = tb_check_figure,
	.after_place = tb_after_place,
	.before_score = tb_before_score,
	.game_final = tb_game_final,
	.explain = tb_explain,
	.explain_value = tb_explain_value,
	.draw = tb_draw,
	.game_size = sizeof(struct tb_game),
	.turn_begin = tb_turn_begin,
	.turn_order = tb_turn_order,
};

CARC_PLUGIN_DEFINE(traders_builders)
