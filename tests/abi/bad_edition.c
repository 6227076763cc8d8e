/*
 * bad_edition.c - an edition_rule (ABI 3.1) that is none of the plugin's
 * rules: a divergence would cite a rule nobody explains.
 *
 * The loader must refuse it before running any of its hooks: its init
 * fails with a message of its own, which the test would see instead.
 */
#include <stdio.h>

#include "carc_plugin.h"

static const struct carc_rule bad_edition_rules[] = {
	{ "BAD-A", "a rule", "tests/abi" },
	{ "BAD-B", "another rule", "tests/abi" },
};

static int
refused_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	snprintf(err, errlen, "the loader ran a plugin it should refuse");
	return -1;
}

static const struct carc_plugin bad_edition = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "bad_edition",
	.version = "1.0.0",
	.rule_prefix = "BAD-",
	.rules = bad_edition_rules,
	.nrules = sizeof(bad_edition_rules) / sizeof(bad_edition_rules[0]),
	.edition = 2,
	.edition_rule = "BAD-EDITION",
	.init = refused_init,
};

CARC_PLUGIN_DEFINE(bad_edition)
