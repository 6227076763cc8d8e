/*
 * watch.c - which finished games of one database need a verdict, and
 * verifying them (README.md in this directory has the reasoning).
 *
 * carcd keeps a table of its own in every database it watches:
 *
 *   carc_state(game_id, fingerprint, engine, dirty, plugins)  what the
 *       game's current verdict was made from: a hash of every row the
 *       reader reads (record.h, carc_record_fingerprint), the engine
 *       string (carc and the versions of the plugins it used) and the
 *       whole plugin set beside which it was made; written with the
 *       verdict by carcd and by carc verify --store alike;
 *
 * and triggers on the five input tables that mark a game's carc_state
 * row dirty whenever one of its rows is inserted, updated or deleted.  A
 * game needs work when it is finished and has no clean state row of the
 * verdict's engine and of carcd's plugin set; the fingerprint then tells
 * a real change from a rewrite of the same rows.  Triggers a migration
 * took away are made again when the schema changes, and every finished
 * game is then looked at once (mend); so is carc_state, dropped under its
 * triggers, which fails every other writer's statement on the watched
 * tables until it is back.  carcd --uninstall removes them all.
 *
 * Crash safety: games are read, verified and their verdicts, divergences
 * and state rows written inside one BEGIN IMMEDIATE transaction, many
 * games to one, each whole.  A process
 * killed at any instant leaves the old verdict and state or the new ones,
 * so on restart every game has exactly one verdict, and a game whose
 * transaction was lost has no state row and is done again.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "daemon/log.h"
#include "daemon/watch.h"
#include "record/record.h"
#include "store/pending.h"
#include "store/results.h"
#include "util/clock.h"
#include "verify/batch.h"

/* Games fetched per query: bounds memory whatever the database holds. */
#define BATCH 128

/* A database's share of a round: after this long, the pass stops
 * between games and goes on after the other databases had theirs. */
#define SLICE_MS 100

/* The results of deleted games are looked for at most this often: the
 * query reads every verdict, as much as a pass's own look at the games,
 * and a pass may start at every poll beside a busy server. */
#define PRUNE_MS 1000

enum {
	W_PENDING,		/* finished games with no state or no verdict */
	W_ALL,			/* every finished game (full pass) */
	W_STATE_GET,
	W_STATE_CLEAN,
	W_SCHEMA,
	W_TRIGGERS,
	W_BEGIN,
	W_COMMIT,
	W_ROLLBACK,
	W_DATA_VERSION,
	W_GAP,
	W_NTH,
	W_COUNT
};

static const char *const watch_sql[W_COUNT] = {
	/* A verdict is current when a clean state row says what it was
	 * made from: the same engine string as the verdict's (a verdict
	 * stored by anyone else without a state row is not), and the
	 * plugin set carcd has now (verify --store --plugin-dir of
	 * another set, a plugin added or upgraded). */
	[W_PENDING] = "SELECT g.id FROM games g WHERE g.id >= ?1"
	    " AND g.status = 'finished' AND NOT EXISTS (SELECT 1 FROM"
	    " carc_state s JOIN verdicts v ON v.game_id = s.game_id"
	    " WHERE s.game_id = g.id AND s.dirty = 0 AND s.engine = v.engine"
	    " AND s.plugins IS ?3)"
	    " ORDER BY g.id LIMIT ?2",
	[W_ALL] = "SELECT id FROM games WHERE id >= ?1 AND status = 'finished'"
	    " ORDER BY id LIMIT ?2",
	[W_STATE_GET] = "SELECT s.fingerprint, s.engine, (SELECT v.engine"
	    " FROM verdicts v WHERE v.game_id = s.game_id) FROM carc_state s"
	    " WHERE s.game_id = ?1",
	[W_STATE_CLEAN] = "UPDATE carc_state SET dirty = 0, plugins = ?2"
	    " WHERE game_id = ?1",
	[W_SCHEMA] = "PRAGMA schema_version",
	[W_TRIGGERS] = "SELECT name, tbl_name FROM sqlite_master"
	    " WHERE type = 'trigger' AND name LIKE 'carc\\_state\\_%' ESCAPE '\\'",
	/* IMMEDIATE: take the write lock before reading, so the rows we
	 * verify are the rows we vouch for when we commit. */
	[W_BEGIN] = "BEGIN IMMEDIATE",
	[W_COMMIT] = "COMMIT",
	[W_ROLLBACK] = "ROLLBACK",
	/* Changes when another connection commits: an idle poll costs one
	 * pragma, not a query over every game. */
	[W_DATA_VERSION] = "PRAGMA data_version",
	/* how many games lie between two (counted up to ?3) */
	[W_GAP] = "SELECT count(*) FROM (SELECT 1 FROM games WHERE id > ?1"
	    " AND id < ?2 LIMIT ?3)",
	/* the end of a scan's range: the ?2-th game from ?1 on */
	[W_NTH] = "SELECT id FROM games WHERE id >= ?1 ORDER BY id LIMIT 1"
	    " OFFSET ?2",
};

/*
 * carcd's tables and triggers; constant text, run at attach and when the
 * schema changed, before the result tables are made (carc_store_prepare),
 * so that W_PENDING can be prepared before the first verdict is stored.
 */
static const char setup_sql[] =
	"CREATE TABLE IF NOT EXISTS carc_state(\n"
	"  game_id     INTEGER PRIMARY KEY,\n"
	"  fingerprint INTEGER NOT NULL,\n"
	"  engine      TEXT NOT NULL,\n"
	"  dirty       INTEGER NOT NULL DEFAULT 0,\n"
	"  plugins     TEXT\n"
	");\n";
static const char triggers_sql[] =
#define DIRTY "UPDATE carc_state SET dirty = 1 WHERE game_id = "
#define TRIG(tbl, col)							\
	"CREATE TRIGGER IF NOT EXISTS carc_state_" tbl "_ins AFTER INSERT"	\
	" ON " tbl " BEGIN " DIRTY "NEW." col "; END;\n"			\
	"CREATE TRIGGER IF NOT EXISTS carc_state_" tbl "_upd AFTER UPDATE"	\
	" ON " tbl " BEGIN " DIRTY "OLD." col "; " DIRTY "NEW." col		\
	"; END;\n"							\
	"CREATE TRIGGER IF NOT EXISTS carc_state_" tbl "_del AFTER DELETE"	\
	" ON " tbl " BEGIN " DIRTY "OLD." col "; END;\n"
	TRIG("games", "id")
	TRIG("players", "game_id")
	TRIG("moves", "game_id")
	TRIG("scores", "game_id");

/* game_expansions and actions (record format 2) are optional
 * (record-format.md): triggers only where the table exists.  A change of
 * a game's actions is a change of the game, as one of its moves is. */
