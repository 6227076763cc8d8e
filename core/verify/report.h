/*
 * report.h - a verdict as a person reads it (text) and as programs read
 * it (JSON Lines, doc/spec/cli.md).
 */
#ifndef CARC_REPORT_H
#define CARC_REPORT_H

#include <stdio.h>

#include "util/json.h"	/* carc_json_string */
#include "verify/verdict.h"

void carc_report_json(FILE *out, const struct carc_verdict *v);
/* One divergence of it as a JSON object (the replay's log shares it). */
void carc_report_json_divergence(FILE *out, const struct carc_divergence *d);
/* db: the database path, for the picture command of divergent games. */
void carc_report_text(FILE *out, const struct carc_verdict *v,
    const char *db);

/* One divergence as the text report prints it: one line. */
void carc_report_divergence(FILE *out, const struct carc_divergence *d);

#endif /* CARC_REPORT_H */
