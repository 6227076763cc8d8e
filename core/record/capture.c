/*
 * capture.c - a still copy of a rollback-journal database, made so that
 * no writer waits for it (issue 28: never make the writer wait): the
 * whole-file check runs on one, and a plain verify reads one
 * (carc_db_snapshot), which is the same reasoning for a reading of every
 * game in one snapshot.
 *
 * PRAGMA integrity_check is one read transaction as long as the check:
 * 1.7 s on 20,000 games, 10 s on 100,000 (doc/benchmark.md).  In a
 * rollback journal a reader's SHARED lock keeps every writer's commit
 * waiting (SQLite's "File Locking And Concurrency"), so a game server
 * with a 5 s busy timeout failed beside carc verify --store and carcd.
 * The check cannot give way and go on: what it has seen of the file
 * (every page used once, every index entry of a row) is of one moment,
 * and a commit in between makes a live file look damaged.  Checking
 * table by table in transactions of their own has the same flaw for the
 * free list and the page count, and one table alone holds the lock for
 * seconds.
 *
 * What needs one moment is the file's bytes, not the checking of them.
 * So the bytes are copied, a few MB under each read lock, into a private
 * temporary file, and the check runs on the copy with no lock on the
 * file at all.  The copy is of one moment when every step saw the same
 * file change counter (bytes 24-27 of the header, which every commit in
 * a rollback journal changes; SQLite's "Database File Format" 1.3.7):
 * in a step the read lock keeps the file still, between steps only a
 * commit changes it.  A commit between two steps starts the copy again
 * in steps four times as long, so that it ends even beside a writer
 * that commits between every two steps: at the latest one step copies
 * the whole file, and a writer then waits one read of the file, never
 * one check of it (100,000 games, 404 MB: a writer's longest wait 1.3
 * to 3.2 s on a loaded 2-core VM, against 5.2 to 5.8 s and its 5 s
 * timeout run out every time; doc/benchmark.md).
 *
 * The copy is byte for byte what the check would read in place, so the
 * check of it says what a check in place would have said, damage
 * included.  Read through SQLite's own descriptor of the file
 * (SQLITE_FCNTL_FILE_POINTER): a descriptor of carc's own, once closed,
 * would drop every POSIX lock of the process on the file (open.c).
 *
 * A WAL database needs none of this: its readers never keep a writer
 * waiting, and it is checked in place.  Where no copy can be made (no
 * room in $TMPDIR) the check runs in place too, as it did before.
 *
 * The copy has no name from its first byte on, so that no kill, not even
 * -9 during the check, leaves it behind (issue 34, 11: a 217 MB copy in
 * $TMPDIR after each kill): an O_TMPFILE file, or one unlinked as soon as
 * it is open.  SQLite reads it through its descriptor (copyvfs.c).
 *
 * A file switched to WAL during a capture (the server runs PRAGMA
 * journal_mode = WAL between two steps) can no longer be copied so: its
 * checkpoints write the file's pages under no lock a reader takes, in
 * the middle of a step as well as between two, so that the change
 * counter read at a step's start no longer vouches for the step's
 * pages; the copy mixed two moments and looked damaged (issue 34, 10).
 * Each step finds the switch as it finds a commit: bytes 18-19 of the
 * header (the file format's read and write
 * versions, 1 in a rollback journal, 2 in WAL; "Database File Format"
 * 1.3.3), or a WAL file beside it, which SQLite reads too.  The copy is
 * then given up, and the file is read in place, where in WAL a reader
 * keeps no writer waiting.
 *
 * Test hooks, read from the environment (tests/live/walswitch.sh and
 * leftover.sh), which change nothing but the moment the process stops:
 * CARC_TEST_STOP_CAPTURE stops it (SIGSTOP) after every piece of a
 * capture but the last, under the step's read lock or, at the end of a
 * step, with the lock gone, so that a test can act beside a capture
 * between any two reads; CARC_TEST_STOP_CHECK stops it once, the
 * copy made and open, before its check, so that a test can kill it
 * there.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "record/db_private.h"
#include "record/record.h"

/* Bytes copied under one read lock at first: a few ms of reading. */
#define CAPTURE_STEP ((int64_t)4 << 20)
/* Bytes of one read and one write. */
#define CAPTURE_PIECE (1 << 20)

