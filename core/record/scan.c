/*
 * scan.c - every game of a database in game order (carc_db_scan_*): one
 * statement per table ordered by game id, merged by game id, each game's
 * rows parsed by the reader's own functions (reader.c), so that a game
 * reads the same whether it is scanned or looked up by its id.
 */
#include "config.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "record/db_private.h"
#include "record/read_private.h"
#include "record/record.h"

/* -- every game, in order -------------------------------------------------- */

/*
 * Reading every game with one lookup per game and table costs a b-tree
 * descent per table and game at best, and a scan of the whole table per
 * game where the table has no index on game_id (the spec declares none on
 * scores): quadratic.  A scan reads each table once instead, with one
 * statement ordered by game_id per table, and merges them by game id,
 * the way a merge join does.  The rows are parsed by the same functions
 * as a lookup's, so a game reads the same whichever way.
 *
 * The merge needs `ORDER BY game_id` to order the rows as `game_id = ?1`
 * matches them, and every table to end: it is used when the five are
 * plain tables (a view may run forever, and lookups keep the step
 * budget) and no game_id column has TEXT affinity (where 5 matches '5').
 * Any other database is read as before, one game at a time.
 *
 * A shard (k of n) is the games whose id is k modulo n (floor modulo,
 * for negative ids): the share depends on nothing but the id, so shards
 * run anywhere with no coordination and their union is every game once.
 */
#define SHARD_WHERE(col) " WHERE ((" col " % ?1) + ?1) % ?1 = ?2"
/* carcd's scans read a range of games (carc_db_scan_open_from): bounds,
 * so that a table with no index on game_id sorts only the range's rows. */
#define FROM_WHERE(col) " WHERE " col " >= ?1 AND " col " <= ?2"
/*
 * The parts of one reading (pscan.c) split the games by blocks of
 * PART_BLOCK consecutive ids: block b (floor(id / PART_BLOCK)) is part
 * b mod R's.  A part reads a table that has an index on game_id block by
 * block, each block a range (FROM_WHERE), so it never passes over the
 * other parts' rows: a part of two then costs about 55% of a whole
 * reading, where a share modulo R (as a shard) costs 70% (bench/scan
 * with the two WHERE clauses, doc/benchmark.md).  A table with no such
 * index (scores, in the spec's tables) is read once per part, filtered
 * by block (PART_WHERE), rather than sorted anew at every block.  The
 * blocks are small, so that the parts' threads take turns within a few
 * games and their rings of verdicts (core/verify/split.c) keep moving.
 */
#define PART_SHIFT 3
#define PART_BLOCK ((int64_t)1 << PART_SHIFT)
#define PART_WHERE(col) " WHERE (((" col " >> "			\
	CARC_SQL_NUM(PART_SHIFT) ") % ?1) + ?1) % ?1 = ?2"
#define SCAN_SQL(cols, table, col, order)				\
	{ "SELECT " cols " FROM " table " ORDER BY " order,		\
	  "SELECT " cols " FROM " table SHARD_WHERE(col) " ORDER BY " order, \
	  "SELECT " cols " FROM " table FROM_WHERE(col) " ORDER BY " order, \
	  "SELECT " cols " FROM " table PART_WHERE(col) " ORDER BY " order }

/* Which statement of scan_sql[t]: every game, a shard, from a game on,
 * a part's table read in one pass. */
enum { V_ALL, V_SHARD, V_FROM, V_PART, V_COUNT };

enum { S_GAMES, S_EXPANSIONS, S_PLAYERS, S_MOVES, S_SCORES, S_ACTIONS,
	S_COUNT };

static const char *const scan_table[S_COUNT] = {
	"games", "game_expansions", "players", "moves", "scores", "actions"
};

static const char *const scan_sql[S_COUNT][V_COUNT] = {
	SCAN_SQL("id, ruleset, tile_supply, status", "games", "id", "id"),
	SCAN_SQL("game_id, name, variant", "game_expansions", "game_id",
	    "game_id, name"),
	SCAN_SQL("game_id, seat, name, final_score", "players", "game_id",
	    "game_id, seat"),
	SCAN_SQL("game_id, seq, seat, tile, action, x, y, rotation, meeple",
	    "moves", "game_id", "game_id, seq"),
	/* rowid: a lookup's order within a game */
	SCAN_SQL("game_id, seq, seat, points, kind", "scores", "game_id",
	    "game_id, rowid"),
	SCAN_SQL("game_id, seq, n, seat, verb, kind, x, y, spot, arg",
	    "actions", "game_id", "game_id, seq, n"),
};

