#!/bin/sh
# ask.sh - carc ask (issue 37): its answers are the engine's.
#   - on positions of games carc gen wrote (every plugin combination):
#     the placement each move made is listed for its tile, the move whole
#     is legal, and the tile put where it fits in no listed way is refused
#     with the rules carc verify gives for that move (tests/ask.py);
#   - a position made from rules-en.md 1.9's worked examples
#     (tests/fixtures/notation/rules-1.9.txt): a 2-tile city completed
#     gives 4 under the final rules and 2 under early C1, marked as the
#     difference, in the scores and in the city's worth; an incomplete
#     monastery with 5 neighbours gives 6 at the end, 9 if completed;
#   - the whole turn (issue 35): a magic tile of Mage & Witch
#     (tests/fixtures/notation/mage-turn.txt) played without moving the
#     mage or the witch is legal as far as it goes and owes MAGE-MOVE;
#     with its --action (short or '+ N SEAT' form) it owes nothing; the
#     witch moved onto a complete road is not legal (MAGE-TARGET);
#   - --format json follows doc/ask.schema.json; --svg draws the board;
#   - bad questions get a clear answer: an unknown tile with the nearest
#     names, a seq the game does not hold, a malformed file with
#     file:line:col.
# python3 (standard library only) is required: without it this FAILS.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-ask.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

command -v python3 >/dev/null 2>&1 || { echo "FAIL: python3 is needed"; exit 1; }

# -- answers against the engine's verdicts, on generated games -------------
if $CARC gen --games 16 --seed 11 --players 2-5 --expansions all \
    "$tmp/gen.db" >/dev/null 2>"$tmp/err"; then
	mkdir "$tmp/py"
	if python3 "$top_srcdir/tests/ask.py" "$CARC" "$tmp/gen.db" "$tmp/py" \
	    >"$tmp/out" 2>&1; then
		ok "$(tail -1 "$tmp/out")"
	else
		ko "ask.py"
		cat "$tmp/out"
	fi
else
	ko "carc gen: $(cat "$tmp/err")"
fi

# -- rules-en.md 1.9, by hand -----------------------------------------------
pos=$top_srcdir/tests/fixtures/notation/rules-1.9.txt
$CARC ask "$pos" >"$tmp/out" 2>"$tmp/err" || ko "ask rules-1.9.txt: $(cat "$tmp/err")"
# under = RULESET: the answer block of that ruleset
under() { sed -n "/^under $1[ :(,]/,/^under /p" "$tmp/out"; }
under final | grep -q "^  scores now: 0 4; after final scoring: 6 4$" &&
	ok "final: the 2-tile city gives 4" ||
	ko "final: $(under final | tail -2)"
under c1-early-smallcity | grep -q "^\* scores now: 0 2; after final scoring: 6 2$" &&
	ok "c1-early-smallcity: the 2-tile city gives 2, marked as the difference" ||
	ko "c1-early-smallcity: $(under c1-early-smallcity | tail -2)"
under final | grep -q "^    city      at 0,0: 2 tiles, complete, worth 4 completed (BASE-CITY-PTS)$" &&
	under c1-early-smallcity | grep -q "^\*   city      at 0,0: 2 tiles, complete, worth 2 completed (BASE-CITY-SMALL)$" &&
	ok "the city's worth: 4 (BASE-CITY-PTS), 2 under early C1 (BASE-CITY-SMALL), marked" ||
	ko "city: $(grep city "$tmp/out")"
under final | grep -q "^    monastery at 0,1: 1 tile, open, worth 9 if completed now (BASE-MON-PTS); holders seat 0 x1; at the end seat 0 6 (BASE-MON-END)$" &&
	ok "the monastery with 5 neighbours gives 6 at the end (BASE-MON-END)" ||
	ko "monastery: $(under final | grep monastery)"
grep -q "^under c1-farm-v1: the same as the game's own$" "$tmp/out" &&
	ok "c1-farm-v1 changes nothing here, and says so" ||
	ko "c1-farm-v1: $(grep c1-farm-v1 "$tmp/out")"

