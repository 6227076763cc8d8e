/*
 * turn4.c - a plugin of ABI 4.0 alone, for tests/abi4.sh: the whole turn
 * as a plugin sees it.  It brings a neutral figure (the sprite: one for
 * the whole game, on any feature a follower may stand on) and a coin
 * token, and declares the actions
 *   move sprite            TURN4-NOROAD: never onto a road (check_action);
 *                          by any seat (4.1: CARC_ACTION_ANY_SEAT)
 *   remove sprite          TURN4-WHERE: the host's refusal (no sprite
 *                          there); by the turn's seat only
 *   place follower, remove follower
 *                          (4.1: a follower may join a segment another
 *                          figure holds, CARC_ACTION_JOINS)
 *                          (4.1: what the import writes of a DEPLOY_MEEPLE
 *                          on another tile, of a RETURN_MEEPLE of another
 *                          player's meeple; turn4.yaml)
 *   token coin
 *   roll                   TURN4-ROLL: the turn's seat scores the die's
 *                          result (after_action), scores.kind 'roll'
 *   choose (before the tile too)
 *                          'promise': the turn must move the sprite
 *                          (TURN4-MUST, turn_end); 'again': the seat plays
 *                          the next tile too (TURN4-AGAIN, turn_order)
 * and, in its variant 'half', halves the whole value of every feature,
 * bonuses included, rounded up (TURN4-HALF, whole_value); in its variant
 * 'zero' (4.1), makes every road left open at the end worth nothing
 * (TURN4-ZERO, feature_value's zero rule) and then gives it 2 per tile all
 * the same (TURN4-DOUBLE, whole_value, called with whole 0); in its variant
 * 'cheat', its check_action tries to take the sprite off the board, which
 * a judge may not (the game is unverifiable); in its variant 'supply'
 * (4.2), figure_supply refuses it the neutral sprite and the follower, not
 * its own seat kinds, at game_begin, and its turn_begin asks again, which
 * only game_begin may (the game is unverifiable).  Its per-game
 * state is the host's (game_size).  None of it is a real expansion's
 * rule: each hook is seen to run, in its place of the turn.
 */
#include <stdio.h>
#include <string.h>

#include "carc_plugin.h"

/* turn40 (tests/abi4.sh) is this plugin declaring ABI 4.0, whose actions
 * the host reads as any seat's, as 4.0 did (carc_plugin.h, 4.1). */
#ifndef TURN4_MINOR
#define TURN4_MINOR CARC_ABI_MINOR
#define TURN4_NAME "turn4"
#endif

static const struct carc_rule turn4_rules[] = {
	{ "TURN4-NOROAD", "the sprite never goes onto a road", "tests/abi" },
	{ "TURN4-WHERE", "an action aimed where it can be done", "tests/abi" },
	{ "TURN4-ROLL", "a die's result is scored by the turn's seat",
	  "tests/abi" },
	{ "TURN4-MUST", "a promise made at the start of a turn is kept in it",
	  "tests/abi" },
	{ "TURN4-AGAIN", "a seat that chooses 'again' plays the next tile",
	  "tests/abi" },
	{ "TURN4-HALF", "every feature is worth half, rounded up",
	  "tests/abi" },
	{ "TURN4-SPRITE", "one sprite", "tests/abi" },
	{ "TURN4-ZERO", "an open road is worth nothing at the end",
	  "tests/abi" },
	{ "TURN4-DOUBLE", "a road made worth nothing gives 2 per tile all the "
	  "same", "tests/abi" },
};

static const struct carc_figure_kind turn4_figures[] = {
	{ .name = "sprite", .supply = 1, .weight = 0,
	  .flags = CARC_FIGURE_NEUTRAL, .supply_rule = "TURN4-SPRITE",
	  .spot_rule = "TURN4-WHERE", .legend = "sprite" },
};

/* What a roll and a choice may say (carc_action_kind.args): gen plays
 * them from these alone. */
