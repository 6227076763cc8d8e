/*
 * goldmines.c - The Gold Mines (Mini #4; doc/rules/goldmines.md).
 *
 * A tile with the gold symbol (the catalogue's `gold: true`) gets one
 * gold bar (GOLD-TILE) and its player puts a second on a tile around it,
 * diagonals included (GOLD-ADJACENT), in that turn only (GOLD-WHEN).
 * When a feature is completed during play, the players of its majority
 * take the gold on its tiles (a monastery's or any centre feature's: the
 * nine squares), one bar each in turn order from the player of the turn
 * (GOLD-TAKE).  At the end each bar is worth 1 to 4 points by how many
 * its player holds (GOLD-VALUE); bars still on the board are worth
 * nothing.
 *
 * Written on the plugin ABI 4 alone.  The second bar is the player's
 * choice, so a `token` action of kind gold (record-format.md, "The whole
 * turn"), judged by check_action and put by the host; the tile's own bar
 * and a second bar with one tile to go to are no choice: the plugin puts
 * them (put_token).  The bars taken are counted in the per-game state.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_plugin.h"
#include "carc_plugin_util.h"

static const struct carc_rule gm_rules[] = {
	{ "GOLD-TILE", "a tile with the gold symbol gets one gold bar when it "
	    "is placed", "goldmines.md 2.1" },
	{ "GOLD-ADJACENT", "after placing a tile with the gold symbol, its "
	    "player puts one more gold bar on a tile orthogonally or "
	    "diagonally adjacent to it, of their choice", "goldmines.md 2.2" },
	{ "GOLD-WHEN", "gold bars are put only in the turn of a tile with the "
	    "gold symbol, one beside it, and never taken off by a player",
	    "goldmines.md 2.2" },
	{ "GOLD-TAKE", "when a feature is completed during play, the players "
	    "of its majority take the gold bars on its tiles (a monastery's "
	    "nine squares), one each in turn order from the player of the "
	    "turn", "goldmines.md 3" },
	{ "GOLD-VALUE", "at the end each gold bar a player holds is worth 1 "
	    "point (1 to 3 bars), 2 (4 to 6), 3 (7 to 9) or 4 (10 or more); "
	    "bars left on the board are worth nothing", "goldmines.md 4" },
};

/* A gold bar in a 0..100 box: a trapezoid ingot with a shine. */
#define GOLD_ICON							\
	"M18 70 L30 36 L70 36 L82 70 Z M34 44 L46 44 L42 58 L30 58 Z"

static const struct carc_action_kind gm_actions[] = {
	{ .size = sizeof(struct carc_action_kind), .verb = "token",
	    .kind = "gold", .rule = "GOLD-ADJACENT", .icon = GOLD_ICON,
	    .colour = "#e0b000",
	    .legend = "gold bar: taken by the majority of a completed "
	    "feature on its tile (GOLD-TAKE)" },
};

/* `gold: true` on a tile with the gold symbol, its only value: the
 * tile's marking is carc_util_tile_key_true's, never NULL (the symbol)
 * and never told apart. */
static const char *const gm_tile_keys[] = { "gold", NULL };

static const char TOKEN[] = "gold";

#define MAX_CLAIMS 512

/* A tile with bars on it that completed features claim, and who may
 * take them: the seats of those features' majorities. */
struct claim {
	int x, y;
	int bars;
	unsigned seats;		/* bit s: seat s may take one */
	int nseats;
};

/*
 * Per game (the host keeps it: game_size): the bars each seat holds,
 * and the turn's gold tile with what became of its second bar.
 */
struct gm_game {
	const struct carc_host *host;
	int held[CARC_MAX_SEATS];
	int gold_turn;		/* the turn's tile shows the gold symbol */
	int tx, ty;		/* where it lies */
	int second;		/* its second bar is on the board */
	int choices;		/* tiles around it, when it was placed */
	int cx, cy;		/* the one tile, where choices is 1 */
	struct claim claim[MAX_CLAIMS];	/* before_score's, kept here so
					 * that games played at once share
					 * nothing */
};

