/*
 * score_check.h - compare the points a record gives in each move and at
 * the end with what the engine awards, per seat and kind, and say which
 * rule explains each difference (doc/rules/rule-ids.md: the rule that produced the
 * expected points; SCORE-UNEXPECTED for points no rule gives).
 */
#ifndef CARC_SCORE_CHECK_H
#define CARC_SCORE_CHECK_H

#include <stddef.h>
#include <stdint.h>

#include "engine/game.h"
#include "record/record.h"
#include "verify/verdict.h"

struct score_entry;

/* Chains of struct score_check's entries by seat and the low bits of the
 * kind's first letter (road, city, monastery and field differ there). */
#define CARC_SCORE_CHAINS 64

struct score_check {
	size_t *order;			/* score rows by seq, final last */
	size_t order_cap;
	size_t cursor, nrows_seq;	/* next row; rows that have a seq */
	/* The seq of the row at cursor, INT64_MAX past the last: most
	 * moves are told they have none by this one comparison.  Never
	 * more than that row's seq (it is set wherever cursor moves). */
	int64_t next_seq;
	int compare;			/* the record's points are compared
					 * (the verdict is not moves_only) */
	struct score_entry *e;		/* per (seat, kind) sums, scratch */
	size_t ne, e_cap;
	/* entry i + 1 first in its chain (0: none), the rest following
	 * score_entry's next: a key is found without a walk of them all */
	uint16_t chain[CARC_SCORE_CHAINS];
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
/* carc_score_check_move of a move that has rows, or that the rules may
 * give points the record is compared with. */
void carc_score_check_rows(struct score_check *sc, struct carc_game *g,
    const struct carc_record *rec, size_t seq, struct carc_verdict *v);

/*
 * The rows of move seq (and any earlier rows of no move); nawards, the
 * move's awards as the driver told them (carc_drive_facts).  Most moves
 * have no row, and the rules give them nothing or the record's points
 * are not compared: told here, inlined into the verifier's loop, without
 * a call.
 */
static inline void
carc_score_check_move(struct score_check *sc, struct carc_game *g,
    const struct carc_record *rec, size_t seq, size_t nawards,
    struct carc_verdict *v)
{
	if ((int64_t)seq < sc->next_seq && (nawards == 0 || !sc->compare ||
	    seq == 0 || rec->moves[seq].action != CARC_ACTION_PLACE))
		return;
	carc_score_check_rows(sc, g, rec, seq, v);
}
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