static const char *const turn4_die[] = { "1", "2", "3", "4", "5", "6",
    NULL };
static const char *const turn4_choices[] = { "promise", "again", NULL };

static const struct carc_action_kind turn4_actions[] = {
	{ .size = sizeof(struct carc_action_kind), .verb = "move",
	  .kind = "sprite", .flags = CARC_ACTION_ANY_SEAT,
	  .rule = "TURN4-WHERE" },
	{ .size = sizeof(struct carc_action_kind), .verb = "remove",
	  .kind = "sprite", .rule = "TURN4-WHERE" },
	{ .size = sizeof(struct carc_action_kind), .verb = "place",
	  .kind = "follower", .flags = CARC_ACTION_JOINS },
	{ .size = sizeof(struct carc_action_kind), .verb = "remove",
	  .kind = "follower" },
	{ .size = sizeof(struct carc_action_kind), .verb = "token",
	  .kind = "coin", .legend = "coin" },
	{ .size = sizeof(struct carc_action_kind), .verb = "roll",
	  .args = turn4_die },
	{ .size = sizeof(struct carc_action_kind), .verb = "choose",
	  .flags = CARC_ACTION_BEFORE_TILE, .args = turn4_choices },
};

/* What the host keeps for each game (game_size). */
struct turn4_game {
	int half;			/* variant 'half' */
	int zero;			/* variant 'zero' */
	int cheat;			/* variant 'cheat' */
	int supply;			/* variant 'supply' */
	int promised;			/* this turn must move the sprite */
	int again;			/* this turn's seat plays again */
};

static const struct carc_host *host;

static int
turn4_init(const struct carc_host *h, void **state, char *err,
    size_t errlen)
{
	(void)err;
	(void)errlen;
	host = h;
	*state = NULL;
	return 0;
}

static int
turn4_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	struct turn4_game *tg = *game;

	(void)state;
	(void)ctx;
	if (tg == NULL) {
		snprintf(err, errlen, "the host kept no state (game_size)");
		return -1;
	}
	tg->half = strcmp(variant, "half") == 0;
	tg->cheat = strcmp(variant, "cheat") == 0;
	tg->zero = strcmp(variant, "zero") == 0;
	tg->supply = strcmp(variant, "supply") == 0;
	/* (4.2) a supply of a kind that is not the plugin's seat kind: 1,
	 * nothing changes */
	if (tg->supply && (!CARC_HAS_SERVICE(host, figure_supply) ||
	    host->figure_supply(ctx, "sprite", 2) != 1 ||
	    host->figure_supply(ctx, "follower", 3) != 1)) {
		snprintf(err, errlen, "figure_supply set a supply that is not "
		    "the plugin's seat kind");
		return -1;
	}
	return 0;
}

static int
turn4_turn_begin(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	struct turn4_game *tg = game;

	(void)turn;
	tg->promised = tg->again = 0;
	/* (4.2) a supply after game_begin: the game is unverifiable */
	if (tg->supply && host->figure_supply(ctx, "sprite", 1) < 0)
		return -1;
	return 0;
}

static int
turn4_check_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	struct turn4_game *tg = game;

	(void)turn;
	if (tg->cheat && a->has_from && host->remove_figure(ctx, "sprite",
	    -1, a->from_x, a->from_y, NULL) < 0)
		return -1;
	if (a->verb == CARC_VERB_MOVE && a->feature_kind == CARC_ROAD) {
		r->rule = "TURN4-NOROAD";
		snprintf(r->expected, sizeof(r->expected), "not a road");
		snprintf(r->recorded, sizeof(r->recorded), "sprite to %s of "
		    "(%d,%d)", a->spot ? a->spot : "?", a->x, a->y);
		snprintf(r->message, sizeof(r->message), "the sprite never "
		    "goes onto a road");
	}
	return 0;
}

