/*
 * scene.h - what a picture or a text state of a game shows: the board as
 * the engine left it after some move, the record it came from, and the
 * verdict up to that move.  Built once, drawn by svg.c and text.c.
 */
#ifndef CARC_SCENE_H
#define CARC_SCENE_H

#include <stdint.h>
#include <stdio.h>

#include "engine/game.h"
#include "record/record.h"
#include "verify/verdict.h"

struct carc_scene {
	const struct carc_game *g;
	const struct carc_record *rec;
	const struct carc_verdict *v;
	int64_t seq;			/* the last move the replay reached */
	int whole;			/* the whole record was replayed */
	int final;			/* ... and final scoring was played: the
					 * awards are final scoring's */
	int stopped;			/* the replay stopped before seq */
};

/*
 * Describe the board the verifier left after carc_verify_until(rec,
 * to_seq) (to_seq < 0: the whole record).
 */
void carc_scene_init(struct carc_scene *sc, const struct carc_game *g,
    const struct carc_record *rec, const struct carc_verdict *v,
    int64_t to_seq);

/* "P2 (seat 1)", or "seat 1" when the record names nobody. */
void carc_scene_player(const struct carc_scene *sc, int seat, char *out,
    size_t outlen);

/* The move at seq in words: "seat 1 placed A at (-5,0) rotation 270,
 * meeple on E". */
void carc_scene_move(const struct carc_scene *sc, int64_t seq, char *out,
    size_t outlen);

#endif /* CARC_SCENE_H */
