#!/bin/sh
# gen-actions.sh - carc gen plays the whole turn (ABI 4.0, record format
# 2) from the plugins' declarations alone: with the test plugin of
# tests/abi4.sh (tests/abi/turn4.c) enabled, every action it declares
# is generated (a roll and a choice from its declared args), the move
# of the sprite a 'promise' makes mandatory (TURN4-MUST, turn_end) is
# played in the same turn, a choice of 'again' gives the same seat the
# next tile (turn_order), and every game verifies valid; the same seed
# gives the same games.  Then carc faults' kinds of the whole turn, each
# found at its move: a required action left out (the plugin's turn_end
# rule), one aimed at another tile or spot (check_action's or the
# host's rule), one of an undeclared kind (unverifiable, naming the
# row).  With tests/abi/wisp.c, a move required after the scoring is
# played there, and turn_end asked as a judge changes nothing.
set -u
: "${top_builddir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
: "${CARC_TEST_PLUGIN_DIR:=$top_builddir/tests/abi/.libs}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-gen-actions.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

mkdir "$tmp/p"
cp "$CARC_TEST_PLUGIN_DIR/turn4.so" "$top_srcdir/tests/abi/turn4.yaml" \
    "$tmp/p/" || exit 99
gen() {
	"$CARC" gen --plugin-dir "$tmp/p" --games 30 --seed 11 \
	    --expansions turn4:plain --expansions turn4:half "$@" >/dev/null
}
gen "$tmp/g.db" || { echo "FAIL: carc gen"; exit 1; }
q() { "$SQLITE3" "$tmp/g.db" "$1"; }

