#!/bin/sh
# pidfile.sh - pid_file (and a database's lock file) is created only
# where nothing is, or taken over when it is a stale pid file; anything
# else it names (the watched database, a text file, a symlink, the pid
# of a running process) is refused, by -n and at start alike, and left
# as it was.  A database's lock is stale whenever it is unlocked, empty
# or holding a pid that now runs another process.  At exit the file is
# removed only if it is still ours.
set -u
. "${top_srcdir:-.}/tests/daemon/lib.sh"

db=$tmp/games.db
newdb "$db" && mkgames "$db" 1 10 || exit 99
sum() { cksum < "$1"; }

# refuse NAME PATTERN PIDFILE: -n and -f both exit 2 saying PATTERN, and
# PIDFILE is unchanged.
refuse() {
	before=$(sum "$3")
	printf 'databases: [ games.db ]\npid_file: %s\n' "$3" > "$tmp/$1.yaml"
	for mode in -n -f; do
		"$CARCD" $mode --config "$tmp/$1.yaml" --plugin-dir "$plugdir" \
		    > "$tmp/$1.out" 2>&1 &
		p=$!
		pids="$pids $p"
		# a carcd that wrongly started is stopped after a while
		( sleep 5; kill -TERM $p 2>/dev/null ) &
		wait $p
		rc=$?
		[ $rc -eq 2 ] || fail "$1 $mode: exit $rc, wanted 2: $(cat "$tmp/$1.out")"
		grep -q -- "$2" "$tmp/$1.out" ||
		    fail "$1 $mode: wanted '$2', got: $(cat "$tmp/$1.out")"
		[ -e "$3" ] || fail "$1 $mode: '$3' was removed"
		[ "$(sum "$3")" = "$before" ] || fail "$1 $mode: '$3' was changed"
	done
	pass "$1: $(head -1 "$tmp/$1.out")"
}

refuse database "the pid file '$db' exists and is not a pid file" "$db"
[ "$(count "$db" "SELECT count(*) FROM games")" = 10 ] || fail "database damaged"
printf 'notes of mine\n' > "$tmp/notes.txt"
refuse text "is not a pid file" "$tmp/notes.txt"
: > "$tmp/empty.pid"
refuse empty "is not a pid file" "$tmp/empty.pid"
ln -s notes.txt "$tmp/link.pid"
refuse symlink "is not a regular file" "$tmp/link.pid"
# the pid of a running process (this shell) that holds no lock
echo $$ > "$tmp/live.pid"
refuse live "holds pid $$, a running process" "$tmp/live.pid"
# A database's lock file that is someone else's file: the same.
printf 'mine\n' > "$db-carcd.lock"
for mode in -n -f; do
	"$CARCD" $mode --plugin-dir "$plugdir" "$db" > "$tmp/o" 2>&1 &
	p=$!
	pids="$pids $p"
	( sleep 5; kill -TERM $p 2>/dev/null ) &
	wait $p
	rc=$?
	[ $rc -eq 2 ] && grep -q "the lock of database '$db' '$db-carcd.lock' exists and is not a pid file" "$tmp/o" ||
	    fail "foreign lock file $mode: exit $rc: $(cat "$tmp/o")"
	[ "$(cat "$db-carcd.lock")" = mine ] || fail "foreign lock file $mode: changed"
done
pass "foreign lock file: $(cat "$tmp/o")"
rm -f "$db-carcd.lock"

# A database's lock left by a carcd that is gone, and nobody holds: it is
# taken over, whatever it holds, for the name is carcd's own.  Empty: a
# carcd killed while it wrote its pid (crash.sh met it: every later start
# was refused).  The pid of a running process: the number went to another
# process since (a reboot; this shell stands in for it).  A pid file
# holding either is refused (above).
printf 'databases: [ games.db ]\npid_file: left.pid\n' > "$tmp/left.yaml"
for left in empty reused; do
	if [ $left = empty ]; then : > "$db-carcd.lock"; else echo $$ > "$db-carcd.lock"; fi
	"$CARCD" -n --config "$tmp/left.yaml" --plugin-dir "$plugdir" \
	    > "$tmp/o" 2>&1 || fail "-n, $left database lock: $(cat "$tmp/o")"
	startd "$tmp/left.log" --config "$tmp/left.yaml"
	waitfor 5 all_verified "$db" ||
	    fail "$left database lock: not verifying: $(cat "$tmp/left.log")"
	[ "$(cat "$db-carcd.lock")" = "$dpid" ] ||
	    fail "$left database lock: holds '$(cat "$db-carcd.lock")'"
	kill -TERM "$dpid"; wait "$dpid" || fail "$left: SIGTERM: exit $?"
	[ ! -e "$db-carcd.lock" ] || fail "$left database lock: left behind"
	sql "$db" "DELETE FROM divergences; DELETE FROM verdicts;
	  DELETE FROM carc_state" || exit 99
	pass "$left database lock, nobody holding it: taken over, removed at exit"
