/*
 * record.h - a recorded game as read from the database
 * (doc/spec/record-format.md), before anything is judged.  The reader keeps
 * what the rows say, NULLs included; the verifier decides what they mean.
 * Strings are bounded: a longer value is kept cut short and flagged, so a
 * hostile row can neither exhaust memory nor pass for a shorter valid one.
 */
#ifndef CARC_RECORD_H
#define CARC_RECORD_H

#include <stddef.h>
#include <stdint.h>

#include "engine/tile.h"
#include "util/error.h"

/* CARC_MAX_SEATS: the ABI's (carc_plugin.h, through engine/tile.h) */
#define CARC_MAX_EXPANSIONS CARC_MAX_PLUGINS
#define CARC_SPOT_MAX 16
#define CARC_KIND_MAX 16
#define CARC_NAME_MAX 64
/* Records longer than this are refused as unverifiable: the largest real
 * supply (base and every expansion, with discards) is far below it. */
#define CARC_MAX_MOVES 4096
#define CARC_MAX_SCORES 16384
/* Actions (record format 2): a turn of the widest sets (six steps of a
 * walking figure, a neutral figure moved, a follower put on another tile)
 * holds about ten. */
#define CARC_MAX_ACTIONS 16384

enum carc_action {
	CARC_ACTION_PLACE = 0,
	CARC_ACTION_DISCARD = 1,
	CARC_ACTION_OTHER = 2		/* anything else: unreadable */
};

/* A bounded copy of a TEXT column. */
struct carc_text16 { char s[CARC_SPOT_MAX]; uint8_t null, too_long; };

/* moves.meeple: a spot, or the figure grammar of record-format.md
 * ("KIND:N", "return:KIND@-12,-7"), with room for the longest the grammar
 * allows: "return:", a KIND of 31 characters, '@' and two int64 of 20. */
#define CARC_MEEPLE_MAX (7 + 31 + 1 + 20 + 1 + 20 + 1)
struct carc_meeple_text { char s[CARC_MEEPLE_MAX]; uint8_t null, too_long; };

struct carc_move {
	int64_t seq;
	int64_t seat;			/* valid if has_seat */
	int64_t x, y, rotation;		/* valid if has_xy / has_rotation */
	uint8_t has_seat, has_xy, has_rotation;
	uint8_t action;			/* enum carc_action */
	uint8_t tile_null, tile_too_long;
	char tile[CARC_TILE_ID_MAX];
	struct carc_meeple_text meeple;	/* null: no figure */
	/* Its turn's rows of `actions` (record format 2): rec->actions
	 * [first_action .. first_action + nactions), in n order.  0 rows
	 * for every move of a database without the table. */
	uint32_t first_action, nactions;
};

/* actions.arg: a die's result, a choice, a tile "X,Y". */
#define CARC_ARG_MAX 32
struct carc_arg_text { char s[CARC_ARG_MAX]; uint8_t null, too_long; };

/* A row of `actions` (record format 2), as read: the verifier checks its
 * grammar (verify.c) and the plugins its rules. */
struct carc_action_row {
	int64_t seq, n;
	int64_t seat;			/* valid if has_seat */
	int64_t x, y;			/* valid if has_xy */
	uint8_t has_seat, has_xy;
	struct carc_text16 verb, kind, spot;
	struct carc_arg_text arg;
};

struct carc_score {
	int64_t seq;			/* valid if has_seq; else final */
	int64_t seat, points;
	uint8_t has_seq, has_seat, has_points;
	struct carc_text16 kind;
};

struct carc_player {
	int64_t seat;
	int64_t final_score;		/* valid if has_final */
	uint8_t has_final;
	char name[CARC_NAME_MAX];
};

struct carc_expansion {
	char name[CARC_SET_MAX];
	char variant[CARC_SET_MAX];	/* "" if NULL */
	uint8_t name_too_long, variant_too_long, has_variant;
};

struct carc_record {
	int64_t id;
	char ruleset[CARC_SET_MAX];
	char tile_supply[CARC_SET_MAX];
	char status[CARC_SET_MAX];
	/* Set when the rows cannot be read as a game at all (a table or
	 * column missing, too many rows): the game is unverifiable. */
	char unreadable[256];

	size_t nexpansions;
	struct carc_expansion expansions[CARC_MAX_EXPANSIONS];
	size_t nplayers;
	struct carc_player players[CARC_MAX_SEATS];

