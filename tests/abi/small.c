/*
 * small.c - a descriptor that claims 40 bytes, too small for the fields of
 * ABI 2.0.
 *
 * The loader must refuse it before running any of its hooks: its init
 * fails with a message of its own, which the test would see instead.
 */
#include <stdio.h>

#include "carc_plugin.h"

static const struct carc_rule small_rules[] = {
	{ "BAD-A", "a rule", "tests/abi" },
};

static int
refused_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	snprintf(err, errlen, "the loader ran a plugin it should refuse");
	return -1;
}

static const struct carc_plugin small = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = 40,
	.name = "small",
	.version = "1.0.0",
	.rule_prefix = "BAD-",
	.rules = small_rules,
	.nrules = sizeof(small_rules) / sizeof(small_rules[0]),
	.init = refused_init,
};

CARC_PLUGIN_DEFINE(small)