# every declared verb and kind, and every arg a choice declares
for a in "choose||again" "choose||promise" "move|sprite|" "remove|sprite|" \
    "token|coin|" "roll||"; do
	n=$(q "SELECT count(*) FROM actions WHERE verb || '|' ||
	    coalesce(kind, '') || '|' || (CASE WHEN verb = 'choose' THEN arg
	    ELSE '' END) = '$a'")
	if [ "${n:-0}" -gt 0 ]; then
		ok "gen plays '$a' ($n rows)"
	else
		ko "gen plays '$a': no row"
	fi
done
n=$(q "SELECT count(*) FROM actions WHERE verb = 'roll' AND
    (seat IS NOT NULL OR arg NOT IN ('1','2','3','4','5','6'))")
[ "$n" = 0 ] && ok "a roll: no seat, a declared result" ||
    ko "a roll: no seat, a declared result ($n rows not so)"

# a promise is kept in its turn: a move of the sprite at the same seq
n=$(q "SELECT count(*) FROM actions p WHERE p.verb = 'choose' AND
    p.arg = 'promise' AND NOT EXISTS (SELECT 1 FROM actions m WHERE
    m.game_id = p.game_id AND m.seq = p.seq AND m.verb = 'move')")
all=$(q "SELECT count(*) FROM actions WHERE arg = 'promise'")
[ "$n" = 0 ] && [ "$all" -gt 0 ] &&
    ok "every promise ($all) is kept by a move in its turn" ||
    ko "a promise kept by a move in its turn: $n of $all are not"

# 'again': the same seat draws the next tile
n=$(q "SELECT count(*) FROM actions a JOIN moves m ON m.game_id =
    a.game_id AND m.seq = a.seq JOIN moves nx ON nx.game_id = m.game_id
    AND nx.seq = m.seq + 1 WHERE a.arg = 'again' AND m.tile IS NOT NULL
    AND nx.seat IS NOT m.seat")
[ "$n" = 0 ] && ok "after 'again' the same seat plays the next tile" ||
    ko "after 'again' the same seat plays the next tile: $n moves not so"

# the verifier finds every game valid
"$CARC" verify --plugin-dir "$tmp/p" "$tmp/g.db" >"$tmp/v" 2>&1
if tail -1 "$tmp/v" | grep -qx "30 games: 30 valid, 0 divergent, 0 unverifiable"
then
	ok "the 30 generated games verify valid"
else
	ko "the generated games verify valid: $(grep -v '^game .*: valid' "$tmp/v" | head -20)"
fi

# deterministic from the seed
gen "$tmp/h.db" || ko "carc gen, again"
"$SQLITE3" "$tmp/g.db" .dump | grep -v '^INSERT INTO "\{0,1\}games' >"$tmp/g.sql"
"$SQLITE3" "$tmp/h.db" .dump | grep -v '^INSERT INTO "\{0,1\}games' >"$tmp/h.sql"
cmp -s "$tmp/g.sql" "$tmp/h.sql" && ok "the same seed gives the same games" ||
    ko "the same seed gives the same games"

# A move required after the scoring (tests/abi/wisp.c, WISP-MUST) is
# played there, and turn_end asked as a judge awards nothing and keeps
# the plugin's state (WISP-END: 1 point a turn, counted once)
mkdir "$tmp/w"
cp "$CARC_TEST_PLUGIN_DIR/wisp.so" "$tmp/w/" || exit 99
"$CARC" gen --plugin-dir "$tmp/w" --games 10 --seed 3 --expansions wisp \
    "$tmp/w.db" >/dev/null || ko "carc gen --expansions wisp"
n=$("$SQLITE3" "$tmp/w.db" "SELECT count(*) FROM moves m WHERE seq > 0
    AND x IS NOT NULL AND NOT EXISTS (SELECT 1 FROM actions a WHERE
    a.game_id = m.game_id AND a.seq = m.seq AND a.verb = 'move')")
all=$("$SQLITE3" "$tmp/w.db" "SELECT count(*) FROM actions")
[ "$n" = 0 ] && [ "$all" -gt 0 ] &&
    ok "every placed tile's turn moves the wisp after its scoring" ||
    ko "every placed tile's turn moves the wisp: $n turns do not"
"$CARC" verify --plugin-dir "$tmp/w" "$tmp/w.db" >"$tmp/wv" 2>&1
if tail -1 "$tmp/wv" | grep -qx "10 games: 10 valid, 0 divergent, 0 unverifiable"
then
	ok "the games with a move after the scoring verify valid"
else
	ko "the games with a move after the scoring verify valid: $(grep -v '^game .*: valid' "$tmp/wv" | head -10)"
fi

# the faults of the whole turn, each found at its move
kinds=action-dropped,action-elsewhere,action-undeclared
if "$CARC" faults make --plugin-dir "$tmp/p" --count 60 --seed 5 \
    --kinds "$kinds" "$tmp/g.db" "$tmp/f.db" >"$tmp/fm" 2>&1; then
	ok "faults make --kinds $kinds"
else
	ko "faults make --kinds $kinds: $(cat "$tmp/fm")"
fi
"$CARC" verify --plugin-dir "$tmp/p" --format json "$tmp/f.db" >"$tmp/f.jsonl"
"$CARC" faults check "$tmp/f.db" "$tmp/f.jsonl" >"$tmp/fc" 2>&1
rc=$?
for k in action-dropped action-elsewhere action-undeclared; do
	# | kind | rules | injected | detected at its seq | before |
	row=$(grep "^| $k |" "$tmp/fc")
	inj=$(echo "$row" | awk -F'|' '{ gsub(/ /, "", $4); print $4 }')
	hit=$(echo "$row" | awk -F'|' '{ gsub(/ /, "", $5); print $5 }')
	if [ "$rc" = 0 ] && [ "${inj:-0}" -gt 0 ] && [ "$inj" = "$hit" ]; then
		ok "fault $k: $hit of $inj found at their move"
	else
		ko "fault $k found at its move: $(cat "$tmp/fc")"
	fi
done
case $(grep "^| action-dropped |" "$tmp/fc") in
*TURN4-MUST*) ok "a dropped action: the turn_end rule" ;;
*) ko "a dropped action: the turn_end rule: $(cat "$tmp/fc")" ;;
esac

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
