#!/bin/sh
# bounds.sh - what reading a hostile file may cost, and what carc report
# says of a damaged one (issue 28, 8):
#   - carc report checks the file whole as carc verify does: a damaged
#     file gets exit 2 naming the damage and no report, not "N games:
#     N valid";
#   - a value is bounded however it is made: a view that makes 500 KB
#     values for every row of a table it cannot narrow to one game (9 s a
#     game before) makes each game unverifiable at once, with the reason;
#   - a game's rows hold at most CARC_READ_GAME_TEXT bytes of text, stored
#     or made, read in a scan or looked up: past it, that game is
#     unverifiable with the reason, the others are judged.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-bounds.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never

fail=0
ok() { echo "PASS: $1"; }
ko() { echo "FAIL: $1"; fail=$((fail + 1)); }
sql() { "$SQLITE3" -bail "$@"; }

# The ten JCloisterZone base games in the spec's tables, and two copies
# of them (ids 1..30): every game valid.
db=$tmp/games.db
sql "$db" < "$top_srcdir/tests/fixtures/jcz-sample/schema.sql" || exit 99
{ echo "BEGIN;"; cat "$top_srcdir"/tests/fixtures/jcz-sample/base/*.sql;
    echo "COMMIT;"; } | sql "$db" || exit 99
sql "$db" <<-SQL || exit 99
	CREATE TEMP TABLE m AS SELECT id AS old, (SELECT count(*) FROM games b
	    WHERE b.id < a.id) + 1 AS new FROM games a;
	CREATE TEMP TABLE c(k); INSERT INTO c VALUES (0), (10), (20);
	INSERT INTO games SELECT m.new + c.k, ruleset, tile_supply, status,
	    source, started_at, finished_at FROM games g, m, c WHERE g.id = m.old;
	INSERT INTO game_expansions SELECT m.new + c.k, name, variant
	    FROM game_expansions e, m, c WHERE e.game_id = m.old;
	INSERT INTO players SELECT m.new + c.k, seat, name, final_score
	    FROM players p, m, c WHERE p.game_id = m.old;
	INSERT INTO moves SELECT m.new + c.k, seq, seat, tile, action, x, y,
	    rotation, meeple FROM moves v, m, c WHERE v.game_id = m.old;
	INSERT INTO scores SELECT m.new + c.k, seq, seat, points, kind
	    FROM scores s, m, c WHERE s.game_id = m.old ORDER BY m.new + c.k, s.rowid;
	DELETE FROM games WHERE id > 1000; DELETE FROM game_expansions WHERE game_id > 1000;
	DELETE FROM players WHERE game_id > 1000; DELETE FROM moves WHERE game_id > 1000;
	DELETE FROM scores WHERE game_id > 1000;
	VACUUM;
	SQL
[ "$(sql "$db" "SELECT count(*) FROM games")" = 30 ] || exit 99
$CARC verify "$db" > "$tmp/out" 2>&1 &&
    [ "$(tail -n 1 "$tmp/out")" = "30 games: 30 valid, 0 divergent, 0 unverifiable" ] ||
    { cat "$tmp/out"; exit 99; }

# -- carc report on a damaged file ------------------------------------------
# One byte of the last page of the primary key index of moves flipped:
# SQLite reads on, a game's moves come out in another order.
cp "$db" "$tmp/flip.db"
ps=$(sql "$db" 'PRAGMA page_size')
pg=$(sql "$db" "SELECT max(pageno) FROM dbstat
    WHERE name = 'sqlite_autoindex_moves_1' AND pagetype = 'leaf'")
off=$((pg * ps - 1))
b=$(od -An -tu1 -j"$off" -N1 "$db" | tr -d ' ')
printf "$(printf '\\%03o' $((b ^ 1)))" |
    dd of="$tmp/flip.db" bs=1 seek="$off" conv=notrunc 2>/dev/null
bad=$(sql "$tmp/flip.db" 'PRAGMA integrity_check' | head -n 1)
[ "$bad" != ok ] || { echo "the flip did no damage"; exit 99; }
$CARC report "$tmp/flip.db" --out "$tmp/rep" > "$tmp/out" 2> "$tmp/err"
rc=$?
if [ $rc -eq 2 ] && [ ! -s "$tmp/out" ] && [ ! -e "$tmp/rep/index.html" ] &&
    grep -q "^carc: '$tmp/flip.db' is damaged: " "$tmp/err"; then
	ok "report: a damaged file is refused, nothing written"
else
	ko "report on a damaged file: exit $rc, $(cat "$tmp/out" "$tmp/err")"
fi
# the same error as carc verify's
$CARC verify "$tmp/flip.db" > /dev/null 2> "$tmp/verr"
cmp -s "$tmp/err" "$tmp/verr" && ok "report: the damage in verify's words" ||
    ko "report: '$(cat "$tmp/err")', verify: '$(cat "$tmp/verr")'"
$CARC report --no-integrity-check "$tmp/flip.db" --out "$tmp/rep" \
    > /dev/null 2>&1
[ -f "$tmp/rep/index.html" ] &&
    ok "report --no-integrity-check: the report, as asked" ||
    ko "report --no-integrity-check: no report"
$CARC report "$db" --out "$tmp/rep2" > "$tmp/out" 2>&1
[ $? -eq 0 ] && grep -q "^30 games: 30 valid" "$tmp/out" &&
    ok "report: a whole file reported" || ko "report: $(cat "$tmp/out")"

# -- values made by a view ------------------------------------------------------
# LIMIT -1 keeps SQLite from narrowing the view to one game: every lookup
# makes the value of every row of moves (2,160 rows).
# view NAME EXPR: a copy of games.db whose moves are a view with meeple EXPR
view() {
	cp "$db" "$tmp/$1.db"
	sql "$tmp/$1.db" "ALTER TABLE moves RENAME TO m; CREATE VIEW moves AS
	    SELECT game_id, seq, seat, tile, action, x, y, rotation, $2 AS meeple
	    FROM m LIMIT -1" || exit 99
}
# every game NAME DB REASON LIMIT: each of the 30 games unverifiable for
# REASON, within LIMIT seconds of CPU time (ulimit -t: the tests beside
# this one stretch the wall clock, not the CPU time carc spends; before
# the bound one such view cost 9 s a game, 270 for the 30)
every_game() {
	(ulimit -t "$4" && exec $CARC verify --format json "$2") \
	    > "$tmp/out" 2> "$tmp/err"
	rc=$?
	n=$(grep -c "\"verdict\":\"unverifiable\",\"reason\":\"$3\"" "$tmp/out")
	if [ $rc -eq 1 ] && [ "$n" = 30 ] && [ ! -s "$tmp/err" ]; then
		ok "$1: 30 games unverifiable"
	else
		ko "$1: exit $rc, $n of 30 unverifiable as wanted" \
		    "(at most $4 s of CPU): $(head -c 300 "$tmp/out" "$tmp/err")"
	fi
}
view big "meeple || substr(hex(randomblob(500000)), 1, 0)"
every_game "a view making 1 MB values it throws away" "$tmp/big.db" \
    "a value is longer than 16384 bytes, the reader's limit" 20
view bigout "hex(randomblob(500000))"
every_game "a view making 1 MB values" "$tmp/bigout.db" \
    "a value is longer than 16384 bytes, the reader's limit" 20
# values under the limit, but a game's worth of them over 1 MB
view many "coalesce(meeple, '') || hex(zeroblob(8000))"
every_game "a view making 16 KB values, 1 MB a game" "$tmp/many.db" \
    "its rows hold more than 1048576 bytes of text, the reader's limit" 60

# -- a game's text, stored ------------------------------------------------------
# Game 7's moves hold 1.1 MB of text: that game only is unverifiable, and
# reads the same in a scan (every game) as looked up (--game).
cp "$db" "$tmp/text.db"
sql "$tmp/text.db" "UPDATE moves SET meeple = coalesce(meeple, '') ||
    hex(zeroblob(8000)) WHERE game_id = 7" || exit 99
for how in "" "--jobs 2" "--game 7"; do
	# shellcheck disable=SC2086
	$CARC verify --format json $how "$tmp/text.db" > "$tmp/out" 2> "$tmp/err"
	rc=$?
	n=$(grep -c '"verdict":"unverifiable","reason":"its rows hold more than 1048576 bytes of text, the reader' "$tmp/out")
	if [ $rc -eq 1 ] && [ "$n" = 1 ] &&
	    grep -q '^{"game":7,"verdict":"unverifiable"' "$tmp/out" &&
	    [ "$(grep -c '"verdict":"valid"' "$tmp/out")" = \
	    "$(($(wc -l < "$tmp/out") - 1))" ] && [ ! -s "$tmp/err" ]; then
		ok "1.1 MB of stored text in a game, verify $how: that game unverifiable"
	else
		ko "1.1 MB of stored text, verify $how: exit $rc," \
		    "$(head -c 300 "$tmp/out" "$tmp/err")"
	fi
done

[ $fail -eq 0 ]
