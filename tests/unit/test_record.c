/*
 * test_record.c - the record reader and the verdict writer against
 * databases built here, hostile ones first (STYLE.md point 8).
 */
#include "config.h"

#include <sys/stat.h>

#include <dirent.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"
#include <sqlite3.h>

#include "record/db_private.h"
#include "record/record.h"
#include "store/results.h"
#include "verify/batch.h"
#include "verify/report.h"

static char tmpdir[4096];
static char *schema_sql;

/* -- fixtures -------------------------------------------------------------- */

static char *
slurp(const char *path)
{
	FILE *f;
	char *buf = NULL;
	long len;

	if ((f = fopen(path, "rb")) == NULL)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0 && (buf = malloc(len + 1)) != NULL) {
		if (fread(buf, 1, len, f) != (size_t)len) {
			free(buf);
			buf = NULL;
		} else
			buf[len] = '\0';
	}
	fclose(f);
	return buf;
}

static const char *
path_of(const char *name)
{
	static char path[4200];

	snprintf(path, sizeof(path), "%s/%s", tmpdir, name);
	return path;
}

/* Make name afresh from the project schema (if schema) and sql. */
static const char *
make_db(const char *name, int schema, const char *sql)
{
	const char *path = path_of(name);
	char *msg = NULL;
	sqlite3 *h;
	char side[4300];

	unlink(path);
	snprintf(side, sizeof(side), "%s-wal", path);
	unlink(side);
	snprintf(side, sizeof(side), "%s-shm", path);
	unlink(side);
	CU_ASSERT_FATAL(sqlite3_open(path, &h) == SQLITE_OK);
	if (schema && sqlite3_exec(h, schema_sql, NULL, NULL, &msg) !=
	    SQLITE_OK)
		fprintf(stderr, "schema: %s\n", msg);
	CU_ASSERT_FATAL(msg == NULL);
	if (sql != NULL && sqlite3_exec(h, sql, NULL, NULL, &msg) != SQLITE_OK)
		fprintf(stderr, "sql: %s\n", msg);
	CU_ASSERT_FATAL(msg == NULL);
	sqlite3_close(h);
	return path;
}

/* The tables as another program might make them: no types, no NOT NULL,
 * no application_id, and an extra column and table to ignore. */
#define LOOSE_SCHEMA \
	"CREATE TABLE games(id INTEGER PRIMARY KEY, ruleset, tile_supply," \
	"  status, source, started_at, finished_at, extra);" \
	"CREATE TABLE game_expansions(game_id, name, variant);" \
	"CREATE TABLE players(game_id, seat, name, final_score);" \
	"CREATE TABLE moves(game_id, seq, seat, tile, action, x, y, rotation," \
	"  meeple, comment);" \
	"CREATE TABLE scores(game_id, seq, seat, points, kind);" \
	"CREATE TABLE chat(game_id, line);"

static int64_t
count(const char *path, const char *sql)
{
	sqlite3 *h;
	sqlite3_stmt *st;
	int64_t n = -1;

	if (sqlite3_open_v2(path, &h, SQLITE_OPEN_READONLY, NULL) ==
	    SQLITE_OK && sqlite3_prepare_v2(h, sql, -1, &st, NULL) ==
	    SQLITE_OK) {
		if (sqlite3_step(st) == SQLITE_ROW)
			n = sqlite3_column_int64(st, 0);
		sqlite3_finalize(st);
	}
	sqlite3_close(h);
	return n;
}

static struct carc_db *
open_ok(const char *path, int mode)
{
	struct carc_error err = { "" };
	struct carc_db *db = NULL;

	if (carc_db_open(&db, path, mode, &err) < 0)
		fprintf(stderr, "open: %s\n", err.msg);
	CU_ASSERT_FATAL(db != NULL);
	return db;
}

/* Read game id of a database made from sql; the caller frees rec. */
static int
read_one(const char *path, int64_t id, struct carc_record *rec)
{
	struct carc_error err = { "" };
	struct carc_db *db;
	int rc;

	db = open_ok(path, CARC_DB_READONLY);
	CU_ASSERT(carc_db_begin(db, &err) == 0);
	rc = carc_db_read_game(db, id, rec, &err);
	if (rc < 0)
		fprintf(stderr, "read: %s\n", err.msg);
	CU_ASSERT(carc_db_commit(db, &err) == 0);
	carc_db_close(db);
	return rc;
}

/* The reason a game of a loose database made from sql is unreadable. */
static void
expect_unreadable(const char *sql, const char *reason)
{
	struct carc_record rec;
	const char *path;

	carc_record_init(&rec);
	path = make_db("u.db", 0, sql);
	CU_ASSERT_EQUAL(read_one(path, 1, &rec), 0);
	if (strcmp(rec.unreadable, reason) != 0)
		fprintf(stderr, "\nwanted '%s', got '%s'\n", reason,
		    rec.unreadable);
	CU_ASSERT_STRING_EQUAL(rec.unreadable, reason);
	carc_record_free(&rec);
}

static void
expect_open_fails(const char *path, int mode, const char *part1,
    const char *part2)
{
	struct carc_error err = { "" };
	struct carc_db *db = NULL;

	CU_ASSERT_EQUAL(carc_db_open(&db, path, mode, &err), -1);
	CU_ASSERT_PTR_NULL(db);
	if (strstr(err.msg, part1) == NULL ||
	    (part2 != NULL && strstr(err.msg, part2) == NULL))
		fprintf(stderr, "\nunexpected message: %s\n", err.msg);
	CU_ASSERT_PTR_NOT_NULL(strstr(err.msg, part1));
	if (part2 != NULL)
		CU_ASSERT_PTR_NOT_NULL(strstr(err.msg, part2));
	carc_db_close(db);
}

/* -- reading --------------------------------------------------------------- */

static void
test_roundtrip(void)
{
	struct carc_record rec;
	const char *path;

	carc_record_init(&rec);
	path = make_db("rt.db", 1,
	    "INSERT INTO games(id, ruleset, tile_supply, status, source)"
	    "  VALUES (7, 'c1-farm-v2', 'free', 'in_progress', 'test');"
	    "INSERT INTO games(id) VALUES (8);"
	    "INSERT INTO game_expansions VALUES (7, 'signposts', NULL);"
	    "INSERT INTO game_expansions VALUES (7, 'compass', 'spielbox');"
	    "INSERT INTO game_expansions VALUES (8, 'watchtowers', NULL);"
	    "INSERT INTO players VALUES (7, 1, 'Bob', 46);"
	    "INSERT INTO players VALUES (7, 0, 'Ann', 31);"
	    "INSERT INTO players VALUES (8, 0, 'Other', 1);"
	    "INSERT INTO moves VALUES (7, 2, 1, 'W', 'discard', NULL, NULL,"
	    "  NULL, NULL);"
	    "INSERT INTO moves VALUES (7, 0, NULL, 'D', 'place', 0, 0, 0,"
	    "  NULL);"
	    "INSERT INTO moves VALUES (7, 1, 0, 'WT03', 'place', -1, 2, 270,"
	    "  'NL');"
	    "INSERT INTO moves VALUES (7, 3, 1, 'B', 'place', 0, -1, 90, 'C');"
	    "INSERT INTO moves VALUES (8, 0, NULL, 'D', 'place', 0, 0, 0,"
	    "  NULL);"
	    "INSERT INTO scores VALUES (7, 3, 1, 9, 'monastery');"
	    "INSERT INTO scores VALUES (7, NULL, 0, 4, 'field');"
	    "INSERT INTO scores VALUES (7, 1, 0, 2, 'road');"
	    "INSERT INTO scores VALUES (8, 1, 0, 5, 'city');");
	CU_ASSERT_EQUAL_FATAL(read_one(path, 7, &rec), 0);
	CU_ASSERT_STRING_EQUAL(rec.unreadable, "");
	CU_ASSERT_EQUAL(rec.id, 7);
	CU_ASSERT_STRING_EQUAL(rec.ruleset, "c1-farm-v2");
	CU_ASSERT_STRING_EQUAL(rec.tile_supply, "free");
	CU_ASSERT_STRING_EQUAL(rec.status, "in_progress");

	CU_ASSERT_EQUAL_FATAL(rec.nexpansions, 2);
	CU_ASSERT_STRING_EQUAL(rec.expansions[0].name, "compass");
	CU_ASSERT_STRING_EQUAL(rec.expansions[0].variant, "spielbox");
	CU_ASSERT(rec.expansions[0].has_variant);
	CU_ASSERT_STRING_EQUAL(rec.expansions[1].name, "signposts");
	CU_ASSERT_STRING_EQUAL(rec.expansions[1].variant, "");
	CU_ASSERT(!rec.expansions[1].has_variant);

	CU_ASSERT_EQUAL_FATAL(rec.nplayers, 2);
	CU_ASSERT_EQUAL(rec.players[0].seat, 0);
	CU_ASSERT_STRING_EQUAL(rec.players[0].name, "Ann");
	CU_ASSERT_EQUAL(rec.players[0].final_score, 31);
	CU_ASSERT(rec.players[0].has_final);
	CU_ASSERT_EQUAL(rec.players[1].seat, 1);
	CU_ASSERT_STRING_EQUAL(rec.players[1].name, "Bob");
	CU_ASSERT_EQUAL(rec.players[1].final_score, 46);

	CU_ASSERT_EQUAL_FATAL(rec.nmoves, 4);
	CU_ASSERT_EQUAL(rec.moves[0].seq, 0);
	CU_ASSERT(!rec.moves[0].has_seat);
	CU_ASSERT_STRING_EQUAL(rec.moves[0].tile, "D");
	CU_ASSERT(rec.moves[0].meeple.null);
	CU_ASSERT_EQUAL(rec.moves[1].seq, 1);
	CU_ASSERT(rec.moves[1].has_seat);
	CU_ASSERT_EQUAL(rec.moves[1].seat, 0);
	CU_ASSERT_STRING_EQUAL(rec.moves[1].tile, "WT03");
	CU_ASSERT_EQUAL(rec.moves[1].action, CARC_ACTION_PLACE);
	CU_ASSERT(rec.moves[1].has_xy);
	CU_ASSERT_EQUAL(rec.moves[1].x, -1);
	CU_ASSERT_EQUAL(rec.moves[1].y, 2);
	CU_ASSERT(rec.moves[1].has_rotation);
	CU_ASSERT_EQUAL(rec.moves[1].rotation, 270);
	CU_ASSERT(!rec.moves[1].meeple.null);
	CU_ASSERT_STRING_EQUAL(rec.moves[1].meeple.s, "NL");
	CU_ASSERT_EQUAL(rec.moves[2].seq, 2);
	CU_ASSERT_EQUAL(rec.moves[2].action, CARC_ACTION_DISCARD);
	CU_ASSERT(!rec.moves[2].has_xy);
	CU_ASSERT(!rec.moves[2].has_rotation);
	CU_ASSERT_EQUAL(rec.moves[3].rotation, 90);
	CU_ASSERT_STRING_EQUAL(rec.moves[3].meeple.s, "C");

	/* rowid order, not seq order */
	CU_ASSERT_EQUAL_FATAL(rec.nscores, 3);
	CU_ASSERT(rec.scores[0].has_seq);
	CU_ASSERT_EQUAL(rec.scores[0].seq, 3);
	CU_ASSERT_EQUAL(rec.scores[0].seat, 1);
	CU_ASSERT_EQUAL(rec.scores[0].points, 9);
	CU_ASSERT_STRING_EQUAL(rec.scores[0].kind.s, "monastery");
	CU_ASSERT(!rec.scores[1].has_seq);
	CU_ASSERT_STRING_EQUAL(rec.scores[1].kind.s, "field");
	CU_ASSERT_EQUAL(rec.scores[2].seq, 1);
	CU_ASSERT(rec.scores[2].has_seat && rec.scores[2].has_points);

	/* The arrays are reused and the counts start again. */
	CU_ASSERT_EQUAL_FATAL(read_one(path, 8, &rec), 0);
	CU_ASSERT_STRING_EQUAL(rec.ruleset, "final");
	CU_ASSERT_STRING_EQUAL(rec.tile_supply, "standard");
	CU_ASSERT_STRING_EQUAL(rec.status, "finished");
	CU_ASSERT_EQUAL(rec.nexpansions, 1);
	CU_ASSERT_EQUAL(rec.nplayers, 1);
	CU_ASSERT_EQUAL(rec.nmoves, 1);
	CU_ASSERT_EQUAL(rec.nscores, 1);
	CU_ASSERT_EQUAL(rec.scores[0].points, 5);
	carc_record_free(&rec);
}

