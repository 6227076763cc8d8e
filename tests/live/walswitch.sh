#!/bin/sh
# walswitch.sh - a rollback-journal file that its server switches to WAL
# while carc copies it (core/record/capture.c) is not damaged (issue 34,
# 10): verify, verify --store and carcd give the file's verdicts, never
# "damaged", and carcd goes on watching it.
#
# A capture copies a few MB per read lock, 1 MB a read.  Here it stops
# after each read (the test hook CARC_TEST_STOP_CAPTURE: SIGSTOP, under
# the step's read lock or at the step's end with the lock gone), and
# the server acts while it is stopped.  At the first stop where it can
# (no lock held) it runs PRAGMA journal_mode = WAL; from then on, at
# every stop, it checkpoints what it can (PASSIVE; wal_autocheckpoint =
# 0) and commits a change (every player's final score one off, or back,
# and its own log's times one later).  In WAL a checkpoint writes the
# file's pages under no lock a reader takes: a copy that went on mixed
# two moments (old and new scores, a log index that matches none of its
# rows): verify gave verdicts of no one moment, verify --store exit 2
# "damaged", and carcd stopped watching the file.
set -u
. "${top_srcdir:-.}/tests/live/lib.sh"
: "${GAMES:=200}" "${PAD:=300000}" "${CARCD:=$top_builddir/carcd}"
[ -d /proc/self ] || { echo "SKIP: no /proc to see a process stopped"; exit 77; }

# The server, beside process PID until it ends: DB PID (as
# above).  Prints how many stops it saw and what it did at them.
cat > "$tmp/server.py" <<-'PY'
	import os, signal, sqlite3, sys, time
	db, pid = sys.argv[1], int(sys.argv[2])
	def state():
	    try:
	        with open("/proc/%d/stat" % pid) as f:
	            return f.read().rsplit(")", 1)[1].split()[0]
	    except OSError:
	        return None
	con = sqlite3.connect(db, timeout=0, isolation_level=None)
	stops, wal, flips, frames = 0, 0, 0, 0
	while True:
	    s = state()
	    if s is None or s == "Z":
	        break
	    if s != "T":
	        time.sleep(0.002)
	        continue
	    stops += 1
	    if not wal:
	        try:
	            mode = con.execute("PRAGMA journal_mode = WAL").fetchone()[0]
	        except sqlite3.OperationalError:
	            mode = "locked"	# the step's read lock: the next stop
	        if mode == "wal":
	            con.execute("PRAGMA wal_autocheckpoint = 0")
	            wal = stops
	    if wal:
	        # what carc's reading began after; then a change for the
	        # next step of the capture to begin after
	        frames += con.execute(
	            "PRAGMA wal_checkpoint(PASSIVE)").fetchone()[2]
	        con.execute("BEGIN IMMEDIATE")
	        con.execute("UPDATE players SET final_score = final_score +"
	            " (CASE final_score % 2 WHEN 0 THEN 1 ELSE -1 END)")
	        con.execute("UPDATE server_log SET at = at + 1")
	        con.execute("COMMIT")
	        flips += 1
	    os.kill(pid, signal.SIGCONT)
	    time.sleep(0.002)
	if not wal:
	    sys.exit("never in WAL (%d stops)" % stops)
	print("%d stops, WAL at stop %d, %d changes, %d frames checkpointed" %
	    (stops, wal, flips, frames))
	PY

# padded DB: games 1..GAMES, PAD rows of the server's own log, indexed
# twice, then games GAMES+1..2*GAMES, in a rollback journal: a file of
# more than two steps after the first restart of a capture (4 MB, then
# 16 MB), whose games' pages lie at its start and at its end
padded() {
	mklive "$1" "$GAMES" delete || exit 99
	sql "$1" <<-SQL || exit 99
	CREATE TABLE server_log(id INTEGER PRIMARY KEY, at INTEGER,
	    who TEXT, what TEXT);
	BEGIN;
	INSERT INTO server_log(at, who, what) WITH RECURSIVE c(i) AS
	    (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < $PAD)
	    SELECT (i * 7919) % 1000003, 'player ' || (i % 977),
	    'joined table ' || ((i * 31) % 10007) FROM c;
	COMMIT;
	CREATE INDEX server_log_at ON server_log(at);
	CREATE INDEX server_log_who ON server_log(who, what);
	SQL
	PYTHONPATH=$tmp python3 - "$1" "$versions" "$GAMES" <<-'PY' || exit 99
	import sqlite3, sys
	import livegame
	con = sqlite3.connect(sys.argv[1], isolation_level=None)
	con.execute("ATTACH ? AS v", (sys.argv[2],))
	n = int(sys.argv[3])
	con.execute("BEGIN")
	for gid in range(n + 1, 2 * n + 1):
	    livegame.insert(con, gid, gid % 10)
	con.execute("COMMIT")
	PY
}
padded "$tmp/padded.db"
[ "$(wc -c < "$tmp/padded.db")" -gt $((24 << 20)) ] || exit 99
db=$tmp/live.db
fresh() { rm -f "$db" "$db-journal" "$db-wal" "$db-shm"; cp "$tmp/padded.db" "$db"; }
# the verdicts of the file before the server's change, and after one
# (after two it is as before)
"$CARC" verify --format json "$tmp/padded.db" > "$tmp/before.json"
[ $? -eq 1 ] || exit 99
cp "$tmp/padded.db" "$tmp/after.db"
sql "$tmp/after.db" "UPDATE players SET final_score = final_score +
    (CASE final_score % 2 WHEN 0 THEN 1 ELSE -1 END)" || exit 99
