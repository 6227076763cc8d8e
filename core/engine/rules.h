/* rules.h - the core's rule table (BASE-, DATA-, SCORE-, ORDER-). */
#ifndef CARC_RULES_H
#define CARC_RULES_H

#include <stddef.h>

#include "carc_plugin.h"

const struct carc_rule *carc_core_rules(size_t *n);
const struct carc_rule *carc_core_rule_find(const char *id);

#endif /* CARC_RULES_H */