#define LOOSE_GAME(fields) LOOSE_SCHEMA \
	"INSERT INTO games VALUES (1, 'final', 'standard', 'finished'," \
	"  NULL, NULL, NULL, 'x');" fields

static void
test_nulls(void)
{
	struct carc_record rec;
	const char *path;
	const struct carc_move *m;
	const struct carc_score *s;

	carc_record_init(&rec);
	path = make_db("null.db", 0, LOOSE_GAME(
	    "INSERT INTO game_expansions VALUES (1, 'compass', NULL);"
	    "INSERT INTO players VALUES (1, 0, NULL, NULL);"
	    "INSERT INTO moves VALUES (1, 0, NULL, NULL, 'place', NULL, NULL,"
	    "  NULL, NULL, NULL);"
	    "INSERT INTO moves VALUES (1, 1, 0, 'D', 'place', 3, NULL, 0,"
	    "  NULL, NULL);"
	    "INSERT INTO scores VALUES (1, NULL, NULL, NULL, NULL);"));
	CU_ASSERT_EQUAL_FATAL(read_one(path, 1, &rec), 0);
	CU_ASSERT_STRING_EQUAL(rec.unreadable, "");
	CU_ASSERT_EQUAL_FATAL(rec.nexpansions, 1);
	CU_ASSERT(!rec.expansions[0].has_variant);
	CU_ASSERT_EQUAL_FATAL(rec.nplayers, 1);
	CU_ASSERT_STRING_EQUAL(rec.players[0].name, "");
	CU_ASSERT(!rec.players[0].has_final);
	CU_ASSERT_EQUAL_FATAL(rec.nmoves, 2);
	m = &rec.moves[0];
	CU_ASSERT(!m->has_seat && !m->has_xy && !m->has_rotation);
	CU_ASSERT(m->tile_null);
	CU_ASSERT_STRING_EQUAL(m->tile, "");
	CU_ASSERT(m->meeple.null);
	m = &rec.moves[1];
	CU_ASSERT(!m->has_xy);		/* x without y is no square */
	CU_ASSERT(m->has_rotation && m->has_seat && !m->tile_null);
	CU_ASSERT_EQUAL_FATAL(rec.nscores, 1);
	s = &rec.scores[0];
	CU_ASSERT(!s->has_seq && !s->has_seat && !s->has_points);
	CU_ASSERT(s->kind.null);

	/* NULL where nothing can stand for it */
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO moves VALUES (1, NULL, 0, 'D', 'place', 0, 0, 0,"
	    "  NULL, NULL);"), "moves: seq is NULL");
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO moves VALUES (1, 4, 0, 'D', NULL, 0, 0, 0, NULL,"
	    "  NULL);"), "moves seq 4: action is NULL");
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO players VALUES (1, NULL, 'Ann', 3);"),
	    "players: seat is NULL");
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO game_expansions VALUES (1, NULL, 'hig');"),
	    "game_expansions: name is NULL");
	expect_unreadable(LOOSE_SCHEMA
	    "INSERT INTO games VALUES (1, 'final', 'standard', NULL, NULL,"
	    "  NULL, NULL, NULL);", "games: status is NULL");
	expect_unreadable(LOOSE_SCHEMA
	    "INSERT INTO games VALUES (1, NULL, 'standard', 'finished', NULL,"
	    "  NULL, NULL, NULL);", "games: ruleset is NULL");
	carc_record_free(&rec);
}

static void
test_bad_types(void)
{
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO moves VALUES (1, 4, 0, 'D', 'place', 0, 1, 'ninety',"
	    "  NULL, NULL);"), "moves seq 4: rotation is not an integer");
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO moves VALUES (1, 4, 0, 'D', 'place', 0, 1, 90.5,"
	    "  NULL, NULL);"), "moves seq 4: rotation is not an integer");
	/* With INTEGER affinity (the project schema) '90' is 90; without
	 * it, text stays text and is refused. */
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO moves VALUES (1, 2, '1', 'D', 'place', 0, 1, 90,"
	    "  NULL, NULL);"), "moves seq 2: seat is not an integer");
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO moves VALUES (1, 2, 1, 'D', 'place', 'a', 1, 90,"
	    "  NULL, NULL);"), "moves seq 2: x is not an integer");
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO moves VALUES (1, 'two', 1, 'D', 'place', 0, 1, 90,"
	    "  NULL, NULL);"), "moves: seq is not an integer");
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO moves VALUES (1, 2, 1, x'44', 'place', 0, 1, 90,"
	    "  NULL, NULL);"), "moves seq 2: tile is not text");
	/* "D\0junk" must not pass for "D" */
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO moves VALUES (1, 2, 1, CAST(x'44006a756e6b' AS TEXT),"
	    "  'place', 0, 1, 90, NULL, NULL);"),
	    "moves seq 2: tile is not text");
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO moves VALUES (1, 2, 1, 'D', 'jump', 0, 1, 90,"
	    "  NULL, NULL);"), "moves seq 2: unknown action 'jump'");
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO scores VALUES (1, 3, 0, 'lots', 'road');"),
	    "scores seq 3: points is not an integer");
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO scores VALUES (1, NULL, 0.5, 3, 'road');"),
	    "scores (final): seat is not an integer");
	expect_unreadable(LOOSE_GAME(
	    "INSERT INTO players VALUES (1, 0, 'Ann', 'many');"),
	    "players seat 0: final_score is not an integer");
	expect_unreadable(LOOSE_SCHEMA
	    "INSERT INTO games VALUES (1, x'00', 'standard', 'finished', NULL,"
	    "  NULL, NULL, NULL);", "games: ruleset is not text");
}

static void
test_missing_tables(void)
{
	struct carc_record rec;
	const char *path;

	/* games: the database is not one of recorded games at all */
	path = make_db("nogames.db", 0, "CREATE TABLE t(a);");
	expect_open_fails(path, CARC_DB_READONLY, "has no games table",
	    "nogames.db");
	path = make_db("empty.db", 0, NULL);
	expect_open_fails(path, CARC_DB_READONLY,
	    "has no games table: not a recorded-game database", NULL);

	/* the others: every game is unreadable */
	expect_unreadable(
	    "CREATE TABLE games(id INTEGER PRIMARY KEY, ruleset, tile_supply,"
	    "  status);"
	    "CREATE TABLE players(game_id, seat, name, final_score);"
	    "CREATE TABLE moves(game_id, seq, seat, tile, action, x, y,"
	    "  rotation, meeple);"
	    "INSERT INTO games VALUES (1, 'final', 'standard', 'finished');",
	    "no table 'scores'");

	/* game_expansions may be absent: no expansions */
	carc_record_init(&rec);
	path = make_db("noexp.db", 0,
	    "CREATE TABLE games(id INTEGER PRIMARY KEY, ruleset, tile_supply,"
	    "  status);"
	    "CREATE TABLE players(game_id, seat, name, final_score);"
	    "CREATE TABLE moves(game_id, seq, seat, tile, action, x, y,"
	    "  rotation, meeple);"
	    "CREATE TABLE scores(game_id, seq, seat, points, kind);"
	    "INSERT INTO games VALUES (1, 'final', 'standard', 'finished');"
	    "INSERT INTO moves VALUES (1, 0, NULL, 'D', 'place', 0, 0, 0,"
	    "  NULL);");
	CU_ASSERT_EQUAL(read_one(path, 1, &rec), 0);
	CU_ASSERT_STRING_EQUAL(rec.unreadable, "");
	CU_ASSERT_EQUAL(rec.nexpansions, 0);
	CU_ASSERT_EQUAL(rec.nmoves, 1);
	/* and a game that is not there is still not there */
	CU_ASSERT_EQUAL(read_one(path, 2, &rec), 1);
	carc_record_free(&rec);
}

static void
test_missing_column(void)
{
	struct carc_record rec;
	const char *path;

	expect_unreadable(
	    "CREATE TABLE games(id INTEGER PRIMARY KEY, ruleset, tile_supply,"
	    "  status);"
	    "CREATE TABLE players(game_id, seat, name, final_score);"
	    "CREATE TABLE moves(game_id, seq, seat, tile, action, x, y,"
	    "  rotation, meeple);"
	    "CREATE TABLE scores(game_id, seq, seat, points);"
	    "INSERT INTO games VALUES (1, 'final', 'standard', 'finished');",
	    "table 'scores' has no column 'kind'");
	expect_unreadable(
	    "CREATE TABLE games(id INTEGER PRIMARY KEY, ruleset, status);"
	    "CREATE TABLE players(game_id, seat, name, final_score);"
	    "CREATE TABLE moves(game_id, seq, seat, tile, action, x, y,"
	    "  rotation, meeple);"
	    "CREATE TABLE scores(game_id, seq, seat, points, kind);"
	    "INSERT INTO games VALUES (1, 'final', 'finished');",
	    "table 'games' has no column 'tile_supply'");

	/* unreadable, yet only for games that exist */
	carc_record_init(&rec);
	path = make_db("nocol.db", 0,
	    "CREATE TABLE games(id INTEGER PRIMARY KEY, ruleset, tile_supply,"
	    "  status);"
	    "CREATE TABLE players(game_id, seat, name, final_score);"
	    "CREATE TABLE moves(game_id, seq, seat, tile, action, x, y,"
	    "  rotation);"
	    "CREATE TABLE scores(game_id, seq, seat, points, kind);"
	    "INSERT INTO games VALUES (1, 'final', 'standard', 'finished');");
	CU_ASSERT_EQUAL(read_one(path, 2, &rec), 1);
	carc_record_free(&rec);

	/* the columns are there but the query cannot run: no rowid */
	expect_unreadable(
	    "CREATE TABLE games(id INTEGER PRIMARY KEY, ruleset, tile_supply,"
	    "  status);"
	    "CREATE TABLE players(game_id, seat, name, final_score);"
	    "CREATE TABLE moves(game_id, seq, seat, tile, action, x, y,"
	    "  rotation, meeple);"
	    "CREATE TABLE scores(game_id, seq, seat, points, kind,"
	    "  PRIMARY KEY (game_id, seq, seat, kind)) WITHOUT ROWID;"
	    "INSERT INTO games VALUES (1, 'final', 'standard', 'finished');",
	    "cannot read table 'scores': no such column: rowid");

	path = make_db("noid.db", 0,
	    "CREATE TABLE games(ruleset, tile_supply, status);");
	expect_open_fails(path, CARC_DB_READONLY, "has no column 'id'", NULL);
}

