/*
 * jcz_rules.h - what a JCloisterZone save's setup asks for: its tile sets
 * (setup.sets), its game elements (setup.elements) and its rule switches
 * (setup.rules), mapped onto our expansions and rulesets, or refused with
 * the reason (doc/import-jcz.md, "Setup" and "Rule switches").
 */
#ifndef CARC_IMPORT_JCZ_RULES_H
#define CARC_IMPORT_JCZ_RULES_H

#include <jansson.h>

#include "host/plugins.h"
#include "util/error.h"

struct carc_jcz_setup {
	int compass;		/* Wind Roses: plugin compass, variant hig */
	int watchtowers;	/* plugin watchtowers */
	int ruleset;		/* enum carc_ruleset */
};

/* Read setup.sets, setup.elements and setup.rules into su; -1 (err) if
 * the save is to be refused. */
int carc_jcz_read_setup(struct carc_jcz_setup *su, const json_t *setup,
    const struct carc_plugin_set *set, struct carc_error *err);

#endif /* CARC_IMPORT_JCZ_RULES_H */
