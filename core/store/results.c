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

/*
 * The results of games that are gone (record-format.md: a game that is
 * deleted takes its results with it): a writer that does not enforce
 * foreign keys deletes a game and leaves them behind.  carcd's state rows
 * of those games go with them.  In the caller's write transaction.
 */
static const char prune_sql[] =
	"DELETE FROM divergences WHERE NOT EXISTS (SELECT 1 FROM games g"
	" WHERE g.id = divergences.game_id);"
	"DELETE FROM verdicts WHERE NOT EXISTS (SELECT 1 FROM games g"
	" WHERE g.id = verdicts.game_id);";
static const char prune_state_sql[] =
	"DELETE FROM main.carc_state WHERE NOT EXISTS (SELECT 1 FROM games g"
	" WHERE g.id = carc_state.game_id);";

static int
prune_gone(struct results *r)
{
	if (sqlite3_exec(r->h, prune_sql, NULL, NULL, NULL) != SQLITE_OK)
		return -1;
	if (r->have_state && sqlite3_exec(r->h, prune_state_sql, NULL, NULL,
	    NULL) != SQLITE_OK)
		return -1;
	return 0;
}

/* Does table reference games without ON DELETE CASCADE (a results table
 * made before record-format.md asked for it)? */
static int
old_reference(struct results *r, const char *table, int *old)
{
	sqlite3_stmt *st;
	int rc;

	*old = 0;
	if (sqlite3_prepare_v2(r->h, "SELECT 1 FROM pragma_foreign_key_list("
	    "?1, 'main') WHERE \"table\" = 'games' AND upper(on_delete) !="
	    " 'CASCADE'", -1, &st, NULL) != SQLITE_OK)
		return -1;
	if (sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC) != SQLITE_OK) {
		sqlite3_finalize(st);
		return -1;
	}
	rc = sqlite3_step(st);
	*old = rc == SQLITE_ROW;
	sqlite3_finalize(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? 0 : -1;
}

/* Run each SQL text a query returns (the indexes and triggers of a table,
 * made again after it was rebuilt). */
static int
run_texts(struct results *r, char **texts, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (sqlite3_exec(r->h, texts[i], NULL, NULL, NULL) != SQLITE_OK)
			return -1;
	return 0;
}

/*
 * The 12-step rebuild of sqlite.org/lang_altertable.html, in the caller's
 * transaction: SQLite cannot change a foreign key in place.  The new table
 * is db/schema.sql's (carc_results_ddl); every row of the old one is
 * copied, rowids too, then the old table is dropped, the new one takes its
 * name, and the old one's own indexes and triggers are made again.  A view
 * naming the table keeps naming it: the rename is the legacy one
 * (legacy_alter_table, of this connection only), which does not rewrite or
 * check the rest of the schema, where the table is missing for a moment.
 * A column the spec does not have would be lost: refused.
 */
static int
rebuild(struct results *r, const char *table, const char **why)
{
	char *sql = NULL, *cols = NULL, *texts[32];
	const char *start, *end;
	sqlite3_stmt *st = NULL;
	size_t ntexts = 0, i;
	int rc = -1, step;

	*why = NULL;
	/* the new table: the text of the spec's, under another name */
	sql = sqlite3_mprintf("CREATE TABLE IF NOT EXISTS %s(", table);
	start = sql != NULL ? strstr(carc_results_ddl, sql) : NULL;
	sqlite3_free(sql);
	sql = NULL;
	if (start == NULL || (start = strchr(start, '(')) == NULL ||
	    (end = strstr(start, "\n)")) == NULL)
		return -1;
	sql = sqlite3_mprintf("DROP TABLE IF EXISTS carc_rebuild_%s;"
	    " CREATE TABLE carc_rebuild_%s%.*s", table, table,
	    (int)(end - start + 2), start);
	if (sql == NULL || sqlite3_exec(r->h, sql, NULL, NULL, NULL) !=
	    SQLITE_OK)
		goto done;
	sqlite3_free(sql);
	sql = NULL;

	/* the old columns, each one the new table has */
	if (sqlite3_prepare_v2(r->h, "SELECT o.name, n.name FROM"
	    " pragma_table_info(?1, 'main') o LEFT JOIN pragma_table_info("
	    "'carc_rebuild_' || ?1, 'main') n ON n.name = o.name"
	    " ORDER BY o.cid", -1, &st, NULL) != SQLITE_OK ||
	    sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC) != SQLITE_OK)
		goto done;
	cols = sqlite3_mprintf("rowid");
	while (cols != NULL && (step = sqlite3_step(st)) == SQLITE_ROW) {
		char *more;

		if (sqlite3_column_type(st, 1) == SQLITE_NULL) {
			*why = "it has a column the spec does not have";
			goto done;
		}
		more = sqlite3_mprintf("%s, \"%w\"", cols,
		    (const char *)sqlite3_column_text(st, 0));
		sqlite3_free(cols);
		cols = more;
	}
	if (cols == NULL || step != SQLITE_DONE)
		goto done;
	sqlite3_finalize(st);
	st = NULL;

	/* its own indexes and triggers (SQLite's, with no text, come back
	 * with the table) */
	if (sqlite3_prepare_v2(r->h, "SELECT sql FROM main.sqlite_master"
	    " WHERE tbl_name = ?1 AND type IN ('index', 'trigger')"
	    " AND sql IS NOT NULL", -1, &st, NULL) != SQLITE_OK ||
	    sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC) != SQLITE_OK)
		goto done;
	while ((step = sqlite3_step(st)) == SQLITE_ROW) {
		if (ntexts == sizeof(texts) / sizeof(texts[0])) {
			*why = "it has too many indexes and triggers";
			goto done;
		}
		if ((texts[ntexts] = sqlite3_mprintf("%s",
		    (const char *)sqlite3_column_text(st, 0))) == NULL)
			goto done;
		ntexts++;
	}
	if (step != SQLITE_DONE)
		goto done;
	sqlite3_finalize(st);
	st = NULL;

	sql = sqlite3_mprintf("INSERT INTO carc_rebuild_%s(%s) SELECT %s"
	    " FROM main.\"%w\"; DROP TABLE main.\"%w\";"
	    " PRAGMA legacy_alter_table = ON;"
	    " ALTER TABLE carc_rebuild_%s RENAME TO \"%w\";"
	    " PRAGMA legacy_alter_table = OFF;",
	    table, cols, cols, table, table, table, table);
	if (sql == NULL || sqlite3_exec(r->h, sql, NULL, NULL, NULL) !=
	    SQLITE_OK) {
		(void)sqlite3_exec(r->h, "PRAGMA legacy_alter_table = OFF",
		    NULL, NULL, NULL);
		goto done;
	}
	rc = run_texts(r, texts, ntexts);
