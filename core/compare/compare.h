/*
 * compare.h - a game replayed under other rules: another ruleset, another
 * variant of an expansion, an expansion on or off.  The same engine plays
 * each version (through the verifier's move loop); this module only keeps
 * the points each version gives, move by move, and says where they part.
 */
#ifndef CARC_COMPARE_H
#define CARC_COMPARE_H

#include <stddef.h>
#include <stdint.h>

#include "record/record.h"
#include "verify/verify.h"

#define CARC_VARIANT_MAX_CHANGES 8

/*
 * A variant, as written on the command line: comma-separated changes, each
 *   RULESET            final | c1-early-smallcity | c1-farm-v1 | c1-farm-v2
 *   PLUGIN:VARIANT     play the expansion in another variant
 *   +PLUGIN[:VARIANT]  turn an expansion on
 *   -PLUGIN            turn an expansion off (its tiles play as plain tiles)
 */
struct carc_variant {
	char text[128];
	char ruleset[CARC_SET_MAX];	/* "" keeps the record's */
	size_t nchanges;
	struct {
		char op;		/* '=' variant, '+' on, '-' off */
		char name[CARC_SET_MAX];
		char variant[CARC_SET_MAX];
	} change[CARC_VARIANT_MAX_CHANGES];
};

int carc_variant_parse(struct carc_variant *out, const char *text,
    struct carc_error *err);

/* Points of one kind under one rule in one move: what a version gives. */
struct carc_play_points {
	int64_t seq;			/* -1: final scoring */
	int seat;
	int points;
	const char *rule;
};

/* A game played under one version of the rules. */
struct carc_play {
	const char *as;			/* "record" or the variant's text */
	int kind;			/* the verdict under it (divergences
					 * do not matter here, unverifiable
					 * does) */
	char reason[256];
	size_t nseats;
	int total[CARC_MAX_SEATS];
	struct carc_play_points *pts;
	size_t npts, cap;
	int oom;			/* sticky: points were lost */
};

void carc_play_free(struct carc_play *p);

/*
 * Replay rec under variant (NULL: the record's own rules) into out.
 * Returns -1 only when the variant cannot apply to this game (it names an
 * expansion with no plugin): out->reason says why.
 */
int carc_compare_play(struct carc_verifier *vf, const struct carc_record *rec,
    const struct carc_variant *variant, struct carc_play *out);

/* One move (or final scoring) where two versions give a seat different
 * points, with the rules whose points differ. */
struct carc_compare_diff {
	int64_t seq;
	int seat;
	int before, after;
	const char *rules[4];
	size_t nrules;
};

/* The differences between base and alt, in order of play. *out is the
 * caller's to free.  Out of memory: (size_t)-1 and *out NULL. */
size_t carc_compare_diff(const struct carc_play *base,
    const struct carc_play *alt, struct carc_compare_diff **out);

/* Bit s set for each seat with the highest total. */
unsigned carc_play_winners(const struct carc_play *p);

#endif /* CARC_COMPARE_H */
