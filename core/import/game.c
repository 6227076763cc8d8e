/*
 * game.c - see game.h.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/game.h"
#include "record/record.h"

void
carc_import_game_free(struct carc_import_game *g)
{
	size_t i;

	free(g->source);
	g->source = NULL;
	free(g->key);
	g->key = NULL;
	for (i = 0; i < g->nplayers && i < CARC_IMPORT_MAX_SEATS; i++) {
		free(g->player[i]);
		g->player[i] = NULL;
	}
	g->nplayers = 0;
	free(g->actions);
	g->actions = NULL;
	g->nactions = g->actions_cap = 0;
}

struct carc_import_action *
carc_import_add_action(struct carc_import_game *g, size_t k)
{
	struct carc_import_move *m = &g->moves[k];
	struct carc_import_action *a;

	if (g->nactions == g->actions_cap) {
		size_t cap = g->actions_cap ? 2 * g->actions_cap : 16;

		if ((a = realloc(g->actions, cap * sizeof(*a))) == NULL)
			return NULL;
		g->actions = a;
		g->actions_cap = cap;
	}
	if (m->nactions == 0)
		m->first_action = g->nactions;
	a = &g->actions[g->nactions++];
	memset(a, 0, sizeof(*a));
	a->n = (int)++m->nactions;
	a->seat = -1;
	return a;
}

/* A text column from an importer's string: "" is NULL. */
static void
put_text(struct carc_text16 *t, const char *s)
{
	t->null = s[0] == '\0';
	t->too_long = 0;
	snprintf(t->s, sizeof(t->s), "%s", s);
}

int
carc_import_to_record(const struct carc_import_game *g, int64_t id,
    struct carc_record *rec, struct carc_error *err)
{
	size_t i;

	if (g->nexp > CARC_MAX_EXPANSIONS || g->nplayers > CARC_MAX_SEATS)
		return carc_error_set(err, "too many expansions or players");
	if (carc_record_reserve(rec, g->nmoves, 0) != 0 ||
	    carc_record_reserve_actions(rec, g->nactions) != 0)
		return carc_error_set(err, "out of memory");
	rec->id = id;
	snprintf(rec->ruleset, sizeof(rec->ruleset), "%s",
	    g->ruleset ? g->ruleset : "final");
	snprintf(rec->tile_supply, sizeof(rec->tile_supply), "%s",
	    g->tile_supply ? g->tile_supply : "standard");
	snprintf(rec->status, sizeof(rec->status), "%s", g->status);
	rec->unreadable[0] = '\0';
	rec->nexpansions = g->nexp;
	for (i = 0; i < g->nexp; i++) {
		struct carc_expansion *x = &rec->expansions[i];

		memset(x, 0, sizeof(*x));
		snprintf(x->name, sizeof(x->name), "%s", g->exp[i].name);
		x->has_variant = g->exp[i].variant != NULL;
		if (x->has_variant)
			snprintf(x->variant, sizeof(x->variant), "%s",
			    g->exp[i].variant);
	}
	rec->nplayers = g->nplayers;
	for (i = 0; i < g->nplayers; i++) {
		struct carc_player *p = &rec->players[i];

		memset(p, 0, sizeof(*p));
		p->seat = (int64_t)i;
		snprintf(p->name, sizeof(p->name), "%s",
		    g->player[i] ? g->player[i] : "");
	}
	rec->nmoves = g->nmoves;
	for (i = 0; i < g->nmoves; i++) {
		const struct carc_import_move *im = &g->moves[i];
		struct carc_move *m = &rec->moves[i];

		memset(m, 0, sizeof(*m));
		m->seq = (int64_t)i;
		m->has_seat = im->seat >= 0;
		m->seat = im->seat;
		snprintf(m->tile, sizeof(m->tile), "%s", im->tile);
		m->action = im->discard ? CARC_ACTION_DISCARD :
		    CARC_ACTION_PLACE;
		m->has_xy = m->has_rotation = !im->discard;
		m->x = im->x;
		m->y = im->y;
		m->rotation = im->rotation;
		m->meeple.null = im->meeple[0] == '\0';
		snprintf(m->meeple.s, sizeof(m->meeple.s), "%s", im->meeple);
	}
	rec->nactions = 0;
	for (i = 0; i < g->nmoves; i++) {
		const struct carc_import_move *im = &g->moves[i];
		size_t k;

		rec->moves[i].first_action = (uint32_t)rec->nactions;
		rec->moves[i].nactions = (uint32_t)im->nactions;
		for (k = 0; k < im->nactions; k++) {
			const struct carc_import_action *ia =
			    &g->actions[im->first_action + k];
			struct carc_action_row *a =
			    &rec->actions[rec->nactions++];

			memset(a, 0, sizeof(*a));
			a->seq = (int64_t)i;
			a->n = ia->n;
			a->has_seat = ia->seat >= 0;
			a->seat = ia->seat;
			put_text(&a->verb, ia->verb);
			put_text(&a->kind, ia->kind);
			put_text(&a->spot, ia->spot);
			a->has_xy = (uint8_t)ia->has_xy;
			a->x = ia->x;
			a->y = ia->y;
			a->arg.null = ia->arg[0] == '\0';
			snprintf(a->arg.s, sizeof(a->arg.s), "%s", ia->arg);
		}
	}
	rec->nscores = 0;
	return 0;
}
