/*
 * scan.c - the floor of carc verify: read every move and score row of
 * every game through the SQLite C API, in game order, and do nothing
 * else with them (bench/bench.sh compares carc verify with this).
 *
 *   bench/scan [--per-game] DB
 *
 * By default each of the five tables, and the actions of record format
 * 2 where the file has that table, is read once, in game order, with
 * the statements of carc's reader (core/record/reader.c, carc_db_scan):
 * what no reader of every game can beat.
 * --per-game fetches each game as `carc verify --game` does: its games
 * row, expansions, players, moves by seq, scores and actions, one
 * prepared query each (quadratic where scores has no index on game_id).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

/*
 * Touch every column so that nothing is skipped.  Each column is fetched
 * once, with sqlite3_column_value, as carc's reader does: three
 * sqlite3_column_* calls per text column cost the scan 18% more
 * (doc/benchmark.md), and a floor carc could beat would flatter it.
 */
static unsigned long long
drain(sqlite3_stmt *st, unsigned long long *rows)
{
	sqlite3_value *v;
	unsigned long long sum = 0;
	int i, n = sqlite3_column_count(st);

	while (sqlite3_step(st) == SQLITE_ROW) {
		(*rows)++;
		for (i = 0; i < n; i++) {
			v = sqlite3_column_value(st, i);
			if (sqlite3_value_type(v) == SQLITE_TEXT)
				sum += (unsigned)sqlite3_value_bytes(v) +
				    sqlite3_value_text(v)[0];
			else
				sum += (unsigned long long)
				    sqlite3_value_int64(v);
		}
	}
	sqlite3_reset(st);
	return sum;
}

static int
prep(sqlite3 *db, const char *sql, sqlite3_stmt **st)
{
	if (sqlite3_prepare_v2(db, sql, -1, st, NULL) != SQLITE_OK) {
		fprintf(stderr, "scan: %s\n", sqlite3_errmsg(db));
		return -1;
	}
	return 0;
}

int
main(int argc, char **argv)
{
	sqlite3 *db = NULL;
	sqlite3_stmt *ids = NULL, *gm = NULL, *ex = NULL, *pl = NULL,
	    *mv = NULL, *sc = NULL, *ac = NULL;
	unsigned long long sum = 0, rows = 0, games = 0;
	int bulk = argc == 2, actions;

	if (argc != 2 && !(argc == 3 && strcmp(argv[1], "--per-game") == 0)) {
		fprintf(stderr, "usage: scan [--per-game] DB\n");
		return 2;
	}
	/* The reader's connection is NOMUTEX (core/record/open.c): one
	 * thread at a time uses it.  The scan's must be too, or it pays
	 * SQLite's locking on every call (15% of its time, measured) and
	 * flatters carc. */
	if (sqlite3_open_v2(argv[argc - 1], &db, SQLITE_OPEN_READONLY |
	    SQLITE_OPEN_NOMUTEX, NULL) !=
	    SQLITE_OK) {
		fprintf(stderr, "scan: cannot open '%s': %s\n", argv[argc - 1],
		    sqlite3_errmsg(db));
		sqlite3_close(db);
		return 2;
	}
	sqlite3_exec(db, "BEGIN", NULL, NULL, NULL);
	/* record format 2's table, read as the reader reads it where it is
	 * (a floor that left it out would flatter games with actions) */
	if (prep(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND "
	    "name = 'actions'", &ac))
		return 2;
	actions = sqlite3_step(ac) == SQLITE_ROW;
	sqlite3_finalize(ac);
	ac = NULL;
	if (bulk) {
		if (prep(db, "SELECT id, ruleset, tile_supply, status FROM "
		    "games ORDER BY id", &gm) ||
		    prep(db, "SELECT game_id, name, variant FROM "
		    "game_expansions ORDER BY game_id, name", &ex) ||
		    prep(db, "SELECT game_id, seat, name, final_score FROM "
		    "players ORDER BY game_id, seat", &pl) ||
		    prep(db, "SELECT game_id, seq, seat, tile, action, x, y, "
		    "rotation, meeple FROM moves ORDER BY game_id, seq", &mv) ||
		    prep(db, "SELECT game_id, seq, seat, points, kind FROM "
		    "scores ORDER BY game_id, rowid", &sc) ||
		    (actions && prep(db, "SELECT game_id, seq, n, seat, verb, "
		    "kind, x, y, spot, arg FROM actions ORDER BY game_id, seq, "
		    "n", &ac)))
			return 2;
		sum += drain(gm, &rows);
		games = rows;
		sum += drain(ex, &rows) + drain(pl, &rows) + drain(mv, &rows) +
		    drain(sc, &rows);
		if (actions)
			sum += drain(ac, &rows);
	} else {
		if (prep(db, "SELECT id FROM games ORDER BY id", &ids) ||
		    prep(db, "SELECT ruleset, tile_supply, status FROM games "
		    "WHERE id = ?1", &gm) ||
		    prep(db, "SELECT name, variant FROM game_expansions "
		    "WHERE game_id = ?1 ORDER BY name", &ex) ||
		    prep(db, "SELECT seat, name, final_score FROM players "
		    "WHERE game_id = ?1 ORDER BY seat", &pl) ||
		    prep(db, "SELECT seq, seat, tile, action, x, y, rotation, "
		    "meeple FROM moves WHERE game_id = ?1 ORDER BY seq", &mv) ||
		    prep(db, "SELECT seq, seat, points, kind FROM scores "
		    "WHERE game_id = ?1 ORDER BY rowid", &sc) ||
		    (actions && prep(db, "SELECT seq, n, seat, verb, kind, x, "
		    "y, spot, arg FROM actions WHERE game_id = ?1 ORDER BY "
		    "seq, n", &ac)))
			return 2;
		while (sqlite3_step(ids) == SQLITE_ROW) {
			sqlite3_int64 id = sqlite3_column_int64(ids, 0);

			games++;
			sqlite3_bind_int64(gm, 1, id);
			sqlite3_bind_int64(ex, 1, id);
			sqlite3_bind_int64(pl, 1, id);
			sqlite3_bind_int64(mv, 1, id);
			sqlite3_bind_int64(sc, 1, id);
			sum += drain(gm, &rows) + drain(ex, &rows) +
			    drain(pl, &rows) + drain(mv, &rows) +
			    drain(sc, &rows);
			if (actions) {
				sqlite3_bind_int64(ac, 1, id);
				sum += drain(ac, &rows);
			}
		}
	}
	sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
	printf("%llu games, %llu rows, checksum %llu\n", games, rows, sum);
	sqlite3_finalize(ids);
	sqlite3_finalize(gm);
	sqlite3_finalize(ex);
	sqlite3_finalize(pl);
	sqlite3_finalize(mv);
	sqlite3_finalize(sc);
	sqlite3_finalize(ac);
	sqlite3_close(db);
	return 0;
}
