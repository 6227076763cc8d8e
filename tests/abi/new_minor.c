/*
 * new_minor.c - a plugin built for a newer minor ABI than this carc's: it may
 * rely on hooks or services this carc lacks.
 *
 * The loader must refuse it before running any of its hooks: its init
 * fails with a message of its own, which the test would see instead.
 */
#include <stdio.h>

#include "carc_plugin.h"

static const struct carc_rule new_minor_rules[] = {
	{ "BAD-A", "a rule", "tests/abi" },
};

static int
refused_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	snprintf(err, errlen, "the loader ran a plugin it should refuse");
	return -1;
}

static const struct carc_plugin new_minor = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR + 1,
	.size = sizeof(struct carc_plugin),
	.name = "new_minor",
	.version = "1.0.0",
	.rule_prefix = "BAD-",
	.rules = new_minor_rules,
	.nrules = sizeof(new_minor_rules) / sizeof(new_minor_rules[0]),
	.init = refused_init,
};

CARC_PLUGIN_DEFINE(new_minor)