static void
test_too_long(void)
{
	struct carc_record rec;
	const char *path;
	const struct carc_move *m;

	carc_record_init(&rec);
	/* hex(zeroblob(n)) is 2n '0' characters: 800 KB of tile id, under
	 * CARC_MAX_VALUE */
	path = make_db("long.db", 1,
	    "INSERT INTO games(id) VALUES (1);"
	    "INSERT INTO moves VALUES (1, 0, NULL, hex(zeroblob(400000)),"
	    "  'place', 0, 0, 0, hex(zeroblob(1000)));"
	    "INSERT INTO scores VALUES (1, 0, 0, 1,"
	    "  'road-and-a-very-long-kind');"
	    "INSERT INTO players VALUES (1, 0, hex(zeroblob(1000)), 1);"
	    "INSERT INTO game_expansions VALUES (1, hex(zeroblob(100)),"
	    "  hex(zeroblob(100)));");
	CU_ASSERT_EQUAL_FATAL(read_one(path, 1, &rec), 0);
	CU_ASSERT_STRING_EQUAL(rec.unreadable, "");
	CU_ASSERT_EQUAL_FATAL(rec.nmoves, 1);
	m = &rec.moves[0];
	CU_ASSERT(m->tile_too_long);
	CU_ASSERT(!m->tile_null);
	CU_ASSERT_EQUAL(strlen(m->tile), CARC_TILE_ID_MAX - 1);
	CU_ASSERT(m->meeple.too_long);
	CU_ASSERT_EQUAL(strlen(m->meeple.s), CARC_MEEPLE_MAX - 1);
	CU_ASSERT_EQUAL_FATAL(rec.nscores, 1);
	CU_ASSERT(rec.scores[0].kind.too_long);
	CU_ASSERT_EQUAL(strlen(rec.scores[0].kind.s), CARC_KIND_MAX - 1);
	CU_ASSERT_EQUAL_FATAL(rec.nplayers, 1);
	CU_ASSERT_EQUAL(strlen(rec.players[0].name), CARC_NAME_MAX - 1);
	CU_ASSERT_EQUAL_FATAL(rec.nexpansions, 1);
	CU_ASSERT(rec.expansions[0].name_too_long);
	CU_ASSERT(rec.expansions[0].variant_too_long);
	CU_ASSERT(rec.expansions[0].has_variant);
	carc_record_free(&rec);

	expect_unreadable(LOOSE_SCHEMA
	    "INSERT INTO games VALUES (1, hex(zeroblob(100)), 'standard',"
	    "  'finished', NULL, NULL, NULL, NULL);",
	    "games: ruleset is too long");
}

static double
now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
test_too_many(void)
{
	struct carc_record rec;
	const char *path;
	char sql[1024];
	double t0, t;

	carc_record_init(&rec);
	/* exactly the limit is fine */
	snprintf(sql, sizeof(sql),
	    "INSERT INTO games(id) VALUES (1);"
	    "WITH RECURSIVE c(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM c"
	    "  WHERE n + 1 < %d)"
	    "INSERT INTO moves SELECT 1, n, n %% 2, 'D', 'place', n, 0, 0, NULL"
	    "  FROM c;", CARC_MAX_MOVES);
	path = make_db("max.db", 1, sql);
	CU_ASSERT_EQUAL(read_one(path, 1, &rec), 0);
	CU_ASSERT_STRING_EQUAL(rec.unreadable, "");
	CU_ASSERT_EQUAL(rec.nmoves, CARC_MAX_MOVES);

	/* one more is not, and ten times more costs no more to refuse */
	snprintf(sql, sizeof(sql),
	    "INSERT INTO games(id) VALUES (1);"
	    "WITH RECURSIVE c(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM c"
	    "  WHERE n + 1 < %d)"
	    "INSERT INTO moves SELECT 1, n, n %% 2, 'D', 'place', n, 0, 0, NULL"
	    "  FROM c;", CARC_MAX_MOVES * 10);
	path = make_db("many.db", 1, sql);
	t0 = now_s();
	CU_ASSERT_EQUAL(read_one(path, 1, &rec), 0);
	t = now_s() - t0;
	CU_ASSERT_STRING_EQUAL(rec.unreadable, "moves: more than 4096 moves");
	CU_ASSERT(rec.nmoves <= CARC_MAX_MOVES);
	CU_ASSERT(rec.moves_cap <= CARC_MAX_MOVES);
	/* generous: valgrind runs it 50 times slower */
	CU_ASSERT(t < 2.0);

	snprintf(sql, sizeof(sql),
	    "INSERT INTO games(id) VALUES (1);"
	    "WITH RECURSIVE c(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM c"
	    "  WHERE n < %d)"
	    "INSERT INTO scores SELECT 1, n, 0, 1, 'road' FROM c;",
	    CARC_MAX_SCORES);
	path = make_db("scores.db", 1, sql);
	CU_ASSERT_EQUAL(read_one(path, 1, &rec), 0);
	CU_ASSERT_STRING_EQUAL(rec.unreadable,
	    "scores: more than 16384 scores");
	CU_ASSERT(rec.scores_cap <= CARC_MAX_SCORES);
	carc_record_free(&rec);

	expect_unreadable(LOOSE_GAME(
	    "WITH RECURSIVE c(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM c"
	    "  WHERE n < 6)"
	    "INSERT INTO players SELECT 1, n, 'p', 0 FROM c;"),
	    "players: more than 6 players");
	expect_unreadable(LOOSE_GAME(
	    "WITH RECURSIVE c(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM c"
	    "  WHERE n < 16)"
	    "INSERT INTO game_expansions SELECT 1, 'x' || n, NULL FROM c;"),
	    "game_expansions: more than 16 expansions");
}

static void
test_not_sqlite(void)
{
	const char *path = path_of("text.db");
	FILE *f;
	int i;

	f = fopen(path, "w");
	CU_ASSERT_FATAL(f != NULL);
	for (i = 0; i < 100; i++)
		fputs("this is not a database, only some text\n", f);
	fclose(f);
	expect_open_fails(path, CARC_DB_READONLY, "is not an SQLite database",
	    "text.db'");
	expect_open_fails(path, CARC_DB_READWRITE, "is not an SQLite database",
	    NULL);
	unlink(path);
}

static void
test_missing_file(void)
{
	struct stat sb;
	const char *path = path_of("nosuch.db");

	expect_open_fails(path, CARC_DB_READONLY, "cannot open '",
	    "nosuch.db': no such file");
	expect_open_fails(path, CARC_DB_READWRITE, "no such file", NULL);
	/* a mistyped path leaves nothing behind */
	CU_ASSERT(stat(path, &sb) < 0);
	expect_open_fails(tmpdir, CARC_DB_READONLY, "is a directory", NULL);
}

static void
test_application_id(void)
{
	const char *path;
	struct carc_db *db;

	path = make_db("appid.db", 1, "PRAGMA application_id = 1234;");
	expect_open_fails(path, CARC_DB_READONLY, "0x000004d2", "0x43415243");
	/* ours and none are both fine */
	path = make_db("ours.db", 1, NULL);
	CU_ASSERT_EQUAL(count(path, "PRAGMA application_id"),
	    CARC_APPLICATION_ID);
	CU_ASSERT_EQUAL(count(path, "PRAGMA user_version"), 1);
	db = open_ok(path, CARC_DB_READONLY);
	carc_db_close(db);
	path = make_db("none.db", 0, LOOSE_SCHEMA);
	db = open_ok(path, CARC_DB_READONLY);
	carc_db_close(db);
}

static void
test_game_ids(void)
{
	struct carc_error err = { "" };
	struct carc_record rec;
	struct carc_db *db;
	const char *path;
	int64_t *ids;
	size_t n;

	carc_record_init(&rec);
	path = make_db("ids.db", 1,
	    "INSERT INTO games(id) VALUES (30), (5), (-2), (12);");
	db = open_ok(path, CARC_DB_READONLY);
	CU_ASSERT_EQUAL_FATAL(carc_db_game_ids(db, &ids, &n, &err), 0);
	CU_ASSERT_EQUAL_FATAL(n, 4);
	CU_ASSERT(ids[0] == -2 && ids[1] == 5 && ids[2] == 12 &&
	    ids[3] == 30);
	free(ids);
	CU_ASSERT_EQUAL(carc_db_read_game(db, 6, &rec, &err), 1);
	CU_ASSERT_EQUAL(carc_db_read_game(db, 5, &rec, &err), 0);
	CU_ASSERT_STRING_EQUAL(carc_db_path(db), path);
	carc_db_close(db);

	path = make_db("noids.db", 1, NULL);
	db = open_ok(path, CARC_DB_READONLY);
	CU_ASSERT_EQUAL(carc_db_game_ids(db, &ids, &n, &err), 0);
	CU_ASSERT_EQUAL(n, 0);
	free(ids);
	carc_db_close(db);
	carc_record_free(&rec);
}

/* -- verdicts -------------------------------------------------------------- */

static void
test_verdict_array(void)
{
	struct carc_verdict v;
	struct carc_divergence *d;
	size_t i, cap;

	carc_verdict_init(&v);
	carc_verdict_reset(&v, 3);
	for (i = 0; i < 100; i++) {
		d = carc_verdict_add(&v, "BASE-PLACE-EDGE");
		CU_ASSERT_PTR_NOT_NULL_FATAL(d);
		CU_ASSERT(!d->has_seq && !d->has_seat);
		d->seq = (int64_t)i;
	}
	CU_ASSERT_EQUAL(v.ndiv, 100);
	CU_ASSERT_EQUAL(v.div[99].seq, 99);
	CU_ASSERT_STRING_EQUAL(v.div[0].rule, "BASE-PLACE-EDGE");
	cap = v.div_cap;
	carc_verdict_reset(&v, 4);
	CU_ASSERT_EQUAL(v.game, 4);
	CU_ASSERT_EQUAL(v.ndiv, 0);
	CU_ASSERT_EQUAL(v.div_cap, cap);
	CU_ASSERT_STRING_EQUAL(carc_verdict_names[CARC_VALID], "valid");
	CU_ASSERT_STRING_EQUAL(carc_verdict_names[CARC_DIVERGENT],
	    "divergent");
	CU_ASSERT_STRING_EQUAL(carc_verdict_names[CARC_UNVERIFIABLE],
	    "unverifiable");
	carc_verdict_free(&v);
}

/* carc_report_json's line of v, NUL-ended; the caller frees it. */
static char *
json_line(const struct carc_verdict *v)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	CU_ASSERT_PTR_NOT_NULL_FATAL(f);
	carc_report_json(f, v);
	CU_ASSERT_FATAL(fclose(f) == 0);
	return buf;
}

/*
 * The strings of a verdict line: printable ASCII is held with the rest
 * of the line as it is (report.c, line_json_string), anything else is
 * escaped as carc_json_string does, and the line's parts stay in order
 * either way.
 */
static void
test_verdict_json_strings(void)
{
	static const struct {
		const char *engine, *json;
	} cases[] = {
		{ "carc 0.1.0; river 1.0.0", "\"carc 0.1.0; river 1.0.0\"" },
		{ "a/b ~{}", "\"a/b ~{}\"" },
		{ "", "\"\"" },
		{ "say \"hi\"", "\"say \\\"hi\\\"\"" },
		{ "back\\slash", "\"back\\\\slash\"" },
		{ "tab\there", "\"tab\\there\"" },
		{ "bell\a", "\"bell\\u0007\"" },
		{ "del\x7f", "\"del\\u007f\"" },
		{ "caf\xc3\xa9", "\"caf\xc3\xa9\"" },
		{ "bad\xff", "\"bad\\ufffd\"" },
	};
	struct carc_verdict v;
	char want[256], *line;
	size_t i;

	carc_verdict_init(&v);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		carc_verdict_reset(&v, 7);
		v.kind = CARC_VALID;
		snprintf(v.engine, sizeof(v.engine), "%s", cases[i].engine);
		line = json_line(&v);
		snprintf(want, sizeof(want), "{\"game\":7,\"verdict\":"
		    "\"valid\",\"engine\":%s,\"divergences\":[],\"final\":"
		    "{\"computed\":[],\"recorded\":[]},\"moves_only\":false}\n",
		    cases[i].json);
		CU_ASSERT_STRING_EQUAL(line, want);
		free(line);
	}
	/* a reason beside the engine, each its own way */
	carc_verdict_reset(&v, 8);
	v.kind = CARC_UNVERIFIABLE;
	snprintf(v.reason, sizeof(v.reason), "moves: tile \"X\"");
	snprintf(v.engine, sizeof(v.engine), "carc 0.1.0");
	line = json_line(&v);
	CU_ASSERT_STRING_EQUAL(line, "{\"game\":8,\"verdict\":"
	    "\"unverifiable\",\"reason\":\"moves: tile \\\"X\\\"\","
	    "\"engine\":\"carc 0.1.0\",\"divergences\":[],\"final\":"
	    "{\"computed\":[],\"recorded\":[]},\"moves_only\":false}\n");
	free(line);
	carc_verdict_free(&v);
}

