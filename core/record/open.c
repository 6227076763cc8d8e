/*
 * open.c - opening a database of recorded games (record.h): the file
 * checked before anything is changed, the tables and columns the reader
 * needs (doc/spec/record-format.md), its statements prepared once, and
 * closing.  Reading a game's rows is reader.c.
 *
 * The file is not ours (doc/hardening.md): only a regular file is opened,
 * and never in a way that blocks; on every connection the file's triggers
 * are off, its views and CHECKs may call only innocuous functions, no
 * value read may exceed CARC_MAX_VALUE bytes, and nothing persistent of
 * the file (its journal mode above all) is changed.
 *
 * A table or column that is missing is not an error of the program: the
 * games are then unreadable with that reason (db->unreadable).  Only what
 * stops us from reading at all (no such file, not a database, I/O errors)
 * returns -1.
 */
#include "config.h"

#include <sys/stat.h>

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "record/db_private.h"
#include "record/record.h"

/* A busy writer (a game client, carcd storing verdicts) holds the lock
 * for milliseconds; five seconds means something is wrong. */
#define CARC_BUSY_TIMEOUT_MS 5000

/* -- what the reader needs of the schema ----------------------------------- */

struct table_spec {
	const char *name;
	const char *const *cols;
	int optional;		/* the whole table may be absent */
};

static const char *const games_cols[] = {
	"id", "ruleset", "tile_supply", "status", NULL
};
static const char *const expansions_cols[] = {
	"game_id", "name", "variant", NULL
};
static const char *const players_cols[] = {
	"game_id", "seat", "name", "final_score", NULL
};
static const char *const moves_cols[] = {
	"game_id", "seq", "seat", "tile", "action", "x", "y", "rotation",
	"meeple", NULL
};
static const char *const scores_cols[] = {
	"game_id", "seq", "seat", "points", "kind", NULL
};

static const char *const actions_cols[] = {
	"game_id", "seq", "n", "seat", "verb", "kind", "x", "y", "spot", "arg",
	NULL
};

enum { T_GAMES, T_EXPANSIONS, T_PLAYERS, T_MOVES, T_SCORES, T_ACTIONS,
	T_COUNT };

static const struct table_spec tables[T_COUNT] = {
	{ "games", games_cols, 0 },
	/* A game with no expansions needs no such table. */
	{ "game_expansions", expansions_cols, 1 },
	{ "players", players_cols, 0 },
	{ "moves", moves_cols, 0 },
	{ "scores", scores_cols, 0 },
	/* Record format 2: a database without it is one of format 1, read
	 * exactly as before. */
	{ "actions", actions_cols, 1 },
};

/* The statements of the reader; the column order is what read_*() use. */
static const char *const reader_sql[] = {
	[CARC_ST_GAME] = "SELECT ruleset, tile_supply, status FROM games"
	    " WHERE id = ?1",
	[CARC_ST_EXISTS] = "SELECT 1 FROM games WHERE id = ?1",
	[CARC_ST_EXPANSIONS] = "SELECT name, variant FROM game_expansions"
	    " WHERE game_id = ?1 ORDER BY name",
	[CARC_ST_PLAYERS] = "SELECT seat, name, final_score FROM players"
	    " WHERE game_id = ?1 ORDER BY seat",
	[CARC_ST_MOVES] = "SELECT seq, seat, tile, action, x, y, rotation,"
	    " meeple FROM moves WHERE game_id = ?1 ORDER BY seq",
	[CARC_ST_SCORES] = "SELECT seq, seat, points, kind FROM scores"
	    " WHERE game_id = ?1 ORDER BY rowid",
	[CARC_ST_ACTIONS] = "SELECT seq, n, seat, verb, kind, x, y, spot, arg"
	    " FROM actions WHERE game_id = ?1 ORDER BY seq, n",
	[CARC_ST_IDS] = "SELECT id FROM games ORDER BY id",
	[CARC_ST_BEGIN] = "BEGIN DEFERRED",
	[CARC_ST_COMMIT] = "COMMIT",
	[CARC_ST_ROLLBACK] = "ROLLBACK",
};

/* -- opening --------------------------------------------------------------- */

/*
 * Which of spec's columns a table lacks: sets *missing_table, or *missing
 * to the first missing column, or neither.  Column names in SQLite are
 * case-insensitive, as are table names.
 */
