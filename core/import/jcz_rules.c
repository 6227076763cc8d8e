/*
 * jcz_rules.c - see jcz_rules.h.
 *
 * A JCloisterZone save enables tile sets ("basic:1", "watchtowers",
 * "wind-roses": a set id, with or without its edition after ':') and game
 * elements (figures and features: "small-follower": 7, "farmers",
 * "watchtower", "wind-rose", ...), and holds rule switches, either all of
 * them or only those that differ from JCloisterZone's defaults.  Each
 * switch belongs to an element or set; it matters only when the save
 * uses that element or set.  A switch in use either keeps its default,
 * or picks one of our rulesets (rules-en.md 1.8), or changes a rule that
 * carc cannot check, and then the save is refused, naming the switch.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game.h"
#include "import/jcz_rules.h"

/* -- rule switches -------------------------------------------------------- */

struct value_ruleset {
	const char *value;
	int ruleset;		/* enum carc_ruleset */
};

struct rule_switch {
	const char *key;
	const char *dflt;		/* JCloisterZone's default, as text */
	/* In use when the save enables one of these elements (NULL: none);
	 * `always`: in every game; `other_sets`: with a tile set of an
	 * expansion that carc does not support (special monasteries,
	 * labyrinths, the Count), which is refused before rules are read. */
	const char *const *elements;
	int always, other_sets;
	/* Values that pick a ruleset (the default picks "final"). */
	const struct value_ruleset *rulesets;
};

#define E(...) (const char *const[]){ __VA_ARGS__, NULL }

/* rules-en.md 1.8: early C1 rules score a completed 2-tile city 2, the
 * final rules 4.  JCloisterZone's "tiny-city-scoring" is that number:
 * "4" (its default) is our 'final', "2" our 'c1-early-smallcity'. */
static const struct value_ruleset tiny_city[] = {
	{ "4", CARC_RULESET_FINAL },
	{ "2", CARC_RULESET_C1_SMALLCITY },
	{ NULL, 0 }
};

/* Every switch of JCloisterZone 5.x, with the default it gives it. */
static const struct rule_switch switches[] = {
	{ "tiny-city-scoring", "4", NULL, 1, 0, tiny_city },
	{ "princess-action", "may", E("princess"), 0, 0, NULL },
	{ "fairy-placement", "next-follower", E("fairy"), 0, 0, NULL },
	{ "dragon-move", "before-scoring", E("dragon"), 0, 0, NULL },
	{ "barn-placement", "not-occupied", E("barn"), 0, 0, NULL },
	{ "wagon-move", "C2", E("wagon"), 0, 0, NULL },
	{ "bazaar-no-auction", "false", E("bazaar"), 0, 0, NULL },
	{ "hill-tiebreaker", "at-least-one-follower", E("hill"), 0, 0, NULL },
	{ "espace-variant", "any-tile", E("escape"), 0, 0, NULL },
	{ "gq11-pig-herd", "pig", E("pig-herd"), 0, 0, NULL },
	{ "tunnelize-other-expansions", "true", E("tunnel"), 0, 0, NULL },
	{ "more-tunnel-tokens", "3/2", E("tunnel"), 0, 0, NULL },
	{ "festival-return", "meeple", E("festival"), 0, 0, NULL },
	{ "keep-monasteries", "replace", NULL, 0, 1, NULL },
	{ "labyrinth-variant", "advanced", NULL, 0, 1, NULL },
	{ "coc-final-scoring", "market-only", E("count"), 0, 1, NULL },
	{ "count-move", "by-player", E("count"), 0, 1, NULL },
	{ "little-buildings-scoring", "1/1/1", E("little-buildings"), 0, 0,
	    NULL },
	{ "king-and-robber-scoring", "default", E("king", "robber"), 0, 0,
	    NULL },
	{ "inn-and-cathedral-final-scoring", "zero", E("inn", "cathedral"),
	    0, 0, NULL },
	{ "vineyards-for-garden", "false", E("vineyard"), 0, 0, NULL },
	{ "robbers-son-action", "may", E("robbers-son"), 0, 0, NULL },
	{ "meteorite-impact", "standard", E("meteorite"), 0, 0, NULL },
};

