/*
 * lock.h - pid files and database locks: a file held with flock(2) for
 * the daemon's life, holding its pid.  The lock, not the file's
 * existence, says whether a carcd runs: a file left by a killed daemon
 * is taken over.  flock locks survive fork, so a lock taken before
 * daemonizing is still held by the daemon.
 *
 * Such a file is only ever created where nothing is, or taken over when
 * it is a stale one: a regular file holding nothing but a pid, unlocked.
 * Anything else at the path (a database, a symlink, a FIFO, a file of any
 * other content) is refused and left alone: a mistyped pid_file must not
 * truncate the file it names.
 *
 * A pid file's path is the user's choice, and may name another program's
 * pid file, which that program most likely does not lock: an unlocked pid
 * file is stale only if its process no longer exists, and an empty one
 * is refused.  A database's lock has a name only carcd makes
 * (DB-carcd.lock), so the lock alone decides: unlocked, it is a carcd's
 * that is gone.  It may be empty (killed while writing its pid), and its
 * pid may since have gone to another process (a crash and a reboot, or
 * pids wrapping round), neither of which may keep carcd from the
 * database.
 */
#ifndef CARCD_LOCK_H
#define CARCD_LOCK_H

#include <sys/types.h>

#include "util/error.h"

/* Which of the two (above): the rule for an unlocked file differs. */
enum carcd_lock_kind {
	CARCD_LOCK_PIDFILE,		/* stale if its pid does not run */
	CARCD_LOCK_DATABASE		/* stale if unlocked */
};

struct carcd_lock {
	int fd;				/* -1: not held */
	char *path;
	dev_t dev;			/* the file we made or took over */
	ino_t ino;
};

/*
 * Is path free for a lock file?  0: nothing there, or a stale pid file;
 * 1: a pid file locked by a running carcd (its pid in *pid); -1 with err
 * set: anything else.  Changes nothing: carcd -n calls it too.
 */
int carcd_lock_check(const char *path, const char *what,
    enum carcd_lock_kind kind, long *pid, struct carc_error *err);

/* Take the lock of path (created if missing, taken over if stale, see
 * above); what names what is locked, for the message: "the pid file",
 * "database 'x.db'". */
int carcd_lock_take(struct carcd_lock *lk, const char *path,
    const char *what, enum carcd_lock_kind kind, struct carc_error *err);
/* Write our pid into it (after daemonizing: the pid changes); nothing
 * if it holds it already. */
void carcd_lock_write_pid(struct carcd_lock *lk);
/* Empty it, keeping the lock: before daemonizing, so that nobody reads
 * the pid of a parent about to exit. */
void carcd_lock_clear_pid(struct carcd_lock *lk);
/* Release the lock; remove the file only if it is still the one we hold
 * and still holds our pid. */
void carcd_lock_release(struct carcd_lock *lk);

#endif /* CARCD_LOCK_H */
