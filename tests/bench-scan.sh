#!/bin/sh
# bench-scan.sh - bench/scan, the floor doc/benchmark.md measures carc
# verify against, reads every row carc's reader reads: the five tables
# of every game and, in a file of record format 2, its actions (a floor
# that skipped them would flatter the games that have actions), both
# at once and game by game (--per-game); a file without the actions
# table reads as before.
set -u
: "${top_builddir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
scan=$top_builddir/bench/scan
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-bench-scan.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
pass=0 fail=0

# rows DB TABLE...: the rows of the tables, summed
rows() {
	db=$1
	shift
	for t in "$@"; do
		"$SQLITE3" "$db" "SELECT count(*) FROM $t"
	done | awk '{ n += $1 } END { print n }'
}
# expect DB ROWS: scan and scan --per-game read ROWS rows
expect() {
	for mode in "" --per-game; do
		# shellcheck disable=SC2086
		got=$("$scan" $mode "$1" | sed 's/.* games, \([0-9]*\) rows.*/\1/')
		if [ "$got" = "$2" ]; then
			echo "PASS: scan $mode $(basename "$1"): $2 rows"
			pass=$((pass + 1))
		else
			echo "FAIL: scan $mode $(basename "$1"): $got rows, not $2"
			fail=$((fail + 1))
		fi
	done
}

$CARC gen --games 12 --seed 2 --expansions mage_witch,traders_builders \
    "$tmp/two.db" >/dev/null || { echo "FAIL: carc gen"; exit 1; }
n=$(rows "$tmp/two.db" actions)
[ "$n" -gt 0 ] || { echo "FAIL: the generated games have no actions"; exit 1; }
expect "$tmp/two.db" "$(rows "$tmp/two.db" games game_expansions players \
    moves scores actions)"

# record format 1: no actions table
"$SQLITE3" -bail "$tmp/one.db" \
    < "$top_srcdir/tests/fixtures/jcz-sample/schema.sql" &&
    "$SQLITE3" -bail "$tmp/one.db" \
    < "$top_srcdir/tests/fixtures/jcz-sample/base/001.sql" || exit 99
expect "$tmp/one.db" "$(rows "$tmp/one.db" games game_expansions players \
    moves scores)"
echo "bench-scan: $pass passed, $fail failed"
[ $fail -eq 0 ]