	/* Reused from game to game: the reader grows them, never shrinks. */
	struct carc_move *moves;
	size_t nmoves, moves_cap;
	struct carc_score *scores;
	size_t nscores, scores_cap;
	/* Every row of `actions`, by seq then n; none where the database
	 * has no such table. */
	struct carc_action_row *actions;
	size_t nactions, actions_cap;
};

void carc_record_init(struct carc_record *rec);
void carc_record_free(struct carc_record *rec);
/* Grow rec's move and score arrays; -1 when memory is short. */
int carc_record_reserve(struct carc_record *rec, size_t nmoves,
    size_t nscores);
/* The same for its actions. */
int carc_record_reserve_actions(struct carc_record *rec, size_t nactions);

/* -- the database ------------------------------------------------------ */

struct carc_db;

/* PRAGMA application_id of the databases db/schema.sql creates ("CARC").
 * A database with another non-zero id belongs to some other program. */
#define CARC_APPLICATION_ID 0x43415243

enum carc_db_mode {
	CARC_DB_READONLY = 0,
	CARC_DB_READWRITE = 1
};

/* The longest value (string, blob, row) a connection on a user database
 * reads or makes: a row of a real record is under a kilobyte. */
#define CARC_MAX_VALUE (1024 * 1024)
/*
 * What one game may cost the reader, however its values are made.  A
 * stored value costs what the file holds; a view makes its values as it
 * is read, even those of rows it then leaves out (a view SQLite cannot
 * narrow to one game makes every row's), so while a game is read from a
 * database whose tables are views no value may be longer than
 * CARC_VIEW_VALUE_MAX (a row of a real record is under a kilobyte; a
 * view's definition, which SQLite reads again if the schema changes,
 * under this).  And no game's rows may hold more than CARC_READ_GAME_TEXT
 * bytes of text in all (the largest real record, 4,096 moves and their
 * scores, holds about an eighth of it).  Past either, the game is unverifiable
 * with the reason, and the next is read.
 */
#define CARC_VIEW_VALUE_MAX (16 * 1024)
#define CARC_READ_GAME_TEXT (1024 * 1024)

/*
 * Open a recorded-game database.  Fails (-1, err) if the file is missing,
 * not a regular file, not SQLite, or has no `games` table; other missing
 * tables or columns make each game unreadable instead.  A busy timeout is
 * set; the journal mode and every other persistent setting of the file are
 * kept (doc/spec/record-format.md).  The connection is hardened
 * (carc_db_harden).
 *
 * A writer that crashed in the middle of a transaction leaves a hot
 * journal, or a WAL, that a connection that may write must recover before
 * the file can be read (recover.c).  Where this process may write the
 * file and its directory, SQLite recovers it first on a connection of its
 * own, whatever mode is asked for; where it may not, carc_db_open fails
 * with CARC_DB_ERECOVER, err saying that a writer crashed and how the
 * file's owner recovers it: the file is whole once its owner (or a writer)
 * next opens it, so carcd retries it later, where the tools exit 2.
 */
#define CARC_DB_ERECOVER (-2)
int carc_db_open(struct carc_db **out, const char *path, int mode,
    struct carc_error *err);

/*
 * What made an open fail, for a caller that tries again (carcd decides
 * by it, never by the message): fail->xrc, the SQLite extended result
 * code of the call that failed (0: none did); fail->errnum, the errno of
 * stat(2) on the path (0: none); fail->replaced, set when the file at the
 * path changed while it was opened.
 */
struct carc_db_fail {
	int xrc;
	int errnum;
	int replaced;
};

/*
 * carc_db_open with a busy timeout of busy_ms (carc_db_open's: 5 s), for
 * the open and its recovery and kept by the connection; fail (may be
 * NULL) says what failed.
 */
int carc_db_open_with(struct carc_db **out, const char *path, int mode,
    int busy_ms, struct carc_db_fail *fail, struct carc_error *err);

/*
 * Make a connection on a database carc does not own safe to use: the
 * file's triggers off, its views and CHECKs limited to innocuous
 * functions, SQLite's defensive mode, values at most CARC_MAX_VALUE bytes.
 * For every connection carc opens on a user's database.
 */
struct sqlite3;
int carc_db_harden(struct sqlite3 *h, const char *path,
    struct carc_error *err);

/*
 * Is the database whole?  PRAGMA integrity_check on the tables the reader
 * reads and their indexes: -1 and err ("'db' is damaged: ...") if not;
 * CARC_DB_ECHECK and err when it could not be checked (the file locked
 * past the busy timeout, an I/O error): not a verdict on the file.
 */
