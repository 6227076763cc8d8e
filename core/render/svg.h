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

#include <stdint.h>
#include <stdio.h>

#include "render/scene.h"

enum {
	CARC_SVG_STANDALONE = 1,	/* an XML declaration first: a file */
	CARC_SVG_BOARD_ONLY = 2		/* internal: carc_render_board_svg */
};

/* Write the picture; returns 0, or -1 if writing failed. */
int carc_render_svg(FILE *out, const struct carc_scene *sc, int flags);

/* A meeple of a whole game for a move-by-move viewer: on segment `seg`
 * of tile `tile` (carc_view_tile's index) for seat `seat`, standing from
 * move `from` until move `to` takes it home (-1: to the end). */
struct carc_svg_meeple {
	int tile, seg, seat;
	int64_t from, to;
};

/*
 * The board alone (no panel, no outlines), for a page that shows one
 * move at a time: each tile's group says its move (id "seq-N"), and each
 * meeple of spans is drawn inside a <g class="span" data-from data-to>.
 * The scene is the whole game's.
 */
int carc_render_board_svg(FILE *out, const struct carc_scene *sc,
    const struct carc_svg_meeple *spans, size_t nspans);

/* The same, with the meeples the move sent home (carc_svg_gone) drawn
 * dashed where they stood, so a board shows who scored and why. */
int carc_render_svg_gone(FILE *out, const struct carc_scene *sc, int flags,
    const struct carc_svg_meeple *gone, size_t ngone);

/* Every meeple on g's board (from, to: -1); returns how many there are
 * (only max are written). */
size_t carc_svg_meeples(const struct carc_game *g,
    struct carc_svg_meeple *out, size_t max);
/* Keep of m[0..n) the meeples no longer on g's board; returns how many. */
size_t carc_svg_gone(const struct carc_game *g, struct carc_svg_meeple *m,
    size_t n);

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
