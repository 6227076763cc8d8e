/* junit.h - JUnit XML for carc verify and carc compare (--format junit). */
#ifndef CARC_JUNIT_H
#define CARC_JUNIT_H

#include <stdio.h>

#include "verify/verdict.h"

enum {
	CARC_JUNIT_PASS = 0,
	CARC_JUNIT_FAILURE = 1,
	CARC_JUNIT_ERROR = 2
};

void carc_junit_begin(FILE *out, const char *suite, size_t tests,
    size_t failures, size_t errors);
void carc_junit_end(FILE *out);
void carc_junit_case(FILE *out, const char *classname, const char *name,
    int outcome, const char *message, const char *detail);
void carc_junit_verdict(FILE *out, const char *classname,
    const struct carc_verdict *v);

#endif /* CARC_JUNIT_H */
