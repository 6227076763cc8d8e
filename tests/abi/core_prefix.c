/*
 * core_prefix.c - a plugin claiming the core's prefix BASE-: it could
 * redefine BASE-MEEPLE-FREE and a divergence would not say whose rule it
 * cites.  Refused before any hook runs.
 */
#include <stdio.h>

#include "carc_plugin.h"

static const struct carc_rule core_prefix_rules[] = {
	{ "BASE-MEEPLE-FREE", "a rule of the core's, redefined", "tests/abi" },
};

static int
refused_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	(void)host;
	(void)state;
	snprintf(err, errlen, "the loader ran a plugin it should refuse");
	return -1;
}

static const struct carc_plugin core_prefix = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "core_prefix",
	.version = "1.0.0",
	.rule_prefix = "BASE-",
	.rules = core_prefix_rules,
	.nrules = sizeof(core_prefix_rules) / sizeof(core_prefix_rules[0]),
	.init = refused_init,
};

CARC_PLUGIN_DEFINE(core_prefix)
