#!/bin/sh
# recover.sh - a writer killed in the middle of a transaction (issue 28, 4
# and 5): its hot journal, or its WAL, is recovered by carc where the user
# may write the file and its directory, and the verdicts are those of the
# file as it was before that transaction (rollback journal) or after the
# last one it committed (WAL); a user who may not gets exit 2 and the
# sentence saying a writer crashed and how its owner recovers the file,
# and the file is left as it was.
#
# The other user: as root, permission bits stop nothing, so the reader who
# may not write runs as nobody (setpriv); as anyone else, the files and
# their directory are made read-only.  Where neither can be done, that
# half is skipped (exit 77 if nothing failed).
set -u
. "${top_srcdir:-.}/tests/live/lib.sh"
chmod 755 "$tmp"

# as_other CMD...: run CMD as a user who may not write what $tmp/ro holds
skip_other=
if [ "$(id -u)" = 0 ]; then
	if ! command -v setpriv > /dev/null 2>&1; then
		skip_other="running as root, and no setpriv to run as nobody"
	elif ! setpriv --reuid=nobody --regid=nogroup --clear-groups \
	    "$CARC" plugins > /dev/null 2>&1; then
		# carc plugins reads what verify reads: the program, the
		# plugin directory, the catalogues (a build tree in a
		# directory closed to others, as mktemp -d makes, hides them)
		skip_other="nobody cannot run $CARC plugins (a directory of"
		skip_other="$skip_other the build tree is closed to others)"
	fi
	as_other() {
		setpriv --reuid=nobody --regid=nogroup --clear-groups "$@"
	}
else
	as_other() { "$@"; }
