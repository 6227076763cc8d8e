/*
 * hooks.c - a plugin with one simple, visible answer per ABI 3.0 hook and
 * a figure kind of its own, for tests/unit/test_hooks.c, which plays it
 * through the real move driver: each answer must come back as the
 * driver's ruling, award or refusal, and the services must tell the
 * plugin what the game holds.  It brings no tiles: it plays on the base
 * game's.
 *
 *   check_draw     the crossroads X drawn: HOOK-DRAW, its message saying
 *                  what tiles_left and figures_left answer then
 *   check_place    any tile on column x = 3: HOOK-PLACE
 *   check_figure   a follower on spot SL: HOOK-SPOT (refused, the replay
 *                  goes on)
 *   feature_value  a road is worth 10 per tile (replaces the base value,
 *                  HOOK-ROAD); a city left open at the end is worth
 *                  nothing (HOOK-CITY-ZERO)
 *   figure kind    "giant": one per seat, weighs 3, a follower, may be
 *                  taken back (HOOK-GIANT-*)
 */
#include <stdio.h>
#include <string.h>

#include "carc_plugin.h"

static const struct carc_rule hook_rules[] = {
	{ "HOOK-DRAW", "the crossroads may not be drawn", "tests/hooks" },
	{ "HOOK-PLACE", "no tile lies on column 3", "tests/hooks" },
	{ "HOOK-SPOT", "no follower stands on SL", "tests/hooks" },
	{ "HOOK-ROAD", "a road is worth 10 per tile", "tests/hooks" },
	{ "HOOK-CITY-ZERO", "a city open at the end is worth nothing",
	  "tests/hooks" },
	{ "HOOK-GIANT-SUPPLY", "one giant per seat", "tests/hooks" },
	{ "HOOK-GIANT-SPOT", "a giant stands where a follower may",
	  "tests/hooks" },
	{ "HOOK-GIANT-RETURN", "a giant may be taken back", "tests/hooks" },
};

static const struct carc_figure_kind hook_figures[] = {
	{ .name = "giant", .supply = 1, .weight = 3,
	  .flags = CARC_FIGURE_FOLLOWER | CARC_FIGURE_RETURNABLE,
	  .supply_rule = "HOOK-GIANT-SUPPLY", .spot_rule = "HOOK-GIANT-SPOT",
	  .return_rule = "HOOK-GIANT-RETURN", .scale = 1.5,
	  .legend = "giant" },
};

static const struct carc_host *host;

static int
hook_init(const struct carc_host *h, void **state, char *err, size_t errlen)
{
	(void)err;
	(void)errlen;
	host = h;
	*state = NULL;
	return 0;
}

/*
 * The ruling as the header promises it to every check hook: no rule, no
 * hint, no stop, each text "".  A hook handed anything else fails, and
 * the game is unverifiable: test_hooks sees it.
 */
static int
as_promised(const struct carc_ruling *r)
{
	return r->size >= sizeof(*r) && r->rule == NULL &&
	    r->hint_rule == NULL && r->stop == 0 && r->expected[0] == '\0' &&
	    r->recorded[0] == '\0' && r->message[0] == '\0' &&
	    r->hint[0] == '\0';
}

static int
hook_draw(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    struct carc_ruling *r)
{
	(void)game;
	if (!as_promised(r))
		return -1;
	if (strcmp(turn->tile->id, "X") != 0)
		return 0;
	r->rule = "HOOK-DRAW";
	snprintf(r->message, sizeof(r->message),
	    "tiles_left X=%d U=%d figures_left giant=%d follower=%d",
	    host->tiles_left(ctx, "X"), host->tiles_left(ctx, "U"),
	    host->figures_left(ctx, turn->seat, "giant"),
	    host->figures_left(ctx, turn->seat, "follower"));
	return 0;
}

static int
hook_place(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    struct carc_ruling *r)
{
	(void)game;
	(void)ctx;
	if (!as_promised(r))
		return -1;
	if (turn->x == 3)
		r->rule = "HOOK-PLACE";
	return 0;
}

static int
hook_figure(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    const struct carc_figure_query *q, struct carc_ruling *r)
{
	(void)game;
	(void)ctx;
	(void)turn;
	if (!as_promised(r))
		return -1;
	if (q->action == CARC_FIGURE_PLACE &&
	    strcmp(q->figure, "follower") == 0 && q->spot != NULL &&
	    strcmp(q->spot, "SL") == 0)
		r->rule = "HOOK-SPOT";
	return 0;
}

static int
hook_value(void *game, struct carc_ctx *ctx, carc_feature f,
    struct carc_value *v)
{
	(void)game;
	(void)f;
	if (v->kind == host->kind_id(ctx, "road")) {
		v->points = 10 * v->tiles;
		v->rule = "HOOK-ROAD";
	} else if (v->kind == CARC_CITY && v->final && !v->complete &&
	    !v->taken_back)
		v->zero_rule = "HOOK-CITY-ZERO";
	return 0;
}

static const struct carc_plugin hooks = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "hooks",
	.version = "1.0.0",
	.rule_prefix = "HOOK-",
	.rules = hook_rules,
	.nrules = sizeof(hook_rules) / sizeof(hook_rules[0]),
	.figure_kinds = hook_figures,
	.nfigure_kinds = 1,
	.init = hook_init,
	.check_draw = hook_draw,
	.check_place = hook_place,
	.check_figure = hook_figure,
	.feature_value = hook_value,
};

CARC_PLUGIN_DEFINE(hooks)
