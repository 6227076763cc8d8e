/*
 * links.c - links between two segments of one placed tile (ABI 4.2,
 * link_segments): a plugin joins two road ends of a tile into one road,
 * or parts them again, and the board's features follow.
 *
 * The union-find of board.c joins; it cannot part.  A join is therefore
 * one more union, kept in a list of the game's links; a part takes the
 * link out of the list and rebuilds the union-find of the one feature it
 * parted, from its segments alone: each segment on its own again, then
 * joined across its tile's edges as the placement joined it, then by the
 * links that remain among them.  The cost is the feature's size, and no
 * other feature of the board changes.  A feature a link closes is found
 * by the turn's scoring (score.c), as one the tile closes is.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "engine/game_impl.h"

/* Figures that joined one segment beside its own (CARC_ACTION_JOINS) a
 * part counts again: more than any game puts on one road end. */
#define MAX_JOINED 64

void
carc_links_begin(struct carc_game *g)
{
	g->nlinks = 0;
	g->nlinked = 0;
}

void
carc_links_free(struct carc_game *g)
{
	free(g->links);
	free(g->linked);
	free(g->link_scratch);
}

/* Segment s was joined or parted this turn: its features may be complete
 * now (score.c reads g->linked, carc_links_touched). */
static int
touched(struct carc_game *g, int s)
{
	if (carc_grow((void **)&g->linked, &g->linked_cap, g->nlinked + 1,
	    sizeof(*g->linked)) != 0)
		return carc_game_oom(g);
	g->linked[g->nlinked++] = s;
	/* a feature of the tile placed last may have closed (or opened)
	 * with it: its roads and cities are all looked at again */
	if (g->last_tile >= 0)
		g->last_closable =
		    g->type_closable[g->tiles[g->last_tile].type];
	return 0;
}

/* The link between segments a and b (either order), or -1. */
static int
link_find(const struct carc_game *g, int a, int b)
{
	size_t i;

	for (i = 0; i < g->nlinks; i++)
		if ((g->links[i].a == a && g->links[i].b == b) ||
		    (g->links[i].a == b && g->links[i].b == a))
			return (int)i;
	return -1;
}

/* Join a and b: one more union.  A feature is scored only if both of its
 * parts were (a scored road joined to an open one is open again, and
 * scores when it closes). */
static int
link_join(struct carc_game *g, int a, int b)
{
	int ra = carc_seg_find(g, a), rb = carc_seg_find(g, b), root, scored;

	if (carc_grow((void **)&g->links, &g->links_cap, g->nlinks + 1,
	    sizeof(*g->links)) != 0)
		return carc_game_oom(g);
	g->links[g->nlinks].a = a;
	g->links[g->nlinks].b = b;
	g->nlinks++;
	if (ra == rb)
		return 0;	/* one feature already (a road in a ring) */
	scored = g->segs[ra].scored && g->segs[rb].scored;
	root = carc_seg_union(g, ra, rb);
	g->segs[root].scored = (uint8_t)scored;
	return touched(g, a);
}

/* Segment s on its own again, with its own totals: its open edges are
 * the edges it reaches with no tile beyond them (join_neighbours closes
 * each edge a tile meets, matching or not), its figure and the figures
 * that joined it, its coats of arms; `scored` its feature's. */
static void
seg_alone(struct carc_game *g, int s, int scored)
{
	struct segment *sg = &g->segs[s];
	const struct placed *p = &g->tiles[sg->tile];
	const struct carc_seg *ts = &g->cat->types[p->type].seg[sg->local];
	int e, seat[MAX_JOINED], figure[MAX_JOINED];
	uint8_t edges = carc_mask_rotate4(ts->edges, p->rotation);
	size_t i, n;
	static const int dx4[4] = { 0, 1, 0, -1 };
	static const int dy4[4] = { -1, 0, 1, 0 };	/* y grows south */

	sg->parent = sg->next = s;
	sg->size = 1;
	sg->scored = (uint8_t)scored;
	sg->coa = ts->coa;
	sg->open = 0;
	for (e = 0; e < 4; e++)
		if ((edges & (1u << e)) &&
		    carc_board_find(g, p->x + dx4[e], p->y + dy4[e]) < 0)
			sg->open++;
	memset(sg->seat_meeples, 0, sizeof(sg->seat_meeples));
	sg->nfigures = 0;
	if (sg->meeple >= 0) {
		sg->seat_meeples[sg->meeple] = (uint16_t)
		    g->set->kinds.figure[sg->figure].weight;
		sg->nfigures = 1;
	}
	if (g->nloose == 0)
		return;
	n = carc_joined_on(g, s, seat, figure, MAX_JOINED);
	for (i = 0; i < n && i < MAX_JOINED; i++) {
		sg->seat_meeples[seat[i]] = (uint16_t)(sg->seat_meeples[seat[i]]
		    + g->set->kinds.figure[figure[i]].weight);
		sg->nfigures++;
	}
}

