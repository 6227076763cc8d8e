#!/bin/sh
# jcz.sh - an independent engine agrees with ours: the twenty games that
# JCloisterZone played (tests/fixtures/jcz-sample, all valid) must verify
# `valid`, with the final totals JCloisterZone gave.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
dir=$top_srcdir/tests/fixtures/jcz-sample
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-jcz.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM

pass=0 fail=0
while IFS= read -r line; do
	file=$(printf '%s\n' "$line" | sed 's/.*"file": "\([^"]*\)".*/\1/')
	game=$(printf '%s\n' "$line" | sed 's/.*"game": \([0-9]*\).*/\1/')
	final=$(printf '%s\n' "$line" | sed 's/.*"final": \(\[[^]]*\]\).*/\1/' | tr -d ' ')
	db=$tmp/$game.db
	"$SQLITE3" -bail "$db" < "$dir/schema.sql" && "$SQLITE3" -bail "$db" < "$dir/$file" || {
		echo "FAIL: $file (does not load)"; fail=$((fail + 1)); continue; }
	out=$($CARC verify --format json "$db")
	case $out in
	*'"verdict":"valid"'*'"computed":'"$final"*)
		echo "PASS: $file (game $game, totals $final)"
		pass=$((pass + 1)) ;;
	*)
		echo "FAIL: $file: expected valid with totals $final"
		echo "$out"
		fail=$((fail + 1)) ;;
	esac
done < "$dir/expected.jsonl"
echo "jcz-sample: $pass passed, $fail failed"
[ $fail -eq 0 ] && [ $pass -eq 20 ]
