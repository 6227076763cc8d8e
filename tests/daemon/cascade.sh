#!/bin/sh
# cascade.sh - a stored verdict never blocks the server's DELETE (issue
# 34, 14; record-format.md, "Results written back"): the results tables
# reference games(id) ON DELETE CASCADE, so a server that enforces foreign
# keys deletes a game and its results go with it; beside one that does
# not, carc removes the results of games that are gone at its next write
# (verify --store) or pass (carcd); and a results table made by an older
# carc (tests/fixtures/store/results-v1.sql, made by main before this
# change) is rebuilt once, keeping every row, its own index and a view on
# it.  The server is a python3 sqlite3 writer, as a web framework is.
. "${top_srcdir:-.}/tests/daemon/lib.sh"
command -v python3 >/dev/null 2>&1 || { echo "FAIL: python3 is needed"; exit 1; }

old=$top_srcdir/tests/fixtures/store/results-v1.sql

# server DB FK ID: the server deletes game ID, its rows first, with PRAGMA
# foreign_keys = FK (ON or OFF); prints "deleted" or the error.
cat > "$tmp/server.py" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1], timeout=10)
c.execute("PRAGMA foreign_keys = " + sys.argv[2])
gid = int(sys.argv[3])
try:
    with c:
        for t in ("scores", "moves", "players", "game_expansions"):
            c.execute("DELETE FROM %s WHERE game_id = ?" % t, (gid,))
        c.execute("DELETE FROM games WHERE id = ?", (gid,))
    print("deleted")
except sqlite3.Error as e:
    print(e)
PY
server() { python3 "$tmp/server.py" "$@"; }

# results DB: every verdict and divergence row, in a stable order.
results() {
	sql "$1" "SELECT 'v', * FROM verdicts ORDER BY game_id;
	  SELECT 'd', rowid, * FROM divergences ORDER BY rowid"
}
# cascades DB: how many result tables reference games ON DELETE CASCADE.
cascades() {
	count "$1" "SELECT count(*) FROM (SELECT 'verdicts' AS t UNION ALL
	  SELECT 'divergences') x, pragma_foreign_key_list(x.t) f
	  WHERE f.\"table\" = 'games' AND f.on_delete = 'CASCADE'"
}

# -- a new database: the server's DELETE takes the results with it -------
db=$tmp/new.db
"$CARC" init "$db" || exit 99
sql "$db" < "$top_srcdir/tests/fixtures/jcz-sample/base/001.sql" || exit 99
sql "$db" < "$top_srcdir/tests/fixtures/jcz-sample/base/002.sql" || exit 99
"$CARC" verify --store --plugin-dir "$plugdir" "$db" > /dev/null ||
    fail "verify --store on a new database"
[ "$(cascades "$db")" = 2 ] || fail "carc init: $(cascades "$db") of 2 result tables cascade"
out=$(server "$db" ON 1001)
[ "$out" = deleted ] || fail "server with foreign keys on: DELETE of game 1001: $out"
[ "$(count "$db" "SELECT count(*) FROM verdicts WHERE game_id = 1001")" = 0 ] ||
    fail "the verdict of a deleted game stayed"
[ "$(count "$db" "SELECT count(*) FROM verdicts WHERE game_id = 1002")" = 1 ] ||
    fail "the verdict of game 1002 went with game 1001"
pass "foreign keys on: the server deletes a verified game, its verdict goes with it"

# -- an older database: rebuilt once, every row kept --------------------
db=$tmp/old.db
sql "$db" < "$old" || exit 99
sql "$db" "CREATE VIEW verdict_list AS SELECT game_id, verdict FROM verdicts;
  CREATE INDEX verdicts_by_kind ON verdicts(verdict);" || exit 99
[ "$(cascades "$db")" = 0 ] || fail "the fixture already cascades"
out=$(server "$db" ON 1003)
case $out in
*"FOREIGN KEY"*) ;;
*) fail "the old table did not refuse the DELETE (the case this fixes): $out" ;;
esac
results "$db" | grep -v '^v|1001|' > "$tmp/before.txt"
[ "$(wc -l < "$tmp/before.txt")" = 4 ] || fail "fixture: $(cat "$tmp/before.txt")"
"$CARC" verify --store --game 1001 --plugin-dir "$plugdir" "$db" > /dev/null ||
    fail "verify --store on an older database"
