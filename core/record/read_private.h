/*
 * read_private.h - what the reader of one game (reader.c) shares with the
 * scan of every game (scan.c): where a table's rows of a game come from,
 * and the parsing of a game's rows.
 */
#ifndef CARC_READ_PRIVATE_H
#define CARC_READ_PRIVATE_H

#include <stdint.h>

#include <sqlite3.h>

#include "record/record.h"

/*
 * Where a table's rows of one game come from: a statement bound to the
 * game id (a lookup, `carc_db_read_game`), or the game's stretch of one
 * statement that reads the whole table in game order (a scan,
 * `carc_db_scan_next`).  The parsing below is the same for both; only
 * the first column differs (a scan's column 0 is game_id).
 */
struct cursor {
	sqlite3_stmt *st;
	int has_row;		/* st holds a row nobody has taken yet */
	int done;
};

struct rows {
	sqlite3_stmt *st;
	int o;			/* column of the first value */
	struct cursor *cur;	/* NULL: a lookup */
	int64_t id;
	int started;
};

enum { R_EXPANSIONS, R_PLAYERS, R_MOVES, R_SCORES, R_ACTIONS, R_COUNT };

/* An empty record of game id. */
void carc_read_reset(struct carc_record *rec, int64_t id);
/* The three columns of games from column o of st; *bytes counts their
 * text (reader.c, text_over). */
int carc_read_games_row(sqlite3_stmt *st, int o, struct carc_record *rec,
    size_t *bytes, struct carc_error *err);
/* games.id is a game's key (record-format.md): a second row with the
 * same id makes the database unreadable as games, as an id that is not
 * an integer does.  Sets err; returns -1. */
int carc_read_id_twice(const struct carc_db *db, int64_t id,
    struct carc_error *err);
/* The tables after the games row, from r[R_COUNT] (actions where the
 * database has it). */
int carc_read_tables(struct carc_db *db, struct rows *r,
    struct carc_record *rec, struct carc_error *err);

#endif /* CARC_READ_PRIVATE_H */
