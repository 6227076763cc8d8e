/*
 * watch.c - which finished games of one database need a verdict, and
 * verifying them (README.md in this directory has the reasoning).
 *
 * carcd keeps two tables of its own in every database it watches:
 *
 *   carc_state(game_id, fingerprint, engine, dirty)  what the game's current
 *       verdict was made from: a hash of every row the reader reads, and
 *       the engine string (carc and the versions of the plugins it used);
 *   carc_meta(key, value)  the signature of the whole plugin set the
 *       database was last fully checked with.
 *
 * and triggers on the five input tables that mark a game's carc_state
 * row dirty whenever one of its rows is inserted, updated or deleted.  A
 * game needs work when it is finished and has no clean state row or no
 * verdict; the fingerprint then tells a real change from a rewrite of the
 * same rows.
 * When the plugin set changes, every finished game is looked at once and
 * verified again if its engine string changed.
 *
 * Crash safety: a game is read, verified and its verdict, divergences and
 * state row written inside one BEGIN IMMEDIATE transaction.  A process
 * killed at any instant leaves the old verdict and state or the new ones,
 * so on restart every game has exactly one verdict, and a game whose
 * transaction was lost has no state row and is done again.
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "daemon/log.h"
#include "daemon/watch.h"
#include "store/results.h"
#include "verify/batch.h"

/* Games fetched per query: bounds memory whatever the database holds. */
#define BATCH 128

/* A database's share of a round: after this long, the pass stops
 * between games and goes on after the other databases had theirs. */
#define SLICE_MS 100

enum {
	W_PENDING,		/* finished games with no state or no verdict */
	W_ALL,			/* every finished game (full pass) */
	W_STATE_GET,
	W_STATE_PUT,
	W_STATE_CLEAN,
	W_META_GET,
	W_META_PUT,
	W_BEGIN,
	W_COMMIT,
	W_ROLLBACK,
	W_DATA_VERSION,
	W_GAP,
	W_NTH,
	W_COUNT
};

