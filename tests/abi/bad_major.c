/*
 * bad_major.c - a plugin of ABI major 3, whose descriptor layout this carc
 * cannot know.
 *
 * The loader must refuse it before running any of its hooks: its init
 * fails with a message of its own, which the test would see instead.
 */
#include <stdio.h>

#include "carc_plugin.h"

static const struct carc_rule bad_major_rules[] = {
	{ "BAD-A", "a rule", "tests/abi" },
};

static int
refused_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	snprintf(err, errlen, "the loader ran a plugin it should refuse");
	return -1;
}

static const struct carc_plugin bad_major = {
	.abi_major = CARC_ABI_MAJOR + 1u,
	.abi_minor = 0,	/* "4.0" in the refusal */
	.size = sizeof(struct carc_plugin),
	.name = "bad_major",
	.version = "1.0.0",
	.rule_prefix = "BAD-",
	.rules = bad_major_rules,
	.nrules = sizeof(bad_major_rules) / sizeof(bad_major_rules[0]),
	.init = refused_init,
};

CARC_PLUGIN_DEFINE(bad_major)
