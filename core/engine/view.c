/*
 * view.c - read-only views of the board (view.h) for the renderer.  The
 * union-find's path halving writes to the segments array; that is the
 * engine's own bookkeeping and changes no answer.
 */
#include "config.h"

#include <string.h>

#include "engine/game_impl.h"
#include "engine/rules.h"
#include "engine/view.h"

size_t
carc_view_ntiles(const struct carc_game *g)
{
	return g->ntiles;
}

void
carc_view_tile(const struct carc_game *g, size_t i,
    struct carc_view_tile *out)
{
	const struct placed *p = &g->tiles[i];

	out->type = p->type;
	out->def = &g->cat->types[p->type];
	out->x = p->x;
	out->y = p->y;
	out->rotation = p->rotation;
	out->seq = p->seq;
	out->seat = p->seat;
	out->inert = p->inert;
}

int
carc_view_last_tile(const struct carc_game *g)
{
	return g->last_tile;
}

int
carc_view_tile_at(const struct carc_game *g, int x, int y)
{
	return carc_board_find(g, x, y);
}

int
carc_view_spot_segment(const struct carc_game *g, size_t i,
    const char *spot)
{
	int s = carc_board_segment_at_spot(g, (int)i, spot);

	return s < 0 ? -1 : s - g->tiles[i].seg_base;
}

int
carc_view_segment(const struct carc_game *g, size_t i, int local,
    struct carc_view_seg *out)
{
	const struct placed *p = &g->tiles[i];
	const struct segment *s;

	if (local < 0 || local >= g->cat->types[p->type].nseg)
		return -1;
	s = &g->segs[p->seg_base + local];
	out->feature = carc_seg_find(g, p->seg_base + local);
	out->kind = s->kind;
	out->meeple = s->meeple;
	out->figure = s->figure;
	return 0;
}

size_t
carc_view_loose(const struct carc_game *g, size_t i,
    struct carc_view_loose *out)
{
	const struct loose_figure *l;

	if (i >= g->nloose)
		return g->nloose;
	l = &g->loose[i];
	out->tile = l->tile;
	out->local = l->seg >= 0 ? g->segs[l->seg].local : -1;
	out->seat = l->seat;
	out->figure = l->figure;
	return g->nloose;
}

size_t
carc_view_features(const struct carc_game *g, int *out, size_t max)
{
	size_t n = 0;
	int s;

	for (s = 0; s < (int)g->nsegs; s++) {
		if (carc_seg_find(g, s) != s)
			continue;
		if (n < max)
			out[n] = s;
		n++;
	}
	return n;
}

void
carc_view_feature(const struct carc_game *g, int feature,
    struct carc_view_feature *out)
{
	const struct segment *r = &g->segs[feature];
	struct carc_feature_facts ff;

	memset(out, 0, sizeof(*out));
	out->feature = feature;
	out->kind = r->kind;
	out->scored = r->scored;
	out->open = r->open;
	out->coats_of_arms = r->coa;
	/* the engine's own facts (facts.c); they only stamp its scratch */
	carc_feature_facts((struct carc_game *)g, feature, &ff);
	out->ntiles = ff.ntiles;
	out->neighbours = ff.neighbours;
	out->complete = ff.complete;
	memcpy(out->meeples, ff.meeples, sizeof(out->meeples));
	out->nmeeples = ff.nmeeples;
	out->first_tile = ff.first_tile;
}

size_t
carc_view_feature_tiles(const struct carc_game *g, int feature, int *out,
    size_t max)
{
	size_t n = 0, i, j;
	int s = feature;

	/* a feature's ring is in no order; insert each tile once, sorted */
	do {
		int t = g->segs[s].tile, dup = 0;

		for (i = 0; i < n && i < max; i++)
			if (out[i] == t)
				dup = 1;
		if (!dup) {
			if (n < max) {
				for (j = n; j > 0 && out[j - 1] > t; j--)
					out[j] = out[j - 1];
				out[j] = t;
			}
			n++;
		}
		s = g->segs[s].next;
	} while (s != feature);
	return n;
}

