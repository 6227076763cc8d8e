#!/bin/sh
# compare.sh - carc compare on small games whose points under each variant
# are worked out by hand in the header of each tests/compare/NAME.sql.
# Each NAME.sql is loaded into a fresh database over db/schema.sql and must
# verify as valid under its own rules; then every case below runs
# `carc compare` in text and in JSON and must print CASE.expected-text /
# CASE.expected-json exactly (the JSON summary on stderr is not compared:
# the text one is) and exit with the status given.  One run in JUnit is
# checked with xmllint when it is installed.  Exit statuses: 0 nothing
# changes, 1 a game changes, 2 failure.
#
# usage: compare.sh [--update]   (--update rewrites the .expected-* files)
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
dir=$top_srcdir/tests/compare
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-compare.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM

update=0
if [ "${1:-}" = --update ]; then update=1; shift; fi
pass=0 fail=0

ok() { echo "PASS: $1"; pass=$((pass + 1)); }
bad() { echo "FAIL: $1"; fail=$((fail + 1)); }

for name in rulesets compass watchtowers; do
	db=$tmp/$name.db
	if ! "$SQLITE3" -bail "$db" < "$top_srcdir/db/schema.sql" >/dev/null ||
	    ! "$SQLITE3" -bail "$db" < "$dir/$name.sql" >/dev/null; then
		echo "FAIL: $name.sql does not load"
		exit 1
	fi
	# the records themselves follow their own rules
	if $CARC verify "$db" >"$tmp/out" 2>&1; then
		ok "$name.sql verifies"
	else
		bad "$name.sql verifies"
		cat "$tmp/out"
	fi
done

# check CASE RC DB ARGS...: text and JSON against CASE.expected-*
check() {
	case_=$1 want=$2 db=$tmp/$3.db
	shift 3
	for fmt in text json; do
		exp=$dir/$case_.expected-$fmt
		$CARC compare "$@" --format $fmt "$db" >"$tmp/out" 2>"$tmp/err"
		rc=$?
		if [ $update -eq 1 ]; then
			cp "$tmp/out" "$exp"
			echo "UPDATED: $exp"
		elif [ $rc -ne "$want" ]; then
			bad "$case_ $fmt (exit $rc, expected $want)"
			cat "$tmp/err"
		elif ! diff -u "$exp" "$tmp/out"; then
			bad "$case_ $fmt"
		else
			ok "$case_ $fmt"
		fi
	done
}

# final, c1-early-smallcity, c1-farm-v1, c1-farm-v2 all differ; the
# winner changes under c1-farm-v2; game 2 changes under none
check rulesets 1 rulesets \
    --as c1-early-smallcity --as c1-farm-v1 --as c1-farm-v2
# HiG against Spielbox, compass off, and a variant with two changes
check compass 1 compass \
    --as compass:spielbox --as -compass \
    --as compass:spielbox,c1-early-smallcity
check watchtowers 1 watchtowers --as -watchtowers
# nothing changes: exit 0; a variant naming an expansion the game lacks
# (compass:spielbox, -signposts) leaves it alone
check unchanged 0 rulesets --game 2 \
    --as final --as c1-farm-v1 --as compass:spielbox --as -signposts

# JUnit: two failures (both variants change game 11), well-formed XML
$CARC compare --format junit --as compass:spielbox --as -compass \
    "$tmp/compass.db" >"$tmp/junit.xml" 2>"$tmp/err"
rc=$?
if [ $rc -ne 1 ]; then
	bad "junit (exit $rc, expected 1)"
elif ! grep -q 'tests="2" failures="2" errors="0"' "$tmp/junit.xml"; then
	bad "junit (counts)"
	cat "$tmp/junit.xml"
elif ! grep -q 'seq 2 seat 1: 0 -&gt; 3 ROSE-QUARTER-3' "$tmp/junit.xml" ||
    ! grep -q 'seq 3 seat 0: 3 -&gt; 0 ROSE-QUARTER-3' "$tmp/junit.xml"; then
	bad "junit (details)"
	cat "$tmp/junit.xml"
elif command -v xmllint >/dev/null 2>&1 &&
    ! xmllint --noout "$tmp/junit.xml"; then
	bad "junit (xmllint)"
else
	ok "junit"
fi

# failures: exit 2
$CARC compare --game 99 --as final "$tmp/rulesets.db" >/dev/null 2>&1
rc=$?
if [ $rc -eq 2 ]; then ok "no such game: exit 2"; else
	bad "no such game: exit $rc, expected 2"; fi
$CARC compare --as nosuch: "$tmp/rulesets.db" >/dev/null 2>&1
rc=$?
if [ $rc -eq 2 ]; then ok "bad variant: exit 2"; else
	bad "bad variant: exit $rc, expected 2"; fi
$CARC compare "$tmp/rulesets.db" >/dev/null 2>&1
rc=$?
if [ $rc -eq 2 ]; then ok "no --as: exit 2"; else
	bad "no --as: exit $rc, expected 2"; fi

echo "compare: $pass passed, $fail failed"
[ $fail -eq 0 ]
