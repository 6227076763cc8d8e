/* end.c - see end.h.  The engine decides what fits (rules-en.md 1.3). */
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
		memset(&mv, 0, sizeof(mv));
		mv.type = type;
		mv.discard = m->discard;
		mv.seat = m->seat;
		mv.x = m->x;
		mv.y = m->y;
		mv.rotation = m->rotation / 90;
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
	struct carc_game *eng;
	struct pending *p = NULL;
	size_t np = 0, i, k, n, extra = 0;
	int *left = NULL, r = -1, ruleset;

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
	eng = carc_drive_game(d);
	ruleset = carc_ruleset_parse(g->ruleset ? g->ruleset : "final");
	if (carc_drive_begin(d, (int)g->nplayers, ruleset < 0 ?
	    CARC_RULESET_FINAL : ruleset, gp, g->nexp, 1, err) != 0)
		goto out;
	n = set->cat.ntypes;
	if ((left = calloc(n ? n : 1, sizeof(*left))) == NULL ||
	    (p = calloc(n ? n : 1, sizeof(*p))) == NULL) {
		carc_error_set(err, "out of memory");
		goto out;
	}
	for (i = 0; i < n; i++)
		if (carc_game_tile_enabled(eng, (int)i))
			left[i] = set->cat.types[i].count;
	for (k = 0; k < g->nmoves; k++) {
		int t = carc_catalogue_find(&set->cat, g->moves[k].tile);

		if (t >= 0)
			left[t]--;
	}
	for (i = 0; i < n; i++)
		if (left[i] > 0) {
			p[np].type = (int)i;
			p[np].copies = left[i];
			p[np++].at = -1;
			extra += (size_t)left[i];
		}
	r = 0;
	if (np == 0) {
		g->status = "finished";
		goto out;
	}
	if (g->nmoves + extra > CARC_IMPORT_MAX_MOVES ||
	    replay(d, g, set, p, np) != 0)
		goto out;
	for (i = 0; i < np; i++)
		if (p[i].at < 0)
			goto out;	/* it would have fitted: in progress */
	if ((moves = malloc((g->nmoves + extra) * sizeof(*moves))) == NULL) {
		r = carc_error_set(err, "out of memory");
		goto out;
	}
	for (k = 0, n = 0; k <= g->nmoves; k++) {
		int seat;

		/* Who draws again: the player of move k, or after the last
		 * move, the next player. */
		if (k < g->nmoves)
			seat = g->moves[k].seat;
		else
			seat = g->nmoves > 1 ? (g->moves[k - 1].seat + 1) %
			    (int)g->nplayers : 0;
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
		if (k < g->nmoves)
			moves[n++] = g->moves[k];
	}
	memcpy(g->moves, moves, n * sizeof(*moves));
	g->nmoves = n;
	g->status = "finished";
out:
	free(moves);
	free(p);
	free(left);
	carc_drive_free(d);
	return r;
}
