/*
 * clock.h - the monotonic clock in milliseconds, for the time slices of
 * carcd and verify --store (how long a transaction has read, when a
 * database is tried again).
 */
#ifndef CARC_UTIL_CLOCK_H
#define CARC_UTIL_CLOCK_H

#include <time.h>

/* Now, in ms of CLOCK_MONOTONIC. */
long long carc_clock_ms(void);
/* The ms since t0 (a CLOCK_MONOTONIC reading). */
long long carc_clock_ms_since(const struct timespec *t0);

#endif
