/*
 * scene.h - what a picture or a text state of a game shows: the board as
 * the engine left it after some move, the record it came from, the
 * verdict up to that move, and the figures the move sent home where they
 * stood.  Built once, drawn by svg.c and text.c; carc replay, carc
 * report and carc reference all build it with carc_scene_replay, so
 * they show one board for one move.
 */
#ifndef CARC_SCENE_H
#define CARC_SCENE_H

#include <stdint.h>
#include <stdio.h>

#include "engine/game.h"
#include "engine/view.h"
#include "record/record.h"
#include "render/declared.h"
#include "verify/verdict.h"
#include "verify/verify.h"

#define CARC_SCENE_GONE 64	/* figures one move sends home, drawn */

#define CARC_SCENE_DRAWS 128	/* primitives drawn over the board */
#define CARC_SCENE_TEXT 16384	/* ... and their strings */

/*
 * What the game's plugins draw over the board after the move (their
 * draw_board hooks), taken while the replay still held their game: the
 * primitives, their strings copied into text.
 */
struct carc_scene_board {
	struct carc_draw d[CARC_SCENE_DRAWS];
	size_t n;
	char text[CARC_SCENE_TEXT];
	size_t ntext;
};

/* A figure of a picture: on segment `seg` of tile `tile` (carc_view_tile's
 * index) for seat `seat`; for a viewer of a whole game, standing from
 * move `from` until move `to` takes it home (-1: to the end; from == to:
 * it went home in the move that placed it).  `figure` is its kind's name
 * (NULL: the follower). */
struct carc_svg_meeple {
	int tile, seg, seat;
	int64_t from, to;
	const char *figure;
};

struct carc_scene {
	const struct carc_game *g;
	const struct carc_record *rec;
	const struct carc_verdict *v;
	int64_t seq;			/* the last move the replay reached */
	int whole;			/* the whole record was replayed */
	int final;			/* ... and final scoring was played: the
					 * awards are final scoring's */
	int stopped;			/* the replay stopped before seq */
	/* the figures that stood on the board before the move and went
	 * home in it (scored), drawn dashed where they stood */
	struct carc_svg_meeple gone[CARC_SCENE_GONE];
	size_t ngone;
	struct carc_scene_board board;
	/* the kinds the loaded plugins declare, as pictures draw them
	 * (declared.h) */
	struct carc_pic_kinds kinds;
	/* where pictures link a rule id: href + ID + ".html"; NULL: no
	 * link (the rule's statement is its title all the same) */
	const char *rule_href;
};

/*
 * Describe the board the verifier left after carc_verify_until(rec,
 * to_seq) (to_seq < 0: the whole record).
 */
void carc_scene_init(struct carc_scene *sc, const struct carc_game *g,
    const struct carc_record *rec, const struct carc_verdict *v,
    int64_t to_seq);

/*
 * Replay rec on vf up to to_seq (< 0: the whole record, final scoring
 * included) into v, and describe the board it leaves, with the figures
 * the move sent home.
 */
void carc_scene_replay(struct carc_scene *sc, struct carc_verifier *vf,
    const struct carc_record *rec, int64_t to_seq, struct carc_verdict *v);

/* Every figure on g's board (from, to: -1); returns how many there are
 * (only max are written). */
size_t carc_scene_figures(const struct carc_game *g,
    struct carc_svg_meeple *out, size_t max);
/* Keep of m[0..n) the figures no longer on g's board; returns how many. */
size_t carc_scene_gone(const struct carc_game *g, struct carc_svg_meeple *m,
    size_t n);

/*
 * The figure the record puts on the tile of move seq when it is not on
 * the board after the move (scored and sent home at once, or refused):
 * 0 and *m (tile, seg, seat; from = to = seq), or -1.
 */
int carc_scene_recorded_gone(const struct carc_game *g,
    const struct carc_record *rec, int64_t seq, struct carc_svg_meeple *m);

/* The name of the kind of the figure on a segment ("follower", a kind's),
 * as pictures look it up (declared.h), or NULL. */
const char *carc_scene_figure(const struct carc_game *g,
    const struct carc_view_seg *vs);

/* "P2 (seat 1)", or "seat 1" when the record names nobody. */
void carc_scene_player(const struct carc_scene *sc, int seat, char *out,
    size_t outlen);

/* The move at seq in words: "seat 1 placed A at (-5,0) rotation 270,
 * meeple on E". */
void carc_scene_move(const struct carc_scene *sc, int64_t seq, char *out,
    size_t outlen);

#endif /* CARC_SCENE_H */
