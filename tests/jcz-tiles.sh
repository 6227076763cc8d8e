#!/bin/sh
# jcz-tiles.sh - every plugin catalogue whose tiles JCloisterZone also
# defines agrees with JCloisterZone-Client's definitions tile by tile
# (tests/jcz-tiles.py: counts, edges, cities, roads, fields and the
# cities they touch, monastery, and the symbols each catalogue's
# import.jcz `symbols:` maps).  The definitions are
# tests/fixtures/jcz-client, byte for byte (its README).  Which
# catalogues: those whose plugin names JCloisterZone's sets (import.jcz
# `sets:`), found by the script, none named here, so that a plugin's
# catalogue is checked as soon as it lands.  Then the check must be able
# to fail: copies of the catalogues with a wrong edge, a missing tile, a
# wrong count, a wrong symbol and a symbol left unmapped are each
# reported at their tile, and only there.
# python3 with PyYAML (python3-yaml) is required: without it this FAILS.
set -u
: "${top_srcdir:=.}" "${PYTHON:=python3}"
py=$top_srcdir/tests/jcz-tiles.py
fx=$top_srcdir/tests/fixtures/jcz-client
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-jcztiles.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

"$PYTHON" -c 'import yaml' 2>/dev/null ||
    { echo "FAIL: python3 with PyYAML (python3-yaml) is needed"; exit 1; }

# The catalogues, one copy each under $tmp/cat/PLUGIN/ (the edits below
# change the copies).
for y in "$top_srcdir"/plugins/*/*.yaml; do
	d=$tmp/cat/$(basename "$(dirname "$y")")
	mkdir -p "$d" && cp "$y" "$d/" || exit 99
done
"$PYTHON" "$py" "$fx" "$tmp"/cat/*/*.yaml >"$tmp/out" 2>&1
rc=$?
sed "s|$tmp/cat/|plugins/|" "$tmp/out" >"$tmp/all"
checked=$(grep -c ' tiles compared, ' "$tmp/all")
if [ $rc -eq 0 ] && [ "$checked" -gt 0 ] &&
    [ "$(grep -c ' tiles compared, 0 differences$' "$tmp/all")" = "$checked" ]; then
	while IFS= read -r line; do ok "$line"; done <"$tmp/all"
else
	ko "the catalogues differ from JCloisterZone's definitions (exit $rc):"
	cat "$tmp/all"
fi
# Every catalogue that names JCloisterZone's sets is one of those checked.
for y in "$tmp"/cat/*/*.yaml; do
	if grep -q '^    sets: \[' "$y" &&
	    ! grep -q "^plugins/${y#"$tmp"/cat/}: [0-9]* tiles compared" "$tmp/all"; then
		ko "${y#"$tmp"/cat/} names sets but was not checked"
	fi
done

# edit WHAT FILE SED WANT: the copy of plugins/FILE edited by SED must
# fail, with WANT (a line of the report, after "FILE: ") as its only
# difference
edit() {
	what=$1 file=$2 expr=$3 want=$4
	rm -rf "$tmp/e" && cp -R "$tmp/cat" "$tmp/e" || exit 99
	sed "$expr" "$tmp/cat/$file" >"$tmp/e/$file" || exit 99
	"$PYTHON" "$py" "$fx" "$tmp"/e/*/*.yaml >"$tmp/eout" 2>&1
	rc=$?
	got=$(grep -v ' tiles compared, ' "$tmp/eout")
	if [ $rc -eq 1 ] && [ "$got" = "$tmp/e/$file: $want" ]; then
		ok "$what is found: $want"
	else
		ko "$what: exit $rc, want only '$want':"
		cat "$tmp/eout"
	fi
}
edit "a wrong edge" flier/flier.yaml \
    '/aliases: \[FL\/RFr.WE.o\]/,/^$/s/  edges: {N: field, E: road,/  edges: {N: field, E: field,/' \
    "FL05 (FL/RFr.WE.o): edges differ: ours {E: field, N: field, S: field, W: road}, JCloisterZone {E: road, N: field, S: field, W: road}"
edit "a missing tile" flier/flier.yaml '/^- id: FL08$/,$d' \
    "FL/Rr.SW.o: JCloisterZone's, not in the catalogue"
edit "a wrong count" goldmines/goldmines.yaml \
    '/aliases: \[GO\/LRr\]/{n;s/count: 1/count: 2/;}' \
    "GO01 (GO/LRr): count 2, JCloisterZone 1"
edit "a wrong symbol" flier/flier.yaml \
    '/aliases: \[FL\/F.d\]/,/^$/s/  flier: NW/  flier: N/' \
    "FL01 (FL/F.d): symbols differ: ours {flier: n}, JCloisterZone {flier: nw}"
edit "a city's wrong goods" traders_builders/traders_builders.yaml \
    '0,/    - {id: c0, edges: \[N, W\], goods: wine}/s//    - {id: c0, edges: [N, W], goods: grain}/' \
    "TB02 (TB/Cc.w): cities differ: ours [([N; W] ((goods grain)))], JCloisterZone [([N; W] ((goods wine)))]"
# a symbol of the definitions that the catalogue does not map (its
# symbols: line taken out) is a difference at every tile that has it
rm -rf "$tmp/e" && cp -R "$tmp/cat" "$tmp/e" || exit 99
sed '/^    symbols: {mage: magic}$/d' "$tmp/cat/mage_witch/mage_witch.yaml" \
    >"$tmp/e/mage_witch/mage_witch.yaml"
"$PYTHON" "$py" "$fx" "$tmp"/e/*/*.yaml >"$tmp/eout" 2>&1
rc=$?
n=$(grep -c "^$tmp/e/mage_witch/mage_witch.yaml: MW0[1-8] (MW/[^)]*): the definition's 'mage' is mapped by no symbols: of the catalogue$" "$tmp/eout")
if [ $rc -eq 1 ] && [ "$n" = 8 ] &&
    [ "$(grep -vc ' tiles compared, ' "$tmp/eout")" = 8 ]; then
	ok "a symbol left unmapped is found at each of its 8 tiles"
else
	ko "a symbol left unmapped: exit $rc, $n of 8:"
	cat "$tmp/eout"
fi
echo "jcz-tiles: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
