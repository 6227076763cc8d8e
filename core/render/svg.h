/*
 * svg.h - the board as an SVG picture, from the catalogue's geometry:
 * every tile a 100 x 100 square (fields from their half-edges, roads
 * from the edges they reach, cities as caps and bands with their coats
 * of arms, monasteries), the meeples in their players' colours at their
 * spots, the last tile and every divergent tile outlined, and beside the
 * board the scores, the points of the move and the divergences so far.
 *
 * Expansion markings (signposts, roses, towers) are opaque to the core:
 * a tile of a plugin's set carries a badge with its id.
 */
#ifndef CARC_SVG_H
#define CARC_SVG_H

#include <stdio.h>

#include "render/scene.h"

enum {
	CARC_SVG_STANDALONE = 1		/* an XML declaration first: a file */
};

/* Write the picture; returns 0, or -1 if writing failed. */
int carc_render_svg(FILE *out, const struct carc_scene *sc, int flags);

/* The colour a seat's meeples are drawn in ("#1f5fbf"). */
const char *carc_seat_colour(int seat);

#endif /* CARC_SVG_H */
