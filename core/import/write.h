/*
 * write.h - write one recorded game (spec/record-format.md) into an
 * SQLite database, for the importers.  An importer fills a
 * carc_import_game from its own format; this file knows SQL and nothing
 * of any foreign format.  A game is written in one transaction: all of
 * it or nothing.
 */
#ifndef CARC_IMPORT_WRITE_H
#define CARC_IMPORT_WRITE_H

#include <stddef.h>
#include <stdint.h>

#include "engine/tile.h"
#include "util/error.h"

#define CARC_IMPORT_MAX_SEATS 6		/* record.h CARC_MAX_SEATS */
#define CARC_IMPORT_MAX_MOVES 1024	/* far above any real supply */
#define CARC_IMPORT_MAX_EXP 4

struct carc_import_move {
	int seat;			/* -1: none (seq 0) */
	int discard;			/* 1: action 'discard', no x/y/rotation */
	char tile[CARC_TILE_ID_MAX];	/* our tile id */
	int x, y, rotation;		/* rotation in degrees, clockwise */
	char meeple[4];			/* our spot; "" = no meeple */
};

struct carc_import_game {
	const char *status;		/* "finished" | "in_progress" */
	char *source;			/* games.source, owned */
	size_t nexp;
	struct {
		const char *name;	/* static strings */
		const char *variant;	/* NULL: SQL NULL */
	} exp[CARC_IMPORT_MAX_EXP];
	size_t nplayers;
	char *player[CARC_IMPORT_MAX_SEATS];	/* names, owned; may be NULL */
	size_t nmoves;
	struct carc_import_move moves[CARC_IMPORT_MAX_MOVES];
};

void carc_import_game_free(struct carc_import_game *g);

struct carc_import_db;

/* Open (creating it if need be) the database at path; a new, empty
 * database gets db/schema.sql.  An existing one must have a games table. */
int carc_import_open(struct carc_import_db **out, const char *path,
    struct carc_error *err);
void carc_import_close(struct carc_import_db *db);

/* Write g as game id (id <= 0: one more than the largest id there);
 * *out_id is the id used.  A game id already there is an error. */
int carc_import_write(struct carc_import_db *db,
    const struct carc_import_game *g, int64_t id, int64_t *out_id,
    struct carc_error *err);

#endif /* CARC_IMPORT_WRITE_H */