/* -- reading the board ------------------------------------------------------ */

/* The placed tiles among the eight squares around (x, y): how many, and
 * the last one found. */
static int
tiles_around(const struct gm_game *gg, const struct carc_ctx *ctx, int x,
    int y, int *ox, int *oy)
{
	struct carc_tile_info t;
	int dx, dy, n = 0;

	for (dy = -1; dy <= 1; dy++)
		for (dx = -1; dx <= 1; dx++) {
			if ((dx == 0 && dy == 0) || gg->host->tile_at(ctx,
			    x + dx, y + dy, &t, sizeof(t)) != 0)
				continue;
			*ox = x + dx;
			*oy = y + dy;
			n++;
		}
	return n;
}

/* The bars on the tile at (x, y). */
static int
bars_at(const struct gm_game *gg, const struct carc_ctx *ctx, int x, int y)
{
	struct carc_token_info t[4];
	size_t i, n;
	int count = 0;

	n = gg->host->tokens_at(ctx, TOKEN, x, y, t, 4, sizeof(t[0]));
	for (i = 0; i < n && i < 4; i++)
		count += t[i].count;
	return count;
}

/* -- hooks ------------------------------------------------------------------ */

static int
gm_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	const struct carc_host *host = state;
	struct gm_game *gg;

	(void)ctx;
	(void)variant;
	/* A host without tokens cannot put a bar: its games are
	 * unverifiable, never scored without them. */
	gg = carc_util_game_state(host, game,
	    CARC_HAS_SERVICE(host, put_token) &&
	    CARC_HAS_SERVICE(host, tokens_at) &&
	    CARC_HAS_SERVICE(host, feature_majority), "goldmines needs a "
	    "host that keeps tokens and the plugin's per-game state and "
	    "tells a feature's majority (ABI 4.2: put_token, tokens_at, "
	    "game_size, feature_majority)", err, errlen);
	if (gg == NULL)
		return -1;
	gg->host = host;
	return 0;
}

static int
gm_turn_begin(void *game, struct carc_ctx *ctx, const struct carc_turn *turn)
{
	struct gm_game *gg = game;

	(void)ctx;
	(void)turn;
	gg->gold_turn = 0;
	gg->second = 0;
	return 0;
}

/* The tile's own bar (GOLD-TILE): no choice, so no row of the record. */
static int
gm_after_place(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	struct gm_game *gg = game;

	gg->gold_turn = 0;
	gg->second = 0;
	if (turn->seat < 0 || turn->tile->marking == NULL)
		return 0;
	gg->gold_turn = 1;
	gg->tx = turn->x;
	gg->ty = turn->y;
	gg->choices = tiles_around(gg, ctx, turn->x, turn->y, &gg->cx,
	    &gg->cy);
	return gg->host->put_token(ctx, TOKEN, turn->x, turn->y, NULL, 1) < 0 ?
	    -1 : 0;
}

/* Where only one tile lies around the gold tile, the second bar goes
 * there without a choice (goldmines.md 2.2): before the turn's scoring,
 * or at its end where nothing is scored. */
static int
put_forced(struct gm_game *gg, struct carc_ctx *ctx)
{
	if (!gg->gold_turn || gg->second || gg->choices != 1)
		return 0;
	gg->second = 1;
	return gg->host->put_token(ctx, TOKEN, gg->cx, gg->cy, NULL, 1) < 0 ?
	    -1 : 0;
}

static int
rule(struct carc_ruling *r, const struct carc_turn_action *a,
    const char *id, const char *expected, const char *why)
{
	char sq[CARC_UTIL_SQUARE_MAX];

	r->rule = id;
	snprintf(r->expected, sizeof(r->expected), "%s", expected);
	if (a->has_tile)
		snprintf(r->recorded, sizeof(r->recorded), "gold on %s%s%s",
		    carc_util_square(sq, a->x, a->y), a->arg != NULL ? " " : "",
		    a->arg != NULL ? a->arg : "");
	else
		snprintf(r->recorded, sizeof(r->recorded), "gold on no tile");
	snprintf(r->message, sizeof(r->message), "%s", why);
	return 0;
}

