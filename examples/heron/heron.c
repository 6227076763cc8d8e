/*
 * heron.c - The Heron, carc's second example plugin: the whole turn of
 * ABI 4.0 (doc/plugins.md, "The whole turn"), built against the
 * installed SDK alone.  An invented mini-expansion:
 *
 *   - one heron for the whole game, nobody's: a neutral figure
 *     (CARC_FIGURE_NEUTRAL) that stands on roads only;
 *   - after placing a tile, a player may move the heron onto a road of
 *     any tile on the board, not only the one just placed: the action
 *     'move heron' of the record's actions table (record format 2),
 *     carried out by carc;
 *   - HERON-OPEN (heron.md 2): onto a road that is not complete
 *     (check_action); HERON-WHERE (heron.md 2): a road, and a tile on
 *     the board (carc's own check, citing the declaration's rule);
 *   - HERON-FISH (heron.md 3): the road the heron stands on is worth 1
 *     more point per tile, to its majority (feature_value).
 *
 * The plugin keeps no state of its own: where the heron stands is
 * carc's (neutral_figures).  Its hooks read the host's table as their
 * `game`, which the helpers of carc_plugin_util.h set up (init and
 * game_begin).
 */
#include <stdio.h>

#include "carc_plugin.h"
#include "carc_plugin_util.h"

static const struct carc_rule heron_rules[] = {
	{ "HERON-OPEN", "the heron moves onto a road that is not complete",
	  "heron.md 2" },
	{ "HERON-WHERE", "the heron stands on a road of a tile on the board",
	  "heron.md 2" },
	{ "HERON-FISH", "the road with the heron is worth 1 more point per "
	  "tile", "heron.md 3" },
};

static const char *const heron_stands_on[] = { "road", NULL };

static const struct carc_figure_kind heron_figures[] = {
	{ .name = "heron", .supply = 1, .weight = 0,
	  .flags = CARC_FIGURE_NEUTRAL, .stands_on = heron_stands_on,
	  .supply_rule = "HERON-WHERE", .spot_rule = "HERON-WHERE",
	  .legend = "the heron: 1 more point per tile for its road "
	  "(HERON-FISH)" },
};

static const struct carc_action_kind heron_actions[] = {
	{ .size = sizeof(struct carc_action_kind), .verb = "move",
	  .kind = "heron", .rule = "HERON-WHERE" },
};

/* HERON-OPEN: the road it goes to (carc found it from the spot) must be
 * open.  Where it is no road, carc itself refuses (HERON-WHERE). */
static int
heron_check_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	const struct carc_host *host = game;

	(void)turn;
	if (a->feature < 0 || !host->feature_complete(ctx, a->feature))
		return 0;
	r->rule = "HERON-OPEN";
	snprintf(r->expected, sizeof(r->expected), "a road not complete");
	snprintf(r->recorded, sizeof(r->recorded), "heron to %s of (%d,%d)",
	    a->spot ? a->spot : "?", a->x, a->y);
	snprintf(r->message, sizeof(r->message), "the road at %s of (%d,%d) "
	    "is complete: the heron does not go there", a->spot ? a->spot :
	    "?", a->x, a->y);
	return 0;
}

/* HERON-FISH: a bonus that is part of the road's value. */
static int
heron_feature_value(void *game, struct carc_ctx *ctx, carc_feature f,
    struct carc_value *v)
{
	const struct carc_host *host = game;
	struct carc_figure_info heron;

	if (v->kind != CARC_ROAD ||
	    host->neutral_figures(ctx, "heron", &heron, 1,
	    sizeof(heron)) == 0 || heron.feature != f)
		return 0;
	v->bonus = v->tiles;
	v->bonus_rule = "HERON-FISH";
	v->bonus_why = "1 per tile, the heron's road";
	return 0;
}

static const struct carc_plugin heron = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "heron",		/* the file is heron.so */
	.version = "1.0.0",
	.rule_prefix = "HERON-",
	.rules = heron_rules,
	.nrules = sizeof(heron_rules) / sizeof(heron_rules[0]),
	.rules_doc = "heron.md",
	.figure_kinds = heron_figures,
	.nfigure_kinds = 1,
	/* set-up without code of its own (carc_plugin_util.h): the state
	 * is the host's table, and so is every game's */
	.init = carc_util_init_host,
	.game_begin = carc_util_game_is_state,
	.feature_value = heron_feature_value,
	.action_kinds = heron_actions,
	.naction_kinds = 1,
	.check_action = heron_check_action,
};

CARC_PLUGIN_DEFINE(heron)
