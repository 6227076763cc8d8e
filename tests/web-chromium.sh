#!/bin/sh
# web-chromium.sh - the workbench page (web/workbench.html, the engine in
# WebAssembly) in headless Chromium, opened from file://: positions of
# generated games of every plugin combination are built by clicks, and the
# page's answers are carc ask --format json's on the notation the clicks
# wrote (tests/web-chromium.py; at least 50 positions built by clicks).
set -u
: "${top_srcdir:=.}" "${top_builddir:=.}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-webc.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
. "$top_srcdir/tests/chromium.sh"
export CARC_PROGRESS=never
command -v python3 >/dev/null 2>&1 || { echo "FAIL: python3 is needed"; exit 1; }

# the page as it ships: its two files and the module, side by side
mkdir "$tmp/page"
cp "$top_srcdir/web/workbench.html" "$top_srcdir/web/workbench.js" \
    "$top_builddir/web/carc-web.js" "$tmp/page/" || exit 1
python3 "$top_srcdir/tests/web-chromium.py" "$CARC" "$chrome" \
    "$tmp/page" "$tmp"
