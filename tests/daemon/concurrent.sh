#!/bin/sh
# concurrent.sh - another process inserts games, one transaction each,
# while carcd runs: every game is verified, the inserter never fails, and
# no busy error reaches the log as a failure.
set -u
. "${top_srcdir:-.}/tests/daemon/lib.sh"
: "${INSERTS:=150}"

db=$tmp/games.db
newdb "$db" && mkgames "$db" 1 100 || exit 99
startd "$tmp/log" "$db"
# The inserter: one game per transaction, as a game server would, written
# in several statements (status in_progress, then moves, then finished).
i=0
(
	while [ $i -lt "$INSERTS" ]; do
		id=$((5000 + i))
		mkgames "$db" $id 1 in_progress || exit 1
		sql "$db" "UPDATE games SET status = 'finished' WHERE id = $id" || exit 1
		i=$((i + 1))
	done
) > "$tmp/inserter.log" 2>&1 &
ins=$!
pids="$pids $ins"
wait $ins || fail "the inserter failed: $(cat "$tmp/inserter.log")"
[ -s "$tmp/inserter.log" ] && fail "the inserter complained: $(cat "$tmp/inserter.log")"
waitfor 10 all_verified "$db" || { sql "$db" "SELECT g.id, g.status, s.dirty, s.engine FROM games g LEFT JOIN carc_state s ON s.game_id = g.id WHERE NOT EXISTS (SELECT 1 FROM verdicts v WHERE v.game_id = g.id) LIMIT 5"; cat "$tmp/log"; fail "not every game verified"; }
kill -TERM "$dpid"; wait "$dpid" || fail "SIGTERM: exit $?"
same_as_oneshot "$db" || fail "verdicts differ from carc verify"
if grep -E "cannot|database is locked|busy, game" "$tmp/log"; then
	fail "busy errors in the log"
fi
pass "$INSERTS games inserted while running: all verified; $(tail -1 "$tmp/log")"
exit 0