#define CARC_DB_ECHECK (-3)
int carc_db_check(struct carc_db *db, struct carc_error *err);
/* The whole file (PRAGMA integrity_check: every table and index, the
 * free list, the page count): before carc writes into it (verify
 * --store, carcd), so that nothing is written into a damaged file
 * (doc/hardening.md).  In a rollback journal, on a copy of the file
 * made of one moment a few MB per read lock, so that no writer waits
 * for the check (capture.c); in WAL, one read transaction in place. */
int carc_db_check_whole(struct carc_db *db, struct carc_error *err);

/*
 * The same check, of the file at path, on a connection and a thread of
 * its own, while the caller reads and judges the games (check.c).  No
 * verdict may leave carc before the check says the file is whole.
 * carc_db_check_poll: 1 still running, 0 whole, -1 damaged or not
 * checkable (err set as carc_db_check sets it).  carc_db_check_wait: the
 * same, once the check has ended.  carc_db_check_free stops a check still
 * running.
 */
struct carc_db_check;
/* carc_db_check_whole's, the same way: verify --store, which waits for
 * it before its first commit. */
int carc_db_check_start_whole(const char *path, struct carc_db_check **chk,
    struct carc_error *err);
int carc_db_check_start(const char *path, struct carc_db_check **chk,
    struct carc_error *err);
/* The same, of the file db reads: its still copy (carc_db_snapshot) or
 * the file itself. */
int carc_db_check_start_on(const struct carc_db *db,
    struct carc_db_check **chk, struct carc_error *err);
int carc_db_check_poll(struct carc_db_check *chk, struct carc_error *err);
int carc_db_check_wait(struct carc_db_check *chk, struct carc_error *err);
void carc_db_check_free(struct carc_db_check *chk);

/*
 * May carc write new games into path?  0 if it does not exist, is empty
 * or is a recorded-game database; -1 and err otherwise.
 */
int carc_db_check_target(const char *path, struct carc_error *err);
void carc_db_close(struct carc_db *db);
const char *carc_db_path(const struct carc_db *db);

/*
 * A still copy of db's file, as of one moment, to read instead of the
 * file (capture.c): in a rollback journal a reader's lock keeps every
 * writer's commit waiting, so a reading of the whole file in one
 * snapshot (scan.c) would keep a game server waiting as long as the
 * reading.  The copy is made a few MB per read lock; *out reads it and
 * names db's path in every message.  It has no name in any directory,
 * so that no kill leaves it behind: it goes when *out and the
 * connections carc_db_reopen opened on it while *out was open close.
 * 0 done; CARC_DB_NOCAPTURE (db is in WAL mode, where readers keep no
 * writer waiting, or no copy could be made: read db itself);
 * CARC_DB_ECHECK and err if db could not be read.  db has no
 * transaction open.
 */
#define CARC_DB_NOCAPTURE (-4)
int carc_db_snapshot(struct carc_db *db, struct carc_db **out,
    struct carc_error *err);
/*
 * *db read from now on as a plain verify reads it: its still copy
 * (carc_db_snapshot) in place of the connection, which is closed, where
 * one is made; the file itself where none is (WAL, no room).  0; -1 and
 * err if the file could not be read (*db is then as it was, the
 * caller's to close).
 */
int carc_db_read_still(struct carc_db **db, struct carc_error *err);
/* Another read-only connection on what db reads (its copy or its file). */
int carc_db_reopen(const struct carc_db *db, struct carc_db **out,
    struct carc_error *err);

/* Every game id, ascending.  *ids is the caller's to free. */
int carc_db_game_ids(struct carc_db *db, int64_t **ids, size_t *nids,
    struct carc_error *err);

/*
 * Every game, ascending id, or only shard k of n (0 <= k < n): the games
 * whose id modulo n (floor) is k.  On a database of plain tables each
 * table is read once, in game order (a merge by game id); on any other
 * (views, missing tables) one game at a time.  The scan runs in one read
 * transaction, its own if the connection has none.  scan_next: 0 a game
 * in rec (check rec->unreadable), 1 the end, -1 a database error.
 */
struct carc_db_scan;
/* Is game id in shard k of n (n 0 or 1: one shard, every game)? */
int carc_db_in_shard(int64_t id, unsigned k, unsigned n);
int carc_db_scan_open(struct carc_db *db, unsigned k, unsigned n,
    struct carc_db_scan **out, struct carc_error *err);
