/*
 * bad_action.c - an action (ABI 4.0) that moves a figure kind nobody
 * declares: a record could name it, and no host could carry it out.
 * Refused before any hook runs, naming the action.
 */
#include <stdio.h>

#include "carc_plugin.h"

static const struct carc_rule bad_action_rules[] = {
	{ "ACT-WHERE", "where the ghost goes", "tests/abi" },
};

static const struct carc_action_kind bad_action_actions[] = {
	{ .size = sizeof(struct carc_action_kind), .verb = "move",
	  .kind = "ghost", .rule = "ACT-WHERE" },
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

static const struct carc_plugin bad_action = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "bad_action",
	.version = "1.0.0",
	.rule_prefix = "ACT-",
	.rules = bad_action_rules,
	.nrules = sizeof(bad_action_rules) / sizeof(bad_action_rules[0]),
	.init = refused_init,
	.action_kinds = bad_action_actions,
	.naction_kinds = 1,
};

CARC_PLUGIN_DEFINE(bad_action)
