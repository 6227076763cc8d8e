/* end.c - see end.h.  The engine decides what fits (rules-en.md 1.3); the
 * move driver keeps the supply and the turn order (engine/drive.h). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "engine/drive.h"
#include "engine/game.h"
#include "import/end.h"

/* The discards to insert before move k (k = nmoves: after the last). */
struct pending {
	int type;		/* catalogue index */
	int copies;		/* left over */
	int at;			/* first moment it fitted nowhere, or -1 */
};

/* The import's move as the driver's. */
static void
to_move(const struct carc_import_move *m, int type, struct carc_drive_move *mv)
{
	memset(mv, 0, sizeof(*mv));
	mv->type = type;
	mv->discard = m->discard;
	mv->seat = m->seat;
	mv->x = m->x;
	mv->y = m->y;
	mv->rotation = m->rotation / 90;
	mv->tile = m->tile;
	mv->degrees = m->rotation;
	mv->has_xy = mv->has_rotation = !m->discard;
}

/* Every move of a known tile drawn from the driver's supply, the board
 * left to the replay below: what is left is the driver's to say. */
static void
draw_all(struct carc_drive *d, const struct carc_import_game *g,
    const struct carc_plugin_set *set)
{
	struct carc_drive_move mv;
	struct carc_drive_facts f;
	size_t k;

	for (k = 0; k < g->nmoves; k++) {
		int type = carc_catalogue_find(&set->cat, g->moves[k].tile);

		if (type < 0)
			continue;	/* of no set: drawn from no supply */
		to_move(&g->moves[k], type, &mv);
		carc_drive_tile(d, &mv, &f);
		carc_drive_finish(d, &f);
	}
}

static int
replay(struct carc_drive *d, const struct carc_import_game *g,
    const struct carc_plugin_set *set, struct pending *p, size_t np)
{
	struct carc_game *eng = carc_drive_game(d);
	struct carc_drive_move mv;
	struct carc_drive_facts f;
	size_t k, i;

	for (k = 0; k <= g->nmoves; k++) {
		const struct carc_import_move *m = &g->moves[k];
		int type;

		/* The moment after moves 0..k-1: what fits nowhere now? */
		if (k > 0)
			for (i = 0; i < np; i++)
				if (p[i].at < 0 &&
				    !carc_game_fits_anywhere(eng, p[i].type))
					p[i].at = (int)k;
		if (k == g->nmoves)
			break;
		type = carc_catalogue_find(&set->cat, m->tile);
		if (m->discard && type < 0)
			continue;	/* it changes nothing on the board */
		if (type < 0)
			return -1;	/* the verifier will say why */
		to_move(m, type, &mv);
		/* a square taken stops it: the verifier will say why */
		if (carc_drive_tile(d, &mv, &f) != 0)
			return -1;
		carc_drive_finish(d, &f);
	}
	return 0;
}

int
carc_import_infer_end(struct carc_import_game *g,
    const struct carc_plugin_set *set, struct carc_error *err)
{
	struct carc_game_plugin gp[CARC_IMPORT_MAX_EXP];
	struct carc_import_move *moves = NULL;
	struct carc_drive *d = NULL;
	struct pending *p = NULL;
	size_t np = 0, i, k, n, a, extra = 0;
	int r = -1, ruleset, left, next;

	if (g->status != NULL)
		return 0;	/* the save said (jcz.c: gameAnnotations) */
	g->status = "in_progress";
	for (i = 0; i < g->nexp; i++) {
		if ((gp[i].plugin = carc_plugin_list_find(&set->list,
		    g->exp[i].name)) == NULL)
			return carc_error_set(err, "the plugin '%s' is not "
			    "loaded", g->exp[i].name);
		if ((gp[i].variant = carc_drive_variant(gp[i].plugin,
		    g->exp[i].variant)) == NULL)
			return carc_error_set(err, "the plugin '%s' has no "
			    "variant '%s'", g->exp[i].name, g->exp[i].variant);
	}
	if (carc_drive_new(&d, &set->list, err) != 0)
		return -1;
	ruleset = carc_ruleset_parse(g->ruleset ? g->ruleset : "final");
	if (ruleset < 0)
		ruleset = CARC_RULESET_FINAL;
	n = set->cat.ntypes;
	if ((p = calloc(n ? n : 1, sizeof(*p))) == NULL) {
		carc_error_set(err, "out of memory");
		goto out;
	}
	/* the driver's supply once every move is drawn: the tiles left
	 * over, and whether the game is over */
	if (carc_drive_begin(d, (int)g->nplayers, ruleset, gp, g->nexp, 1,
	    err) != 0)
		goto out;
	draw_all(d, g, set);
	for (i = 0; i < n; i++)
		if ((left = carc_drive_supply_left(d, (int)i)) > 0) {
			p[np].type = (int)i;
			p[np].copies = left;
			p[np++].at = -1;
			extra += (size_t)left;
		}
	r = 0;
	if (carc_drive_over(d)) {
		g->status = "finished";
		goto out;
	}
	if (g->nmoves + extra > CARC_IMPORT_MAX_MOVES)
		goto out;
	/* then the game again, for the moment each fitted nowhere */
	if (carc_drive_begin(d, (int)g->nplayers, ruleset, gp, g->nexp, 1,
	    err) != 0) {
		r = -1;
		goto out;
	}
	if (replay(d, g, set, p, np) != 0)
		goto out;
	/* who draws after the last move: the driver's turn order */
	next = carc_drive_turn(d);
	for (i = 0; i < np; i++)
		if (p[i].at < 0)
			goto out;	/* it would have fitted: in progress */
	if ((moves = malloc((g->nmoves + extra) * sizeof(*moves))) == NULL) {
		r = carc_error_set(err, "out of memory");
		goto out;
	}
	for (k = 0, n = 0, a = 0; k <= g->nmoves; k++) {
		int seat;

		/* Who draws again: the player of move k, or after the last
		 * move, the next player. */
		seat = k < g->nmoves ? g->moves[k].seat : next;
		for (i = 0; i < np; i++) {
			int c;

			if (p[i].at != (int)k)
				continue;
			for (c = 0; c < p[i].copies; c++) {
				memset(&moves[n], 0, sizeof(moves[n]));
				moves[n].seat = seat;
				moves[n].discard = 1;
				memcpy(moves[n].tile,
				    set->cat.types[p[i].type].id,
				    sizeof(moves[n].tile));
				n++;
			}
		}
		if (k == g->nmoves)
			break;
		/* the turn's actions follow their move to its new place
		 * (jcz.c writes them in the order of the moves) */
		for (; a < g->nactions && g->actions[a].move <= k; a++)
			if (g->actions[a].move == k)
				g->actions[a].move = n;
		moves[n++] = g->moves[k];
	}
	memcpy(g->moves, moves, n * sizeof(*moves));
	g->nmoves = n;
	g->status = "finished";
out:
	free(moves);
	free(p);
	carc_drive_free(d);
	return r;
}
