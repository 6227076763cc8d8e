#!/bin/sh
# identity.sh - one carcd per database file, whatever its name (issue 28,
# 6): a second carcd on the same file through a hard link or a symbolic
# link (another DB-carcd.lock) is refused, exit 2, naming the pid of the
# one watching it; the first goes on.
. "${top_srcdir:-.}/tests/daemon/lib.sh"

db=$tmp/a.db
newdb "$db" && mkgames "$db" 1 5 || exit 99
mkdir "$tmp/other"
ln "$db" "$tmp/other/hard.db"
ln -s "$db" "$tmp/other/soft.db"
startd "$tmp/a.log" "$db"
waitfor 10 all_verified "$db" || fail "not verified: $(cat "$tmp/a.log")"
for name in hard soft; do
	"$CARCD" -f --plugin-dir "$plugdir" --config /dev/null \
	    "$tmp/other/$name.db" > "$tmp/b.log" 2>&1 &
	p=$!
	pids="$pids $p"
	( sleep 10; kill -TERM $p 2>/dev/null ) &
	wait $p
	rc=$?
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
exit 0
