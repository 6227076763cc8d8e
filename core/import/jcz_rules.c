/*
 * jcz_rules.c - see jcz_rules.h.
 *
 * A JCloisterZone save enables tile sets ("basic:2", "NAME": a set
 * id, with or without its edition after ':') and game elements (figures
 * and features: "small-follower": 7, "farmers", ...), and holds rule
 * switches, either all of them or only those that differ from
 * JCloisterZone's defaults.  Which of our sets each is, is read from the
 * catalogues' `import: {jcz: ...}` blocks (carc-tiles(5), IMPORT):
 *
 *   sets:     the tile set ids that are the catalogue's tiles
 *   variant:  the variant of the plugin those sets are
 *   elements: element -> the value carc plays it with (a count, or true)
 *   variants: element -> {another value -> the plugin's variant that
 *             plays a game with it} (a count other than the rules')
 *   brings:   elements JCloisterZone adds whenever a set of it is used
 *   inert:    elements that, on alone, change nothing
 *   alone:    elements that put a catalogue with sets in play without
 *             them (a figure that needs none of the set's tiles); its
 *             other elements are then not required, since without the
 *             set's tiles they never come into the game
 *   figures:  meeple type -> our figure kind
 *   returns:  RETURN_MEEPLE source -> the figure kind it takes back
 *   removes:  RETURN_MEEPLE source -> the figure kind (any player's) it
 *             removes from the board, an action 'remove KIND'
 *   places:   meeple type -> the figure kind a DEPLOY_MEEPLE of it on a
 *             tile other than the turn's places, an action 'place KIND'
 *   neutral:  MOVE_NEUTRAL_FIGURE figure (figureId "NAME.1": "NAME") ->
 *             our neutral figure kind, an action 'move KIND'
 *   any_player: neutral figures that each player moves in turn: the
 *             message's player is the action's seat, not the turn's
 *   tokens:   PLACE_TOKEN token ("NAME") -> our token kind, an action
 *             'token KIND'
 *   rolls:    pointer.feature of a DEPLOY_MEEPLE that throws a die
 *             rather than placing the meeple -> the die's number of
 *             faces N: an action 'roll', its arg JCloisterZone's
 *             getNextInt(N) + 1 of the message's random
 *   rounds:   a message type -> its payload.value -> our arg: the turn's
 *             player's action 'choose ARG' after the turn's COMMIT,
 *             which opens a round of every player until the next tile:
 *             each one's DEPLOY_MEEPLE an action 'place KIND', its
 *             RETURN_MEEPLE of a source `removes:` maps an action
 *             'remove KIND', by that player
 *   features: pointer.feature -> "centre" (our spot C)
 *   symbols:  a tile definition's element (ELEMENT, ELEMENT@ATTR,
 *             city@ATTR, road@ATTR) -> our tile or segment key: read by
 *             tests/jcz-tiles.py, which checks the tiles against
 *             JCloisterZone's definitions; no save holds them
 *   rules:    switch -> the value carc plays (JCloisterZone's default),
 *             or a mapping of values to rulesets
 *   others:   switches of sets no catalogue claims (ignored)
 *
 * A catalogue with sets is in play when one of its sets is used; one
 * without, when one of its elements that is not inert is on.  Each set in
 * play needs every one of its elements, with its value.  A switch claimed
 * by a set in play keeps its value or picks a ruleset, or the save is
 * refused; a switch of a set not in play is ignored; a switch nobody
 * names is refused, since what it changes cannot be told.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game.h"
#include "import/jcz_rules.h"

/* The base game's elements, which no catalogue block names: its
 * followers and its farmers. */
#define FOLLOWERS "small-follower"
#define FARMERS "farmers"
#define FOLLOWER_TYPE "small"		/* the meeple type of "0.small.1" */

/* -- the blocks ----------------------------------------------------------- */

/* Every catalogue's block, in load order (the base catalogue first). */
struct blocks {
	size_t n;
	struct carc_jcz_use b[CARC_MAX_PLUGINS + 1];
	int by_set[CARC_MAX_PLUGINS + 1];	/* in play because of a set */
	int in_play[CARC_MAX_PLUGINS + 1];
};

