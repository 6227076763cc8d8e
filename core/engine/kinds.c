/*
 * kinds.c - see kinds.h.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/kinds.h"

/* BASE-SETUP-SUPPLY: 7 followers a seat (the 8th marks the score). */
#define FOLLOWERS_PER_SEAT 7
#define FIGURE_SUPPLY_MAX 32
#define FIGURE_WEIGHT_MAX 8

void
carc_kinds_init(struct carc_kinds *k)
{
	static const char *const edges[3] = { "field", "road", "city" };
	static const char letters[3] = { 'F', 'R', 'C' };
	static const char *const features[4] = {
		"field", "road", "city", "monastery"
	};
	struct carc_figure_def *f;
	int i;

	memset(k, 0, sizeof(*k));
	for (i = 0; i < CARC_NVERBS; i++)
		k->first_verb[i] = -1;
	for (i = 0; i < 3; i++) {
		k->edge[i].name = edges[i];
		k->edge[i].letter = letters[i];
		k->edge[i].slot = CARC_SLOT_BASE;
	}
	for (i = 0; i < 4; i++) {
		k->feature[i].name = features[i];
		k->feature[i].slot = CARC_SLOT_BASE;
	}
	/* BASE-MEEPLE-SPOT: a follower goes on a road, city, monastery or
	 * field, nowhere else; BASE-MEEPLE-SUPPLY: from its 7. */
	f = &k->figure[CARC_FIGURE_FOLLOWER_KIND];
	f->name = "follower";
	f->supply = FOLLOWERS_PER_SEAT;
	f->weight = 1;
	f->flags = CARC_FIGURE_FOLLOWER;
	f->stands_on = 1u << CARC_FIELD | 1u << CARC_ROAD | 1u << CARC_CITY |
	    1u << CARC_MONASTERY;
	f->slot = CARC_SLOT_BASE;
	f->supply_rule = "BASE-MEEPLE-SUPPLY";
	f->spot_rule = "BASE-MEEPLE-SPOT";
	k->nfigures = 1;
	k->next_edge = CARC_EDGE_PLUGIN;
	k->next_feature = CARC_KIND_PLUGIN;
}

int
carc_kinds_edge(const struct carc_kinds *k, const char *name)
{
	int i;

	for (i = 0; name != NULL && i < CARC_MAX_KINDS; i++)
		if (k->edge[i].name != NULL && strcmp(k->edge[i].name, name) == 0)
			return i;
	return -1;
}

int
carc_kinds_feature(const struct carc_kinds *k, const char *name)
{
	int i;

	/* the first letter before strcmp: asked at every feature a
	 * plugin names */
	for (i = 0; name != NULL && i < CARC_MAX_KINDS; i++)
		if (k->feature[i].name != NULL &&
		    k->feature[i].name[0] == name[0] &&
		    strcmp(k->feature[i].name, name) == 0)
			return i;
	return -1;
}

int
carc_kinds_figure(const struct carc_kinds *k, const char *name)
{
	size_t i;

	/* Asked by name at every service call about a figure: the first
	 * letters tell most kinds apart without a call to strcmp. */
	for (i = 0; name != NULL && i < k->nfigures; i++)
		if (k->figure[i].name[0] == name[0] &&
		    strcmp(k->figure[i].name, name) == 0)
			return (int)i;
	return -1;
}

/* [a-z][a-z0-9_]*, at most 31 characters: a record's word for it. */
static int
kind_name_ok(const char *s)
{
	size_t i;

	if (s == NULL || s[0] < 'a' || s[0] > 'z')
		return 0;
	for (i = 1; s[i] != '\0'; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= '0' && s[i] <= '9') || s[i] == '_'))
			return 0;
	return i < 32;
}

/* A rule a declaration cites must be the plugin's own (NULL allowed where
 * `optional`); the descriptor's copy is what the engine keeps. */
static int
own_rule(const struct carc_plugin *p, const char *rule, int optional,
    const char **out)
{
	size_t i;

	*out = NULL;
	if (rule == NULL)
		return optional ? 0 : -1;
	for (i = 0; i < p->nrules; i++)
		if (p->rules[i].id != NULL && strcmp(p->rules[i].id, rule) == 0) {
			*out = p->rules[i].id;
			return 0;
		}
	return -1;
}

