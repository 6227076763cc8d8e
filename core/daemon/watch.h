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


/*
 * Open path read-write (its own journal mode, a busy timeout) and create
 * carcd's own tables and triggers if they are missing.  Takes no lock of its own: the
 * caller locks path first (lock.h).
 */
int carcd_db_attach(struct carcd_db **out, const char *path,
    struct carc_error *err);
void carcd_db_detach(struct carcd_db *db);
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
