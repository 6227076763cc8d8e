/*
 * markings.h - the expansions' markings as players know them, drawn from
 * the glyphs the plugins' draw hooks describe (carc_plugin.h): towers
 * with the symbol of what they count, roses in their own colours with
 * the active rose's sections, signposts as arrows, quarter tiles with
 * their section; and each as a small icon for a picture's legend.
 * The core draws; what a marking means stays the plugin's.
 */
#ifndef CARC_MARKINGS_H
#define CARC_MARKINGS_H

#include <stdio.h>

#include "carc_plugin.h"

/* Where a tile lies in the picture: its centre and quarter turns. */
struct carc_mk_tile {
	double cx, cy;
	int rotation;
};

/* One glyph on its tile; the tile's own label (bottom left) is kept
 * clear. */
void carc_mk_glyph(FILE *out, const struct carc_mk_tile *t,
    const struct carc_glyph *g);

/*
 * The active rose's sections over the board, when a quarter tile is at
 * stake: the rose's row and column (they belong to both neighbouring
 * sections) as bands, and the sections' names around the rose.
 * (x0, y0, x1, y1) is the board's box.  q names the quarter tile's
 * section (bold among the names).
 */
void carc_mk_sections(FILE *out, const struct carc_mk_tile *rose,
    const struct carc_glyph *rose_glyph, const struct carc_glyph *q,
    double x0, double y0, double x1, double y1);

/* The glyph as a legend's icon, about 28 pixels wide, centred on (x, y). */
void carc_mk_icon(FILE *out, double x, double y, const struct carc_glyph *g);

#endif /* CARC_MARKINGS_H */
