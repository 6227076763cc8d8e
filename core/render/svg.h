/*
 * svg.h - the board as an SVG picture, from the catalogue's geometry:
 * every tile a 100 x 100 square (fields from their half-edges, roads
 * from the edges they reach, cities as caps and bands with their coats
 * of arms, monasteries), what the plugins draw on their tiles and over
 * the board (markings.h), the figures in their players' colours at their
 * spots, the last tile and every divergent tile outlined, and beside the
 * board the scores, the points of the move, the divergences so far and
 * the legend of the markings.  Labels never hide a tile's label, a
 * figure or the legend (layout.h).
 *
 * The core knows no expansion: a tile of a plugin's set draws what the
 * plugin describes, or, when it describes nothing, a badge with its id.
 */
#ifndef CARC_SVG_H
#define CARC_SVG_H

#include <stdint.h>
#include <stdio.h>

#include "render/scene.h"

enum {
	CARC_SVG_STANDALONE = 1,	/* an XML declaration first: a file */
	CARC_SVG_BOARD_ONLY = 2		/* internal: carc_render_board_svg */
};

/* Write the picture of the scene (carc_scene_replay: the board after its
 * move, with the figures the move sent home); returns 0, or -1 if
 * writing failed. */
int carc_render_svg(FILE *out, const struct carc_scene *sc, int flags);

/*
 * The board alone (no panel, no outlines, no legend), for a page that
 * shows one move at a time: each tile's group says its move (id "seq-N")
 * and square (data-x, data-y), each figure of spans is drawn inside a
 * <g class="span" data-from data-to>, and dashed inside a <g
 * class="span-gone" data-at> for the move that sent it home.  The scene
 * is the whole game's.
 */
int carc_render_board_svg(FILE *out, const struct carc_scene *sc,
    const struct carc_svg_meeple *spans, size_t nspans);

/* The legend of that board, a picture of its own (nothing when the
 * board has no marking). */
int carc_render_legend_svg(FILE *out, const struct carc_scene *sc,
    const struct carc_svg_meeple *spans, size_t nspans);

/* Forget the tile geometry kept between pictures (call before the
 * catalogue it came from goes away, and at the end for valgrind). */
void carc_render_svg_forget(void);

/* The colour a seat's meeples are drawn in when the record names no
 * colour ("#1f5fbf"). */
const char *carc_seat_colour(int seat);

/* The colours of a record's seats, as every picture and page draws
 * them: a player named after a colour ("Red") has it, the others take
 * the rest in seat order.  out[s] is static. */
void carc_seat_colours(const struct carc_record *rec,
    const char *out[CARC_MAX_SEATS]);

#endif /* CARC_SVG_H */