static int
check_table(sqlite3_stmt *info, const struct table_spec *t,
    int *missing_table, const char **missing)
{
	uint32_t seen = 0;
	const unsigned char *name;
	int i, rc, nrows = 0;

	*missing_table = 0;
	*missing = NULL;
	if (sqlite3_bind_text(info, 1, t->name, -1, SQLITE_STATIC) != SQLITE_OK)
		return -1;
	while ((rc = carc_reader_step(info)) == 1) {
		nrows++;
		name = sqlite3_column_text(info, 0);
		if (name == NULL)
			continue;
		for (i = 0; t->cols[i] != NULL; i++)
			if (sqlite3_stricmp((const char *)name,
			    t->cols[i]) == 0)
				seen |= 1u << i;
	}
	sqlite3_reset(info);
	if (rc < 0)
		return -1;
	if (nrows == 0) {
		*missing_table = 1;
		return 0;
	}
	for (i = 0; t->cols[i] != NULL; i++)
		if (!(seen & (1u << i))) {
			*missing = t->cols[i];
			break;
		}
	return 0;
}

static int
prepare(struct carc_db *db, int which, struct carc_error *err)
{
	if (sqlite3_prepare_v3(db->h, reader_sql[which], -1,
	    SQLITE_PREPARE_PERSISTENT, &db->st[which], NULL) != SQLITE_OK)
		return carc_error_set(err, "cannot read '%s': %s", db->path,
		    sqlite3_errmsg(db->h));
	return 0;
}

static int pragma_int(struct carc_db *db, const char *sql, int64_t *v);

static int
discover(struct carc_db *db, struct carc_error *err)
{
	static const int stmt_of[T_COUNT] = {
		CARC_ST_GAME, CARC_ST_EXPANSIONS, CARC_ST_PLAYERS,
		CARC_ST_MOVES, CARC_ST_SCORES, CARC_ST_ACTIONS
	};
	sqlite3_stmt *info = NULL;
	const char *missing;
	int64_t views;
	int t, missing_table, ret = -1;

	if (sqlite3_prepare_v2(db->h, "SELECT name FROM pragma_table_info(?1)",
	    -1, &info, NULL) != SQLITE_OK)
		goto dberr;
	for (t = 0; t < T_COUNT; t++) {
		if (check_table(info, &tables[t], &missing_table,
		    &missing) < 0)
			goto dberr;
		if (t == T_GAMES && missing_table) {
			carc_error_set(err, "'%s' has no games table: not a "
			    "recorded-game database", db->path);
			goto out;
		}
		if (t == T_GAMES && missing != NULL &&
		    strcmp(missing, "id") == 0) {
			/* Without ids there is no game to report on. */
			carc_error_set(err, "'%s': table 'games' has no column "
			    "'id': not a recorded-game database", db->path);
			goto out;
		}
		if (missing_table && tables[t].optional)
			continue;
		if (missing_table || missing != NULL) {
			if (db->unreadable[0] != '\0')
				continue;
			if (missing_table)
				snprintf(db->unreadable,
				    sizeof(db->unreadable),
				    "no table '%s'", tables[t].name);
			else
				snprintf(db->unreadable,
				    sizeof(db->unreadable),
				    "table '%s' has no column '%s'",
				    tables[t].name, missing);
			continue;
		}
		if (sqlite3_prepare_v3(db->h, reader_sql[stmt_of[t]], -1,
		    SQLITE_PREPARE_PERSISTENT, &db->st[stmt_of[t]], NULL) !=
		    SQLITE_OK) {
			/* The columns are there but the query fails (a view
			 * over a missing table, scores without a rowid):
			 * the games cannot be read, the others can say so. */
			if (db->unreadable[0] == '\0')
				snprintf(db->unreadable,
				    sizeof(db->unreadable),
				    "cannot read table '%s': %s",
				    tables[t].name, sqlite3_errmsg(db->h));
			continue;
		}
		if (t == T_EXPANSIONS)
			db->have_expansions = 1;
		if (t == T_ACTIONS)
			db->have_actions = 1;
	}
	/* Views (and virtual tables) make their values as they are read:
	 * their games are read with a tighter bound (record.h). */
	if (pragma_int(db, "SELECT count(*) FROM sqlite_master WHERE"
	    " lower(name) IN ('games', 'game_expansions', 'players', 'moves',"
	    " 'scores', 'actions') AND (type = 'view' OR sql LIKE"
	    " 'CREATE VIRTUAL%')",
	    &views) != SQLITE_OK)
		goto dberr;
	db->views = views > 0;
	if (prepare(db, CARC_ST_EXISTS, err) < 0 ||
	    prepare(db, CARC_ST_IDS, err) < 0 ||
	    prepare(db, CARC_ST_BEGIN, err) < 0 ||
	    prepare(db, CARC_ST_COMMIT, err) < 0 ||
	    prepare(db, CARC_ST_ROLLBACK, err) < 0)
		goto out;
	ret = 0;
	goto out;
dberr:
	carc_error_set(err, "cannot read '%s': %s", db->path,
	    sqlite3_errmsg(db->h));
out:
	sqlite3_finalize(info);
	return ret;
}

