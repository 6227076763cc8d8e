/*
 * score_check.h - compare the points a record gives in each move and at
 * the end with what the engine awards, per seat and kind, and say which
 * rule explains each difference (doc/rules/rule-ids.md: the rule that produced the
 * expected points; SCORE-UNEXPECTED for points no rule gives).
 */
#ifndef CARC_SCORE_CHECK_H
#define CARC_SCORE_CHECK_H

#include <stddef.h>

#include "engine/game.h"
#include "record/record.h"
#include "verify/verdict.h"

struct score_entry;

struct score_check {
	size_t *order;			/* score rows by seq, final last */
	size_t order_cap;
	size_t cursor, nrows_seq;	/* next row; rows that have a seq */
	struct score_entry *e;		/* per (seat, kind) sums, scratch */
	size_t ne, e_cap;
	/*
	 * ORDER-TURN: rows of the next seq taken for a move's points
	 * recorded one move late (each consumed once).  The next seq may
	 * need such a row for its own points: then it was never late, and
	 * the divergence reported (div, an index into the verdict's) becomes
	 * alt, what the move's missing points are without it.
	 */
	struct score_carry {
		int64_t seq;
		int seat, points;
		char kind[CARC_KIND_MAX];
		size_t div;
		int has_div;
		struct carc_divergence alt;
	} carry[8], taken[8];
	size_t ncarry, ntaken;
	size_t nrows_final;		/* rows with seq NULL */
	int oom;			/* sticky: an allocation failed */
};

void carc_score_check_begin(struct score_check *sc, const struct carc_record *rec,
    struct carc_verdict *v);
/* The rows of move seq (and any earlier rows of no move). */
void carc_score_check_move(struct score_check *sc, struct carc_game *g,
    const struct carc_record *rec, size_t seq, struct carc_verdict *v);
/* Rows of seqs with no move, then final scoring's rows. */
void carc_score_check_final(struct score_check *sc, struct carc_game *g,
    const struct carc_record *rec, int finished, struct carc_verdict *v);
/* SCORE-TOTAL: players.final_score against the computed totals. */
void carc_score_check_totals(const struct carc_record *rec,
    struct carc_verdict *v);
void carc_score_check_free(struct score_check *sc);

/* The base rules the table cites for points the record gives and the
 * rules do not (SCORE-UNEXPECTED and the reasons for none); a plugin of
 * the game may cite its own (carc_game_explain).  Returns how many. */
size_t carc_score_check_unexpected_rules(const char *const **out);

int carc_grow_ints(int **p, size_t *cap, size_t n);

#endif /* CARC_SCORE_CHECK_H */