static const char setup_expansions_sql[] =
	TRIG("game_expansions", "game_id");
static const char setup_actions_sql[] =
	TRIG("actions", "game_id");
#undef TRIG
#undef DIRTY

struct carcd_db {
	struct carc_db *db;
	sqlite3 *h;
	sqlite3_stmt *st[W_COUNT];
	int64_t data_version;
	int have_version;
	int full_due;			/* triggers were lost: look at all */
	char signature[1024];		/* the plugin set (W_PENDING) */
	int64_t schema_version;		/* when the triggers were checked */
	/* A pass in progress: where it stands, and which query it runs. */
	int in_pass, pass_full;
	int64_t cursor;			/* the next game of the pass */
	int cursor_end;			/* past the last id there can be */
	/* the verdicts held for the next write transaction (flush) */
	struct carc_pending_list pend;
	struct timespec pend_t0;	/* when the first was held */
	size_t slice_games;		/* games given in the last slice */
	int checked, damaged;		/* carc_db_check, once per attach */
	/* another connection committed since the last look for results of
	 * deleted games (prune), made at last_prune */
	int prune_due;
	long long last_prune;
};

const char *
carcd_db_path(const struct carcd_db *db)
{
	return carc_db_path(db->db);
}

static int
db_fail(struct carcd_db *db, struct carc_error *err, const char *what)
{
	return carc_error_set(err, "%s in '%s': %s", what,
	    carc_db_path(db->db), sqlite3_errmsg(db->h));
}

/*
 * What carcd makes of each SQLite failure, by result code, never by the
 * message (a message is for people, and its words change between
 * versions).  An extended code is looked up first, then its primary
 * code (the low byte) for every extended code not listed; a code in
 * neither is an error.
 */
static const struct {
	int code;
	enum carcd_failure kind;
	const char *why;
} failures[] = {
	{ SQLITE_BUSY, CARCD_FAIL_LOCKED, "another connection holds a lock "
	    "past our busy timeout: a writer's transaction, readers a "
	    "rollback-journal commit waits for; it ends, or its process "
	    "dies and the lock goes with it" },
	{ SQLITE_BUSY_RECOVERY, CARCD_FAIL_LOCKED, "another connection is "
	    "rebuilding the WAL index after a crash, which ends" },
	{ SQLITE_BUSY_SNAPSHOT, CARCD_FAIL_LOCKED, "another writer committed "
	    "since our WAL read transaction began: a new one sees it" },
	{ SQLITE_LOCKED, CARCD_FAIL_LOCKED, "a table or schema lock of a "
	    "connection sharing our cache, held for a transaction" },
	{ SQLITE_PROTOCOL, CARCD_FAIL_LOCKED, "a race on the WAL locks that "
	    "SQLite gave up retrying: other connections were opening or "
	    "recovering the WAL just then" },
	{ SQLITE_READONLY_CANTLOCK, CARCD_FAIL_LOCKED, "the WAL's shared "
	    "memory lock, held by another connection" },
	{ SQLITE_CANTOPEN, CARCD_FAIL_GOING, "the file, or its journal or "
	    "-wal, was not there as SQLite opened it: a writer moving a new "
	    "file over it or deleting it (the path is looked at again)" },
	/* the extended CANTOPEN codes are about the path or the system,
	 * which do not change by themselves */
	{ SQLITE_CANTOPEN_ISDIR, CARCD_FAIL_ERROR, "the path is a directory" },
	{ SQLITE_CANTOPEN_NOTEMPDIR, CARCD_FAIL_ERROR, "no directory for "
	    "temporary files" },
	{ SQLITE_CANTOPEN_FULLPATH, CARCD_FAIL_ERROR, "the path cannot be "
	    "made absolute" },
	{ SQLITE_CANTOPEN_CONVPATH, CARCD_FAIL_ERROR, "the path cannot be "
	    "converted (Cygwin)" },
#ifdef SQLITE_CANTOPEN_SYMLINK
	{ SQLITE_CANTOPEN_SYMLINK, CARCD_FAIL_ERROR, "the path is a symbolic "
	    "link SQLite was told not to follow" },
#endif
	/* SQLITE_IOERR (a disk, a full file system), SQLITE_FULL,
	 * SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_READONLY, SQLITE_PERM,
	 * SQLITE_NOMEM: errors.  A full disk or an I/O error may pass, but
	 * not by itself and not soon: logged once, tried again with the
	 * growing delay; a file that is no database is damaged (a SIGHUP
	 * checks it again). */
};

enum carcd_failure
carcd_failure_kind(int xrc)
{
	size_t i;

	for (i = 0; i < sizeof(failures) / sizeof(failures[0]); i++)
		if (failures[i].code == xrc)
			return failures[i].kind;
	for (i = 0; i < sizeof(failures) / sizeof(failures[0]); i++)
		if (failures[i].code == (xrc & 0xff))
			return failures[i].kind;
	return CARCD_FAIL_ERROR;
}

int
carcd_open_transient(int rc, const struct carc_db_fail *fail)
{
	return rc == CARC_DB_ERECOVER || fail->replaced ||
	    fail->errnum == ENOENT || (fail->xrc != SQLITE_OK &&
	    carcd_failure_kind(fail->xrc) != CARCD_FAIL_ERROR);
}

/* Is a failed step or exec (rc: sqlite3_step's primary code, or an
 * extended one) another connection's lock, to be tried again at the next
 * poll? */
static int
is_busy(int rc)
{
	return carcd_failure_kind(rc) == CARCD_FAIL_LOCKED;
}

/* The tables carcd's triggers watch; the last two are optional
 * (record-format.md). */
static const char *const trigger_tables[] = {
	"games", "players", "moves", "scores", "game_expansions", "actions"
};
#define NTRIGGER_TABLES 6
#define T_EXPANSIONS 4
#define T_ACTIONS 5

/*
 * Are carcd's triggers all there, each on its table?  A migration that
 * rebuilds a table (CREATE TABLE t2 AS ...; DROP TABLE t; ALTER TABLE t2
 * RENAME TO t) drops them with it, and one that renames a table away
 * takes them along: then they are made again (one that sits on another
 * table is dropped first), and *lost is set: what changed while they
 * were gone was not marked, so every game is looked at once.  In the
 * caller's write transaction.  *found: any of them was there.
 */