/* Is table t there to read?  game_expansions and actions may be absent
 * (a database of record format 1 has no actions: nothing is read). */
static int
scanned(const struct carc_db *db, int t)
{
	return (t != S_EXPANSIONS || db->have_expansions) &&
	    (t != S_ACTIONS || db->have_actions);
}

struct carc_db_scan {
	struct carc_db *db;
	int64_t k, n;
	int64_t from, to;		/* has_from: the range of game ids */
	int has_from;
	int in_txn;			/* the scan began the transaction */
	int merge;			/* else ids[] and lookups */
	sqlite3_stmt *st[S_COUNT];
	struct cursor cur[S_COUNT];
	struct rows rows[R_COUNT];
	int64_t *ids;
	size_t nids, next;
	int64_t last;			/* the last game the merge gave */
	int has_last;
	/* A part r of R of the games by blocks (pscan.c): the statements
	 * of the tables with seek[t] read the current block alone, bound
	 * anew at each block; the others, every block of the part in one
	 * pass.  next_lo: the id from which to look for the next block;
	 * no_more: the last block was read. */
	int blocks;
	int64_t part_r, part_n;
	int by_block;			/* games is read a block at a time */
	int seek[S_COUNT];
	int in_block, no_more;
	int64_t next_lo;
	sqlite3_stmt *first_id;		/* the first game id >= ?1 */
};

/* The block of id, floor(id / PART_BLOCK), and a modulo m with the
 * sign of m: for negative ids too (C's / and % truncate toward zero). */
static int64_t
block_of(int64_t id)
{
	return id >= 0 ? id / PART_BLOCK : -((-(id + 1)) / PART_BLOCK) - 1;
}

static int64_t
floor_mod(int64_t a, int64_t m)
{
	int64_t r = a % m;

	return r < 0 ? r + m : r;
}

/* Is id in the share k modulo n (floor modulo, as the scan's SQL: -1 is
 * in share n-1 of n)? */
static int
in_share(int64_t id, int64_t k, int64_t n)
{
	return n <= 1 || floor_mod(id, n) == k;
}

int
carc_db_in_shard(int64_t id, unsigned k, unsigned n)
{
	return in_share(id, k, n);
}

/* Which of nparts parts reads game id, of every game. */
static int64_t
part_of(int64_t id, int64_t nparts)
{
	return floor_mod(block_of(id), nparts);
}

/*
 * The games part r of nparts of shard k of n reads: 0 and the share *sk
 * modulo *sn (the whole shard for one part; a part of a shard, a share
 * modulo n * nparts, so that `--shard` stays what carc(1) says), or 1
 * for a part of every game, which goes by blocks (part_of).
 */
static int
part_share(unsigned k, unsigned n, unsigned r, unsigned nparts,
    int64_t *sk, int64_t *sn)
{
	*sk = k;
	*sn = n;
	if (nparts <= 1)
		return 0;
	if (n > 1) {
		*sk = k + (int64_t)n * r;
		*sn = (int64_t)n * nparts;
		return 0;
	}
	return 1;
}

int
carc_db_in_part(int64_t id, unsigned k, unsigned n, unsigned r,
    unsigned nparts)
{
	int64_t sk, sn;

	if (part_share(k, n, r, nparts, &sk, &sn))
		return part_of(id, nparts) == (int64_t)r;
	return in_share(id, sk, sn);
}

/* Is game id among those sc reads? */
static int
owns(const struct carc_db_scan *sc, int64_t id)
{
	if (sc->blocks)
		return part_of(id, sc->part_n) == sc->part_r;
	return in_share(id, sc->k, sc->n);
}

/*
 * Can table t be merged: a plain table (not a view, not virtual) whose
 * game id column has no TEXT affinity (SQLite's rules: a declared type
 * with INT is INTEGER; else with CHAR, CLOB or TEXT, TEXT).
 */