static const char *const watch_sql[W_COUNT] = {
	[W_PENDING] = "SELECT g.id FROM games g WHERE g.id > ?1"
	    " AND g.status = 'finished' AND (NOT EXISTS (SELECT 1 FROM"
	    " carc_state s WHERE s.game_id = g.id AND s.dirty = 0) OR NOT"
	    " EXISTS (SELECT 1 FROM verdicts v WHERE v.game_id = g.id))"
	    " ORDER BY g.id LIMIT ?2",
	[W_ALL] = "SELECT id FROM games WHERE id > ?1 AND status = 'finished'"
	    " ORDER BY id LIMIT ?2",
	[W_STATE_GET] = "SELECT s.fingerprint, s.engine, EXISTS (SELECT 1"
	    " FROM verdicts v WHERE v.game_id = s.game_id) FROM carc_state s"
	    " WHERE s.game_id = ?1",
	[W_STATE_PUT] = "INSERT OR REPLACE INTO carc_state(game_id,"
	    " fingerprint, engine, dirty) VALUES (?1, ?2, ?3, 0)",
	[W_STATE_CLEAN] = "UPDATE carc_state SET dirty = 0 WHERE game_id = ?1",
	[W_META_GET] = "SELECT value FROM carc_meta WHERE key = ?1",
	[W_META_PUT] = "INSERT OR REPLACE INTO carc_meta(key, value)"
	    " VALUES (?1, ?2)",
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
 * carcd's tables and triggers; constant text, run once at attach, after
 * the result tables (carc_results_ddl, as store/results.c makes them), so
 * that W_PENDING can be prepared before the first verdict is stored.
 */
static const char setup_sql[] =
	"CREATE TABLE IF NOT EXISTS carc_state(\n"
	"  game_id     INTEGER PRIMARY KEY,\n"
	"  fingerprint INTEGER NOT NULL,\n"
	"  engine      TEXT NOT NULL,\n"
	"  dirty       INTEGER NOT NULL DEFAULT 0\n"
	");\n"
	"CREATE TABLE IF NOT EXISTS carc_meta(\n"
	"  key   TEXT PRIMARY KEY,\n"
	"  value TEXT NOT NULL\n"
	");\n"
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

/* game_expansions is optional (record-format.md): triggers only if the
 * table exists. */
static const char setup_expansions_sql[] =
	TRIG("game_expansions", "game_id");
#undef TRIG
#undef DIRTY

struct carcd_db {
	struct carc_db *db;
	sqlite3 *h;
	sqlite3_stmt *st[W_COUNT];
	int64_t data_version;
	int have_version;
	int full_due;			/* the engine changed: look at all */
	char signature[1024];		/* what full_due checks against */
	/* A pass in progress: where it stands, and which query it runs. */
	int in_pass, pass_full;
	int64_t cursor;
	size_t slice_games;		/* games given in the last slice */
	int checked, damaged;		/* carc_db_check, once per attach */
};

const char *
carcd_db_path(const struct carcd_db *db)
{
	return carc_db_path(db->db);
}

void
carcd_engine_signature(char *out, size_t outlen,
    const struct carc_plugin_set *set)
{
	size_t i, len;

	snprintf(out, outlen, "%s %s", PACKAGE_NAME, PACKAGE_VERSION);
	for (i = 0; i < set->n; i++) {
		len = strlen(out);
		snprintf(out + len, outlen - len, "; %s %s",
		    set->p[i].desc->name, set->p[i].desc->version);
	}
}

static int
db_fail(struct carcd_db *db, struct carc_error *err, const char *what)
{
	return carc_error_set(err, "%s in '%s': %s", what,
	    carc_db_path(db->db), sqlite3_errmsg(db->h));
}

static int
is_busy(int rc)
{
	rc &= 0xff;
	return rc == SQLITE_BUSY || rc == SQLITE_LOCKED;
}

static int
setup(struct carcd_db *db, struct carc_error *err)
{
	sqlite3_stmt *st;
	int rc, have_exp;

	if (sqlite3_exec(db->h, "BEGIN IMMEDIATE", NULL, NULL, NULL) !=
	    SQLITE_OK)
		return db_fail(db, err, "cannot prepare the database");
	rc = sqlite3_prepare_v2(db->h, "SELECT 1 FROM sqlite_master WHERE"
	    " type = 'table' AND name = 'game_expansions'", -1, &st, NULL);
	if (rc != SQLITE_OK)
		goto fail;
	rc = sqlite3_step(st);
	have_exp = rc == SQLITE_ROW;
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		goto fail;
	if (sqlite3_exec(db->h, carc_results_ddl, NULL, NULL, NULL) !=
	    SQLITE_OK ||
	    sqlite3_exec(db->h, setup_sql, NULL, NULL, NULL) != SQLITE_OK ||
	    (have_exp && sqlite3_exec(db->h, setup_expansions_sql, NULL,
	    NULL, NULL) != SQLITE_OK))
		goto fail;
	if (sqlite3_exec(db->h, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
		goto fail;
	return 0;
fail:
	db_fail(db, err, "cannot create carcd's tables");
	sqlite3_exec(db->h, "ROLLBACK", NULL, NULL, NULL);
	return -1;
}

int
carcd_db_attach(struct carcd_db **out, const char *path,
    struct carc_error *err)
{
	struct carcd_db *db;
	int i;

	if ((db = calloc(1, sizeof(*db))) == NULL)
		return carc_error_set(err, "out of memory");
	if (carc_db_open(&db->db, path, CARC_DB_READWRITE, err) != 0) {
		free(db);
		return -1;
	}
	db->h = carc_db_handle(db->db);
	if (setup(db, err) < 0)
		goto fail;
	for (i = 0; i < W_COUNT; i++)
		if (sqlite3_prepare_v3(db->h, watch_sql[i], -1,
		    SQLITE_PREPARE_PERSISTENT, &db->st[i], NULL) != SQLITE_OK) {
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
	for (i = 0; i < W_COUNT; i++)
		sqlite3_finalize(db->st[i]);
	carc_db_close(db->db);
	free(db);
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
	sqlite3_stmt *st = db->st[W_META_GET];
	const unsigned char *s;
	int rc;

	snprintf(db->signature, sizeof(db->signature), "%s", eng->signature);
	sqlite3_bind_text(st, 1, "engine", -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		s = sqlite3_column_text(st, 0);
		db->full_due = s == NULL ||
		    strcmp((const char *)s, eng->signature) != 0;
	} else if (rc == SQLITE_DONE)
		db->full_due = 1;
	sqlite3_reset(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return db_fail(db, err, "cannot read carc_meta");
	/* A pass under way was made for the old engine: start again. */
	db->in_pass = 0;
	return 0;
}

/* -- the fingerprint of a game ---------------------------------------- */

/*
 * FNV-1a, 64 bits, over every field the reader fills: what the verdict
 * depends on.  Not a defence against forgery (nobody gains by forging
 * a collision to keep an old verdict); a cheap test that the rows we
 * last verified are the rows there now.
 */
#define FNV_OFFSET 0xcbf29ce484222325ULL
#define FNV_PRIME 0x100000001b3ULL

static void
fp_bytes(uint64_t *h, const void *p, size_t n)
{
	const unsigned char *b = p;
	size_t i;

	for (i = 0; i < n; i++) {
		*h ^= b[i];
		*h *= FNV_PRIME;
	}
}

static void
fp_i64(uint64_t *h, int64_t v)
{
	unsigned char b[8];
	int i;

	for (i = 0; i < 8; i++)
		b[i] = (unsigned char)((uint64_t)v >> (8 * i));
	fp_bytes(h, b, sizeof(b));
}

/* A string and its terminator, so "ab","c" differs from "a","bc". */
static void
fp_str(uint64_t *h, const char *s, size_t size)
{
	fp_bytes(h, s, strnlen(s, size));
	fp_i64(h, -1);
}

static uint64_t
fingerprint(const struct carc_record *rec)
{
	uint64_t h = FNV_OFFSET;
	size_t i;

	fp_i64(&h, rec->id);
	fp_str(&h, rec->ruleset, sizeof(rec->ruleset));
	fp_str(&h, rec->tile_supply, sizeof(rec->tile_supply));
	fp_str(&h, rec->status, sizeof(rec->status));
	fp_str(&h, rec->unreadable, sizeof(rec->unreadable));
	fp_i64(&h, (int64_t)rec->nexpansions);
	for (i = 0; i < rec->nexpansions; i++) {
		const struct carc_expansion *e = &rec->expansions[i];

		fp_str(&h, e->name, sizeof(e->name));
		fp_str(&h, e->variant, sizeof(e->variant));
		fp_i64(&h, e->name_too_long | e->variant_too_long << 1 |
		    e->has_variant << 2);
	}
	fp_i64(&h, (int64_t)rec->nplayers);
	for (i = 0; i < rec->nplayers; i++) {
		const struct carc_player *p = &rec->players[i];

		fp_i64(&h, p->seat);
		fp_i64(&h, p->has_final ? p->final_score : INT64_MIN);
		fp_str(&h, p->name, sizeof(p->name));
	}
	fp_i64(&h, (int64_t)rec->nmoves);
	for (i = 0; i < rec->nmoves; i++) {
		const struct carc_move *m = &rec->moves[i];

		fp_i64(&h, m->seq);
		fp_i64(&h, m->has_seat ? m->seat : INT64_MIN);
		fp_i64(&h, m->has_xy ? m->x : INT64_MIN);
		fp_i64(&h, m->has_xy ? m->y : INT64_MIN);
		fp_i64(&h, m->has_rotation ? m->rotation : INT64_MIN);
		fp_i64(&h, m->action | m->tile_null << 8 |
		    m->tile_too_long << 9 | m->meeple.null << 10 |
		    m->meeple.too_long << 11);
		fp_str(&h, m->tile, sizeof(m->tile));
		fp_str(&h, m->meeple.s, sizeof(m->meeple.s));
	}
	fp_i64(&h, (int64_t)rec->nscores);
	for (i = 0; i < rec->nscores; i++) {
		const struct carc_score *s = &rec->scores[i];

		fp_i64(&h, s->has_seq ? s->seq : INT64_MIN);
		fp_i64(&h, s->has_seat ? s->seat : INT64_MIN);
		fp_i64(&h, s->has_points ? s->points : INT64_MIN);
		fp_i64(&h, s->kind.null | s->kind.too_long << 1);
		fp_str(&h, s->kind.s, sizeof(s->kind.s));
	}
	return h;
}

/* -- one game ---------------------------------------------------------- */

enum { GAME_DONE, GAME_SKIPPED, GAME_BUSY, GAME_ERROR };

/* Is the game's state row current (same rows, same engine, a verdict)? */
static int
state_current(struct carcd_db *db, int64_t id, uint64_t fp,
    const char *engine, int *current)
{
	sqlite3_stmt *st = db->st[W_STATE_GET];
	const unsigned char *e;
	int rc;

	*current = 0;
	sqlite3_bind_int64(st, 1, id);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		e = sqlite3_column_text(st, 1);
		*current = (uint64_t)sqlite3_column_int64(st, 0) == fp &&
		    e != NULL && strcmp((const char *)e, engine) == 0 &&
		    sqlite3_column_int(st, 2) != 0;
	}
	sqlite3_reset(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? SQLITE_OK : rc;
}

static int
state_put(struct carcd_db *db, int64_t id, uint64_t fp, const char *engine)
{
	sqlite3_stmt *st = db->st[W_STATE_PUT];

	sqlite3_bind_int64(st, 1, id);
	sqlite3_bind_int64(st, 2, (sqlite3_int64)fp);
	sqlite3_bind_text(st, 3, engine, -1, SQLITE_STATIC);
	return run(st);
}

static int data_version(struct carcd_db *db, int64_t *v);

/*
 * pre, prev: the game as read at data_version pre_version and its
 * verdict, from the verifying pipeline (poll_batch); if nobody else has
 * committed since, they are what this transaction would read and judge.
 * Else (or pre NULL) the game is read and judged here.
 */
static int
verify_game(struct carcd_db *db, const struct carcd_engine *eng,
    struct carcd_work *w, int64_t id, const struct carc_record *pre,
    const struct carc_verdict *prev, int64_t pre_version,
    struct carc_error *err)
{
	const struct carc_record *rec = &w->rec;
	const struct carc_verdict *vv = &w->v;
	char engine[sizeof(w->v.engine)];
	uint64_t fp;
	int64_t version = 0;
	int rc, r, current;

	if ((rc = run(db->st[W_BEGIN])) != SQLITE_OK) {
		if (is_busy(rc))
			return GAME_BUSY;
		db_fail(db, err, "cannot begin a transaction");
		return GAME_ERROR;
	}
	if (pre != NULL && prev != NULL &&
	    data_version(db, &version) == SQLITE_OK &&
	    version == pre_version) {
		rec = pre;
		vv = prev;
		r = 0;
	} else if ((r = carc_db_read_game(db->db, id, &w->rec, err)) < 0)
		goto fail_logged;
	else {
		prev = NULL;
		w->looked_up++;
	}
	/* Gone, or no longer finished, since the query that found it. */
	if (r == 1 || (rec->unreadable[0] == '\0' &&
	    strcmp(rec->status, "finished") != 0)) {
		if ((rc = run(db->st[W_COMMIT])) != SQLITE_OK)
			goto fail;
		return GAME_SKIPPED;
	}
	fp = fingerprint(rec);
	carc_engine_string(engine, sizeof(engine), eng->set, rec);
	if ((rc = state_current(db, id, fp, engine, &current)) != SQLITE_OK)
		goto fail;
	if (current) {
		/* the same rows written again: no new verdict */
		sqlite3_bind_int64(db->st[W_STATE_CLEAN], 1, id);
		if ((rc = run(db->st[W_STATE_CLEAN])) != SQLITE_OK ||
		    (rc = run(db->st[W_COMMIT])) != SQLITE_OK)
			goto fail;
		return GAME_SKIPPED;
	}
	/* carc_verify never fails: a plugin that cannot play the game
	 * makes it unverifiable, with the plugin's reason. */
	if (prev == NULL)
		carc_verify(eng->vf, rec, &w->v);
	if (carc_store_verdict(db->db, vv, err) != 0)
		goto fail_logged;
	if ((rc = state_put(db, id, fp, engine)) != SQLITE_OK ||
	    (rc = run(db->st[W_COMMIT])) != SQLITE_OK)
		goto fail;
	/* Why a game could not be verified is news: said at info. */
	if (vv->kind == CARC_UNVERIFIABLE)
		carc_log_info("%s: game %" PRId64 ": unverifiable: %s",
		    carc_db_path(db->db), id, vv->reason);
	else
		carc_log_debug("%s: game %" PRId64 ": %s (%zu divergence%s)",
		    carc_db_path(db->db), id, carc_verdict_names[vv->kind],
		    vv->ndiv, vv->ndiv == 1 ? "" : "s");
	return GAME_DONE;
fail:
	db_fail(db, err, "cannot verify a game");
fail_logged:
	(void)run(db->st[W_ROLLBACK]);
	return is_busy(rc) ? GAME_BUSY : GAME_ERROR;
}

/* -- a pass over the games --------------------------------------------- */

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

static int
end_full_pass(struct carcd_db *db, struct carc_error *err)
{
	sqlite3_stmt *st = db->st[W_META_PUT];
	int rc;

	sqlite3_bind_text(st, 1, "engine", -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, db->signature, -1, SQLITE_STATIC);
	if ((rc = run(st)) != SQLITE_OK) {
		if (is_busy(rc))
			return 1;
		return db_fail(db, err, "cannot write carc_meta");
	}
	db->full_due = 0;
	return 0;
}

static long long
elapsed_ms(const struct timespec *t0)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)(t.tv_sec - t0->tv_sec) * 1000 +
	    (t.tv_nsec - t0->tv_nsec) / 1000000;
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
	int64_t listed;			/* the next list starts after it */
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
	while ((rc = sqlite3_step(st)) == SQLITE_ROW && p->n < BATCH)
		p->ids[p->n++] = sqlite3_column_int64(st, 0);
	sqlite3_reset(st);
	if (rc != SQLITE_DONE && rc != SQLITE_ROW)
		return rc;
	if (p->n < BATCH)
		p->end = 1;
	if (p->n > 0)
		p->listed = p->ids[p->n - 1];
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
	/* each database its share of the daemon's time: at least one game,
	 * then no new one past the slice (the others' turn) */
	if (p->ngiven > 0 && elapsed_ms(p->t0) >= p->slice_ms)
		return 1;
	for (;;) {
		if (p->at == p->n) {
			if (p->end) {
				p->complete = 1;
				return 1;
			}
			if ((rc = list_more(p)) != SQLITE_OK) {
				if (is_busy(rc))
					return 1;	/* later */
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
			if (is_busy(rc))
				return 1;
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
			open_ms = elapsed_ms(&p->scan_t0);
			if (open_ms * OPEN_SHARE > p->slice_ms)
				p->slice_ms = open_ms * OPEN_SHARE;
			carc_log_debug("%s: reading in game order from game %"
			    PRId64 " to %" PRId64 " (%lld ms to the first game)",
			    carc_db_path(p->db->db), id, p->scan_to, open_ms);
		}
		p->w->scanned++;
		p->scan_last = rec->id;
		p->scan_has_last = 1;
		held = 1;
	}
}

static int
poll_done(void *arg, const struct carc_record *rec,
    const struct carc_verdict *v, struct carc_error *err)
{
	struct poll_run *p = arg;
	struct given g = give_pop(p);
	int r;

	if (*p->w->quit || *p->w->reload)
		return 1;
	r = verify_game(p->db, p->eng, p->w, g.id, rec, v, g.version, err);
	if (r == GAME_BUSY && p->sc != NULL) {
		/*
		 * Another writer waits for our read to end (SQLite does not
		 * wait for a lock its own reader blocks), or committed past
		 * our snapshot (WAL).  End the read and wait for the writer
		 * as a lookup would, rather than stop and come back to the
		 * same lock at once; the data_version check then reads
		 * again what the writer changed, and the scan opens again
		 * from the next game.
		 */
		scan_close(p);
		r = verify_game(p->db, p->eng, p->w, g.id, rec, v, g.version,
		    err);
	}
	switch (r) {
	case GAME_DONE:
		p->w->verified++;
		break;
	case GAME_SKIPPED:
		p->w->skipped++;
		break;
	case GAME_BUSY:
		/* The writer holds the lock past the busy timeout, or
		 * waits for our read to end: not a failure, try again
		 * later. */
		p->w->busy++;
		carc_log_debug("%s: busy, game %" PRId64 " later",
		    carc_db_path(p->db->db), g.id);
		return 1;
	default:
		/* Go on past it at the next poll; it stays pending and is
		 * tried again next pass. */
		p->db->cursor = g.id;
		p->result = -1;
		return 1;
	}
	p->db->cursor = g.id;
	return 0;
}

/* 1: the pass is done; 0: stopped (a flag, a busy database, the end of
 * the slice); -1: an error. */
static int
poll_pass(struct carcd_db *db, const struct carcd_engine *eng,
    struct carcd_work *w, const struct timespec *t0, struct carc_error *err)
{
	struct poll_run p;
	struct carc_batch_source src = { poll_next, poll_done, &p };
	int rc;

	memset(&p, 0, sizeof(p));
	p.db = db;
	p.eng = eng;
	p.w = w;
	p.listed = db->cursor;
	p.slice_ms = SLICE_MS;
	p.t0 = t0;
	rc = carc_batch_run(eng->set, carc_batch_default_jobs(), &src, err);
	/* no read transaction stays open between slices */
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
	int64_t v = 0;
	struct timespec t0;
	int rc;

	clock_gettime(CLOCK_MONOTONIC, &t0);

	/* A damaged database is reported once and left alone; the others
	 * go on (doc/hardening.md). */
	if (db->damaged)
		return 0;
	if (!db->checked) {
		db->checked = 1;
		if (carc_db_check(db->db, err) != 0) {
			db->damaged = 1;
			return -1;
		}
	}
	if (!db->in_pass) {
		if ((rc = data_version(db, &v)) != SQLITE_OK) {
			if (is_busy(rc))
				return 0;
			return db_fail(db, err, "cannot poll");
		}
		/* Nobody else committed since the last pass: nothing new. */
		if (db->have_version && v == db->data_version && !db->full_due)
			return 0;
		db->data_version = v;
		db->have_version = 1;
		db->in_pass = 1;
		db->pass_full = db->full_due;
		db->cursor = INT64_MIN;
		if (db->pass_full)
			carc_log_info("%s: checking every finished game against "
			    "'%s'", carc_db_path(db->db), db->signature);
	}
	if ((rc = poll_pass(db, eng, w, &t0, err)) != 1)
		return rc;
	if (db->pass_full && (rc = end_full_pass(db, err)) != 0)
		return rc < 0 ? -1 : 0;
	db->in_pass = 0;
	return 0;
}
