#!/bin/sh
# snapshot.sh - a plain carc verify keeps no writer of a rollback-journal
# file waiting (issue 28: never make the writer wait).
#
# A reading of every game holds one snapshot for the run (scan.c: the
# parts must agree), and in a rollback journal a reader's lock keeps
# every writer's commit waiting: a server with a 5 s busy timeout failed
# beside a verify of 20,000 games.  verify now reads a still copy of the
# file (carc_db_snapshot, capture.c).  No clock decides here: verify is
# stopped (SIGSTOP) in the middle of its reading, once it has printed
# verdicts, and a writer with a 1 s busy timeout commits a game while it
# is stopped.  (Without its integrity check, whose verdicts it holds back
# until the check ends, so that it prints as it reads; the check runs on
# the same copy, tests/live/check.sh.)  Reading the file itself, verify's lock is held however
# long it is stopped and the commit fails; reading a copy, it succeeds.
# Then verify goes on, and every verdict is the still copy's, of the
# games of one moment (the game committed meanwhile is not among them).
# In WAL the file itself is read, and a WAL reader keeps no writer
# waiting: the same holds.  And verify --store ends with the games the
# file held when it began, whatever a server adds meanwhile (below).
set -u
. "${top_srcdir:-.}/tests/live/lib.sh"
: "${GAMES:=4000}"

# commit DB ID [TIMEOUT]: one game (version ID % 10) in one transaction,
# with a busy timeout of TIMEOUT s (1); prints "ok" or the error
cat > "$tmp/commit.py" <<-'PY'
	import sqlite3, sys
	import livegame
	db, versions, gid = sys.argv[1], sys.argv[2], int(sys.argv[3])
	timeout = float(sys.argv[4]) if len(sys.argv) > 4 else 1
	con = sqlite3.connect(db, timeout=timeout, isolation_level=None)
	con.execute("ATTACH ? AS v", (versions,))
	try:
	    con.execute("BEGIN IMMEDIATE")
	    livegame.insert(con, gid, gid % 10)
	    con.execute("COMMIT")
	    print("ok")
	except sqlite3.OperationalError as e:
	    print(e)
	PY

mkdir "$tmp/t" || exit 99
for journal in delete wal; do
	db=$tmp/$journal.db
	mklive "$db" "$GAMES" "$journal" || exit 99
	for jobs in 1 2; do
		what="$journal journal, verify --jobs $jobs"
		# (the last run's output gone first: the shell truncates
		# it only once the new process runs)
		rm -f "$tmp/out"
		TMPDIR=$tmp/t "$CARC" verify --jobs $jobs --no-integrity-check \
		    --format json "$db" \
		    > "$tmp/out" 2> "$tmp/err" &
		vpid=$!
		pids="$pids $vpid"
		# in the middle of its reading: verdicts printed, not all
		while [ ! -s "$tmp/out" ] && kill -0 "$vpid" 2>/dev/null; do
			sleep 0.01
		done
		kill -STOP "$vpid" 2>/dev/null
		n=$(wc -l < "$tmp/out")
		if [ "$n" -ge "$GAMES" ]; then
			kill -CONT "$vpid" 2>/dev/null; wait "$vpid"
			ko "$what: ended before it could be stopped" \
			    "(GAMES=$GAMES is too few here)"
			continue
		fi
		gid=$((GAMES + 1000 + jobs))
		got=$(python3 "$tmp/commit.py" "$db" "$versions" "$gid")
		kill -CONT "$vpid"
		wait "$vpid"
		rc=$?
		if [ "$got" = ok ]; then
			ok "$what, stopped after $n verdicts: a writer" \
			    "committed beside it"
		else
			ko "$what, stopped after $n verdicts: the writer" \
			    "failed: $got"
		fi
		# the verdicts: the still copy's, games 1..GAMES (one
		# moment: the game committed meanwhile is not read, as it
		# began after the reading's snapshot)
		if [ $rc -eq 1 ] && [ ! -s "$tmp/err" ] &&
		    judge rewrite "$GAMES" "$tmp/out"; then
			ok "$what: every verdict the still copy's"
		else
			ko "$what: exit $rc, $(head -c 300 "$tmp/err")"
		fi
		sql "$db" "DELETE FROM moves WHERE game_id = $gid;
		    DELETE FROM scores WHERE game_id = $gid;
		    DELETE FROM players WHERE game_id = $gid;
		    DELETE FROM game_expansions WHERE game_id = $gid;
		    DELETE FROM games WHERE id = $gid" || exit 99
	done
done
# verify --store ends with the games the file held when it began: beside
# a server that kept adding games faster than it stored them, it never
# ended (100,000 games, stopped by hand after 836 s).  While it runs (it
# gives way between its transactions), three games are added past the
# last id; it ends, and has stored a verdict for every game it began
# with and none of the new (the build before stored them too).
SGAMES=$((GAMES * 5))
db=$tmp/store.db
mklive "$db" "$SGAMES" delete || exit 99
rm -f "$tmp/out"
TMPDIR=$tmp/t "$CARC" verify --store --jobs 1 --no-integrity-check \
    --format json "$db" > "$tmp/out" 2> "$tmp/err" &
vpid=$!
pids="$pids $vpid"
while [ ! -s "$tmp/out" ] && kill -0 "$vpid" 2>/dev/null; do
	sleep 0.01
done
for i in 1 2 3; do
	got=$(python3 "$tmp/commit.py" "$db" "$versions" $((SGAMES + i)) 30)
	[ "$got" = ok ] || ko "verify --store: a game was not added: $got"
done
running=no
kill -0 "$vpid" 2>/dev/null && running=yes
wait "$vpid"
rc=$?
stored=$(sql "$db" "SELECT count(*), coalesce(max(game_id), 0) FROM verdicts")
if [ $running = no ]; then
	ko "verify --store ended before the games were added (too few" \
	    "games here: SGAMES=$SGAMES)"
elif [ $rc -eq 1 ] && [ ! -s "$tmp/err" ] &&
    [ "$stored" = "$SGAMES|$SGAMES" ] && judge rewrite "$SGAMES" "$tmp/out"
then
	ok "verify --store: 3 games added while it ran; it ended with the" \
	    "$SGAMES it began with"
else
	ko "verify --store: exit $rc, verdicts stored (count|max) $stored:" \
	    "$(head -c 300 "$tmp/err")"
fi

# a verify killed in the middle of its reading leaves no copy behind
mklive "$tmp/kill.db" "$GAMES" delete || exit 99
rm -f "$tmp/out"
TMPDIR=$tmp/t "$CARC" verify --jobs 2 --no-integrity-check --format json \
    "$tmp/kill.db" > "$tmp/out" 2> /dev/null &
vpid=$!
pids="$pids $vpid"
while [ ! -s "$tmp/out" ] && kill -0 "$vpid" 2>/dev/null; do
	sleep 0.01
done
kill -KILL "$vpid" 2>/dev/null
wait "$vpid" 2>/dev/null
if [ -z "$(ls -A "$tmp/t")" ]; then
	ok "verify killed after $(wc -l < "$tmp/out") verdicts: no copy left"
else
	ko "verify killed: left in TMPDIR: $(ls -A "$tmp/t")"
	rm -f "$tmp"/t/*
fi

# the copies are gone
if [ -z "$(ls -A "$tmp/t")" ]; then ok "no copy left in TMPDIR"
else ko "left in TMPDIR: $(ls -A "$tmp/t")"; fi
[ $nfail -eq 0 ]