/* GOLD-ADJACENT, naming the gold tile the bar belongs around: written
 * only for a bar refused, not for every bar put. */
static int
not_adjacent(struct carc_ruling *r, const struct carc_turn_action *a,
    const struct gm_game *gg, const char *why)
{
	char want[64];

	snprintf(want, sizeof(want), "a tile around (%d,%d)", gg->tx,
	    gg->ty);
	return rule(r, a, "GOLD-ADJACENT", want, why);
}

/*
 * A gold bar put by the record (goldmines.md 2.2): in the turn of a gold
 * tile, once, by its player (or by nobody, where the tile has one
 * neighbour), on a tile around it, on the tile and not on a spot.
 */
static int
gm_check_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	const struct gm_game *gg = game;
	int dx, dy;

	(void)ctx;
	if (a->verb != CARC_VERB_TOKEN || a->kind == NULL ||
	    strcmp(a->kind, TOKEN) != 0)
		return 0;
	if (!gg->gold_turn)
		return rule(r, a, "GOLD-WHEN", "no gold bar", "gold bars are "
		    "put only after placing a tile with the gold symbol");
	if (gg->second)
		return rule(r, a, "GOLD-WHEN", "no second gold bar", "the "
		    "gold tile's second bar is on the board already: one bar "
		    "goes beside a gold tile");
	if (a->arg != NULL)
		return rule(r, a, "GOLD-WHEN", "a gold bar put", "a gold bar "
		    "is never taken off by a player");
	dx = a->x - gg->tx;
	dy = a->y - gg->ty;
	if (!a->has_tile || (dx == 0 && dy == 0) || dx < -1 || dx > 1 ||
	    dy < -1 || dy > 1)
		return not_adjacent(r, a, gg, "the second gold bar goes on a "
		    "tile orthogonally or diagonally adjacent to the gold "
		    "tile");
	if (a->spot != NULL)
		return not_adjacent(r, a, gg, "a gold bar lies on a tile, not "
		    "on a feature of it");
	if (a->seat != turn->seat && a->seat != -1)
		return not_adjacent(r, a, gg, "the second gold bar is the "
		    "choice of the player who placed the gold tile");
	return 0;
}

static int
gm_after_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a)
{
	struct gm_game *gg = game;

	(void)ctx;
	(void)turn;
	if (a->verb == CARC_VERB_TOKEN && a->kind != NULL &&
	    strcmp(a->kind, TOKEN) == 0)
		gg->second = 1;
	return 0;
}

/* -- taking the gold (goldmines.md 3) --------------------------------------- */

/* The seats of a feature's majority (bit s: seat s), as the base game
 * scores it: the host's rule (BASE-SCORE-MAJ), weights included. */
static unsigned
majority(const struct gm_game *gg, struct carc_ctx *ctx, carc_feature f)
{
	int seat[CARC_MAX_SEATS];
	size_t i, n;
	unsigned seats = 0;

	n = gg->host->feature_majority(ctx, f, seat, CARC_MAX_SEATS);
	for (i = 0; i < n && i < CARC_MAX_SEATS; i++)
		seats |= 1u << seat[i];
	return seats;
}

static int
add_claim(struct gm_game *gg, struct carc_ctx *ctx, size_t *nc, int x, int y,
    unsigned seats)
{
	struct claim *c = gg->claim;
	size_t i;
	int bars;

	for (i = 0; i < *nc; i++)
		if (c[i].x == x && c[i].y == y) {
			c[i].seats |= seats;
			return 0;
		}
	if ((bars = bars_at(gg, ctx, x, y)) == 0)
		return 0;
	if (*nc == MAX_CLAIMS)
		return gg->host->fail(ctx, "goldmines: more tiles with gold "
		    "claimed in one turn than it can count");
	/* every field: the slot may hold an earlier turn's claim (the
	 * array lives in the per-game state, zeroed only at game begin),
	 * and nseats is counted by adding to it */
	c[*nc].x = x;
	c[*nc].y = y;
	c[*nc].bars = bars;
	c[*nc].seats = seats;
	c[*nc].nseats = 0;
	(*nc)++;
	return 0;
}