# -- the farmers of doc/spec/notation.md's example, under each edition ------
$CARC ask "$top_srcdir/tests/fixtures/notation/farmers.txt" >"$tmp/out" 2>"$tmp/err" ||
	ko "ask farmers.txt: $(cat "$tmp/err")"
under c1-farm-v2 | grep -q "^    field     at 0,-1: 1 tile, open; holders seat 0 x1; at the end seat 0 3 (BASE-FIELD-C1V2)$" &&
	under c1-farm-v1 | grep -q "^\*   city      at 0,0: 2 tiles, complete, worth 4 completed (BASE-CITY-PTS); at the end seat 0 4 seat 1 4 (BASE-FIELD-C1V1)$" &&
	under c1-farm-v1 | grep -q "^\* scores now: 0 0; after final scoring: 4 4$" &&
	under final | grep -q "^\*   field     at 0,-1: 1 tile, open; holders seat 0 x1; at the end seat 0 3 (BASE-FIELD-PTS)$" &&
	ok "farmers: 3 each by field (C1V2, final: another rule, marked), 4 each by city (C1V1)" ||
	ko "farmers: $(cat "$tmp/out")"

# -- JSON and its schema; the board ------------------------------------------
if $CARC ask "$pos" --tile BA/C --move 'E@1,0,0' --format json \
    --svg "$tmp/board.svg" >"$tmp/json" 2>"$tmp/err"; then
	ko "ask --move with an illegal move exits 0"
elif [ $? -eq 1 ] && python3 "$top_srcdir/tests/ask_schema.py" \
    "$top_srcdir/doc/ask.schema.json" <"$tmp/json" >"$tmp/out"; then
	ok "--format json follows doc/ask.schema.json; an illegal move exits 1"
else
	ko "--format json: $(cat "$tmp/out" "$tmp/err")"
fi
python3 -c '
import json, sys
a = json.load(open(sys.argv[1]))
own = a["answers"][0]
assert a["tile"] == "E" and a["seq"] == 7 and a["seat"] == 0, a
assert own["recorded"] and not own["move"]["legal"]
assert [r["rule"] for r in own["move"]["rulings"]] == ["BASE-PLACE-EDGE"]
assert len(own["places"]) > 0 and len(a["answers"]) == 4
assert [x["differs"] for x in a["answers"]] == [False, True, False, False]
' "$tmp/json" && ok "JSON: the tile as carc's id, the move refused with BASE-PLACE-EDGE" ||
	ko "JSON answers: $(cat "$tmp/json")"
grep -q "<svg" "$tmp/board.svg" 2>/dev/null && ok "--svg draws the position" ||
	ko "--svg wrote no picture"

# -- the whole turn: what a magic tile's turn still owes --------------------
mw=$top_srcdir/tests/fixtures/notation/mage-turn.txt
# judged = the move's verdict as "legal RULINGS / OWES", from the JSON
judged() {
	python3 -c '
import json, sys
m = json.load(sys.stdin)["answers"][0]["move"]
print("legal" if m["legal"] else "illegal",
      ",".join(r["rule"] for r in m["rulings"]) or "-",
      ",".join(r["rule"] for r in m["owes"]) or "-")'
}
got=$($CARC ask "$mw" --move MW04@-3,1,270 --rules own --format json 2>"$tmp/err" | judged)
[ "$got" = "legal - MAGE-MOVE" ] &&
	ok "a magic tile alone: legal as far as it goes, owes MAGE-MOVE" ||
	ko "magic tile alone: '$got' $(cat "$tmp/err")"
$CARC ask "$mw" --move MW04@-3,1,270 --rules own >"$tmp/out" 2>"$tmp/err"
[ $? -eq 0 ] && grep -A1 "^  move MW04@-3,1,270: legal$" "$tmp/out" |
	grep -q "^    the turn still owes MAGE-MOVE: MW04 at (-3,1) shows the magic symbol" &&
	ok "text: the move legal, the turn owing MAGE-MOVE, exit 0" ||
	ko "owes, text: $(cat "$tmp/out" "$tmp/err")"
