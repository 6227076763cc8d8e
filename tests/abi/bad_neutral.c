/*
 * bad_neutral.c - a neutral figure kind (ABI 4.0) that weighs in a
 * majority: nobody owns it, so it can be nobody's majority.  Refused
 * before any hook runs, naming the kind.
 */
#include <stdio.h>

#include "carc_plugin.h"

static const struct carc_rule bad_neutral_rules[] = {
	{ "NEUT-SPOT", "where the shade stands", "tests/abi" },
};

static const struct carc_figure_kind bad_neutral_figures[] = {
	{ .name = "shade", .supply = 1, .weight = 1,
	  .flags = CARC_FIGURE_NEUTRAL, .supply_rule = "NEUT-SPOT",
	  .spot_rule = "NEUT-SPOT" },
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

static const struct carc_plugin bad_neutral = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "bad_neutral",
	.version = "1.0.0",
	.rule_prefix = "NEUT-",
	.rules = bad_neutral_rules,
	.nrules = sizeof(bad_neutral_rules) / sizeof(bad_neutral_rules[0]),
	.figure_kinds = bad_neutral_figures,
	.nfigure_kinds = 1,
	.init = refused_init,
};

CARC_PLUGIN_DEFINE(bad_neutral)