static int
turn4_after_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a)
{
	struct turn4_game *tg = game;
	int points;

	if (a->verb == CARC_VERB_CHOOSE && a->arg != NULL) {
		if (strcmp(a->arg, "promise") == 0)
			tg->promised = 1;
		if (strcmp(a->arg, "again") == 0)
			tg->again = 1;
	}
	if (a->verb == CARC_VERB_ROLL && a->arg != NULL &&
	    sscanf(a->arg, "%d", &points) == 1)
		return host->award(ctx, turn->seat, points, "roll",
		    "TURN4-ROLL", "the die's result");
	return 0;
}

static int
turn4_turn_end(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *acts,
    size_t nacts, struct carc_ruling *r)
{
	struct turn4_game *tg = game;
	size_t i;

	(void)ctx;
	(void)turn;
	if (!tg->promised)
		return 0;
	for (i = 0; i < nacts; i++) {
		const struct carc_turn_action *a = carc_turn_action_item(acts,
		    i);

		if (a->verb == CARC_VERB_MOVE && !a->refused)
			return 0;
	}
	r->rule = "TURN4-MUST";
	snprintf(r->expected, sizeof(r->expected), "the sprite moved");
	snprintf(r->recorded, sizeof(r->recorded), "no move of the sprite");
	snprintf(r->message, sizeof(r->message), "the turn promised to move "
	    "the sprite and did not");
	return 0;
}

static int
turn4_turn_order(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, int *next_seat, const char **rule)
{
	struct turn4_game *tg = game;

	(void)ctx;
	if (!tg->again)
		return 0;
	*next_seat = turn->seat;
	*rule = "TURN4-AGAIN";
	return 1;
}

static int
turn4_feature_value(void *game, struct carc_ctx *ctx, carc_feature f,
    struct carc_value *v)
{
	struct turn4_game *tg = game;

	(void)ctx;
	(void)f;
	if (tg->zero && v->kind == CARC_ROAD && v->final && !v->complete)
		v->zero_rule = "TURN4-ZERO";
	return 0;
}

static int
turn4_whole_value(void *game, struct carc_ctx *ctx, carc_feature f,
    struct carc_value *v)
{
	struct turn4_game *tg = game;

	(void)ctx;
	(void)f;
	if (tg->zero && v->zero_rule != NULL) {
		/* whole is 0 here: the zero rule's, which a whole_value may
		 * still replace (4.1) */
		if (v->whole != 0)
			return -1;
		v->whole = 2 * v->tiles;
		v->whole_rule = "TURN4-DOUBLE";
		v->whole_why = "2 per tile all the same";
		return 0;
	}
	if (!tg->half || v->whole <= 0)
		return 0;
	v->whole = (v->whole + 1) / 2;
	v->whole_rule = "TURN4-HALF";
	v->whole_why = "halved, rounded up";
	return 0;
}

static const char *const turn4_variants[] = { "plain", "half", "cheat",
	"zero", "supply", NULL };

static const struct carc_plugin turn4 = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = TURN4_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = TURN4_NAME,
	.catalogue = "turn4.yaml",
	.version = "1.0.0",
	.rule_prefix = "TURN4-",
	.rules = turn4_rules,
	.nrules = sizeof(turn4_rules) / sizeof(turn4_rules[0]),
	.variants = turn4_variants,
	.figure_kinds = turn4_figures,
	.nfigure_kinds = 1,
	.init = turn4_init,
	.game_begin = turn4_game_begin,
	.feature_value = turn4_feature_value,
	.action_kinds = turn4_actions,
	.naction_kinds = sizeof(turn4_actions) / sizeof(turn4_actions[0]),
	.game_size = sizeof(struct turn4_game),
	.turn_begin = turn4_turn_begin,
	.check_action = turn4_check_action,
	.after_action = turn4_after_action,
	.turn_end = turn4_turn_end,
	.turn_order = turn4_turn_order,
	.whole_value = turn4_whole_value,
};

CARC_PLUGIN_DEFINE(turn4)