/* Every tile with bars that one completed feature claims: a road's or a
 * city's tiles, a monastery's (or any centre feature's) nine squares. */
/* A feature's tiles claim_feature reads without an allocation: most
 * completed features lie on a few tiles. */
#define FEATURE_TILES_HERE 32

static int
claim_feature(struct gm_game *gg, struct carc_ctx *ctx, carc_feature f,
    size_t *nc)
{
	struct carc_tile_info here[FEATURE_TILES_HERE], *t = here;
	unsigned seats = majority(gg, ctx, f);
	int kind = gg->host->feature_kind(ctx, f), dx, dy, r = 0;
	size_t i, n;

	if (seats == 0)
		return 0;
	/* the service says how many there are, past max too (carc_host):
	 * asked again, into room for them all, only where they are more */
	n = gg->host->feature_tiles(ctx, f, here, FEATURE_TILES_HERE,
	    sizeof(here[0]));
	if (n == 0)
		return 0;
	if (n > FEATURE_TILES_HERE) {
		if ((t = calloc(n, sizeof(*t))) == NULL)
			return gg->host->fail(ctx, "out of memory");
		n = gg->host->feature_tiles(ctx, f, t, n, sizeof(*t));
	}
	for (i = 0; i < n && r == 0; i++) {
		if (kind == CARC_ROAD || kind == CARC_CITY) {
			r = add_claim(gg, ctx, nc, t[i].x, t[i].y, seats);
			continue;
		}
		for (dy = -1; dy <= 1 && r == 0; dy++)
			for (dx = -1; dx <= 1 && r == 0; dx++)
				r = add_claim(gg, ctx, nc, t[i].x + dx,
				    t[i].y + dy, seats);
	}
	if (t != here)
		free(t);
	return r;
}

/*
 * The bars of the completed features go out one at a time: the player of
 * the turn first, then each seat in turn order, each taking one bar it
 * may take while any is left.  Which bar a seat takes is no choice the
 * record holds: as JCloisterZone (GoldminesCapability.onTurnScoring), it
 * takes from the tile the most seats may take from, so that no bar is
 * left that nobody may take (ties: the tile claimed first).
 */
static int
gm_before_score(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const carc_feature *completed,
    size_t ncompleted)
{
	struct gm_game *gg = game;
	struct claim *c = gg->claim;
	size_t i, j, nc = 0;
	int seats = gg->host->seats(ctx), seat, left = 0, s, idle;

	if (put_forced(gg, ctx) != 0)
		return -1;
	for (i = 0; i < ncompleted; i++)
		if (claim_feature(gg, ctx, completed[i], &nc) != 0)
			return -1;
	for (i = 0; i < nc; i++) {
		for (s = 0; s < CARC_MAX_SEATS; s++)
			c[i].nseats += (c[i].seats >> s) & 1u;
		left += c[i].bars;
	}
	/* a stable sort by seats, most first */
	for (i = 1; i < nc; i++)
		for (j = i; j > 0 && c[j].nseats > c[j - 1].nseats; j--) {
			struct claim tmp = c[j];

			c[j] = c[j - 1];
			c[j - 1] = tmp;
		}
	seat = turn->seat >= 0 ? turn->seat : 0;
	for (idle = 0; left > 0 && idle < seats; seat = (seat + 1) % seats) {
		for (i = 0; i < nc; i++)
			if (c[i].bars > 0 && (c[i].seats >> seat) & 1u)
				break;
		if (i == nc) {
			idle++;
			continue;
		}
		idle = 0;
		c[i].bars--;
		left--;
		gg->held[seat]++;
		if (gg->host->put_token(ctx, TOKEN, c[i].x, c[i].y, NULL,
		    -1) < 0)
			return -1;
	}
	return 0;
}

/*
 * The turn of a gold tile puts its second bar (goldmines.md 2.2): where
 * the record has none, one tile around means no choice (put here, if the
 * scoring did not); more than one, a choice left out (unless a row for
 * it was refused: that row's rule is the divergence).
 */