#define NSWITCHES (sizeof(switches) / sizeof(switches[0]))

/* A switch's value as text: a string as it is, true/false, a number. */
static int
value_text(const json_t *v, char *buf, size_t len)
{
	if (json_is_string(v)) {
		const char *s = json_string_value(v);

		if (strlen(s) != json_string_length(v) || strlen(s) >= len)
			return -1;
		snprintf(buf, len, "%s", s);
	} else if (json_is_boolean(v))
		snprintf(buf, len, "%s", json_is_true(v) ? "true" : "false");
	else if (json_is_integer(v))
		snprintf(buf, len, "%lld", (long long)json_integer_value(v));
	else
		return -1;
	return 0;
}

static int
is_on(const json_t *v)
{
	if (v == NULL || json_is_null(v) || json_is_false(v))
		return 0;
	if (json_is_integer(v))
		return json_integer_value(v) != 0;
	if (json_is_real(v))
		return json_real_value(v) != 0.0;
	return 1;
}

static int
switch_in_use(const struct rule_switch *sw, const json_t *elements)
{
	size_t i;

	if (sw->always)
		return 1;
	/* other_sets: no such save gets this far (read_sets refuses it). */
	for (i = 0; sw->elements != NULL && sw->elements[i] != NULL; i++)
		if (is_on(json_object_get(elements, sw->elements[i])))
			return 1;
	return 0;
}

static int
read_rules(struct carc_jcz_setup *su, const json_t *rules,
    const json_t *elements, struct carc_error *err)
{
	const json_t *v;
	const char *key;
	char val[64];
	size_t i, k;

	su->ruleset = CARC_RULESET_FINAL;
	if (rules == NULL || json_is_null(rules))
		return 0;	/* nothing changed from the defaults */
	if (!json_is_object(rules))
		return carc_error_set(err, "setup.rules is not an object");
	json_object_foreach((json_t *)rules, key, v) {
		const struct rule_switch *sw = NULL;

		for (i = 0; i < NSWITCHES; i++)
			if (strcmp(switches[i].key, key) == 0)
				sw = &switches[i];
		if (sw == NULL)
			return carc_error_set(err, "rule switch '%.64s' is "
			    "unknown to carc: what it changes cannot be "
			    "checked", key);
		if (!switch_in_use(sw, elements))
			continue;	/* of an expansion the save does not use */
		if (value_text(v, val, sizeof(val)) != 0)
			return carc_error_set(err, "rule switch '%s': the "
			    "value is not a string, true/false or a number",
			    key);
		for (k = 0; sw->rulesets != NULL && sw->rulesets[k].value !=
		    NULL; k++)
			if (strcmp(sw->rulesets[k].value, val) == 0)
				break;
		if (sw->rulesets != NULL && sw->rulesets[k].value != NULL) {
			su->ruleset = sw->rulesets[k].ruleset;
			continue;
		}
		if (strcmp(val, sw->dflt) == 0)
			continue;
		return carc_error_set(err, "rule switch '%s' is '%.64s': a "
		    "rule carc cannot check", key, val);
	}
	return 0;
}

/* -- tile sets and elements ---------------------------------------------- */