static void
test_store(void)
{
	struct carc_error err = { "" };
	struct carc_verdict v;
	struct carc_divergence *d;
	struct carc_db *db;
	const char *path;

	path = make_db("store.db", 0, LOOSE_GAME(
	    "INSERT INTO games VALUES (2, 'final', 'standard', 'finished',"
	    "  NULL, NULL, NULL, NULL);"));
	db = open_ok(path, CARC_DB_READWRITE);
	carc_verdict_init(&v);

	/* another game's verdict must survive */
	carc_verdict_reset(&v, 2);
	v.kind = CARC_DIVERGENT;
	snprintf(v.engine, sizeof(v.engine), "carc 0.1.0");
	d = carc_verdict_add(&v, "BASE-MEEPLE-FREE");
	snprintf(d->message, sizeof(d->message), "other game");
	CU_ASSERT_EQUAL_FATAL(carc_store_verdict(db, &v, &err), 0);

	carc_verdict_reset(&v, 1);
	v.kind = CARC_DIVERGENT;
	snprintf(v.engine, sizeof(v.engine), "carc 0.1.0; compass 1.0.0");
	d = carc_verdict_add(&v, "SCORE-ROAD");
	d->has_seq = 1;
	d->seq = 12;
	d->has_seat = 1;
	d->seat = 1;
	snprintf(d->expected, sizeof(d->expected), "3");
	snprintf(d->recorded, sizeof(d->recorded), "4");
	snprintf(d->message, sizeof(d->message), "road worth 3");
	d = carc_verdict_add(&v, "SCORE-FINAL");
	snprintf(d->message, sizeof(d->message), "final total");
	d = carc_verdict_add(&v, "DATA-SEAT");
	d->has_seq = 1;
	d->seq = 3;
	snprintf(d->message, sizeof(d->message), "wrong seat");
	CU_ASSERT_EQUAL_FATAL(carc_store_verdict(db, &v, &err), 0);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM verdicts"), 2);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM divergences"
	    " WHERE game_id = 1"), 3);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM divergences"
	    " WHERE game_id = 1 AND seq IS NULL AND seat IS NULL"
	    " AND expected IS NULL AND rule = 'SCORE-FINAL'"), 1);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM divergences"
	    " WHERE seq = 12 AND seat = 1 AND expected = '3'"
	    " AND recorded = '4' AND message = 'road worth 3'"), 1);
	CU_ASSERT_EQUAL(count(path, "SELECT divergences FROM verdicts"
	    " WHERE game_id = 1 AND verdict = 'divergent'"
	    " AND engine = 'carc 0.1.0; compass 1.0.0'"), 3);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM verdicts WHERE"
	    " checked_at GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T"
	    "[0-2][0-9]:[0-5][0-9]:[0-6][0-9]Z'"), 2);

	/* again: replaced, not added */
	carc_verdict_reset(&v, 1);
	v.kind = CARC_VALID;
	snprintf(v.engine, sizeof(v.engine), "carc 0.1.0");
	d = carc_verdict_add(&v, "SCORE-ROAD");
	snprintf(d->message, sizeof(d->message), "just one");
	CU_ASSERT_EQUAL_FATAL(carc_store_verdict(db, &v, &err), 0);
	carc_verdict_reset(&v, 1);
	v.kind = CARC_VALID;
	snprintf(v.engine, sizeof(v.engine), "carc 0.1.0");
	CU_ASSERT_EQUAL_FATAL(carc_store_verdict(db, &v, &err), 0);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM verdicts"), 2);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM verdicts"
	    " WHERE game_id = 1 AND verdict = 'valid' AND divergences = 0"),
	    1);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM divergences"
	    " WHERE game_id = 1"), 0);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM divergences"
	    " WHERE game_id = 2"), 1);

	/* the hint (doc/spec/cli.md) goes at the end of the message: the
	 * spec's divergences table has no column of its own for it */
	carc_verdict_reset(&v, 2);
	v.kind = CARC_DIVERGENT;
	snprintf(v.engine, sizeof(v.engine), "carc 0.1.0");
	d = carc_verdict_add(&v, "SIGN-DIR");
	snprintf(d->message, sizeof(d->message), "seat 0: 5 road, the "
	    "record 6");
	carc_divergence_hint(d, "SIGN-NEXT-TILE", "judged on the tile %s",
	    "behind it");
	(void)carc_verdict_add(&v, "SCORE-TOTAL");
	CU_ASSERT_EQUAL_FATAL(carc_store_verdict(db, &v, &err), 0);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM divergences"
	    " WHERE game_id = 2 AND rule = 'SIGN-DIR' AND message ="
	    " 'seat 0: 5 road, the record 6 (hint: SIGN-NEXT-TILE: judged"
	    " on the tile behind it)'"), 1);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM divergences"
	    " WHERE game_id = 2 AND rule = 'SCORE-TOTAL' AND message = ''"),
	    1);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM verdicts"
	    " WHERE game_id = 2 AND reason IS NULL"), 1);

	/* inside the caller's transaction too; the reason of an
	 * unverifiable game is kept (record-format.md, verdicts.reason) */
	carc_verdict_reset(&v, 1);
	snprintf(v.engine, sizeof(v.engine), "carc 0.1.0");
	CU_ASSERT_EQUAL(carc_db_begin(db, &err), 0);
	v.kind = CARC_UNVERIFIABLE;
	snprintf(v.reason, sizeof(v.reason), "DATA-SEQ: moves are not "
	    "numbered 0, 1, 2 ...");
	CU_ASSERT_EQUAL(carc_store_verdict(db, &v, &err), 0);
	CU_ASSERT_EQUAL(carc_db_commit(db, &err), 0);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM verdicts"
	    " WHERE verdict = 'unverifiable' AND reason = 'DATA-SEQ: moves"
	    " are not numbered 0, 1, 2 ...'"), 1);

	/* a bad verdict changes nothing */
	v.kind = 7;
	CU_ASSERT_EQUAL(carc_store_verdict(db, &v, &err), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(err.msg, "unknown verdict"));
	carc_db_close(db);

	/* a failure halfway rolls the whole game back (a CHECK: the
	 * file's triggers never run, see test_triggers) */
	path = make_db("clash.db", 1,
	    "INSERT INTO games(id) VALUES (1);"
	    "INSERT INTO verdicts(game_id, verdict, divergences, engine,"
	    "  checked_at) VALUES (1, 'valid', 0, 'old', 'then');"
	    "DROP TABLE divergences;"
	    "CREATE TABLE divergences(game_id INTEGER NOT NULL, seq INTEGER,"
	    "  seat INTEGER, rule TEXT NOT NULL CHECK (rule != 'BAD'),"
	    "  expected TEXT, recorded TEXT, message TEXT NOT NULL);");
	db = open_ok(path, CARC_DB_READWRITE);
	carc_verdict_reset(&v, 1);
	v.kind = CARC_DIVERGENT;
	snprintf(v.engine, sizeof(v.engine), "new");
	(void)carc_verdict_add(&v, "GOOD");
	(void)carc_verdict_add(&v, "BAD");
	CU_ASSERT_EQUAL(carc_store_verdict(db, &v, &err), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(err.msg, "cannot store the verdict of"
	    " game 1"));
	CU_ASSERT(sqlite3_get_autocommit(carc_db_handle(db)));
	carc_db_close(db);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM verdicts"
	    " WHERE engine = 'old'"), 1);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM divergences"), 0);

	/* read-only is read-only */
	db = open_ok(path, CARC_DB_READONLY);
	v.kind = CARC_VALID;
	v.ndiv = 0;
	CU_ASSERT_EQUAL(carc_store_verdict(db, &v, &err), -1);
	CU_ASSERT_PTR_NOT_NULL(strstr(err.msg, "read-only"));
	carc_db_close(db);
	carc_verdict_free(&v);
}

/*
 * A verdicts table made before the reason column existed (by an older
 * carc or another program) gets the column the first time results are
 * written, and nothing else of it changes (record-format.md).
 */
static void
test_store_old_verdicts(void)
{
	struct carc_error err = { "" };
	struct carc_verdict v;
	struct carc_db *db;
	const char *path;

	path = make_db("old-verdicts.db", 0, LOOSE_GAME(
	    "INSERT INTO games VALUES (2, 'final', 'standard', 'finished',"
	    "  NULL, NULL, NULL, NULL);"
	    "CREATE TABLE verdicts(game_id INTEGER PRIMARY KEY,"
	    "  verdict TEXT NOT NULL, divergences INTEGER NOT NULL,"
	    "  engine TEXT NOT NULL, checked_at TEXT NOT NULL);"
	    "INSERT INTO verdicts VALUES (1, 'valid', 0, 'old', 'then');"));
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM"
	    " pragma_table_info('verdicts')"), 5);
	db = open_ok(path, CARC_DB_READWRITE);
	carc_verdict_init(&v);
	carc_verdict_reset(&v, 2);
	v.kind = CARC_UNVERIFIABLE;
	snprintf(v.engine, sizeof(v.engine), "carc 0.1.0");
	snprintf(v.reason, sizeof(v.reason), "moves: the game has no moves");
	CU_ASSERT_EQUAL(carc_store_verdict(db, &v, &err), 0);
	/* a second verdict through the same handle: the column is there */
	carc_verdict_reset(&v, 2);
	v.kind = CARC_UNVERIFIABLE;
	snprintf(v.engine, sizeof(v.engine), "carc 0.1.0");
	snprintf(v.reason, sizeof(v.reason), "moves: still none");
	CU_ASSERT_EQUAL(carc_store_verdict(db, &v, &err), 0);
	carc_db_close(db);
	carc_verdict_free(&v);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM"
	    " pragma_table_info('verdicts')"), 6);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM"
	    " pragma_table_info('verdicts') WHERE cid = 5 AND name = 'reason'"
	    " AND type = 'TEXT' AND \"notnull\" = 0 AND dflt_value IS NULL"),
	    1);
	/* the old columns as they were, the old row untouched */
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM"
	    " pragma_table_info('verdicts') WHERE (cid, name, \"notnull\") IN"
	    " (VALUES (0, 'game_id', 0), (1, 'verdict', 1),"
	    " (2, 'divergences', 1), (3, 'engine', 1), (4, 'checked_at', 1))"),
	    5);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM verdicts WHERE"
	    " game_id = 1 AND verdict = 'valid' AND engine = 'old' AND"
	    " checked_at = 'then' AND reason IS NULL"), 1);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM verdicts WHERE"
	    " game_id = 2 AND reason = 'moves: still none'"), 1);
}

static void
test_wal(void)
{
	struct carc_verdict v;
	struct carc_error err = { "" };
	struct carc_db *db;
	const char *path;

	/* Storing a verdict changes no persistent setting
	 * (record-format.md): a rollback-journal file stays one... */
	carc_verdict_init(&v);
	path = make_db("journal.db", 1, "INSERT INTO games(id) VALUES (1);");
	db = open_ok(path, CARC_DB_READWRITE);
	carc_verdict_reset(&v, 1);
	v.kind = CARC_VALID;
	CU_ASSERT_EQUAL(carc_store_verdict(db, &v, &err), 0);
	carc_db_close(db);
	CU_ASSERT_EQUAL(count(path, "SELECT journal_mode = 'delete' FROM"
	    " pragma_journal_mode"), 1);
	/* ...and a WAL file stays WAL, and reads read-only. */
	path = make_db("wal.db", 1, "PRAGMA journal_mode = WAL;"
	    "INSERT INTO games(id) VALUES (1);");
	db = open_ok(path, CARC_DB_READWRITE);
	CU_ASSERT_EQUAL(carc_store_verdict(db, &v, &err), 0);
	carc_db_close(db);
	CU_ASSERT_EQUAL(count(path, "SELECT journal_mode = 'wal' FROM"
	    " pragma_journal_mode"), 1);
	db = open_ok(path, CARC_DB_READONLY);
	carc_db_close(db);
	carc_verdict_free(&v);
}

