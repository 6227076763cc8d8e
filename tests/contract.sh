#!/bin/sh
# contract.sh - what readers of the verdicts see beyond the JSON that
# tests/replays.sh checks (issue 15, doc/spec/cli.md, record-format.md):
#   - the hint in the text and JUnit reports;
#   - the hint kept with the stored divergence, at the end of its message
#     (the spec's divergences table has no hint column);
#   - the reason of an unverifiable game in verdicts.reason;
#   - a verdicts table made without the reason column gets it the first
#     time results are written, and nothing else of the database changes.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-contract.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never

pass=0 fail=0
ok() { echo "PASS: $1"; pass=$((pass + 1)); }
bad() { echo "FAIL: $1"; fail=$((fail + 1)); }
load() {	# load DB SQL...
	db=$1
	shift
	rm -f "$db"
	"$SQLITE3" -bail "$db" < "$top_srcdir/db/schema.sql" >/dev/null || exit 99
	for f in "$@"; do
		"$SQLITE3" -bail "$db" < "$f" >/dev/null || exit 99
	done
}

# The hint in text (on the divergence's own line) and JUnit (game 2:
# SIGN-DIR, hint SIGN-NEXT-TILE).
load "$tmp/sign.db" "$top_srcdir/replays/signposts/sign-next-tile-break.sql"
$CARC verify --game 2 "$tmp/sign.db" >"$tmp/text" 2>"$tmp/err"
if [ $? -eq 1 ] && grep -q ' SIGN-DIR .*\[hint SIGN-NEXT-TILE: a signpost counted as if it judged' \
    "$tmp/text"; then
	ok "text report shows the rule and the hint"
else
	bad "text report"; cat "$tmp/text" "$tmp/err"
fi
$CARC verify --game 2 --format junit "$tmp/sign.db" >"$tmp/junit" 2>"$tmp/err"
# each divergence one line, as the text report writes it: the seat in
# its column and not again in the sentence, the figures not twice (the
# message states them), the hint in brackets
if [ $? -eq 1 ] && grep -q 'first SIGN-DIR' "$tmp/junit" &&
    grep -q '  seq 5  *seat 0  SIGN-DIR  *the rules give 5 road points (road of 5 tiles), the record 6 \[hint SIGN-NEXT-TILE: a signpost.*\]$' \
    "$tmp/junit" &&
    grep -q '^  final  *seat 0  SCORE-TOTAL  *the rules give a total of 5, the record says 6$' \
    "$tmp/junit" && ! grep -q 'seat 0: \|(expected' "$tmp/junit"; then
	ok "JUnit report shows the rule and the hint, one line a divergence"
else
	bad "JUnit report"; cat "$tmp/junit" "$tmp/err"
fi
# no hint, no "hint" member
$CARC verify --game 1 --format json "$tmp/sign.db" >"$tmp/json" 2>"$tmp/err"
if ! grep -q '"hint"' "$tmp/json"; then
	ok "no hint member where there is no hint"
else
	bad "a hint member in a valid game"; cat "$tmp/json"
fi

