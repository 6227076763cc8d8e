/*
 * test_live.c - the record reader beside other connections that write
 * (issue 28): no lock of the process is ever dropped by carc, a game is
 * read from one snapshot, the integrity check is one transaction, and a
 * file a crashed writer left is recovered where it may be, or refused
 * with the sentence that says so (record.h, CARC_DB_ERECOVER).
 */
#include "config.h"

#include <sys/stat.h>
#include <sys/wait.h>

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"
#include <sqlite3.h>

#include "record/record.h"

static char tmpdir[4096];

static const char *
path_of(const char *name)
{
	static char path[4200];

	snprintf(path, sizeof(path), "%s/%s", tmpdir, name);
	return path;
}

/* Game 1: two players, three moves, three scores; journal_mode mode. */
static const char *
make_db(const char *name, const char *mode)
{
	static const char sql[] =
	    "CREATE TABLE games(id INTEGER PRIMARY KEY, ruleset, tile_supply,"
	    "  status);"
	    "CREATE TABLE players(game_id, seat, name, final_score);"
	    "CREATE TABLE moves(game_id, seq, seat, tile, action, x, y,"
	    "  rotation, meeple);"
	    "CREATE TABLE scores(game_id, seq, seat, points, kind);"
	    "INSERT INTO games VALUES (1, 'final', 'free', 'finished');"
	    "INSERT INTO players VALUES (1, 0, 'a', 4), (1, 1, 'b', 0);"
	    "INSERT INTO moves VALUES (1, 0, 0, 'D', 'place', 0, 0, 0, NULL),"
	    "  (1, 1, 1, 'E', 'place', 0, -1, 0, NULL),"
	    "  (1, 2, 0, 'E', 'place', 0, 1, 0, NULL);"
	    "INSERT INTO scores VALUES (1, 1, 0, 2, 'city'), (1, 2, 0, 2,"
	    "  'city'), (1, NULL, 0, 0, 'field');";
	const char *path = path_of(name);
	char side[4300], *msg = NULL, *pragma;
	sqlite3 *h;

	unlink(path);
	snprintf(side, sizeof(side), "%s-journal", path);
	unlink(side);
	snprintf(side, sizeof(side), "%s-wal", path);
	unlink(side);
	snprintf(side, sizeof(side), "%s-shm", path);
	unlink(side);
	pragma = sqlite3_mprintf("PRAGMA journal_mode = %s", mode);
	CU_ASSERT_FATAL(sqlite3_open(path, &h) == SQLITE_OK);
	CU_ASSERT_FATAL(sqlite3_exec(h, pragma, NULL, NULL, &msg) ==
	    SQLITE_OK);
	if (sqlite3_exec(h, sql, NULL, NULL, &msg) != SQLITE_OK)
		fprintf(stderr, "sql: %s\n", msg);
	CU_ASSERT_FATAL(msg == NULL);
	sqlite3_close(h);
	sqlite3_free(pragma);
	return path;
}

static struct carc_db *
open_ok(const char *path, int mode)
{
	struct carc_error err = { "" };
	struct carc_db *db = NULL;

	if (carc_db_open(&db, path, mode, &err) < 0)
		fprintf(stderr, "open: %s\n", err.msg);
	CU_ASSERT_FATAL(db != NULL);
	return db;
}

/*
 * Can another process take the write lock of path now?  sqlite3(1), the
 * way a writer would: BEGIN EXCLUSIVE with no waiting.  1 no (a lock of
 * this process stops it), 0 yes, -1 the test could not tell.  (Exec'd,
 * so that no copy of this process exits with its connections open.)
 */
