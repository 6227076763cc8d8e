/*
 * faults.h - fault injection: derive from a valid record a copy changed
 * in one place (a tile, a placement, a meeple, a score row, the turn
 * order, a total), and say which rules the verifier may cite for it and
 * at which seq (the ground truth of tests/faults.sh).
 *
 * The injector predicts nothing the engine decides.  Where a fault needs
 * a state of the game (a free spot, an occupied feature, a seat with no
 * meeple left, the points of a move), it asks the verifier to replay the
 * record up to that move (carc_verify_until) and reads the game it
 * leaves; the rules a changed score may be reported with are those of
 * the awards the verifier's observer is told for the unchanged record.
 * The mutations are generic: games of every expansion run through them,
 * and the plugins' rules are allowed by their prefix, looked up through
 * the set of the tile concerned, never named here.
 */
#ifndef CARC_FAULTS_H
#define CARC_FAULTS_H

#include <stdint.h>

#include "gen/gen.h"

enum carc_fault_kind {
	CARC_FAULT_PLACE_EDGE,		/* a tile where it does not fit */
	CARC_FAULT_PLACE_ROT,		/* the right square, a wrong rotation */
	CARC_FAULT_PLACE_ISOLATED,	/* off the board's edge of contact */
	CARC_FAULT_PLACE_OCCUPIED,	/* on an occupied square */
	CARC_FAULT_MEEPLE_OCCUPIED,	/* a meeple on an occupied feature */
	CARC_FAULT_MEEPLE_EIGHTH,	/* an eighth meeple */
	CARC_FAULT_MEEPLE_NOSPOT,	/* a spot not on the tile */
	CARC_FAULT_POINTS_CHANGED,
	CARC_FAULT_POINTS_WRONG_SEAT,
	CARC_FAULT_POINTS_MISSING,
	CARC_FAULT_POINTS_ADDED,
	CARC_FAULT_TOTAL_WRONG,
	CARC_FAULT_SEAT_ORDER,
	CARC_FAULT_TILE_UNKNOWN,
	CARC_FAULT_TILE_OVERDRAWN,	/* a type drawn more often than the set holds */
	CARC_FAULT_DISCARD_FITS,	/* a discard of a tile that fits */
	CARC_FAULT_DRAW_ORDER,		/* a tile the plugins say may not be
					 * drawn yet */
	CARC_FAULT_PLACE_REFUSED,	/* edges match, a plugin refuses */
	CARC_FAULT_FIGURE_SPOT,		/* a figure where its kind may not
					 * stand */
	CARC_FAULT_FIGURE_SUPPLY,	/* a figure of a kind the seat has none
					 * of left */
	CARC_FAULT_RETURN_WRONG,	/* a figure taken back where the rules
					 * refuse it */
	CARC_FAULT_ACTION_DROPPED,	/* an action the turn needed left out */
	CARC_FAULT_ACTION_ELSEWHERE,	/* an action aimed at another tile
					 * or spot, where it may not be */
	CARC_FAULT_ACTION_UNDECLARED,	/* an action of a kind no enabled
					 * plugin declares */
	CARC_FAULT_N
};

extern const char *const carc_fault_names[CARC_FAULT_N];
/* What each kind may be reported with, for a person (carc faults list). */
extern const char *const carc_fault_contract[CARC_FAULT_N];

/* The kind called name, or -1. */
int carc_fault_parse(const char *name);

/*
 * Does the verifier's rule id `rule` belong to `allowed` (a truth's
 * rules: ids separated by spaces; "X-*" stands for every id starting
 * with "X-")?
 */
int carc_fault_allows(const char *allowed, const char *rule);

/* What the verifier must report for an injected fault. */
struct carc_fault_truth {
	int kind;
	int64_t seq;			/* valid if has_seq; else final */
	int has_seq;
	int seat;			/* -1: any seat */
	char rules[320];		/* the rules allowed (carc_fault_allows) */
	int unverifiable;		/* the rule is the reason's */
	char detail[128];
};

struct carc_faulter;

int carc_faulter_new(struct carc_faulter **out,
    const struct carc_plugin_set *set, struct carc_error *err);
void carc_faulter_free(struct carc_faulter *f);

/*
 * Break rec (a valid record, changed in place) with one fault of `kind`.
 * Returns 1 and fills *t, 0 if the game offers no place for such a fault
 * (rec is then unchanged), -1 with err if the game cannot be replayed.
 */
int carc_fault_inject(struct carc_faulter *f, int kind, struct carc_rng *rng,
    struct carc_record *rec, struct carc_fault_truth *t,
    struct carc_error *err);

/* Deep copy of a record's rows (dst from carc_record_init). */
int carc_record_copy(struct carc_record *dst, const struct carc_record *src);

#endif /* CARC_FAULTS_H */