static const struct carc_node *
get(const struct carc_node *map, const char *key)
{
	size_t i;

	if (map == NULL || map->type != CARC_NODE_MAPPING)
		return NULL;
	for (i = 0; i + 1 < map->n; i += 2)
		if (strcmp(map->items[i].scalar, key) == 0)
			return &map->items[i + 1];
	return NULL;
}

static int
has(const struct carc_node *list, const char *s)
{
	size_t i;

	if (list == NULL || list->type != CARC_NODE_SEQUENCE)
		return 0;
	for (i = 0; i < list->n; i++)
		if (list->items[i].type == CARC_NODE_SCALAR &&
		    strcmp(list->items[i].scalar, s) == 0)
			return 1;
	return 0;
}

static int
bad_block(const struct carc_jcz_use *u, const struct carc_node *at,
    const char *what, struct carc_error *err)
{
	return carc_error_set(err, "%s:%d:%d: import.jcz: %s", u->file,
	    at->line, at->col, what);
}

/* A die's number of faces, "1" to "99"; 0 if s is none. */
static int
die_faces(const char *s)
{
	char *end;
	long n = strtol(s, &end, 10);

	if (s[0] < '1' || s[0] > '9' || *end != '\0' || n > 99)
		return 0;
	return (int)n;
}

/* A switch's mapping of values to the rulesets they pick. */
static int
check_rulesets(const struct carc_jcz_use *u, const struct carc_node *m,
    struct carc_error *err)
{
	size_t i;

	for (i = 1; i < m->n; i += 2) {
		if (m->items[i].type != CARC_NODE_SCALAR)
			return bad_block(u, &m->items[i], "expected a ruleset",
			    err);
		if (carc_ruleset_parse(m->items[i].scalar) < 0)
			return bad_block(u, &m->items[i], "unknown ruleset",
			    err);
	}
	return 0;
}

/* A round's payload values (`rounds:`): a mapping of names to args. */
static int
check_round(const struct carc_jcz_use *u, const struct carc_node *m,
    struct carc_error *err)
{
	size_t i;

	if (m->type != CARC_NODE_MAPPING)
		return bad_block(u, m, "expected a mapping of values to args",
		    err);
	for (i = 1; i < m->n; i += 2)
		if (m->items[i].type != CARC_NODE_SCALAR ||
		    strlen(m->items[i].scalar) >= 16)
			return bad_block(u, &m->items[i], "expected an arg "
			    "(at most 15 characters)", err);
	return 0;
}

/* An element's values to the variants that play them: a mapping of
 * scalars, in a block with no `variant` of its own (a game has one). */
static int
check_variants(const struct carc_jcz_use *u, const struct carc_node *m,
    struct carc_error *err)
{
	size_t i;

	if (m->type != CARC_NODE_MAPPING)
		return bad_block(u, m, "expected a mapping of values to "
		    "variants", err);
	if (get(u->block, "variant") != NULL)
		return bad_block(u, m, "variants in a block with a variant "
		    "of its own", err);
	for (i = 1; i < m->n; i += 2)
		if (m->items[i].type != CARC_NODE_SCALAR)
			return bad_block(u, &m->items[i], "expected a "
			    "variant name", err);
	return 0;
}

