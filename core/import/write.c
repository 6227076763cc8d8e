/*
 * write.c - see write.h.  Prepared statements for every row; the schema
 * of a new database is db/schema.sql itself, embedded at build time
 * (core/gen/schema.inc, made by Makefile.am), so an import needs no data file
 * and always makes the tables the verifier reads.
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/write.h"

static const char schema_sql[] =
#include "core/gen/schema.inc"
    ;

struct carc_import_db {
	sqlite3 *db;
	char path[256];
};

void
carc_import_game_free(struct carc_import_game *g)
{
	size_t i;

	free(g->source);
	g->source = NULL;
	for (i = 0; i < g->nplayers && i < CARC_IMPORT_MAX_SEATS; i++) {
		free(g->player[i]);
		g->player[i] = NULL;
	}
	g->nplayers = 0;
}

static int
db_error(struct carc_import_db *h, struct carc_error *err, const char *what)
{
	return carc_error_set(err, "'%s': %s: %s", h->path, what,
	    sqlite3_errmsg(h->db));
}

/* Run a query returning one integer; -1 on error. */
static int
query_int(struct carc_import_db *h, const char *sql, int64_t *out,
    struct carc_error *err)
{
	sqlite3_stmt *st;
	int rc;

	if (sqlite3_prepare_v2(h->db, sql, -1, &st, NULL) != SQLITE_OK)
		return db_error(h, err, "cannot read");
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		*out = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW)
		return db_error(h, err, "cannot read");
	return 0;
}

int
carc_import_open(struct carc_import_db **out, const char *path,
    struct carc_error *err)
{
	struct carc_import_db *h;
	int64_t n;
	char *msg = NULL;

