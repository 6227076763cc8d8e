/*
 * no_entry.c - a shared object that looks like a plugin but exports no
 * carc_plugin_entry (only a misspelt one): not a carc plugin at all.
 */
#include "carc_plugin.h"

static const struct carc_rule no_entry_rules[] = {
	{ "NOENT-A", "a rule", "tests/abi" },
};

static const struct carc_plugin no_entry = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "no_entry",
	.version = "1.0.0",
	.rule_prefix = "NOENT-",
	.rules = no_entry_rules,
	.nrules = sizeof(no_entry_rules) / sizeof(no_entry_rules[0]),
};

const struct carc_plugin *carc_plugin_main(void);

const struct carc_plugin *
carc_plugin_main(void)
{
	return &no_entry;
}