# --store keeps the hint with the divergence, at the end of its message.
$CARC verify --store "$tmp/sign.db" >/dev/null 2>"$tmp/err"
n=$("$SQLITE3" "$tmp/sign.db" "SELECT count(*) FROM divergences
    WHERE game_id = 2 AND seq = 5 AND rule = 'SIGN-DIR' AND message =
    'seat 0: the rules give 5 road points (road of 5 tiles), the record 6'
    || ' (hint: SIGN-NEXT-TILE: a signpost counted as if it judged the'
    || ' tile behind it: it judges the tile across the edge by which its'
    || ' road leaves the signpost tile)'")
if [ "$n" = 1 ]; then
	ok "stored divergence keeps the hint"
else
	bad "stored hint ($n)"
	"$SQLITE3" "$tmp/sign.db" "SELECT * FROM divergences"
fi

# The reason of an unverifiable game is kept, NULL for the others.
load "$tmp/unv.db" "$top_srcdir/replays/base/unverifiable.sql" \
    "$top_srcdir/replays/base/unverifiable-pass.sql"
$CARC verify --format json "$tmp/unv.db" >"$tmp/unv.json" 2>/dev/null
$CARC verify --store "$tmp/unv.db" >/dev/null 2>&1
want=$(sed -n 's/.*"game":902,.*"reason":"\([^"]*\)".*/\1/p' "$tmp/unv.json")
got=$("$SQLITE3" "$tmp/unv.db" "SELECT reason FROM verdicts WHERE game_id = 902")
nnull=$("$SQLITE3" "$tmp/unv.db" "SELECT count(*) FROM verdicts WHERE
    (verdict = 'unverifiable') = (reason IS NULL)")
if [ -n "$want" ] && [ "$got" = "$want" ] && [ "$nnull" = 0 ]; then
	ok "verdicts.reason written ($got)"
else
	bad "verdicts.reason: want '$want', got '$got', $nnull wrong"
	"$SQLITE3" "$tmp/unv.db" "SELECT * FROM verdicts"
fi

# A verdicts table made without the reason column (an older carc):
# the column is added once, the old rows and every other table unchanged.
db=$tmp/old.db
rm -f "$db"
sed '/^CREATE TABLE verdicts(/,/^);/c\
CREATE TABLE verdicts(\
  game_id     INTEGER PRIMARY KEY REFERENCES games(id),\
  verdict     TEXT NOT NULL,\
  divergences INTEGER NOT NULL,\
  engine      TEXT NOT NULL,\
  checked_at  TEXT NOT NULL\
);' "$top_srcdir/db/schema.sql" >"$tmp/old-schema.sql"
"$SQLITE3" -bail "$db" < "$tmp/old-schema.sql" >/dev/null || exit 99
"$SQLITE3" -bail "$db" < "$top_srcdir/replays/base/unverifiable.sql" >/dev/null ||
    exit 99
"$SQLITE3" -bail "$db" < "$top_srcdir/replays/base/unverifiable-pass.sql" \
    >/dev/null || exit 99
"$SQLITE3" "$db" "INSERT INTO verdicts VALUES (901, 'valid', 0, 'old', 'then')"
before_cols=$("$SQLITE3" "$db" "SELECT count(*) FROM pragma_table_info('verdicts')")
"$SQLITE3" "$db" "SELECT type, name, sql FROM sqlite_master WHERE name <>
    'verdicts' ORDER BY name" >"$tmp/before"
# (journal_mode is open.c's business, another change's: not compared)
"$SQLITE3" "$db" "PRAGMA user_version; PRAGMA application_id" >>"$tmp/before"
$CARC verify --game 902 --store "$db" >/dev/null 2>&1
$CARC verify --game 903 --store "$db" >/dev/null 2>&1
"$SQLITE3" "$db" "SELECT type, name, sql FROM sqlite_master WHERE name <>
    'verdicts' ORDER BY name" >"$tmp/after"
"$SQLITE3" "$db" "PRAGMA user_version; PRAGMA application_id" >>"$tmp/after"
cols=$("$SQLITE3" "$db" "SELECT group_concat(name || ':' || type, ',')
    FROM pragma_table_info('verdicts')")
old=$("$SQLITE3" "$db" "SELECT count(*) FROM verdicts WHERE game_id = 901
    AND verdict = 'valid' AND engine = 'old' AND checked_at = 'then'
    AND reason IS NULL")
new=$("$SQLITE3" "$db" "SELECT count(*) FROM verdicts WHERE game_id IN
    (902, 903) AND reason LIKE 'DATA-%'")
if [ "$before_cols" = 5 ] &&
    [ "$cols" = "game_id:INTEGER,verdict:TEXT,divergences:INTEGER,engine:TEXT,checked_at:TEXT,reason:TEXT" ] &&
    [ "$old" = 1 ] && [ "$new" = 2 ] && cmp -s "$tmp/before" "$tmp/after"
then
	ok "old verdicts table gets the reason column, nothing else changes"
else
	bad "old verdicts table: $before_cols -> $cols, old $old, new $new"
	diff "$tmp/before" "$tmp/after"
fi

# Where the replay stopped comes from the verdict (stopped_seq), not from
# counting tiles: a meeple on a spot the tower tile lacks stops game 376
# at seq 1 with the tile on the board.
load "$tmp/tower.db" "$top_srcdir/replays/watchtowers/nomeeple-break.sql"
$CARC replay "$tmp/tower.db" --game 376 --to 0 >"$tmp/t0" 2>&1
$CARC replay "$tmp/tower.db" --game 376 --to 1 >"$tmp/t1" 2>&1
$CARC replay "$tmp/tower.db" --game 376 >"$tmp/tend" 2>&1
if ! grep -q 'stopped early' "$tmp/t0" && grep -q 'stopped early' "$tmp/t1" &&
    grep -q 'stopped early' "$tmp/tend" &&
    grep -q 'TOWER-NO-MEEPLE' "$tmp/tend"; then
	ok "replay shows where the verifier stopped"
else
	bad "replay stop"; cat "$tmp/t0" "$tmp/t1" "$tmp/tend"
fi

echo "contract: $pass passed, $fail failed"
[ $fail -eq 0 ]
