#!/bin/sh
# report-steps.sh - the report's board at move k shows move k (issue 34,
# 6): a tile's labels (the compass plugin's) and the id badge of a tile
# whose set the game does not enable are shown from the tile's move on,
# as the tile is, never floating on an empty square before it; and the
# purple id badge is what the legend says it is: a tile of a set the
# game does not enable, not one of an enabled set that has no markings
# (a generated game of The River and Inns & Cathedrals has none).
# Headless Chromium steps each page's viewer through every move; the
# badges are counted in the SVG with xmllint.  Skipped (77) when no
# Chromium or no xmllint is installed.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
if ! command -v xmllint >/dev/null 2>&1; then
	echo "SKIP: xmllint not installed (Debian: libxml2-utils)"
	exit 77
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-steps.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
. "$top_srcdir/tests/chromium.sh"
export CARC_PROGRESS=never
fail=0
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }
result() { sed -n 's/.*data-test="\([^"]*\)".*/\1/p' | head -1; }

# game 1: base, CR-ORANGE (the compass plugin's, not enabled) at seq 3;
# games 2-3: the compass, whose tiles carry labels; games 4-5: The River
# and Inns & Cathedrals
db=$tmp/g.db
"$CARC" gen --games 1 --seed 5 --expansions base "$db" >/dev/null &&
"$SQLITE3" "$db" "UPDATE moves SET tile = 'CR-ORANGE' WHERE seq = 3" &&
"$CARC" gen --games 2 --seed 5 --expansions compass "$db" >/dev/null &&
"$CARC" gen --games 2 --seed 3 --expansions river,inns_cathedrals "$db" \
    >/dev/null || { bad "carc gen"; exit 1; }
"$CARC" report "$db" --out "$tmp/out" --all >/dev/null 2>&1
[ $? -le 1 ] || bad "carc report"

# the badges of a page (its board: the legend has none): "seq:set" each
badges() {
	xmllint --html --xpath '//g[@class="badge"]' "$1" 2>/dev/null |
	    grep -o '<g class="badge"[^>]*><title>[a-z_]*' |
	    sed 's/.*data-seq="\([0-9]*\)"><title>/\1:/'
}
got=$(badges "$tmp/out/games/1.html")
[ "$got" = 3:compass ] && echo "PASS: game 1: CR-ORANGE's badge, of seq 3" ||
    bad "game 1: the badges are '$got', not CR-ORANGE's of seq 3 alone"
for g in 4 5; do
	got=$(badges "$tmp/out/games/$g.html")
	[ -z "$got" ] && echo "PASS: game $g: no badge, every set enabled" ||
	    bad "game $g: badges on tiles of enabled sets: $got"
done

# step GAME: at each step the labels and badges shown, of later moves
# (late) and, at the end, of all (shown/all)
for g in 1 2 3; do
	sed 's|</body>|<script>\
(function () {\
	var s = document.getElementById("v-slider"), k, i, late = 0, on = 0;\
	var l = document.querySelectorAll("#v-board g.labels, #v-board g.badge");\
	for (k = 0; k <= +s.max; k++) {\
		s.value = k;\
		s.dispatchEvent(new Event("input"));\
		for (i = 0; i < l.length; i++)\
			if (+l[i].getAttribute("data-seq") > k)\
				late += getComputedStyle(l[i]).display !==\
				    "none" ? 1 : 0;\
	}\
	for (i = 0; i < l.length; i++)\
		on += getComputedStyle(l[i]).display !== "none" ? 1 : 0;\
	document.body.setAttribute("data-test", "late=" + late + ";shown=" +\
	    on + "/" + l.length);\
})();\
</script></body>|' "$tmp/out/games/$g.html" >"$tmp/out/games/test-$g.html"
	got=$(browse --dump-dom "file://$tmp/out/games/test-$g.html" | result)
	case $got in
	"late=0;shown="[1-9]*) all=${got#*=*=}
		if [ "${all%/*}" = "${all#*/}" ]; then
			echo "PASS: game $g: $got"
		else
			bad "game $g: not every label shown at the end: $got"
		fi ;;
	*)	bad "game $g: labels before their tiles, or none: '$got'" ;;
	esac
done

[ $fail -eq 0 ]