	*out = NULL;
	if ((h = calloc(1, sizeof(*h))) == NULL)
		return carc_error_set(err, "out of memory");
	snprintf(h->path, sizeof(h->path), "%s", path);
	if (sqlite3_open_v2(path, &h->db, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
		carc_error_set(err, "cannot open '%s': %s", path,
		    h->db ? sqlite3_errmsg(h->db) : "out of memory");
		goto fail;
	}
	sqlite3_busy_timeout(h->db, 5000);
	if (query_int(h, "SELECT count(*) FROM sqlite_master", &n, err) != 0)
		goto fail;
	if (n == 0) {
		/* A new database: ours, with the pragmas of schema.sql. */
		if (sqlite3_exec(h->db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK ||
		    sqlite3_exec(h->db, schema_sql, NULL, NULL, &msg) !=
		    SQLITE_OK) {
			carc_error_set(err, "'%s': cannot create the tables: %s",
			    path, msg ? msg : sqlite3_errmsg(h->db));
			sqlite3_free(msg);
			sqlite3_exec(h->db, "ROLLBACK", NULL, NULL, NULL);
			goto fail;
		}
		if (sqlite3_exec(h->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
			db_error(h, err, "cannot create the tables");
			goto fail;
		}
	} else {
		if (query_int(h, "SELECT count(*) FROM sqlite_master WHERE "
		    "type = 'table' AND name IN ('games', 'game_expansions', "
		    "'players', 'moves')", &n, err) != 0)
			goto fail;
		if (n != 4) {
			carc_error_set(err, "'%s' is not a recorded-game database "
			    "(no games, game_expansions, players and moves "
			    "tables)", path);
			goto fail;
		}
	}
	*out = h;
	return 0;
fail:
	carc_import_close(h);
	return -1;
}

void
carc_import_close(struct carc_import_db *h)
{
	if (h == NULL)
		return;
	sqlite3_close(h->db);
	free(h);
}

static int
bind_text_or_null(sqlite3_stmt *st, int i, const char *s)
{
	return s ? sqlite3_bind_text(st, i, s, -1, SQLITE_STATIC) :
	    sqlite3_bind_null(st, i);
}

/* Step an INSERT to its end and reset it for the next row. */
static int
step_done(sqlite3_stmt *st)
{
	int rc = sqlite3_step(st);

	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

enum { ST_GAME, ST_EXP, ST_PLAYER, ST_MOVE, ST_N };

static const char *const insert_sql[ST_N] = {
	"INSERT INTO games(id, ruleset, tile_supply, status, source) "
	    "VALUES (?1, 'final', 'standard', ?2, ?3)",
	"INSERT INTO game_expansions(game_id, name, variant) "
	    "VALUES (?1, ?2, ?3)",
	"INSERT INTO players(game_id, seat, name, final_score) "
	    "VALUES (?1, ?2, ?3, NULL)",
	"INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, "
	    "meeple) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
};

static int
write_rows(struct carc_import_db *h, sqlite3_stmt **st,
    const struct carc_import_game *g, int64_t id, struct carc_error *err)
{
	size_t i;

	sqlite3_bind_int64(st[ST_GAME], 1, id);
	sqlite3_bind_text(st[ST_GAME], 2, g->status, -1, SQLITE_STATIC);
	bind_text_or_null(st[ST_GAME], 3, g->source);
	if (step_done(st[ST_GAME]) != 0)
		return db_error(h, err, "cannot write the game");
	for (i = 0; i < g->nexp; i++) {
		sqlite3_bind_int64(st[ST_EXP], 1, id);
		sqlite3_bind_text(st[ST_EXP], 2, g->exp[i].name, -1,
		    SQLITE_STATIC);
		bind_text_or_null(st[ST_EXP], 3, g->exp[i].variant);
		if (step_done(st[ST_EXP]) != 0)
			return db_error(h, err, "cannot write the expansions");
	}
	for (i = 0; i < g->nplayers; i++) {
		sqlite3_bind_int64(st[ST_PLAYER], 1, id);
		sqlite3_bind_int64(st[ST_PLAYER], 2, (int64_t)i);
		bind_text_or_null(st[ST_PLAYER], 3, g->player[i]);
		if (step_done(st[ST_PLAYER]) != 0)
			return db_error(h, err, "cannot write the players");
	}
	for (i = 0; i < g->nmoves; i++) {
		const struct carc_import_move *m = &g->moves[i];
		sqlite3_stmt *s = st[ST_MOVE];

		sqlite3_bind_int64(s, 1, id);
		sqlite3_bind_int64(s, 2, (int64_t)i);
		if (m->seat >= 0)
			sqlite3_bind_int(s, 3, m->seat);
		sqlite3_bind_text(s, 4, m->tile, -1, SQLITE_STATIC);
		sqlite3_bind_text(s, 5, m->discard ? "discard" : "place", -1,
		    SQLITE_STATIC);
		if (!m->discard) {
			sqlite3_bind_int(s, 6, m->x);
			sqlite3_bind_int(s, 7, m->y);
			sqlite3_bind_int(s, 8, m->rotation);
		}
		bind_text_or_null(s, 9, m->meeple[0] ? m->meeple : NULL);
		if (step_done(s) != 0)
			return db_error(h, err, "cannot write the moves");
	}
	return 0;
}

int
carc_import_write(struct carc_import_db *h, const struct carc_import_game *g,
    int64_t id, int64_t *out_id, struct carc_error *err)
{
	sqlite3_stmt *st[ST_N] = { NULL };
	int64_t n;
	int i, r = -1;

	if (sqlite3_exec(h->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) !=
	    SQLITE_OK)
		return db_error(h, err, "cannot write");
	if (id <= 0) {
		if (query_int(h, "SELECT coalesce(max(id), 0) FROM games", &n,
		    err) != 0)
			goto out;
		if (n == INT64_MAX) {
			carc_error_set(err, "'%s': no game id left", h->path);
			goto out;
		}
		id = n + 1;
	}
	for (i = 0; i < ST_N; i++)
		if (sqlite3_prepare_v2(h->db, insert_sql[i], -1, &st[i],
		    NULL) != SQLITE_OK) {
			db_error(h, err, "cannot write");
			goto out;
		}
	/* The id is the primary key: a taken id fails the first INSERT,
	 * but say so plainly rather than with SQLite's words. */
	{
		sqlite3_stmt *q;
		int taken = 0;

		if (sqlite3_prepare_v2(h->db, "SELECT 1 FROM games WHERE id = ?1",
		    -1, &q, NULL) != SQLITE_OK) {
			db_error(h, err, "cannot read");
			goto out;
		}
		sqlite3_bind_int64(q, 1, id);
		taken = sqlite3_step(q) == SQLITE_ROW;
		sqlite3_finalize(q);
		if (taken) {
			carc_error_set(err, "'%s' already has a game %lld",
			    h->path, (long long)id);
			goto out;
		}
	}
	if (write_rows(h, st, g, id, err) != 0)
		goto out;
	if (sqlite3_exec(h->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
		db_error(h, err, "cannot write");
		goto out;
	}
	*out_id = id;
	r = 0;
out:
	for (i = 0; i < ST_N; i++)
		sqlite3_finalize(st[i]);
	if (r != 0)
		sqlite3_exec(h->db, "ROLLBACK", NULL, NULL, NULL);
	return r;
}
