/*
 * wrong_name.c - a plugin in wrong_name.so that calls itself 'other'.
 *
 * The loader must refuse it before running any of its hooks: its init
 * fails with a message of its own, which the test would see instead.
 */
#include <stdio.h>

#include "carc_plugin.h"

static const struct carc_rule wrong_name_rules[] = {
	{ "BAD-A", "a rule", "tests/abi" },
};

static int
refused_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	snprintf(err, errlen, "the loader ran a plugin it should refuse");
	return -1;
}

static const struct carc_plugin wrong_name = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "other",
	.version = "1.0.0",
	.rule_prefix = "BAD-",
	.rules = wrong_name_rules,
	.nrules = sizeof(wrong_name_rules) / sizeof(wrong_name_rules[0]),
	.init = refused_init,
};

CARC_PLUGIN_DEFINE(wrong_name)
