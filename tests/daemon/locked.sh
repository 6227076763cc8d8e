#!/bin/sh
# locked.sh - a database held locked by a writer (BEGIN EXCLUSIVE) costs
# carcd's loop one quick try (CARCD_BUSY_MS, core/daemon/watch.h), not
# SQLite's five-second busy timeout: a game of another database gets its
# verdict while the lock is still held, at start (the locked database
# cannot even be opened) and while running; once the lock goes, the
# locked database is verified too.
#
# The writer holds its lock until that verdict lands or for HOLD seconds,
# fewer than the five seconds carcd used to wait on the lock, during
# which its loop served no other database: the verdict landed only once
# the lock was gone ("late").  Load can make carcd slower, never that old
# wait shorter: a late try is made again, up to three times.  (Measured
# with the carcd before CARCD_BUSY_MS: late at every try, at start and
# running.)
set -u
. "${top_srcdir:-.}/tests/daemon/lib.sh"
HOLD=4

a=$tmp/a.db b=$tmp/b.db
newdb "$a" && mkgames "$a" 1 10 && mkgames "$a" 500 20 in_progress || exit 99
newdb "$b" && mkgames "$b" 1 10 || exit 99
printf 'poll_interval: 100ms\n' > "$tmp/carcd.yaml"

# hold TRY AID BID: the writer, in the background: holds $a with BEGIN
# EXCLUSIVE (finishing game AID of $a in it) until game BID of $b has a
# verdict or HOLD seconds passed; "landed" or "late" in $tmp/held.TRY.
hold() {
	cat > "$tmp/wait.$1.sh" <<SH
: > '$tmp/on.$1'
(sleep $HOLD; : > '$tmp/up.$1') &
while [ ! -f '$tmp/up.$1' ]; do
	v=\$('$SQLITE3' -cmd '.timeout 10000' '$b' 'SELECT verdict FROM verdicts WHERE game_id = $3')
	if [ -n "\$v" ]; then echo landed > '$tmp/held.$1'; exit 0; fi
	sleep 0.05
done
echo late > '$tmp/held.$1'
SH
	sql "$a" > "$tmp/writer.$1.log" 2>&1 <<SQL &
BEGIN EXCLUSIVE;
UPDATE games SET status = 'finished' WHERE id = $2;
.shell sh '$tmp/wait.$1.sh'
COMMIT;
SQL
	wpid=$!
	pids="$pids $wpid"
	waitfor 30 test -f "$tmp/on.$1" ||
	    fail "the writer did not take the lock: $(cat "$tmp/writer.$1.log")"
}

# 1. At start: $a locked before carcd opens it, game 5 of $b to verify.
n=0
while :; do
	n=$((n + 1))
	hold "s$n" $((499 + n)) 5
	startd "$tmp/log" --config "$tmp/carcd.yaml" "$a" "$b"
	wait "$wpid" || fail "start: the writer failed: $(cat "$tmp/writer.s$n.log")"
	[ "$(cat "$tmp/held.s$n")" = landed ] && break
	[ $n -lt 3 ] || fail "start: three times b waited for a's lock: $(cat "$tmp/log")"
	echo "start, try $n: b's verdict came after the lock went"
	kill -TERM "$dpid"; wait "$dpid"
	sql "$b" "DELETE FROM verdicts WHERE game_id = 5" || exit 99
done
waitfor 30 all_verified "$a" || fail "start: a not verified once unlocked: $(cat "$tmp/log")"
waitfor 30 all_verified "$b" || fail "start: b not verified"
pass "start with a locked: b verified while it was (try $n), a once it was not"

# 2. Running: $a locked, then a game finished in $b.  Each try begins
# with carcd idle: a wait on the lock of the try before (the old carcd's)
# would otherwise run into this one's.
n=0
while :; do
	n=$((n + 1))
	waitfor 30 all_verified "$a" || fail "a not verified once unlocked: $(cat "$tmp/log")"
	waitfor 30 all_verified "$b" || fail "b not verified"
	sleep 0.3	# a poll or two: nothing new, nothing held
	hold "r$n" $((509 + n)) $((600 + n))
	mkgames "$b" $((600 + n)) 1 || exit 99
	wait "$wpid" || fail "the writer failed: $(cat "$tmp/writer.r$n.log")"
	[ "$(cat "$tmp/held.r$n")" = landed ] && break
	[ $n -lt 3 ] || fail "three times b's new game waited for a's lock: $(tail -20 "$tmp/log")"
	echo "running, try $n: b's verdict came after the lock went"
done
pass "a locked by a writer: b's new game verified while the lock was held (try $n)"
waitfor 30 all_verified "$a" || fail "a not verified once unlocked: $(cat "$tmp/log")"
waitfor 30 all_verified "$b" || fail "b not verified"
kill -TERM "$dpid"; wait "$dpid" || fail "SIGTERM: exit $?"
same_as_oneshot "$a" || fail "a: verdicts differ from carc verify"
same_as_oneshot "$b" || fail "b: verdicts differ from carc verify"
pass "a verified once the lock went; verdicts of carc verify"
exit 0
