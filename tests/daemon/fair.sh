#!/bin/sh
# fair.sh - each database gets its share of carcd's time: a database with
# a long backlog, watched first, does not hold up a small one watched
# after it; and a failing database (a full disk: writes past a file size
# limit) is logged once when it starts failing and once when it works
# again, not at every poll.
set -u
. "${top_srcdir:-.}/tests/daemon/lib.sh"

big=$tmp/big.db small=$tmp/small.db
newdb "$big" && mkgames "$big" 1 4000 || exit 99
newdb "$small" && mkgames "$small" 1 20 || exit 99
startd "$tmp/log" --config /dev/null "$big" "$small"
pending_big() { count "$big" "SELECT count(*) FROM games g WHERE NOT EXISTS
  (SELECT 1 FROM verdicts v WHERE v.game_id = g.id)"; }
waitfor 30 all_verified "$small" || fail "small database not verified: $(cat "$tmp/log")"
left=$(pending_big)
[ "$left" -gt 0 ] || fail "the small database waited for the whole backlog of the big one"
mkgames "$small" 100 1
has_verdict() { [ -n "$(count "$small" "SELECT verdict FROM verdicts WHERE game_id = $1")" ]; }
waitfor 2 has_verdict 100 || fail "new game of the small database waits for the big one"
left2=$(pending_big)
# On a machine fast enough to finish the big backlog meanwhile the second
# figure proves nothing, but the first did; the full disk is checked below
# either way.
pass "small database verified while the big one still had $left, then $left2 games to do"
waitfor 120 all_verified "$big" || fail "big backlog not done"
kill -TERM "$dpid"; wait "$dpid" || fail "SIGTERM: exit $?"
same_as_oneshot "$big" || fail "big: verdicts differ from carc verify"

# A full disk: carcd may not write the database past its size.
# Without prlimit (util-linux) that half cannot run: the test is a skip
# (77), never a pass, and says which half ran.
command -v prlimit > /dev/null || {
	echo "SKIP: no prlimit (util-linux): the full-disk half is not run;" \
	    "the fairness half passed"
	exit 77
}
db=$tmp/full.db
newdb "$db" && mkgames "$db" 1 300 in_progress || exit 99
# carcd's tables first, then the games to verify: no room for verdicts
startd "$tmp/full.log" --config /dev/null "$db"
waitfor 5 grep -q started "$tmp/full.log" || fail "not started: $(cat "$tmp/full.log")"
kill -TERM "$dpid"; wait "$dpid" || fail "SIGTERM: exit $?"
sql "$db" "UPDATE games SET status = 'finished'"
size=$(wc -c < "$db")
: > "$tmp/full.log"
prlimit --fsize="$size":unlimited "$CARCD" -f --config /dev/null \
    --plugin-dir "$plugdir" "$db" >> "$tmp/full.log" 2>&1 &
dpid=$!
pids="$pids $dpid"
waitfor 5 grep -q "trying again" "$tmp/full.log" || fail "no failure logged: $(cat "$tmp/full.log")"
sleep 3
kill -0 "$dpid" || fail "carcd died: $(cat "$tmp/full.log")"
n=$(grep -c "carcd: .*$db" "$tmp/full.log")
[ "$n" -le 2 ] || fail "$n lines about a failing database in 3 s: $(cat "$tmp/full.log")"
pass "full disk: said once: $(grep "trying again" "$tmp/full.log")"
prlimit --pid "$dpid" --fsize=unlimited:unlimited || fail "prlimit"
waitfor 40 all_verified "$db" || fail "not verified once the disk has room: $(cat "$tmp/full.log")"
grep -q "$db: working again" "$tmp/full.log" || fail "recovery not said: $(cat "$tmp/full.log")"
kill -TERM "$dpid"; wait "$dpid" || fail "SIGTERM: exit $?"
same_as_oneshot "$db" || fail "full: verdicts differ from carc verify"
pass "full disk: recovered: $(grep "working again" "$tmp/full.log")"
exit 0
