/*
 * error.h - one message at the point of failure, carried out in a fixed
 * buffer (nothing to free, works when memory is short).  Messages follow
 * git: lower case, no period, the subject in quotes:
 *   cannot open 'x.db': no such file or directory
 */
#ifndef CARC_ERROR_H
#define CARC_ERROR_H

#include <stdarg.h>

#define CARC_ERROR_MAX 512

struct carc_error {
	char msg[CARC_ERROR_MAX];
};

/* Set the message; returns -1 so callers can `return carc_error_set(...)`. */
int carc_error_set(struct carc_error *err, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
int carc_error_setv(struct carc_error *err, const char *fmt, va_list ap);

/* Put "prefix: " in front of the message already there. */
int carc_error_prefix(struct carc_error *err, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#endif /* CARC_ERROR_H */