/* One row of one column from a constant statement, as an integer. */
static int
pragma_int(struct carc_db *db, const char *sql, int64_t *v)
{
	sqlite3_stmt *st = NULL;
	int rc;

	*v = 0;
	if (sqlite3_prepare_v2(db->h, sql, -1, &st, NULL) != SQLITE_OK)
		return sqlite3_errcode(db->h);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		*v = sqlite3_column_int64(st, 0);
		rc = SQLITE_OK;
	} else if (rc == SQLITE_DONE)
		rc = SQLITE_OK;
	sqlite3_finalize(st);
	return rc;
}

static int
check_file(struct carc_db *db, struct carc_error *err)
{
	int64_t v;
	int rc;

	/* SQLite opens lazily: the first read of the schema is where a file
	 * that is not a database shows. */
	rc = pragma_int(db, "SELECT count(*) FROM sqlite_master", &v);
	if (rc == SQLITE_NOTADB)
		return carc_error_set(err, "'%s' is not an SQLite database",
		    db->path);
	if (rc != SQLITE_OK)
		return carc_error_set(err, "cannot read '%s': %s", db->path,
		    sqlite3_errstr(rc));
	rc = pragma_int(db, "PRAGMA application_id", &v);
	if (rc != SQLITE_OK)
		return carc_error_set(err, "cannot read '%s': %s", db->path,
		    sqlite3_errstr(rc));
	/* 0: made by a program that sets no id; the tables decide. */
	if (v != 0 && v != CARC_APPLICATION_ID)
		return carc_error_set(err, "'%s' belongs to another program: "
		    "application_id is 0x%08" PRIx32 ", carc's is 0x%08x",
		    db->path, (uint32_t)v, (unsigned)CARC_APPLICATION_ID);
	return 0;
}

static int
stat_error(const char *path, struct carc_error *err)
{
	char reason[128];

	snprintf(reason, sizeof(reason), "%s", strerror(errno));
	/* git style: "no such file or directory" */
	reason[0] = (char)tolower((unsigned char)reason[0]);
	return carc_error_set(err, "cannot open '%s': %s", path, reason);
}

/*
 * What a connection on a file that is not ours may do (doc/hardening.md).
 * Only carc's own statements run: the file's triggers never fire (a
 * trigger on verdicts could delete the games or forge a verdict), its
 * views and CHECK constraints may call only innocuous functions, it may
 * not corrupt itself (writable_schema and the like), and no value read
 * or made may exceed CARC_MAX_VALUE bytes (a view that makes a 300 MB
 * string stops at the first megabyte).  Views stay on: the reader takes
 * a view for a table (doc/spec/record-format.md), within its budget of steps.
 */
int
carc_db_harden(struct sqlite3 *h, const char *path, struct carc_error *err)
{
	int trig = 1, trusted = 1, defensive = 0;

	if (sqlite3_db_config(h, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, &trig) !=
	    SQLITE_OK ||
	    sqlite3_db_config(h, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0,
	    &trusted) != SQLITE_OK ||
	    sqlite3_db_config(h, SQLITE_DBCONFIG_DEFENSIVE, 1, &defensive) !=
	    SQLITE_OK ||
	    sqlite3_db_config(h, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0,
	    NULL) != SQLITE_OK || trig != 0 || trusted != 0 || defensive != 1)
		return carc_error_set(err, "cannot open '%s' safely: this "
		    "SQLite (%s) cannot turn triggers off", path,
		    sqlite3_libversion());
	sqlite3_limit(h, SQLITE_LIMIT_LENGTH, CARC_MAX_VALUE);
	return 0;
}

