/*
 * markings.h - what plugins draw (carc_plugin.h, struct carc_draw):
 * paths, circles and text in a tile's 100 x 100 box or in board units,
 * turned with their tile, text and upright paths kept upright (the
 * anchor of an upright path turns), each linked to the rule it
 * illustrates; and a marking as a small icon for a picture's legend.
 * The core draws what it is given and knows nothing of what it means.
 *
 * Text of the label layer is a label: it gets a halo and is placed
 * (layout.h) clear of tile labels, figures, the legend and the labels
 * placed before it.  Text of the art layer is artwork and stays put.
 * Text is drawn bold.
 */
#ifndef CARC_MARKINGS_H
#define CARC_MARKINGS_H

#include <stdio.h>

#include "carc_plugin.h"
#include "engine/game.h"
#include "render/layout.h"

/* Where primitives land: the box's (0, 0) at (ox, oy), scaled, turned
 * by quarter turns clockwise about the box's centre (50, 50). */
struct carc_mk_frame {
	double ox, oy;
	double scale;
	int rotation;
};

/* How a primitive's rule shows: its statement as a title (found through
 * g), and a link to the rule's page, href + RULE + ".html" (href NULL:
 * no link). */
struct carc_mk_links {
	const struct carc_game *g;
	const char *href;
};

/* Is d SVG path data of the commands the ABI names (M L H V C Q A Z),
 * with finite numbers?  Is c "#rrggbb"? */
int carc_mk_path_ok(const char *d);
int carc_mk_colour_ok(const char *c);

/* Can d be drawn: a known op, finite numbers, path data of the commands
 * the ABI names, colours "#rrggbb" or NULL, text that is not empty? */
int carc_mk_valid(const struct carc_draw *d);

/*
 * Draw the primitives of d[0..n) that lie on `layer`.  Label text is
 * placed by l inside `within` (l NULL: where the primitive says).
 */
void carc_mk_draw(FILE *out, const struct carc_mk_frame *f,
    const struct carc_draw *d, size_t n, int layer,
    const struct carc_mk_links *lk, struct carc_layout *l,
    const struct carc_box *within);

/* The box, in the primitives' own units, of those carrying `legend`
 * (NULL: all); -1 if there are none. */
int carc_mk_bbox(const struct carc_draw *d, size_t n, const char *legend,
    struct carc_box *b);

/* The primitives carrying `legend` as an icon fitted into a square of
 * side `size` centred on (x, y), unturned. */
void carc_mk_icon(FILE *out, double x, double y, double size,
    const struct carc_draw *d, size_t n, const char *legend);

#endif /* CARC_MARKINGS_H */