static int
gm_turn_end(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    const struct carc_turn_action *acts, size_t nacts,
    struct carc_ruling *r)
{
	struct gm_game *gg = game;
	size_t k;

	if (put_forced(gg, ctx) != 0)
		return -1;
	if (!gg->gold_turn || gg->second || gg->choices < 2)
		return 0;
	/* a row refused already broke a rule: the choice was not left out */
	for (k = 0; k < nacts; k++) {
		const struct carc_turn_action *a =
		    carc_turn_action_item(acts, k);

		if (a->verb == CARC_VERB_TOKEN && a->kind != NULL &&
		    strcmp(a->kind, TOKEN) == 0)
			return 0;
	}
	r->rule = "GOLD-ADJACENT";
	snprintf(r->expected, sizeof(r->expected), "gold on one of %d tiles "
	    "around (%d,%d)", gg->choices, gg->tx, gg->ty);
	snprintf(r->recorded, sizeof(r->recorded), "none");
	snprintf(r->message, sizeof(r->message), "%s at (%d,%d) shows the gold "
	    "symbol: its player must put a second gold bar on a tile around "
	    "it", turn->tile->id, turn->x, turn->y);
	return 0;
}

/* Each bar held is worth 1 to 4 points by how many (goldmines.md 4). */
static int
value_of(int bars)
{
	return bars * (bars <= 3 ? 1 : bars <= 6 ? 2 : bars <= 9 ? 3 : 4);
}

static int
gm_game_final(void *game, struct carc_ctx *ctx)
{
	const struct gm_game *gg = game;
	char why[64];
	size_t at;
	int s, each;

	for (s = 0; s < CARC_MAX_SEATS; s++) {
		int n = gg->held[s];

		if (n == 0)
			continue;
		each = value_of(n) / n;
		/* "%d gold bar%s, %d point%s each", without snprintf */
		at = 0;
		carc_util_text_int(why, sizeof(why), &at, n);
		carc_util_text_put(why, sizeof(why), &at, n == 1 ?
		    " gold bar, " : " gold bars, ");
		carc_util_text_int(why, sizeof(why), &at, each);
		carc_util_text_put(why, sizeof(why), &at, each == 1 ?
		    " point each" : " points each");
		if (gg->host->award(ctx, s, value_of(n), "gold", "GOLD-VALUE",
		    why) != 0)
			return -1;
	}
	return 0;
}

/* Gold points the rules give none of: during play, none at all
 * (GOLD-VALUE); at the end, to a seat that took no bar (GOLD-TAKE). */
static const char *
gm_explain(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    int seat, const char *kind, int points, const char **hint_rule,
    const char **hint_why)
{
	(void)game;
	(void)ctx;
	(void)seat;
	(void)points;
	(void)hint_rule;
	(void)hint_why;
	if (kind == NULL || strcmp(kind, "gold") != 0)
		return NULL;
	return turn != NULL ? "GOLD-VALUE" : "GOLD-TAKE";
}

/*
 * Other gold points at the end than the rules give: points that some
 * other count of bars is worth are bars taken otherwise (GOLD-TAKE);
 * any other number, the table read otherwise (GOLD-VALUE).
 */
static const char *
gm_explain_value(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, int seat, const char *kind, int expected,
    int recorded, const char **hint_rule, const char **hint_why)
{
	const struct gm_game *gg = game;
	int n;

	(void)ctx;
	(void)expected;
	(void)hint_rule;
	(void)hint_why;
	if (kind == NULL || strcmp(kind, "gold") != 0 || turn != NULL ||
	    seat < 0 || seat >= CARC_MAX_SEATS)
		return NULL;
	for (n = 0; n <= 2 * CARC_MAX_SEATS * 80; n++)
		if (n != gg->held[seat] && value_of(n) == recorded)
			return "GOLD-TAKE";
	return "GOLD-VALUE";
}

/* The gold symbol: an ingot in the north-east corner (JCloisterZone gives
 * no place for it; the printed tiles show it in a field's corner). */