static int
locked_for_others(const char *path)
{
	const char *cli = getenv("SQLITE3");
	pid_t pid;
	int status, fd;

	if (cli == NULL || cli[0] == '\0')
		cli = "sqlite3";
	if ((pid = fork()) < 0)
		return -1;
	if (pid == 0) {
		if ((fd = open("/dev/null", O_RDWR)) >= 0) {
			dup2(fd, 1);
			dup2(fd, 2);
		}
		execlp(cli, cli, "-bail", "-cmd", ".timeout 0", path,
		    "BEGIN EXCLUSIVE; COMMIT;", (char *)NULL);
		_exit(127);
	}
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
	    WEXITSTATUS(status) == 127)
		return -1;
	return WEXITSTATUS(status) != 0;
}

/*
 * A connection of the process holds a read transaction; carc then opens
 * the same file every way it does (a reader, a writer, the check's
 * thread, the target check of carc gen).  None may drop the lock: the
 * kernel drops every POSIX lock of a process on a file when it closes
 * any descriptor of that file (issue 28: false "is damaged" and torn
 * reads beside a writer).
 */
static void
test_no_lock_dropped(void)
{
	struct carc_error err = { "" };
	struct carc_db_check *chk = NULL;
	struct carc_db *db;
	sqlite3 *h;
	const char *path = make_db("locks.db", "delete");

	CU_ASSERT_FATAL(sqlite3_open_v2(path, &h, SQLITE_OPEN_READONLY, NULL)
	    == SQLITE_OK);
	CU_ASSERT_FATAL(sqlite3_exec(h, "BEGIN; SELECT count(*) FROM moves",
	    NULL, NULL, NULL) == SQLITE_OK);
	CU_ASSERT_EQUAL_FATAL(locked_for_others(path), 1);

	db = open_ok(path, CARC_DB_READONLY);
	CU_ASSERT_EQUAL(locked_for_others(path), 1);
	carc_db_close(db);
	CU_ASSERT_EQUAL(locked_for_others(path), 1);

	db = open_ok(path, CARC_DB_READWRITE);
	CU_ASSERT_EQUAL(locked_for_others(path), 1);
	carc_db_close(db);
	CU_ASSERT_EQUAL(locked_for_others(path), 1);

	CU_ASSERT_EQUAL(carc_db_check_start(path, &chk, &err), 0);
	CU_ASSERT_EQUAL(carc_db_check_wait(chk, &err), 0);
	carc_db_check_free(chk);
	CU_ASSERT_EQUAL(locked_for_others(path), 1);

	CU_ASSERT_EQUAL(carc_db_check_target(path, &err), 0);
	CU_ASSERT_EQUAL(locked_for_others(path), 1);

	sqlite3_exec(h, "COMMIT", NULL, NULL, NULL);
	CU_ASSERT_EQUAL(locked_for_others(path), 0);
	sqlite3_close(h);
}

/* The trace hook below: at the first run of the statement that reads
 * the scores, another connection deletes them, and says how it went. */
struct meddler {
	const char *path;
	const char *when;		/* the statement's first words */
	int done, rc;
};

static int
meddle(unsigned type, void *arg, void *p, void *x)
{
	struct meddler *m = arg;
	const char *sql = sqlite3_sql(p);
	sqlite3 *h;

	(void)type;
	(void)x;
	if (m->done || sql == NULL || strncmp(sql, m->when,
	    strlen(m->when)) != 0)
		return 0;
	m->done = 1;
	if (sqlite3_open_v2(m->path, &h, SQLITE_OPEN_READWRITE, NULL) !=
	    SQLITE_OK) {
		m->rc = -1;
		return 0;
	}
	/* no waiting: the reader is in the middle of its step */
	sqlite3_busy_timeout(h, 0);
	m->rc = sqlite3_exec(h, "DELETE FROM scores WHERE game_id = 1", NULL,
	    NULL, NULL);
	sqlite3_close(h);
	return 0;
}

/*
 * A game read with no transaction of the caller's (carc replay, faults,
 * reference) is still read from one snapshot: a writer that commits
 * between the reads of its tables either waits (rollback journal) or is
 * not seen (WAL).
 */