got=$($CARC ask "$mw" --move MW04@-3,1,270 --action 'move witch @0,-1 E' \
    --rules own --format json 2>"$tmp/err" | judged)
[ "$got" = "legal - -" ] &&
	ok "--action 'move witch @0,-1 E': legal, owes nothing" ||
	ko "with the witch moved: '$got' $(cat "$tmp/err")"
got=$($CARC ask "$mw" --move MW04@-3,1,270 --action '+ 1 0 move witch @0,-1 E -' \
    --rules own --format json 2>"$tmp/err" | judged)
[ "$got" = "legal - -" ] &&
	ok "--action in the notation's form: legal, owes nothing" ||
	ko "notation's action: '$got' $(cat "$tmp/err")"
$CARC ask "$mw" --move MW04@-3,1,270 --action 'move witch @3,-1 E' \
    --rules own --format json >"$tmp/json" 2>"$tmp/err"
rc=$? got=$(judged <"$tmp/json")
[ $rc -eq 1 ] && [ "$got" = "illegal MAGE-TARGET -" ] &&
	python3 "$top_srcdir/tests/ask_schema.py" \
	    "$top_srcdir/doc/ask.schema.json" <"$tmp/json" >"$tmp/out" &&
	ok "the witch onto a complete road: not legal, MAGE-TARGET, exit 1" ||
	ko "witch onto a complete road: exit $rc, '$got' $(cat "$tmp/out" "$tmp/err")"
$CARC ask "$mw" --move MW04@-3,1,270 --action 'move witch @x' >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q -- "--action:1:19: expected x, found 'x' (in '+ 1 0 move witch @x')" "$tmp/err" &&
	ok "a malformed --action: where and what, as the notation's reader says" ||
	ko "malformed --action: $(cat "$tmp/err")"
$CARC ask "$mw" --action 'move witch @0,-1 E' >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q -- "--action: the action of which move? (--move)" "$tmp/err" &&
	ok "--action without --move: refused" ||
	ko "--action alone: $(cat "$tmp/err")"

# -- a tile the supply no longer holds: said, as the move's verdict says -----
printf '[Status in_progress]\n[Player 0 A]\n[Player 1 B]\n0 - D@0,0,0\n1 0 C@0,-1,0\n' >"$tmp/c.txt"
$CARC ask "$tmp/c.txt" --tile C --move 'C@1,-1,0' --rules own >"$tmp/out" 2>"$tmp/err"
[ $? -eq 1 ] &&
	grep -q "^  drawing tile C now breaks DATA-TILESET: the set holds 1 tile C and it has been drawn$" "$tmp/out" &&
	grep -A1 "^  move C@1,-1,0: not legal$" "$tmp/out" | grep -q "^    DATA-TILESET:" &&
	ok "the one C drawn: drawing it again is DATA-TILESET, for the list and the move" ||
	ko "supply: $(cat "$tmp/out" "$tmp/err")"

# -- bad questions ---------------------------------------------------------
$CARC ask "$pos" --tile Q2 >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "unknown tile 'Q2'; did you mean 'Q'?" "$tmp/err" &&
	ok "an unknown tile: the nearest name" || ko "unknown tile: $(cat "$tmp/err")"
$CARC ask "$pos" --to 9 >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q -- "--to 9: the game has no move of that seq" "$tmp/err" &&
	ok "--to a seq the game does not hold" || ko "--to 9: $(cat "$tmp/err")"
printf '0 - D@0,0,0\n1 0 E@0,-1,180 SS S\n' >"$tmp/bad.txt"
$CARC ask "$tmp/bad.txt" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "bad.txt:2:19: expected the end of the line, found 'S'" "$tmp/err" &&
	ok "a malformed line: file:line:col" || ko "malformed: $(cat "$tmp/err")"

echo "ask: $pass passed, $fail failed"
[ $fail -eq 0 ]
