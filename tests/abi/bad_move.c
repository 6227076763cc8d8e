/*
 * bad_move.c - an action (ABI 4.0) that moves a seat's follower: carc
 * moves only neutral and on-tile figures (a seat's figure on a feature is
 * taken off and put on).  Refused before any hook runs, naming it.
 */
#include <stdio.h>

#include "carc_plugin.h"

static const struct carc_rule bad_move_rules[] = {
	{ "MOVE-WHERE", "where the follower goes", "tests/abi" },
};

static const struct carc_action_kind bad_move_actions[] = {
	{ .size = sizeof(struct carc_action_kind), .verb = "move",
	  .kind = "follower", .rule = "MOVE-WHERE" },
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

static const struct carc_plugin bad_move = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "bad_move",
	.version = "1.0.0",
	.rule_prefix = "MOVE-",
	.rules = bad_move_rules,
	.nrules = sizeof(bad_move_rules) / sizeof(bad_move_rules[0]),
	.init = refused_init,
	.action_kinds = bad_move_actions,
	.naction_kinds = 1,
};

CARC_PLUGIN_DEFINE(bad_move)