static void
one_snapshot(const char *mode)
{
	struct carc_error err = { "" };
	struct carc_record rec;
	struct meddler m = { NULL, "SELECT seq, seat, points, kind FROM scores",
	    0, 0 };
	struct carc_db *db;

	m.path = make_db("snap.db", mode);
	db = open_ok(m.path, CARC_DB_READONLY);
	carc_record_init(&rec);
	sqlite3_trace_v2(carc_db_handle(db), SQLITE_TRACE_STMT, meddle, &m);
	CU_ASSERT_EQUAL(carc_db_read_game(db, 1, &rec, &err), 0);
	sqlite3_trace_v2(carc_db_handle(db), 0, NULL, NULL);
	CU_ASSERT(m.done);
	CU_ASSERT_EQUAL(rec.nmoves, 3);
	/* the scores as they were when the game's row was read */
	CU_ASSERT_EQUAL(rec.nscores, 3);
	if (rec.nscores != 3)
		fprintf(stderr, "\n%s: the game read %zu scores of 3 (the "
		    "delete: %d)\n", mode, rec.nscores, m.rc);
	carc_record_free(&rec);
	carc_db_close(db);
}

static void
test_one_snapshot(void)
{
	one_snapshot("delete");
	one_snapshot("wal");
}

/*
 * The integrity check is one read transaction: a file that changes
 * between the check of one table and the next is not damaged.  Seen
 * from inside: at the check of the last table, the first's transaction
 * is still open.
 */
static int
in_txn_at_last(unsigned type, void *arg, void *p, void *x)
{
	int *seen = arg;
	const char *sql = sqlite3_sql(p);

	(void)type;
	(void)x;
	if (sql != NULL && strcmp(sql, "PRAGMA integrity_check(scores)") == 0)
		*seen = sqlite3_get_autocommit(sqlite3_db_handle(p)) ? 1 : 2;
	return 0;
}

static void
test_check_one_txn(void)
{
	struct carc_error err = { "" };
	struct carc_db *db;
	int seen = 0;

	db = open_ok(make_db("check.db", "delete"), CARC_DB_READONLY);
	sqlite3_trace_v2(carc_db_handle(db), SQLITE_TRACE_STMT,
	    in_txn_at_last, &seen);
	CU_ASSERT_EQUAL(carc_db_check(db, &err), 0);
	sqlite3_trace_v2(carc_db_handle(db), 0, NULL, NULL);
	CU_ASSERT_EQUAL(seen, 2);
	/* and it ends: the connection is back in autocommit */
	CU_ASSERT(sqlite3_get_autocommit(carc_db_handle(db)));
	carc_db_close(db);
}

static int
suite_init(void)
{
	const char *base = getenv("TMPDIR");

	snprintf(tmpdir, sizeof(tmpdir), "%s/carc-test-live-XXXXXX",
	    base != NULL && base[0] != '\0' ? base : "/tmp");
	return mkdtemp(tmpdir) == NULL ? -1 : 0;
}

static int
suite_clean(void)
{
	struct dirent *de;
	char path[4400];
	DIR *d;

	if ((d = opendir(tmpdir)) != NULL) {
		while ((de = readdir(d)) != NULL) {
			if (de->d_name[0] == '.')
				continue;
			snprintf(path, sizeof(path), "%s/%s", tmpdir,
			    de->d_name);
			unlink(path);
		}
		closedir(d);
	}
	rmdir(tmpdir);
	return 0;
}

static CU_TestInfo tests[] = {
	{ "no lock of the process is dropped", test_no_lock_dropped },
	{ "a game is read from one snapshot", test_one_snapshot },
	{ "the integrity check is one transaction", test_check_one_txn },
	CU_TEST_INFO_NULL
};

static CU_SuiteInfo suites[] = {
	{ .pName = "live", .pInitFunc = suite_init,
	  .pCleanupFunc = suite_clean, .pTests = tests },
	CU_SUITE_INFO_NULL
};

int
carc_test_register(void)
{
	return CU_register_suites(suites) == CUE_SUCCESS ? 0 : -1;
}