done:
	sqlite3_finalize(st);
	sqlite3_free(sql);
	sqlite3_free(cols);
	for (i = 0; i < ntexts; i++)
		sqlite3_free(texts[i]);
	return rc;
}

/*
 * record-format.md: a results table made before ON DELETE CASCADE is
 * rebuilt the first time results are written, keeping every row; the
 * results of games gone are removed first, or a connection that enforces
 * foreign keys could not copy them.
 */
static int
cascade_results(struct results *r, struct carc_error *err, const char *path)
{
	static const char *const tables[] = { "divergences", "verdicts" };
	const char *why;
	size_t i;
	int old;

	for (i = 0; i < sizeof(tables) / sizeof(tables[0]); i++) {
		if (old_reference(r, tables[i], &old) < 0)
			return -1;
		if (!old)
			continue;
		if (rebuild(r, tables[i], &why) < 0) {
			if (why == NULL)
				return -1;
			carc_error_set(err, "cannot rebuild '%s' in '%s' with "
			    "ON DELETE CASCADE: %s", tables[i], path, why);
			return 1;
		}
	}
	return 0;
}

/*
 * The result tables made or brought up to the spec, then the statements
 * on them prepared: 0; -1 on an SQLite error (its message); 1 with err
 * set.  In the caller's write transaction.
 */
static int
prepare_results(struct results *r, struct carc_error *err, const char *path)
{
	static const int which[] = {
		R_DEL_VERDICT, R_DEL_DIVERGENCES,
		R_INS_VERDICT, R_INS_DIVERGENCE
	};
	sqlite3_stmt *st;
	size_t i;
	int rc;

	/* Constant text, no data in it: the one statement not cached. */
	if (sqlite3_exec(r->h, carc_results_ddl, NULL, NULL, NULL) != SQLITE_OK)
		return -1;
	if (add_reason_column(r) < 0 || find_state(r) < 0)
		return -1;
	if (prune_gone(r) < 0)
		return -1;
	if ((rc = cascade_results(r, err, path)) != 0)
		return rc;
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
	int nested, ready, isbusy = 0, rc = 0;

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
	if (!ready && (rc = prepare_results(r, err, carc_db_path(db))) < 0)
		goto fail;
	if (rc > 0)
		goto fail_said;
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
fail_said:
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

int
carc_store_prepare(struct carc_db *db, struct carc_error *err)
{
	struct results *r;
	int rc;

	if ((r = results_of(db)) == NULL)
		return nomem(db, err);
	if ((rc = prepare_results(r, err, carc_db_path(db))) < 0)
		return carc_error_set(err, "cannot prepare the result tables "
		    "of '%s': %s", carc_db_path(db), sqlite3_errmsg(r->h));
	return rc > 0 ? -1 : 0;
}

/* Is there a verdict of a game that is gone?  A read, so that the write
 * lock is only taken when there is something to remove.  A game's
 * divergences are written and deleted with its verdict, so the verdicts
 * alone are looked at (divergences left alone by hand go at the first
 * write of a connection, prepare_results). */
static const char gone_sql[] =
	"SELECT EXISTS (SELECT 1 FROM verdicts v WHERE NOT EXISTS (SELECT 1"
	" FROM games g WHERE g.id = v.game_id))";

int
carc_store_prune(struct carc_db *db, struct carc_error *err)
{
	struct results *r;
	sqlite3_stmt *st;
	int rc, gone;

	if ((r = results_of(db)) == NULL)
		return nomem(db, err);
	if (sqlite3_prepare_v2(r->h, gone_sql, -1, &st, NULL) != SQLITE_OK)
		goto fail;
	rc = sqlite3_step(st);
	gone = rc == SQLITE_ROW && sqlite3_column_int(st, 0) != 0;
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW)
		goto fail;
	if (!gone)
		return 0;
	if (run_one(r, R_BEGIN_IMMEDIATE) < 0)
		goto fail;
	if (find_state(r) < 0 || prune_gone(r) < 0 ||
	    run_one(r, R_COMMIT) < 0) {
		rc = busy(r);
		carc_error_set(err, "cannot remove the results of deleted "
		    "games from '%s': %s", carc_db_path(db),
		    sqlite3_errmsg(r->h));
		carc_db_rollback(db);
		return rc ? CARC_STORE_BUSY : -1;
	}
	return 0;
fail:
	rc = busy(r);
	carc_error_set(err, "cannot remove the results of deleted games "
	    "from '%s': %s", carc_db_path(db), sqlite3_errmsg(r->h));
	return rc ? CARC_STORE_BUSY : -1;
}
