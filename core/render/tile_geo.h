/*
 * tile_geo.h - the geometry of a tile type, for svg.c: shapes in the
 * tile's defined orientation (a T x T square, y growing south) that the
 * drawing turns by the tile's rotation (tile_geo.c).
 */
#ifndef CARC_TILE_GEO_H
#define CARC_TILE_GEO_H

#include "engine/tile.h"

#define T 100			/* a tile's side */
#define MAXPTS 48		/* points of one shape */

struct pt {
	double x, y;
};

struct shape {
	int n;
	struct pt p[MAXPTS];
};

/* Everything drawn of one tile type, in its defined orientation. */
struct tile_geo {
	struct shape city[CARC_MAX_SEGS];	/* by segment; n = 0 if none */
	struct shape road[CARC_MAX_SEGS][4];	/* polylines per segment */
	int nroad[CARC_MAX_SEGS];
	struct pt anchor[CARC_MAX_SEGS];	/* meeples stand here */
	struct pt coa[CARC_MAX_SEGS];		/* a city's shield */
	int crossing;				/* roads end at the centre */
};

/* The midpoints of the edges N, E, S, W. */
extern const struct pt carc_tile_edge_mid[4];

static inline struct pt
turn_pt(struct pt p, int quarters)
{
	struct pt q;

	while (quarters-- > 0) {
		q.x = T - p.y;
		q.y = p.x;
		p = q;
	}
	return p;
}

static inline struct pt
P(double x, double y)
{
	struct pt p;

	p.x = x;
	p.y = y;
	return p;
}

void carc_tile_geometry(const struct carc_tile_type *t, struct tile_geo *tg);

#endif /* CARC_TILE_GEO_H */
