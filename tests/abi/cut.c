/*
 * cut.c - a descriptor cut at the size of ABI 3.2, built twice
 * (Makefile.am): as abi_v3, a plugin of 3.2 (abi_major 3), which this
 * host of 4.0 loads unchanged (carc_plugin.h, 4.0); and as cut4, a
 * plugin of 4.3 (a minor older than the host's 4.4, which loads
 * unchanged) whose declared size holds none of the 4.0 hooks.  Its
 * struct in memory has them all, each failing the game if called: the
 * host must call none (CARC_HAS_HOOK), and the game plays as the base
 * game does (tests/abi4.sh).
 */
#include <stdio.h>

#include "carc_plugin.h"

#ifndef CUT_MAJOR
#error "CUT_MAJOR: 3 or 4"
#endif
#if CUT_MAJOR == 3
#define CUT_NAME "abi_v3"
#define CUT_PREFIX "CUTV3-"
#define CUT_MINOR 2u
#else
#define CUT_NAME "cut4"
#define CUT_PREFIX "CUT4-"
/* a plugin of 4.3, which a host of 4.4 loads unchanged (tests/abi4.sh) */
#define CUT_MINOR 3u
#endif

static const struct carc_rule cut_rules[] = {
	{ CUT_PREFIX "A", "a rule", "tests/abi" },
};

static const struct carc_host *host;

static int
cut_init(const struct carc_host *h, void **state, char *err, size_t errlen)
{
	(void)err;
	(void)errlen;
	host = h;
	*state = NULL;
	return 0;
}

/* Every 4.0 hook: called, it makes the game unverifiable. */
static int
beyond(struct carc_ctx *ctx, const char *hook)
{
	char why[96];

	snprintf(why, sizeof(why), "%s called beyond the descriptor's size",
	    hook);
	return host->fail(ctx, why);
}

static int
cut_turn_begin(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	return beyond(ctx, "turn_begin");
}

static int
cut_turn_end(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    const struct carc_turn_action *acts, size_t nacts, struct carc_ruling *r)
{
	return beyond(ctx, "turn_end");
}

static int
cut_turn_order(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, int *next_seat, const char **rule)
{
	return beyond(ctx, "turn_order");
}

static int
cut_whole_value(void *game, struct carc_ctx *ctx, carc_feature f,
    struct carc_value *v)
{
	return beyond(ctx, "whole_value");
}

static const struct carc_plugin cut = {
	.abi_major = CUT_MAJOR,
	.abi_minor = CUT_MINOR,
	.size = CARC_PLUGIN_SIZE_3_2,
	.name = CUT_NAME,
	.version = "1.0.0",
	.rule_prefix = CUT_PREFIX,
	.rules = cut_rules,
	.nrules = sizeof(cut_rules) / sizeof(cut_rules[0]),
	.init = cut_init,
	/* beyond .size: never to be read */
	.game_size = 64,
	.turn_begin = cut_turn_begin,
	.turn_end = cut_turn_end,
	.turn_order = cut_turn_order,
	.whole_value = cut_whole_value,
};

CARC_PLUGIN_DEFINE(cut)
