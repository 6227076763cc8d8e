#!/bin/sh
# web.sh - the workbench page (issue 37: loads and answers the first
# question in under 2 s in this machine's Chromium, files under 3 MB), as
# doc/benchmark.md reports it.  Not part of make check; needs a build
# configured with --enable-web, and chromium.
#   - the files' sizes: the page, its script and the module (the wasm
#     inlined in carc-web.js);
#   - opened from file://, RUNS times each, real time (no virtual time):
#     "ready" from navigation start to the first answers drawn (the
#     module compiled, the plugins and catalogues loaded, carc ask on the
#     position and its picture), then "tile" the answer to a click on a
#     tile of the palette (every legal square and spot, every ruleset);
#     on the start position and on the position after seq 100 of a game
#     with Inns & Cathedrals, The Abbot and The River.
#
#   bench/web.sh [-r RUNS] [-b BUILDDIR]
set -eu

runs=11 build=. src=$(cd "$(dirname "$0")/.." && pwd)
while getopts r:b: o; do
	case $o in
	r) runs=$OPTARG ;;
	b) build=$OPTARG ;;
	*) exit 2 ;;
	esac
done
carc=$build/carc
export CARC_PLUGIN_DIR="${CARC_PLUGIN_DIR:-$build/plugins/.libs}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-bench-web.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

cp "$src/web/workbench.html" "$src/web/workbench.js" \
    "$build/web/carc-web.js" "$tmp/"
echo "files:"
for f in workbench.html workbench.js carc-web.js; do
	printf '  %-16s %9d bytes\n' "$f" "$(wc -c < "$tmp/$f")"
done
printf '  %-16s %9d bytes\n' total "$(cat "$tmp"/*.* | wc -c)"

# the 100-tile position and its next tile, as bench/ask.sh makes them
"$carc" gen --games 1 --seed 3 --players 4 \
    --expansions inns_cathedrals,abbot,river "$tmp/g.db" >/dev/null
"$carc" export text "$tmp/g.db" --game 1 > "$tmp/game.txt"
awk '/^[0-9]+ / { if ($1 + 0 > 100) { print > "/dev/stderr"; exit } }
    /^\[Status/ { print "[Status in_progress]"; next } { print }' \
    "$tmp/game.txt" > "$tmp/pos100.txt" 2>"$tmp/next"
next=$(sed 's/^[0-9]* [0-9-]* //; s/[@ ].*//' "$tmp/next")
pos=$(base64 -w0 < "$tmp/pos100.txt" | tr '+/' '-_' | tr -d '=')

sed 's|</body>|<script>window.carcWorkbench.then(function () {\
	var t0 = performance.now(), p = document.createElement("pre");\
	document.querySelector("[data-tile=\\"" + TILE + "\\"]").click();\
	p.id = "timing";\
	p.textContent = Math.round(t0) + " " +\
	    Math.round(performance.now() - t0);\
	document.body.appendChild(p);\
});</script></body>|' "$tmp/workbench.html" > "$tmp/bench.html"

measure() {	# measure NAME TILE HASH
	: > "$tmp/times"
	i=0
	while [ $i -lt "$runs" ]; do
		sed "s|TILE|\"$2\"|" "$tmp/bench.html" > "$tmp/b.html"
		chromium --headless --no-sandbox --disable-gpu \
		    --user-data-dir="$tmp/profile" --timeout=8000 \
		    --dump-dom "file://$tmp/b.html$3" 2>/dev/null |
		    sed -n 's|.*<pre id="timing">\([0-9]*\) \([0-9]*\)</pre>.*|\1 \2|p' \
		    >> "$tmp/times"
		i=$((i + 1))
	done
	n=$(wc -l < "$tmp/times")
	[ "$n" -gt 0 ] || { echo "$1: no timing"; return; }
	for col in 1 2; do
		sort -n -k$col,$col "$tmp/times" | awk -v c=$col -v n="$n" \
		    '{ v[NR] = $c } END { printf "%d %d\n", v[int((n + 1) / 2)], v[n] }'
	done | { read -r rm rs; read -r tm ts
		printf '%-28s ready median %5d ms, slowest %5d ms; tile median %4d ms, slowest %4d ms (%d runs)\n' \
		    "$1" "$rm" "$rs" "$tm" "$ts" "$n"; }
}
measure "start position, tile E" E ""
measure "after seq 100, tile $next" "$next" "#pos=$pos"
