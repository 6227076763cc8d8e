#!/bin/sh
# score-keys.sh - the score check's shortcuts, in one verifier that judges
# game after game (core/verify/score_check.c): a move is told it has no
# row by the seq of the next row, kept as the rows are read (it must be
# the new game's after each game's final rows, never a game's before);
# and a move's sums are found by seat and kind in chains emptied at every
# move (a sum of an earlier move, or of another kind with the same first
# letter, must never be taken for one of this move's).
#
# One `carc verify` judges the three full base games of
# replays/base/full-games.sql, every row right, then copies of game 9001,
# each with one row changed:
#   9101  2 road points to seat 0 at seq 5, which scores nothing: the
#         divergence is at seq 5 (not "a seq with no move" at the end)
#   9102  seq 44's 6 road points to seat 1 recorded as 7 (seat 1 scored
#         road at seqs 12 and 43 too): one divergence, at 44
#   9103  3 compass points beside seat 0's 10 city at seq 23: the city is
#         right, the compass points are no rule's
# and last 9001 again, valid.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-score-keys.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
db=$tmp/keys.db
fail=0

# copy game 9001 to game $1, then run the SQL $2 on the copy's rows
copy() {
	cat <<EOF
INSERT INTO games SELECT $1, ruleset, tile_supply, status, source,
  started_at, finished_at FROM games WHERE id = 9001;
INSERT INTO players SELECT $1, seat, name, final_score FROM players
  WHERE game_id = 9001;
INSERT INTO moves SELECT $1, seq, seat, tile, action, x, y, rotation, meeple
  FROM moves WHERE game_id = 9001;
INSERT INTO scores SELECT $1, seq, seat, points, kind FROM scores
  WHERE game_id = 9001;
$2
EOF
}

{
	cat "$top_srcdir/db/schema.sql" "$top_srcdir/replays/base/full-games.sql"
	copy 9101 "INSERT INTO scores VALUES (9101, 5, 0, 2, 'road');"
	copy 9102 "UPDATE scores SET points = 7 WHERE game_id = 9102 AND seq = 44;"
	copy 9103 "INSERT INTO scores VALUES (9103, 23, 0, 3, 'compass');"
	copy 9104 ""
} >"$tmp/all.sql"
if ! "$SQLITE3" -bail "$db" <"$tmp/all.sql" >/dev/null; then
	echo "FAIL: the database does not load"
	exit 1
fi
# the rows the copies change are where this test says they are
if [ "$("$SQLITE3" "$db" "SELECT seat || ' ' || points || ' ' || kind
    FROM scores WHERE game_id = 9001 AND seq IN (5, 12, 23, 43, 44)
    ORDER BY seq")" != "$(printf '1 2 road\n0 10 city\n1 2 road\n1 6 road')" ]; then
	echo "FAIL: game 9001's rows are not those this test changes"
	exit 1
fi

$CARC verify --jobs 1 --format json "$db" >"$tmp/out" 2>"$tmp/err"
# game verdict divergences [text ...]: the game's verdict, its number of
# divergences, and each text in its line
want() {
	g=$1 verdict=$2 ndiv=$3
	shift 3
	line=$(grep "^{\"game\":$g," "$tmp/out")
	n=$(printf '%s' "$line" | grep -o '"rule":' | wc -l)
	case $line in
	*"\"verdict\":\"$verdict\""*) ;;
	*)	echo "FAIL: game $g: expected $verdict, got: $line"
		fail=1
		return ;;
	esac
	if [ "$n" -ne "$ndiv" ]; then
		echo "FAIL: game $g: expected $ndiv divergences, got: $line"
		fail=1
	fi
	for text in "$@"; do
		case $line in
		*"$text"*) ;;
		*)	echo "FAIL: game $g: no '$text' in: $line"
			fail=1 ;;
		esac
	done
}
want 9001 valid 0
want 9002 valid 0
want 9003 valid 0
want 9101 divergent 1 '"seq":5,"seat":0,' \
    'the record gives 2 road points that no rule gives'
want 9102 divergent 1 '"seq":44,"seat":1,' '"expected":"6 road","recorded":"7 road"'
want 9103 divergent 1 '"seq":23,"seat":0,' \
    '"expected":"0 compass","recorded":"3 compass"'
want 9104 valid 0
[ "$(wc -l <"$tmp/out")" -eq 7 ] || { echo "FAIL: not 7 verdicts"; fail=1; }
[ $fail -eq 0 ] && echo "PASS: score keys"
exit $fail