static int
mend_triggers(struct carcd_db *db, int have_exp, int have_act, int *lost,
    int *found)
{
	sqlite3_stmt *st = db->st[W_TRIGGERS];
	char drop[256];
	char stray[3 * NTRIGGER_TABLES][96];
	const char *name, *tbl;
	size_t i, k, nstray = 0, ntab = NTRIGGER_TABLES;
	int rc, good = 0, want = 3 * (T_EXPANSIONS + have_exp + have_act);

	*lost = 0;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		name = (const char *)sqlite3_column_text(st, 0);
		tbl = (const char *)sqlite3_column_text(st, 1);
		if (name == NULL || tbl == NULL)
			continue;
		for (i = 0; i < ntab; i++) {
			size_t n = strlen(trigger_tables[i]);

			if ((i == T_EXPANSIONS && !have_exp) ||
			    (i == T_ACTIONS && !have_act))
				continue;
			if (strncmp(name + 11, trigger_tables[i], n) == 0 &&
			    (strcmp(name + 11 + n, "_ins") == 0 ||
			    strcmp(name + 11 + n, "_upd") == 0 ||
			    strcmp(name + 11 + n, "_del") == 0))
				break;
		}
		if (i < ntab && sqlite3_stricmp(tbl, trigger_tables[i]) == 0)
			good++;
		else if (nstray < sizeof(stray) / sizeof(stray[0]) &&
		    strlen(name) < sizeof(stray[0]))
			snprintf(stray[nstray++], sizeof(stray[0]), "%s", name);
	}
	sqlite3_reset(st);
	if (rc != SQLITE_DONE)
		return rc;
	*found = good > 0 || nstray > 0;
	if (good == want && nstray == 0)
		return SQLITE_OK;
	*lost = 1;
	for (k = 0; k < nstray; k++) {
		snprintf(drop, sizeof(drop), "DROP TRIGGER IF EXISTS \"%.90s\"",
		    stray[k]);
		if ((rc = sqlite3_exec(db->h, drop, NULL, NULL, NULL)) !=
		    SQLITE_OK)
			return rc;
	}
	if ((rc = sqlite3_exec(db->h, triggers_sql, NULL, NULL, NULL)) !=
	    SQLITE_OK || (have_exp && (rc = sqlite3_exec(db->h,
	    setup_expansions_sql, NULL, NULL, NULL)) != SQLITE_OK) ||
	    (have_act && (rc = sqlite3_exec(db->h, setup_actions_sql, NULL,
	    NULL, NULL)) != SQLITE_OK))
		return rc;
	return SQLITE_OK;
}

