#!/bin/sh
# jcz-roundtrip.sh - whole games of The River, The Abbot and Inns &
# Cathedrals (with the Watchtowers and the Wind Roses) as JCloisterZone
# saves: carc gen writes legal games, tests/jcz-roundtrip.py writes each
# as a .jcz in the shapes doc/import-jcz.md reads (sets and elements from
# the catalogues' import blocks, gardens and big meeples, RETURN_MEEPLE,
# no message for a discard), and carc import jcz must give back each game:
# finished, valid, the same placements with the same figures in the same
# order (a follower generated as 'follower:SPOT' imports as SPOT, the
# same figure; record-format.md), the same discarded tiles (inferred: a river tile that fits
# nowhere is one like any other), and the same computed totals.
# python3 (standard library only) is required: without it this FAILS.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-jczrt.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

command -v python3 >/dev/null 2>&1 || { echo "FAIL: python3 is needed"; exit 1; }

gen=$tmp/gen.db imp=$tmp/imp.db
$CARC gen --games 40 --seed 31 --players 2-6 \
    --expansions river,abbot,inns_cathedrals --expansions river,abbot \
    --expansions river --expansions abbot,inns_cathedrals,watchtowers \
    --expansions inns_cathedrals,compass:hig "$gen" >/dev/null ||
    { ko "carc gen"; exit 1; }
mkdir "$tmp/saves"
python3 "$top_srcdir/tests/jcz-roundtrip.py" "$gen" "$tmp/saves" \
    "$top_srcdir" 2>"$tmp/err" || { ko "jcz-roundtrip.py"; cat "$tmp/err"; exit 1; }
[ -s "$tmp/err" ] && { ko "games left out"; cat "$tmp/err"; }
out=$($CARC import jcz "$tmp/saves" --db "$imp" 2>"$tmp/err")
if [ $? -eq 0 ] &&
    [ "$(printf '%s\n' "$out" | tail -n 1)" = "imported 40, skipped 0 (already there), refused 0" ] &&
    [ "$(printf '%s\n' "$out" | grep -c "^$tmp/saves/.*: game [0-9]*$")" = 40 ]; then
	ok "40 games written as saves and imported"
else
	ko "import: $out"; cat "$tmp/err"
fi
# Saves are read in name order: save g0001 is game 1, and so on.
d=$("$SQLITE3" "$gen" "ATTACH '$imp' AS i; \
    SELECT count(*) FROM i.games WHERE status <> 'finished' OR \
    tile_supply <> 'standard'; \
    SELECT count(*) FROM (SELECT game_id, seat, tile, x, y, rotation, \
    CASE WHEN meeple LIKE 'follower:%' THEN substr(meeple, 10) ELSE meeple \
    END AS meeple, row_number() OVER (PARTITION BY game_id ORDER BY seq) \
    AS k FROM moves WHERE action = 'place') g FULL JOIN (SELECT game_id, seat, \
    tile, x, y, rotation, meeple, row_number() OVER (PARTITION BY game_id \
    ORDER BY seq) AS k FROM i.moves WHERE action = 'place') m USING \
    (game_id, k) WHERE g.tile IS NOT m.tile OR g.seat IS NOT m.seat OR \
    g.x IS NOT m.x OR g.y IS NOT m.y OR g.rotation IS NOT m.rotation OR \
    g.meeple IS NOT m.meeple; \
    SELECT (SELECT count(*) FROM moves WHERE action = 'discard') || ' ' || \
    (SELECT count(*) FROM i.moves WHERE action = 'discard'); \
    SELECT count(*) FROM moves WHERE meeple LIKE 'return:%' OR \
    meeple LIKE 'abbot:%' OR meeple LIKE 'big:%'; \
    SELECT count(*) FROM game_expansions WHERE name = 'river'")
set -- $d
if [ "$1" = 0 ] && [ "$2" = 0 ] && [ "$3" = "$4" ] && [ "$5" -gt 0 ] &&
    [ "$6" -gt 0 ]; then
	ok "finished, standard supply; the placements and figures as generated ($5 figures other than a follower, $3 discards, $6 river games)"
else
	ko "not finished: $1, placements differing: $2, discards $3 (generated) $4 (imported), figures $5, river games $6"
fi
# The discards, game by game: river tiles among them (seed 31 discards
# three), each inferred where it fitted nowhere.
d=$("$SQLITE3" "$gen" "ATTACH '$imp' AS i; \
    SELECT count(*) FROM (SELECT game_id, tile FROM moves WHERE action = \
    'discard' EXCEPT SELECT game_id, tile FROM i.moves WHERE action = \
    'discard'); SELECT count(*) FROM (SELECT game_id, tile FROM i.moves \
    WHERE action = 'discard' EXCEPT SELECT game_id, tile FROM moves WHERE \
    action = 'discard'); SELECT count(*) FROM i.moves m JOIN \
    i.game_expansions e ON e.game_id = m.game_id AND e.name = 'river' \
    WHERE m.action = 'discard' AND m.tile LIKE 'RV%'")
set -- $d
if [ "$1" = 0 ] && [ "$2" = 0 ] && [ "$3" -gt 0 ]; then
	ok "the discarded tiles are the generated ones ($3 of them river tiles)"
else
	ko "discards: $1 generated not imported, $2 imported not generated, $3 river tiles"
fi
$CARC verify --format json "$gen" | sed 's/"engine":"[^"]*",//' > "$tmp/g.json"
$CARC verify --format json "$imp" | sed 's/"engine":"[^"]*",//' |
    sed 's/"recorded":\[[^]]*\]//' > "$tmp/i.json"
sed 's/"recorded":\[[^]]*\]//; s/,"moves_only":false/,"moves_only":true/' \
    "$tmp/g.json" > "$tmp/g2.json"
v=$(grep -c '"verdict":"valid"' "$tmp/i.json")
if [ "$v" = 40 ] && cmp -s "$tmp/g2.json" "$tmp/i.json"; then
	ok "40 valid, with the generated games' totals"
else
	ko "verdicts or totals differ ($v valid)"; diff "$tmp/g2.json" "$tmp/i.json" | head
fi
echo "jcz-roundtrip: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