/* The file's triggers never run when carc writes: one on verdicts that
 * empties games and forges the verdict does nothing. */
static void
test_triggers(void)
{
	struct carc_verdict v;
	struct carc_error err = { "" };
	struct carc_db *db;
	const char *path;

	carc_verdict_init(&v);
	path = make_db("trigger.db", 1, "INSERT INTO games(id) VALUES (1);"
	    "CREATE TRIGGER wipe AFTER INSERT ON verdicts BEGIN"
	    "  DELETE FROM games; UPDATE verdicts SET verdict = 'valid'; END;");
	db = open_ok(path, CARC_DB_READWRITE);
	carc_verdict_reset(&v, 1);
	v.kind = CARC_DIVERGENT;
	(void)carc_verdict_add(&v, "BASE-X");
	CU_ASSERT_EQUAL(carc_store_verdict(db, &v, &err), 0);
	CU_ASSERT_EQUAL(carc_db_check(db, &err), 0);
	carc_db_close(db);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM games"), 1);
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM verdicts"
	    " WHERE verdict = 'divergent'"), 1);
	carc_verdict_free(&v);
}

/* The first text of sql's first row on path, "" if none. */
static void
text_of(const char *path, const char *sql, char *out, size_t size)
{
	sqlite3 *h;
	sqlite3_stmt *st;

	out[0] = '\0';
	if (sqlite3_open_v2(path, &h, SQLITE_OPEN_READONLY, NULL) ==
	    SQLITE_OK && sqlite3_prepare_v2(h, sql, -1, &st, NULL) ==
	    SQLITE_OK) {
		if (sqlite3_step(st) == SQLITE_ROW &&
		    sqlite3_column_text(st, 0) != NULL)
			snprintf(out, size, "%s",
			    (const char *)sqlite3_column_text(st, 0));
		sqlite3_finalize(st);
	}
	sqlite3_close(h);
}

/*
 * The result tables the writer adds to a database made by another program
 * are db/schema.sql's own (carc_results_ddl is built from it): the same
 * columns, types, constraints, keys and index.
 */
static void
test_results_ddl(void)
{
	static const char shape_sql[] =
	    "SELECT group_concat(t.name || ' ' || i.cid || ' ' || i.name ||"
	    " ' ' || i.type || ' ' || i.\"notnull\" || ' ' ||"
	    " coalesce(i.dflt_value, '-') || ' ' || i.pk, ', ') FROM"
	    " (SELECT 'verdicts' AS name UNION ALL SELECT 'divergences') t,"
	    " pragma_table_info(t.name) i";
	static const char keys_sql[] =
	    "SELECT group_concat(t.name || ' ' || f.\"table\" || ' ' ||"
	    " f.\"from\" || ' ' || f.\"to\", ', ') FROM"
	    " (SELECT 'verdicts' AS name UNION ALL SELECT 'divergences') t,"
	    " pragma_foreign_key_list(t.name) f";
	static const char index_sql[] =
	    "SELECT group_concat(l.name || ' ' || c.name, ', ') FROM"
	    " pragma_index_list('divergences') l,"
	    " pragma_index_info(l.name) c";
	char made[2048], want[2048];
	struct carc_error err = { "" };
	struct carc_verdict v;
	struct carc_db *db;
	const char *path, *ref;

	CU_ASSERT_PTR_NOT_NULL(strstr(carc_results_ddl,
	    "CREATE TABLE IF NOT EXISTS verdicts("));
	ref = make_db("results-ref.db", 1, NULL);
	path = make_db("results-new.db", 0, LOOSE_GAME(""));
	CU_ASSERT_EQUAL(count(path, "SELECT count(*) FROM sqlite_master"
	    " WHERE name IN ('verdicts', 'divergences')"), 0);
	db = open_ok(path, CARC_DB_READWRITE);
	carc_verdict_init(&v);
	carc_verdict_reset(&v, 1);
	v.kind = CARC_VALID;
	CU_ASSERT_EQUAL(carc_store_verdict(db, &v, &err), 0);
	carc_db_close(db);
	carc_verdict_free(&v);

	text_of(ref, shape_sql, want, sizeof(want));
	text_of(path, shape_sql, made, sizeof(made));
	CU_ASSERT_PTR_NOT_NULL(strstr(want, "verdicts 5 reason TEXT 0 - 0"));
	CU_ASSERT_STRING_EQUAL(made, want);
	text_of(ref, keys_sql, want, sizeof(want));
	text_of(path, keys_sql, made, sizeof(made));
	CU_ASSERT_PTR_NOT_NULL(strstr(want, "divergences games game_id id"));
	CU_ASSERT_STRING_EQUAL(made, want);
	text_of(ref, index_sql, want, sizeof(want));
	text_of(path, index_sql, made, sizeof(made));
	CU_ASSERT_STRING_EQUAL(want, "divergences_game game_id");
	CU_ASSERT_STRING_EQUAL(made, want);
}

/* record/ holds a writer's state for it and frees it, once, first, when
 * the connection closes (carc_db_set_writer). */
static int writer_freed;

static void
writer_free(void *state)
{
	CU_ASSERT_PTR_EQUAL(state, &writer_freed);
	writer_freed++;
}

static void
test_writer_slot(void)
{
	struct carc_db *db;
	const char *path;

	path = make_db("slot.db", 1, NULL);
	db = open_ok(path, CARC_DB_READONLY);
	CU_ASSERT_PTR_NULL(carc_db_writer(db));
	CU_ASSERT_EQUAL(carc_db_writable(db), 0);
	carc_db_set_writer(db, &writer_freed, writer_free);
	CU_ASSERT_PTR_EQUAL(carc_db_writer(db), &writer_freed);
	CU_ASSERT_EQUAL(writer_freed, 0);
	carc_db_close(db);
	CU_ASSERT_EQUAL(writer_freed, 1);
	db = open_ok(path, CARC_DB_READWRITE);
	CU_ASSERT_EQUAL(carc_db_writable(db), 1);
	carc_db_close(db);
	CU_ASSERT_EQUAL(writer_freed, 1);
}

/* No value past CARC_MAX_VALUE is read: the game is unverifiable. */
static void
test_value_cap(void)
{
	struct carc_record rec;
	const char *path;

	carc_record_init(&rec);
	path = make_db("huge.db", 1,
	    "INSERT INTO games(id) VALUES (1);"
	    "INSERT INTO moves VALUES (1, 0, NULL, hex(zeroblob(600000)),"
	    "  'place', 0, 0, 0, NULL);");
	CU_ASSERT_EQUAL_FATAL(read_one(path, 1, &rec), 0);
	CU_ASSERT_STRING_EQUAL(rec.unreadable, "a value is longer than "
	    "1048576 bytes, the reader's limit");
	carc_record_free(&rec);
}

/* -- harness --------------------------------------------------------------- */

static int
suite_init(void)
{
	const char *base, *top;
	char path[4096];

	base = getenv("TMPDIR");
	snprintf(tmpdir, sizeof(tmpdir), "%s/carc-test-record-XXXXXX",
	    base != NULL && base[0] != '\0' ? base : "/tmp");
	if (mkdtemp(tmpdir) == NULL)
		return -1;
	top = getenv("top_srcdir");
	snprintf(path, sizeof(path), "%s/db/schema.sql",
	    top != NULL && top[0] != '\0' ? top : ".");
	if ((schema_sql = slurp(path)) == NULL) {
		fprintf(stderr, "cannot read '%s'\n", path);
		return -1;
	}
	return 0;
}

static int
suite_clean(void)
{
	struct dirent *de;
	char path[4400];
	DIR *d;

	free(schema_sql);
	if ((d = opendir(tmpdir)) != NULL) {
		while ((de = readdir(d)) != NULL) {
			if (strcmp(de->d_name, ".") == 0 ||
			    strcmp(de->d_name, "..") == 0)
				continue;
			snprintf(path, sizeof(path), "%s/%s", tmpdir,
			    de->d_name);
			unlink(path);
		}
		closedir(d);
	}
	rmdir(tmpdir);
	return 0;
}

/* -- the ordered scan reads what the lookups read ---------------------------- */

/* Hostile and odd rows for the merge by game id: orphans before, between
 * and after the games, a game with no rows, unreadable rows in the middle
 * of a game's rows (the scan must pass over the rest), REAL and TEXT game
 * ids in columns without affinity, a negative id. */
#define SCAN_ROWS \
	"INSERT INTO games(id, ruleset, tile_supply, status) VALUES" \
	"  (-2, 'final', 'free', 'finished'), (1, 'final', 'standard'," \
	"  'finished'), (3, 'final', 'standard', 'abandoned'), (4, 'final'," \
	"  'free', 'finished'), (5, 'final', 'free', 'finished'), (6, 'final'," \
	"  'free', 'finished'), (8, NULL, 'free', 'finished');" \
	"INSERT INTO game_expansions VALUES (2, 'signposts', NULL)," \
	"  (5, 'compass', 'hig'), (99, 'watchtowers', NULL);" \
	"INSERT INTO players VALUES (NULL, 0, 'x', 1), (-2, 0, 'a', 0)," \
	"  (1, 1, 'b', 7), (1, 0, 'a', 5), (6, 'zero', 'c', 1), (6, 1, 'd', 2)," \
	"  (7, 0, 'orphan', 0), (8, 0, 'e', 0);" \
	"INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation," \
	"  meeple) VALUES (0, 0, NULL, 'D', 'place', 0, 0, 0, NULL)," \
	"  (-2, 0, NULL, 'D', 'place', 0, 0, 0, NULL)," \
	"  (1, 1, 0, 'W', 'place', 1, 0, 90, 'C'), (1, 0, NULL, 'D', 'place'," \
	"  0, 0, 0, NULL), (4, 0, NULL, 'D', 'place', 0, 0, 0, NULL)," \
	"  (4, NULL, 0, 'E', 'place', 0, 1, 0, NULL), (4, 2, 1, 'E', 'place'," \
	"  0, 2, 0, NULL), (5.0, 0, NULL, 'D', 'place', 0, 0, 0, NULL)," \
	"  (5.5, 1, 0, 'E', 'place', 0, 1, 0, NULL), ('5', 1, 0, 'E'," \
	"  'place', 0, 1, 0, NULL), (6, 0, NULL, 'D', 'place', 0, 0, 0, NULL)," \
	"  (9, 0, NULL, 'D', 'place', 0, 0, 0, NULL);" \
	"INSERT INTO scores VALUES (-5, 1, 0, 4, 'road'), (1, 1, 0, 2, 'road')," \
	"  (1, NULL, 1, 3, 'field'), (1, 1, 1, 2, 'road'), (2, 1, 0, 1, 'city')," \
	"  (4, 2, 0, 'x', 'road'), (4, 3, 0, 1, 'road'), (5, 1, 0, 9, 'city')," \
	"  ('5', 1, 0, 9, 'road'), (10, NULL, 0, 1, 'city');"

