/*
 * score_log.h - the scoring log of one game (carc replay --format json,
 * issues 31 and 34): JSON Lines, an object per move with the points the
 * rules give in it (each award's rule and feature), the record's score
 * rows, the move's divergences and each seat's total after it, then one
 * for final scoring and the verdict; the conventions of doc/spec/cli.md
 * ("seq": null for final scoring, "seat": null where no player is
 * concerned), the lines of doc/schema/replay-log.schema.json.  The
 * numbers are the verifier's own: the log watches carc_verify_until play
 * the record (carc_verifier_observe), so no second scorer exists to
 * disagree.
 */
#ifndef CARC_SCORE_LOG_H
#define CARC_SCORE_LOG_H

#include <stdint.h>
#include <stdio.h>

#include "verify/verify.h"

/* Replay rec up to move to_seq (negative: the whole record, final
 * scoring included when the game is finished), writing the log to out;
 * v gets the verdict, as carc_verify_until gives it.  0, or -1 when
 * memory ran short (the log is then cut short or not written). */
int carc_score_log(FILE *out, struct carc_verifier *vf,
    const struct carc_record *rec, int64_t to_seq, struct carc_verdict *v);

#endif /* CARC_SCORE_LOG_H */