/* A block's keys and the shape of each value. */
static int
check_block(const struct carc_jcz_use *u, struct carc_error *err)
{
	static const char *const lists[] = { "sets", "brings", "inert",
	    "others", "alone", "any_player" };
	static const char *const maps[] = { "elements", "figures", "returns",
	    "removes", "places", "neutral", "tokens", "features", "rules",
	    "rolls", "symbols", "rounds", "variants" };
	const struct carc_node *b = u->block, *v;
	size_t i, j, k;

	for (i = 0; i + 1 < b->n; i += 2) {
		const char *key = b->items[i].scalar;

		v = &b->items[i + 1];
		for (k = 0; k < sizeof(lists) / sizeof(lists[0]); k++)
			if (strcmp(key, lists[k]) == 0)
				break;
		if (k < sizeof(lists) / sizeof(lists[0])) {
			if (v->type != CARC_NODE_SEQUENCE)
				return bad_block(u, v, "expected a sequence",
				    err);
			for (j = 0; j < v->n; j++)
				if (v->items[j].type != CARC_NODE_SCALAR)
					return bad_block(u, &v->items[j],
					    "expected a name", err);
			continue;
		}
		for (k = 0; k < sizeof(maps) / sizeof(maps[0]); k++)
			if (strcmp(key, maps[k]) == 0)
				break;
		if (k < sizeof(maps) / sizeof(maps[0])) {
			if (v->type != CARC_NODE_MAPPING)
				return bad_block(u, v, "expected a mapping",
				    err);
			/* a rule's value may be a mapping of values to
			 * rulesets; every other value is a scalar */
			for (j = 1; j < v->n; j += 2) {
				const struct carc_node *w = &v->items[j];

				if (strcmp(key, "rules") == 0 &&
				    w->type == CARC_NODE_MAPPING) {
					if (check_rulesets(u, w, err) != 0)
						return -1;
					continue;
				}
				/* a round's values: each a mapping of names */
				if (strcmp(key, "rounds") == 0) {
					if (check_round(u, w, err) != 0)
						return -1;
					continue;
				}
				/* an element's values to variants */
				if (strcmp(key, "variants") == 0) {
					if (check_variants(u, w, err) != 0)
						return -1;
					continue;
				}
				if (w->type != CARC_NODE_SCALAR)
					return bad_block(u, w,
					    "expected a scalar", err);
				/* the one place a feature goes: spot C */
				if (strcmp(key, "features") == 0 &&
				    strcmp(w->scalar, "centre") != 0)
					return bad_block(u, w,
					    "expected 'centre'", err);
				if (strcmp(key, "rolls") == 0 &&
				    die_faces(w->scalar) == 0)
					return bad_block(u, w, "expected a "
					    "number of faces, 1 to 99", err);
			}
			continue;
		}
		if (strcmp(key, "variant") == 0) {
			if (v->type != CARC_NODE_SCALAR)
				return bad_block(u, v, "expected a variant "
				    "name", err);
			continue;
		}
		return carc_error_set(err, "%s:%d:%d: import.jcz: unknown "
		    "key '%.40s'", u->file, b->items[i].line,
		    b->items[i].col, key);
	}
	return 0;
}

static int
read_blocks(struct blocks *bl, const struct carc_plugin_set *set,
    struct carc_error *err)
{
	const struct carc_catalogue *cat = &set->cat;
	size_t i;

	memset(bl, 0, sizeof(*bl));
	for (i = 0; i < cat->nimports && bl->n < CARC_MAX_PLUGINS + 1; i++) {
		struct carc_jcz_use *u = &bl->b[bl->n];
		const struct carc_node *v;

		u->set = cat->imports[i].set;
		u->block = carc_catalogue_import(cat, u->set, "jcz", &u->file);
		if (u->block == NULL)
			continue;
		/* the base catalogue is the one of no plugin */
		u->plugin = carc_plugins_find(set, u->set) != NULL;
		if (check_block(u, err) != 0)
			return -1;
		if ((v = get(u->block, "variant")) != NULL)
			u->variant = v->scalar;
		bl->n++;
	}
	if (bl->n == 0 || bl->b[0].plugin)
		return carc_error_set(err, "the base catalogue has no "
		    "import.jcz block: no JCloisterZone set is known");
	return 0;
}

int
carc_jcz_check_catalogues(const struct carc_plugin_set *set,
    struct carc_error *err)
{
	struct blocks bl;

	return read_blocks(&bl, set, err);
}

/* -- values ----------------------------------------------------------------- */

/* A JSON value as text: a string as it is, true/false, a number. */
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

/* -- tile sets --------------------------------------------------------------- */

/* "NAME/1:2" -> the id "NAME/1" (n bytes) and edition 2 (0: none). */
static int
split_set(const char *key, size_t *n, int *edition)
{
	const char *colon = strrchr(key, ':');

	*n = colon ? (size_t)(colon - key) : strlen(key);
	*edition = 0;
	if (colon == NULL)
		return 0;
	if (colon[1] < '1' || colon[1] > '0' + CARC_MAX_EDITIONS ||
	    colon[2] != '\0')
		return -1;
	*edition = colon[1] - '0';
	return 0;
}

/* The block whose sets hold key's id, or -1. */
static int
find_set(const struct blocks *bl, const char *key, size_t n)
{
	const struct carc_node *sets;
	size_t i, j;

	for (i = 0; i < bl->n; i++) {
		sets = get(bl->b[i].block, "sets");
		for (j = 0; sets != NULL && j < sets->n; j++)
			if (strlen(sets->items[j].scalar) == n &&
			    strncmp(sets->items[j].scalar, key, n) == 0)
				return (int)i;
	}
	return -1;
}