/*
 * Only a regular file, and looked at without blocking: open(2) of a FIFO
 * waits for a writer, forever.  *sb is what the path names.
 *
 * stat(2), never open(2): closing any descriptor of a file drops every
 * POSIX lock the process holds on it (fcntl(2)), SQLite's among them.  A
 * descriptor opened and closed here while another connection of the
 * process (a part of the reading, the integrity check's thread, carcd's
 * other connection) held its read lock let a writer commit under that
 * connection: torn reads, and live files called damaged (issue 28,
 * SQLite's "How To Corrupt An SQLite Database File", 2.2.1).  No file
 * of a database is opened by carc, only by SQLite, which defers its own
 * closes while a lock of the process remains.
 */
static int
regular_file(const char *path, struct stat *sb, struct carc_error *err)
{
	if (stat(path, sb) < 0)
		return stat_error(path, err);
	if (S_ISDIR(sb->st_mode))
		return carc_error_set(err, "cannot open '%s': is a directory",
		    path);
	if (!S_ISREG(sb->st_mode))
		return carc_error_set(err, "cannot open '%s': not a regular "
		    "file (%s)", path, S_ISFIFO(sb->st_mode) ? "a FIFO" :
		    S_ISCHR(sb->st_mode) ? "a character device" :
		    S_ISBLK(sb->st_mode) ? "a block device" :
		    S_ISSOCK(sb->st_mode) ? "a socket" : "a special file");
	return 0;
}

/*
 * The journal mode the file says it has: byte 18 is 2 in WAL mode.  Read
 * through the descriptor SQLite opened (its VFS file), for the reason
 * above: a descriptor of our own would drop the process's locks.
 */
int
carc_db_header_says_wal(sqlite3 *h)
{
	unsigned char hdr[20];
	sqlite3_file *f = NULL;

	if (sqlite3_file_control(h, "main", SQLITE_FCNTL_FILE_POINTER, &f) !=
	    SQLITE_OK || f == NULL || f->pMethods == NULL ||
	    f->pMethods->xRead(f, hdr, (int)sizeof(hdr), 0) != SQLITE_OK)
		return 0;
	return memcmp(hdr, "SQLite format 3", 16) == 0 && hdr[18] == 2;
}

static int open_once(struct carc_db **out, const char *path, int mode,
    int busy_ms, int *recover, struct carc_db_fail *fail,
    struct carc_error *err);

int
carc_db_open(struct carc_db **out, const char *path, int mode,
    struct carc_error *err)
{
	return carc_db_open_with(out, path, mode, CARC_BUSY_TIMEOUT_MS, NULL,
	    err);
}

int
carc_db_open_with(struct carc_db **out, const char *path, int mode,
    int busy_ms, struct carc_db_fail *fail, struct carc_error *err)
{
	struct carc_db_fail dummy;
	int recover = 0, rc;

	if (fail == NULL)
		fail = &dummy;
	memset(fail, 0, sizeof(*fail));
	rc = open_once(out, path, mode, busy_ms, &recover, fail, err);
	if (rc == 0 || recover == 0)
		return rc;
	/* a writer crashed: recovered by a connection that may write, then
	 * opened again; once, so a file that a writer keeps crashing on
	 * cannot hold us */
	memset(fail, 0, sizeof(*fail));
	if ((rc = carc_db_recover(path, recover, busy_ms, &fail->xrc, err))
	    != 0)
		return rc;
	return open_once(out, path, mode, busy_ms, &recover, fail, err);
}

