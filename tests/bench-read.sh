#!/bin/sh
# bench-read.sh - bench/read, carc's reading alone that bench.sh -s
# plugins measures beside the scan (doc/benchmark.md, "The ninth
# round"), reads every game whole, as carc verify does: each game, move,
# score row and action of the file, none unreadable, from the still copy
# of a rollback-journal file and from a WAL file read in place, of
# record format 2 and 1 alike.  A reader that stopped early or skipped a
# table would make the reading look cheaper than it is.
set -u
: "${top_builddir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
read_bin=$top_builddir/bench/read
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-bench-read.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
pass=0 fail=0

count() { "$SQLITE3" "$1" "SELECT count(*) FROM $2"; }
# expect DB LABEL: bench/read's counts are the tables'
expect() {
	acts=0
	[ "$(count "$1" "sqlite_master WHERE name = 'actions'")" = 1 ] &&
	    acts=$(count "$1" actions)
	want="$(count "$1" games) games, $(count "$1" moves) moves,"
	want="$want $(count "$1" scores) scores, $acts actions, 0 unreadable"
	got=$("$read_bin" "$1")
	if [ "$got" = "$want" ]; then
		echo "PASS: read $2: $got"
		pass=$((pass + 1))
	else
		echo "FAIL: read $2: '$got', not '$want'"
		fail=$((fail + 1))
	fi
}

$CARC gen --games 12 --seed 2 --expansions mage_witch,traders_builders \
    "$tmp/two.db" >/dev/null || { echo "FAIL: carc gen"; exit 1; }
[ "$(count "$tmp/two.db" actions)" -gt 0 ] ||
    { echo "FAIL: the generated games have no actions"; exit 1; }
expect "$tmp/two.db" "record format 2, rollback journal (the still copy)"
cp "$tmp/two.db" "$tmp/two-wal.db"
"$SQLITE3" "$tmp/two-wal.db" "PRAGMA journal_mode = WAL" >/dev/null
expect "$tmp/two-wal.db" "record format 2, WAL (in place)"

# record format 1: no actions table
"$SQLITE3" -bail "$tmp/one.db" \
    < "$top_srcdir/tests/fixtures/jcz-sample/schema.sql" &&
    for f in "$top_srcdir"/tests/fixtures/jcz-sample/base/00[1-3].sql; do
	"$SQLITE3" -bail "$tmp/one.db" < "$f" || exit 99
    done
expect "$tmp/one.db" "record format 1, three JCloisterZone games"

# not a database: an error on stderr and exit 1, no counts
echo "not a database" > "$tmp/junk.db"
if "$read_bin" "$tmp/junk.db" >"$tmp/out" 2>"$tmp/err"; then
	echo "FAIL: read of a file that is no database exits 0"
	fail=$((fail + 1))
elif [ -s "$tmp/out" ] || ! grep -q "^read: " "$tmp/err"; then
	echo "FAIL: read of a file that is no database: $(cat "$tmp/out" "$tmp/err")"
	fail=$((fail + 1))
else
	echo "PASS: read of a file that is no database: $(cat "$tmp/err")"
	pass=$((pass + 1))
fi
echo "bench-read: $pass passed, $fail failed"
[ $fail -eq 0 ]
