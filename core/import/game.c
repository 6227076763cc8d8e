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
	free(g->legacy_key);
	g->legacy_key = NULL;
	for (i = 0; i < g->nplayers && i < CARC_IMPORT_MAX_SEATS; i++) {
		free(g->player[i]);
		g->player[i] = NULL;
	}
	g->nplayers = 0;
}

int
carc_import_to_record(const struct carc_import_game *g, int64_t id,
    struct carc_record *rec, struct carc_error *err)
{
	size_t i;

	if (g->nexp > CARC_MAX_EXPANSIONS || g->nplayers > CARC_MAX_SEATS)
		return carc_error_set(err, "too many expansions or players");
	if (carc_record_reserve(rec, g->nmoves, 0) != 0)
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
	rec->nscores = 0;
	/* record format 2: the turns' actions, of the moves kept (end.c
	 * may cut the last ones) */
	rec->nactions = 0;
	if (carc_record_reserve_actions(rec, g->nactions) != 0)
		return carc_error_set(err, "out of memory");
	for (i = 0; i < g->nactions; i++) {
		const struct carc_import_action *ia = &g->actions[i];
		struct carc_action_row *a;
		struct carc_move *m;

		if (ia->move >= g->nmoves)
			continue;
		a = &rec->actions[rec->nactions];
		memset(a, 0, sizeof(*a));
		a->seq = (int64_t)ia->move;
		a->n = ia->n;
		a->has_seat = ia->seat >= 0;
		a->seat = ia->seat;
		a->has_xy = ia->has_xy;
		a->x = ia->x;
		a->y = ia->y;
		snprintf(a->verb.s, sizeof(a->verb.s), "%s", ia->verb);
		a->kind.null = ia->kind[0] == '\0';
		snprintf(a->kind.s, sizeof(a->kind.s), "%s", ia->kind);
		a->spot.null = ia->spot[0] == '\0';
		snprintf(a->spot.s, sizeof(a->spot.s), "%s", ia->spot);
		a->arg.null = ia->arg[0] == '\0';
		snprintf(a->arg.s, sizeof(a->arg.s), "%s", ia->arg);
		m = &rec->moves[ia->move];
		if (m->nactions == 0)
			m->first_action = (uint32_t)rec->nactions;
		m->nactions++;
		rec->nactions++;
	}
	return 0;
}
