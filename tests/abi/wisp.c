/*
 * wisp.c - a plugin of ABI 4.0 for tests/gen-actions.sh: what carc gen
 * must play of a turn beyond the tile's own seat and stage.  It brings a
 * neutral figure (the wisp, one for the game) and one action,
 *   move wisp              after the turn's scoring
 *                          (CARC_ACTION_AFTER_SCORING), never onto a
 *                          road (WISP-NOROAD, check_action)
 * and two rules of a turn's end:
 *   WISP-MUST   every turn that places a tile moves the wisp, after
 *               its scoring (turn_end);
 *   WISP-END    the seat whose turn moved it scores 1 (turn_end awards
 *               it, and counts the turns in its own state: a turn_end
 *               asked as a judge must leave both as they were).
 * None of it is a real expansion's rule.
 */
#include <stdio.h>
#include <string.h>

#include "carc_plugin.h"

static const struct carc_rule wisp_rules[] = {
	{ "WISP-NOROAD", "the wisp never goes onto a road", "tests/abi" },
	{ "WISP-WHERE", "the wisp moves to a feature of a placed tile",
	  "tests/abi" },
	{ "WISP-MUST", "every turn moves the wisp after its scoring",
	  "tests/abi" },
	{ "WISP-END", "the seat whose turn moved the wisp scores 1",
	  "tests/abi" },
	{ "WISP-ONE", "one wisp", "tests/abi" },
};

static const struct carc_figure_kind wisp_figures[] = {
	{ .name = "wisp", .supply = 1, .weight = 0,
	  .flags = CARC_FIGURE_NEUTRAL, .supply_rule = "WISP-ONE",
	  .spot_rule = "WISP-WHERE", .legend = "wisp" },
};

static const struct carc_action_kind wisp_actions[] = {
	{ .size = sizeof(struct carc_action_kind), .verb = "move",
	  .kind = "wisp", .flags = CARC_ACTION_AFTER_SCORING,
	  .rule = "WISP-WHERE" },
};

struct wisp_game {
	int moved;			/* this turn moved the wisp */
	int ends;			/* turns ended, counted by turn_end */
};

static const struct carc_host *host;

static int
wisp_init(const struct carc_host *h, void **state, char *err,
    size_t errlen)
{
	(void)err;
	(void)errlen;
	host = h;
	*state = NULL;
	return 0;
}

static int
wisp_turn_begin(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	struct wisp_game *wg = game;

	(void)ctx;
	(void)turn;
	wg->moved = 0;
	return 0;
}

static int
wisp_check_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	(void)game;
	(void)ctx;
	(void)turn;
	if (a->feature_kind == CARC_ROAD) {
		r->rule = "WISP-NOROAD";
		snprintf(r->expected, sizeof(r->expected), "not a road");
		snprintf(r->recorded, sizeof(r->recorded), "the wisp to %s "
		    "of (%d,%d)", a->spot ? a->spot : "?", a->x, a->y);
		snprintf(r->message, sizeof(r->message), "the wisp never "
		    "goes onto a road");
	}
	return 0;
}

static int
wisp_after_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a)
{
	struct wisp_game *wg = game;

	(void)ctx;
	(void)turn;
	if (a->verb == CARC_VERB_MOVE)
		wg->moved = 1;
	return 0;
}

static int
wisp_turn_end(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *acts,
    size_t nacts, struct carc_ruling *r)
{
	struct wisp_game *wg = game;

	(void)acts;
	(void)nacts;
	if (turn->tile == NULL)
		return 0;
	wg->ends++;
	if (wg->moved)
		return host->award(ctx, turn->seat, 1, "wisp", "WISP-END",
		    "the wisp moved");
	r->rule = "WISP-MUST";
	snprintf(r->expected, sizeof(r->expected), "the wisp moved");
	snprintf(r->recorded, sizeof(r->recorded), "no move of the wisp");
	snprintf(r->message, sizeof(r->message), "turn %d did not move the "
	    "wisp after its scoring", wg->ends);
	return 0;
}

static const struct carc_plugin wisp = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "wisp",
	.version = "1.0.0",
	.rule_prefix = "WISP-",
	.rules = wisp_rules,
	.nrules = sizeof(wisp_rules) / sizeof(wisp_rules[0]),
	.figure_kinds = wisp_figures,
	.nfigure_kinds = 1,
	.init = wisp_init,
	.action_kinds = wisp_actions,
	.naction_kinds = 1,
	.game_size = sizeof(struct wisp_game),
	.turn_begin = wisp_turn_begin,
	.check_action = wisp_check_action,
	.after_action = wisp_after_action,
	.turn_end = wisp_turn_end,
};

CARC_PLUGIN_DEFINE(wisp)
