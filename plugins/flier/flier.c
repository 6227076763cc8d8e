/*
 * flier.c - The Flier (Mini #1; doc/rules/flier.md).
 *
 * A tile with a flying machine (the catalogue's `flier: DIRECTION`, in
 * the tile's defined orientation) lets its player put the turn's
 * follower on the machine instead of on a feature: the flight die (1, 1,
 * 2, 2, 3, 3) says how many tiles it flies the way the machine points
 * (FLIER-ROLL); it lands on an incomplete feature of the tile it
 * reaches, not a field, occupied or not (FLIER-LAND), and must where it
 * can (FLIER-MUST); with no tile there or nothing to land on, it goes
 * back to its owner (FLIER-RETURN).
 *
 * Written on the plugin ABI 4 alone.  The record holds the flight as
 * the turn's actions (record-format.md, "The whole turn"): `moves.meeple`
 * NULL, a `roll` row (seat NULL, the die in `arg`), then a `place` row
 * of a follower where it lands, by the player; no `place` row where it
 * goes back.  The host carries out the `place`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_plugin.h"
#include "carc_plugin_util.h"

static const struct carc_rule fl_rules[] = {
	{ "FLIER-ROLL", "after placing a tile with a flying machine, its "
	    "player may put a follower from the supply on the machine instead "
	    "of on the tile, and rolls the flight die once: 1, 2 or 3",
	    "flier.md 2.1" },
	{ "FLIER-LAND", "the flier lands on the tile as many tiles away as "
	    "the die says, in a straight line the way the machine points, on "
	    "an incomplete road, city or monastery (never a field), occupied "
	    "or not", "flier.md 2.2" },
	{ "FLIER-MUST", "where the tile it reaches has an incomplete feature "
	    "it may land on, the flier lands: the turn cannot end without it",
	    "flier.md 2.2" },
	{ "FLIER-RETURN", "with no tile where the flight ends, or none of its "
	    "features to land on, the flier goes back to its owner and no "
	    "other follower is placed", "flier.md 2.3" },
};

static const char *const fl_die[] = { "1", "2", "3", NULL };

static const struct carc_action_kind fl_actions[] = {
	/* the die's faces: 1, 2, 3 (each twice) */
	{ .size = sizeof(struct carc_action_kind), .verb = "roll",
	    .flags = CARC_ACTION_NO_TILE, .rule = "FLIER-ROLL",
	    .args = fl_die },
	/* FLIER-LAND: it may join a feature others hold (flier.md 2.2);
	 * the magic portal and Crop Circles place followers too: this
	 * plugin claims only its flight's (fl_claim_action) */
	{ .size = sizeof(struct carc_action_kind), .verb = "place",
	    .kind = "follower",
	    .flags = CARC_ACTION_JOINS,
	    .rule = "FLIER-LAND" },
};

static const char *const fl_tile_keys[] = { "flier", NULL };

/* The eight directions, clockwise from north: a quarter turn is two
 * steps. */
static const char *const dir_names[8] = { "N", "NE", "E", "SE", "S", "SW",
    "W", "NW" };
