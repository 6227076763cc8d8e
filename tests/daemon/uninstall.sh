#!/bin/sh
# uninstall.sh - carcd's triggers never break the server (issue 34, 13;
# record-format.md: no state of carcd's tables and triggers may make a
# statement of another writer fail).  The triggers name carc_state, so
# with it dropped and they not, every write to the watched tables fails
# at prepare time: SQLite offers no trigger that survives a missing
# table.  carcd makes carc_state again at its next poll, in a pass too;
# `carcd --uninstall` removes every carc_* table and trigger at once.
# The server is a python3 sqlite3 writer adding a game, as a game server
# does, in each case: carc_state dropped with carcd running (in a pass)
# and not running, triggers dropped with carc_state kept, after
# --uninstall.
. "${top_srcdir:-.}/tests/daemon/lib.sh"
command -v python3 >/dev/null 2>&1 || { echo "FAIL: python3 is needed"; exit 1; }

# server DB ID: a copy of game 1 + ID % 10 inserted as game ID, its rows
# in one transaction; prints "ok" or SQLite's error.
cat > "$tmp/server.py" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1], timeout=10)
gid = int(sys.argv[2])
src = 1 + gid % 10
try:
    with c:
        c.execute("INSERT INTO games(id, ruleset, tile_supply, status, source)"
                  " SELECT ?, ruleset, tile_supply, status, source FROM games"
                  " WHERE id = ?", (gid, src))
        for t, cols in (("players", "seat, name, final_score"),
                        ("moves", "seq, seat, tile, action, x, y, rotation, meeple"),
                        ("scores", "seq, seat, points, kind")):
            c.execute("INSERT INTO %s(game_id, %s) SELECT ?, %s FROM %s"
                      " WHERE game_id = ?" % (t, cols, cols, t), (gid, src))
    print("ok")
except sqlite3.Error as e:
    print(e)
PY
server() { python3 "$tmp/server.py" "$@"; }
server_ok() { [ "$(server "$@")" = ok ]; }
carc_objects() {
	count "$1" "SELECT count(*) FROM sqlite_master WHERE name LIKE 'carc\_%' ESCAPE '\'"
}
verdict_of() { count "$db" "SELECT verdict FROM verdicts WHERE game_id = $1"; }
has_verdict() { [ -n "$(verdict_of "$1")" ]; }
stopd() { kill -TERM "$dpid"; wait "$dpid"; }

db=$tmp/u.db
log=$tmp/carcd.log
newdb "$db" || exit 99
mkgames "$db" 1 8000 || exit 99

# -- carc_state dropped while carcd runs, in the middle of its pass -------
startd "$log" "$db"
some_verdicts() { [ "$(count "$db" "SELECT count(*) FROM verdicts")" -gt 0 ]; }
waitfor 30 some_verdicts || fail "carcd verified nothing"
sql "$db" "DROP TABLE carc_state" || exit 99
n=$(count "$db" "SELECT count(*) FROM verdicts")
[ "$n" -lt 8000 ] || echo "note: the pass had ended before the drop ($n verdicts)"
waitfor 15 server_ok "$db" 100001 ||
    fail "carc_state dropped beside a running carcd: the server's insert: $(server "$db" 100001)"
pass "carc_state dropped while carcd runs: made again, the server inserts a game"
waitfor 60 all_verified "$db" || fail "carcd did not go on verifying"
waitfor 60 has_verdict 100001 || fail "the server's game 100001 was not verified"
[ "$(count "$db" "SELECT count(*) FROM carc_state")" -gt 8000 ] ||
    fail "carc_state not refilled: $(count "$db" "SELECT count(*) FROM carc_state") rows"
pass "carcd went on: every game verified, carc_state refilled"
stopd

# -- carc_state dropped while carcd is stopped: the window carcd(8) tells
# of, closed by starting carcd --------------------------------------------
sql "$db" "DROP TABLE carc_state" || exit 99
out=$(server "$db" 100002)
case $out in
*carc_state*) ;;
*) fail "the case carcd(8) warns of did not fail as it says: $out" ;;
esac
startd "$log" "$db"
waitfor 15 server_ok "$db" 100002 ||
    fail "carcd started beside triggers without carc_state: $(server "$db" 100002)"
