/*
 * keyed.c - a good plugin with a tile catalogue of its own (keyed.yaml,
 * which the test writes next to the .so) and a tile key, "omen", that it
 * owns in every catalogue: the loader must route the key to tile_key and
 * keep the marking in the plugin's slot.
 */
#include <stdio.h>
#include <string.h>

#include "carc_plugin.h"

static const struct carc_rule keyed_rules[] = {
	{ "KEY-OMEN", "an omen on a tile is good or bad", "tests/abi" },
};

static const char *const keyed_keys[] = { "omen", NULL };

/* The markings: the plugin owns them, the tiles only point at them. */
static const char mark_good[] = "good omen";
static const char mark_bad[] = "bad omen";

static int
keyed_tile_key(void *state, const char *tile_id, const char *key,
    const struct carc_node *value, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	if (value->type == CARC_NODE_SCALAR &&
	    strcmp(value->scalar, "good") == 0)
		*marking = mark_good;
	else if (value->type == CARC_NODE_SCALAR &&
	    strcmp(value->scalar, "bad") == 0)
		*marking = mark_bad;
	else {
		snprintf(err, errlen, "omen of tile '%s' is neither good "
		    "nor bad", tile_id);
		*where = value;
		return -1;
	}
	return 0;
}

static const struct carc_plugin keyed = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "keyed",
	.version = "1.0.0",
	.rule_prefix = "KEY-",
	.rules = keyed_rules,
	.nrules = sizeof(keyed_rules) / sizeof(keyed_rules[0]),
	.catalogue = "keyed.yaml",
	.tile_keys = keyed_keys,
	.tile_key = keyed_tile_key,
};

CARC_PLUGIN_DEFINE(keyed)