static size_t
gm_draw(void *state, const void *marking, struct carc_draw *out,
    size_t max, size_t esize)
{
	struct carc_draw d;

	(void)state;
	if (marking == NULL)
		return 0;
	memset(&d, 0, sizeof(d));
	d.op = CARC_DRAW_PATH;
	d.path = "M72 22 L77 10 L91 10 L96 22 Z";
	d.fill = "#e0b000";
	d.stroke = "#6b5200";
	d.layer = CARC_LAYER_ART;
	d.legend = "gold symbol: a gold bar on the tile and one beside it "
	    "(GOLD-TILE, GOLD-ADJACENT)";
	d.rule = "GOLD-TILE";
	if (max > 0 && esize >= CARC_DRAW_SIZE_3_0)
		carc_elem_put(out, 0, esize, &d, sizeof(d));
	return 1;
}

/*
 * The bars lying on the board as the game stands: a gold disc with their
 * number on each tile that holds some, in its north-west corner (the
 * gold symbol lies in the north-east of the tile unturned).  The
 * host draws no token itself (ABI-NEEDS.md 5).
 */
static size_t
gm_draw_board(void *game, const struct carc_ctx *ctx, int x0, int y0,
    int x1, int y1, struct carc_draw *out, size_t max, size_t esize)
{
	static const char *const counts[] = { "0", "1", "2", "3", "4", "5",
	    "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16",
	    "many" };
	const struct gm_game *gg = game;
	struct carc_draw d;
	size_t n = 0;
	int x, y, bars;

	if (gg == NULL || gg->host == NULL || esize < CARC_DRAW_SIZE_3_0)
		return 0;
	for (y = y0; y <= y1; y++)
		for (x = x0; x <= x1; x++) {
			if ((bars = bars_at(gg, ctx, x, y)) <= 0)
				continue;
			memset(&d, 0, sizeof(d));
			d.op = CARC_DRAW_CIRCLE;
			d.x = 100.0 * x + 18;
			d.y = 100.0 * y + 18;
			d.r = 12;
			d.fill = "#e0b000";
			d.stroke = "#6b5200";
			d.layer = CARC_LAYER_LABEL;
			d.legend = "gold bars on a tile: taken by the majority "
			    "of a completed feature on it (GOLD-TAKE)";
			d.rule = "GOLD-TAKE";
			if (n < max)
				carc_elem_put(out, n, esize, &d, sizeof(d));
			n++;
			memset(&d, 0, sizeof(d));
			d.op = CARC_DRAW_TEXT;
			d.x = 100.0 * x + 18;
			d.y = 100.0 * y + 22;
			d.text = counts[bars < 17 ? bars : 17];
			d.font_size = 12;
			d.fill = "#000000";
			d.layer = CARC_LAYER_LABEL;
			d.rule = "GOLD-TAKE";
			if (n < max)
				carc_elem_put(out, n, esize, &d, sizeof(d));
			n++;
		}
	return n;
}

static const struct carc_plugin goldmines = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "goldmines",
	.version = "1.0.0",
	.rule_prefix = "GOLD-",
	.rules = gm_rules,
	.nrules = sizeof(gm_rules) / sizeof(gm_rules[0]),
	.catalogue = "goldmines.yaml",
	.rules_doc = "goldmines.md",
	.tile_keys = gm_tile_keys,
	.init = carc_util_init_host,
	.tile_key = carc_util_tile_key_true,
	.game_begin = gm_game_begin,
	.after_place = gm_after_place,
	.before_score = gm_before_score,
	.game_final = gm_game_final,
	.explain = gm_explain,
	.explain_value = gm_explain_value,
	.draw = gm_draw,
	.draw_board = gm_draw_board,
	.action_kinds = gm_actions,
	.naction_kinds = sizeof(gm_actions) / sizeof(gm_actions[0]),
	.game_size = sizeof(struct gm_game),
	.turn_begin = gm_turn_begin,
	.check_action = gm_check_action,
	.after_action = gm_after_action,
	.turn_end = gm_turn_end,
};

CARC_PLUGIN_DEFINE(goldmines)
