#!/bin/sh
# check.sh - a second, independent scorer (score.py, Python, written from
# the rules text and the tile table without carc's engine) must agree with
#   - replays/base/full-games.sql: three complete 72-tile games (2, 3 and 5
#     players) that carc gen wrote: every move's points per seat and kind,
#     the final scoring, players.final_score and carc verify's totals;
#   - tests/fixtures/jcz-sample/base/*.sql: JCloisterZone's games, the same,
#     and the totals JCloisterZone gave (expected.jsonl).
# python3 is required: without it this test FAILS (CI installs it).
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
here=$top_srcdir/tests/independent
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-independent.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM

if ! command -v python3 >/dev/null 2>&1; then
	echo "FAIL: python3 not found; tests/independent needs it"
	exit 1
fi

fail=0
# check NAME SCHEMA SQL [EXPECTED_FINAL]
check() {
	db=$tmp/$1.db
	rm -f "$db"
	if ! "$SQLITE3" -bail "$db" < "$2" >/dev/null ||
	    ! "$SQLITE3" -bail "$db" < "$3" >/dev/null; then
		echo "FAIL: $1 (the SQL does not load)"
		fail=$((fail + 1))
		return
	fi
	$CARC verify --format json "$db" >"$tmp/$1.json" 2>"$tmp/$1.err"
	if ! python3 "$here/compare.py" "$db" "$tmp/$1.json" ${4:+"$4"}; then
		echo "FAIL: $1"
		cat "$tmp/$1.err"
		fail=$((fail + 1))
	fi
}

check full-games "$top_srcdir/db/schema.sql" \
	"$top_srcdir/replays/base/full-games.sql"
# the three games must be complete: 72 tiles drawn each, discards included
n=$("$SQLITE3" "$tmp/full-games.db" \
	"SELECT group_concat(c) FROM (SELECT count(*) AS c FROM moves
	 GROUP BY game_id ORDER BY game_id)")
p=$("$SQLITE3" "$tmp/full-games.db" \
	"SELECT group_concat(c) FROM (SELECT count(*) AS c FROM players
	 GROUP BY game_id ORDER BY game_id)")
if [ "$n" != 72,72,72 ] || [ "$p" != 2,3,5 ]; then
	echo "FAIL: full-games.sql: moves per game $n (want 72,72,72), players $p (want 2,3,5)"
	fail=$((fail + 1))
fi

# the comparison must be able to fail: one point more on a recorded move
"$SQLITE3" "$tmp/full-games.db" "UPDATE scores SET points = points + 1
	WHERE rowid = (SELECT min(rowid) FROM scores WHERE game_id = 9001
	               AND seq IS NOT NULL)"
if python3 "$here/compare.py" "$tmp/full-games.db" "$tmp/full-games.json" \
    >"$tmp/neg.out" 2>&1 || ! grep -q '^FAIL: game 9001' "$tmp/neg.out"; then
	echo "FAIL: compare.py did not notice a changed score row"
	cat "$tmp/neg.out"
	fail=$((fail + 1))
fi

jcz=$top_srcdir/tests/fixtures/jcz-sample
njcz=0
while IFS= read -r line; do
	case $line in *'"file": "base/'*) ;; *) continue ;; esac
	file=$(printf '%s\n' "$line" | sed 's/.*"file": "\([^"]*\)".*/\1/')
	final=$(printf '%s\n' "$line" | sed 's/.*"final": \(\[[^]]*\]\).*/\1/')
	check "jcz-$(basename "$file" .sql)" "$jcz/schema.sql" "$jcz/$file" "$final"
	njcz=$((njcz + 1))
done < "$jcz/expected.jsonl"
if [ $njcz -ne 10 ]; then
	echo "FAIL: expected 10 base games in $jcz/expected.jsonl, found $njcz"
	fail=$((fail + 1))
fi

echo "independent: $fail failed"
[ $fail -eq 0 ]
