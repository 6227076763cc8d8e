#!/bin/sh
# tiles-spec.sh - every tile catalogue of the tree (core/tiles/*.yaml,
# plugins/*/*.yaml) against every table of doc/spec/tiles.md, tile by tile and
# column by column (tiles-spec.py: edges, cities, roads, fields, monastery,
# garden, river, counts per edition, JCloisterZone ids, markings).
#
# tiles-spec.md is the spec's page as this tree checks it: a copy of
# ../shared/spec/tiles.md, which must not drift from it where the shared
# folder sits beside the checkout.  Then the check must be able to fail:
# one value changed in a copy of the catalogues (a field's city, an inn, a
# count of the second edition, a twin, a tile left out, a key misspelt)
# must each be reported, at its tile and column.
# python3 (standard library only) is required: without it this FAILS.
set -u
: "${top_srcdir:=.}"
spec=$top_srcdir/tests/tiles-spec.md
py=$top_srcdir/tests/tiles-spec.py
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-tiles.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

command -v python3 >/dev/null 2>&1 || { echo "FAIL: python3 is needed"; exit 1; }

shared=$top_srcdir/../shared/spec/tiles.md
if [ -f "$shared" ]; then
	if cmp -s "$shared" "$spec"; then
		ok "tests/tiles-spec.md is the spec's tiles.md"
	else
		ko "tests/tiles-spec.md differs from $shared: copy it again"
	fi
fi

# The tree's catalogues.
if python3 "$py" "$spec" "$top_srcdir" >"$tmp/out"; then
	ok "every catalogue agrees with the spec: $(tail -1 "$tmp/out")"
else
	ko "the catalogues differ from the spec"
	cat "$tmp/out"
fi

# tree: a copy of the catalogues (and the plugins' folders, and the
# Makefile.am that says which are installed) in $tmp/tree
tree() {
	rm -rf "$tmp/tree" && mkdir -p "$tmp/tree/core/tiles" &&
	cp "$top_srcdir"/core/tiles/*.yaml "$tmp/tree/core/tiles/" &&
	cp -R "$top_srcdir/plugins" "$tmp/tree/" &&
	cp "$top_srcdir/Makefile.am" "$tmp/tree/" &&
	chmod -R u+w "$tmp/tree"
}
# fails NAME EXPECTED: the copy must fail, saying EXPECTED
fails() {
	python3 "$py" "$spec" "$tmp/tree" >"$tmp/mout"
	rc=$?
	if [ $rc -eq 1 ] && grep -qF -- "$2" "$tmp/mout"; then
		ok "$1: $(grep -F -- "$2" "$tmp/mout" | head -1)"
	else
		ko "$1: exit $rc, expected 1 and '$2'"
		cat "$tmp/mout"
	fi
}
# mutant NAME FILE SED EXPECTED: the catalogues with FILE changed by SED
# must fail, saying EXPECTED.
mutant() {
	tree || { ko "$1: cannot copy the catalogues"; return; }
	cp "$tmp/tree/$2" "$tmp/before"
	sed -e "$3" "$tmp/before" >"$tmp/tree/$2"
	if cmp -s "$tmp/before" "$tmp/tree/$2"; then
		ko "$1: the change did not apply"
		return
	fi
	fails "$1" "$4"
}
mutant "a field's city" plugins/river/river.yaml \
    's/{id: f0, halves: \[WR\], adj: \[c0\]}/{id: f0, halves: [WR]}/' \
    'river.yaml: RV03: fields: spec'
mutant "an inn" plugins/inns_cathedrals/inns_cathedrals.yaml \
    '/- id: IC14/,/- id: IC15/s/{id: r1, edges: \[S\]}/{id: r1, edges: [S], inn: true}/' \
    'inns_cathedrals.yaml: IC14: roads: spec [E] inn; [S]; [W]'
mutant "a cathedral" plugins/inns_cathedrals/inns_cathedrals.yaml \
    's/, cathedral: true//' 'IC01: cities: spec [N E S W] cathedral'
mutant "a second edition's count" plugins/river/river.yaml \
    's/editions: {2: 1}/editions: {2: 0}/' \
    'RV09: count: spec 2 (:1) 1 (:2), catalogue 2 (:1) 0 (:2)'
mutant "a garden's twin" plugins/abbot/abbot.yaml 's/twin: IC15$/twin: IC16/' \
    'IC15G: twin: spec IC15, catalogue IC16'
mutant "a lake" plugins/river/river.yaml 's/river: lake/river: course/' \
    'RV10: river: spec lake, catalogue course'
mutant "a coat of arms" core/tiles/base.yaml \
    's/edges: \[N, E, S, W\], coa: 1/edges: [N, E, S, W], coa: 2/' \
    'base.yaml: C: cities: spec [N E S W] +1 CoA'
mutant "a tower" plugins/watchtowers/watchtowers.yaml \
    '0,/tower: meeple/s//tower: city/' 'WT03: tower: spec meeple, catalogue city'
mutant "a tile left out" plugins/inns_cathedrals/inns_cathedrals.yaml \
    '/- id: IC17/,$d' 'IC17 (inns_cathedrals, line'
mutant "a misspelt key" plugins/abbot/abbot.yaml 's/  garden: true/  gardn: true/' \
    "unknown key 'gardn'"
mutant "a half-edge in two fields" plugins/river/river.yaml \
    's/{id: f1, halves: \[WL, ER\]/{id: f1, halves: [WL, ER, EL]/' \
    'half-edge EL is in two fields'
mutant "a base tile's second edition" core/tiles/base.yaml \
    '/editions: {2: 4}/d' 'base.yaml: E: count: spec 5 (:1) 4 (:2)'
# A garden copy's JCZ id on its plain tile: a difference of aliases,
# and the name of two tiles.
mutant "a garden id on its plain tile" core/tiles/base.yaml \
    's|aliases: \[BA/C\]|aliases: [BA/C, BA/CG]|' \
    'base.yaml: E: aliases (JCZ ids): spec [BA/C], catalogue [BA/C, BA/CG]'

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
