#!/bin/sh
# dragon-tiles.sh - the 30 tiles of The Princess & the Dragon
# (plugins/princess_dragon/princess_dragon.yaml's tiles) agree, tile by
# tile, with both of JCloisterZone's definitions in tests/fixtures/jcz-tiles (count,
# edges, cities with coats of arms and the princess, roads, fields'
# half-edges and cities, monastery, symbol: jcz-tiles.py --check).  The
# spec's tiles.md has no table for this set (tiles-spec.py's
# CHECKED_ELSEWHERE).  Then the check must be able to fail: a copy of the
# catalogue with one value changed is reported at its tile.
# python3 (standard library only) is required: without it this FAILS.
set -u
: "${top_srcdir:=.}"
py=$top_srcdir/plugins/princess_dragon/jcz-tiles.py
cat=$top_srcdir/plugins/princess_dragon/princess_dragon.yaml
fx=$top_srcdir/tests/fixtures/jcz-tiles
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-dragon.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

command -v python3 >/dev/null 2>&1 || { echo "FAIL: python3 is needed"; exit 1; }

xmls="$fx/princess_and_dragon.client-0f66860.xml $fx/princess_and_dragon.engine-1a94568.xml"
if python3 "$py" --check "$cat" $xmls >"$tmp/out" 2>&1; then
	ok "princess_dragon.yaml agrees with both definitions: $(tr '\n' ' ' <"$tmp/out")"
else
	ko "princess_dragon.yaml differs from JCloisterZone's definitions"
	cat "$tmp/out"
fi
[ "$(grep -c '^- id: PD' "$cat")" = 29 ] && ok "29 tile types" ||
	ko "not 29 tile types"

# each edit must be found at its tile
edit() {	# what, sed expression, the tile id the report must name
	sed "$2" "$cat" >"$tmp/edited.yaml"
	if python3 "$py" --check "$tmp/edited.yaml" $xmls >"$tmp/e" 2>&1; then
		ko "an edited copy ($1) passes"
	elif grep -q "$3" "$tmp/e"; then
		ok "an edited copy ($1) fails at $3"
	else
		ko "an edited copy ($1) fails elsewhere: $(head -n 2 "$tmp/e")"
	fi
}
edit "a count" '/aliases: \[DG\/Rr.d\]/{n;s/count: 2/count: 1/;}' 'DG/Rr.d'
edit "a field's half-edges" 's/{id: f0, halves: \[NL, WR\]}/{id: f0, halves: [NL, WL]}/' 'DG/RrRr.g'
edit "a symbol" '0,/  volcano: true/s//  dragon: true/' 'DG/F.v'
edit "a princess" '0,/, princess: true}/s//}/' 'DG/CRRR.p'
edit "a coat of arms" 's/{id: c1, edges: \[E, S\], coa: 1}/{id: c1, edges: [E, S]}/' 'DG/CCc+.p'

echo "dragon-tiles: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
