/*
 * records.h - the one writer of recorded games (doc/spec/record-format.md):
 * every INSERT into games, game_expansions, players, moves and scores is
 * here, for the generator, the fault injector and the importers alike.
 * A new database is made from db/schema.sql itself, embedded at build
 * time (core/store/schema.inc, made by Makefile.am), so a writer needs
 * no data file and always makes the tables the verifier reads.
 *
 * Games go in transactions of `batch` games; each game is also a
 * savepoint of its own, so a game that fails half-way leaves no row and
 * the games before it in the batch stay.
 */
#ifndef CARC_STORE_RECORDS_H
#define CARC_STORE_RECORDS_H

#include <stddef.h>
#include <stdint.h>

#include "record/record.h"
#include "util/error.h"

struct carc_store;
struct sqlite3;

enum {
	/* Create the file (with db/schema.sql) if it does not exist. */
	CARC_STORE_CREATE = 1,
	/* A file this store created and that holds no game when it is
	 * closed (or when opening it failed) is removed again: a run that
	 * wrote nothing leaves no empty database behind. */
	CARC_STORE_DROP_EMPTY = 2
};

/*
 * Open a database to write games into.  A file that is new (or has no
 * table at all) gets db/schema.sql and is written without a journal on
 * disk (nothing to protect yet); an existing one keeps its journal and
 * must have the games, game_expansions, players and moves tables.
 */
int carc_store_open(struct carc_store **out, const char *path, int flags,
    size_t batch, struct carc_error *err);
/* The first game id above every id in the database. */
int64_t carc_store_next_id(const struct carc_store *s);
/* How many games this store has written so far. */
uint64_t carc_store_written(const struct carc_store *s);
/* The path, as given. */
const char *carc_store_path(const struct carc_store *s);
/*
 * Begin the batch's transaction now (carc_store_put begins it otherwise),
 * with the write lock (BEGIN IMMEDIATE), for a writer that reads before
 * it writes (an importer: is this save there?): no other writer commits
 * until the batch does, so what it read stays true.  The next id is read
 * again in it.  Nothing if a batch is under way.
 */
int carc_store_begin(struct carc_store *s, struct carc_error *err);
/*
 * Write every row of rec as it stands (NULLs included) as game rec->id,
 * with games.source = source (NULL: SQL NULL).  An id already taken is an
 * error, and so is any failed row: then nothing of this game is written.
 */
int carc_store_put(struct carc_store *s, const struct carc_record *rec,
    const char *source, struct carc_error *err);
/* The games row's free-text columns (NULL: SQL NULL). */
struct carc_store_dates {
	const char *source, *started_at, *finished_at;
};
/* carc_store_put with every column of games: an importer of a format
 * that keeps the dates (carc import text). */
int carc_store_put_dated(struct carc_store *s, const struct carc_record *rec,
    const struct carc_store_dates *d, struct carc_error *err);
/* The connection, for a caller's own tables or queries in the same
 * transactions. */
struct sqlite3 *carc_store_handle(struct carc_store *s);
/* Commit and close (NULL is fine); -1 (err may be NULL) if the last
 * commit failed. */
int carc_store_close(struct carc_store *s, struct carc_error *err);

#endif /* CARC_STORE_RECORDS_H */
