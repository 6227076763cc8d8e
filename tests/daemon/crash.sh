#!/bin/sh
# crash.sh - kill -9 at random instants while carcd verifies, restart,
# several rounds over; then every finished game has exactly one verdict,
# the one `carc verify` gives, and one state row.  Between rounds some
# games change, so that every round has work to be killed in.
# ROUNDS and GAMES may be set (tests/daemon/long.sh runs 20 x 2000).
set -u
. "${top_srcdir:-.}/tests/daemon/lib.sh"
: "${ROUNDS:=5}" "${GAMES:=300}" "${KILL_MAX:=0.4}"

db=$tmp/games.db
newdb "$db" && mkgames "$db" 1 "$GAMES" && mkdivergent "$db" || exit 99
r=1
while [ $r -le "$ROUNDS" ]; do
	startd "$tmp/log" "$db"
	# somewhere between 0 and KILL_MAX seconds into the work
	sleep "$(awk -v s="$r$$" -v m="$KILL_MAX" 'BEGIN { srand(s); printf "%.3f", rand() * m }')"
	kill -9 "$dpid"
	wait "$dpid" 2>/dev/null
	done_now=$(count "$db" "SELECT count(*) FROM verdicts")
	echo "round $r: killed with $done_now verdicts"
	# changes for the next round: scores of a third of the games move
	# one way or the other, and a few new games arrive
	sql "$db" "UPDATE players SET final_score = final_score + (CASE WHEN
	  final_score % 2 = 0 THEN 1 ELSE -1 END) WHERE seat = 0 AND game_id % 3 = $r % 3"
	mkgames "$db" $((100000 + r * 10)) 10
	r=$((r + 1))
done
startd "$tmp/log" "$db"
waitfor 180 all_verified "$db" || fail "not every game verified after the last restart"
# let the last pass finish (changed games after all_verified)
sleep 1
kill -TERM "$dpid"; wait "$dpid" || fail "SIGTERM: exit $?"
same_as_oneshot "$db" || fail "verdicts differ from carc verify"
n=$(count "$db" "SELECT count(*) FROM games WHERE status = 'finished'")
[ "$(count "$db" "SELECT count(*) FROM verdicts")" = "$n" ] || fail "verdicts != games"
[ "$(count "$db" "SELECT count(*) FROM carc_state WHERE dirty = 0")" = "$n" ] || fail "state rows != games"
[ "$(count "$db" "PRAGMA integrity_check")" = ok ] || fail "integrity_check"
pass "$ROUNDS kill -9 rounds over $n games: one verdict each, as carc verify gives"
exit 0
