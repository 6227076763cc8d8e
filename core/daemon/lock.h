/*
 * lock.h - pid files and database locks: a file held with flock(2) for
 * the daemon's life, holding its pid.  The lock, not the file's
 * existence, says whether a carcd runs: a file left by a killed daemon
 * is taken over.  flock locks survive fork, so a lock taken before
 * daemonizing is still held by the daemon.
 */
#ifndef CARCD_LOCK_H
#define CARCD_LOCK_H

#include "util/error.h"

struct carcd_lock {
	int fd;				/* -1: not held */
	char *path;
};

/* Take the lock of path (created if missing); what names what is locked,
 * for the message: "pid file", "database 'x.db'". */
int carcd_lock_take(struct carcd_lock *lk, const char *path,
    const char *what, struct carc_error *err);
/* Write our pid into it (after daemonizing: the pid changes). */
void carcd_lock_write_pid(struct carcd_lock *lk);
/* Remove the file and release the lock. */
void carcd_lock_release(struct carcd_lock *lk);

#endif /* CARCD_LOCK_H */
