#!/bin/sh
# check.sh - the whole-file integrity check of verify --store and carcd
# keeps no writer waiting (issue 28, 2: never make the writer wait).
#
# In a rollback journal a reader's lock keeps a writer's commit waiting,
# and PRAGMA integrity_check is one read transaction as long as the
# check.  Here the file's own tables hold few games, but the file holds
# a large table of the server's own with two indexes, so that the check
# takes seconds (600,000 rows; 100,000 took 3 s on a loaded 2-core VM,
# 300,000 3.4 s on a quieter one); a server beside it inserts games with
# a busy timeout of TIMEOUT (3 s): more than what a store or carcd
# transaction holds the lock (the reading of at most 250 ms, its
# writing; tests/live/store.sh measured 1.5 s under a CI machine's
# load), less than the check.
# The assertion is the server's own: none of its transactions fails with
# "database is locked" (its busy timeout ran out).  When the check ran in
# place the server failed at once, beside --store and beside carcd.
#
# The check is still the whole file's, and says a damaged file is
# damaged where it is checked on a copy and where no copy can be made
# ($TMPDIR unusable: in place).
set -u
. "${top_srcdir:-.}/tests/live/lib.sh"
: "${GAMES:=200}" "${PAD:=600000}" "${TIMEOUT:=3}" \
    "${CARCD:=$top_builddir/carcd}"

# The server: games GAMES+1, ... (version id % 10), one transaction each,
# 10 ms apart, busy timeout TIMEOUT; a transaction that fails is counted
# in DB.fails with its error, and the server goes on.
cat > "$tmp/server.py" <<-'PY'
	import os, sqlite3, sys, time
	import livegame
	db, versions, n, timeout = sys.argv[1], sys.argv[2], int(sys.argv[3]), \
	    float(sys.argv[4])
	con = sqlite3.connect(db, timeout=timeout, isolation_level=None)
	con.execute("ATTACH ? AS v", (versions,))
	nextid, commits, fails = n + 1, 0, []
	while not os.path.exists(db + ".stop"):
	    gid, v = nextid, nextid % 10
	    try:
	        con.execute("BEGIN IMMEDIATE")
	        livegame.insert(con, gid, v)
	        con.execute("COMMIT")
	        nextid += 1
	        commits += 1
	    except sqlite3.OperationalError as e:
	        fails.append(str(e))
	        if con.in_transaction:
	            con.execute("ROLLBACK")
	    with open(db + ".commits.new", "w") as f:
	        f.write("%d\n" % commits)
	    os.rename(db + ".commits.new", db + ".commits")
	    time.sleep(0.01)
	with open(db + ".fails", "w") as f:
	    f.write("".join(m + "\n" for m in fails))
	PY

startserver() {
	rm -f "$1.stop" "$1.commits" "$1.fails"
	python3 "$tmp/server.py" "$1" "$versions" "$GAMES" "$TIMEOUT" \
	    2> "$1.server-err" &
	wpid=$!
	pids="$pids $wpid"
	while [ ! -s "$1.commits" ]; do
		kill -0 "$wpid" 2>/dev/null || break
		sleep 0.05
	done
}

# stopserver DB WHAT: none of the server's transactions failed
stopserver() {
	: > "$1.stop"
	wait "$wpid"
	_rc=$?
	rm -f "$1.stop"
	if [ $_rc -ne 0 ] || [ -s "$1.server-err" ]; then
		ko "$2: the server died: $(tail -c 300 "$1.server-err")"
	elif [ -s "$1.fails" ]; then
		ko "$2: $(wc -l < "$1.fails") of the server's transactions" \
		    "failed ($(head -n 1 "$1.fails")) with a busy timeout of" \
		    "$TIMEOUT s"
	else
		ok "$2: no transaction of the server failed with a busy" \
		    "timeout of $TIMEOUT s ($(cat "$1.commits") games)"
	fi
}