static int
open_once(struct carc_db **out, const char *path, int mode, int busy_ms,
    int *recover, struct carc_db_fail *fail, struct carc_error *err)
{
	struct carc_db *db;
	struct stat sb, now;
	int flags, rc, wal;

	*out = NULL;
	*recover = 0;
	errno = 0;
	if (regular_file(path, &sb, err) < 0) {
		fail->errnum = errno;	/* 0: there, but not a regular file */
		return -1;
	}
	if ((db = calloc(1, sizeof(*db))) == NULL)
		return carc_reader_nomem(err);
	db->mode = mode;
	if ((db->path = strdup(path)) == NULL) {
		carc_reader_nomem(err);
		goto fail;
	}
	/* Never CREATE: a mistyped path must not leave an empty database. */
	flags = (mode == CARC_DB_READWRITE ? SQLITE_OPEN_READWRITE :
	    SQLITE_OPEN_READONLY) | SQLITE_OPEN_NOMUTEX;
	rc = sqlite3_open_v2(path, &db->h, flags, NULL);
	if (rc != SQLITE_OK) {
		fail->xrc = db->h != NULL ? sqlite3_extended_errcode(db->h) : rc;
		carc_error_set(err, "cannot open '%s': %s", path,
		    db->h != NULL ? sqlite3_errmsg(db->h) : sqlite3_errstr(rc));
		goto fail;
	}
	/* Writers take turns through the lock, in whatever journal mode
	 * the file has: carc keeps it (doc/spec/record-format.md). */
	sqlite3_busy_timeout(db->h, busy_ms);
	if (carc_db_harden(db->h, path, err) < 0)
		goto fail;
	if (check_file(db, err) < 0) {
		fail->xrc = sqlite3_extended_errcode(db->h);
		wal = carc_db_header_says_wal(db->h);
		if ((*recover = carc_db_recovery_needed(db->h, path, wal)) !=
		    0)
			goto fail;
		/* SQLite reads a WAL file only where it may make the -shm
		 * file next to it: say so, not "readonly database". */
		if (mode == CARC_DB_READONLY && wal && access(path, R_OK) == 0)
			carc_error_set(err, "cannot read '%s': it is in WAL "
			    "mode and SQLite cannot create '%s-shm' next to "
			    "it (its owner can run: sqlite3 '%s' 'PRAGMA "
			    "journal_mode = DELETE')", path, path, path);
		goto fail;
	}
	/* The file SQLite opened is the one checked above. */
	if (stat(path, &now) < 0 || now.st_dev != sb.st_dev ||
	    now.st_ino != sb.st_ino) {
		carc_error_set(err, "cannot open '%s': the file was replaced "
		    "while it was opened", path);
		fail->replaced = 1;
		goto fail;
	}
	if (discover(db, err) < 0) {
		fail->xrc = sqlite3_extended_errcode(db->h);
		goto fail;
	}
	*out = db;
	return 0;
fail:
	carc_db_close(db);
	return -1;
}

/* A message of integrity_check on one line, without its "*** in database
 * main ***" heading. */
static void
one_line(char *dst, size_t size, const char *src)
{
	static const char head[] = "*** in database main ***";
	size_t i;

	if (strncmp(src, head, sizeof(head) - 1) == 0)
		src += sizeof(head) - 1;
	while (*src == '\n' || *src == ' ')
		src++;
	for (i = 0; src[i] != '\0' && i + 1 < size; i++)
		dst[i] = src[i] == '\n' || src[i] == '\r' ? ' ' : src[i];
	dst[i] = '\0';
}

/*
 * Is the file whole?  SQLite does not notice a broken page or index at
 * read time: a bit-flipped file reads as good games.  PRAGMA
 * integrity_check on the tables the reader reads, and their indexes
 * (a quick_check misses an index that lacks a row: measured in
 * doc/hardening.md).
 */
static int check_tables(struct carc_db *db, struct carc_error *err);

/*
 * The check is one read transaction (its own, if the caller has none):
 * one snapshot of the file, which no writer changes while it lasts (a
 * rollback journal's writer waits for the read lock to go; a WAL reader
 * keeps its snapshot).  A check of one table at a time, each in a
 * transaction of its own, would judge the tables as of different
 * moments; a file changing between them is not damaged.  The caller
 * that reads games in a transaction begun before the check (cmd_verify.c)
 * is checked as of the very snapshot it reads, in a rollback-journal
 * database: the reading's lock keeps every writer out from before the
 * check begins until after it ends.
 */
int
carc_db_check(struct carc_db *db, struct carc_error *err)
{
	int rc, own = 0;

	if (sqlite3_get_autocommit(db->h)) {
		if (carc_db_begin(db, err) < 0)
			return -1;
		own = 1;
	}
	rc = check_tables(db, err);
	if (own)
		carc_db_commit(db, NULL);	/* read only */
	return rc;
}

