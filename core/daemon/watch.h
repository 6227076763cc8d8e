/*
 * watch.h - one watched database: which finished games need a verdict,
 * and verifying them one transaction per game (see README.md in this
 * directory for the design: change detection and crash safety).
 */
#ifndef CARCD_WATCH_H
#define CARCD_WATCH_H

#include <signal.h>
#include <stdint.h>

#include "host/plugins.h"
#include "record/record.h"
#include "util/error.h"
#include "verify/verdict.h"
#include "verify/verify.h"

/* What verifying needs, shared by every database and reused from game
 * to game, so that memory does not grow with the games seen. */
struct carcd_engine {
	struct carc_plugin_set *set;
	struct carc_verifier *vf;
	char signature[1024];		/* "carc 0.1.0; NAME 1.0.0; ..." */
};

struct carcd_work {
	struct carc_record rec;
	struct carc_verdict v;
	/* Set by the signal handlers; a pass stops between games when
	 * either is set, and goes on at the next poll. */
	volatile sig_atomic_t *quit, *reload;
	/* counters, for the log */
	uint64_t verified, skipped, busy;
	/* how the games were read: through an ordered scan (scans of
	 * them), or looked up one by one */
	uint64_t scanned, scans, looked_up;
};

struct carcd_db;
struct carc_db_fail;

/*
 * The busy timeout of every connection carcd opens: a quick try.  One
 * loop serves every database, and SQLite's busy handler sleeps in it: a
 * database locked for long (a writer's BEGIN EXCLUSIVE, a slow
 * migration) held up the verdicts of all the others for the whole
 * timeout (5 s) at each try.  A writer's usual transaction is a few
 * milliseconds; a lock that outlasts this is left until the next poll,
 * or for a database that cannot be opened, until its delay is up
 * (waiting, poll_one: doubling up to 30 s).
 */
#define CARCD_BUSY_MS 100

/*
 * What kind of failure an SQLite (extended) result code is, for carcd
 * (the table in watch.c says why of each):
 */
enum carcd_failure {
	CARCD_FAIL_ERROR = 0,	/* not going away by itself: logged, the
				 * database tried again with a growing delay
				 * (damaged or not watched when it is found
				 * so at open) */
	CARCD_FAIL_LOCKED,	/* another connection's lock: tried again at
				 * the next poll, counted as a busy retry */
	CARCD_FAIL_GOING	/* the file being replaced, moved or
				 * recovered as carcd opened it: the open
				 * tried again with a growing delay */
};
enum carcd_failure carcd_failure_kind(int xrc);

/* Does an open that failed with rc (carc_db_open_with, carcd_db_attach)
 * and fail go away by itself: a lock (carcd_failure_kind), a crashed
 * writer's journal (CARC_DB_ERECOVER), a file replaced or gone missing
 * while it was opened? */
int carcd_open_transient(int rc, const struct carc_db_fail *fail);

/*
 * Open path read-write (its own journal mode, busy timeout CARCD_BUSY_MS)
 * and create carcd's own tables and triggers if they are missing.  Takes
 * no lock of its own: the caller locks path first (lock.h).  0, or a
 * negative code (carc_db_open's), fail and err.
 */
int carcd_db_attach(struct carcd_db **out, const char *path,
    struct carc_db_fail *fail, struct carc_error *err);
void carcd_db_detach(struct carcd_db *db);

/*
 * carcd --uninstall: every table and trigger named carc_* that carcd made
 * in the database at path (carc_state, its triggers, an older carcd's
 * carc_meta) dropped in one transaction, triggers first; the result
 * tables, the spec's, are kept.  *ntables and *ntriggers: how many went.
 * 0, or -1 and err.
 */
int carcd_db_uninstall(const char *path, int *ntables, int *ntriggers,
    struct carc_error *err);
const char *carcd_db_path(const struct carcd_db *db);

/* Compare the engine signature with the one the database was last fully
 * checked with; if it differs, the next poll checks every finished game. */
int carcd_db_set_engine(struct carcd_db *db, const struct carcd_engine *eng,
    struct carc_error *err);

/*
 * Verify what needs it.  Returns 0 when the pass is done or was stopped
 * by a flag, a busy database or the end of the database's time slice
 * (about 100 ms, so that one slow database cannot starve the others; it
 * goes on at the next call), -1 on a database error (logged by the
 * caller; the pass is retried later).
 */
int carcd_db_poll(struct carcd_db *db, const struct carcd_engine *eng,
    struct carcd_work *w, struct carc_error *err);
/* Was the file found damaged (its whole-file check)?  Nothing is
 * written into it until carcd_db_set_engine (a SIGHUP) checks again. */
int carcd_db_damaged(const struct carcd_db *db);
/* Is a pass under way (work left for the next call)? */
int carcd_db_in_pass(const struct carcd_db *db);
/* Start a pass at the next poll even if no one else committed: after a
 * failure, the games that failed are pending again. */
void carcd_db_retry(struct carcd_db *db);

#endif /* CARCD_WATCH_H */