/* The plugin's own copy of a rule id it gives, or NULL when the id is
 * not one of its rules: a picture links a primitive to no other. */
static const char *
own_rule(const struct carc_plugin *d, const char *id)
{
	size_t k;

	if (id == NULL)
		return NULL;
	for (k = 0; k < d->nrules; k++)
		if (strcmp(d->rules[k].id, id) == 0)
			return d->rules[k].id;
	return NULL;
}

/* Primitives from a plugin, element by element: an element the plugin
 * filled below the 3.0 size is dropped; a rule that is not its own is
 * cleared. */
static size_t
keep_draws(const struct carc_plugin *d, struct carc_draw *out, size_t n,
    size_t max)
{
	size_t i, k = 0;

	if (n > max)
		n = max;
	for (i = 0; i < n; i++) {
		if (out[i].size < CARC_DRAW_SIZE_3_0)
			continue;
		out[k] = out[i];
		out[k].rule = own_rule(d, out[i].rule);
		k++;
	}
	return k;
}

size_t
carc_view_draws(const struct carc_game *g, size_t i, struct carc_draw *out,
    size_t max)
{
	const struct placed *p = &g->tiles[i];
	const struct carc_tile_type *t = &g->cat->types[p->type];
	const struct carc_engine_plugin *lp;
	const void *marking;
	size_t n = 0, k;

	/* an inert tile's markings do nothing, and are not shown either */
	if (p->inert)
		return 0;
	memset(out, 0, max * sizeof(*out));
	/* the plugin steps through out by our element size */
	if ((lp = carc_plugin_list_find(g->set, t->set)) != NULL &&
	    CARC_HAS_HOOK(lp->desc, draw) &&
	    (marking = t->marking[lp->slot]) != NULL)
		n = keep_draws(lp->desc, out, lp->desc->draw(lp->state,
		    marking, out, max, sizeof(*out)), max);
	/* its segments' markings (segment_key), of the plugins the game
	 * enables, whoever's set the tile is */
	for (k = 0; k < t->nseg_markings && n < max; k++) {
		const struct carc_seg_marking *m = &t->seg_markings[k];

		if (m->slot >= g->set->n ||
		    !(g->slot_on & (1u << (m->slot + 1))))
			continue;
		lp = &g->set->p[m->slot];
		if (!CARC_HAS_HOOK(lp->desc, draw) || m->marking == NULL)
			continue;
		n += keep_draws(lp->desc, out + n, lp->desc->draw(lp->state,
		    m->marking, out + n, max - n, sizeof(*out)), max - n);
	}
	return n;
}

size_t
carc_view_board_draws(const struct carc_game *g, int x0, int y0, int x1,
    int y1, struct carc_draw *out, size_t max)
{
	size_t i, k = 0, n;

	for (i = 0; i < g->nctx && k < max; i++) {
		const struct carc_ctx *c = &g->ctx[i];
		const struct carc_plugin *d = c->plugin->desc;

		if (!c->active || !CARC_HAS_HOOK(d, draw_board))
			continue;
		memset(out + k, 0, (max - k) * sizeof(*out));
		/* a picture changes nothing of the game (a const
		 * context: the hook can only read the board) */
		n = d->draw_board(c->game_state, c, x0, y0, x1, y1, out + k,
		    max - k, sizeof(*out));
		k += keep_draws(d, out + k, n, max - k);
	}
	return k;
}

const struct carc_kinds *
carc_view_kinds(const struct carc_game *g)
{
	return &g->set->kinds;
}

const struct carc_rule *
carc_view_rule(const struct carc_game *g, const char *id)
{
	const struct carc_rule *r;
	size_t i, k;

	if (id == NULL)
		return NULL;
	if ((r = carc_core_rule_find(id)) != NULL)
		return r;
	for (i = 0; i < g->set->n; i++)
		for (k = 0; k < g->set->p[i].desc->nrules; k++)
			if (strcmp(g->set->p[i].desc->rules[k].id, id) == 0)
				return &g->set->p[i].desc->rules[k];
	return NULL;
}
