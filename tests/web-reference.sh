#!/bin/sh
# web-reference.sh - carc reference puts the workbench beside the rule
# pages and every example gets a "try it" link that opens its position
# in the workbench at the move where the rule applies
# (tests/web-reference.py, in headless Chromium).
set -u
: "${top_srcdir:=.}" "${top_builddir:=.}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-webref.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
. "$top_srcdir/tests/chromium.sh"
export CARC_PROGRESS=never
command -v python3 >/dev/null 2>&1 || { echo "FAIL: python3 is needed"; exit 1; }

"$CARC" reference --out "$tmp/ref" > "$tmp/log" 2>&1 ||
    { echo "FAIL: carc reference"; cat "$tmp/log"; exit 1; }
for f in workbench.html workbench.js carc-web.js; do
	[ -f "$tmp/ref/workbench/$f" ] || { echo "FAIL: no workbench/$f"; exit 1; }
done
# -B: its module, web_workbench.py, leaves no __pycache__ in the tree
python3 -B "$top_srcdir/tests/web-reference.py" "$chrome" "$tmp/ref" "$tmp"
