/*
 * svg_impl.h - what the files drawing one picture share (svg.c, the
 * board; panel.c, the text beside it and the legend): the picture being
 * drawn.
 */
#ifndef CARC_SVG_IMPL_H
#define CARC_SVG_IMPL_H

#include <stdint.h>
#include <stdio.h>

#include "render/declared.h"
#include "render/layout.h"
#include "render/markings.h"
#include "render/svg.h"
#include "render/tile_geo.h"

#define MARGIN 40		/* room for the coordinates */
#define PANEL 600		/* the text beside the board */
#define MAX_DRAWS 48		/* primitives of one tile's markings */
#define MAX_LEGEND 16		/* entries of one legend */
#define MAX_ICON 24		/* primitives of one legend icon */

/*
 * One line of the legend: what a marking means, said once per picture,
 * with the primitives of the first marking that says it as its icon; or
 * a declared figure kind (its icon) or feature or edge kind (a swatch of
 * its colour).
 */
struct carc_legend_entry {
	const char *text;
	struct carc_draw d[MAX_ICON];
	size_t n;
	const struct carc_pic_figure *figure;
	const struct carc_pic_kind *kind;
};

struct board {
	FILE *out;
	const struct carc_scene *sc;
	int minx, miny, maxx, maxy;
	int ox, oy;			/* where (minx, miny) is drawn */
	struct tile_geo *geo;		/* per catalogue type, lazily */
	uint8_t *geo_done;
	const char *colours[CARC_MAX_SEATS];	/* carc_seat_colours */
	struct carc_legend_entry legend[MAX_LEGEND];
	size_t nlegend;
	const struct carc_draw *bdraw;	/* over the board (the scene's) */
	size_t nbdraw;
	const struct carc_svg_meeple *spans;	/* board-only: the figures */
	size_t nspans;			/* of the whole game, with their moves */
	struct carc_layout lay;		/* labels clear of what they hide */
	struct carc_mk_links links;
};

/* The text beside the board: the verdict, the scores, the move's points,
 * the divergences, the legend; *bottom gets where it ends. */
void carc_svg_panel(FILE *out, const struct board *b, double x, double y,
    double *bottom);

/* The legend alone, its first line's top at y. */
void carc_svg_legend(FILE *out, const struct board *b, double x, double y,
    double *bottom);

#endif /* CARC_SVG_IMPL_H */
