/*
 * records.c - see records.h.  Prepared statements for every row, a
 * savepoint per game inside transactions of `batch` games.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <sqlite3.h>

#include "store/records.h"

/* db/schema.sql, made into a C string at build time (Makefile.am). */
static const char schema_sql[] =
#include "core/store/schema.inc"
    ;

enum {
	ST_GAME, ST_EXP, ST_PLAYER, ST_MOVE, ST_SCORE, ST_ACTION, ST_TAKEN,
	ST_SAVE, ST_RELEASE, ST_UNDO, ST_N
};

static const char *const st_sql[ST_N] = {
	"INSERT INTO games(id, ruleset, tile_supply, status, source, "
	    "started_at, finished_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
	"INSERT INTO game_expansions(game_id, name, variant) "
	    "VALUES (?1, ?2, ?3)",
	"INSERT INTO players(game_id, seat, name, final_score) "
	    "VALUES (?1, ?2, ?3, ?4)",
	"INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, "
	    "meeple) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
	"INSERT INTO scores(game_id, seq, seat, points, kind) "
	    "VALUES (?1, ?2, ?3, ?4, ?5)",
	"INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, "
	    "arg) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
	"SELECT 1 FROM games WHERE id = ?1",
	"SAVEPOINT carc_game",
	"RELEASE carc_game",
	"ROLLBACK TO carc_game",
};

struct carc_store {
	sqlite3 *db;
	sqlite3_stmt *st[ST_N];
	char path[1024];
	size_t batch, in_batch;
	int in_txn, created, drop_empty;
	int64_t next_id;
	uint64_t written;
};

static int
db_fail(struct carc_store *s, struct carc_error *err, const char *what)
{
	if (err == NULL)
		return -1;
	return carc_error_set(err, "cannot %s '%s': %s", what, s->path,
	    s->db ? sqlite3_errmsg(s->db) : "out of memory");
}

/* Close everything; remove the file if we made it and it has no game. */
static void
store_free(struct carc_store *s)
{
	int i;

	for (i = 0; i < ST_N; i++)
		sqlite3_finalize(s->st[i]);
	sqlite3_close(s->db);
	if (s->created && s->drop_empty && s->written == 0) {
		char j[sizeof(s->path) + 16];

		(void)unlink(s->path);
		snprintf(j, sizeof(j), "%s-journal", s->path);
		(void)unlink(j);
	}
	free(s);
}

/* One integer from a query; -1 on error. */
static int
query_int(sqlite3 *db, const char *sql, int64_t *out)
{
	sqlite3_stmt *q;
	int rc;

	if (sqlite3_prepare_v2(db, sql, -1, &q, NULL) != SQLITE_OK)
		return -1;
	rc = sqlite3_step(q);
	if (rc == SQLITE_ROW)
		*out = sqlite3_column_int64(q, 0);
	sqlite3_finalize(q);
	return rc == SQLITE_ROW ? 0 : -1;
}

int
carc_store_open(struct carc_store **out, const char *path, int flags,
    size_t batch, struct carc_error *err)
{
	struct carc_store *s;
	struct stat sb;
	int64_t ntables = 0, n = 0;
	/* NOFOLLOW: never through a symbolic link (doc/hardening.md) */
	int i, fresh, oflags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX |
	    SQLITE_OPEN_NOFOLLOW;

	*out = NULL;
	if ((s = calloc(1, sizeof(*s))) == NULL)
		return carc_error_set(err, "out of memory");
	snprintf(s->path, sizeof(s->path), "%s", path);
	s->batch = batch ? batch : 1;
	s->drop_empty = (flags & CARC_STORE_DROP_EMPTY) != 0;
	if (stat(path, &sb) != 0) {
		if (errno != ENOENT || !(flags & CARC_STORE_CREATE)) {
			carc_error_set(err, "cannot open '%s': %s", path,
			    strerror(errno));
			free(s);
			return -1;
		}
		s->created = 1;
		oflags |= SQLITE_OPEN_CREATE;
	}
	/* one thread: no mutexes (they cost 7% of carc gen) */
	if (sqlite3_open_v2(path, &s->db, oflags, NULL) != SQLITE_OK) {
		db_fail(s, err, "open");
		store_free(s);
		return -1;
	}
	sqlite3_busy_timeout(s->db, 5000);
	/* Only our INSERTs run: none of the file's triggers (record/open.c,
	 * the same setup as every connection on a user's database). */
	if (carc_db_harden(s->db, path, err) != 0) {
		store_free(s);
		return -1;
	}
	if (query_int(s->db, "SELECT count(*) FROM sqlite_master", &ntables) !=
	    0) {
		db_fail(s, err, "read");
		store_free(s);
		return -1;
	}
	fresh = ntables == 0;
	/* A file with no table has nothing to protect until it is
	 * complete: no journal on disk, no syncs (a million games in
	 * minutes). */
	if (sqlite3_exec(s->db, fresh ? "PRAGMA journal_mode = MEMORY; "
	    "PRAGMA synchronous = OFF; PRAGMA cache_size = -65536" :
	    "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -65536", NULL,
	    NULL, NULL) != SQLITE_OK ||
	    (fresh && sqlite3_exec(s->db, schema_sql, NULL, NULL, NULL) !=
	    SQLITE_OK)) {
		db_fail(s, err, fresh ? "create the tables in" : "set up");
		store_free(s);
		return -1;
	}
	if (!fresh && (query_int(s->db, "SELECT count(*) FROM sqlite_master "
	    "WHERE type = 'table' AND name IN ('games', 'game_expansions', "
	    "'players', 'moves')", &n) != 0 || n != 4)) {
		carc_error_set(err, "'%s' is not a recorded-game database (no "
		    "games, game_expansions, players and moves tables)", path);
		store_free(s);
		return -1;
	}
	if (query_int(s->db, "SELECT coalesce(max(id), 0) + 1 FROM games",
	    &s->next_id) != 0) {
		db_fail(s, err, "read");
		store_free(s);
		return -1;
	}
	for (i = 0; i < ST_N; i++)
		if (sqlite3_prepare_v2(s->db, st_sql[i], -1, &s->st[i],
		    NULL) != SQLITE_OK && i != ST_SCORE && i != ST_ACTION) {
			/* scores is optional: a database of moves only (an
			 * import's) may lack it; a record with scores then
			 * fails in carc_store_put. */
			db_fail(s, err, "write to");
			store_free(s);
			return -1;
		}
	*out = s;
	return 0;
}