/*
 * Part r of nparts of shard k of n, for pscan.c: every game of the shard
 * is in exactly one part.  Of every game (n 1), the parts take turns by
 * blocks of consecutive ids (scan.c); of a shard, part r is the share
 * modulo n * nparts that is k + n * r.
 */
int carc_db_scan_open_part(struct carc_db *db, unsigned k, unsigned n,
    unsigned r, unsigned nparts, struct carc_db_scan **out,
    struct carc_error *err);
/* Is game id in part r of nparts of shard k of n, as above? */
int carc_db_in_part(int64_t id, unsigned k, unsigned n, unsigned r,
    unsigned nparts);
/*
 * For carcd: every game whose id is in [from, to], merged as above, in no
 * transaction of the scan's own: its statements' read transaction lasts
 * from the first game read to carc_db_scan_close, and the caller may run
 * its own write transactions between games (not on the five tables).
 * *out NULL and 0 when the database cannot be merged (a view, a virtual
 * table, TEXT ids): the caller reads game by game.
 */
int carc_db_scan_open_from(struct carc_db *db, int64_t from, int64_t to,
    struct carc_db_scan **out, struct carc_error *err);
int carc_db_scan_next(struct carc_db_scan *sc, struct carc_record *rec,
    struct carc_error *err);
void carc_db_scan_close(struct carc_db_scan *sc);
/* Does sc read each table once (a merge), not one game at a time? */
int carc_db_scan_merging(const struct carc_db_scan *sc);

/*
 * The games of shard k of n split into up to nparts parts, each read by a
 * connection of its own, so that each part may be read by a thread of its
 * own at the same time (pscan.c): part r is shard r of nparts of them,
 * every game in exactly one part, each part in ascending id.  One part,
 * on db itself, where several parts could not share one snapshot (WAL)
 * or the merge cannot read the file.  pscan_next: as scan_next, for one
 * part; parts may be read at the same time by different threads, one
 * part by one thread at a time.  pscan_interrupt, from any thread: make
 * a part's read that is running stop with an error.
 */
struct carc_db_pscan;
int carc_db_pscan_open(struct carc_db *db, unsigned k, unsigned n,
    unsigned nparts, struct carc_db_pscan **out, struct carc_error *err);
unsigned carc_db_pscan_parts(const struct carc_db_pscan *ps);
int carc_db_pscan_next(struct carc_db_pscan *ps, unsigned part,
    struct carc_record *rec, struct carc_error *err);
void carc_db_pscan_interrupt(struct carc_db_pscan *ps);
void carc_db_pscan_close(struct carc_db_pscan *ps);

/*
 * Read one game into rec (its arrays are reused).  Returns 0 (check
 * rec->unreadable), 1 if there is no such game, -1 on a database error.
 */
int carc_db_read_game(struct carc_db *db, int64_t id,
    struct carc_record *rec, struct carc_error *err);

/*
 * Transactions, for the writer and for a consistent read of one game.
 * A deferred BEGIN takes its snapshot at the first read; begin_read
 * takes it at once, so that a connection of this process that begins
 * while it lasts (the integrity check's, check.c) sees the same one in
 * a rollback-journal database (the process's read lock keeps writers
 * out in between).  carc_db_read_game and carc_db_check run in a
 * transaction of their own where the caller has none.
 */
int carc_db_begin(struct carc_db *db, struct carc_error *err);
int carc_db_begin_read(struct carc_db *db, struct carc_error *err);
int carc_db_commit(struct carc_db *db, struct carc_error *err);
void carc_db_rollback(struct carc_db *db);

struct sqlite3 *carc_db_handle(struct carc_db *db);
/* Was db opened CARC_DB_READWRITE? */
int carc_db_writable(const struct carc_db *db);

/*
 * A writer of a layer above (store/results.c) keeps its state for this
 * connection here, its prepared statements among it: carc_db_close calls
 * free_state(state) before it closes the connection.  record/ reads, it
 * never writes: it only holds the pointer.
 */
void *carc_db_writer(const struct carc_db *db);
void carc_db_set_writer(struct carc_db *db, void *state,
    void (*free_state)(void *));

/* FNV-1a 64 of every field of rec (fingerprint.c): two reads of a game
 * fingerprint alike when they read the same.  Not a defence against a
 * forged collision. */
uint64_t carc_record_fingerprint(const struct carc_record *rec);

#endif /* CARC_RECORD_H */
