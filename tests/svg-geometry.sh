#!/bin/sh
# svg-geometry.sh - on every board carc draws, no label or badge hides a
# tile's label, a figure or the legend (issue 31, item 5): the final board
# of every game under replays/ (`carc replay --svg`), every board of the
# rules reference (`carc reference`), and the boards and viewers of a
# report of generated games with every expansion.  tests/svg_geometry.py
# measures the text with the font's own widths and checks the boxes; it
# is first shown a board with a label put over a figure, which it must
# refuse.  Skipped (77) without python3 or the DejaVu fonts.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
if ! command -v python3 >/dev/null 2>&1; then
	echo "SKIP: no python3"
	exit 77
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-geom.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
check=$top_srcdir/tests/svg_geometry.py
fail=0
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }

# every game of every replay, its final board
mkdir "$tmp/replays"
"$SQLITE3" -bail "$tmp/schema.db" <"$top_srcdir/db/schema.sql" >/dev/null ||
    exit 99
n=0
for sql in $(find "$top_srcdir/replays" -name '*.sql' | sort); do
	db=$tmp/r.db
	cp "$tmp/schema.db" "$db"
	# a scratch database: nothing to wait for the disk for
	{ echo 'PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;'
	  cat "$sql"; } | "$SQLITE3" -bail "$db" >/dev/null 2>&1 || continue
	for id in $("$SQLITE3" "$db" 'SELECT id FROM games ORDER BY id'); do
		n=$((n + 1))
		out=$tmp/replays/$n.svg
		# a divergent game exits 1, and is drawn all the same
		"$CARC" replay "$db" --game "$id" --svg "$out" 2>"$tmp/err"
		[ $? -le 1 ] ||
		    { bad "$sql game $id: carc replay --svg"; cat "$tmp/err"; }
	done
done
[ "$n" -gt 50 ] || bad "only $n replayed games drawn"

# the reference's boards, and a report's boards and viewers
"$CARC" reference --out "$tmp/ref" >/dev/null 2>&1 || bad "carc reference"
"$CARC" gen --games 8 --seed 31 --expansions compass:hig,signposts,watchtowers \
    --expansions compass:spielbox --expansions river,abbot,inns_cathedrals \
    "$tmp/g.db" >/dev/null || bad "carc gen"
"$CARC" faults make --count 8 --seed 31 "$tmp/g.db" "$tmp/f.db" >/dev/null ||
    bad "carc faults make"
"$CARC" report "$tmp/f.db" --out "$tmp/rep" --all >/dev/null 2>&1
[ -d "$tmp/rep/games" ] || bad "carc report wrote no games"

# the check can fail: a label over a figure
one=$(ls "$tmp/replays"/*.svg | head -1)
pos=$(grep -o '<g class="meeple" transform="translate([0-9.]* [0-9.]*)' \
    "$tmp/replays"/*.svg | head -1)
f=${pos%%:*}
xy=$(printf '%s' "$pos" | sed 's/.*translate(\([0-9.]*\) \([0-9.]*\)).*/\1 \2/')
if [ -n "$pos" ]; then
	sed "s|</svg>|<text class=\"label\" x=\"${xy% *}\" y=\"${xy#* }\" font-size=\"12\" font-weight=\"bold\" text-anchor=\"middle\">XX</text></svg>|" \
	    "$f" >"$tmp/broken.svg"
	if python3 "$check" "$tmp/broken.svg" >"$tmp/out" 2>&1; then
		bad "a label put over a figure is not seen"; cat "$tmp/out"
	else
		echo "PASS: a label put over a figure is seen"
	fi
else
	bad "no figure on any replayed board ($one)"
fi

python3 "$check" "$tmp/replays"/*.svg "$tmp/ref"/*.html \
    "$tmp/rep/games"/*.svg "$tmp/rep/games"/*.html >"$tmp/out" 2>&1
rc=$?
tail -1 "$tmp/out"
case $rc in
0)	;;
77)	cat "$tmp/out"; exit 77 ;;
*)	bad "labels hide what they must not:"; head -20 "$tmp/out" ;;
esac
# the check saw labels to check, on every board
labels=$(sed -n 's/.* \([0-9]*\) labels.*/\1/p' "$tmp/out")
[ "${labels:-0}" -gt 100 ] || bad "only ${labels:-0} labels checked"
echo "svg-geometry: $fail failures"
[ $fail -eq 0 ]
