/*
 * verdict.h - what the verifier concludes about one game: the verdict,
 * every divergence in order of play, and the totals (doc/spec/cli.md).
 */
#ifndef CARC_VERDICT_H
#define CARC_VERDICT_H

#include <stddef.h>
#include <stdint.h>

#include "record/record.h"

enum carc_verdict_kind {
	CARC_VALID = 0,
	CARC_DIVERGENT = 1,
	CARC_UNVERIFIABLE = 2
};

extern const char *const carc_verdict_names[3];

struct carc_divergence {
	int64_t seq;			/* valid if has_seq; else final/game */
	int seat;			/* valid if has_seat */
	uint8_t has_seq, has_seat;
	const char *rule;		/* static: from a rule table; the rule
					 * that makes the record wrong (for
					 * points, the one that produced the
					 * expected points: doc/rules/rule-ids.md) */
	char expected[96];
	char recorded[96];
	char message[256];
	/* The optional hint (doc/spec/cli.md): the verifier's guess at what the
	 * recorder misread, another rule id and a sentence for a person.
	 * hint_rule NULL: no hint. */
	const char *hint_rule;		/* static, like rule */
	char hint[160];
	/* A divergence of points (the SCORE-* rules): expected and
	 * recorded as numbers, for programs (the JSON's "points"); kind
	 * empty for a total. */
	uint8_t has_points;
	int64_t expected_points, recorded_points;
	char points_kind[CARC_KIND_MAX];
	/* A plugin's turn_end ruling: an action the turn left out (carc
	 * ask tells it apart from what the move did wrong). */
	uint8_t owed;
};

struct carc_verdict {
	int64_t game;
	int kind;			/* enum carc_verdict_kind */
	char reason[256];		/* CARC_UNVERIFIABLE only */
	char engine[256];		/* "carc 0.1.0; NAME 1.0.0" */
	size_t ndiv, div_cap;
	struct carc_divergence *div;	/* reused from game to game */
	size_t nseats;
	int computed[CARC_MAX_SEATS];
	int64_t recorded[CARC_MAX_SEATS];
	uint8_t has_recorded[CARC_MAX_SEATS];
	int moves_only;			/* no scores recorded: legality only */
	/* Sticky: an allocation failed while the verdict was built, so it
	 * may lack a divergence; the verifier makes it unverifiable ("out
	 * of memory", the policy of engine/game.h). */
	int oom;
	struct carc_divergence spill;	/* filled and dropped when oom */
	/* The replay stopped early at move stopped_seq, which the record
	 * could no longer apply (record-format.md): nothing of that move
	 * counts, and nothing after it is played. */
	int stopped;
	int64_t stopped_seq;
};

void carc_verdict_init(struct carc_verdict *v);
void carc_verdict_free(struct carc_verdict *v);
void carc_verdict_reset(struct carc_verdict *v, int64_t game);
/* src into dst, whose divergence array is kept and grown (the rule
 * pointers stay those of src's plugins): 0, or -1 when memory is short,
 * dst then unchanged. */
int carc_verdict_copy(struct carc_verdict *dst, const struct carc_verdict *src);

/* Append a divergence; returns it for the caller to fill (never NULL:
 * out of memory, it sets v->oom and returns v->spill, which is dropped). */
struct carc_divergence *carc_verdict_add(struct carc_verdict *v,
    const char *rule);

/* Give d a hint (rule NULL: none); the sentence is printf-formatted. */
void carc_divergence_hint(struct carc_divergence *d, const char *rule,
    const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif /* CARC_VERDICT_H */