static int
read_sets(struct blocks *bl, const json_t *sets, struct carc_error *err)
{
	const json_t *v;
	const char *key;

	if (!json_is_object(sets))
		return carc_error_set(err, "setup.sets is missing or not an "
		    "object");
	json_object_foreach((json_t *)sets, key, v) {
		json_int_t count;
		size_t n;
		int k, ed;

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
		if (split_set(key, &n, &ed) != 0 ||
		    (k = find_set(bl, key, n)) < 0)
			return carc_error_set(err, "tile set '%.64s' is not "
			    "supported", key);
		bl->in_play[k] = bl->by_set[k] = 1;
	}
	if (!bl->in_play[0])
		return carc_error_set(err, "setup.sets has no '%s' tile set: "
		    "a game without the base game is not supported",
		    get(bl->b[0].block, "sets") != NULL &&
		    get(bl->b[0].block, "sets")->n > 0 ?
		    get(bl->b[0].block, "sets")->items[0].scalar : "?");
	return 0;
}

/* The editions of the sets: a set given in an edition below the game's
 * is not the supply carc plays (a plugin's `edition` asks for every
 * set's later edition, whose copies replace plain tiles); one above it is, its
 * copies played as their twins (find_tile in jcz.c). */
static int
check_editions(const struct carc_jcz_setup *su, const json_t *sets,
    struct carc_error *err)
{
	const json_t *v;
	const char *key;

	json_object_foreach((json_t *)sets, key, v) {
		size_t n;
		int ed;

		if (!is_on(v) || split_set(key, &n, &ed) != 0 || ed == 0 ||
		    ed >= su->edition)
			continue;
		return carc_error_set(err, "tile set '%.64s' is edition %d: "
		    "with '%s' carc plays every set's edition %d", key, ed,
		    su->edition_by ? su->edition_by : "?", su->edition);
	}
	return 0;
}

/* -- elements ----------------------------------------------------------------- */

/* The block whose elements hold key, or -1. */
static int
find_element(const struct blocks *bl, const char *key)
{
	size_t i;

	for (i = 0; i < bl->n; i++)
		if (get(get(bl->b[i].block, "elements"), key) != NULL)
			return (int)i;
	return -1;
}

static int
read_elements(struct blocks *bl, const json_t *elements,
    struct carc_error *err)
{
	const json_t *v;
	const char *key;
	int k;

	if (!json_is_object(elements))
		return carc_error_set(err, "setup.elements is missing or not "
		    "an object");
	v = json_object_get(elements, FOLLOWERS);
	if (!json_is_integer(v) || json_integer_value(v) != CARC_MEEPLES_PER_SEAT)
		return carc_error_set(err, "element '" FOLLOWERS "' is not 7: "
		    "carc checks games of 7 followers each (BASE-SETUP-SUPPLY)");
	if (!is_on(json_object_get(elements, FARMERS)))
		return carc_error_set(err, "element '" FARMERS "' is off: "
		    "carc checks games with farmers only");
	json_object_foreach((json_t *)elements, key, v) {
		if (!is_on(v) || strcmp(key, FOLLOWERS) == 0 ||
		    strcmp(key, FARMERS) == 0)
			continue;
		if ((k = find_element(bl, key)) < 0)
			return carc_error_set(err, "element '%.64s' is not "
			    "supported", key);
		/* an element of a catalogue with sets changes nothing
		 * without them, unless it plays alone; an inert one
		 * nothing on its own */
		if ((get(bl->b[k].block, "sets") == NULL ||
		    has(get(bl->b[k].block, "alone"), key)) &&
		    !has(get(bl->b[k].block, "inert"), key))
			bl->in_play[k] = 1;
	}
	return 0;
}

/* Every element of a block in play is on, with its value, or with one
 * its `variants` maps to the plugin's variant (*variant, else left):
 * those a set brings are on whenever the set is used (JCloisterZone adds
 * them when it loads the save). */