int64_t
carc_store_next_id(const struct carc_store *s)
{
	return s->next_id;
}

uint64_t
carc_store_written(const struct carc_store *s)
{
	return s->written;
}

const char *
carc_store_path(const struct carc_store *s)
{
	return s->path;
}

struct sqlite3 *
carc_store_handle(struct carc_store *s)
{
	return s->db;
}

static void
bind_text_or_null(sqlite3_stmt *st, int i, const char *s, int isnull)
{
	if (isnull)
		sqlite3_bind_null(st, i);
	else
		sqlite3_bind_text(st, i, s, -1, SQLITE_STATIC);
}

static int
run(sqlite3_stmt *st)
{
	int rc = sqlite3_step(st);

	sqlite3_reset(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* The rows of one game, inside its savepoint. */
/* A game's actions (record format 2), where it has any: a game without
 * them writes nothing more, into a file with or without the table. */
static int
put_actions(struct carc_store *s, const struct carc_record *rec,
    struct carc_error *err)
{
	sqlite3_stmt *st = s->st[ST_ACTION];
	size_t i;

	if (rec->nactions > 0 && st == NULL)
		return carc_error_set(err, "cannot write the actions of game %"
		    PRId64 " to '%s': it has no actions table (record format "
		    "2, db/schema.sql)", rec->id, s->path);
	for (i = 0; i < rec->nactions; i++) {
		const struct carc_action_row *a = &rec->actions[i];

		sqlite3_bind_int64(st, 1, rec->id);
		sqlite3_bind_int64(st, 2, a->seq);
		sqlite3_bind_int64(st, 3, a->n);
		if (a->has_seat)
			sqlite3_bind_int64(st, 4, a->seat);
		else
			sqlite3_bind_null(st, 4);
		bind_text_or_null(st, 5, a->verb.s, a->verb.null);
		bind_text_or_null(st, 6, a->kind.s, a->kind.null);
		if (a->has_xy) {
			sqlite3_bind_int64(st, 7, a->x);
			sqlite3_bind_int64(st, 8, a->y);
		} else {
			sqlite3_bind_null(st, 7);
			sqlite3_bind_null(st, 8);
		}
		bind_text_or_null(st, 9, a->spot.s, a->spot.null);
		bind_text_or_null(st, 10, a->arg.s, a->arg.null);
		if (run(st) != 0)
			return db_fail(s, err, "write an action to");
	}
	return 0;
}

static int
put_rows(struct carc_store *s, const struct carc_record *rec,
    const struct carc_store_dates *d, struct carc_error *err)
{
	sqlite3_stmt *st;
	size_t i;
	int taken;

	st = s->st[ST_TAKEN];
	sqlite3_bind_int64(st, 1, rec->id);
	taken = sqlite3_step(st) == SQLITE_ROW;
	sqlite3_reset(st);
	if (taken)
		return carc_error_set(err, "'%s' already has a game %lld",
		    s->path, (long long)rec->id);
	st = s->st[ST_GAME];
	sqlite3_bind_int64(st, 1, rec->id);
	sqlite3_bind_text(st, 2, rec->ruleset, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, rec->tile_supply, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, rec->status, -1, SQLITE_STATIC);
	bind_text_or_null(st, 5, d->source, d->source == NULL);
	bind_text_or_null(st, 6, d->started_at, d->started_at == NULL);
	bind_text_or_null(st, 7, d->finished_at, d->finished_at == NULL);
	if (run(st) != 0)
		return db_fail(s, err, "write a game to");
	st = s->st[ST_EXP];
	for (i = 0; i < rec->nexpansions; i++) {
		const struct carc_expansion *x = &rec->expansions[i];

		sqlite3_bind_int64(st, 1, rec->id);
		sqlite3_bind_text(st, 2, x->name, -1, SQLITE_STATIC);
		bind_text_or_null(st, 3, x->variant, !x->has_variant);
		if (run(st) != 0)
			return db_fail(s, err, "write an expansion to");
	}
	st = s->st[ST_PLAYER];
	for (i = 0; i < rec->nplayers; i++) {
		const struct carc_player *p = &rec->players[i];

		sqlite3_bind_int64(st, 1, rec->id);
		sqlite3_bind_int64(st, 2, p->seat);
		bind_text_or_null(st, 3, p->name, p->name[0] == '\0');
		if (p->has_final)
			sqlite3_bind_int64(st, 4, p->final_score);
		else
			sqlite3_bind_null(st, 4);
		if (run(st) != 0)
			return db_fail(s, err, "write a player to");
	}
	st = s->st[ST_MOVE];
	for (i = 0; i < rec->nmoves; i++) {
		const struct carc_move *m = &rec->moves[i];

		sqlite3_bind_int64(st, 1, rec->id);
		sqlite3_bind_int64(st, 2, m->seq);
		if (m->has_seat)
			sqlite3_bind_int64(st, 3, m->seat);
		else
			sqlite3_bind_null(st, 3);
		sqlite3_bind_text(st, 4, m->tile, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 5, m->action == CARC_ACTION_DISCARD ?
		    "discard" : "place", -1, SQLITE_STATIC);
		if (m->has_xy) {
			sqlite3_bind_int64(st, 6, m->x);
			sqlite3_bind_int64(st, 7, m->y);
		} else {
			sqlite3_bind_null(st, 6);
			sqlite3_bind_null(st, 7);
		}
		if (m->has_rotation)
			sqlite3_bind_int64(st, 8, m->rotation);
		else
			sqlite3_bind_null(st, 8);
		bind_text_or_null(st, 9, m->meeple.s, m->meeple.null);
		if (run(st) != 0)
			return db_fail(s, err, "write a move to");
	}
	if (rec->nscores > 0 && (st = s->st[ST_SCORE]) == NULL)
		return carc_error_set(err, "cannot write a score to '%s': it "
		    "has no scores table", s->path);
	for (i = 0; i < rec->nscores; i++) {
		const struct carc_score *sc = &rec->scores[i];

		sqlite3_bind_int64(st, 1, rec->id);
		if (sc->has_seq)
			sqlite3_bind_int64(st, 2, sc->seq);
		else
			sqlite3_bind_null(st, 2);
		sqlite3_bind_int64(st, 3, sc->seat);
		sqlite3_bind_int64(st, 4, sc->points);
		sqlite3_bind_text(st, 5, sc->kind.s, -1, SQLITE_STATIC);
		if (run(st) != 0)
			return db_fail(s, err, "write a score to");
	}
	return put_actions(s, rec, err);
}

int
carc_store_begin(struct carc_store *s, struct carc_error *err)
{
	int64_t next;

	if (s->in_txn)
		return 0;
	if (sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) !=
	    SQLITE_OK)
		return db_fail(s, err, "write to");
	s->in_txn = 1;
	/* another writer's games since the store was opened */
	if (query_int(s->db, "SELECT coalesce(max(id), 0) + 1 FROM games",
	    &next) != 0)
		return db_fail(s, err, "read");
	if (next > s->next_id)
		s->next_id = next;
	return 0;
}

int
carc_store_put(struct carc_store *s, const struct carc_record *rec,
    const char *source, struct carc_error *err)
{
	struct carc_store_dates d = { source, NULL, NULL };

	return carc_store_put_dated(s, rec, &d, err);
}

int
carc_store_put_dated(struct carc_store *s, const struct carc_record *rec,
    const struct carc_store_dates *d, struct carc_error *err)
{
	if (!s->in_txn) {
		if (sqlite3_exec(s->db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK)
			return db_fail(s, err, "write to");
		s->in_txn = 1;
	}
	if (run(s->st[ST_SAVE]) != 0)
		return db_fail(s, err, "write to");
	if (put_rows(s, rec, d, err) != 0) {
		/* Nothing of this game; the batch so far stays. */
		(void)run(s->st[ST_UNDO]);
		(void)run(s->st[ST_RELEASE]);
		return -1;
	}
	if (run(s->st[ST_RELEASE]) != 0)
		return db_fail(s, err, "write to");
	s->written++;
	if (rec->id >= s->next_id)
		s->next_id = rec->id + 1;
	if (++s->in_batch >= s->batch) {
		s->in_batch = 0;
		s->in_txn = 0;
		if (sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) !=
		    SQLITE_OK)
			return db_fail(s, err, "commit to");
	}
	return 0;
}

int
carc_store_close(struct carc_store *s, struct carc_error *err)
{
	int rc = 0;

	if (s == NULL)
		return 0;
	if (s->in_txn && sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL) !=
	    SQLITE_OK)
		rc = db_fail(s, err, "commit to");
	store_free(s);
	return rc;
}