/* Is the name free among every kind of every table?  One word names one
 * thing in a record and a catalogue. */
static int
name_taken(const struct carc_kinds *k, const char *name)
{
	size_t i;

	for (i = 0; i < k->nactions; i++)
		if (k->action[i].verb == CARC_VERB_TOKEN &&
		    strcmp(k->action[i].kind, name) == 0)
			return 1;
	return carc_kinds_edge(k, name) >= 0 ||
	    carc_kinds_feature(k, name) >= 0 ||
	    carc_kinds_figure(k, name) >= 0 ||
	    strcmp(name, "return") == 0 || strcmp(name, "monastery") == 0;
}

static int
add_edges(struct carc_kinds *k, const struct carc_plugin *p, int slot,
    const char *path, struct carc_error *err)
{
	size_t i;
	int j;

	for (i = 0; i < p->nedge_kinds; i++) {
		const struct carc_edge_kind *d = &p->edge_kinds[i];
		struct carc_edge_def *e;
		const char *rule;

		if (!kind_name_ok(d->name))
			return carc_error_set(err, "plugin '%s': edge kind %zu "
			    "has no valid name ([a-z][a-z0-9_]*)", path, i);
		if (name_taken(k, d->name))
			return carc_error_set(err, "plugin '%s': edge kind "
			    "'%s' is already a kind of the core or of another "
			    "plugin", path, d->name);
		if (d->letter < 'A' || d->letter > 'Z')
			return carc_error_set(err, "plugin '%s': edge kind "
			    "'%s' has no capital letter", path, d->name);
		for (j = 0; j < CARC_MAX_KINDS; j++)
			if (k->edge[j].name != NULL &&
			    k->edge[j].letter == d->letter)
				return carc_error_set(err, "plugin '%s': edge "
				    "kind '%s' takes the letter '%c' of edge "
				    "kind '%s'", path, d->name, d->letter,
				    k->edge[j].name);
		if (own_rule(p, d->mismatch_rule, 1, &rule) != 0)
			return carc_error_set(err, "plugin '%s': edge kind "
			    "'%s' cites '%s', not one of its rules", path,
			    d->name, d->mismatch_rule);
		if (k->next_edge >= CARC_MAX_KINDS)
			return carc_error_set(err, "plugin '%s': more than %d "
			    "edge kinds in all", path,
			    CARC_MAX_KINDS - CARC_EDGE_PLUGIN);
		e = &k->edge[k->next_edge++];
		e->name = d->name;
		e->letter = d->letter;
		e->slot = slot;
		e->mismatch_rule = rule;
		e->decl = d;
	}
	return 0;
}

static int
add_features(struct carc_kinds *k, const struct carc_plugin *p, int slot,
    const char *path, struct carc_error *err)
{
	size_t i;

	for (i = 0; i < p->nfeature_kinds; i++) {
		const struct carc_feature_kind *d = &p->feature_kinds[i];
		struct carc_feature_def *f;
		const char *rule;

		if (!kind_name_ok(d->name))
			return carc_error_set(err, "plugin '%s': feature kind "
			    "%zu has no valid name ([a-z][a-z0-9_]*)", path, i);
		if (name_taken(k, d->name))
			return carc_error_set(err, "plugin '%s': feature kind "
			    "'%s' is already a kind of the core or of another "
			    "plugin", path, d->name);
		if (d->shape != CARC_SHAPE_CENTRE)
			return carc_error_set(err, "plugin '%s': feature kind "
			    "'%s' has shape %d, not one this carc knows (%d, "
			    "CARC_SHAPE_CENTRE)", path, d->name, d->shape,
			    CARC_SHAPE_CENTRE);
		if (own_rule(p, d->figure_rule, 1, &rule) != 0)
			return carc_error_set(err, "plugin '%s': feature kind "
			    "'%s' cites '%s', not one of its rules", path,
			    d->name, d->figure_rule);
		if (k->next_feature >= CARC_MAX_KINDS)
			return carc_error_set(err, "plugin '%s': more than %d "
			    "feature kinds in all", path,
			    CARC_MAX_KINDS - CARC_KIND_PLUGIN);
		f = &k->feature[k->next_feature++];
		f->name = d->name;
		f->shape = d->shape;
		f->slot = slot;
		f->figure_rule = rule;
		f->decl = d;
	}
	return 0;
}

