/*
 * view.c - read-only views of the board (view.h) for the renderer.  The
 * union-find's path halving writes to the segments array; that is the
 * engine's own bookkeeping and changes no answer.
 */
#include "config.h"

#include <string.h>

#include "engine/game_impl.h"
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
	return 0;
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

size_t
carc_view_glyphs(const struct carc_game *g, size_t i, struct carc_glyph *out,
    size_t max)
{
	const struct placed *p = &g->tiles[i];
	const struct carc_tile_type *t = &g->cat->types[p->type];
	const struct carc_engine_plugin *lp;
	const void *marking;

	/* an inert tile's markings do nothing, and are not shown either */
	if (p->inert || (lp = carc_plugin_list_find(g->set, t->set)) == NULL ||
	    !CARC_HAS_HOOK(lp->desc, draw))
		return 0;
	if ((marking = t->marking[lp->slot]) == NULL)
		return 0;
	/* ABI 2.0: the plugin steps through out by our element size. */
	return lp->desc->draw(lp->state, marking, out, max, sizeof(*out));
}
