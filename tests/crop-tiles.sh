#!/bin/sh
# crop-tiles.sh - Crop Circles' and The Ferries' tile catalogues (issue
# 36), checked tile by tile against JCloisterZone-Client's definitions of
# the same tiles
# (tests/fixtures/jcz-tiles/corn_circles.client-0f66860.xml, a copy of
# src/extraResources/expansions/corn_circles.xml at the commit the
# catalogue names) by plugins/crop_circles/jcz-tiles.py: edges, cities,
# roads, fields and the cities they touch, monastery, counts and the
# plugin's tile key (until one tests/jcz-tiles.sh checks every plugin).
set -u
: "${top_srcdir:=.}" "${PYTHON:=python3}"
"$PYTHON" -c 'import yaml' 2>/dev/null || { echo "SKIP: no PyYAML"; exit 77; }
check="$top_srcdir/plugins/crop_circles/jcz-tiles.py"
fx="$top_srcdir/tests/fixtures/jcz-tiles"
pass=0 fail=0
# CATALOGUE XML KEY
while read -r cat xml key; do
	if out=$("$PYTHON" "$check" "$top_srcdir/$cat" "$fx/$xml" "$key"); then
		echo "PASS: $cat: $(printf '%s\n' "$out" | tail -n 1)"
		pass=$((pass + 1))
	else
		echo "FAIL: $cat:"
		printf '%s\n' "$out"
		fail=$((fail + 1))
	fi
done <<'LIST'
plugins/crop_circles/crop_circles.yaml corn_circles.client-0f66860.xml crop_circle
plugins/ferries/ferries.yaml ../jcz-client/ferries.xml ferry_lake
LIST
# the check itself finds a difference: one circle of the wrong kind
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-croptiles.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
sed 's/^  crop_circle: road$/  crop_circle: field/' \
    "$top_srcdir/plugins/crop_circles/crop_circles.yaml" >"$tmp/bad.yaml"
if "$PYTHON" "$check" "$tmp/bad.yaml" "$fx/corn_circles.client-0f66860.xml" crop_circle |
    grep -q "CC04): crop_circle is 'field', JCloisterZone 'road'"; then
	echo "PASS: a tile of the wrong kind is found"
	pass=$((pass + 1))
else
	echo "FAIL: a tile of the wrong kind is not found"
	fail=$((fail + 1))
fi
echo "crop-tiles: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