int
carc_db_check_whole(struct carc_db *db, struct carc_error *err)
{
	int rc, own = 0;

	/* In a rollback journal, the check of a copy of the file, so that
	 * no writer waits for it (capture.c); in WAL, where a reader keeps
	 * no writer waiting, or inside a transaction of the caller's, or
	 * where no copy can be made, in place.  A copy found damaged is
	 * not the file: the file is called damaged only when its own check
	 * says so (issue 34, 10: a copy that mixed two moments made carcd
	 * stop watching a whole file).  A damaged file's writer waits for
	 * that one check; a file switched to WAL in between costs its
	 * writer nothing. */
	if (sqlite3_get_autocommit(db->h) && !carc_db_header_says_wal(db->h) &&
	    (rc = carc_db_check_capture(db, err)) != CARC_DB_NOCAPTURE &&
	    rc != -1)
		return rc;
	if (sqlite3_get_autocommit(db->h)) {
		if (carc_db_begin(db, err) < 0)
			return CARC_DB_ECHECK;
		own = 1;
	}
	/* quick_check would cost a third, but it does not match index
	 * entries against their rows (tests/hostile.sh, flip-index.db) */
	rc = carc_db_check_pragma(db, "PRAGMA integrity_check",
	    "integrity_check", err);
	if (own)
		carc_db_commit(db, NULL);	/* read only */
	return rc;
}

/* A check's statement failed: the file is damaged (-1) if SQLite says
 * so, else it could not be checked (CARC_DB_ECHECK: a lock held past the
 * busy timeout, an I/O error), which is no verdict on the file. */
static int
check_failed(struct carc_db *db, struct carc_error *err)
{
	int rc = sqlite3_errcode(db->h);

	if (rc == SQLITE_CORRUPT || rc == SQLITE_NOTADB)
		return carc_error_set(err, "'%s' is damaged: %s", db->path,
		    sqlite3_errmsg(db->h));
	carc_error_set(err, "cannot check '%s': %s", db->path,
	    sqlite3_errmsg(db->h));
	return CARC_DB_ECHECK;
}

/* One PRAGMA integrity_check or quick_check: 0 whole, -1 damaged, CARC_DB_ECHECK not
 * checked (busy, I/O); err set but for 0. */
int
carc_db_check_pragma(struct carc_db *db, const char *sql, const char *name,
    struct carc_error *err)
{
	sqlite3_stmt *st = NULL;
	const unsigned char *msg;
	char first[256];
	int rc, nbad;

	if (sqlite3_prepare_v2(db->h, sql, -1, &st, NULL) != SQLITE_OK)
		goto dberr;
	nbad = 0;
	first[0] = '\0';
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		msg = sqlite3_column_text(st, 0);
		if (msg == NULL || strcmp((const char *)msg, "ok") == 0)
			continue;
		if (nbad++ == 0)
			one_line(first, sizeof(first), (const char *)msg);
	}
	sqlite3_finalize(st);
	st = NULL;
	if (rc != SQLITE_DONE)
		goto dberr;
	if (nbad > 0)
		return carc_error_set(err, "'%s' is damaged: %s%s "
		    "(PRAGMA %s)", db->path, first,
		    nbad > 1 ? ", and more" : "", name);
	return 0;
dberr:
	sqlite3_finalize(st);
	return check_failed(db, err);
}

static int
check_tables(struct carc_db *db, struct carc_error *err)
{
	sqlite3_stmt *st = NULL;
	int t, rc;
	char sql[64];

	for (t = 0; t < T_COUNT; t++) {
		/* Views and missing tables have no pages of their own. */
		if (sqlite3_prepare_v2(db->h, "SELECT 1 FROM sqlite_master"
		    " WHERE type = 'table' AND name = ?1 COLLATE NOCASE", -1,
		    &st, NULL) != SQLITE_OK ||
		    sqlite3_bind_text(st, 1, tables[t].name, -1,
		    SQLITE_STATIC) != SQLITE_OK)
			goto dberr;
		rc = sqlite3_step(st);
		sqlite3_finalize(st);
		st = NULL;
		if (rc == SQLITE_DONE)
			continue;
		if (rc != SQLITE_ROW)
			goto dberr;
		snprintf(sql, sizeof(sql), "PRAGMA integrity_check(%s)",
		    tables[t].name);
		if ((rc = carc_db_check_pragma(db, sql, "integrity_check",
		    err)) != 0)
			return rc;
	}
	return 0;
dberr:
	sqlite3_finalize(st);
	return check_failed(db, err);
}

