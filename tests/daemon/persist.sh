#!/bin/sh
# persist.sh - carcd never drops a database for a cause that goes away
# (issue 28, 5): its only database locked past the busy timeout at start
# (it keeps running, says so once, and verifies once the lock goes, never
# calling the file damaged); a file moved over the watched one while
# locked (tried again, not remembered as refused); a file that cannot be
# opened is tried again with a growing delay, and at once at a SIGHUP.
. "${top_srcdir:-.}/tests/daemon/lib.sh"

# holdlock DB SECONDS: an exclusive lock on DB for SECONDS (a writer in a
# long transaction), in the background; returns once it is held.
holdlock() {
	rm -f "$1.held"
	python3 - "$1" "$2" <<-'PY' &
	import sqlite3, sys, time
	con = sqlite3.connect(sys.argv[1], isolation_level=None)
	con.execute("BEGIN EXCLUSIVE")
	open(sys.argv[1] + ".held", "w").close()
	time.sleep(float(sys.argv[2]))
	con.execute("ROLLBACK")
	PY
	lpid=$!
	pids="$pids $lpid"
	waitfor 10 test -e "$1.held" || fail "the lock was not taken"
}

# -- the only database, locked at start for 6 s (past the busy timeout) ----
db=$tmp/p.db
log=$tmp/p.log
newdb "$db" && mkgames "$db" 1 30 || exit 99
holdlock "$db" 6
startd "$log" "$db"
waitfor 30 all_verified "$db" 2> /dev/null ||
    fail "locked at start: not verified after the lock went: $(cat "$log")"
kill -0 "$dpid" || fail "locked at start: carcd ended: $(cat "$log")"
grep -q "damaged" "$log" && fail "locked at start: called damaged: $(cat "$log")"
n=$(grep -c "not watched for now" "$log")
[ "$n" -le 1 ] || fail "locked at start: said $n times: $(cat "$log")"
pass "locked past the busy timeout at start: waited for, said once, verified"

# -- a file moved over it while that file is locked --------------------------
newdb "$tmp/new.db" && mkgames "$tmp/new.db" 100 20 || exit 99
holdlock "$tmp/new.db" 6
mv "$tmp/new.db" "$db"
has_new() { [ "$(count "$db" "SELECT count(*) FROM verdicts WHERE game_id >= 100" 2> /dev/null)" = 20 ]; }
waitfor 40 has_new ||
    fail "moved in while locked: not verified: $(tail -5 "$log")"
pass "a file moved in while locked: verified once the lock went"
kill -TERM "$dpid"; wait "$dpid"

# -- a file that cannot be opened, mended in place: at once at a SIGHUP ----
printf 'poll_interval: 10s\ndatabases: [ p.db ]\n' > "$tmp/c.yaml"
log=$tmp/h.log
startd "$log" --config "$tmp/c.yaml"
waitfor 10 grep -q started "$log" || fail "not started: $(cat "$log")"
cp "$db" "$tmp/good.db"
sql "$tmp/good.db" "DELETE FROM verdicts; DELETE FROM divergences" || exit 99
printf 'not sqlite at all\n%.0s' $(seq 300) > "$tmp/bad.db"
mv "$tmp/bad.db" "$db"
kill -HUP "$dpid"		# looked at now, not in 10 s
waitfor 5 grep -q "p.db: not watched for now" "$log" ||
    fail "a bad file: not said: $(cat "$log")"
# mended in place (the same inode), then SIGHUP: at once, not in 10 s
cat "$tmp/good.db" > "$db"
kill -HUP "$dpid"
waitfor 4 all_verified "$db" ||
    fail "mended, SIGHUP: not verified at once: $(tail -5 "$log")"
pass "a file that could not be opened, mended: verified at once at a SIGHUP"
kill -TERM "$dpid"; wait "$dpid" || fail "SIGTERM: exit $?"
exit 0
