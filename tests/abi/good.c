/*
 * good.c - a plugin that passes every check of the loader: the positive
 * case next to the broken plugins of tests/abi/.  Its init allocates, so
 * that a fini the loader forgets shows up under valgrind.
 */
#include <stdlib.h>
#include <string.h>

#include "carc_plugin.h"

static const struct carc_rule good_rules[] = {
	{ "GOOD-ONE", "the first rule of the good plugin", "tests/abi" },
	{ "GOOD-TWO", "the second rule of the good plugin", "tests/abi" },
};

static int
good_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	if ((*state = malloc(16)) == NULL) {
		strncpy(err, "out of memory", errlen - 1);
		return -1;
	}
	memcpy(*state, "good state", 11);
	return 0;
}

static void
good_fini(void *state)
{
	free(state);
}

static const struct carc_plugin good = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "good",
	.version = "1.0.0",
	.rule_prefix = "GOOD-",
	.rules = good_rules,
	.nrules = sizeof(good_rules) / sizeof(good_rules[0]),
	.init = good_init,
	.fini = good_fini,
};

CARC_PLUGIN_DEFINE(good)