/*
 * May games be written into path (carc gen, carc faults make)?  Yes if
 * it does not exist, is empty, or is a recorded-game database; never
 * into an SQLite file that holds something else, nor through a symbolic
 * link (one planted where the output goes would have carc write
 * wherever it points; doc/hardening.md).
 */
int
carc_db_check_target(const char *path, struct carc_error *err)
{
	struct carc_db *db = NULL;
	struct carc_error why;
	struct stat sb;
	sqlite3 *h = NULL;
	sqlite3_stmt *st = NULL;
	int rc, nobj = -1;

	if (lstat(path, &sb) == 0 && S_ISLNK(sb.st_mode))
		return carc_error_set(err, "refusing to write games into "
		    "'%s': it is a symbolic link", path);
	if (stat(path, &sb) < 0 && errno == ENOENT)
		return 0;
	if (regular_file(path, &sb, err) < 0)
		return -1;
	if (sb.st_size == 0)
		return 0;
	if (sqlite3_open_v2(path, &h, SQLITE_OPEN_READONLY, NULL) ==
	    SQLITE_OK && carc_db_harden(h, path, err) == 0 &&
	    sqlite3_prepare_v2(h, "SELECT count(*) FROM sqlite_master", -1,
	    &st, NULL) == SQLITE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW)
		nobj = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	sqlite3_close(h);
	if (nobj == 0)
		return 0;	/* an SQLite file with nothing in it yet */
	if (carc_db_open(&db, path, CARC_DB_READONLY, &why) < 0)
		return carc_error_set(err, "refusing to add games to '%s': "
		    "it is not empty and not a recorded-game database (%s)",
		    path, why.msg);
	if (db->unreadable[0] != '\0') {
		carc_error_set(err, "refusing to add games to '%s': it is not "
		    "empty and not a recorded-game database (%s)", path,
		    db->unreadable);
		carc_db_close(db);
		return -1;
	}
	carc_db_close(db);
	return 0;
}

void
carc_db_close(struct carc_db *db)
{
	sqlite3_stmt *st;

	if (db == NULL)
		return;
	if (db->writer_free != NULL)
		db->writer_free(db->writer);
	if (db->h != NULL) {
		/* Any statement still open, the reader's or another's. */
		while ((st = sqlite3_next_stmt(db->h, NULL)) != NULL)
			sqlite3_finalize(st);
		sqlite3_close(db->h);
	}
	if (db->owns_file)
		close(db->file_fd);	/* the copy's last descriptor */
	free(db->file);
	free(db->path);
	free(db);
}

int
carc_db_open_copy(struct carc_db **out, const char *file, int fd,
    const char *display, struct carc_error *err)
{
	struct carc_db *db;

	*out = NULL;
	if ((db = calloc(1, sizeof(*db))) == NULL) {
		if (fd >= 0)
			close(fd);
		return carc_reader_nomem(err);
	}
	db->mode = CARC_DB_READONLY;
	db->file_fd = fd;
	db->owns_file = fd >= 0;
	if ((db->path = strdup(display)) == NULL ||
	    (db->file = strdup(file)) == NULL) {
		carc_reader_nomem(err);
		goto fail;
	}
	/* the copy is carc's own and nobody writes it: no busy timeout,
	 * and no recovery (it was made of one committed moment) */
	if (carc_db_copy_connect(file, display, &db->h, err) < 0 ||
	    check_file(db, err) < 0 || discover(db, err) < 0)
		goto fail;
	*out = db;
	return 0;
fail:
	carc_db_close(db);
	return -1;
}

int
carc_db_reopen(const struct carc_db *db, struct carc_db **out,
    struct carc_error *err)
{
	if (db->file != NULL)
		return carc_db_open_copy(out, db->file, -1, db->path, err);
	return carc_db_open(out, db->path, CARC_DB_READONLY, err);
}

const char *
carc_db_path(const struct carc_db *db)
{
	return db->path;
}

struct sqlite3 *
carc_db_handle(struct carc_db *db)
{
	return db->h;
}

int
carc_db_writable(const struct carc_db *db)
{
	return db->mode == CARC_DB_READWRITE;
}

void *
carc_db_writer(const struct carc_db *db)
{
	return db->writer;
}

void
carc_db_set_writer(struct carc_db *db, void *state,
    void (*free_state)(void *))
{
	db->writer = state;
	db->writer_free = free_state;
}
