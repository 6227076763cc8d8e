/*
 * recover.c - what a writer that crashed leaves behind, before the file
 * can be read (record.h, CARC_DB_ERECOVER; issue 28).
 *
 * A writer killed in the middle of a transaction (a game server, a
 * script, carcd itself, a power cut) leaves a hot journal: the pages it
 * had begun to change, to be written back before anyone reads the file
 * ("Hot Journals", sqlite.org/lockingv3.html).  A WAL database's writer
 * leaves its WAL, whose index a reader rebuilds in the -shm file
 * (sqlite.org/walformat.html, "Recovery").  SQLite does both by itself,
 * on the first read, in a connection that may write: carc opens its
 * readers read-only, and SQLite then fails with SQLITE_READONLY_ROLLBACK
 * or SQLITE_READONLY_RECOVERY ("attempt to write a readonly database").
 *
 * Where that happens, carc opens one connection that may write, only to
 * let SQLite recover (a read of the schema), and closes it; the reader
 * then opens again.  Nothing is recovered by carc itself: whether a
 * journal is hot is SQLite's decision, taken under its locks (no writer
 * holds the reserved lock, the journal is whole and of this file), so no
 * journal is rolled back that SQLite cannot prove hot, and a live
 * writer's journal never is.  The recovery holds the exclusive lock for
 * as long as the rollback takes (the size of one transaction), and waits
 * for a writer no longer than the reader's busy timeout.
 *
 * Only a user who may write the file and its directory recovers (a
 * rollback journal is deleted when done; a WAL's index is written into
 * -shm).  Anyone else gets CARC_DB_ERECOVER and one sentence: a writer
 * crashed, and how the file's owner recovers it.
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "record/db_private.h"
#include "record/record.h"

/* Is path's directory one the effective user may add and remove files
 * in (a journal is deleted there)? */
static int
dir_writable(const char *path)
{
	char *dir, *slash;
	int ok;

	if ((dir = strdup(path)) == NULL)
		return 0;
	if ((slash = strrchr(dir, '/')) == NULL)
		ok = faccessat(AT_FDCWD, ".", W_OK | X_OK, AT_EACCESS) == 0;
	else {
		slash[slash == dir ? 1 : 0] = '\0';
		ok = faccessat(AT_FDCWD, dir, W_OK | X_OK, AT_EACCESS) == 0;
	}
	free(dir);
	return ok;
}

/* Is path-suffix there, and not empty? */
static int
side_file(const char *path, const char *suffix)
{
	struct stat sb;
	char *side;
	int there;

	if ((side = sqlite3_mprintf("%s%s", path, suffix)) == NULL)
		return 0;
	there = stat(side, &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_size > 0;
	sqlite3_free(side);
	return there;
}

int
carc_db_recovery_needed(sqlite3 *h, const char *path, int wal)
{
	switch (sqlite3_extended_errcode(h)) {
	case SQLITE_READONLY_ROLLBACK:
		return CARC_RECOVER_JOURNAL;
	case SQLITE_READONLY_RECOVERY:
	case SQLITE_READONLY_CANTINIT:
		return CARC_RECOVER_WAL;
	default:
		/* A WAL with no -shm where none can be made: SQLite cannot
		 * open it at all.  A WAL database closed cleanly has no WAL
		 * left (open.c says what to do then). */
		return wal && side_file(path, "-wal") ? CARC_RECOVER_WAL : 0;
	}
}

static int
cannot(const char *path, int kind, struct carc_error *err)
{
	carc_error_set(err, "cannot read '%s': a writer crashed and left "
	    "'%s%s' to be %s, which needs write access to the file and its "
	    "directory; its owner can recover it by running: sqlite3 '%s' "
	    "'PRAGMA quick_check'", path, path, kind == CARC_RECOVER_JOURNAL ?
	    "-journal" : "-wal", kind == CARC_RECOVER_JOURNAL ? "rolled back" :
	    "recovered", path);
	return CARC_DB_ERECOVER;
}

int
carc_db_recover(const char *path, int kind, int busy_ms, int *xrc,
    struct carc_error *err)
{
	sqlite3 *h = NULL;
	sqlite3_stmt *st = NULL;
	int rc, dummy;

	if (xrc == NULL)
		xrc = &dummy;
	*xrc = 0;

	if (faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) != 0 ||
	    !dir_writable(path))
		return cannot(path, kind, err);
	/* Never CREATE; READWRITE opens a file it may not write read-only
	 * (a read-only mount), which cannot recover either. */
	if ((rc = sqlite3_open_v2(path, &h, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_NOMUTEX, NULL)) != SQLITE_OK) {
		*xrc = h != NULL ? sqlite3_extended_errcode(h) : rc;
		carc_error_set(err, "cannot open '%s' to recover it: %s", path,
		    h != NULL ? sqlite3_errmsg(h) : "out of memory");
		sqlite3_close(h);
		return -1;
	}
	if (sqlite3_db_readonly(h, "main") != 0) {
		sqlite3_close(h);
		return cannot(path, kind, err);
	}
	sqlite3_busy_timeout(h, busy_ms);
	if (carc_db_harden(h, path, err) < 0) {
		sqlite3_close(h);
		return -1;
	}
	/* The first read is where SQLite rolls a hot journal back, or
	 * rebuilds a WAL's index. */
	rc = sqlite3_prepare_v2(h, "SELECT count(*) FROM sqlite_master", -1,
	    &st, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_step(st) == SQLITE_ROW ? SQLITE_OK :
		    sqlite3_errcode(h);
	if (rc != SQLITE_OK) {
		*xrc = sqlite3_extended_errcode(h);
		carc_error_set(err, "cannot recover '%s' (a writer crashed "
		    "and left '%s%s'): %s", path, path, kind ==
		    CARC_RECOVER_JOURNAL ? "-journal" : "-wal",
		    sqlite3_errmsg(h));
	}
	sqlite3_finalize(st);
	sqlite3_close(h);
	return rc == SQLITE_OK ? 0 : -1;
}