static void
same_record(const struct carc_record *a, const struct carc_record *b)
{
	size_t i;

	CU_ASSERT_EQUAL(a->id, b->id);
	CU_ASSERT_STRING_EQUAL(a->unreadable, b->unreadable);
	CU_ASSERT_STRING_EQUAL(a->ruleset, b->ruleset);
	CU_ASSERT_STRING_EQUAL(a->tile_supply, b->tile_supply);
	CU_ASSERT_STRING_EQUAL(a->status, b->status);
	CU_ASSERT_EQUAL_FATAL(a->nexpansions, b->nexpansions);
	for (i = 0; i < a->nexpansions; i++) {
		CU_ASSERT_STRING_EQUAL(a->expansions[i].name,
		    b->expansions[i].name);
		CU_ASSERT_EQUAL(a->expansions[i].has_variant,
		    b->expansions[i].has_variant);
	}
	CU_ASSERT_EQUAL_FATAL(a->nplayers, b->nplayers);
	for (i = 0; i < a->nplayers; i++) {
		CU_ASSERT_EQUAL(a->players[i].seat, b->players[i].seat);
		CU_ASSERT_EQUAL(a->players[i].final_score,
		    b->players[i].final_score);
		CU_ASSERT_STRING_EQUAL(a->players[i].name, b->players[i].name);
	}
	CU_ASSERT_EQUAL_FATAL(a->nmoves, b->nmoves);
	for (i = 0; i < a->nmoves; i++) {
		const struct carc_move *m = &a->moves[i], *n = &b->moves[i];

		CU_ASSERT_EQUAL(m->seq, n->seq);
		CU_ASSERT_EQUAL(m->has_seat, n->has_seat);
		CU_ASSERT_EQUAL(m->seat, n->seat);
		CU_ASSERT_STRING_EQUAL(m->tile, n->tile);
		CU_ASSERT_EQUAL(m->x, n->x);
		CU_ASSERT_EQUAL(m->rotation, n->rotation);
		CU_ASSERT_STRING_EQUAL(m->meeple.s, n->meeple.s);
		CU_ASSERT_EQUAL(m->meeple.null, n->meeple.null);
	}
	CU_ASSERT_EQUAL_FATAL(a->nscores, b->nscores);
	for (i = 0; i < a->nscores; i++) {
		CU_ASSERT_EQUAL(a->scores[i].has_seq, b->scores[i].has_seq);
		CU_ASSERT_EQUAL(a->scores[i].seq, b->scores[i].seq);
		CU_ASSERT_EQUAL(a->scores[i].seat, b->scores[i].seat);
		CU_ASSERT_EQUAL(a->scores[i].points, b->scores[i].points);
		CU_ASSERT_STRING_EQUAL(a->scores[i].kind.s, b->scores[i].kind.s);
	}
	CU_ASSERT_EQUAL_FATAL(a->nactions, b->nactions);
	for (i = 0; i < a->nactions; i++) {
		const struct carc_action_row *x = &a->actions[i];
		const struct carc_action_row *y = &b->actions[i];

		CU_ASSERT_EQUAL(x->seq, y->seq);
		CU_ASSERT_EQUAL(x->n, y->n);
		CU_ASSERT_EQUAL(x->has_seat, y->has_seat);
		CU_ASSERT_STRING_EQUAL(x->verb.s, y->verb.s);
		CU_ASSERT_STRING_EQUAL(x->arg.s, y->arg.s);
	}
	for (i = 0; i < a->nmoves; i++) {
		CU_ASSERT_EQUAL(a->moves[i].nactions, b->moves[i].nactions);
		CU_ASSERT_EQUAL(a->moves[i].first_action,
		    b->moves[i].first_action);
	}
}

/* Every shard of n: each game once, in id order, read as a lookup reads
 * it; returns the games seen. */
static size_t
scan_check(const char *path, unsigned n)
{
	struct carc_error err = { "" };
	struct carc_record rec, one;
	struct carc_db_scan *sc;
	struct carc_db *db, *db2;
	size_t seen = 0;
	unsigned k;
	int64_t last;
	int rc;

	db = open_ok(path, CARC_DB_READONLY);
	db2 = open_ok(path, CARC_DB_READONLY);
	carc_record_init(&rec);
	carc_record_init(&one);
	for (k = 0; k < n; k++) {
		CU_ASSERT_FATAL(carc_db_scan_open(db, k, n, &sc, &err) == 0);
		last = INT64_MIN;
		while ((rc = carc_db_scan_next(sc, &rec, &err)) == 0) {
			CU_ASSERT(rec.id > last);
			last = rec.id;
			CU_ASSERT(carc_db_in_shard(rec.id, k, n));
			CU_ASSERT_EQUAL(carc_db_read_game(db2, rec.id, &one,
			    &err), 0);
			same_record(&rec, &one);
			seen++;
		}
		CU_ASSERT_EQUAL(rc, 1);
		carc_db_scan_close(sc);
	}
	carc_record_free(&rec);
	carc_record_free(&one);
	carc_db_close(db);
	carc_db_close(db2);
	return seen;
}

/*
 * The games of shard k of n split into nparts parts (carc_db_pscan_*):
 * expect parts of them, each part ascending and in its own share, read
 * as a lookup reads them, every game of the shard in exactly one part
 * (the parts read in turn, as threads would, a game at a time); returns
 * the games seen.
 */
static size_t
pscan_check(const char *path, unsigned k, unsigned n, unsigned nparts,
    unsigned expect)
{
	struct carc_error err = { "" };
	struct carc_record rec, one;
	struct carc_db_pscan *ps;
	struct carc_db *db, *db2;
	int64_t last[4];
	int live[4];
	size_t seen = 0;
	unsigned r, nlive;
	int rc;

	db = open_ok(path, CARC_DB_READONLY);
	db2 = open_ok(path, CARC_DB_READONLY);
	carc_record_init(&rec);
	carc_record_init(&one);
	CU_ASSERT_FATAL(carc_db_pscan_open(db, k, n, nparts, &ps, &err) == 0);
	CU_ASSERT_EQUAL_FATAL(carc_db_pscan_parts(ps), expect);
	for (r = 0; r < expect; r++) {
		last[r] = INT64_MIN;
		live[r] = 1;
	}
	for (nlive = expect; nlive > 0; ) {
		for (r = 0; r < expect; r++) {
			if (!live[r])
				continue;
			rc = carc_db_pscan_next(ps, r, &rec, &err);
			if (rc != 0) {
				CU_ASSERT_EQUAL(rc, 1);
				live[r] = 0;
				nlive--;
				continue;
			}
			CU_ASSERT(rec.id > last[r]);
			last[r] = rec.id;
			CU_ASSERT(carc_db_in_shard(rec.id, k, n));
			CU_ASSERT(carc_db_in_part(rec.id, k, n, r, expect));
			CU_ASSERT_EQUAL(carc_db_read_game(db2, rec.id, &one,
			    &err), 0);
			same_record(&rec, &one);
			seen++;
		}
	}
	carc_db_pscan_close(ps);
	carc_record_free(&rec);
	carc_record_free(&one);
	carc_db_close(db);
	carc_db_close(db2);
	return seen;
}

/*
 * carcd's scan (carc_db_scan_open_from), from and to every id and between
 * them: the games of the range, in order, read as lookups read them,
 * while a write transaction on the same connection commits between
 * games (carcd writes each verdict so); returns the games seen with no
 * bound.
 */
static int64_t
bound_of(const int64_t *ids, size_t i, int64_t none)
{
	/* 0: none; odd: an id; even: just past one */
	return i == 0 ? none : i % 2 ? ids[i / 2] : ids[i / 2 - 1] + 1;
}

static size_t
scan_from_check(const char *path)
{
	struct carc_error err = { "" };
	struct carc_record rec, one;
	struct carc_db_scan *sc;
	struct carc_db *db, *db2;
	int64_t *ids = NULL, from, to;
	size_t nids = 0, i, k, j, at, seen = 0;
	int rc;

	db = open_ok(path, CARC_DB_READWRITE);
	db2 = open_ok(path, CARC_DB_READONLY);
	carc_record_init(&rec);
	carc_record_init(&one);
	CU_ASSERT_FATAL(carc_db_game_ids(db2, &ids, &nids, &err) == 0);
	CU_ASSERT_FATAL(sqlite3_exec(carc_db_handle(db), "CREATE TABLE IF NOT"
	    " EXISTS t_written(id INTEGER)", NULL, NULL, NULL) == SQLITE_OK);
	for (i = 0; i <= 2 * nids; i++)
	for (k = 0; k <= 2 * nids; k++) {
		from = bound_of(ids, i, INT64_MIN);
		to = k == 0 ? INT64_MAX : bound_of(ids, k, 0) - 1;
		CU_ASSERT_FATAL(carc_db_scan_open_from(db, from, to, &sc,
		    &err) == 0);
		CU_ASSERT_FATAL(sc != NULL);
		for (at = 0; at < nids && ids[at] < from; at++)
			;
		for (j = at; (rc = carc_db_scan_next(sc, &rec, &err)) == 0;
		    j++) {
			CU_ASSERT_FATAL(j < nids);
			CU_ASSERT_EQUAL(rec.id, ids[j]);
			CU_ASSERT(rec.id <= to);
			CU_ASSERT_EQUAL(carc_db_read_game(db2, rec.id, &one,
			    &err), 0);
			same_record(&rec, &one);
			CU_ASSERT(sqlite3_exec(carc_db_handle(db), "BEGIN"
			    " IMMEDIATE; INSERT INTO t_written VALUES (1);"
			    " COMMIT", NULL, NULL, NULL) == SQLITE_OK);
			if (i == 0 && k == 0)
				seen++;
		}
		CU_ASSERT_EQUAL(rc, 1);
		/* every game of the range */
		CU_ASSERT(j == nids || ids[j] > to);
		carc_db_scan_close(sc);
		/* nothing left open */
		CU_ASSERT(sqlite3_get_autocommit(carc_db_handle(db)));
		CU_ASSERT(sqlite3_next_stmt(carc_db_handle(db), NULL) == NULL ||
		    !sqlite3_stmt_busy(sqlite3_next_stmt(carc_db_handle(db),
		    NULL)));
	}
	free(ids);
	carc_record_free(&rec);
	carc_record_free(&one);
	carc_db_close(db);
	carc_db_close(db2);
	return seen;
}

