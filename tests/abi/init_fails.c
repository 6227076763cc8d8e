/*
 * init_fails.c - a well-formed plugin whose init fails: the loader must
 * pass its message on and load nothing.
 */
#include <stdio.h>

#include "carc_plugin.h"

static const struct carc_rule init_fails_rules[] = {
	{ "OMEN-A", "a rule", "tests/abi" },
};

static int
init_fails_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	snprintf(err, errlen, "database of omens is empty");
	return -1;
}

static const struct carc_plugin init_fails = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "init_fails",
	.version = "1.0.0",
	.rule_prefix = "OMEN-",
	.rules = init_fails_rules,
	.nrules = sizeof(init_fails_rules) / sizeof(init_fails_rules[0]),
	.init = init_fails_init,
};

CARC_PLUGIN_DEFINE(init_fails)
