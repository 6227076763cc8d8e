/*
 * results.c - verdicts written back into the recorded-game database
 * (record-format.md, "Results written back").
 *
 * One game's verdict and divergences are replaced in one transaction, so a
 * process killed at any instant leaves either the old verdict or the new
 * one, never both and never half of one (doc/spec/cli.md, carcd).
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <sqlite3.h>

#include "store/results.h"

/* The result tables of db/schema.sql, "IF NOT EXISTS" added, made into a
 * C string at build time (Makefile.am): a database made by another
 * program gets them the first time a verdict is stored. */
const char carc_results_ddl[] =
#include "core/store/results.inc"
    ;

enum {
	R_BEGIN_IMMEDIATE,
	R_COMMIT,
	R_SAVEPOINT,
	R_RELEASE,
	R_ROLLBACK_TO,
	R_DEL_VERDICT,
	R_DEL_DIVERGENCES,
	R_INS_VERDICT,
	R_INS_DIVERGENCE,
	R_PUT_STATE,		/* carc_state, where carcd made it */
	R_COUNT
};

static const char *const store_sql[R_COUNT] = {
	[R_BEGIN_IMMEDIATE] = "BEGIN IMMEDIATE",
	[R_COMMIT] = "COMMIT",
	[R_SAVEPOINT] = "SAVEPOINT carc_store",
	[R_RELEASE] = "RELEASE carc_store",
	[R_ROLLBACK_TO] = "ROLLBACK TO carc_store",
	[R_DEL_VERDICT] = "DELETE FROM verdicts WHERE game_id = ?1",
	[R_DEL_DIVERGENCES] = "DELETE FROM divergences"
	    " WHERE game_id = ?1",
	[R_INS_VERDICT] = "INSERT INTO verdicts(game_id, verdict,"
	    " divergences, engine, checked_at, reason)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
	[R_INS_DIVERGENCE] = "INSERT INTO divergences(game_id, seq,"
	    " seat, rule, expected, recorded, message)"
	    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
	[R_PUT_STATE] = "INSERT OR REPLACE INTO main.carc_state(game_id,"
	    " fingerprint, engine, dirty, plugins) VALUES (?1, ?2, ?3, 0, ?4)",
};

/*
 * The writer's state on one connection, held by the connection itself
 * (carc_db_set_writer) and freed when it closes: every statement is
 * prepared once and reused from game to game.
 */
struct results {
	sqlite3 *h;
	sqlite3_stmt *st[R_COUNT];	/* NULL until prepared */
	int ready;			/* the result tables exist */
	int have_state;			/* so does carcd's carc_state */
};

static void
results_free(void *arg)
{
	struct results *r = arg;
	int i;

	if (r == NULL)
		return;
	for (i = 0; i < R_COUNT; i++)
		sqlite3_finalize(r->st[i]);
	free(r);
}

/* This connection's writer state, made on first use; NULL when memory is
 * short. */
static struct results *
results_of(struct carc_db *db)
{
	struct results *r = carc_db_writer(db);

	if (r != NULL)
		return r;
	if ((r = calloc(1, sizeof(*r))) == NULL)
		return NULL;
	r->h = carc_db_handle(db);
	carc_db_set_writer(db, r, results_free);
	return r;
}

static int
nomem(struct carc_db *db, struct carc_error *err)
{
	return carc_error_set(err, "cannot store verdicts in '%s': out of "
	    "memory", carc_db_path(db));
}

static int
get(struct results *r, int which, sqlite3_stmt **st)
{
	if (r->st[which] == NULL && (store_sql[which] == NULL ||
	    sqlite3_prepare_v3(r->h, store_sql[which], -1,
	    SQLITE_PREPARE_PERSISTENT, &r->st[which], NULL) != SQLITE_OK))
		return -1;
	*st = r->st[which];
	return 0;
}

