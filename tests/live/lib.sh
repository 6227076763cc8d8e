# lib.sh - shared by the tests of carc beside a live writer (sourced).
#
# The games are the ten JCloisterZone base games of
# tests/fixtures/jcz-sample/base, in the tables of doc/spec/record-format.md
# (tests/fixtures/jcz-sample/schema.sql: no index on scores), as another
# program makes them.  Each is one "version" a game of the live file may
# hold: live game i starts as version i % 10, and a writer may replace
# all of a game's rows by another version's, in one transaction.  Version
# 3 has a wrong final score (divergent), so verdicts differ.  The still
# copy is the versions themselves: the verdict of a game that holds
# version v is the verdict of version v, under the game's id.
: "${top_srcdir:=.}" "${top_builddir:=.}" "${SQLITE3:=sqlite3}"
: "${CARC:=$top_builddir/carc}"
umask 022
export CARC_PROGRESS=never

command -v python3 >/dev/null 2>&1 || { echo "FAIL: python3 is needed"; exit 1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-live.XXXXXX") || exit 99
pids=
cleanup() {
	for p in $pids; do kill -9 "$p" 2>/dev/null; done
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

nfail=0
ok() { echo "PASS: $*"; }
ko() { echo "FAIL: $*"; nfail=$((nfail + 1)); }
sql() { "$SQLITE3" -bail -cmd '.timeout 10000' "$@"; }

# The versions: ids 0..9 in versions.db.
versions=$tmp/versions.db
sql "$versions" < "$top_srcdir/tests/fixtures/jcz-sample/schema.sql" || exit 99
{ echo "BEGIN;"; cat "$top_srcdir"/tests/fixtures/jcz-sample/base/*.sql;
    echo "COMMIT;"; } | sql "$versions" || exit 99
sql "$versions" <<-SQL || exit 99
	CREATE TEMP TABLE m AS SELECT id AS old, (SELECT count(*) FROM games b
	    WHERE b.id < a.id) AS v FROM games a;
	UPDATE game_expansions SET game_id = (SELECT v FROM m WHERE old = game_id);
	UPDATE players SET game_id = (SELECT v FROM m WHERE old = game_id);
	UPDATE moves SET game_id = (SELECT v FROM m WHERE old = game_id);
	UPDATE scores SET game_id = (SELECT v FROM m WHERE old = game_id);
	UPDATE games SET id = (SELECT v FROM m WHERE old = id);
	UPDATE players SET final_score = final_score + 3 WHERE game_id = 3
	    AND seat = 0;
	SQL
[ "$(sql "$versions" "SELECT count(*) FROM games")" = 10 ] || exit 99

# The still verdicts of the versions, one JSON line each, by version.
"$CARC" verify --jobs 1 --format json "$versions" > "$tmp/versions.json"
[ "$(wc -l < "$tmp/versions.json")" = 10 ] || exit 99

# mklive DB N MODE: games 1..N, game i version i % 10, journal_mode MODE.
mklive() {
	rm -f "$1" "$1-journal" "$1-wal" "$1-shm"
	sql "$1" < "$top_srcdir/tests/fixtures/jcz-sample/schema.sql" &&
	sql "$1" "PRAGMA journal_mode = $3" > /dev/null &&
	sql "$1" <<-SQL
	ATTACH '$versions' AS v;
	BEGIN;
	CREATE TEMP TABLE n AS WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL
	    SELECT i + 1 FROM c WHERE i < $2) SELECT i, i % 10 AS src FROM c;
	INSERT INTO games(id, ruleset, tile_supply, status, source)
	    SELECT n.i, g.ruleset, g.tile_supply, g.status, g.source
	    FROM n JOIN v.games g ON g.id = n.src ORDER BY n.i;
	INSERT INTO game_expansions SELECT n.i, e.name, e.variant
	    FROM n JOIN v.game_expansions e ON e.game_id = n.src ORDER BY n.i;
	INSERT INTO players SELECT n.i, p.seat, p.name, p.final_score
	    FROM n JOIN v.players p ON p.game_id = n.src ORDER BY n.i, p.seat;
	INSERT INTO moves SELECT n.i, m.seq, m.seat, m.tile, m.action, m.x,
	    m.y, m.rotation, m.meeple FROM n JOIN v.moves m
	    ON m.game_id = n.src ORDER BY n.i, m.seq;
	INSERT INTO scores SELECT n.i, s.seq, s.seat, s.points, s.kind
	    FROM n JOIN v.scores s ON s.game_id = n.src ORDER BY n.i, s.rowid;
	COMMIT;
	SQL
}

# livegame.insert(con, gid, v): game gid as version v, its rows in every
# table, in the caller's transaction (the versions attached as "v"): what
# each writer of these tests does, imported by their scripts (all in
# $tmp, where python finds it).
cat > "$tmp/livegame.py" <<-'PY'
	TABLES = ("game_expansions", "players", "moves", "scores")

	def insert(con, gid, v):
	    con.execute("INSERT INTO main.games(id, ruleset, tile_supply,"
	        " status, source) SELECT ?, ruleset, tile_supply, status,"
	        " source FROM v.games WHERE id = ?", (gid, v))
	    for t in TABLES:
	        cols = [r[1] for r in con.execute("PRAGMA v.table_info(%s)" % t)]
	        rest = ", ".join(cols[1:])
	        con.execute("INSERT INTO main.%s(game_id, %s) SELECT ?, %s"
	            " FROM v.%s WHERE game_id = ? ORDER BY rowid"
	            % (t, rest, rest, t), (gid, v))
	PY

# The writer, as a game server writes: one game per transaction, with a
# page cache of a few pages so that a transaction writes the database
# file (and its journal) before it commits, and 10 ms between
# transactions (a server of 50 games/s leaves 20).  With no pause, a
# writer that spills its cache holds the exclusive lock nearly all the
# time, and a rollback-journal database then starves every reader
# (SQLite's locks are not fair): its 5 s busy timeout runs out on a
# loaded machine, carc's or any other's.  append: new games N+1, N+2, ... (version id % 10);
# rewrite: a game of 1..N replaced, all its rows deleted and inserted
# again, by a version chosen at random.  It counts its commits in
# DB.commits and stops when DB.stop exists.
cat > "$tmp/writer.py" <<-'PY'
	import os, random, sqlite3, sys, time
	import livegame
	mode, db, versions, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
	con = sqlite3.connect(db, timeout=60, isolation_level=None)
	con.execute("PRAGMA cache_size = 4")
	con.execute("ATTACH ? AS v", (versions,))
	rng = random.Random(28)
	nextid, commits = n + 1, 0
	while not os.path.exists(db + ".stop"):
	    if mode == "append":
	        gid, v = nextid, nextid % 10
	        nextid += 1
	    else:
	        gid, v = rng.randint(1, n), rng.randint(0, 9)
	    con.execute("BEGIN IMMEDIATE")
	    if mode == "rewrite":
	        for t in livegame.TABLES:
	            con.execute("DELETE FROM main.%s WHERE game_id = ?" % t, (gid,))
	        con.execute("DELETE FROM main.games WHERE id = ?", (gid,))
	    livegame.insert(con, gid, v)
	    con.execute("COMMIT")
	    commits += 1
	    with open(db + ".commits.new", "w") as f:
	        f.write("%d\n" % commits)
	    os.rename(db + ".commits.new", db + ".commits")
	    time.sleep(0.01)
	PY

# startw MODE DB N: the writer in the background; sets $wpid.
startw() {
	rm -f "$2.stop" "$2.commits"
	python3 "$tmp/writer.py" "$1" "$2" "$versions" "$3" \
	    2> "$2.writer-err" &
	wpid=$!
	pids="$pids $wpid"
}

# stopw DB: stop the writer; 0 if it never failed.
stopw() {
	: > "$1.stop"
	wait "$wpid"
	_rc=$?
	rm -f "$1.stop"
	[ $_rc -eq 0 ] && [ ! -s "$1.writer-err" ]
}

# judge MODE N OUT...: every verdict of each OUT (JSON Lines of carc
# verify) is the still verdict of a version under its game's id; append:
# the games are 1..k for some k >= N (one snapshot: no game skipped, no
# game added out of order), rewrite: exactly 1..N.  Prints what is wrong,
# one line per file, and returns 1 if anything is.
judge() {
	python3 - "$tmp/versions.json" "$@" <<-'PY'
	import json, sys
	vers = [json.loads(l) for l in open(sys.argv[1])]
	mode, n, bad = sys.argv[2], int(sys.argv[3]), 0
	for path in sys.argv[4:]:
	    ids, wrong = [], []
	    for line in open(path):
	        got = json.loads(line)
	        g = got["game"]
	        ids.append(g)
	        want = [dict(v, game=g) for v in vers]
	        if mode == "append":
	            want = [want[g % 10]]
	        if got not in want:
	            wrong.append(g)
	    last = ids[-1] if ids else 0
	    if ids != list(range(1, last + 1)) or last < n or \
	            (mode == "rewrite" and last != n):
	        print("%s: games %s..%s, %d verdicts: not one snapshot" %
	            (path, ids[:1], ids[-1:], len(ids)))
	        bad = 1
	    if wrong:
	        print("%s: %d verdicts differ from the still copy (games %s)" %
	            (path, len(wrong), wrong[:5]))
	        bad = 1
	sys.exit(bad)
	PY
}