# padded DB ROWS: GAMES games and ROWS rows of the server's own log,
# indexed twice, in a rollback journal
padded() {
	mklive "$1" "$GAMES" delete || exit 99
	sql "$1" <<-SQL || exit 99
	CREATE TABLE server_log(id INTEGER PRIMARY KEY, at INTEGER,
	    who TEXT, what TEXT);
	BEGIN;
	INSERT INTO server_log(at, who, what) WITH RECURSIVE c(i) AS
	    (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < $2)
	    SELECT (i * 7919) % 1000003, 'player ' || (i % 977),
	    'joined table ' || ((i * 31) % 10007) FROM c;
	COMMIT;
	CREATE INDEX server_log_at ON server_log(at);
	CREATE INDEX server_log_who ON server_log(who, what);
	SQL
}
padded=$tmp/padded.db
padded "$padded" "$PAD"
# What the check costs in place, for the log: where it is shorter than
# the server's timeout this test cannot tell a check that holds the lock
# from one that does not (PAD makes it longer).
t=$(python3 - "$padded" <<-'PY'
	import sqlite3, sys, time
	con = sqlite3.connect(sys.argv[1])
	t0 = time.monotonic()
	con.execute("PRAGMA integrity_check").fetchall()
	print("%.2f" % (time.monotonic() - t0))
	PY
)
echo "# PRAGMA integrity_check of the file in place: $t s; the server's" \
    "busy timeout: $TIMEOUT s"

db=$tmp/live.db
fresh() { rm -f "$db" "$db-journal"; cp "$padded" "$db"; }

# -- verify --store, with its check, beside the server ---------------------
fresh
startserver "$db"
"$CARC" verify --store --jobs 1 --format json "$db" > "$tmp/out" \
    2> "$tmp/err"
rc=$?
stopserver "$db" "verify --store and its whole-file check"
if [ $rc -ne 1 ] || [ -s "$tmp/err" ]; then
	ko "verify --store exit $rc: $(head -c 300 "$tmp/err")"
fi
n=$(sql "$db" "SELECT count(*) FROM verdicts WHERE game_id <= $GAMES")
[ "$n" = "$GAMES" ] || ko "verify --store stored $n verdicts of $GAMES games"

# -- carcd, with its check, beside the server ------------------------------
fresh
startserver "$db"
"$CARCD" -f --plugin-dir "$top_builddir/plugins/.libs" "$db" \
    2> "$tmp/carcd.err" &
dpid=$!
pids="$pids $dpid"
t=0
while [ $t -lt 600 ]; do
	left=$(sql "$db" "SELECT count(*) FROM games WHERE id <= $GAMES AND id NOT IN (SELECT game_id FROM verdicts)" 2> /dev/null)
	[ "$left" = 0 ] && break
	kill -0 "$dpid" 2>/dev/null || break
	sleep 0.1
	t=$((t + 1))
done
stopserver "$db" "carcd and its whole-file check"
kill -TERM "$dpid" 2>/dev/null
wait "$dpid"
[ "$left" = 0 ] || ko "carcd left $left games: $(tail -c 300 "$tmp/carcd.err")"

# -- a damaged file is still damaged, on a copy and in place ---------------
# the server's index declared on another column than it was built on:
# its entries match no row, which the check alone sees (the games read
# as they did); in place where $TMPDIR is unusable
padded "$tmp/damaged.db" 2000
sql "$tmp/damaged.db" "PRAGMA writable_schema = ON; UPDATE sqlite_master
    SET sql = 'CREATE INDEX server_log_at ON server_log(who)'
    WHERE name = 'server_log_at'" || exit 99
case $(sql "$tmp/damaged.db" "PRAGMA integrity_check" | head -n 1) in
ok) echo "FAIL: the index was not damaged"; exit 99 ;;
esac
cksum "$tmp/damaged.db" > "$tmp/before"
for where in "on a copy" "in place"; do
	dir=${TMPDIR:-/tmp}
	[ "$where" = "in place" ] && dir=$tmp/no-such-dir
	TMPDIR=$dir "$CARC" verify --store "$tmp/damaged.db" > "$tmp/out" \
	    2> "$tmp/err"
	rc=$?
	if [ $rc -eq 2 ] && grep -q "is damaged: .*server_log_at" "$tmp/err" &&
	    cksum "$tmp/damaged.db" | cmp -s - "$tmp/before"; then
		ok "checked $where: a damaged index is damaged, nothing" \
		    "written"
	else
		ko "checked $where: verify --store exit $rc," \
		    "$(head -c 300 "$tmp/err")"
	fi
done

[ $nfail -eq 0 ]
