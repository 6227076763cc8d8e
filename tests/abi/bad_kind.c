/*
 * bad_kind.c - a figure kind whose supply rule is not the plugin's own: a
 * divergence about its supply would cite a rule nobody explains.  Refused
 * before any hook runs, naming the kind.
 */
#include <stdio.h>

#include "carc_plugin.h"

static const struct carc_rule bad_kind_rules[] = {
	{ "KIND-SPOT", "where the figure stands", "tests/abi" },
};

static const struct carc_figure_kind bad_kind_figures[] = {
	{ .name = "giant", .supply = 1, .weight = 3,
	  .flags = CARC_FIGURE_FOLLOWER, .supply_rule = "BASE-MEEPLE-SUPPLY",
	  .spot_rule = "KIND-SPOT" },
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

static const struct carc_plugin bad_kind = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "bad_kind",
	.version = "1.0.0",
	.rule_prefix = "KIND-",
	.rules = bad_kind_rules,
	.nrules = sizeof(bad_kind_rules) / sizeof(bad_kind_rules[0]),
	.figure_kinds = bad_kind_figures,
	.nfigure_kinds = 1,
	.init = refused_init,
};

CARC_PLUGIN_DEFINE(bad_kind)
