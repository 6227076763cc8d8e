/*
 * abi_v1.c - a plugin as it was built for ABI 1.0, before arrays carried
 * element sizes and hooks returned a status.  A 2.0 carc must refuse it
 * (naming both versions) before running any of its hooks: its init fails
 * with a message of its own, which the test would see instead.
 *
 * It cannot include today's carc_plugin.h, whose structures are 2.0: the
 * descriptor below is the 1.0 layout, written out as a 1.0 plugin has it
 * in its binary (hooks the test never reaches are left out, as a 1.0
 * descriptor's tail may be).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct rule_1_0 {
	const char *id, *statement, *source;
};

struct plugin_1_0 {
	uint32_t abi_major, abi_minor;
	uint32_t size;
	const char *name;
	const char *version;
	const char *rule_prefix;
	const struct rule_1_0 *rules;
	size_t nrules;
	const char *catalogue;
	const char *const *tile_keys;
	const char *const *variants;
	int (*init)(const void *host, void **state, char *err,
	    size_t errlen);
};

static const struct rule_1_0 v1_rules[] = {
	{ "V1-A", "a rule", "tests/abi" },
};

static int
refused_init(const void *host, void **state, char *err, size_t errlen)
{
	(void)host;
	(void)state;
	snprintf(err, errlen, "the loader ran a plugin it should refuse");
	return -1;
}

static const struct plugin_1_0 abi_v1 = {
	.abi_major = 1u,
	.abi_minor = 0u,
	.size = sizeof(struct plugin_1_0),
	.name = "abi_v1",
	.version = "1.0.0",
	.rule_prefix = "V1-",
	.rules = v1_rules,
	.nrules = sizeof(v1_rules) / sizeof(v1_rules[0]),
	.init = refused_init,
};

const struct plugin_1_0 *carc_plugin_entry(void);

const struct plugin_1_0 *
carc_plugin_entry(void)
{
	return &abi_v1;
}