static int
add_figures(struct carc_kinds *k, const struct carc_plugin *p, int slot,
    const char *path, struct carc_error *err)
{
	size_t i, j;

	for (i = 0; i < p->nfigure_kinds; i++) {
		const struct carc_figure_kind *d = &p->figure_kinds[i];
		struct carc_figure_def f;
		int kind;

		if (!kind_name_ok(d->name))
			return carc_error_set(err, "plugin '%s': figure kind "
			    "%zu has no valid name ([a-z][a-z0-9_]*)", path, i);
		if (name_taken(k, d->name))
			return carc_error_set(err, "plugin '%s': figure kind "
			    "'%s' is already a kind of the core or of another "
			    "plugin", path, d->name);
		if (d->supply < 1 || d->supply > FIGURE_SUPPLY_MAX ||
		    d->weight < 0 || d->weight > FIGURE_WEIGHT_MAX)
			return carc_error_set(err, "plugin '%s': figure kind "
			    "'%s': supply %d and weight %d (1 to %d, 0 to %d)",
			    path, d->name, d->supply, d->weight,
			    FIGURE_SUPPLY_MAX, FIGURE_WEIGHT_MAX);
		memset(&f, 0, sizeof(f));
		f.name = d->name;
		f.supply = d->supply;
		f.weight = d->weight;
		/* A 3.x plugin's flags mean what they meant: bits it never
		 * knew are not read as the 4.0 ones. */
		f.flags = d->flags & (CARC_FIGURE_FOLLOWER |
		    CARC_FIGURE_RETURNABLE | (p->abi_major >= 4 ?
		    CARC_FIGURE_NEUTRAL | CARC_FIGURE_ON_TILE |
		    CARC_FIGURE_BESIDE : 0));
		if ((f.flags & CARC_FIGURE_NEUTRAL) && (d->weight != 0 ||
		    (f.flags & (CARC_FIGURE_FOLLOWER |
		    CARC_FIGURE_RETURNABLE))))
			return carc_error_set(err, "plugin '%s': figure kind "
			    "'%s' is neutral: weight 0, neither a follower nor "
			    "taken back", path, d->name);
		if ((f.flags & CARC_FIGURE_BESIDE) && (d->weight != 0 ||
		    (f.flags & CARC_FIGURE_FOLLOWER)))
			return carc_error_set(err, "plugin '%s': figure kind "
			    "'%s' stands beside followers: weight 0, no "
			    "follower", path, d->name);
		if ((f.flags & CARC_FIGURE_ON_TILE) && d->stands_on != NULL)
			return carc_error_set(err, "plugin '%s': figure kind "
			    "'%s' stands on a tile: it names no feature kind "
			    "to stand on", path, d->name);
		f.slot = slot;
		f.decl = d;
		if (d->stands_on == NULL)
			f.stands_on = k->figure[CARC_FIGURE_FOLLOWER_KIND].stands_on;
		for (j = 0; d->stands_on != NULL && d->stands_on[j] != NULL;
		    j++) {
			/* kinds of this plugin are added before its figures */
			if ((kind = carc_kinds_feature(k, d->stands_on[j])) < 0)
				return carc_error_set(err, "plugin '%s': figure "
				    "kind '%s' stands on '%s', which is no "
				    "feature kind", path, d->name,
				    d->stands_on[j]);
			f.stands_on |= 1u << kind;
		}
		if (own_rule(p, d->supply_rule, 0, &f.supply_rule) != 0 ||
		    own_rule(p, d->spot_rule, 0, &f.spot_rule) != 0 ||
		    own_rule(p, d->return_rule,
		    !(f.flags & CARC_FIGURE_RETURNABLE), &f.return_rule) != 0)
			return carc_error_set(err, "plugin '%s': figure kind "
			    "'%s' must cite its own rules for supply, spot%s",
			    path, d->name, f.flags & CARC_FIGURE_RETURNABLE ?
			    " and taking back" : "");
		if (k->nfigures >= CARC_MAX_FIGURES)
			return carc_error_set(err, "plugin '%s': more than %d "
			    "figure kinds in all", path, CARC_MAX_FIGURES - 1);
		k->figure[k->nfigures++] = f;
	}
	return 0;
}