fi
# ro DB SIDE...: DB and its side files copied into a fresh $tmp/ro that
# the other user may read, not write
ro() {
	rm -rf "$tmp/ro"
	mkdir "$tmp/ro"
	cp "$@" "$tmp/ro/"
	chmod 444 "$tmp"/ro/*
	chmod 555 "$tmp/ro"
}
unro() { chmod -R u+w "$tmp/ro" 2>/dev/null; }

# The crashing writer: a page cache of a few pages, so the database file
# is written (and its journal, or its WAL) long before the commit; then
# SIGKILL, in the middle of the transaction.  In WAL mode it first commits
# one transaction that makes every 7th game divergent.
cat > "$tmp/crash.py" <<-'PY'
	import os, signal, sqlite3, sys
	con = sqlite3.connect(sys.argv[1], isolation_level=None)
	con.execute("PRAGMA cache_size = 4")
	if sys.argv[2] == "wal":
	    con.execute("BEGIN IMMEDIATE")
	    con.execute("UPDATE players SET final_score = final_score + 3"
	        " WHERE game_id % 7 = 0 AND seat = 0")
	    con.execute("COMMIT")
	con.execute("BEGIN IMMEDIATE")
	con.execute("DELETE FROM moves WHERE game_id <= 250")
	con.execute("UPDATE players SET final_score = final_score + 1")
	os.kill(os.getpid(), signal.SIGKILL)
	PY

sentence() {
	echo "carc: cannot read '$1': a writer crashed and left '$1-$2' to be" \
	    "$3, which needs write access to the file and its directory; its" \
	    "owner can recover it by running: sqlite3 '$1' 'PRAGMA quick_check'"
}

# -- a rollback journal ---------------------------------------------------
db=$tmp/live.db
mklive "$db" 400 delete || exit 99
"$CARC" verify --format json "$db" > "$tmp/still.json"
still_rc=$?
python3 "$tmp/crash.py" "$db" delete 2> /dev/null
if [ ! -s "$db-journal" ]; then
	ko "the killed writer left no journal"
fi

if [ -z "$skip_other" ]; then
	ro "$db" "$db-journal"
	rodb=$tmp/ro/live.db
	cksum "$rodb" "$rodb-journal" > "$tmp/before"
	for cmd in "verify" "replay --game 1"; do
		# shellcheck disable=SC2086
		as_other "$CARC" $cmd "$rodb" > "$tmp/out" 2> "$tmp/err"
		rc=$?
		if [ $rc -eq 2 ] && [ ! -s "$tmp/out" ] &&
		    [ "$(cat "$tmp/err")" = "$(sentence "$rodb" journal \
		    "rolled back")" ]; then
			ok "hot journal, a user who may not write: carc $cmd" \
			    "exits 2 with the sentence"
		else
			ko "hot journal, a user who may not write: carc $cmd" \
			    "exit $rc: $(head -c 400 "$tmp/err")"
		fi
	done
	cksum "$rodb" "$rodb-journal" | cmp -s - "$tmp/before" ||
	    ko "hot journal: the file a reader may not write was changed"
	unro
fi

"$CARC" verify --format json "$db" > "$tmp/got.json" 2> "$tmp/err"
rc=$?
if [ $rc -eq $still_rc ] && cmp -s "$tmp/still.json" "$tmp/got.json" &&
    [ ! -s "$tmp/err" ] && [ ! -e "$db-journal" ] &&
    [ "$(sql "$db" "PRAGMA integrity_check")" = ok ]; then
	ok "hot journal, its owner: rolled back, every verdict as before" \
	    "the transaction"
else
	ko "hot journal, its owner: exit $rc (want $still_rc)," \
	    "$(head -c 300 "$tmp/err")"
	cmp "$tmp/still.json" "$tmp/got.json" | head -2
fi

# -- a WAL ----------------------------------------------------------------
mklive "$db" 400 wal || exit 99
cp "$db" "$tmp/expect.db"
sql "$tmp/expect.db" "UPDATE players SET final_score = final_score + 3
    WHERE game_id % 7 = 0 AND seat = 0" || exit 99
"$CARC" verify --format json "$tmp/expect.db" > "$tmp/expect.json"
expect_rc=$?
[ $expect_rc -eq 1 ] || ko "the WAL's committed transaction made no game divergent"
python3 "$tmp/crash.py" "$db" wal 2> /dev/null
[ -s "$db-wal" ] || ko "the killed writer left no WAL"
# the state SQLite left: a WAL, and its index, of a connection that died
mkdir "$tmp/left" && cp "$db" "$db-wal" "$db-shm" "$tmp/left/"

if [ -z "$skip_other" ]; then
	# its index there, if stale: SQLite rebuilds it in memory
	ro "$tmp/left/live.db" "$tmp/left/live.db-wal" "$tmp/left/live.db-shm"
	rodb=$tmp/ro/live.db
	as_other "$CARC" verify --format json "$rodb" > "$tmp/got.json" \
	    2> "$tmp/err"
	rc=$?
	sed "s|$tmp/expect.db|$rodb|g" "$tmp/expect.json" | cmp -s - \
	    "$tmp/got.json"
	if [ $? -eq 0 ] && [ $rc -eq 1 ] && [ ! -s "$tmp/err" ]; then
		ok "WAL with its index, a user who may not write: read as" \
		    "last committed"
	else
		ko "WAL with its index, a user who may not write: exit $rc," \
		    "$(head -c 300 "$tmp/err")"
	fi
	unro
	# no index, and none can be made: a writer must recover it
	ro "$tmp/left/live.db" "$tmp/left/live.db-wal"
	cksum "$rodb" "$rodb-wal" > "$tmp/before"
	as_other "$CARC" verify "$rodb" > "$tmp/out" 2> "$tmp/err"
	rc=$?
	if [ $rc -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = \
	    "$(sentence "$rodb" wal recovered)" ]; then
		ok "WAL with no index, a user who may not write: exit 2 with" \
		    "the sentence"
	else
		ko "WAL with no index, a user who may not write: exit $rc:" \
		    "$(head -c 400 "$tmp/err")"
	fi
	cksum "$rodb" "$rodb-wal" | cmp -s - "$tmp/before" ||
	    ko "WAL: the file a reader may not write was changed"
	unro
fi

# its owner, with no index: made, and read as last committed
rm -f "$db-shm"
"$CARC" verify --format json "$db" > "$tmp/got.json" 2> "$tmp/err"
rc=$?
sed "s|$tmp/expect.db|$db|g" "$tmp/expect.json" | cmp -s - "$tmp/got.json"
if [ $? -eq 0 ] && [ $rc -eq 1 ] && [ ! -s "$tmp/err" ] &&
    [ "$(sql "$db" "PRAGMA integrity_check")" = ok ]; then
	ok "WAL, its owner: read as last committed"
else
	ko "WAL, its owner: exit $rc, $(head -c 300 "$tmp/err")"
fi

if [ $nfail -ne 0 ]; then
	exit 1
fi
if [ -n "$skip_other" ]; then
	echo "SKIP: the reader who may not write: $skip_other"
	exit 77
fi
exit 0