static const int dir_dx[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
static const int dir_dy[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };

/* The markings: one per direction, the index is the direction. */
static const int markings[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };

/*
 * Per game (the host keeps it: game_size): the turn's flier tile and
 * what became of its flight.
 */
struct fl_game {
	const struct carc_host *host;
	int flier_turn;		/* the turn's tile has a flying machine */
	int dir;		/* its direction on the board */
	int tx, ty;
	int rolled;		/* the die's result, 0: no flight */
	int lx, ly;		/* where the flight ends */
	int can_land;		/* a feature there it may land on */
	int landed;
};

/* -- reading the board ------------------------------------------------------ */

/* May the flier land on the feature at a spot of the tile at (x, y)?  An
 * incomplete road, city or monastery (flier.md 2.2). */
static int
landing_feature(const struct fl_game *fg, struct carc_ctx *ctx, int x, int y,
    const char *spot)
{
	carc_feature f = fg->host->feature_at(ctx, x, y, spot);
	int kind;

	if (f < 0)
		return 0;
	kind = fg->host->feature_kind(ctx, f);
	if (kind != CARC_ROAD && kind != CARC_CITY && kind != CARC_MONASTERY)
		return 0;
	return !fg->host->feature_complete(ctx, f);
}

/* Has the tile at (x, y) a feature the flier may land on? */
static int
any_landing(const struct fl_game *fg, struct carc_ctx *ctx, int x, int y)
{
	static const char *const spots[] = { "N", "E", "S", "W", "C" };
	struct carc_tile_info t;
	size_t i;

	if (fg->host->tile_at(ctx, x, y, &t, sizeof(t)) != 0)
		return 0;
	for (i = 0; i < sizeof(spots) / sizeof(spots[0]); i++)
		if (landing_feature(fg, ctx, x, y, spots[i]))
			return 1;
	return 0;
}

/* -- hooks ------------------------------------------------------------------ */

static int
fl_tile_key(void *state, const char *tile_id, const char *key,
    const struct carc_node *value, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	int d;

	(void)state;
	(void)key;
	if (value->type == CARC_NODE_SCALAR)
		for (d = 0; d < 8; d++)
			if (strcmp(value->scalar, dir_names[d]) == 0) {
				*marking = &markings[d];
				return 0;
			}
	snprintf(err, errlen, "flier of tile '%s' is not a direction (N, NE, "
	    "E, SE, S, SW, W, NW)", tile_id);
	*where = value;
	return -1;
}

static int
fl_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	const struct carc_host *host = state;
	struct fl_game *fg;

	(void)ctx;
	(void)variant;
	fg = carc_util_game_state(host, game,
	    CARC_HAS_SERVICE(host, place_figure), "flier needs a host that "
	    "plays a turn's actions and keeps the plugin's per-game state "
	    "(ABI 4: game_size)", err, errlen);
	if (fg == NULL)
		return -1;
	fg->host = host;
	return 0;
}

static int
fl_turn_begin(void *game, struct carc_ctx *ctx, const struct carc_turn *turn)
{
	struct fl_game *fg = game;

	(void)ctx;
	(void)turn;
	fg->flier_turn = 0;
	fg->rolled = 0;
	fg->landed = 0;
	return 0;
}

/* The turn's tile: a flying machine, and the way it points on the board
 * (a quarter turn clockwise is two of the eight directions). */
static int
fl_after_place(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	struct fl_game *fg = game;
	const int *d = turn->tile->marking;

	(void)ctx;
	fg->flier_turn = 0;
	fg->rolled = 0;
	fg->landed = 0;
	if (turn->seat < 0 || d == NULL)
		return 0;
	fg->flier_turn = 1;
	fg->dir = (*d + 2 * turn->rotation) % 8;
	fg->tx = turn->x;
	fg->ty = turn->y;
	return 0;
}

static int
rule(struct carc_ruling *r, const char *id, const char *expected,
    const char *recorded, const char *why)
{
	r->rule = id;
	snprintf(r->expected, sizeof(r->expected), "%s", expected);
	snprintf(r->recorded, sizeof(r->recorded), "%s", recorded);
	snprintf(r->message, sizeof(r->message), "%s", why);
	return 0;
}

/* The die: once, in a flier turn whose player put no figure on the tile
 * (moves.meeple: a tile just placed holds only the turn's figure) and
 * has a follower to fly (flier.md 2.1). */