static void
test_scan(void)
{
	struct carc_error err = { "" };
	struct carc_db_scan *sc;
	struct carc_db *db;
	const char *path;
	unsigned n;

	/* no affinity (values kept as given), then the project's schema */
	path = make_db("scan-loose.db", 0, LOOSE_SCHEMA SCAN_ROWS);
	for (n = 1; n <= 4; n++)
		CU_ASSERT_EQUAL(scan_check(path, n), 7);
	CU_ASSERT_EQUAL(scan_from_check(path), 7);
	/* in parts: every game once, whatever the parts and the shard */
	for (n = 1; n <= 4; n++)
		CU_ASSERT_EQUAL(pscan_check(path, 0, 1, n, n), 7);
	CU_ASSERT_EQUAL(pscan_check(path, 0, 2, 3, 3) +
	    pscan_check(path, 1, 2, 3, 3), 7);
	/* INTEGER affinity, without the NOT NULLs: 5.0 and '5' are 5 */
	path = make_db("scan-typed.db", 0,
	    "CREATE TABLE games(id INTEGER PRIMARY KEY, ruleset TEXT,"
	    "  tile_supply TEXT, status TEXT);"
	    "CREATE TABLE game_expansions(game_id INTEGER, name TEXT,"
	    "  variant TEXT, PRIMARY KEY (game_id, name));"
	    "CREATE TABLE players(game_id INTEGER, seat INTEGER, name TEXT,"
	    "  final_score INTEGER);"
	    "CREATE TABLE moves(game_id INTEGER, seq INTEGER, seat INTEGER,"
	    "  tile TEXT, action TEXT, x INTEGER, y INTEGER, rotation INTEGER,"
	    "  meeple TEXT);"
	    "CREATE TABLE scores(game_id INTEGER, seq INTEGER, seat INTEGER,"
	    "  points INTEGER, kind TEXT);"
	    "CREATE INDEX scores_game ON scores(game_id, seq);" SCAN_ROWS);
	for (n = 1; n <= 3; n++)
		CU_ASSERT_EQUAL(scan_check(path, n), 7);
	CU_ASSERT_EQUAL(scan_from_check(path), 7);
	CU_ASSERT_EQUAL(pscan_check(path, 0, 1, 2, 2), 7);
	CU_ASSERT_EQUAL(pscan_check(path, 0, 1, 3, 3), 7);
	/* games with no key: no part can seek a block, each reads every
	 * table once, the same games as when it can (carc_db_in_part) */
	path = make_db("scan-nokey.db", 0, LOOSE_SCHEMA SCAN_ROWS
	    "CREATE TABLE g2(id INTEGER, ruleset, tile_supply, status,"
	    "  source, started_at, finished_at, extra);"
	    "INSERT INTO g2 SELECT * FROM games; DROP TABLE games;"
	    "ALTER TABLE g2 RENAME TO games;");
	for (n = 2; n <= 4; n++)
		CU_ASSERT_EQUAL(pscan_check(path, 0, 1, n, n), 7);
	/* a WAL file cannot give parts one snapshot: one part */
	path = make_db("scan-wal.db", 0, LOOSE_SCHEMA SCAN_ROWS
	    "PRAGMA journal_mode = WAL;");
	CU_ASSERT_EQUAL(pscan_check(path, 0, 1, 4, 1), 7);
	/* the same through a view: one game at a time */
	path = make_db("scan-view.db", 0, LOOSE_SCHEMA SCAN_ROWS
	    "ALTER TABLE moves RENAME TO moves_t;"
	    "CREATE VIEW moves AS SELECT * FROM moves_t;");
	CU_ASSERT_EQUAL(scan_check(path, 1), 7);
	CU_ASSERT_EQUAL(scan_check(path, 2), 7);
	/* a view cannot be merged: one part, on the caller's connection */
	CU_ASSERT_EQUAL(pscan_check(path, 0, 1, 3, 1), 7);
	/* carcd's scan: none, the caller looks games up */
	db = open_ok(path, CARC_DB_READONLY);
	sc = (struct carc_db_scan *)&err;
	CU_ASSERT_EQUAL(carc_db_scan_open_from(db, 1, 9, &sc, &err), 0);
	CU_ASSERT(sc == NULL);
	carc_db_close(db);
	/* no such shard */
	db = open_ok(path, CARC_DB_READONLY);
	CU_ASSERT_EQUAL(carc_db_scan_open(db, 2, 2, &sc, &err), -1);
	CU_ASSERT_EQUAL(carc_db_scan_open(db, 0, 0, &sc, &err), -1);
	carc_db_close(db);
	/* an id that is not an integer: refused before any game, as the
	 * listing of ids refuses it */
	path = make_db("scan-textid.db", 0, LOOSE_SCHEMA
	    "ALTER TABLE games RENAME TO g0;"
	    "CREATE TABLE games(id, ruleset, tile_supply, status);"
	    "INSERT INTO games VALUES (1, 'final', 'free', 'finished'),"
	    "  ('x', 'final', 'free', 'finished');");
	db = open_ok(path, CARC_DB_READONLY);
	CU_ASSERT_EQUAL(carc_db_scan_open(db, 0, 1, &sc, &err), -1);
	CU_ASSERT(strstr(err.msg, "not an integer") != NULL);
	/* carcd looks such games up one by one, as before */
	sc = (struct carc_db_scan *)&err;
	CU_ASSERT_EQUAL(carc_db_scan_open_from(db, INT64_MIN, INT64_MAX, &sc, &err), 0);
	CU_ASSERT(sc == NULL);
	carc_db_close(db);
}

/*
 * Record format 2 (record-format.md, "The whole turn"): the rows of
 * `actions` read beside the moves, each move given its own in n order;
 * a game without any, or a database without the table, reads and
 * fingerprints as before; the scan reads what a lookup reads.
 */
#define ACTION_GAMES \
	"INSERT INTO games(id, ruleset, tile_supply, status) VALUES" \
	"  (1, 'final', 'free', 'finished'), (2, 'final', 'free', 'finished')," \
	"  (3, 'final', 'free', 'finished');" \
	"INSERT INTO players(game_id, seat) VALUES (1, 0), (1, 1), (2, 0)," \
	"  (2, 1), (3, 0), (3, 1);" \
	"INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation)" \
	"  VALUES" \
	"  (1, 0, NULL, 'D', 'place', 0, 0, 0)," \
	"  (1, 1, 0, 'E', 'place', 0, -1, 0)," \
	"  (1, 2, 1, 'V', 'place', 1, 0, 90)," \
	"  (2, 0, NULL, 'D', 'place', 0, 0, 0)," \
	"  (2, 1, 0, 'E', 'place', 0, -1, 0)," \
	"  (3, 0, NULL, 'D', 'place', 0, 0, 0);"
#define ACTION_ROWS \
	"INSERT INTO actions VALUES (1, 2, -1, 1, 'move', 'fairy', 0, -1," \
	"  'N', NULL), (1, 1, 2, NULL, 'roll', NULL, NULL, NULL, NULL, '3')," \
	"  (1, 1, 1, 0, 'move', 'mage', 0, 0, 'E', NULL);"

static void
test_actions(void)
{
	struct carc_record rec, old;
	const struct carc_action_row *a;
	const char *path;
	uint64_t fp2, fp1;
	unsigned n;

	carc_record_init(&rec);
	carc_record_init(&old);
	path = make_db("actions.db", 1, ACTION_GAMES ACTION_ROWS);
	CU_ASSERT_EQUAL_FATAL(read_one(path, 1, &rec), 0);
	CU_ASSERT_STRING_EQUAL(rec.unreadable, "");
	CU_ASSERT_EQUAL_FATAL(rec.nactions, 3);
	CU_ASSERT_EQUAL(rec.moves[0].nactions, 0);
	CU_ASSERT_EQUAL(rec.moves[1].first_action, 0);
	CU_ASSERT_EQUAL(rec.moves[1].nactions, 2);
	CU_ASSERT_EQUAL(rec.moves[2].first_action, 2);
	CU_ASSERT_EQUAL(rec.moves[2].nactions, 1);
	/* by seq, then n */
	a = &rec.actions[0];
	CU_ASSERT_EQUAL(a->n, 1);
	CU_ASSERT_STRING_EQUAL(a->verb.s, "move");
	CU_ASSERT_STRING_EQUAL(a->kind.s, "mage");
	CU_ASSERT(a->has_seat && a->seat == 0 && a->has_xy && a->x == 0);
	CU_ASSERT_STRING_EQUAL(a->spot.s, "E");
	CU_ASSERT(a->arg.null);
	a = &rec.actions[1];
	CU_ASSERT_EQUAL(a->n, 2);
	CU_ASSERT(!a->has_seat && !a->has_xy && a->kind.null && a->spot.null);
	CU_ASSERT_STRING_EQUAL(a->arg.s, "3");
	CU_ASSERT_EQUAL(rec.actions[2].n, -1);
	fp1 = carc_record_fingerprint(&rec);

	/* game 2 has no actions: the move read after game 1's keeps none */
	CU_ASSERT_EQUAL_FATAL(read_one(path, 2, &rec), 0);
	CU_ASSERT_EQUAL(rec.nactions, 0);
	CU_ASSERT_EQUAL(rec.moves[1].nactions, 0);
	fp2 = carc_record_fingerprint(&rec);
	/* ... and fingerprints as it did in format 1, with no table */
	path = make_db("actions-v1.db", 1, ACTION_GAMES "DROP TABLE actions;");
	CU_ASSERT_EQUAL_FATAL(read_one(path, 2, &old), 0);
	CU_ASSERT_STRING_EQUAL(old.unreadable, "");
	CU_ASSERT_EQUAL(carc_record_fingerprint(&old), fp2);
	/* a change of an action is a change of the game */
	path = make_db("actions-changed.db", 1, ACTION_GAMES ACTION_ROWS
	    "UPDATE actions SET arg = '4' WHERE game_id = 1 AND n = 2;");
	CU_ASSERT_EQUAL_FATAL(read_one(path, 1, &old), 0);
	CU_ASSERT(carc_record_fingerprint(&old) != fp1);

	/* every way of scanning reads what the lookups read */
	path = path_of("actions.db");
	for (n = 1; n <= 3; n++)
		CU_ASSERT_EQUAL(scan_check(path, n), 3);
	CU_ASSERT_EQUAL(pscan_check(path, 0, 1, 2, 2), 3);
	path = make_db("actions-loose.db", 0, LOOSE_SCHEMA
	    "CREATE TABLE actions(game_id, seq, n, seat, verb, kind, x, y,"
	    "  spot, arg);" ACTION_GAMES ACTION_ROWS);
	for (n = 1; n <= 2; n++)
		CU_ASSERT_EQUAL(scan_check(path, n), 3);
	CU_ASSERT_EQUAL_FATAL(read_one(path, 1, &rec), 0);
	CU_ASSERT_STRING_EQUAL(rec.unreadable, "");
	CU_ASSERT_EQUAL(rec.nactions, 3);
	carc_record_free(&rec);
	carc_record_free(&old);

	/* malformed: a row of a seq with no move, n twice, n not an integer,
	 * a table that lacks a column */
	expect_unreadable(LOOSE_SCHEMA
	    "CREATE TABLE actions(game_id, seq, n, seat, verb, kind, x, y,"
	    "  spot, arg);" ACTION_GAMES
	    "INSERT INTO actions VALUES (1, 7, 1, 0, 'roll', NULL, NULL, NULL,"
	    "  NULL, '2');",
	    "actions seq 7 n 1: no move has that seq (an action belongs to a "
	    "move's turn)");
	expect_unreadable(LOOSE_SCHEMA
	    "CREATE TABLE actions(game_id, seq, n, seat, verb, kind, x, y,"
	    "  spot, arg);" ACTION_GAMES
	    "INSERT INTO actions VALUES (1, 1, 1, 0, 'roll', NULL, NULL, NULL,"
	    "  NULL, '2'), (1, 1, 1, 1, 'roll', NULL, NULL, NULL, NULL, '5');",
	    "actions seq 1: n 1 twice (n orders a turn's actions)");
	expect_unreadable(LOOSE_SCHEMA
	    "CREATE TABLE actions(game_id, seq, n, seat, verb, kind, x, y,"
	    "  spot, arg);" ACTION_GAMES
	    "INSERT INTO actions VALUES (1, 1, 'first', 0, 'roll', NULL, NULL,"
	    "  NULL, NULL, '2');",
	    "actions: n is not an integer");
	/* a square read as a move's is (reader.c, col_square) */
	expect_unreadable(LOOSE_SCHEMA
	    "CREATE TABLE actions(game_id, seq, n, seat, verb, kind, x, y,"
	    "  spot, arg);" ACTION_GAMES
	    "INSERT INTO actions VALUES (1, 1, 1, 0, 'move', 'mage', 0,"
	    "  'south', NULL, NULL);",
	    "actions seq 1 n 1: y is not an integer");
	expect_unreadable(LOOSE_SCHEMA
	    "CREATE TABLE actions(game_id, seq, n, seat, verb, kind, x, y,"
	    "  spot);" ACTION_GAMES,
	    "table 'actions' has no column 'arg'");
}

/* -- the verifier's batch, one job: its games read a few ahead ------------ */

/*
 * A source of games 1..ngames that fails to read game fail_at, and
 * whose done() stops at game stop_at (0: neither); every fifth game needs
 * no verdict.  done() writes over err even when it goes on: a read's
 * error must still be the one returned.
 */
struct fake_source {
	int ngames, fail_at, stop_at;
	int nnext, ended;		/* next() calls; one said 1 */
	int done_ids[64], ndone;
	int bad_order, bad_verdict, next_after_end;
};

static int
fake_next(void *arg, struct carc_record *rec, struct carc_error *err)
{
	struct fake_source *f = arg;
	int id = ++f->nnext;

	if (f->ended)
		f->next_after_end = 1;
	if (id == f->fail_at)
		return carc_error_set(err, "cannot read game %d", id);
	if (id > f->ngames) {
		f->ended = 1;
		return 1;
	}
	rec->id = id;
	rec->nplayers = 0;
	snprintf(rec->unreadable, sizeof(rec->unreadable), "game %d", id);
	return id % 5 == 0 ? 2 : 0;
}

