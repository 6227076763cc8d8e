/*
 * abi_v2.c - a plugin as it was built for ABI 2.0: the last layout before
 * kinds, legality hooks and drawing primitives.  A 3.0 carc must refuse
 * it (naming both versions) before running any of its hooks: its init
 * fails with a message of its own, which the test would see instead.
 *
 * It cannot include today's carc_plugin.h, whose structures are 3.0: the
 * descriptor's head below is the 2.0 layout, written out as a 2.0 plugin
 * has it, up to init (what a loader could read past the first fields).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct rule_2_0 {
	const char *id, *statement, *source;
};

struct plugin_2_0 {
	uint32_t abi_major, abi_minor;
	uint32_t size;
	const char *name;
	const char *version;
	const char *rule_prefix;
	const struct rule_2_0 *rules;
	size_t nrules;
	const char *catalogue;
	const char *const *tile_keys;
	const char *const *variants;
	int (*init)(const void *host, void **state, char *err,
	    size_t errlen);
	void (*fini)(void *state);
	/* ... 2.0's fourteen hooks follow: tile_key, game_begin, game_end,
	 * start_tile, meeple_spot, after_place, before_score,
	 * feature_value, game_final, explain, draw, explain_value */
	void *hooks_2_0[12];
};

static const struct rule_2_0 v2_rules[] = {
	{ "V2-A", "a rule", "tests/abi" },
};

static int
refused_init(const void *host, void **state, char *err, size_t errlen)
{
	(void)host;
	(void)state;
	snprintf(err, errlen, "the loader ran a plugin it should refuse");
	return -1;
}

static const struct plugin_2_0 abi_v2 = {
	.abi_major = 2u,
	.abi_minor = 0u,
	.size = sizeof(struct plugin_2_0),
	.name = "abi_v2",
	.version = "1.0.0",
	.rule_prefix = "V2-",
	.rules = v2_rules,
	.nrules = sizeof(v2_rules) / sizeof(v2_rules[0]),
	.init = refused_init,
};

const struct plugin_2_0 *carc_plugin_entry(void);

const struct plugin_2_0 *
carc_plugin_entry(void)
{
	return &abi_v2;
}