static int
mergeable(struct carc_db *db, int t, int *ok)
{
	static const char sql[] = "SELECT m.type, m.sql, (SELECT upper(i.type)"
	    " FROM pragma_table_info(m.name) i WHERE i.name = ?2 COLLATE"
	    " NOCASE) FROM sqlite_master m WHERE m.name = ?1 COLLATE NOCASE";
	sqlite3_stmt *st = NULL;
	const char *type, *ddl, *decl;
	int rc;

	*ok = 0;
	if (sqlite3_prepare_v2(db->h, sql, -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, scan_table[t], -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, t == S_GAMES ? "id" : "game_id", -1,
	    SQLITE_STATIC);
	rc = carc_reader_step(st);
	if (rc == 1) {
		type = (const char *)sqlite3_column_text(st, 0);
		ddl = (const char *)sqlite3_column_text(st, 1);
		decl = (const char *)sqlite3_column_text(st, 2);
		*ok = type != NULL && strcmp(type, "table") == 0 &&
		    ddl != NULL && sqlite3_strnicmp(ddl, "CREATE TABLE", 12)
		    == 0 && (decl == NULL || strstr(decl, "INT") != NULL ||
		    (strstr(decl, "CHAR") == NULL && strstr(decl, "CLOB") ==
		    NULL && strstr(decl, "TEXT") == NULL));
	}
	sqlite3_finalize(st);
	return rc < 0 ? -1 : 0;
}

/* Every id of games an integer, as lookups need (carc_db_game_ids)?
 * 0 yes, 1 no, -1 a database error. */
static int
ids_integer(struct carc_db_scan *sc, struct carc_error *err)
{
	struct carc_db *db = sc->db;
	sqlite3_stmt *st = NULL;
	int rc;

	/* from a game on, only the ids the scan reads (a text id is
	 * greater than every number: it is among them): carcd opens a scan
	 * at each slice, and on an INTEGER PRIMARY KEY this is a range */
	if (sqlite3_prepare_v2(db->h, sc->has_from ? "SELECT 1 FROM games"
	    " WHERE id >= ?1 AND typeof(id) <> 'integer' LIMIT 1" : "SELECT"
	    " 1 FROM games WHERE typeof(id) <> 'integer' LIMIT 1", -1, &st,
	    NULL) != SQLITE_OK)
		return carc_error_set(err, "cannot list games in '%s': %s",
		    db->path, sqlite3_errmsg(db->h));
	if (sc->has_from)
		sqlite3_bind_int64(st, 1, sc->from);
	rc = carc_reader_step(st);
	sqlite3_finalize(st);
	if (rc < 0)
		return carc_error_set(err, "cannot list games in '%s': %s",
		    db->path, sqlite3_errmsg(db->h));
	return rc;
}

/*
 * games.id is a game's key: a second row with an id would be that game
 * again, with none of its rows (the first took them).  Where the schema
 * makes id the table's key (the spec's INTEGER PRIMARY KEY) nothing is
 * read; else the ids are, before any game, so that no verdict goes out
 * before the database is refused.  0, or -1 with err set.
 */
static int
ids_unique(struct carc_db_scan *sc, struct carc_error *err)
{
	struct carc_db *db = sc->db;
	sqlite3_stmt *st = NULL;
	int rc;

	if (sqlite3_prepare_v2(db->h, "SELECT count(*) = 1 AND max(name = 'id'"
	    " COLLATE NOCASE) FROM pragma_table_info('games') WHERE pk > 0",
	    -1, &st, NULL) != SQLITE_OK ||
	    (rc = carc_reader_step(st)) < 0)
		goto fail;
	rc = rc == 1 && sqlite3_column_int(st, 0) == 1;
	sqlite3_finalize(st);
	st = NULL;
	if (rc)
		return 0;
	if (sqlite3_prepare_v2(db->h, sc->has_from ? "SELECT id FROM games"
	    " WHERE id >= ?1 AND id <= ?2 GROUP BY id HAVING count(*) > 1"
	    " LIMIT 1" : "SELECT id FROM games GROUP BY id HAVING count(*) > 1"
	    " LIMIT 1", -1, &st, NULL) != SQLITE_OK)
		goto fail;
	if (sc->has_from) {
		sqlite3_bind_int64(st, 1, sc->from);
		sqlite3_bind_int64(st, 2, sc->to);
	}
	if ((rc = carc_reader_step(st)) < 0)
		goto fail;
	if (rc == 1) {
		carc_read_id_twice(db, sqlite3_column_int64(st, 0), err);
		sqlite3_finalize(st);
		return -1;
	}
	sqlite3_finalize(st);
	return 0;
fail:
	carc_error_set(err, "cannot list games in '%s': %s", db->path,
	    sqlite3_errmsg(db->h));
	sqlite3_finalize(st);
	return -1;
}

/*
 * Does sql (a statement of a range of game ids) find its rows by that
 * range, passing over no whole table (EXPLAIN QUERY PLAN: no SCAN)?
 * Only a part's speed depends on the answer, never what it reads.
 */
static int
seeks(struct carc_db *db, const char *sql)
{
	sqlite3_stmt *st = NULL;
	const unsigned char *detail;
	char *eqp;
	int rc = SQLITE_DONE, ok = 1;

	if ((eqp = sqlite3_mprintf("EXPLAIN QUERY PLAN %s", sql)) == NULL ||
	    sqlite3_prepare_v2(db->h, eqp, -1, &st, NULL) != SQLITE_OK)
		ok = 0;
	while (ok && (rc = sqlite3_step(st)) == SQLITE_ROW)
		if ((detail = sqlite3_column_text(st, 3)) == NULL ||
		    strncmp((const char *)detail, "SCAN", 4) == 0)
			ok = 0;
	sqlite3_finalize(st);
	sqlite3_free(eqp);
	return ok && rc == SQLITE_DONE;
}

/* A part by blocks: which tables can be read a block at a time.  None,
 * if games cannot: every table is then read in one pass, filtered. */
static int
plan_blocks(struct carc_db_scan *sc, struct carc_error *err)
{
	struct carc_db *db = sc->db;
	int t;

	if (!seeks(db, scan_sql[S_GAMES][V_FROM]))
		return 0;
	sc->by_block = 1;
	for (t = 0; t < S_COUNT; t++)
		if (scanned(db, t))
			sc->seek[t] = seeks(db, scan_sql[t][V_FROM]);
	if (sqlite3_prepare_v2(db->h, "SELECT id FROM games WHERE id >= ?1"
	    " ORDER BY id LIMIT 1", -1, &sc->first_id, NULL) != SQLITE_OK)
		return carc_error_set(err, "cannot read '%s': %s", db->path,
		    sqlite3_errmsg(db->h));
	return 0;
}

/* The statement of table t and how it is bound. */
static int
scan_variant(const struct carc_db_scan *sc, int t)
{
	if (sc->has_from)
		return V_FROM;
	if (sc->blocks)
		return sc->seek[t] ? V_FROM : V_PART;
	return sc->n > 1 ? V_SHARD : V_ALL;
}

static int
scan_prepare(struct carc_db_scan *sc, struct carc_error *err)
{
	struct carc_db *db = sc->db;
	int t, ok, v, rc;

	for (t = 0; t < S_COUNT; t++) {
		if (!scanned(db, t))
			continue;
		if (mergeable(db, t, &ok) < 0)
			goto fail;
		if (!ok)
			return 0;
	}
	if ((rc = ids_integer(sc, err)) < 0)
		return -1;
	/* carcd reads such a database game by game, as before */
	if (rc == 1 && sc->has_from)
		return 0;
	if (rc == 1)
		return carc_error_set(err, "'%s': games has an id that is not "
		    "an integer", db->path);
	if (ids_unique(sc, err) < 0)
		return -1;
	if (sc->blocks && plan_blocks(sc, err) < 0)
		return -1;
	for (t = 0; t < S_COUNT; t++) {
		if (!scanned(db, t))
			continue;
		v = scan_variant(sc, t);
		if (sqlite3_prepare_v2(db->h, scan_sql[t][v], -1,
		    &sc->st[t], NULL) != SQLITE_OK)
			goto fail;
		if (v == V_SHARD && (sqlite3_bind_int64(sc->st[t], 1, sc->n) !=
		    SQLITE_OK || sqlite3_bind_int64(sc->st[t], 2, sc->k) !=
		    SQLITE_OK))
			goto fail;
		if (v == V_PART && (sqlite3_bind_int64(sc->st[t], 1,
		    sc->part_n) != SQLITE_OK || sqlite3_bind_int64(sc->st[t],
		    2, sc->part_r) != SQLITE_OK))
			goto fail;
		/* a part's blocks are bound one at a time (next_block) */
		if (v == V_FROM && sc->has_from && (sqlite3_bind_int64(
		    sc->st[t], 1, sc->from) != SQLITE_OK || sqlite3_bind_int64(
		    sc->st[t], 2, sc->to) != SQLITE_OK))
			goto fail;
		sc->cur[t].st = sc->st[t];
		if (t != S_GAMES) {
			sc->rows[t - 1].st = sc->st[t];
			sc->rows[t - 1].o = 1;
			sc->rows[t - 1].cur = &sc->cur[t];
		}
	}
	sc->merge = 1;
	return 0;
fail:
	return carc_error_set(err, "cannot read '%s': %s", db->path,
	    sqlite3_errmsg(db->h));
}

/* Shard k of n, or part r of nparts of it (nparts > 1). */
static int
scan_open(struct carc_db *db, unsigned k, unsigned n, unsigned r,
    unsigned nparts, struct carc_db_scan **out, struct carc_error *err)
{
	struct carc_db_scan *sc;

	*out = NULL;
	if (n == 0 || k >= n)
		return carc_error_set(err, "shard %u of %u does not exist",
		    k, n);
	if (nparts == 0 || r >= nparts)
		return carc_error_set(err, "part %u of %u does not exist",
		    r, nparts);
	if ((sc = calloc(1, sizeof(*sc))) == NULL)
		return carc_reader_nomem(err);
	sc->db = db;
	if (part_share(k, n, r, nparts, &sc->k, &sc->n)) {
		sc->blocks = 1;
		sc->part_r = r;
		sc->part_n = nparts;
		sc->next_lo = INT64_MIN;
	}
	/* One snapshot for the whole scan, as for a lookup's reads. */
	if (sqlite3_get_autocommit(db->h)) {
		if (carc_db_begin(db, err) < 0)
			goto fail;
		sc->in_txn = 1;
	}
	if (db->unreadable[0] == '\0' && scan_prepare(sc, err) < 0)
		goto fail;
	if (!sc->merge && carc_db_game_ids(db, &sc->ids, &sc->nids, err) < 0)
		goto fail;
	*out = sc;
	return 0;
fail:
	carc_db_scan_close(sc);
	return -1;
}

int
carc_db_scan_open(struct carc_db *db, unsigned k, unsigned n,
    struct carc_db_scan **out, struct carc_error *err)
{
	return scan_open(db, k, n, 0, 1, out, err);
}

int
carc_db_scan_open_part(struct carc_db *db, unsigned k, unsigned n,
    unsigned r, unsigned nparts, struct carc_db_scan **out,
    struct carc_error *err)
{
	return scan_open(db, k, n, r, nparts, out, err);
}

int
carc_db_scan_open_from(struct carc_db *db, int64_t from, int64_t to,
    struct carc_db_scan **out, struct carc_error *err)
{
	struct carc_db_scan *sc;

	*out = NULL;
	if (db->unreadable[0] != '\0')
		return 0;
	if ((sc = calloc(1, sizeof(*sc))) == NULL)
		return carc_reader_nomem(err);
	sc->db = db;
	sc->k = 0;
	sc->n = 1;
	sc->from = from;
	sc->to = to;
	sc->has_from = 1;
	/* no transaction of ours: the statements' own read transaction
	 * holds from the first game to the close, and the caller may
	 * commit its writes in between */
	if (scan_prepare(sc, err) < 0) {
		carc_db_scan_close(sc);
		return -1;
	}
	if (!sc->merge) {
		carc_db_scan_close(sc);
		return 0;
	}
	*out = sc;
	return 0;
}

static int
too_large(const struct carc_db *db)
{
	return (sqlite3_errcode(db->h) & 0xff) == SQLITE_TOOBIG;
}

/*
 * A value past the connection's limit (open.c) ends a statement of the
 * merge for good, and which game its row belonged to is not known.  The
 * games after the last one given are read one by one instead
 * (carc_db_read_game makes the one with the value unverifiable and goes
 * on); only a hostile database pays for the lookups.
 */
static int
scan_fall_back(struct carc_db_scan *sc, struct carc_record *rec,
    struct carc_error *err)
{
	size_t i, kept = 0;
	int t;

	for (t = 0; t < S_COUNT; t++) {
		sqlite3_finalize(sc->st[t]);
		sc->st[t] = NULL;
	}
	sc->merge = 0;
	if (carc_db_game_ids(sc->db, &sc->ids, &sc->nids, err) < 0)
		return -1;
	for (i = 0; i < sc->nids; i++)
		if ((!sc->has_last || sc->ids[i] > sc->last) &&
		    (!sc->has_from || (sc->ids[i] >= sc->from &&
		    sc->ids[i] <= sc->to)))
			sc->ids[kept++] = sc->ids[i];
	sc->nids = kept;
	sc->next = 0;
	return carc_db_scan_next(sc, rec, err);
}

/*
 * A part by blocks: bind the part's next block that holds a game to the
 * statements read a block at a time.  0 done, 1 no block is left, -1 an
 * error.  Each look for a game is one descent of games' key, and jumps
 * past the blocks of other parts and past ids no game has.
 */
static int
next_block(struct carc_db_scan *sc, struct carc_error *err)
{
	struct carc_db *db = sc->db;
	int64_t b, lo;
	int t, rc;

	for (;;) {
		if (sc->no_more)
			return 1;
		sqlite3_reset(sc->first_id);
		if (sqlite3_bind_int64(sc->first_id, 1, sc->next_lo) !=
		    SQLITE_OK || (rc = carc_reader_step(sc->first_id)) < 0)
			goto fail;
		if (rc == 0)
			return 1;
		b = block_of(sqlite3_column_int64(sc->first_id, 0));
		if (floor_mod(b, sc->part_n) == sc->part_r)
			break;
		/* the part's first block after b */
		b += floor_mod(sc->part_r - b, sc->part_n);
		if (b > block_of(INT64_MAX))
			return 1;
		sc->next_lo = b * PART_BLOCK;
	}
	lo = b * PART_BLOCK;
	if (b == block_of(INT64_MAX))
		sc->no_more = 1;
	else
		sc->next_lo = lo + PART_BLOCK;
	for (t = 0; t < S_COUNT; t++) {
		if (sc->st[t] == NULL || !sc->seek[t])
			continue;
		sqlite3_reset(sc->st[t]);
		if (sqlite3_bind_int64(sc->st[t], 1, lo) != SQLITE_OK ||
		    sqlite3_bind_int64(sc->st[t], 2, lo + (PART_BLOCK - 1)) !=
		    SQLITE_OK)
			goto fail;
		sc->cur[t].has_row = 0;
		sc->cur[t].done = 0;
	}
	sc->in_block = 1;
	return 0;
fail:
	return carc_error_set(err, "cannot list games in '%s': %s", db->path,
	    sqlite3_errmsg(db->h));
}

static int
scan_merge(struct carc_db_scan *sc, struct carc_record *rec,
    struct carc_error *err)
{
	struct carc_db *db = sc->db;
	sqlite3_stmt *st = sc->st[S_GAMES];
	int rc;

	for (;;) {
		if (sc->by_block && !sc->in_block &&
		    (rc = next_block(sc, err)) != 0)
			return rc;
		rc = carc_reader_step(st);
		if (rc != 0 || !sc->by_block)
			break;
		sc->in_block = 0;	/* the block's games are read */
	}
	if (rc < 0 && too_large(db))
		return scan_fall_back(sc, rec, err);
	if (rc <= 0)
		return rc == 0 ? 1 : carc_error_set(err, "cannot list games in "
		    "'%s': %s", db->path, sqlite3_errmsg(db->h));
	/* ids_integer: every id is one; ids_unique: once */
	carc_read_reset(rec, sqlite3_column_int64(st, 0));
	db->text_bytes = 0;
	if ((rc = carc_read_games_row(st, 1, rec, &db->text_bytes, err)) >= 0)
		rc = carc_read_tables(db, sc->rows, rec, err);
	if (rc < 0 && too_large(db))
		return scan_fall_back(sc, rec, err);
	sc->last = rec->id;
	sc->has_last = 1;
	return rc;
}

int
carc_db_scan_next(struct carc_db_scan *sc, struct carc_record *rec,
    struct carc_error *err)
{
	int rc;

	if (sc->merge)
		return scan_merge(sc, rec, err);
	while (sc->next < sc->nids) {
		int64_t id = sc->ids[sc->next++];

		if (!owns(sc, id))
			continue;
		/* 1, no such game: gone since the listing, in another
		 * transaction than ours (the caller's) */
		if ((rc = carc_db_read_game(sc->db, id, rec, err)) != 1)
			return rc;
	}
	return 1;
}

int
carc_db_scan_merging(const struct carc_db_scan *sc)
{
	return sc->merge;
}

void
carc_db_scan_close(struct carc_db_scan *sc)
{
	int t;

	if (sc == NULL)
		return;
	for (t = 0; t < S_COUNT; t++)
		sqlite3_finalize(sc->st[t]);
	sqlite3_finalize(sc->first_id);
	if (sc->in_txn)
		carc_db_commit(sc->db, NULL);
	free(sc->ids);
	free(sc);
}