/* Run a statement with no result rows, then reset it for the next game. */
static int
run(sqlite3_stmt *st)
{
	int rc;

	rc = sqlite3_step(st);
	sqlite3_reset(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

static int
run_one(struct results *r, int which)
{
	sqlite3_stmt *st;

	return get(r, which, &st) < 0 ? -1 : run(st);
}

/* A fixed-size field from the verifier, NUL or no NUL. */
static int
bind_field(sqlite3_stmt *st, int col, const char *s, size_t size,
    int empty_is_null)
{
	size_t len;

	len = strnlen(s, size);
	if (len == 0 && empty_is_null)
		return sqlite3_bind_null(st, col);
	return sqlite3_bind_text(st, col, s, (int)len, SQLITE_STATIC);
}

static int
insert_divergence(struct results *r, int which, int64_t game,
    const struct carc_divergence *d)
{
	sqlite3_stmt *st;
	int rc;

	if (get(r, which, &st) < 0)
		return -1;
	rc = sqlite3_bind_int64(st, 1, game);
	if (rc == SQLITE_OK)
		rc = d->has_seq ? sqlite3_bind_int64(st, 2, d->seq) :
		    sqlite3_bind_null(st, 2);
	if (rc == SQLITE_OK)
		rc = d->has_seat ? sqlite3_bind_int(st, 3, d->seat) :
		    sqlite3_bind_null(st, 3);
	if (rc == SQLITE_OK)
		rc = sqlite3_bind_text(st, 4, d->rule != NULL ? d->rule : "",
		    -1, SQLITE_STATIC);
	/* An empty expected or recorded value says nothing: NULL. */
	if (rc == SQLITE_OK)
		rc = bind_field(st, 5, d->expected, sizeof(d->expected), 1);
	if (rc == SQLITE_OK)
		rc = bind_field(st, 6, d->recorded, sizeof(d->recorded), 1);
	/* The spec's divergences table has no hint column: the hint goes
	 * at the end of the message, "... (hint: RULE-ID: ...)". */
	if (rc == SQLITE_OK && d->hint_rule != NULL) {
		char msg[sizeof(d->message) + sizeof(d->hint) + 64];

		snprintf(msg, sizeof(msg), "%.*s (hint: %s: %.*s)",
		    (int)strnlen(d->message, sizeof(d->message)), d->message,
		    d->hint_rule, (int)strnlen(d->hint, sizeof(d->hint)),
		    d->hint);
		rc = sqlite3_bind_text(st, 7, msg, -1, SQLITE_TRANSIENT);
	} else if (rc == SQLITE_OK)
		rc = bind_field(st, 7, d->message, sizeof(d->message), 0);
	if (rc != SQLITE_OK) {
		sqlite3_reset(st);
		return -1;
	}
	return run(st);
}

static int
insert_verdict(struct results *r, int which, const struct carc_verdict *v,
    const char *now)
{
	sqlite3_stmt *st;
	int rc;

	if (get(r, which, &st) < 0)
		return -1;
	rc = sqlite3_bind_int64(st, 1, v->game);
	if (rc == SQLITE_OK)
		rc = sqlite3_bind_text(st, 2, carc_verdict_names[v->kind], -1,
		    SQLITE_STATIC);
	if (rc == SQLITE_OK)
		rc = sqlite3_bind_int64(st, 3, (sqlite3_int64)v->ndiv);
	if (rc == SQLITE_OK)
		rc = bind_field(st, 4, v->engine, sizeof(v->engine), 0);
	if (rc == SQLITE_OK)
		rc = sqlite3_bind_text(st, 5, now, -1, SQLITE_STATIC);
	/* record-format.md: the reason of an unverifiable game; NULL
	 * otherwise */
	if (rc == SQLITE_OK)
		rc = v->kind == CARC_UNVERIFIABLE ? bind_field(st, 6,
		    v->reason, sizeof(v->reason), 0) :
		    sqlite3_bind_null(st, 6);
	if (rc != SQLITE_OK) {
		sqlite3_reset(st);
		return -1;
	}
	return run(st);
}

static int
delete_game(struct results *r, int which, int64_t game)
{
	sqlite3_stmt *st;

	if (get(r, which, &st) < 0)
		return -1;
	if (sqlite3_bind_int64(st, 1, game) != SQLITE_OK) {
		sqlite3_reset(st);
		return -1;
	}
	return run(st);
}

/*
 * A verdicts table written before the reason column existed gets it, and
 * nothing else of it changes (record-format.md, results written back).
 */
static int
add_reason_column(struct results *r)
{
	sqlite3_stmt *st;
	int rc, have;

	if (sqlite3_prepare_v2(r->h, "SELECT 1 FROM pragma_table_info("
	    "'verdicts') WHERE name = 'reason'", -1, &st, NULL) != SQLITE_OK)
		return -1;
	rc = sqlite3_step(st);
	have = rc == SQLITE_ROW;
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return -1;
	if (have)
		return 0;
	return sqlite3_exec(r->h, "ALTER TABLE verdicts ADD COLUMN reason "
	    "TEXT", NULL, NULL, NULL) == SQLITE_OK ? 0 : -1;
}

/*
 * carcd's record of what each verdict was computed from (core/daemon,
 * README.md): where carcd made carc_state, a verdict stored by anyone
 * carries its row, so that carcd knows what the verdict stands for; a
 * table made before the plugins column gets it.  Nothing is made where
 * carcd never was (record-format.md: writing results makes no other
 * table).
 */
static int
find_state(struct results *r)
{
	sqlite3_stmt *st;
	int rc, cols = 0, plugins = 0;

	if (sqlite3_prepare_v2(r->h, "SELECT name FROM pragma_table_info("
	    "'carc_state', 'main')", -1, &st, NULL) != SQLITE_OK)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		cols++;
		if (sqlite3_stricmp((const char *)sqlite3_column_text(st, 0),
		    "plugins") == 0)
			plugins = 1;
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return -1;
	r->have_state = cols > 0;
	if (cols > 0 && !plugins && sqlite3_exec(r->h, "ALTER TABLE "
	    "main.carc_state ADD COLUMN plugins TEXT", NULL, NULL, NULL) !=
	    SQLITE_OK)
		return -1;
	return 0;
}

/* The statements on the result tables, prepared once the tables exist. */
static int
prepare_results(struct results *r)
{
	static const int which[] = {
		R_DEL_VERDICT, R_DEL_DIVERGENCES,
		R_INS_VERDICT, R_INS_DIVERGENCE
	};
	sqlite3_stmt *st;
	size_t i;

	/* Constant text, no data in it: the one statement not cached. */
	if (sqlite3_exec(r->h, carc_results_ddl, NULL, NULL, NULL) != SQLITE_OK)
		return -1;
	if (add_reason_column(r) < 0 || find_state(r) < 0)
		return -1;
	for (i = 0; i < sizeof(which) / sizeof(which[0]); i++)
		if (get(r, which[i], &st) < 0)
			return -1;
	return 0;
}

static int
put_state(struct results *r, const struct carc_verdict *v,
    const struct carc_store_state *state)
{
	sqlite3_stmt *st;

	if (get(r, R_PUT_STATE, &st) < 0)
		return -1;
	if (sqlite3_bind_int64(st, 1, v->game) != SQLITE_OK ||
	    sqlite3_bind_int64(st, 2, (sqlite3_int64)state->fingerprint) !=
	    SQLITE_OK ||
	    bind_field(st, 3, v->engine, sizeof(v->engine), 0) != SQLITE_OK ||
	    sqlite3_bind_text(st, 4, state->plugins, -1, SQLITE_STATIC) !=
	    SQLITE_OK) {
		sqlite3_reset(st);
		return -1;
	}
	return run(st);
}

/* SQLITE_BUSY, SQLITE_LOCKED and their extended codes (a WAL snapshot
 * another connection has since committed past: SQLITE_BUSY_SNAPSHOT). */
static int
busy(struct results *r)
{
	int rc = sqlite3_extended_errcode(r->h) & 0xff;

	return rc == SQLITE_BUSY || rc == SQLITE_LOCKED;
}

static int store(struct carc_db *db, const struct carc_verdict *v,
    const struct carc_store_state *state, int bare, struct carc_error *err);

int
carc_store_verdict(struct carc_db *db, const struct carc_verdict *v,
    struct carc_error *err)
{
	return carc_store_verdict_state(db, v, NULL, err);
}

int
carc_store_verdict_state(struct carc_db *db, const struct carc_verdict *v,
    const struct carc_store_state *state, struct carc_error *err)
{
	return store(db, v, state, 0, err);
}

int
carc_store_verdict_in(struct carc_db *db, const struct carc_verdict *v,
    const struct carc_store_state *state, struct carc_error *err)
{
	return store(db, v, state, 1, err);
}

/* bare: in the caller's transaction with no savepoint of our own */
static int
store(struct carc_db *db, const struct carc_verdict *v,
    const struct carc_store_state *state, int bare, struct carc_error *err)
{
	char now[32];
	struct tm tm;
	time_t t;
	size_t i;
	struct results *r;
	int nested, ready, isbusy;

	if (!carc_db_writable(db))
		return carc_error_set(err, "cannot store verdicts in '%s': "
		    "opened read-only", carc_db_path(db));
	if ((r = results_of(db)) == NULL)
		return nomem(db, err);
	ready = r->ready;
	if (v->kind < CARC_VALID || v->kind > CARC_UNVERIFIABLE)
		return carc_error_set(err, "cannot store the verdict of game %"
		    PRId64 ": unknown verdict %d", v->game, v->kind);
	t = time(NULL);
	if (gmtime_r(&t, &tm) == NULL ||
	    strftime(now, sizeof(now), "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		return carc_error_set(err, "cannot store the verdict of game %"
		    PRId64 ": no clock", v->game);

	/* Inside the caller's transaction (many games in one: doc/spec/cli.md)
	 * a savepoint keeps the game whole; otherwise take the write lock
	 * now, not halfway through (IMMEDIATE: a deferred upgrade could
	 * fail with SQLITE_BUSY past the timeout). */
	nested = !sqlite3_get_autocommit(r->h);
	if (bare && !nested)
		return carc_error_set(err, "cannot store the verdict of game %"
		    PRId64 ": no transaction", v->game);
	if (!bare && run_one(r, nested ? R_SAVEPOINT : R_BEGIN_IMMEDIATE) < 0)
		goto fail_nostart;
	if (!ready && prepare_results(r) < 0)
		goto fail;
	if (delete_game(r, R_DEL_DIVERGENCES, v->game) < 0 ||
	    delete_game(r, R_DEL_VERDICT, v->game) < 0 ||
	    insert_verdict(r, R_INS_VERDICT, v, now) < 0)
		goto fail;
	for (i = 0; i < v->ndiv; i++)
		if (insert_divergence(r, R_INS_DIVERGENCE, v->game,
		    &v->div[i]) < 0)
			goto fail;
	if (state != NULL && r->have_state && put_state(r, v, state) < 0)
		goto fail;
	if (bare) {
		/* the caller calls carc_store_forget if it rolls back */
		r->ready = 1;
		return 0;
	}
	if (nested) {
		if (run_one(r, R_RELEASE) < 0)
			goto fail;
	} else if (run_one(r, R_COMMIT) < 0)
		goto fail;
	/* Tables made inside the caller's transaction may yet be rolled
	 * back with it: check again next time. */
	if (!nested)
		r->ready = 1;
	return 0;

fail:
	isbusy = busy(r);
	carc_error_set(err, "cannot store the verdict of game %" PRId64
	    " in '%s': %s", v->game, carc_db_path(db), sqlite3_errmsg(r->h));
	if (bare)
		;	/* the caller rolls its transaction back */
	else if (nested) {
		if (!sqlite3_get_autocommit(r->h) &&
		    run_one(r, R_ROLLBACK_TO) == 0)
			(void)run_one(r, R_RELEASE);
	} else
		carc_db_rollback(db);
	return isbusy ? CARC_STORE_BUSY : -1;
fail_nostart:
	isbusy = busy(r);
	carc_error_set(err, "cannot store the verdict of game %"
	    PRId64 " in '%s': %s", v->game, carc_db_path(db),
	    sqlite3_errmsg(r->h));
	return isbusy ? CARC_STORE_BUSY : -1;
}

void
carc_store_forget(struct carc_db *db)
{
	struct results *r = carc_db_writer(db);

	if (r != NULL)
		r->ready = 0;
}
