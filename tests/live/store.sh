#!/bin/sh
# store.sh - verdicts written beside a game server (issue 28, 2 and 3):
# a server inserting games with Python's default 5 s busy timeout, beside
# carc verify --store and beside carcd on a backlog, in a rollback-journal
# database and in a WAL one, never fails and never waits a second for the
# lock (it measures its own longest transaction); every game gets exactly
# one verdict, the verdict of a still copy, its divergences whole; the
# file's journal mode is its own after; and a new game's verdict lands
# within a second or so of its commit while carcd works through a
# backlog.  verify --store killed mid-run leaves each game its whole
# verdict or none.
set -u
. "${top_srcdir:-.}/tests/live/lib.sh"
: "${GAMES:=3000}" "${VGAMES:=6000}" "${CARCD:=$top_builddir/carcd}"
# The longest wait measured here is 0.1 to 0.7 s, 1.04 s once, on a
# machine loaded six times over; a store holding its lock for the run, as
# before issue 28, kept the server waiting 1.9 s, and carc before issue 28
# made it fail (5 s).  verify --store and carcd run their whole-file
# check here: it keeps no writer waiting, being made on a copy of the file
# (core/record/capture.c, tests/live/check.sh).  The bound is 3 s,
# not the 1 s this machine sees: make distcheck on a CI machine loaded by
# the tests beside it measured 1.507 s, and a wall-clock bound in make
# check must hold under any load; the figures a user waits for are
# measured by bench/store.sh (doc/benchmark.md), and carc before issue
# 28 still fails here (the server's 5 s timeout runs out).
: "${MAXWAIT:=3}"

# The server: appends games (version id % 10), one transaction each, 10 ms
# apart, with a 5 s timeout; it writes the longest a transaction took
# (BEGIN IMMEDIATE to COMMIT: its wait for the lock, and its writing) to
# DB.maxwait, and when each game committed to DB.times.
cat > "$tmp/server.py" <<-'PY'
	import os, sqlite3, sys, time
	import livegame
	db, versions, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
	con = sqlite3.connect(db, timeout=5, isolation_level=None)
	con.execute("ATTACH ? AS v", (versions,))
	nextid, worst, times = n + 1, 0.0, []
	try:
	    while not os.path.exists(db + ".stop"):
	        gid, v = nextid, nextid % 10
	        t0 = time.monotonic()
	        con.execute("BEGIN IMMEDIATE")
	        livegame.insert(con, gid, v)
	        con.execute("COMMIT")
	        t1 = time.monotonic()
	        worst = max(worst, t1 - t0)
	        times.append("%d %.3f" % (gid, time.time()))
	        nextid += 1
	        with open(db + ".commits", "w") as f:
	            f.write("%d\n" % (nextid - n - 1))
	        time.sleep(0.01)
	finally:
	    with open(db + ".maxwait", "w") as f:
	        f.write("%.3f\n" % worst)
	    with open(db + ".times", "w") as f:
	        f.write("\n".join(times) + "\n")
	PY

startserver() {
	rm -f "$1.stop" "$1.commits" "$1.maxwait"
	python3 "$tmp/server.py" "$1" "$versions" "${2:-$GAMES}" \
	    2> "$1.server-err" &
	wpid=$!
	pids="$pids $wpid"
	while [ ! -s "$1.commits" ]; do
		kill -0 "$wpid" 2>/dev/null || break
		sleep 0.05
	done
}

# stopserver DB WHAT: stop it; it must not have failed, nor waited long
stopserver() {
	: > "$1.stop"
	wait "$wpid"
	_rc=$?
	rm -f "$1.stop"
	if [ $_rc -ne 0 ] || [ -s "$1.server-err" ]; then
		ko "$2: the server failed: $(tail -c 300 "$1.server-err")"
		return
	fi
	if python3 -c "import sys; sys.exit(not float(open('$1.maxwait').read()) < $MAXWAIT)"
	then
		ok "$2: the server never failed; longest transaction" \
		    "$(cat "$1.maxwait") s ($(cat "$1.commits") games)"
	else
		ko "$2: the server waited $(cat "$1.maxwait") s for the lock" \
		    "(at most $MAXWAIT s)"
	fi
}

# whole DB WHAT [ALL]: every verdict is of a game, one a game, the still
# copy's (version id % 10; 3 is divergent), with its divergences; ALL:
# every game has one
whole() {
	python3 - "$1" "$tmp/versions.json" "${3:-}" <<-'PY' > "$tmp/whole" ||
	import json, sqlite3, sys
	con = sqlite3.connect(sys.argv[1])
	vers = [json.loads(l) for l in open(sys.argv[2])]
	bad = []
	games = set(r[0] for r in con.execute("SELECT id FROM games"))
	rows = con.execute("SELECT game_id, verdict, divergences, (SELECT"
	    " count(*) FROM divergences d WHERE d.game_id = v.game_id)"
	    " FROM verdicts v").fetchall()
	seen = set()
	for g, verdict, n, nd in rows:
	    if g not in games or g in seen:
	        bad.append("verdict of game %s not one of a game" % g)
	    seen.add(g)
	    want = vers[g % 10]
	    if verdict != want["verdict"] or n != len(want["divergences"]) \
	            or nd != n:
	        bad.append("game %d: %s, %d (%d rows); want %s, %d" % (g,
	            verdict, n, nd, want["verdict"], len(want["divergences"])))
	if sys.argv[3] and seen != games:
	    bad.append("%d games have no verdict" % len(games - seen))
	print("\n".join(bad[:5]))
	sys.exit(1 if bad else 0)
	PY
	{ ko "$2: $(head -3 "$tmp/whole")"; return; }
	ok "$2: one verdict a game, each the still copy's, divergences whole"
}