/* Does the table have a row (one_row) or a column (column)? */
static int
exists(struct carcd_db *db, const char *sql, int *yes)
{
	sqlite3_stmt *st;
	int rc;

	if ((rc = sqlite3_prepare_v2(db->h, sql, -1, &st, NULL)) != SQLITE_OK)
		return rc;
	rc = sqlite3_step(st);
	*yes = rc == SQLITE_ROW;
	sqlite3_finalize(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? SQLITE_OK : rc;
}

/*
 * carcd's tables and triggers, made or mended, in one write transaction:
 * at attach and whenever the schema changed (a migration).  Triggers
 * found missing where carcd had kept state: a full pass (full_due).
 */
static int
mend(struct carcd_db *db, int first, struct carc_error *err)
{
	sqlite3_stmt *st;
	int rc, have_exp, have_act, have_col, known = 0, lost = 0, found = 0;
	int64_t v = 0;

	if ((rc = sqlite3_exec(db->h, "BEGIN IMMEDIATE", NULL, NULL,
	    NULL)) != SQLITE_OK) {
		db_fail(db, err, "cannot prepare the database");
		return is_busy(rc) ? 1 : -1;
	}
	if ((rc = exists(db, "SELECT 1 FROM sqlite_master WHERE type ="
	    " 'table' AND name = 'game_expansions'", &have_exp)) != SQLITE_OK ||
	    (rc = exists(db, "SELECT 1 FROM sqlite_master WHERE type ="
	    " 'table' AND name = 'actions'", &have_act)) != SQLITE_OK ||
	    (rc = exists(db, "SELECT 1 FROM sqlite_master WHERE type ="
	    " 'table' AND name = 'carc_state'", &known)) != SQLITE_OK)
		goto fail;
	if (sqlite3_exec(db->h, setup_sql, NULL, NULL, NULL) != SQLITE_OK)
		goto fail;
	/* a carc_state of an older carcd: the plugin set it stood for is
	 * unknown (NULL), so every verdict is looked at once */
	if ((rc = exists(db, "SELECT 1 FROM pragma_table_info('carc_state')"
	    " WHERE name = 'plugins'", &have_col)) != SQLITE_OK ||
	    (!have_col && (rc = sqlite3_exec(db->h, "ALTER TABLE carc_state"
	    " ADD COLUMN plugins TEXT", NULL, NULL, NULL)) != SQLITE_OK))
		goto fail;
	/* the result tables, made or brought up to the spec (an older one
	 * rebuilt with ON DELETE CASCADE) while no statement runs */
	if (carc_store_prepare(db->db, err) != 0) {
		rc = sqlite3_extended_errcode(db->h);
		sqlite3_exec(db->h, "ROLLBACK", NULL, NULL, NULL);
		return is_busy(rc) ? 1 : -1;
	}
	if (first && (rc = sqlite3_prepare_v2(db->h, watch_sql[W_TRIGGERS],
	    -1, &db->st[W_TRIGGERS], NULL)) != SQLITE_OK)
		goto fail;
	if ((rc = mend_triggers(db, have_exp, have_act, &lost, &found)) !=
	    SQLITE_OK)
		goto fail;
	if ((rc = sqlite3_exec(db->h, "COMMIT", NULL, NULL, NULL)) !=
	    SQLITE_OK)
		goto fail;
	st = db->st[W_SCHEMA];
	if (st != NULL && sqlite3_step(st) == SQLITE_ROW)
		v = sqlite3_column_int64(st, 0);
	if (st != NULL)
		sqlite3_reset(st);
	db->schema_version = v;
	if (lost && known) {
		carc_log_warnx("%s: carcd's triggers were gone (a table rebuilt "
		    "or renamed?): made again; looking at every finished game "
		    "for changes made meanwhile", carc_db_path(db->db));
		db->full_due = 1;
		db->in_pass = 0;
	} else if (found && !known) {
		/* the triggers name carc_state: without it every insert,
		 * update and delete of the watched tables failed (carcd(8),
		 * --uninstall removes both) */
		carc_log_warnx("%s: carc_state was gone and carcd's triggers "
		    "were not, which fails every other program's writes to the "
		    "games: made again; looking at every finished game "
		    "(carcd --uninstall removes carcd from a database)",
		    carc_db_path(db->db));
		db->full_due = 1;
		db->in_pass = 0;
	}
	return 0;
fail:
	db_fail(db, err, "cannot create carcd's tables");
	sqlite3_exec(db->h, "ROLLBACK", NULL, NULL, NULL);
	return is_busy(rc) ? 1 : -1;
}

int
carcd_db_attach(struct carcd_db **out, const char *path,
    struct carc_db_fail *fail, struct carc_error *err)
{
	struct carcd_db *db;
	int i, rc;

	memset(fail, 0, sizeof(*fail));
	if ((db = calloc(1, sizeof(*db))) == NULL)
		return carc_error_set(err, "out of memory");
	if ((rc = carc_db_open_with(&db->db, path, CARC_DB_READWRITE,
	    CARCD_BUSY_MS, fail, err)) != 0) {
		free(db);
		return rc;	/* CARC_DB_ERECOVER: later (carcd.c) */
	}
	db->h = carc_db_handle(db->db);
	/* 1: another connection's lock (is_busy) kept mend out */
	if ((rc = mend(db, 1, err)) != 0) {
		fail->xrc = rc > 0 ? SQLITE_BUSY : SQLITE_ERROR;
		goto fail;
	}
	for (i = 0; i < W_COUNT; i++)
		if (db->st[i] == NULL &&
		    sqlite3_prepare_v3(db->h, watch_sql[i], -1,
		    SQLITE_PREPARE_PERSISTENT, &db->st[i], NULL) != SQLITE_OK) {
			fail->xrc = sqlite3_extended_errcode(db->h);
			db_fail(db, err, "cannot prepare a query");
			goto fail;
		}
	*out = db;
	return 0;
fail:
	carcd_db_detach(db);
	return -1;
}

void
carcd_db_detach(struct carcd_db *db)
{
	int i;

	if (db == NULL)
		return;
	carc_pending_free(&db->pend);
	for (i = 0; i < W_COUNT; i++)
		sqlite3_finalize(db->st[i]);
	carc_db_close(db->db);
	free(db);
}

/* How long --uninstall waits for another connection's lock: a person
 * runs it, once. */
#define UNINSTALL_BUSY_MS 10000

int
carcd_db_uninstall(const char *path, int *ntables, int *ntriggers,
    struct carc_error *err)
{
	struct carc_db_fail fail;
	struct carc_db *cdb;
	sqlite3_stmt *st = NULL;
	sqlite3 *h;
	char *drop;
	int rc, trigger;

	*ntables = *ntriggers = 0;
	if (carc_db_open_with(&cdb, path, CARC_DB_READWRITE,
	    UNINSTALL_BUSY_MS, &fail, err) != 0)
		return -1;
	h = carc_db_handle(cdb);
	/* Triggers first: a trigger naming a table that is gone fails
	 * every write to the table it sits on (record-format.md: no state
	 * of carcd's may make another writer's statement fail).  One at a
	 * time, the query done before each DROP (no DROP while a statement
	 * of the connection runs). */
	if (sqlite3_exec(h, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(h, "SELECT type = 'trigger', name FROM"
	    " sqlite_master WHERE type IN ('trigger', 'table') AND name LIKE"
	    " 'carc\\_%' ESCAPE '\\' ORDER BY type = 'table', name LIMIT 1",
	    -1, &st, NULL) != SQLITE_OK)
		goto fail;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		trigger = sqlite3_column_int(st, 0);
		drop = sqlite3_mprintf("DROP %s main.\"%w\"",
		    trigger ? "TRIGGER" : "TABLE",
		    (const char *)sqlite3_column_text(st, 1));
		sqlite3_reset(st);
		if (drop == NULL) {
			carc_error_set(err, "out of memory");
			goto fail_said;
		}
		rc = sqlite3_exec(h, drop, NULL, NULL, NULL);
		sqlite3_free(drop);
		if (rc != SQLITE_OK)
			goto fail;
		if (trigger)
			(*ntriggers)++;
		else
			(*ntables)++;
	}
	if (rc != SQLITE_DONE)
		goto fail;
	sqlite3_finalize(st);
	st = NULL;
	if (sqlite3_exec(h, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
		goto fail;
	carc_db_close(cdb);
	return 0;
fail:
	carc_error_set(err, "cannot remove carcd from '%s': %s", path,
	    sqlite3_errmsg(h));
fail_said:
	sqlite3_finalize(st);
	sqlite3_exec(h, "ROLLBACK", NULL, NULL, NULL);
	carc_db_close(cdb);
	*ntables = *ntriggers = 0;
	return -1;
}

/*
 * record-format.md: a game deleted takes its results with it, where the
 * writer does not enforce foreign keys too.  Looked for after another
 * connection committed, at most every PRUNE_MS (an idle poll after a
 * burst of commits does the last look).  0, or -1 and err.
 */
static int
prune(struct carcd_db *db, struct carcd_work *w, struct carc_error *err)
{
	long long now = carc_clock_ms();
	int rc;

	if (!db->prune_due || (db->last_prune != 0 &&
	    now - db->last_prune < PRUNE_MS))
		return 0;
	if ((rc = carc_store_prune(db->db, err)) != 0) {
		if (rc != CARC_STORE_BUSY)
			return -1;
		w->busy++;		/* due still: the next poll */
		return 0;
	}
	db->prune_due = 0;
	db->last_prune = now;
	return 0;
}

/* Step a statement that returns no row, and reset it. */
static int
run(sqlite3_stmt *st)
{
	int rc;

	rc = sqlite3_step(st);
	sqlite3_reset(st);
	return rc == SQLITE_DONE || rc == SQLITE_ROW ? SQLITE_OK : rc;
}

int
carcd_db_set_engine(struct carcd_db *db, const struct carcd_engine *eng,
    struct carc_error *err)
{
	(void)err;
	/* Every verdict stored beside another plugin set is pending
	 * (W_PENDING); a pass under way was made for the old one. */
	snprintf(db->signature, sizeof(db->signature), "%s", eng->signature);
	db->in_pass = 0;
	db->have_version = 0;
	/* a SIGHUP checks a damaged file again: it may have been mended */
	db->checked = 0;
	db->damaged = 0;
	return 0;
}

/* -- one game ---------------------------------------------------------- */

enum { GAME_DONE, GAME_SKIPPED, GAME_BUSY, GAME_ERROR };

/* Is the game's state row current: the same rows, the same engine, and
 * a verdict of that engine? */
static int
state_current(struct carcd_db *db, int64_t id, uint64_t fp,
    const char *engine, int *current)
{
	sqlite3_stmt *st = db->st[W_STATE_GET];
	const unsigned char *e, *ve;
	int rc;

	*current = 0;
	sqlite3_bind_int64(st, 1, id);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		e = sqlite3_column_text(st, 1);
		ve = sqlite3_column_text(st, 2);
		*current = (uint64_t)sqlite3_column_int64(st, 0) == fp &&
		    e != NULL && strcmp((const char *)e, engine) == 0 &&
		    ve != NULL && strcmp((const char *)ve, engine) == 0;
	}
	sqlite3_reset(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? SQLITE_OK : rc;
}

static int data_version(struct carcd_db *db, int64_t *v);

/*
 * The verdicts of a slice are held (store/pending.h) and written in one
 * write transaction, many games to it (doc/spec/cli.md), each whole (any
 * failure rolls all of them back, and the pass goes on from the first of
 * them), when FLUSH_GAMES are held or the first has waited FLUSH_MS, and
 * at the end of every slice: the write lock is held for the writing
 * alone, a few ms, so that a game server's insert never waits long, and
 * a new game's verdict lands within a poll and a slice of its commit.
 * One fsync'd commit per game made carcd 592 games/s on a backlog
 * (issue 28).
 */
#define FLUSH_GAMES 512
#define FLUSH_MS 100

/*
 * One held game, in the write transaction: pending e was read at
 * data_version e->version; if nobody else committed since, its verdict
 * stands (changed 0); else (changed) now is the game as it is now (NULL:
 * gone), judged again if its rows changed.  GAME_* (GAME_BUSY /
 * GAME_ERROR: the caller rolls back).
 */
static int
flush_one(struct carcd_db *db, const struct carcd_engine *eng,
    struct carcd_work *w, const struct carc_pending *e, int changed,
    const struct carc_record *now, struct carc_error *err)
{
	const struct carc_verdict *vv = &e->v;
	struct carc_store_state state;
	uint64_t fp = e->fingerprint;
	int rc = SQLITE_OK, r, current, judged = e->judged;

	if (changed) {
		/* gone, or no longer finished */
		if (now == NULL || (now->unreadable[0] == '\0' &&
		    strcmp(now->status, "finished") != 0))
			return GAME_SKIPPED;
		fp = carc_record_fingerprint(now);
		if (!judged || fp != e->fingerprint) {
			/* carc_verify never fails: a plugin that cannot play
			 * the game makes it unverifiable, with its reason */
			carc_verify(eng->vf, now, &w->v);
			vv = &w->v;
			judged = 1;
		}
	}
	if (!judged)
		return GAME_SKIPPED;	/* not finished when read */
	if ((rc = state_current(db, vv->game, fp, vv->engine, &current)) !=
	    SQLITE_OK)
		goto fail;
	if (current) {
		/* the same rows written again, or a plugin set that changes
		 * nothing for this game: no new verdict */
		sqlite3_bind_int64(db->st[W_STATE_CLEAN], 1, vv->game);
		sqlite3_bind_text(db->st[W_STATE_CLEAN], 2, db->signature, -1,
		    SQLITE_STATIC);
		if ((rc = run(db->st[W_STATE_CLEAN])) != SQLITE_OK)
			goto fail;
		return GAME_SKIPPED;
	}
	state.fingerprint = fp;
	state.plugins = db->signature;
	if ((r = carc_store_verdict_in(db->db, vv, &state, err)) != 0)
		return r == CARC_STORE_BUSY ? GAME_BUSY : GAME_ERROR;
	/* Why a game could not be verified is news: said at info. */
	if (vv->kind == CARC_UNVERIFIABLE)
		carc_log_info("%s: game %" PRId64 ": unverifiable: %s",
		    carc_db_path(db->db), vv->game, vv->reason);
	else
		carc_log_debug("%s: game %" PRId64 ": %s (%zu divergence%s)",
		    carc_db_path(db->db), vv->game,
		    carc_verdict_names[vv->kind], vv->ndiv,
		    vv->ndiv == 1 ? "" : "s");
	return GAME_DONE;
fail:
	db_fail(db, err, "cannot verify a game");
	return is_busy(rc) ? GAME_BUSY : GAME_ERROR;
}

/* -- a pass over the games --------------------------------------------- */

/* A pragma's one integer. */
static int
run_int(sqlite3_stmt *st, int64_t *v)
{
	int rc;

	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		*v = sqlite3_column_int64(st, 0);
	sqlite3_reset(st);
	return rc == SQLITE_ROW ? SQLITE_OK : rc;
}

static int
data_version(struct carcd_db *db, int64_t *v)
{
	sqlite3_stmt *st = db->st[W_DATA_VERSION];
	int rc;

	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		*v = sqlite3_column_int64(st, 0);
	sqlite3_reset(st);
	return rc == SQLITE_ROW ? SQLITE_OK : rc;
}



int
carcd_db_damaged(const struct carcd_db *db)
{
	return db != NULL && db->damaged;
}

int
carcd_db_in_pass(const struct carcd_db *db)
{
	return db->in_pass;
}

void
carcd_db_retry(struct carcd_db *db)
{
	db->have_version = 0;
}

/*
 * A pass through the verifying pipeline (verify/batch.h).  The pending
 * games are listed BATCH ids at a time from the cursor on; their rows are
 * read by an ordered scan from the first of them (record/scan.c: each
 * table read once, in game order), so that a backlog costs one read of
 * each table and not one lookup per game and table, which on a database
 * with no index on scores (the spec declares none) is a read of the
 * whole of scores per game.  The scan is used where it pays: a pending
 * game far from the others (an old game changed) is looked up alone, and
 * the scan is opened again past a long run of games that need nothing.
 *
 * The scan holds a read transaction (its statements') from its first game
 * to its close, and each game's verdict is written in a BEGIN IMMEDIATE
 * transaction of its own on the same connection, as before: the write
 * transaction then sees the snapshot the game was read in, or cannot
 * begin (another writer waits: SQLITE_BUSY at once, the read transaction
 * is ours): the scan is then closed, and the game's transaction waits
 * for the writer as a lookup's would (poll_done).  The data_version check
 * of verify_game stays: a game whose rows changed since it was read is
 * read and judged again inside the write transaction.  The scan is closed
 * when the slice ends, so no read transaction stays open between polls,
 * and the next slice opens it again from the cursor.
 */

/* A pending game more than GAP games past the last one read: the scan
 * opens again there rather than read the games in between; a pending
 * game more than GAP games before the next: looked up alone. */
#define GAP 256

/* Opening a scan on a table with no index on game_id reads and sorts the
 * table from the first game on: a cost paid again at each slice.  A slice
 * that opened one lasts at least OPEN_SHARE times that opening, so that
 * it is at most a ninth of carcd's time whatever the size of the backlog
 * (without this, a backlog of n games would pay n / slice openings of n
 * rows: quadratic again).  At 4 (a fifth), once the engine got faster,
 * carcd stored 0.76 of verify --store's rate on 100,000 spec-only games
 * (doc/benchmark.md); slices grow with the backlog's openings, at most
 * some seconds on a file of 100,000 games. */
#define OPEN_SHARE 8

/* A scan reads a range of games, about twice what the last slice did
 * (at least this many): the sort of a table with no index on game_id is
 * then of the rows a slice uses, not of the whole backlog at each
 * slice. */
#define RANGE_MIN 512
#define RANGE_MAX (1 << 20)

struct given {
	int64_t id, version;
};

struct poll_run {
	struct carcd_db *db;
	const struct carcd_engine *eng;
	struct carcd_work *w;
	/* the pending ids listed; ids[at..n) not yet given */
	int64_t ids[BATCH];
	size_t n, at;
	int64_t listed;			/* the next list starts at it */
	int end;			/* the list has no more */
	int complete;			/* every pending game was given */
	struct carc_db_scan *sc;
	int no_scan;			/* the database cannot be merged */
	int scan_fresh;			/* opened, no game read yet */
	struct timespec scan_t0;
	int64_t scan_version, scan_last, scan_to;
	int scan_has_last;
	/* the games given and not yet done, in order (a ring) */
	struct given *g;
	size_t gcap, ghead, gn;
	size_t ngiven;
	int result;
	long long slice_ms;
	const struct timespec *t0;	/* when this database's turn began */
};

static int
give_push(struct poll_run *p, int64_t id, int64_t version)
{
	struct given *ng;
	size_t cap, i;

	if (p->gn == p->gcap) {
		cap = p->gcap ? p->gcap * 2 : 64;
		if ((ng = malloc(cap * sizeof(*ng))) == NULL)
			return -1;
		for (i = 0; i < p->gn; i++)
			ng[i] = p->g[(p->ghead + i) % p->gcap];
		free(p->g);
		p->g = ng;
		p->gcap = cap;
		p->ghead = 0;
	}
	p->g[(p->ghead + p->gn++) % p->gcap].id = id;
	p->g[(p->ghead + p->gn - 1) % p->gcap].version = version;
	p->ngiven++;
	return 0;
}

static struct given
give_pop(struct poll_run *p)
{
	struct given g = p->g[p->ghead];

	p->ghead = (p->ghead + 1) % p->gcap;
	p->gn--;
	return g;
}

/* The next ids of the pass, at most BATCH. */
static int
list_more(struct poll_run *p)
{
	sqlite3_stmt *st = p->db->st[p->db->pass_full ? W_ALL : W_PENDING];
	int rc;

	p->n = p->at = 0;
	sqlite3_bind_int64(st, 1, p->listed);
	sqlite3_bind_int(st, 2, BATCH);
	if (!p->db->pass_full)
		sqlite3_bind_text(st, 3, p->db->signature, -1,
		    SQLITE_STATIC);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW && p->n < BATCH)
		p->ids[p->n++] = sqlite3_column_int64(st, 0);
	sqlite3_reset(st);
	if (rc != SQLITE_DONE && rc != SQLITE_ROW)
		return rc;
	if (p->n < BATCH)
		p->end = 1;
	/* on from the next id: INT64_MAX listed is the last there is (a
	 * cursor starting at INT64_MIN reads every id, -2^63 too) */
	if (p->n > 0 && p->ids[p->n - 1] == INT64_MAX)
		p->end = 1;
	else if (p->n > 0)
		p->listed = p->ids[p->n - 1] + 1;
	return SQLITE_OK;
}

/* More than GAP games with an id strictly between a and b (a < b)? */
static int
far_apart(struct poll_run *p, int64_t a, int64_t b, int *far)
{
	sqlite3_stmt *st = p->db->st[W_GAP];
	int rc;

	*far = 0;
	if ((uint64_t)b - (uint64_t)a <= GAP + 1)
		return SQLITE_OK;
	sqlite3_bind_int64(st, 1, a);
	sqlite3_bind_int64(st, 2, b);
	sqlite3_bind_int(st, 3, GAP + 1);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		*far = sqlite3_column_int64(st, 0) > GAP;
	sqlite3_reset(st);
	return rc == SQLITE_ROW ? SQLITE_OK : rc;
}

static void
scan_close(struct poll_run *p)
{
	carc_db_scan_close(p->sc);
	p->sc = NULL;
	p->scan_has_last = 0;
}

/* The last game of a scan from game from: *to. */
static int
scan_range(struct poll_run *p, int64_t from, int64_t *to)
{
	sqlite3_stmt *st = p->db->st[W_NTH];
	size_t n = 2 * p->db->slice_games;
	int rc;

	if (n < RANGE_MIN)
		n = RANGE_MIN;
	if (n > RANGE_MAX)
		n = RANGE_MAX;
	*to = INT64_MAX;
	sqlite3_bind_int64(st, 1, from);
	sqlite3_bind_int64(st, 2, (sqlite3_int64)n - 1);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		*to = sqlite3_column_int64(st, 0);
	sqlite3_reset(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? SQLITE_OK : rc;
}

/* Not finished (and readable): verify_game sees to it, in its turn. */
static int
give(struct poll_run *p, const struct carc_record *rec, int64_t id,
    int64_t version, struct carc_error *err)
{
	if (give_push(p, id, version) < 0)
		return carc_error_set(err, "out of memory");
	return rec->unreadable[0] == '\0' &&
	    strcmp(rec->status, "finished") != 0 ? 2 : 0;
}

/* Game id alone, in a read transaction of its own, as before the scan. */
static int
look_up(struct poll_run *p, int64_t id, struct carc_record *rec,
    struct carc_error *err)
{
	int64_t version = 0;
	int rc, r;

	if (carc_db_begin(p->db->db, err) != 0)
		return -1;
	if ((rc = data_version(p->db, &version)) != SQLITE_OK) {
		carc_db_rollback(p->db->db);
		return db_fail(p->db, err, "cannot poll");
	}
	r = carc_db_read_game(p->db->db, id, rec, err);
	carc_db_rollback(p->db->db);
	if (r < 0)
		return -1;
	p->w->looked_up++;
	if (r == 1) {
		/* gone: verify_game sees to it */
		if (give_push(p, id, version) < 0)
			return carc_error_set(err, "out of memory");
		return 2;
	}
	return give(p, rec, id, version, err);
}

/* Should ids[at] be read through a scan opened at it, or alone? */
static int
scan_pays(struct poll_run *p, int *pays)
{
	int far, rc;

	*pays = 0;
	if (p->no_scan)
		return SQLITE_OK;
	/* the last listed: alone if the list is done, else more follow */
	if (p->at + 1 == p->n) {
		*pays = !p->end;
		return SQLITE_OK;
	}
	if ((rc = far_apart(p, p->ids[p->at], p->ids[p->at + 1], &far)) !=
	    SQLITE_OK)
		return rc;
	*pays = !far;
	return SQLITE_OK;
}

static int flush_due(struct poll_run *p, struct carc_error *err);

static int
poll_next(void *arg, struct carc_record *rec, struct carc_error *err)
{
	struct poll_run *p = arg;
	int64_t id;
	long long open_ms;
	int rc, held = 0, pays = 0, far;

	/* between games only: the games in hand are done */
	if (*p->w->quit || *p->w->reload)
		return 1;
	/* held verdicts do not wait for the next games past their time */
	if (flush_due(p, err) != 0)
		return 1;
	/* each database its share of the daemon's time: at least one game,
	 * then no new one past the slice (the others' turn) */
	if (p->ngiven > 0 && carc_clock_ms_since(p->t0) >= p->slice_ms)
		return 1;
	for (;;) {
		if (p->at == p->n) {
			if (p->end) {
				p->complete = 1;
				return 1;
			}
			if ((rc = list_more(p)) != SQLITE_OK) {
				if (is_busy(rc)) {
					p->w->busy++;
					return 1;	/* later */
				}
				return db_fail(p->db, err,
				    "cannot list the games");
			}
			continue;
		}
		id = p->ids[p->at];
		if (held) {
			if (rec->id < id) {
				held = 0;	/* needs nothing */
				continue;
			}
			p->at++;
			if (rec->id > id)
				continue;	/* id is gone */
			return give(p, rec, id, p->scan_version, err);
		}
		rc = SQLITE_OK;
		if (p->sc != NULL && p->scan_has_last &&
		    (rc = far_apart(p, p->scan_last, id, &far)) == SQLITE_OK &&
		    far)
			scan_close(p);
		if (rc == SQLITE_OK && p->sc == NULL)
			rc = scan_pays(p, &pays);
		if (rc == SQLITE_OK && p->sc == NULL && pays)
			rc = scan_range(p, id, &p->scan_to);
		if (rc != SQLITE_OK) {
			if (is_busy(rc)) {
				p->w->busy++;
				return 1;
			}
			return db_fail(p->db, err, "cannot list the games");
		}
		if (p->sc == NULL && pays) {
			clock_gettime(CLOCK_MONOTONIC, &p->scan_t0);
			if (carc_db_scan_open_from(p->db->db, id, p->scan_to,
			    &p->sc, err) < 0)
				return -1;
			if (p->sc == NULL)
				p->no_scan = 1;
			else {
				p->scan_fresh = 1;
				p->w->scans++;
			}
		}
		if (p->sc == NULL) {
			p->at++;
			return look_up(p, id, rec, err);
		}
		if ((rc = carc_db_scan_next(p->sc, rec, err)) < 0)
			return -1;
		if (rc == 1) {
			/* the end of the range (the next scan reads on), or
			 * of the games: id is gone */
			scan_close(p);
			if (id <= p->scan_to)
				p->at++;
			continue;
		}
		if (p->scan_fresh) {
			/* the statements' read transaction is open now */
			p->scan_fresh = 0;
			if ((rc = data_version(p->db, &p->scan_version)) !=
			    SQLITE_OK)
				return db_fail(p->db, err, "cannot poll");
			open_ms = carc_clock_ms_since(&p->scan_t0);
			if (open_ms * OPEN_SHARE > p->slice_ms)
				p->slice_ms = open_ms * OPEN_SHARE;
			if (p->scan_to == INT64_MAX)
				carc_log_debug("%s: reading in game order from "
				    "game %" PRId64 " on (%lld ms to the first "
				    "game)", carc_db_path(p->db->db), id, open_ms);
			else
				carc_log_debug("%s: reading in game order from "
				    "game %" PRId64 " to %" PRId64 " (%lld ms to "
				    "the first game)", carc_db_path(p->db->db), id,
				    p->scan_to, open_ms);
		}
		p->w->scanned++;
		p->scan_last = rec->id;
		p->scan_has_last = 1;
		held = 1;
	}
}

/* The pass goes on after game id. */
static void
advance(struct carcd_db *db, int64_t id)
{
	if (id == INT64_MAX)
		db->cursor_end = 1;
	else
		db->cursor = id + 1;
}

/*
 * Game id as it is now, in the write transaction, for flush: *now NULL
 * if it is gone.  Read by one scan over the held games' range (*rs,
 * opened at the first that needs it): one pass over a table with no
 * index on game_id for them all, where a lookup each is a pass each, with
 * the write lock held.  0, or GAME_ERROR.
 */
static int
read_now(struct poll_run *p, int64_t id, struct carc_db_scan **rs,
    int *have, const struct carc_record **now, struct carc_error *err)
{
	struct carcd_db *db = p->db;
	struct carc_record *rec = &p->w->rec;
	int r;

	*now = NULL;
	if (*rs == NULL && !p->no_scan) {
		/* our own read of before ends first */
		scan_close(p);
		if (carc_db_scan_open_from(db->db, id,
		    db->pend.p[db->pend.n - 1].v.game, rs, err) < 0)
			return GAME_ERROR;
		if (*rs == NULL)
			p->no_scan = 1;
		*have = 0;
	}
	if (*rs == NULL) {
		if ((r = carc_db_read_game(db->db, id, rec, err)) < 0)
			return GAME_ERROR;
		p->w->looked_up++;
		if (r == 0)
			*now = rec;
		return 0;
	}
	while (!*have || rec->id < id) {
		if ((r = carc_db_scan_next(*rs, rec, err)) < 0)
			return GAME_ERROR;
		if (r == 1)
			return 0;
		*have = 1;
		p->w->scanned++;
	}
	if (rec->id == id)
		*now = rec;
	return 0;
}

/*
 * Write the held verdicts (FLUSH_*): 0 done (the pass goes on after the
 * last), 1 busy (another writer kept the lock past the timeout; the pass
 * goes on from the first of them at the next poll), -1 an error (the
 * same, failing).
 */
static int
flush(struct poll_run *p, struct carc_error *err)
{
	struct carcd_db *db = p->db;
	struct carc_db_scan *rs = NULL;
	const struct carc_pending *e;
	const struct carc_record *now;
	int64_t version = 0;
	size_t i, done = 0, skipped = 0;
	int rc, r = GAME_DONE, have = 0;

	if (db->pend.n == 0)
		return 0;
	if ((rc = run(db->st[W_BEGIN])) != SQLITE_OK && is_busy(rc) &&
	    p->sc != NULL) {
		/*
		 * Another writer waits for our read to end (SQLite does not
		 * wait for a lock its own reader blocks), or committed past
		 * our snapshot (WAL).  End the read and wait for the writer;
		 * the data_version check then reads again what it changed,
		 * and the scan opens again from the next game.
		 */
		scan_close(p);
		rc = run(db->st[W_BEGIN]);
	}
	if (rc != SQLITE_OK) {
		if (!is_busy(rc))
			db_fail(db, err, "cannot begin a transaction");
		r = is_busy(rc) ? GAME_BUSY : GAME_ERROR;
		goto undo;
	}
	if ((rc = data_version(db, &version)) != SQLITE_OK) {
		db_fail(db, err, "cannot poll");
		r = is_busy(rc) ? GAME_BUSY : GAME_ERROR;
		goto rollback;
	}
	for (i = 0; i < db->pend.n; i++) {
		e = &db->pend.p[i];
		now = NULL;
		if (e->version != version &&
		    (r = read_now(p, e->v.game, &rs, &have, &now, err)) != 0)
			goto rollback;
		r = flush_one(db, p->eng, p->w, e, e->version != version, now,
		    err);
		if (r == GAME_DONE)
			done++;
		else if (r == GAME_SKIPPED)
			skipped++;
		else
			goto rollback;
	}
	carc_db_scan_close(rs);
	rs = NULL;
	if ((rc = run(db->st[W_COMMIT])) != SQLITE_OK) {
		db_fail(db, err, "cannot commit verdicts");
		r = is_busy(rc) ? GAME_BUSY : GAME_ERROR;
		goto rollback;
	}
	p->w->verified += done;
	p->w->skipped += skipped;
	advance(db, db->pend.p[db->pend.n - 1].v.game);
	carc_pending_clear(&db->pend);
	return 0;
rollback:
	carc_db_scan_close(rs);
	(void)run(db->st[W_ROLLBACK]);
	carc_store_forget(db->db);
undo:
	/* the held games are done again, from the first */
	db->cursor = db->pend.p[0].v.game;
	db->cursor_end = 0;
	carc_pending_clear(&db->pend);
	if (r == GAME_BUSY) {
		/* past the busy timeout: not a failure, later */
		p->w->busy++;
		carc_log_debug("%s: busy, verdicts later", carc_db_path(db->db));
		return 1;
	}
	return -1;
}

/* Flush when the held verdicts are many or have waited long enough:
 * 0 go on, 1 stop the slice. */
static int
flush_due(struct poll_run *p, struct carc_error *err)
{
	struct carcd_db *db = p->db;

	if (db->pend.n == 0 || (db->pend.n < FLUSH_GAMES &&
	    carc_clock_ms_since(&db->pend_t0) < FLUSH_MS))
		return 0;
	switch (flush(p, err)) {
	case 0:
		return 0;
	case 1:
		return 1;
	default:
		p->result = -1;
		return 1;
	}
}

static int
poll_done(void *arg, const struct carc_record *rec,
    const struct carc_verdict *v, struct carc_error *err)
{
	struct poll_run *p = arg;
	struct given g = give_pop(p);

	if (*p->w->quit || *p->w->reload)
		return 1;
	if (p->db->pend.n == 0)
		clock_gettime(CLOCK_MONOTONIC, &p->db->pend_t0);
	if (carc_pending_add(&p->db->pend, g.id, v, v != NULL ?
	    carc_record_fingerprint(rec) : 0, g.version) != 0) {
		carc_error_set(err, "out of memory");
		return -1;
	}
	return flush_due(p, err);
}

/* 1: the pass is done; 0: stopped (a flag, a busy database, the end of
 * the slice); -1: an error. */
static int
poll_pass(struct carcd_db *db, const struct carcd_engine *eng,
    struct carcd_work *w, const struct timespec *t0, struct carc_error *err)
{
	struct poll_run p;
	struct carc_batch_source src = { poll_next, poll_done, &p };
	struct carc_error cerr;
	int rc, c;

	if (db->cursor_end)
		return 1;		/* every id there can be was given */
	memset(&p, 0, sizeof(p));
	p.db = db;
	p.eng = eng;
	p.w = w;
	p.listed = db->cursor;
	p.slice_ms = SLICE_MS;
	p.t0 = t0;
	rc = carc_batch_run(eng->set, carc_batch_default_jobs(), &src, err);
	/* the verdicts of the slice committed (or rolled back, to be done
	 * again), and no read transaction stays open between slices */
	if ((c = flush(&p, &cerr)) != 0) {
		p.complete = 0;
		if (c < 0 && rc >= 0 && p.result >= 0) {
			*err = cerr;
			p.result = -1;
		}
	}
	scan_close(&p);
	free(p.g);
	db->slice_games = p.ngiven;
	if (rc < 0 || p.result < 0)
		return -1;
	return rc == 0 && p.complete ? 1 : 0;
}

int
carcd_db_poll(struct carcd_db *db, const struct carcd_engine *eng,
    struct carcd_work *w, struct carc_error *err)
{
	int64_t v = 0, sv = 0;
	struct timespec t0;
	int rc;

	clock_gettime(CLOCK_MONOTONIC, &t0);

	/* A damaged database is reported once and left alone; the others
	 * go on (doc/hardening.md). */
	if (db->damaged)
		return 0;
	if (!db->checked) {
		/* the whole file, before anything is written into it; a
		 * check that could not run (a lock held past the busy
		 * timeout) says nothing of the file: tried again later */
		if ((rc = carc_db_check_whole(db->db, err)) == CARC_DB_ECHECK)
			return -1;
		db->checked = 1;
		if (rc != 0) {
			db->damaged = 1;
			return -1;
		}
	}
	/* A migration may have taken carcd's triggers with it, or someone
	 * dropped carc_state under them, which fails every write of the
	 * server to the watched tables until it is back: looked at every
	 * poll, in a pass too (one that takes minutes left it missing as
	 * long, and failed at its next statement). */
	if ((rc = run_int(db->st[W_SCHEMA], &sv)) != SQLITE_OK) {
		if (is_busy(rc)) {
			w->busy++;
			return 0;
		}
		return db_fail(db, err, "cannot poll");
	}
	if (sv != db->schema_version && (rc = mend(db, 0, err)) != 0)
		return rc > 0 ? 0 : -1;
	if (!db->in_pass) {
		if ((rc = data_version(db, &v)) != SQLITE_OK) {
			if (is_busy(rc)) {
				w->busy++;
				return 0;
			}
			return db_fail(db, err, "cannot poll");
		}
		/* Nobody else committed since the last pass: nothing new. */
		if (!db->have_version || v != db->data_version)
			db->prune_due = 1;
		if ((rc = prune(db, w, err)) != 0)
			return rc;
		if (db->have_version && v == db->data_version && !db->full_due)
			return 0;
		db->data_version = v;
		db->have_version = 1;
		db->in_pass = 1;
		db->pass_full = db->full_due;
		db->cursor = INT64_MIN;
		db->cursor_end = 0;
		if (db->pass_full)
			carc_log_info("%s: checking every finished game against "
			    "'%s'", carc_db_path(db->db), db->signature);
	}
	if ((rc = poll_pass(db, eng, w, &t0, err)) != 1)
		return rc;
	if (db->pass_full)
		db->full_due = 0;
	db->in_pass = 0;
	return 0;
}