static int
fake_done(void *arg, const struct carc_record *rec,
    const struct carc_verdict *v, struct carc_error *err)
{
	struct fake_source *f = arg;
	char want[32];

	if (f->ndone < 64)
		f->done_ids[f->ndone] = (int)rec->id;
	if (rec->id != ++f->ndone)
		f->bad_order = 1;
	/* the verdict is this game's, and only where next() asked one */
	snprintf(want, sizeof(want), "game %d", (int)rec->id);
	if ((v == NULL) != (rec->id % 5 == 0) || (v != NULL &&
	    (v->game != rec->id || v->kind != CARC_UNVERIFIABLE ||
	    strcmp(v->reason, want) != 0)))
		f->bad_verdict = 1;
	carc_error_set(err, "done() was here");
	return rec->id == f->stop_at ? 1 : 0;
}

static int
run_fake(struct fake_source *f, struct carc_error *err)
{
	/* no plugin and no tile: an unreadable game is judged on nothing */
	static struct carc_plugin_set none;
	struct carc_batch_source src = { fake_next, fake_done, f };

	none.list.cat = &none.cat;
	return carc_batch_run(&none, 1, &src, err);
}

static void
test_batch_inline(void)
{
	struct fake_source f;
	struct carc_error err;

	/* every game, across several reads ahead and a last short one */
	memset(&f, 0, sizeof(f));
	f.ngames = 19;
	CU_ASSERT_EQUAL(run_fake(&f, &err), 0);
	CU_ASSERT_EQUAL(f.ndone, 19);
	CU_ASSERT_EQUAL(f.nnext, 20);
	CU_ASSERT(!f.bad_order && !f.bad_verdict && !f.next_after_end);

	/* a read fails: the games before it are done, then its error */
	memset(&f, 0, sizeof(f));
	f.ngames = 30;
	f.fail_at = 13;
	CU_ASSERT_EQUAL(run_fake(&f, &err), -1);
	CU_ASSERT_EQUAL(f.ndone, 12);
	CU_ASSERT_STRING_EQUAL(err.msg, "cannot read game 13");
	CU_ASSERT(!f.bad_order && !f.bad_verdict);
	CU_ASSERT_EQUAL(f.nnext, 13);

	/* the same where a whole read ahead came before it */
	memset(&f, 0, sizeof(f));
	f.ngames = 30;
	f.fail_at = 9;
	CU_ASSERT_EQUAL(run_fake(&f, &err), -1);
	CU_ASSERT_EQUAL(f.ndone, 8);
	CU_ASSERT_STRING_EQUAL(err.msg, "cannot read game 9");
	CU_ASSERT_EQUAL(f.nnext, 9);

	/* done() stops: no game after it is done, and a read that failed
	 * after it is no error of the run */
	memset(&f, 0, sizeof(f));
	f.ngames = 30;
	f.stop_at = 5;
	f.fail_at = 7;
	CU_ASSERT_EQUAL(run_fake(&f, &err), 1);
	CU_ASSERT_EQUAL(f.ndone, 5);
	CU_ASSERT(!f.bad_order && !f.bad_verdict);

	/* no game at all */
	memset(&f, 0, sizeof(f));
	CU_ASSERT_EQUAL(run_fake(&f, &err), 0);
	CU_ASSERT_EQUAL(f.ndone, 0);
	CU_ASSERT_EQUAL(f.nnext, 1);
}

/* -- the still copy -------------------------------------------------------- */

/* A digest of every game db reads, in one scan: ids, moves, tiles, spots. */
static uint64_t
digest(struct carc_db *db, size_t *ngames)
{
	struct carc_error err = { "" };
	struct carc_db_scan *sc = NULL;
	struct carc_record rec;
	uint64_t h = 1469598103934665603ULL;
	const char *c;
	size_t i;
	int rc;

	*ngames = 0;
	carc_record_init(&rec);
	CU_ASSERT_EQUAL_FATAL(carc_db_scan_open(db, 0, 1, &sc, &err), 0);
	CU_ASSERT_PTR_NOT_NULL_FATAL(sc);
	while ((rc = carc_db_scan_next(sc, &rec, &err)) == 0) {
		(*ngames)++;
		h = (h ^ (uint64_t)rec.id) * 1099511628211ULL;
		for (i = 0; i < rec.nmoves; i++) {
			h = (h ^ (uint64_t)rec.moves[i].x) * 1099511628211ULL;
			for (c = rec.moves[i].tile; *c != '\0'; c++)
				h = (h ^ (unsigned char)*c) *
				    1099511628211ULL;
			for (c = rec.moves[i].meeple.s; *c != '\0'; c++)
				h = (h ^ (unsigned char)*c) *
				    1099511628211ULL;
		}
	}
	CU_ASSERT_EQUAL(rc, 1);
	carc_db_scan_close(sc);
	carc_record_free(&rec);
	return h;
}

static int64_t
mmap_size(struct carc_db *db)
{
	sqlite3_stmt *st;
	int64_t n = -1;

	if (sqlite3_prepare_v2(carc_db_handle(db), "PRAGMA mmap_size", -1,
	    &st, NULL) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return n;
}

/*
 * A plain verify reads a still copy of a rollback-journal file
 * (capture.c), through one memory map that every connection on it shares
 * (copyvfs.c): the copy reads every game as the file does, mapped or
 * read by pread (CARC_TEST_COPY_NO_MAP, as one above CARC_COPY_MAP_MAX
 * is), and its map goes with its last connection.
 */
static void
test_snapshot_map(void)
{
	struct carc_error err = { "" };
	struct carc_db *db, *snap = NULL, *again = NULL;
	size_t n, nsnap, nagain;
	uint64_t want;
	const char *path;

	/* some 2 MB: pages far past the first */
	path = make_db("snap.db", 1,
	    "WITH RECURSIVE g(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM g"
	    "  WHERE i < 400)"
	    "INSERT INTO games(id) SELECT i FROM g;"
	    "WITH RECURSIVE m(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM m"
	    "  WHERE j < 71)"
	    "INSERT INTO moves(game_id, seq, seat, tile, action, x, y,"
	    "  rotation, meeple) SELECT id, j, j % 3, printf('T%d', (id * 7"
	    "  + j) % 97), 'place', j - id % 5, id % 11 - j, 90 * (j % 4),"
	    "  CASE WHEN j % 3 = 0 THEN printf('R%d', id % 4) END"
	    "  FROM games, m;");
	db = open_ok(path, CARC_DB_READONLY);
	want = digest(db, &n);
	CU_ASSERT_EQUAL(n, 400);
	CU_ASSERT_EQUAL(carc_db_copy_maps(), 0);

	CU_ASSERT_EQUAL_FATAL(carc_db_snapshot(db, &snap, &err), 0);
	CU_ASSERT_EQUAL(carc_db_copy_maps(), 1);
	CU_ASSERT_EQUAL(mmap_size(snap), CARC_COPY_MAP_MAX);
	CU_ASSERT_EQUAL_FATAL(carc_db_reopen(snap, &again, &err), 0);
	CU_ASSERT_EQUAL(carc_db_copy_maps(), 1);	/* one, shared */
	CU_ASSERT_EQUAL(digest(snap, &nsnap), want);
	CU_ASSERT_EQUAL(digest(again, &nagain), want);
	CU_ASSERT_EQUAL(nsnap, 400);
	CU_ASSERT_EQUAL(nagain, 400);
	carc_db_close(snap);
	CU_ASSERT_EQUAL(carc_db_copy_maps(), 1);	/* again's */
	CU_ASSERT_EQUAL(digest(again, &nagain), want);
	carc_db_close(again);
	CU_ASSERT_EQUAL(carc_db_copy_maps(), 0);

	/* read by pread, as a copy above the limit is */
	CU_ASSERT_EQUAL_FATAL(setenv("CARC_TEST_COPY_NO_MAP", "1", 1), 0);
	snap = NULL;
	CU_ASSERT_EQUAL_FATAL(carc_db_snapshot(db, &snap, &err), 0);
	CU_ASSERT_EQUAL(carc_db_copy_maps(), 0);
	CU_ASSERT_EQUAL(digest(snap, &nsnap), want);
	CU_ASSERT_EQUAL(nsnap, 400);
	carc_db_close(snap);
	unsetenv("CARC_TEST_COPY_NO_MAP");
	carc_db_close(db);
}

/* sql run on the file at path by a connection of its own, as another
 * program writing beside carc would */
static void
write_beside(const char *path, const char *sql)
{
	char *msg = NULL;
	sqlite3 *h;

	CU_ASSERT_FATAL(sqlite3_open(path, &h) == SQLITE_OK);
	if (sqlite3_exec(h, sql, NULL, NULL, &msg) != SQLITE_OK)
		fprintf(stderr, "write: %s\n", msg);
	CU_ASSERT(msg == NULL);
	sqlite3_free(msg);
	sqlite3_close(h);
}

/*
 * carc_db_read_still, the reading of a plain verify and of bench/read: a
 * rollback-journal file is read from a still copy that replaces the
 * connection (a commit after it is not seen, and the messages still
 * name the file); a WAL file is read in place, the connection kept.
 */
static void
test_read_still(void)
{
	struct carc_error err = { "" };
	struct carc_db *db, *was;
	size_t n;
	const char *path;

	path = make_db("still.db", 1, "INSERT INTO games(id) VALUES (1), (2);");
	was = db = open_ok(path, CARC_DB_READONLY);
	CU_ASSERT_EQUAL_FATAL(carc_db_read_still(&db, &err), 0);
	CU_ASSERT_PTR_NOT_EQUAL(db, was);
	CU_ASSERT_EQUAL(carc_db_copy_maps(), 1);
	CU_ASSERT_STRING_EQUAL(carc_db_path(db), path);
	write_beside(path, "INSERT INTO games(id) VALUES (3);");
	digest(db, &n);
	CU_ASSERT_EQUAL(n, 2);	/* the moment of the copy */
	carc_db_close(db);
	CU_ASSERT_EQUAL(carc_db_copy_maps(), 0);

	path = make_db("still-wal.db", 1, "PRAGMA journal_mode = WAL;"
	    "INSERT INTO games(id) VALUES (1), (2);");
	was = db = open_ok(path, CARC_DB_READONLY);
	CU_ASSERT_EQUAL_FATAL(carc_db_read_still(&db, &err), 0);
	CU_ASSERT_PTR_EQUAL(db, was);
	CU_ASSERT_EQUAL(carc_db_copy_maps(), 0);
	write_beside(path, "INSERT INTO games(id) VALUES (3);");
	digest(db, &n);
	CU_ASSERT_EQUAL(n, 3);	/* the file itself, as it is now */
	carc_db_close(db);
}

static CU_TestInfo tests[] = {
	{ "round trip of a whole game", test_roundtrip },
	{ "NULL in every column", test_nulls },
	{ "values of the wrong type", test_bad_types },
	{ "missing tables", test_missing_tables },
	{ "missing columns", test_missing_column },
	{ "the ordered scan reads what lookups read", test_scan },
	{ "actions: record format 2", test_actions },
	{ "text too long", test_too_long },
	{ "too many rows", test_too_many },
	{ "not an SQLite file", test_not_sqlite },
	{ "missing file", test_missing_file },
	{ "application_id", test_application_id },
	{ "game ids and missing games", test_game_ids },
	{ "verdict array", test_verdict_array },
	{ "a verdict line's strings", test_verdict_json_strings },
	{ "storing verdicts", test_store },
	{ "storing into an old verdicts table", test_store_old_verdicts },
	{ "the journal mode is kept", test_wal },
	{ "a still copy, mapped and not", test_snapshot_map },
	{ "a plain verify's reading: the still copy or the file",
	  test_read_still },
	{ "the file's triggers do not run", test_triggers },
	{ "result tables as db/schema.sql makes them", test_results_ddl },
	{ "a writer's state on a connection", test_writer_slot },
	{ "no value past CARC_MAX_VALUE", test_value_cap },
	{ "--jobs 1 reads a few games ahead", test_batch_inline },
	CU_TEST_INFO_NULL
};

static CU_SuiteInfo suites[] = {
	{ .pName = "record", .pInitFunc = suite_init,
	  .pCleanupFunc = suite_clean, .pTests = tests },
	CU_SUITE_INFO_NULL
};

int
carc_test_register(void)
{
	return CU_register_suites(suites) == CUE_SUCCESS ? 0 : -1;
}