const char *const carc_verb_names[CARC_NVERBS] = {
	[CARC_VERB_PLACE] = "place",
	[CARC_VERB_MOVE] = "move",
	[CARC_VERB_REMOVE] = "remove",
	[CARC_VERB_RETURN] = "return",
	[CARC_VERB_TOKEN] = "token",
	[CARC_VERB_ROLL] = "roll",
	[CARC_VERB_CHOOSE] = "choose",
};

/* Every action of a record is parsed: the name carc_verb_names may
 * hold is told by its first letters (the second of the r's), then
 * compared once.  A verb added to the table is added here. */
int
carc_verb_parse(const char *s)
{
	int v;

	switch (s[0]) {
	case 'p':
		v = CARC_VERB_PLACE;
		break;
	case 'm':
		v = CARC_VERB_MOVE;
		break;
	case 't':
		v = CARC_VERB_TOKEN;
		break;
	case 'c':
		v = CARC_VERB_CHOOSE;
		break;
	case 'r':
		if (s[1] == 'o')
			v = CARC_VERB_ROLL;
		else if (s[1] == 'e' && s[2] == 'm')
			v = CARC_VERB_REMOVE;
		else
			v = CARC_VERB_RETURN;
		break;
	default:
		return -1;
	}
	return strcmp(s, carc_verb_names[v]) == 0 ? v : -1;
}

/* The verbs that move a figure, whose kind is a figure kind. */
static int
figure_verb(int verb)
{
	return verb == CARC_VERB_PLACE || verb == CARC_VERB_MOVE ||
	    verb == CARC_VERB_REMOVE || verb == CARC_VERB_RETURN;
}

/* roll and choose carry a value, not a kind. */
static int
kindless_verb(int verb)
{
	return verb == CARC_VERB_ROLL || verb == CARC_VERB_CHOOSE;
}

int
carc_kinds_action(const struct carc_kinds *k, uint32_t slots, int verb,
    const char *kind)
{
	int i;

	/* the verb's declarations alone (next_verb): asked at every action
	 * of a record, of some forty declarations in all */
	if (verb < 0 || verb >= CARC_NVERBS)
		return -1;
	for (i = k->first_verb[verb]; i >= 0; i = k->action[i].next_verb) {
		const struct carc_action_def *a = &k->action[i];

		if (!(slots & (1u << a->slot)))
			continue;
		/* the declaration's own string, else its first letter,
		 * before strcmp: asked at every action of a record */
		if (a->kind == kind)
			return i;
		if (kind != NULL && a->kind != NULL &&
		    a->kind[0] == kind[0] && strcmp(a->kind, kind) == 0)
			return i;
	}
	return -1;
}

int
carc_kinds_action_twin(const struct carc_kinds *k, uint32_t slots, int def)
{
	int i;

	for (i = k->action[def].first_twin; i >= 0; i = k->action[i].next_twin)
		if (slots & (1u << k->action[i].slot))
			return i;
	return -1;
}

/* Links the declaration just added, the last, after its verb's. */
static void
link_verb(struct carc_kinds *k)
{
	int last = (int)k->nactions - 1;
	int *at = &k->first_verb[k->action[last].verb];

	k->action[last].next_verb = -1;
	while (*at >= 0)
		at = &k->action[*at].next_verb;
	*at = last;
}

/* Links the declaration just added, the last, to its twins. */
static void
link_twins(struct carc_kinds *k)
{
	int last = (int)k->nactions - 1, i;
	struct carc_action_def *a = &k->action[last];

	a->first_twin = last;
	a->next_twin = -1;
	for (i = 0; i < last; i++)
		if (k->action[i].verb == a->verb && (a->kind == NULL ?
		    k->action[i].kind == NULL : k->action[i].kind != NULL &&
		    strcmp(k->action[i].kind, a->kind) == 0))
			break;
	if (i == last)
		return;
	a->first_twin = i;
	while (k->action[i].next_twin >= 0)
		i = k->action[i].next_twin;
	k->action[i].next_twin = last;
}