static int
read_sets(struct carc_jcz_setup *su, const json_t *sets, int *roses,
    int *towers, struct carc_error *err)
{
	const json_t *v;
	const char *key;
	int basic = 0;

	if (!json_is_object(sets))
		return carc_error_set(err, "setup.sets is missing or not an "
		    "object");
	json_object_foreach((json_t *)sets, key, v) {
		const char *colon = strchr(key, ':');
		size_t n = colon ? (size_t)(colon - key) : strlen(key);
		json_int_t count;

		if (json_is_boolean(v))
			count = json_is_true(v);
		else if (json_is_integer(v))
			count = json_integer_value(v);
		else
			return carc_error_set(err, "setup.sets: '%.64s' is not "
			    "a number of copies", key);
		if (count == 0)
			continue;
		if (count != 1)
			return carc_error_set(err, "tile set '%.64s' is used "
			    "%lld times: carc checks games with one copy of "
			    "each set", key, (long long)count);
		/* basic:1 (C1) and basic:2 (C2, with garden tiles) hold the
		 * same 72 tiles but for the gardens (tiles.md). */
		if (n == 5 && strncmp(key, "basic", 5) == 0 &&
		    (colon == NULL || strcmp(colon, ":1") == 0 ||
		    strcmp(colon, ":2") == 0))
			basic = 1;
		else if (n == 10 && strncmp(key, "wind-roses", 10) == 0 &&
		    (colon == NULL || strcmp(colon, ":1") == 0))
			*roses = 1;
		else if (n == 11 && strncmp(key, "watchtowers", 11) == 0 &&
		    (colon == NULL || strcmp(colon, ":1") == 0))
			*towers = 1;
		else
			return carc_error_set(err, "tile set '%.64s' is not "
			    "supported", key);
	}
	if (!basic)
		return carc_error_set(err, "setup.sets has no 'basic' tile "
		    "set: a game without the base game is not supported");
	(void)su;
	return 0;
}

static int
read_elements(struct carc_jcz_setup *su, const json_t *elements,
    struct carc_error *err)
{
	const json_t *v;
	const char *key;

	if (!json_is_object(elements))
		return carc_error_set(err, "setup.elements is missing or not "
		    "an object");
	v = json_object_get(elements, "small-follower");
	if (!json_is_integer(v) || json_integer_value(v) != CARC_MEEPLES_PER_SEAT)
		return carc_error_set(err, "element 'small-follower' is not 7: "
		    "carc checks games of 7 followers each (BASE-SETUP-SUPPLY)");
	if (!is_on(json_object_get(elements, "farmers")))
		return carc_error_set(err, "element 'farmers' is off: carc "
		    "checks games with farmers only");
	json_object_foreach((json_t *)elements, key, v) {
		if (!is_on(v) || strcmp(key, "small-follower") == 0 ||
		    strcmp(key, "farmers") == 0)
			continue;
		if (strcmp(key, "wind-rose") == 0)
			su->compass = 1;
		else if (strcmp(key, "watchtower") == 0)
			su->watchtowers = 1;
		else if (strcmp(key, "garden") == 0)
			continue;	/* gardens do nothing without the
					 * Abbot (tiles.md), an element
					 * refused here as not supported */
		else
			return carc_error_set(err, "element '%.64s' is not "
			    "supported", key);
	}
	return 0;
}

int
carc_jcz_read_setup(struct carc_jcz_setup *su, const json_t *setup,
    const struct carc_plugin_set *set, struct carc_error *err)
{
	const json_t *elements;
	int roses = 0, towers = 0;

	memset(su, 0, sizeof(*su));
	if (!json_is_object(setup))
		return carc_error_set(err, "setup is missing or not an object");
	elements = json_object_get(setup, "elements");
	if (read_sets(su, json_object_get(setup, "sets"), &roses, &towers,
	    err) != 0 || read_elements(su, elements, err) != 0)
		return -1;
	/* The tiles are the set, their effect is the element: tiles
	 * without their effect are not a rule carc checks; the element
	 * without its tiles changes nothing. */
	if (roses && !su->compass)
		return carc_error_set(err, "tile set 'wind-roses' without the "
		    "element 'wind-rose' is not supported");
	if (towers && !su->watchtowers)
		return carc_error_set(err, "tile set 'watchtowers' without the "
		    "element 'watchtower' is not supported");
	su->compass = roses;
	su->watchtowers = towers;
	if (read_rules(su, json_object_get(setup, "rules"), elements, err) !=
	    0)
		return -1;
	if (su->compass && carc_plugins_find(set, "compass") == NULL)
		return carc_error_set(err, "the Wind Roses need the plugin "
		    "'compass', which is not loaded");
	if (su->watchtowers && carc_plugins_find(set, "watchtowers") == NULL)
		return carc_error_set(err, "the Watchtowers need the plugin "
		    "'watchtowers', which is not loaded");
	return 0;
}