static uint32_t
be32(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	    (uint32_t)p[2] << 8 | p[3];
}

/* A read past the end of the file (an empty file's header) is zeros,
 * as SQLite reads it (the xRead contract of sqlite3_io_methods). */
static int
read_ok(int rc)
{
	return rc == SQLITE_OK || rc == SQLITE_IOERR_SHORT_READ;
}

static int
write_at(int fd, const unsigned char *buf, size_t n, int64_t off)
{
	ssize_t w;

	while (n > 0) {
		if ((w = pwrite(fd, buf, n, (off_t)off)) < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		buf += w;
		n -= (size_t)w;
		off += w;
	}
	return 0;
}

/* A progress handler of the copy's check: stop when asked (check.c). */
static int
stop_asked(void *arg)
{
	const struct carc_db *db = arg;

	return db->stop != 0;
}

/* The file is not (or no longer) a rollback journal's: its header says
 * another format than 1 (WAL is 2), or a WAL file is there. */
static int
not_rollback(const struct carc_db *db, const unsigned char *hdr)
{
	char wal[4096];

	if (hdr[18] != 1 || hdr[19] != 1)
		return 1;
	return (size_t)snprintf(wal, sizeof(wal), "%s-wal", db->path) >=
	    sizeof(wal) || access(wal, F_OK) == 0;
}

/* CARC_TEST_STOP_CHECK's once */
static volatile sig_atomic_t stopped_once;

static void
test_stop(const char *hook)
{
	if (getenv(hook) != NULL)
		(void)raise(SIGSTOP);
}

/*
 * Copy the file of db into fd, as of one moment.  0 done, CARC_DB_ECHECK
 * (err set) if the file could not be read (locked past the busy timeout,
 * I/O, asked to stop), 1 if the copy could not be written or the file
 * is not a rollback journal's (fall back).
 */
static int
capture(struct carc_db *db, int fd, struct carc_error *err)
{
	sqlite3_file *f = NULL;
	unsigned char hdr[100], *buf;
	sqlite3_int64 size = 0;
	int64_t off = 0, end, step = CAPTURE_STEP;
	uint32_t counter = 0;
	size_t n;
	int first = 1, rc = 0;

	if (sqlite3_file_control(db->h, "main", SQLITE_FCNTL_FILE_POINTER,
	    &f) != SQLITE_OK || f == NULL || f->pMethods == NULL)
		return 1;
	if ((buf = malloc(CAPTURE_PIECE)) == NULL)
		return 1;
	while (first || off < size) {
		if (db->stop) {
			carc_error_set(err, "cannot check '%s': interrupted",
			    db->path);
			rc = CARC_DB_ECHECK;
			break;
		}
		/* the read lock, held for this step alone */
		if (carc_db_begin_read(db, err) != 0) {
			rc = CARC_DB_ECHECK;
			break;
		}
		if (!read_ok(f->pMethods->xRead(f, hdr, (int)sizeof(hdr),
		    0)) || f->pMethods->xFileSize(f, &size) != SQLITE_OK) {
			carc_db_rollback(db);
			carc_error_set(err, "cannot check '%s': cannot read it",
			    db->path);
			rc = CARC_DB_ECHECK;
			break;
		}
		if (not_rollback(db, hdr)) {
			carc_db_rollback(db);
			rc = 1;
			break;
		}
		if (first || be32(hdr + 24) != counter) {
			/* the first step, or a writer committed since the
			 * last: from the start, in longer steps after a
			 * commit */
			if (!first)
				step *= 4;
			counter = be32(hdr + 24);
			off = 0;
			first = 0;
		}
		end = size - off > step ? off + step : size;
		for (; off < end; off += (int64_t)n) {
			n = end - off > CAPTURE_PIECE ? CAPTURE_PIECE :
			    (size_t)(end - off);
			if (!read_ok(f->pMethods->xRead(f, buf, (int)n,
			    off))) {
				carc_error_set(err, "cannot check '%s': cannot "
				    "read it", db->path);
				rc = CARC_DB_ECHECK;
				break;
			}
			if (write_at(fd, buf, n, off) != 0) {
				rc = 1;
				break;
			}
			if (off + (int64_t)n < end)
				test_stop("CARC_TEST_STOP_CAPTURE");
		}
		carc_db_rollback(db);	/* read only: the lock goes */
		if (rc != 0)
			break;
		if (off < size)
			test_stop("CARC_TEST_STOP_CAPTURE");
	}
	free(buf);
	/* a copy started again after the file shrank (a VACUUM between two
	 * steps) would keep the longer copy's last pages */
	if (rc == 0 && ftruncate(fd, (off_t)size) != 0)
		rc = 1;
	return rc;
}

/* A new file of $TMPDIR that has no name: its descriptor, or -1. */
static int
nameless_file(void)
{
	const char *dir = getenv("TMPDIR");
	char path[4096];
	int fd;

	if (dir == NULL || *dir == '\0')
		dir = "/tmp";
#ifdef O_TMPFILE
	if ((fd = open(dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600)) >= 0)
		return fd;
#endif
	/* no O_TMPFILE here, or not on this file system */
	if ((size_t)snprintf(path, sizeof(path), "%s/carc-copy.XXXXXX", dir) >=
	    sizeof(path) || (fd = mkstemp(path)) < 0)
		return -1;
	if (unlink(path) != 0 || fcntl(fd, F_SETFD, FD_CLOEXEC) != 0) {
		(void)unlink(path);
		close(fd);
		return -1;
	}
	return fd;
}

/*
 * A copy of db's file (above) in a new nameless file of $TMPDIR: its
 * descriptor goes to *fd, the name SQLite opens it by (with the VFS
 * carc_db_copy_vfs) to name.  0, CARC_DB_NOCAPTURE, or CARC_DB_ECHECK
 * and err; but for 0, nothing is left open.
 */
static int
capture_file(struct carc_db *db, int *fd, char *name, size_t size,
    struct carc_error *err)
{
	int rc;

	if ((*fd = nameless_file()) < 0)
		return CARC_DB_NOCAPTURE;
	rc = carc_db_copy_name(*fd, name, size) != 0 ? 1 :
	    capture(db, *fd, err);
	if (rc != 0) {
		close(*fd);
		*fd = -1;
		return rc == 1 ? CARC_DB_NOCAPTURE : rc;
	}
	return 0;
}

/*
 * The whole-file check of db, on a copy (above): 0 whole, -1 damaged,
 * CARC_DB_ECHECK not checked, err set but for 0; CARC_DB_NOCAPTURE if no
 * copy could be made, the caller checks in place.  db has no transaction
 * open.
 */
int
carc_db_check_capture(struct carc_db *db, struct carc_error *err)
{
	struct carc_db copy;
	char name[64];
	sqlite3 *h = NULL;
	int fd, rc;

	if ((rc = capture_file(db, &fd, name, sizeof(name), err)) != 0)
		return rc;
	if (carc_db_copy_connect(name, db->path, &h, err) != 0) {
		close(fd);
		return CARC_DB_NOCAPTURE;
	}
	/* the copy's messages name the file it is a copy of */
	memset(&copy, 0, sizeof(copy));
	copy.h = h;
	copy.path = db->path;
	sqlite3_progress_handler(h, 1000, stop_asked, db);
	if (!stopped_once) {
		stopped_once = 1;
		test_stop("CARC_TEST_STOP_CHECK");
	}
	rc = carc_db_check_pragma(&copy, "PRAGMA integrity_check",
	    "integrity_check", err);
	sqlite3_close(h);
	close(fd);
	return rc;
}

int
carc_db_snapshot(struct carc_db *db, struct carc_db **out,
    struct carc_error *err)
{
	char name[64];
	int fd, rc;

	*out = NULL;
	if (carc_db_header_says_wal(db->h))
		return CARC_DB_NOCAPTURE;
	if ((rc = capture_file(db, &fd, name, sizeof(name), err)) != 0)
		return rc;
	/* *out takes fd: the copy goes when *out closes, however it
	 * opened */
	if (carc_db_open_copy(out, name, fd, db->path, err) != 0)
		return CARC_DB_NOCAPTURE;
	return 0;
}

int
carc_db_read_still(struct carc_db **db, struct carc_error *err)
{
	struct carc_db *snap;

	switch (carc_db_snapshot(*db, &snap, err)) {
	case 0:
		carc_db_close(*db);
		*db = snap;
		return 0;
	case CARC_DB_NOCAPTURE:
		return 0;
	default:
		return -1;
	}
}
