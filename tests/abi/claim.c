/*
 * claim.c - two plugins of ABI 4.2 from one source, for tests/claim.sh:
 * whose is a row (carc_plugin.h 4.2, claim_action).  Both declare
 * `remove follower` (a follower sent home without points), at different
 * stages of the turn, and with a different grammar:
 *   claim_a   after the turn's scoring (CARC_ACTION_AFTER_SCORING),
 *             under CLAIMA-REMOVE; it claims the rows of a turn whose
 *             tile shows a road and no city;
 *   claim_b   before it (-DCLAIM_B), under CLAIMB-REMOVE, and also
 *             before the tile (CARC_ACTION_BEFORE_TILE, n < 0), which
 *             claim_a's declaration does not take; it claims the rows
 *             of a turn whose tile shows a city, and the rows before
 *             the tile;
 * each, in its variant 'greedy', every row, before the tile too.
 * claim_a loads first.  A turn whose tile shows neither (a monastery
 * alone) calls for no row of theirs.  Neither judges anything else: the
 * host carries out what is claimed at its claimant's stage.  None of it
 * is a real expansion's rule.
 */
#include <stdio.h>
#include <string.h>

#include "carc_plugin.h"

#ifdef CLAIM_B
#define CLAIM_NAME "claim_b"
#define CLAIM_PREFIX "CLAIMB-"
#define CLAIM_RULE "CLAIMB-REMOVE"
#define CLAIM_STAGE CARC_ACTION_BEFORE_TILE
#else
#define CLAIM_NAME "claim_a"
#define CLAIM_PREFIX "CLAIMA-"
#define CLAIM_RULE "CLAIMA-REMOVE"
#define CLAIM_STAGE CARC_ACTION_AFTER_SCORING
#endif

static const struct carc_rule claim_rules[] = {
	{ CLAIM_RULE, "a follower is sent home in a turn of this plugin's",
	  "tests/abi" },
};

static const struct carc_action_kind claim_actions[] = {
	{ .size = sizeof(struct carc_action_kind), .verb = "remove",
	  .kind = "follower", .flags = CLAIM_STAGE | CARC_ACTION_ANY_SEAT,
	  .rule = CLAIM_RULE },
};

struct claim_game {
	int greedy;			/* variant 'greedy' */
};

static int
claim_init(const struct carc_host *h, void **state, char *err,
    size_t errlen)
{
	(void)h;
	(void)err;
	(void)errlen;
	*state = NULL;
	return 0;
}

static int
claim_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	struct claim_game *cg = *game;	/* the host's (game_size) */

	(void)state;
	(void)ctx;
	(void)err;
	(void)errlen;
	cg->greedy = variant != NULL && strcmp(variant, "greedy") == 0;
	return 0;
}

static int
claim_action(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    const struct carc_turn_action *a)
{
	const struct claim_game *cg = game;

	(void)ctx;
	if (cg->greedy)
		return 1;
#ifdef CLAIM_B
	return a->n < 0 || turn->tile->has_city;
#else
	return a->n > 0 && turn->tile->has_road && !turn->tile->has_city;
#endif
}

static const char *const claim_variants[] = { "plain", "greedy", NULL };

static const struct carc_plugin claim_plugin = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = CLAIM_NAME,
	.version = "1.0.0",
	.rule_prefix = CLAIM_PREFIX,
	.rules = claim_rules,
	.nrules = 1,
	.variants = claim_variants,
	.init = claim_init,
	.game_begin = claim_game_begin,
	.action_kinds = claim_actions,
	.naction_kinds = 1,
	.game_size = sizeof(struct claim_game),
	.claim_action = claim_action,
};

CARC_PLUGIN_DEFINE(claim_plugin)
