#!/bin/sh
# identity.sh - one carcd per database file, whatever its name (issue 28,
# 6): a second carcd on the same file through a hard link or a symbolic
# link (another DB-carcd.lock) is refused, exit 2, naming the pid of the
# one watching it; the first goes on.  And its foreground log (at debug
# level): every line begins with the time, and no id range is written
# with the largest id there can be for "the last game".
. "${top_srcdir:-.}/tests/daemon/lib.sh"

db=$tmp/a.db
newdb "$db" && mkgames "$db" 1 5 || exit 99
mkdir "$tmp/other"
ln "$db" "$tmp/other/hard.db"
ln -s "$db" "$tmp/other/soft.db"
printf 'log_level: debug\n' > "$tmp/debug.yaml"
startd "$tmp/a.log" --config "$tmp/debug.yaml" "$db"
waitfor 10 all_verified "$db" || fail "not verified: $(cat "$tmp/a.log")"
for name in hard soft; do
	"$CARCD" -f --plugin-dir "$plugdir" --config /dev/null \
	    "$tmp/other/$name.db" > "$tmp/b.log" 2>&1 &
	p=$!
	pids="$pids $p"
	( sleep 10; kill -TERM $p 2>/dev/null ) > /dev/null 2>&1 &
	guard=$!
	wait $p
	rc=$?
	kill "$guard" 2>/dev/null
	if [ $rc -eq 2 ] && grep -q "is watched by another carcd, pid $dpid" \
	    "$tmp/b.log"; then
		pass "$name link: $(cat "$tmp/b.log")"
	else
		fail "$name link: exit $rc: $(cat "$tmp/b.log")"
	fi
done
mkgames "$db" 10 2
waitfor 10 all_verified "$db" || fail "the first no longer verifies"
kill -TERM "$dpid"; wait "$dpid" || fail "SIGTERM: exit $?"
pass "the first carcd went on"
stamp='^[0-9]\{4\}-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]\.[0-9]\{3\}[-+][0-9]\{4\} carcd: '
n=$(grep -c . "$tmp/a.log")
[ "$n" -gt 3 ] && [ "$(grep -c "$stamp" "$tmp/a.log")" = "$n" ] ||
    fail "log lines without the time: $(grep -v "$stamp" "$tmp/a.log" | head -3)"
grep -q "reading in game order from game .* on" "$tmp/a.log" ||
    fail "no scan said: $(head -5 "$tmp/a.log")"
! grep -q 9223372036854775807 "$tmp/a.log" ||
    fail "the largest id written: $(grep 9223372036854775807 "$tmp/a.log" | head -2)"
pass "the log: every line timed, no 9223372036854775807 ($n lines)"
exit 0
