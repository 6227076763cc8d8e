#!/bin/sh
# web-report.sh - carc report puts the workbench beside the game pages
# and every game page links to it: at each divergence the board drawn,
# with the game up to that move as its position, and the whole game
# under the viewer; each link's position is read by carc ask and opens
# in the workbench from file:// (tests/web-report.py, headless Chromium).
set -u
: "${top_srcdir:=.}" "${top_builddir:=.}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-webrep.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
. "$top_srcdir/tests/chromium.sh"
export CARC_PROGRESS=never
command -v python3 >/dev/null 2>&1 || { echo "FAIL: python3 is needed"; exit 1; }

# faulted generated games of every expansion, and valid ones (--all)
"$CARC" gen --games 16 --seed 37 --expansions all --expansions base \
    "$tmp/valid.db" >/dev/null || { echo "FAIL: carc gen"; exit 1; }
"$CARC" faults make --count 12 --seed 37 "$tmp/valid.db" "$tmp/f.db" \
    >/dev/null || { echo "FAIL: carc faults make"; exit 1; }
"$CARC" gen --games 4 --seed 38 --expansions all "$tmp/f.db" >/dev/null ||
    { echo "FAIL: carc gen (append)"; exit 1; }
"$CARC" report "$tmp/f.db" --all --out "$tmp/out" >"$tmp/log" 2>&1
[ $? -eq 1 ] || { echo "FAIL: carc report"; cat "$tmp/log"; exit 1; }
for f in workbench.html workbench.js carc-web.js; do
	[ -f "$tmp/out/workbench/$f" ] || { echo "FAIL: no workbench/$f"; exit 1; }
done
cmp -s "$tmp/out/workbench/carc-web.js" "$top_builddir/web/carc-web.js" ||
    { echo "FAIL: workbench/carc-web.js is not the build's"; exit 1; }
# -B: its module, web_workbench.py, leaves no __pycache__ in the tree
python3 -B "$top_srcdir/tests/web-report.py" "$chrome" "$CARC" "$tmp/out" "$tmp"