done

# A stale pid file (a process that has exited): taken over.
sh -c 'exit 0' &
dead=$!
wait $dead
echo $dead > "$tmp/stale.pid"
printf 'databases: [ games.db ]\npid_file: stale.pid\n' > "$tmp/stale.yaml"
"$CARCD" -n --config "$tmp/stale.yaml" --plugin-dir "$plugdir" > "$tmp/o" 2>&1 ||
    fail "-n stale: $(cat "$tmp/o")"
startd "$tmp/stale.log" --config "$tmp/stale.yaml"
waitfor 5 all_verified "$db" || fail "stale: not verifying: $(cat "$tmp/stale.log")"
[ "$(cat "$tmp/stale.pid")" = "$dpid" ] || fail "stale: pid file holds $(cat "$tmp/stale.pid")"
# -n while it runs: no error, the holder named
"$CARCD" -n --config "$tmp/stale.yaml" --plugin-dir "$plugdir" > "$tmp/o" 2>&1 ||
    fail "-n while running: $(cat "$tmp/o")"
grep -q "held by a running carcd, pid $dpid" "$tmp/o" || fail "-n while running: $(cat "$tmp/o")"
kill -TERM "$dpid"; wait "$dpid" || fail "stale: SIGTERM: exit $?"
[ ! -e "$tmp/stale.pid" ] || fail "stale: pid file left behind"
pass "stale pid file taken over, removed at exit"

# A pid file replaced while carcd runs is not carcd's to remove.
startd "$tmp/repl.log" --config "$tmp/stale.yaml"
waitfor 5 test -s "$tmp/stale.pid" || fail "no pid file"
waitfor 5 grep -q started "$tmp/repl.log" || fail "not started"
rm "$tmp/stale.pid"
printf 'replaced\n' > "$tmp/stale.pid"
kill -TERM "$dpid"; wait "$dpid" || fail "replaced: SIGTERM: exit $?"
[ "$(cat "$tmp/stale.pid")" = replaced ] || fail "replaced pid file removed or changed"
pass "a pid file replaced while running is left alone at exit"

# Detached, the parent exits inside daemon(3): from the moment the
# command returns, the pid file is empty or names the running daemon,
# never the parent (it did, until the daemon rewrote it: a SIGHUP sent
# by its pid went to nobody).
# Forty databases: the daemon takes a while to open them all again
# before it writes its pid, which widens the window the test looks in.
dbs=games.db
for n in $(seq 1 40); do
	cp "$db" "$tmp/g$n.db" && dbs="$dbs, g$n.db"
done
printf 'databases: [ %s ]\npid_file: det.pid\n' "$dbs" > "$tmp/det.yaml"
"$CARCD" --config "$tmp/det.yaml" --plugin-dir "$plugdir" > "$tmp/o" 2>&1 ||
    fail "detached: $(cat "$tmp/o")"
i=0 p=
while [ $i -lt 500 ] && [ -z "$p" ]; do
	p=$(cat "$tmp/det.pid" 2>/dev/null)
	[ -n "$p" ] || sleep 0.01
	i=$((i + 1))
done
[ -n "$p" ] || fail "detached: no pid in the pid file"
pids="$pids $p"
kill -0 "$p" 2>/dev/null || fail "detached: the pid file named $p, not running"
kill -TERM "$p"
waitfor 5 test ! -e "$tmp/det.pid" || fail "detached: did not stop"
pass "detached: the pid file names the daemon, never its parent"
exit 0