static int
check_roll(const struct fl_game *fg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	char rec[64];

	snprintf(rec, sizeof(rec), "roll %s", a->arg != NULL ? a->arg : "");
	if (!fg->flier_turn)
		return rule(r, "FLIER-ROLL", "no roll", rec, "the flight die "
		    "is rolled only for a follower put on a flying machine "
		    "of the tile just placed");
	if (fg->rolled)
		return rule(r, "FLIER-ROLL", "one roll", rec, "the flight die "
		    "is rolled once a turn");
	if (fg->host->tile_figures(ctx, fg->tx, fg->ty, NULL, 0,
	    sizeof(struct carc_figure_info)) > 0)
		return rule(r, "FLIER-ROLL", "no roll", rec, "the player put "
		    "the turn's figure on the tile: no follower flies");
	if (a->arg == NULL || strlen(a->arg) != 1 || a->arg[0] < '1' ||
	    a->arg[0] > '3')
		return rule(r, "FLIER-ROLL", "a roll of 1, 2 or 3", rec, "the "
		    "flight die shows 1, 1, 2, 2, 3 and 3");
	if (fg->host->figures_left(ctx, turn->seat, "follower") <= 0)
		return rule(r, "FLIER-ROLL", "no roll", rec, "the player has no "
		    "follower in the supply to put on the flying machine");
	return 0;
}

/* Where the follower lands (flier.md 2.2, 2.3): after the roll, on the
 * tile the flight reaches, an incomplete road, city or monastery. */
static int
check_land(const struct fl_game *fg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	char want[64], rec[64], sq[CARC_UTIL_SQUARE_MAX];

	snprintf(rec, sizeof(rec), "follower on %s %s",
	    carc_util_square(sq, a->x, a->y), a->spot != NULL ? a->spot : "");
	if (!fg->rolled || fg->landed)
		return rule(r, "FLIER-LAND", "no follower placed", rec, "a "
		    "follower lands by an action only after the flight die, "
		    "once");
	if (!fg->can_land)
		return rule(r, "FLIER-RETURN", "the flier back in the supply",
		    rec, "the flight ends where no tile lies or no feature "
		    "can take it: the flier goes back to its owner");
	snprintf(want, sizeof(want), "a road, city or monastery of (%d,%d)",
	    fg->lx, fg->ly);
	if (!a->has_tile || a->x != fg->lx || a->y != fg->ly)
		return rule(r, "FLIER-LAND", want, rec, "the flier lands on "
		    "the tile as far as the die says, the way the machine "
		    "points");
	if (a->spot == NULL || !landing_feature(fg, ctx, a->x, a->y, a->spot))
		return rule(r, "FLIER-LAND", want, rec, "the flier lands on an "
		    "incomplete road, city or monastery, never a field");
	if (a->seat != turn->seat)
		return rule(r, "FLIER-LAND", want, rec, "the flier is the "
		    "follower of the player of the turn");
	return 0;
}

static int
fl_check_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	const struct fl_game *fg = game;

	if (a->verb == CARC_VERB_ROLL)
		return check_roll(fg, ctx, turn, a, r);
	/* `place follower` is also the magic portal's and Crop Circles':
	 * only a turn of a flying machine's tile is the flier's to judge,
	 * and it claims its landings (fl_claim_action) */
	if (a->verb == CARC_VERB_PLACE && a->kind != NULL &&
	    strcmp(a->kind, "follower") == 0 && fg->flier_turn)
		return check_land(fg, ctx, turn, a, r);
	return 0;
}

/* (ABI 4.2) The landing is this plugin's only in a turn of a flying
 * machine: a follower placed in another turn is another plugin's (a
 * crop circle's round) or nobody's.  Every roll is this plugin's, the
 * one that declares it: check_roll says why one is out of place. */
static int
fl_claim_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a)
{
	const struct fl_game *fg = game;

	(void)ctx;
	(void)turn;
	return a->verb == CARC_VERB_ROLL || (a->n > 0 && fg->flier_turn);
}

static int
fl_after_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a)
{
	struct fl_game *fg = game;

	(void)turn;
	if (a->verb == CARC_VERB_ROLL && a->arg != NULL) {
		int n = a->arg[0] - '0';

		fg->rolled = n;
		fg->lx = fg->tx + n * dir_dx[fg->dir];
		fg->ly = fg->ty + n * dir_dy[fg->dir];
		fg->can_land = any_landing(fg, ctx, fg->lx, fg->ly);
	} else if (a->verb == CARC_VERB_PLACE && a->kind != NULL &&
	    strcmp(a->kind, "follower") == 0 && fg->flier_turn)
		fg->landed = 1;
	return 0;
}