/* One of the record's spots (doc/spec/record-format.md): N, E, S, W, C,
 * or a side's L or R half, NL .. WR.  Told by its letters: every
 * action of a record with a spot asks. */
static int
record_spot(const char *spot)
{
	switch (spot[0]) {
	case 'N':
	case 'E':
	case 'S':
	case 'W':
		return spot[1] == '\0' ||
		    ((spot[1] == 'L' || spot[1] == 'R') && spot[2] == '\0');
	case 'C':
		return spot[1] == '\0';
	default:
		return 0;
	}
}

int
carc_action_spot_ok(const struct carc_action_def *a, const char *spot)
{
	size_t i;

	if (a->spots != NULL) {
		for (i = 0; a->spots[i] != NULL; i++)
			if (a->spots[i][0] == spot[0] &&
			    strcmp(a->spots[i], spot) == 0)
				return 1;
		return 0;
	}
	return record_spot(spot);
}

enum carc_action_form
carc_action_form(const struct carc_kinds *k, const struct carc_action_def *a,
    long n, int has_xy, const char *spot)
{
	if (n < 0 && !(a->flags & CARC_ACTION_BEFORE_TILE))
		return CARC_FORM_BEFORE_TILE;
	if (a->flags & CARC_ACTION_NO_TILE)
		return has_xy || spot != NULL ? CARC_FORM_NO_TILE :
		    CARC_FORM_OK;
	if (!has_xy)
		return CARC_FORM_TILE;
	/* a figure that stands on a tile has no spot, unless its
	 * declaration names forms of its own */
	if (spot != NULL && ((a->figure >= 0 && a->spots == NULL &&
	    (k->figure[a->figure].flags & CARC_FIGURE_ON_TILE)) ||
	    !carc_action_spot_ok(a, spot)))
		return CARC_FORM_SPOT;
	return CARC_FORM_OK;
}

/* Does the descriptor hold the 4.0 declarations (a 3.x one is cut
 * before them)? */
static int
has_actions(const struct carc_plugin *p)
{
	return p->abi_major >= 4 && p->size >= offsetof(struct carc_plugin,
	    naction_kinds) + sizeof(p->naction_kinds) && p->naction_kinds > 0;
}

