/*
 * facts.c - what a feature is, read the same way by scoring (score.c),
 * the verifier's view (carc_game_feature_view), the pictures' view
 * (view.c) and the services plugins call (services.c): complete or not,
 * its meeples per seat, its tiles.  "Complete" was computed in four
 * places; it is here once.
 */
#include "config.h"

#include <string.h>

#include "engine/game_impl.h"

/*
 * BASE-ROAD-DONE, BASE-CITY-DONE: a road or city with no open edge;
 * BASE-MON-PTS: a monastery with all 8 neighbours; a field never.  A
 * feature scored in play stays complete.
 */
int
carc_feature_complete(const struct carc_game *g, int root)
{
	const struct segment *r = &g->segs[root];

	if (r->scored)
		return 1;
	switch (r->kind) {
	case CARC_ROAD:
	case CARC_CITY:
		return r->open == 0;
	case CARC_MONASTERY:
		return carc_monastery_neighbours(g, r->tile) == 8;
	case CARC_FIELD:
		return 0;
	default:
		/* a declared centre kind: its plugin says, else surrounded */
		return carc_centre_complete(g, root);
	}
}

void
carc_feature_facts(struct carc_game *g, int root, struct carc_feature_facts *out)
{
	const struct segment *r = &g->segs[root];
	int s = root, i;

	memset(out, 0, sizeof(*out));
	out->complete = carc_feature_complete(g, root);
	out->ntiles = carc_feature_tile_count(g, root);
	if (r->kind == CARC_MONASTERY || r->kind >= CARC_KIND_PLUGIN)
		out->neighbours = carc_monastery_neighbours(g, r->tile);
	out->max = carc_feature_meeples(g, root, out->meeples);
	for (i = 0; i < CARC_GAME_SEATS; i++)
		out->nmeeples += out->meeples[i];
	out->first_tile = r->tile;
	do {
		if (g->segs[s].tile < out->first_tile)
			out->first_tile = g->segs[s].tile;
		s = g->segs[s].next;
	} while (s != root);
}