[ "$(cascades "$db")" = 2 ] || fail "verify --store: $(cascades "$db") of 2 result tables rebuilt"
results "$db" | grep -v '^v|1001|' > "$tmp/after.txt"
cmp -s "$tmp/before.txt" "$tmp/after.txt" ||
    fail "rows changed by the rebuild: $(diff "$tmp/before.txt" "$tmp/after.txt")"
[ "$(count "$db" "SELECT count(*) FROM verdict_list")" = 3 ] || fail "the view on verdicts"
[ "$(count "$db" "SELECT group_concat(name) FROM (SELECT name FROM sqlite_master
  WHERE type = 'index' AND tbl_name IN ('verdicts', 'divergences') ORDER BY name)")" = \
    divergences_game,verdicts_by_kind ] || fail "the indexes of the rebuilt tables"
[ "$(count "$db" "SELECT count(*) FROM sqlite_master WHERE name LIKE 'carc_rebuild%'")" = 0 ] ||
    fail "a table of the rebuild left behind"
[ "$(count "$db" "PRAGMA integrity_check")" = ok ] || fail "integrity_check"
pass "an older results table: rebuilt with ON DELETE CASCADE, every row, index and view kept"
out=$(server "$db" ON 1003)
[ "$out" = deleted ] || fail "after the rebuild, DELETE of game 1003: $out"
[ "$(count "$db" "SELECT count(*) FROM divergences WHERE game_id = 1003")" = 0 ] ||
    fail "the divergences of a deleted game stayed"
pass "after the rebuild the server deletes a game with foreign keys on"

# -- foreign keys off: verify --store removes what is left behind -------
out=$(server "$db" OFF 1002)
[ "$out" = deleted ] || fail "server with foreign keys off: $out"
[ "$(count "$db" "SELECT count(*) FROM verdicts WHERE game_id = 1002")" = 1 ] ||
    fail "foreign keys off: the results were expected to stay until carc writes"
"$CARC" verify --store --game 1001 --plugin-dir "$plugdir" "$db" > /dev/null ||
    fail "verify --store after a delete"
[ "$(count "$db" "SELECT count(*) FROM verdicts WHERE game_id = 1002") \
$(count "$db" "SELECT count(*) FROM divergences WHERE game_id = 1002")" = "0 0" ] ||
    fail "verify --store left the results of deleted game 1002"
pass "foreign keys off: verify --store removed the results of a deleted game"

# -- carcd: an older table rebuilt at attach; results of deleted games
# removed at its next pass --------------------------------------------
db=$tmp/d.db
log=$tmp/carcd.log
sql "$db" < "$old" || exit 99
mkgames "$db" 1 20 || exit 99
startd "$log" "$db"
waitfor 30 all_verified "$db" || fail "carcd did not verify every game"
[ "$(cascades "$db")" = 2 ] || fail "carcd: $(cascades "$db") of 2 result tables rebuilt"
out=$(server "$db" ON 5)
[ "$out" = deleted ] || fail "beside carcd, foreign keys on: $out"
out=$(server "$db" OFF 6)
[ "$out" = deleted ] || fail "beside carcd, foreign keys off: $out"
gone() {
	[ "$(count "$db" "SELECT (SELECT count(*) FROM verdicts WHERE game_id IN (5, 6))
	  + (SELECT count(*) FROM carc_state WHERE game_id IN (5, 6))")" = 0 ]
}
waitfor 30 gone || fail "carcd left the results of deleted games 5 and 6: $(count "$db" \
    "SELECT group_concat(game_id) FROM verdicts WHERE game_id IN (5, 6)")"
all_verified "$db" || fail "a game lost its verdict"
same_as_oneshot "$db" || fail "verdicts differ from carc verify"
pass "carcd: results of games deleted with foreign keys on or off are gone"
kill -TERM "$dpid"
wait "$dpid"
grep -i 'error\|cannot' "$log" && fail "carcd logged an error"
exit 0
