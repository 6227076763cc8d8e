/*
 * dup_rule.c - the same rule id twice: a divergence citing it would be
 * ambiguous.
 *
 * The loader must refuse it before running any of its hooks: its init
 * fails with a message of its own, which the test would see instead.
 */
#include <stdio.h>

#include "carc_plugin.h"

static const struct carc_rule dup_rule_rules[] = {
	{ "DUP-A", "a rule", "tests/abi" },
	{ "DUP-B", "another rule", "tests/abi" },
	{ "DUP-A", "the first rule again", "tests/abi" },
};

static int
refused_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	snprintf(err, errlen, "the loader ran a plugin it should refuse");
	return -1;
}

static const struct carc_plugin dup_rule = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "dup_rule",
	.version = "1.0.0",
	.rule_prefix = "DUP-",
	.rules = dup_rule_rules,
	.nrules = sizeof(dup_rule_rules) / sizeof(dup_rule_rules[0]),
	.init = refused_init,
};

CARC_PLUGIN_DEFINE(dup_rule)