db=$tmp/live.db
for journal in delete wal; do
	# -- verify --store beside the server ---------------------------------
	# one worker: a run long enough (a second or two) that a store
	# holding its lock for the run, as before, fails
	mklive "$db" "$VGAMES" "$journal" || exit 99
	startserver "$db" "$VGAMES"
	"$CARC" verify --store --jobs 1 --format text "$db" > "$tmp/out" \
	    2> "$tmp/err"
	rc=$?
	stopserver "$db" "$journal journal, verify --store"
	if [ $rc -ne 1 ] || [ -s "$tmp/err" ]; then
		ko "$journal: verify --store exit $rc: $(head -c 300 "$tmp/err")"
	fi
	whole "$db" "$journal journal, verify --store"
	jm=$(sql "$db" "PRAGMA journal_mode")
	[ "$jm" = "$journal" ] || ko "$journal: the journal mode became $jm"
	# what was printed is what was stored
	n=$(grep -c '^game [0-9]*: valid' "$tmp/out")
	ns=$(sql "$db" "SELECT count(*) FROM verdicts WHERE verdict = 'valid'")
	[ "$n" = "$ns" ] || ko "$journal: printed $n valid games, stored $ns"

	# -- carcd on the backlog, beside the server ----------------------------
	mklive "$db" "$GAMES" "$journal" || exit 99
	startserver "$db"
	"$CARCD" -f --plugin-dir "$top_builddir/plugins/.libs" "$db" \
	    2> "$tmp/carcd.err" &
	dpid=$!
	pids="$pids $dpid"
	# the backlog done, and the server's games with it
	t=0
	while [ $t -lt 600 ]; do
		left=$(sql "$db" "SELECT count(*) FROM games WHERE id <= $GAMES AND id NOT IN (SELECT game_id FROM verdicts)" 2> /dev/null)
		[ "$left" = 0 ] && break
		sleep 0.1
		t=$((t + 1))
	done
	[ "$left" = 0 ] || ko "$journal: carcd left $left games of the backlog"
	sleep 1
	stopserver "$db" "$journal journal, carcd on a backlog of $GAMES"
	# every game the server committed more than 1.5 s before it stopped
	# has its verdict
	sleep 1.5
	kill -TERM "$dpid"
	wait "$dpid"
	python3 - "$db" <<-'PY' || ko "$journal: carcd was late: $(cat "$tmp/late")"
	import sqlite3, sys
	db = sys.argv[1]
	con = sqlite3.connect(db)
	have = set(r[0] for r in con.execute("SELECT game_id FROM verdicts"))
	missing = [l.split()[0] for l in open(db + ".times") if l.strip()
	    and int(l.split()[0]) not in have]
	open(sys.argv[1].rsplit("/", 1)[0] + "/late", "w").write(
	    "%d of the server's games have no verdict: %s\n" % (len(missing),
	    missing[:5]))
	sys.exit(1 if missing else 0)
	PY
	whole "$db" "$journal journal, carcd" all
	jm=$(sql "$db" "PRAGMA journal_mode")
	[ "$jm" = "$journal" ] || ko "$journal: carcd made the journal mode $jm"
done

# -- verify --store killed mid-run ----------------------------------------
mklive "$db" "$GAMES" delete || exit 99
"$CARC" verify --store "$db" > /dev/null 2>&1 &
kpid=$!
n=0
while [ "$n" -lt 100 ] && kill -0 "$kpid" 2>/dev/null; do
	sleep 0.02
	n=$(sql "$db" "SELECT count(*) FROM verdicts" 2> /dev/null || echo 0)
	n=${n:-0}
done
kill -9 "$kpid" 2>/dev/null
wait "$kpid" 2>/dev/null
n=$(sql "$db" "SELECT count(*) FROM verdicts")
whole "$db" "verify --store killed after $n verdicts"

# -- nothing written into a file whose only damage is its free list count --
mklive "$db" 200 delete || exit 99
sql "$db" "CREATE TABLE junk(x); INSERT INTO junk SELECT randomblob(3000)
    FROM games LIMIT 100; DROP TABLE junk;" || exit 99
python3 - "$db" <<-'PY' || exit 99
	import struct, sys
	with open(sys.argv[1], "r+b") as f:
	    f.seek(36)
	    n = struct.unpack(">I", f.read(4))[0]
	    f.seek(36)
	    f.write(struct.pack(">I", n + 5))
	PY
cksum "$db" > "$tmp/before"
"$CARC" verify --store "$db" > "$tmp/out" 2> "$tmp/err"
rc=$?
if [ $rc -eq 2 ] && grep -q "is damaged: .*freelist" "$tmp/err" &&
    cksum "$db" | cmp -s - "$tmp/before"; then
	ok "a free list count off by 5: verify --store exit 2, the file untouched"
else
	ko "a free list count off by 5: verify --store exit $rc," \
	    "$(head -c 300 "$tmp/err")"
fi

[ $nfail -eq 0 ]