static int
add_actions(struct carc_kinds *k, const struct carc_plugin *p, int slot,
    const char *path, struct carc_error *err)
{
	size_t i;

	if (!has_actions(p))
		return 0;
	if (p->action_kinds == NULL ||
	    p->action_kinds[0].size < CARC_ACTION_KIND_SIZE_4_0)
		return carc_error_set(err, "plugin '%s': action_kinds is not "
		    "an array of struct carc_action_kind", path);
	for (i = 0; i < p->naction_kinds; i++) {
		const struct carc_action_kind *d =
		    carc_action_kind_item(p->action_kinds, i);
		struct carc_action_def a;
		int verb = d->verb != NULL ? carc_verb_parse(d->verb) : -1;

		memset(&a, 0, sizeof(a));
		a.figure = -1;
		if (verb < 0)
			return carc_error_set(err, "plugin '%s': action "
			    "%zu has no verb of the host's (place, move, "
			    "remove, return, token, roll, choose)", path, i);
		a.verb = verb;
		a.kind = d->kind;
		if (kindless_verb(verb) != (d->kind == NULL))
			return carc_error_set(err, "plugin '%s': action %zu "
			    "('%s'): %s", path, i, d->verb, d->kind == NULL ?
			    "names no kind" : "roll and choose name no kind");
		if (figure_verb(verb) &&
		    (a.figure = carc_kinds_figure(k, d->kind)) < 0)
			return carc_error_set(err, "plugin '%s': action '%s "
			    "%s' names no figure kind of the core or of a "
			    "plugin loaded before it", path, d->verb, d->kind);
		if (verb == CARC_VERB_MOVE && !(k->figure[a.figure].flags &
		    (CARC_FIGURE_NEUTRAL | CARC_FIGURE_ON_TILE)))
			return carc_error_set(err, "plugin '%s': action "
			    "'move %s': only a neutral or on-tile figure moves "
			    "(a seat's figure on a feature: remove, then "
			    "place)", path, d->kind);
		if (verb == CARC_VERB_RETURN && !(k->figure[a.figure].flags &
		    CARC_FIGURE_RETURNABLE))
			return carc_error_set(err, "plugin '%s': action "
			    "'return %s': the figure kind is not RETURNABLE",
			    path, d->kind);
		if (verb == CARC_VERB_TOKEN && (!kind_name_ok(d->kind) ||
		    name_taken(k, d->kind)))
			return carc_error_set(err, "plugin '%s': token kind "
			    "'%s' has no valid name or is already a kind", path,
			    d->kind);
		/* Twice by one plugin is a mistake; by two it is not: a
		 * `choose`, a `roll` or a `place follower` is any plugin's
		 * to declare (a token kind is one plugin's: name_taken).
		 * A row takes the declaration of the plugin that claims it
		 * (claim_action, ABI 4.2; actions.c), else the first loaded
		 * one's, and every check_action judges. */
		if (carc_kinds_action(k, 1u << slot, verb, d->kind) >= 0)
			return carc_error_set(err, "plugin '%s': action "
			    "'%s%s%s' is declared twice", path, d->verb,
			    d->kind ? " " : "", d->kind ? d->kind : "");
		if (own_rule(p, d->rule, 1, &a.rule) != 0)
			return carc_error_set(err, "plugin '%s': action "
			    "'%s%s%s' must cite its own rule", path, d->verb,
			    d->kind ? " " : "", d->kind ? d->kind : "");
		if (k->nactions >= CARC_MAX_ACTION_KINDS)
			return carc_error_set(err, "plugin '%s': more than %d "
			    "actions in all", path, CARC_MAX_ACTION_KINDS);
		a.flags = d->flags & (CARC_ACTION_BEFORE_TILE |
		    CARC_ACTION_AFTER_SCORING | CARC_ACTION_NO_TILE |
		    CARC_ACTION_ANY_SEAT | (verb == CARC_VERB_PLACE ?
		    CARC_ACTION_JOINS : 0));
		/* 4.0 accepted an action of any seat: its plugins keep that
		 * (carc_plugin.h, 4.1) */
		if (p->abi_major == 4 && p->abi_minor == 0)
			a.flags |= CARC_ACTION_ANY_SEAT;
		if (kindless_verb(verb))
			a.flags |= CARC_ACTION_NO_TILE;
		a.spots = d->spots;
		if (CARC_ACTION_KIND_HAS_ARGS(d))
			a.args = d->args;
		a.slot = slot;
		a.decl = d;
		k->action[k->nactions++] = a;
		link_twins(k);
		link_verb(k);
	}
	return 0;
}

int
carc_kinds_add(struct carc_kinds *k, const struct carc_plugin *p, int slot,
    const char *path, struct carc_error *err)
{
	struct carc_kinds next = *k;

	/* All or nothing: a refused plugin leaves no kind behind. */
	if ((p->nedge_kinds > 0 && p->edge_kinds == NULL) ||
	    (p->nfeature_kinds > 0 && p->feature_kinds == NULL) ||
	    (p->nfigure_kinds > 0 && p->figure_kinds == NULL))
		return carc_error_set(err, "plugin '%s' counts kinds it does "
		    "not declare", path);
	if (add_edges(&next, p, slot, path, err) != 0 ||
	    add_features(&next, p, slot, path, err) != 0 ||
	    add_figures(&next, p, slot, path, err) != 0 ||
	    add_actions(&next, p, slot, path, err) != 0)
		return -1;
	*k = next;
	return 0;
}

/* The figure kind called name[0 .. n) that a game with these slots plays,
 * or -1. */
static int
figure_named(const struct carc_kinds *k, uint32_t slots, const char *name,
    size_t n)
{
	size_t i;

	/* the first letter before the rest: every figure of a record is
	 * asked, of some twenty kinds (n > 0: kind_word) */
	for (i = 0; i < k->nfigures; i++) {
		const char *f = k->figure[i].name;

		if (f[0] == name[0] && strncmp(f, name, n) == 0 &&
		    f[n] == '\0')
			return (slots & (1u << k->figure[i].slot)) ? (int)i : -1;
	}
	return -1;
}