/* A flight that could land and did not (flier.md 2.2). */
static int
fl_turn_end(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    const struct carc_turn_action *acts, size_t nacts,
    struct carc_ruling *r)
{
	const struct fl_game *fg = game;
	size_t k;

	(void)ctx;
	if (!fg->rolled || fg->landed || !fg->can_land)
		return 0;
	/* a landing refused already broke a rule */
	for (k = 0; k < nacts; k++) {
		const struct carc_turn_action *a =
		    carc_turn_action_item(acts, k);

		if (a->verb == CARC_VERB_PLACE && a->kind != NULL &&
		    strcmp(a->kind, "follower") == 0)
			return 0;
	}
	r->rule = "FLIER-MUST";
	snprintf(r->expected, sizeof(r->expected), "the flier on (%d,%d)",
	    fg->lx, fg->ly);
	snprintf(r->recorded, sizeof(r->recorded), "none");
	snprintf(r->message, sizeof(r->message), "the flier from %s at "
	    "(%d,%d) flew %d to (%d,%d), which has a feature to land on: the "
	    "turn cannot end without it", turn->tile->id, turn->x, turn->y,
	    fg->rolled, fg->lx, fg->ly);
	return 0;
}

/* The flying machine: an arrow from the centre the way it points, in the
 * tile's defined orientation (the core turns it with the tile). */
static size_t
fl_draw(void *state, const void *marking, struct carc_draw *out,
    size_t max, size_t esize)
{
	static const char *const arrows[8] = {
		"M50 50 L50 14 M42 24 L50 14 L58 24",
		"M50 50 L78 22 M66 22 L78 22 L78 34",
		"M50 50 L86 50 M76 42 L86 50 L76 58",
		"M50 50 L78 78 M78 66 L78 78 L66 78",
		"M50 50 L50 86 M42 76 L50 86 L58 76",
		"M50 50 L22 78 M22 66 L22 78 L34 78",
		"M50 50 L14 50 M24 42 L14 50 L24 58",
		"M50 50 L22 22 M34 22 L22 22 L22 34",
	};
	struct carc_draw d;
	const int *dir = marking;

	(void)state;
	if (dir == NULL || *dir < 0 || *dir > 7)
		return 0;
	memset(&d, 0, sizeof(d));
	d.op = CARC_DRAW_PATH;
	d.path = arrows[*dir];
	d.stroke = "#1f4e9e";
	d.stroke_width = 4;
	d.layer = CARC_LAYER_ART;
	d.legend = "flying machine: a follower flies 1 to 3 tiles this way "
	    "(FLIER-ROLL)";
	d.rule = "FLIER-ROLL";
	if (max > 0 && esize >= CARC_DRAW_SIZE_3_0)
		carc_elem_put(out, 0, esize, &d, sizeof(d));
	return 1;
}

static const struct carc_plugin flier = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "flier",
	.version = "1.0.0",
	.rule_prefix = "FLIER-",
	.rules = fl_rules,
	.nrules = sizeof(fl_rules) / sizeof(fl_rules[0]),
	.catalogue = "flier.yaml",
	.rules_doc = "flier.md",
	.tile_keys = fl_tile_keys,
	.init = carc_util_init_host,
	.tile_key = fl_tile_key,
	.game_begin = fl_game_begin,
	.after_place = fl_after_place,
	.draw = fl_draw,
	.action_kinds = fl_actions,
	.naction_kinds = sizeof(fl_actions) / sizeof(fl_actions[0]),
	.game_size = sizeof(struct fl_game),
	.turn_begin = fl_turn_begin,
	.check_action = fl_check_action,
	.after_action = fl_after_action,
	.turn_end = fl_turn_end,
	.claim_action = fl_claim_action,
};

CARC_PLUGIN_DEFINE(flier)
