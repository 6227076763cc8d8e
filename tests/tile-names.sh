#!/bin/sh
# tile-names.sh - a move's tile, named by its id or by an alias, is the
# type the catalogue gives that name, in every game a verifier judges
# (core/verify/verify.c keeps the types of short names it has found, by
# their bytes, for the verifier's life).
#
# One `carc verify` judges, in one verifier: the three full base games of
# replays/base/full-games.sql, which draw every base tile (F and G, H and
# I are aliased BA/CFc+ and BA/CFc.1, BA/CFC.2 and BA/CC.2: names of 7 and
# 8 bytes sharing their first 5); the first of them again with every tile
# written by its alias; and copies of it whose seq 3 names no tile:
# a name of 8 bytes one byte from an alias, the first bytes of an alias,
# an alias and one more byte (9 bytes, looked up whole), and an id in
# lower case, twice (a name of one byte has a table of its own).  The
# games named right must stay valid, the others unverifiable naming the
# tile (DATA-TILE-UNKNOWN), whichever games were judged before them.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-tile-names.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
db=$tmp/names.db
fail=0

# the base catalogue's aliases, as rows (id, alias)
awk '/^- id: / { id = $3 }
    /^  aliases: \[/ { a = $0; sub(/.*\[/, "", a); sub(/[],].*/, "", a);
	printf "INSERT INTO alias VALUES(%c%s%c, %c%s%c);\n", 39, id, 39,
	    39, a, 39 }' "$top_srcdir/core/tiles/base.yaml" >"$tmp/alias.sql"

# copy game 9001 to game $1, its tiles renamed by the SQL expression $2
copy() {
	cat <<EOF
INSERT INTO games SELECT $1, ruleset, tile_supply, status, source,
  started_at, finished_at FROM games WHERE id = 9001;
INSERT INTO players SELECT $1, seat, name, final_score FROM players
  WHERE game_id = 9001;
CREATE TEMP TABLE m AS SELECT * FROM moves WHERE game_id = 9001;
UPDATE m SET game_id = $1, tile = $2;
INSERT INTO moves SELECT * FROM m;
DROP TABLE m;
INSERT INTO scores SELECT $1, seq, seat, points, kind FROM scores
  WHERE game_id = 9001;
EOF
}

{
	cat "$top_srcdir/db/schema.sql" "$top_srcdir/replays/base/full-games.sql"
	echo "CREATE TEMP TABLE alias(id TEXT, alias TEXT);"
	cat "$tmp/alias.sql"
	copy 9101 "(SELECT alias FROM alias WHERE alias.id = m.tile)"
	copy 9102 "CASE seq WHEN 3 THEN 'BA/CFc.3' ELSE (SELECT alias FROM alias WHERE alias.id = m.tile) END"
	copy 9103 "CASE seq WHEN 3 THEN 'BA/CF' ELSE tile END"
	copy 9104 "CASE seq WHEN 3 THEN 'BA/CFc.1x' ELSE tile END"
	copy 9105 "CASE seq WHEN 3 THEN lower(tile) ELSE tile END"
	copy 9106 "CASE seq WHEN 3 THEN lower(tile) ELSE tile END"
} >"$tmp/all.sql"
if ! "$SQLITE3" -bail "$db" <"$tmp/all.sql" >/dev/null; then
	echo "FAIL: the database does not load"
	exit 1
fi
if [ "$("$SQLITE3" "$db" "SELECT count(*) FROM moves WHERE game_id = 9101
    AND tile NOT LIKE 'BA/%'")" != 0 ]; then
	echo "FAIL: game 9101 names a tile by its id"
	exit 1
fi

$CARC verify --jobs 1 --format json "$db" >"$tmp/out" 2>"$tmp/err"
# game verdict [reason]
want() {
	line=$(grep "^{\"game\":$1," "$tmp/out")
	case $line in
	*"\"verdict\":\"$2\""*"${3-}"*) ;;
	*)	echo "FAIL: game $1: expected $2 ${3-}, got: $line"
		fail=1 ;;
	esac
}
want 9001 valid
want 9002 valid
want 9003 valid
want 9101 valid
# the tile of seq 3 in game 9001
t=$("$SQLITE3" "$db" "SELECT tile FROM moves WHERE game_id = 9001 AND seq = 3")
want 9102 unverifiable "DATA-TILE-UNKNOWN: moves seq 3: no catalogue defines tile 'BA/CFc.3'"
want 9103 unverifiable "DATA-TILE-UNKNOWN: moves seq 3: no catalogue defines tile 'BA/CF'"
want 9104 unverifiable "DATA-TILE-UNKNOWN: moves seq 3: no catalogue defines tile 'BA/CFc.1x'"
want 9105 unverifiable "DATA-TILE-UNKNOWN: moves seq 3: no catalogue defines tile '$(echo "$t" | tr A-Z a-z)'"
# a name of one byte not found, the second time it is asked
want 9106 unverifiable "DATA-TILE-UNKNOWN: moves seq 3: no catalogue defines tile '$(echo "$t" | tr A-Z a-z)'"
[ "$(wc -l <"$tmp/out")" -eq 9 ] || { echo "FAIL: not 9 verdicts"; fail=1; }
[ $fail -eq 0 ] && echo "PASS: tile names"
exit $fail