/* [a-z][a-z0-9_]*: the shape of a KIND in the grammar. */
static int
kind_word(const char *s, size_t n)
{
	size_t i;

	if (n == 0 || s[0] < 'a' || s[0] > 'z')
		return 0;
	for (i = 1; i < n; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= '0' && s[i] <= '9') || s[i] == '_'))
			return 0;
	return 1;
}

/* A coordinate of return:KIND@X,Y, record-format.md's
 * '-'? ('0' | [1-9][0-9]*): no '+', no leading zero, no blank; within an
 * int64. */
static int
coordinate(const char *s, size_t n, int64_t *out)
{
	char buf[24], *end;
	size_t i = n > 0 && s[0] == '-';

	if (n == 0 || n >= sizeof(buf) || i == n ||
	    (s[i] == '0' && i + 1 < n))
		return -1;
	for (; i < n; i++)
		if (s[i] < '0' || s[i] > '9')
			return -1;
	memcpy(buf, s, n);
	buf[n] = '\0';
	errno = 0;
	*out = strtoimax(buf, &end, 10);
	return errno != 0 || *end != '\0' ? -1 : 0;
}

int
carc_figure_parse(const struct carc_kinds *k, uint32_t slots,
    const char *text, struct carc_figure_move *out, char *why, size_t len)
{
	const char *colon, *at, *comma;
	size_t n;
	int kind;

	memset(out, 0, sizeof(*out));
	if (text == NULL)
		return 0;			/* no figure this move */
	if ((colon = strchr(text, ':')) == NULL) {
		/* SPOT: a follower, as records always wrote it */
		out->what = CARC_FIGURE_PUT;
		out->figure = CARC_FIGURE_FOLLOWER_KIND;
		out->spot = text;
		return 0;
	}
	n = (size_t)(colon - text);
	if (n == 6 && memcmp(text, "return", 6) == 0) {
		/* return:KIND@X,Y */
		const char *kname = colon + 1;

		if ((at = strchr(kname, '@')) == NULL)
			at = kname + strlen(kname);
		if (!kind_word(kname, (size_t)(at - kname))) {
			snprintf(why, len, "'%.40s' is not return:KIND@X,Y",
			    text);
			return -1;
		}
		kind = figure_named(k, slots, kname, (size_t)(at - kname));
		if (kind < 0) {
			snprintf(why, len, "no expansion of this game declares "
			    "the figure kind '%.*s'", (int)(at - kname), kname);
			return -1;
		}
		if (!(k->figure[kind].flags & CARC_FIGURE_RETURNABLE)) {
			snprintf(why, len, "a figure of kind '%s' cannot be "
			    "taken back (its expansion does not declare it "
			    "returnable)", k->figure[kind].name);
			return -1;
		}
		out->figure = kind;
		if (*at != '@' || (comma = strchr(at + 1, ',')) == NULL ||
		    coordinate(at + 1, (size_t)(comma - at - 1), &out->x) != 0 ||
		    coordinate(comma + 1, strlen(comma + 1), &out->y) != 0) {
			/* a malformed record, as a malformed spot is: the
			 * replay reports it (record-format.md, X and Y) */
			out->what = CARC_FIGURE_MALFORMED;
			return 0;
		}
		out->what = CARC_FIGURE_BACK;
		return 0;
	}
	/* KIND:SPOT */
	/* a kind's name has a KIND's shape (kind_name_ok at load): the
	 * shape is looked at only where none is named */
	if ((kind = figure_named(k, slots, text, n)) < 0) {
		if (!kind_word(text, n))
			snprintf(why, len, "'%.40s' names no figure kind "
			    "before its ':'", text);
		else
			snprintf(why, len, "no expansion of this game "
			    "declares the figure kind '%.*s'", (int)n, text);
		return -1;
	}
	out->what = CARC_FIGURE_PUT;
	out->figure = kind;
	out->spot = colon + 1;
	return 0;
}