static int
check_elements(const struct blocks *bl, size_t k, const json_t *elements,
    const json_t *sets, const char **variant, struct carc_error *err)
{
	const struct carc_node *other;
	const struct carc_node *want = get(bl->b[k].block, "elements");
	const struct carc_node *brings = get(bl->b[k].block, "brings");
	const char *why = NULL, *key;
	const json_t *v;
	char val[64];
	size_t i;

	/* what put it in play, for the message */
	json_object_foreach((json_t *)sets, key, v) {
		size_t n;
		int ed;

		if (is_on(v) && split_set(key, &n, &ed) == 0 &&
		    find_set(bl, key, n) == (int)k) {
			why = key;
			break;
		}
	}
	for (i = 0; want != NULL && i + 1 < want->n; i += 2) {
		const char *el = want->items[i].scalar;
		const char *wv = want->items[i + 1].scalar;

		v = json_object_get(elements, el);
		if (!is_on(v) && bl->by_set[k] && has(brings, el))
			continue;	/* brought by the set */
		if (!bl->by_set[k] && get(bl->b[k].block, "sets") != NULL &&
		    !has(get(bl->b[k].block, "alone"), el))
			continue;	/* in play by elements alone: theirs */
		if (!is_on(v)) {
			if (why != NULL)
				return carc_error_set(err, "tile set '%.64s' "
				    "without the element '%s' is not "
				    "supported", why, el);
			for (i = 0; i + 1 < want->n; i += 2)
				if (is_on(json_object_get(elements,
				    want->items[i].scalar)))
					break;
			return carc_error_set(err, "element '%s' without the "
			    "element '%s' is not supported",
			    i + 1 < want->n ? want->items[i].scalar : "?", el);
		}
		if (strcmp(wv, "true") == 0)
			continue;
		if (value_text(v, val, sizeof(val)) != 0)
			val[0] = '\0';
		if (strcmp(val, wv) == 0)
			continue;
		if ((other = get(get(get(bl->b[k].block, "variants"), el),
		    val)) != NULL) {
			*variant = other->scalar;	/* the catalogue's */
			continue;
		}
		return carc_error_set(err, "element '%s' is not %s: carc "
		    "checks games with %s each%s", el, wv, wv,
		    get(get(bl->b[k].block, "variants"), el) != NULL ?
		    ", or as its variants say" : "");
	}
	return 0;
}

/* -- rule switches ------------------------------------------------------------- */

static int
read_rules(struct carc_jcz_setup *su, const struct blocks *bl,
    const json_t *rules, struct carc_error *err)
{
	const json_t *v;
	const char *key;
	char val[64];
	size_t i;

	su->ruleset = CARC_RULESET_FINAL;
	if (rules == NULL || json_is_null(rules))
		return 0;	/* nothing changed from the defaults */
	if (!json_is_object(rules))
		return carc_error_set(err, "setup.rules is not an object");
	json_object_foreach((json_t *)rules, key, v) {
		const struct carc_node *claim = NULL, *r;
		int known = 0;

		for (i = 0; i < bl->n; i++) {
			if (has(get(bl->b[i].block, "others"), key))
				known = 1;
			if ((r = get(get(bl->b[i].block, "rules"), key)) ==
			    NULL)
				continue;
			known = 1;
			if (bl->in_play[i] && claim == NULL)
				claim = r;
		}
		if (!known)
			return carc_error_set(err, "rule switch '%.64s' is "
			    "unknown to carc: what it changes cannot be "
			    "checked", key);
		if (claim == NULL)
			continue;	/* of a set the save does not use */
		if (value_text(v, val, sizeof(val)) != 0)
			return carc_error_set(err, "rule switch '%s': the "
			    "value is not a string, true/false or a number",
			    key);
		if (claim->type == CARC_NODE_SCALAR) {
			if (strcmp(val, claim->scalar) == 0)
				continue;
		} else if ((r = get(claim, val)) != NULL) {
			/* a ruleset's name: check_rulesets */
			su->ruleset = carc_ruleset_parse(r->scalar);
			continue;
		}
		return carc_error_set(err, "rule switch '%s' is '%.64s': a "
		    "rule carc cannot check", key, val);
	}
	return 0;
}

/* -- the setup ------------------------------------------------------------------ */