"$CARC" verify --format json "$tmp/after.db" > "$tmp/after.json"
[ $? -eq 1 ] && ! cmp -s "$tmp/before.json" "$tmp/after.json" || exit 99

# serve PID: the server beside process PID, until it ends; its stops
serve() {
	python3 "$tmp/server.py" "$db" "$1" > "$tmp/stops" 2> "$tmp/server.err"
	if [ $? -ne 0 ] || [ -s "$tmp/server.err" ]; then
		ko "$what: the server failed: $(tail -c 300 "$tmp/server.err")"
		return 1
	fi
	[ "$(sql "$db" "PRAGMA journal_mode")" = wal ] || {
		ko "$what: the file is not in WAL"; return 1; }
}

for what in "verify" "verify --store"; do
	fresh
	# shellcheck disable=SC2086
	CARC_TEST_STOP_CAPTURE=1 "$CARC" $what --format json "$db" \
	    > "$tmp/out.json" 2> "$tmp/err" &
	cpid=$!
	pids="$pids $cpid"
	serve "$cpid" || continue
	wait "$cpid"
	rc=$?
	if [ $rc -ne 1 ] || [ -s "$tmp/err" ]; then
		ko "$what: exit $rc, want 1: $(head -c 300 "$tmp/err")"
	elif ! cmp -s "$tmp/out.json" "$tmp/before.json" &&
	    ! cmp -s "$tmp/out.json" "$tmp/after.json"; then
		ko "$what: verdicts of no one moment of the file" \
		    "($(cat "$tmp/stops"))"
	else
		ok "$what: switched to WAL during its capture" \
		    "($(cat "$tmp/stops")): the verdicts of one moment"
	fi
done
n=$(sql "$db" "SELECT count(*) FROM verdicts")
[ "$n" = $((2 * GAMES)) ] || ko "verify --store stored $n verdicts of $((2 * GAMES))"

# carcd: the file checked whole, its games verified, and a game the
# server adds in WAL verified too: carcd still watches the file
what=carcd
fresh
CARC_TEST_STOP_CAPTURE=1 "$CARCD" -f --config /dev/null \
    --plugin-dir "$top_builddir/plugins/.libs" "$db" 2> "$tmp/carcd.err" &
dpid=$!
pids="$pids $dpid"
python3 "$tmp/server.py" "$db" "$dpid" > "$tmp/stops" 2> "$tmp/server.err" &
spid=$!
pids="$pids $spid"
t=0
while [ $t -lt 600 ]; do
	left=$(sql "$db" "SELECT count(*) FROM games WHERE id NOT IN (SELECT game_id FROM verdicts)" 2> /dev/null)
	[ "$left" = 0 ] && break
	kill -0 "$dpid" 2>/dev/null || break
	sleep 0.1
	t=$((t + 1))
done
[ "$(sql "$db" "PRAGMA journal_mode")" = wal ] || ko "carcd: the file is not in WAL"
sql "$db" "ATTACH '$versions' AS v; INSERT INTO main.games(id, ruleset,
    tile_supply, status, source) SELECT 100000, ruleset, tile_supply,
    status, source FROM v.games WHERE id = 3" ||
    ko "carcd: a game could not be added: $(tail -c 300 "$tmp/carcd.err")"
t=0
while [ $t -lt 300 ]; do
	n=$(sql "$db" "SELECT count(*) FROM verdicts WHERE game_id = 100000" 2> /dev/null)
	[ "$n" = 1 ] && break
	sleep 0.1
	t=$((t + 1))
done
kill -TERM "$dpid" 2>/dev/null
wait "$dpid"
kill -9 "$spid" 2>/dev/null
if [ -s "$tmp/server.err" ]; then
	ko "carcd: the server failed: $(tail -c 300 "$tmp/server.err")"
elif grep -q damaged "$tmp/carcd.err"; then
	ko "carcd: $(grep damaged "$tmp/carcd.err" | head -c 300)"
elif [ "$left" != 0 ] || [ "$n" != 1 ]; then
	ko "carcd: $left games left, the new game verified $n times:" \
	    "$(tail -c 300 "$tmp/carcd.err")"
else
	ok "carcd: switched to WAL during its capture: every game" \
	    "verified, and the game added after"
fi
[ $nfail -eq 0 ]