/* Join segment s again with the segments of the tiles around it that
 * the placement joined it with (game.c, join_neighbours). */
static void
seg_rejoin_edges(struct carc_game *g, int s)
{
	static const int dx4[4] = { 0, 1, 0, -1 };
	static const int dy4[4] = { -1, 0, 1, 0 };
	const struct segment *sg = &g->segs[s];
	const struct placed *p = &g->tiles[sg->tile];
	int e, k, n;

	for (e = 0; e < 4; e++) {
		const struct placed *q;
		int b;

		if ((n = carc_board_find(g, p->x + dx4[e], p->y + dy4[e])) < 0)
			continue;
		q = &g->tiles[n];
		if (p->edge_seg[e] == (int)sg->local &&
		    (b = q->edge_seg[carc_edge_opposite(e)]) >= 0 &&
		    g->segs[q->seg_base + b].kind == sg->kind)
			carc_seg_union(g, s, q->seg_base + b);
		for (k = 0; k < 2; k++) {
			int h = 2 * e + k;

			if (p->half_seg[h] == (int)sg->local &&
			    (b = q->half_seg[carc_half_facing(h)]) >= 0)
				carc_seg_union(g, s, q->seg_base + b);
		}
	}
}

/* Part a and b: take the link out and rebuild the feature they were in. */
static int
link_part(struct carc_game *g, int a, int b)
{
	int root = carc_seg_find(g, a), scored = g->segs[root].scored;
	int s, n = 0, i;
	size_t l, nkeep = 0;
	int *m;

	if ((i = link_find(g, a, b)) < 0)
		return 1;
	g->links[i] = g->links[--g->nlinks];
	if (carc_grow((void **)&g->link_scratch, &g->link_scratch_cap,
	    (size_t)g->segs[root].size + g->nlinks,
	    sizeof(*g->link_scratch)) != 0)
		return carc_game_oom(g);
	m = g->link_scratch;
	/* the feature's segments, then the links that stay inside it,
	 * both read before anything is reset */
	s = root;
	do {
		m[n++] = s;
		s = g->segs[s].next;
	} while (s != root);
	for (l = 0; l < g->nlinks; l++)
		if (carc_seg_find(g, g->links[l].a) == root)
			m[n + (int)nkeep++] = (int)l;
	for (i = 0; i < n; i++)
		seg_alone(g, m[i], scored);
	for (i = 0; i < n; i++)
		seg_rejoin_edges(g, m[i]);
	for (l = 0; l < nkeep; l++) {
		const struct seg_link *k = &g->links[m[n + (int)l]];
		int ra = carc_seg_find(g, k->a), rb = carc_seg_find(g, k->b);

		if (ra != rb)
			carc_seg_union(g, ra, rb);
	}
	return touched(g, a) != 0 ? -1 : touched(g, b);
}

int
carc_links_change(struct carc_game *g, int a, int b, int join)
{
	if (a < 0 || b < 0 || a == b || g->segs[a].tile != g->segs[b].tile ||
	    g->segs[a].kind != g->segs[b].kind)
		return 1;
	if (join)
		return link_find(g, a, b) >= 0 ? 0 : link_join(g, a, b);
	return link_part(g, a, b);
}

uint8_t
carc_links_edges(const struct carc_game *g, int s)
{
	const struct placed *p = &g->tiles[g->segs[s].tile];
	const struct carc_tile_type *t = &g->cat->types[p->type];
	uint8_t edges = 0;
	size_t i;

	for (i = 0; i < g->nlinks; i++) {
		int o = g->links[i].a == s ? g->links[i].b :
		    g->links[i].b == s ? g->links[i].a : -1;

		if (o >= 0)
			edges |= carc_mask_rotate4(
			    t->seg[g->segs[o].local].edges, p->rotation);
	}
	return edges;
}
