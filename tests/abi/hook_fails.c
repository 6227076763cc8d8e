/*
 * hook_fails.c - a plugin whose hooks cannot do their work (ABI 2.0):
 * after_place says why through fail() and returns -1; game_final returns
 * -1 without a word.  The engine must make such a game unverifiable with
 * the first reason, and award() must refuse a rule id that is not the
 * plugin's.
 */
#include <stddef.h>
#include <string.h>

#include "carc_plugin.h"

static const struct carc_rule fails_rules[] = {
	{ "FAIL-A", "a rule", "tests/abi" },
};

static const struct carc_host *host;

static int
fails_init(const struct carc_host *h, void **state, char *err,
    size_t errlen)
{
	(void)err;
	(void)errlen;
	host = h;
	*state = NULL;
	return 0;
}

static int
fails_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	(void)state;
	(void)ctx;
	(void)err;
	(void)errlen;
	/* the variant picks the failure the test wants */
	*game = (void *)variant;
	return 0;
}

static int
fails_after_place(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	const char *mode = game;

	if (turn->seq != 1)
		return 0;
	if (strcmp(mode, "fail") == 0)
		return host->fail(ctx, "the omens are bad");
	if (strcmp(mode, "award") == 0)
		return host->award(ctx, turn->seat, 3, "omens", "BASE-X",
		    "a rule of another");
	return 0;
}

static int
fails_game_final(void *game, struct carc_ctx *ctx)
{
	(void)game;
	(void)ctx;
	return -1;
}

static const char *const fails_variants[] = { "fail", "award", "final",
	NULL };

static const struct carc_plugin hook_fails = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "hook_fails",
	.version = "1.0.0",
	.rule_prefix = "FAIL-",
	.rules = fails_rules,
	.nrules = sizeof(fails_rules) / sizeof(fails_rules[0]),
	.variants = fails_variants,
	.init = fails_init,
	.game_begin = fails_game_begin,
	.after_place = fails_after_place,
	.game_final = fails_game_final,
};

CARC_PLUGIN_DEFINE(hook_fails)
