/*
 * verify.h - the verifier: walks a record and the engine side by side and
 * turns every difference into a divergence citing a rule id
 * (record-format.md, "What the verifier compares").
 */
#ifndef CARC_VERIFY_H
#define CARC_VERIFY_H

#include "host/plugins.h"
#include "record/record.h"
#include "verify/verdict.h"

struct carc_verifier;

int carc_verifier_new(struct carc_verifier **out,
    const struct carc_plugin_set *set, struct carc_error *err);
void carc_verifier_free(struct carc_verifier *vf);

/*
 * Judge one record.  Never fails: a record that cannot be read as a game
 * is an `unverifiable` verdict with the reason.
 */
void carc_verify(struct carc_verifier *vf, const struct carc_record *rec,
    struct carc_verdict *v);

/* "carc 0.1.0" and the version of each plugin a game uses. */
void carc_engine_string(char *out, size_t outlen,
    const struct carc_plugin_set *set, const struct carc_record *rec);

#endif /* CARC_VERIFY_H */