int
carc_jcz_read_setup(struct carc_jcz_setup *su, const json_t *setup,
    const struct carc_plugin_set *set, struct carc_error *err)
{
	const json_t *elements, *sets;
	struct blocks bl;
	size_t i;

	memset(su, 0, sizeof(*su));
	su->edition = 1;
	if (!json_is_object(setup))
		return carc_error_set(err, "setup is missing or not an object");
	if (read_blocks(&bl, set, err) != 0)
		return -1;
	elements = json_object_get(setup, "elements");
	sets = json_object_get(setup, "sets");
	if (read_sets(&bl, sets, err) != 0 ||
	    read_elements(&bl, elements, err) != 0)
		return -1;
	for (i = 0; i < bl.n; i++) {
		const struct carc_loaded_plugin *lp;

		if (!bl.in_play[i])
			continue;
		if (check_elements(&bl, i, elements, sets, &bl.b[i].variant,
		    err) != 0)
			return -1;
		if (su->nuse == sizeof(su->use) / sizeof(su->use[0]))
			return carc_error_set(err, "more than %d expansions",
			    CARC_IMPORT_MAX_EXP);
		su->use[su->nuse++] = bl.b[i];
		lp = bl.b[i].plugin ? carc_plugins_find(set, bl.b[i].set) :
		    NULL;
		if (lp != NULL && lp->desc->edition > su->edition) {
			su->edition = lp->desc->edition;
			su->edition_by = bl.b[i].set;
		}
	}
	if (check_editions(su, sets, err) != 0)
		return -1;
	return read_rules(su, &bl, json_object_get(setup, "rules"), err);
}

/* -- what the replay asks ------------------------------------------------------- */

static const char *
lookup(const struct carc_jcz_setup *su, const char *map, const char *key)
{
	const struct carc_node *v;
	size_t i;

	for (i = 0; i < su->nuse; i++)
		if ((v = get(get(su->use[i].block, map), key)) != NULL)
			return v->scalar;
	return NULL;
}

const char *
carc_jcz_figure(const struct carc_jcz_setup *su, const char *type)
{
	if (strcmp(type, FOLLOWER_TYPE) == 0)
		return "";
	return lookup(su, "figures", type);
}

const char *
carc_jcz_return(const struct carc_jcz_setup *su, const char *source)
{
	return lookup(su, "returns", source);
}

const char *
carc_jcz_remove(const struct carc_jcz_setup *su, const char *source)
{
	return lookup(su, "removes", source);
}

const char *
carc_jcz_place(const struct carc_jcz_setup *su, const char *type)
{
	return lookup(su, "places", type);
}

const char *
carc_jcz_neutral(const struct carc_jcz_setup *su, const char *figure)
{
	return lookup(su, "neutral", figure);
}

int
carc_jcz_any_player(const struct carc_jcz_setup *su, const char *figure)
{
	size_t i;

	for (i = 0; i < su->nuse; i++)
		if (has(get(su->use[i].block, "any_player"), figure))
			return 1;
	return 0;
}

const char *
carc_jcz_token(const struct carc_jcz_setup *su, const char *token)
{
	return lookup(su, "tokens", token);
}

int
carc_jcz_roll(const struct carc_jcz_setup *su, const char *feature)
{
	const char *v = lookup(su, "rolls", feature);

	return v != NULL ? die_faces(v) : 0;
}

int
carc_jcz_round(const struct carc_jcz_setup *su, const char *type,
    const char *value, const char **arg)
{
	const struct carc_node *r, *v;
	size_t i;

	*arg = NULL;
	for (i = 0; i < su->nuse; i++)
		if ((r = get(get(su->use[i].block, "rounds"), type)) != NULL) {
			if (value != NULL && (v = get(r, value)) != NULL)
				*arg = v->scalar;
			return 1;
		}
	return 0;
}

int
carc_jcz_centre_feature(const struct carc_jcz_setup *su, const char *feature)
{
	const char *v = lookup(su, "features", feature);

	return v != NULL && strcmp(v, "centre") == 0;
}

int
carc_jcz_set_in_play(const struct carc_jcz_setup *su, const char *name,
    const char *variant)
{
	size_t i;

	for (i = 0; i < su->nuse; i++)
		if (strcmp(su->use[i].set, name) == 0 &&
		    (variant[0] == '\0' || su->use[i].variant == NULL ||
		    strcmp(su->use[i].variant, variant) == 0))
			return 1;
	return 0;
}
