/*
 * clash.c - a community plugin that reuses a rule id of an installed one
 * (good's GOOD-ONE).  On a search path with good in the base directory,
 * clash is the newcomer: it is refused naming both files, and good stays
 * (doc/spec/cli.md; issue 29: the bundled plugin used to be the one refused).
 */
#include <stdio.h>

#include "carc_plugin.h"

static const struct carc_rule clash_rules[] = {
	{ "GOOD-ONE", "a rule the installed plugin already defines",
	    "tests/abi" },
};

static const struct carc_plugin clash = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "clash",
	.version = "1.0.0",
	.rule_prefix = "GOOD-",
	.rules = clash_rules,
	.nrules = sizeof(clash_rules) / sizeof(clash_rules[0]),
};

CARC_PLUGIN_DEFINE(clash)