waitfor 60 has_verdict 100002 || fail "game 100002 was not verified"
grep -q 'carc_state was gone' "$log" || fail "carcd did not say carc_state was gone"
pass "carc_state dropped while carcd was stopped: made again at start"
stopd

# -- the triggers dropped, carc_state kept -------------------------------
# three triggers on each record table the file has (actions, of record
# format 2, included)
ntrig=$(( 3 * $(count "$db" "SELECT count(*) FROM sqlite_master WHERE type = 'table'
  AND name IN ('games', 'game_expansions', 'players', 'moves', 'scores', 'actions')") ))
for t in $(count "$db" "SELECT name FROM sqlite_master WHERE type = 'trigger'
  AND name LIKE 'carc\_%' ESCAPE '\'"); do
	sql "$db" "DROP TRIGGER $t" || exit 99
done
server_ok "$db" 100003 || fail "triggers dropped: $(server "$db" 100003)"
startd "$log" "$db"
waitfor 60 has_verdict 100003 || fail "game 100003 was not verified"
[ "$(count "$db" "SELECT count(*) FROM sqlite_master WHERE type = 'trigger'")" = "$ntrig" ] ||
    fail "carcd did not make its triggers again"
pass "triggers dropped, carc_state kept: the server inserts, carcd makes them again"

# -- carcd --uninstall ---------------------------------------------------
"$CARCD" --uninstall "$db" > "$tmp/out" 2> "$tmp/err" && fail "--uninstall beside a running carcd"
grep -q 'another carcd is running' "$tmp/err" || fail "--uninstall beside carcd: $(cat "$tmp/err")"
[ "$(carc_objects "$db")" = $((ntrig + 1)) ] || fail "a refused --uninstall removed something"
stopd
nv=$(count "$db" "SELECT count(*) FROM verdicts")
"$CARCD" --uninstall "$db" > "$tmp/out" 2> "$tmp/err" ||
    fail "--uninstall: $(cat "$tmp/err")"
grep -q "removed 1 table and $ntrig triggers" "$tmp/out" || fail "--uninstall said: $(cat "$tmp/out")"
[ "$(carc_objects "$db")" = 0 ] || fail "--uninstall left $(carc_objects "$db") carc_* objects"
[ -e "$db-carcd.lock" ] && fail "--uninstall left the lock file"
[ "$(count "$db" "SELECT count(*) FROM verdicts")" = "$nv" ] || fail "--uninstall touched the verdicts"
server_ok "$db" 100004 || fail "after --uninstall: $(server "$db" 100004)"
sql "$db" "UPDATE scores SET points = points WHERE game_id = 100004;
  DELETE FROM scores WHERE game_id = 100004" || fail "after --uninstall: update, delete"
pass "--uninstall: every carc_* table and trigger gone, verdicts kept, the server writes"

# carc_state dropped by hand while carcd is stopped, then --uninstall
startd "$log" "$db"
triggers_back() { [ "$(carc_objects "$db")" = $((ntrig + 1)) ]; }
waitfor 30 triggers_back || fail "carcd did not come back"
stopd
sql "$db" "DROP TABLE carc_state" || exit 99
"$CARCD" --uninstall "$db" > "$tmp/out" 2> "$tmp/err" ||
    fail "--uninstall of triggers without carc_state: $(cat "$tmp/err")"
[ "$(carc_objects "$db")" = 0 ] || fail "--uninstall left $(carc_objects "$db") carc_* objects"
server_ok "$db" 100005 || fail "after --uninstall: $(server "$db" 100005)"
pass "--uninstall mends triggers left without carc_state"

# bad input: no database, a missing one
"$CARCD" --uninstall > /dev/null 2>&1; [ $? = 2 ] || fail "--uninstall with no database: not 2"
"$CARCD" --uninstall "$tmp/none.db" > /dev/null 2> "$tmp/err"; [ $? = 2 ] ||
    fail "--uninstall of a missing file: not 2"
grep -q 'no such file' "$tmp/err" || fail "--uninstall of a missing file: $(cat "$tmp/err")"
[ -e "$tmp/none.db" ] && fail "--uninstall made a database"
pass "--uninstall: bad input answered, exit 2"
# under the sanitizers (.ci/run), a report goes to carcd's log
grep -E 'Sanitizer|runtime error' "$log" && fail "a sanitizer report in carcd's log"
exit 0
