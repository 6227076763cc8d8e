#!/bin/sh
# reference-chromium.sh - the rules reference draws in a real browser:
# `carc reference` writes the pages (from replays/, and from a small
# replays tree made here so that boards exist whatever replays/ holds),
# headless Chromium opens each page with a board, and every board must
# have drawn (a board's SVG, not its legend's icons, with a non-empty
# box, no broken image: the pages count them into the DOM) and each
# screenshot must not be blank.
# Skipped (77) only when no Chromium is installed.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-ref.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
. "$top_srcdir/tests/chromium.sh"

# A replays tree of our own: a real game named as showing two rules, and
# the same game broken so that its verdicts cite one of them.
mkdir -p "$tmp/replays/own" || exit 99
j=$top_srcdir/tests/fixtures/jcz-sample/base/001.sql
{ echo '-- shows BASE-ROAD-PTS and BASE-MEEPLE-FREE'; cat "$j"; } \
    >"$tmp/replays/own/pass.sql"
{ echo '-- breaks BASE-MEEPLE-FREE'; sed 's/1001/1002/g' "$j"
  echo "UPDATE moves SET meeple = 'N' WHERE game_id = 1002 AND seq = 13;"; } \
    >"$tmp/replays/own/break.sql"
echo '{"game":1002,"verdict":"divergent","divergences":[{"rule":"BASE-MEEPLE-FREE"}]}' \
    >"$tmp/replays/own/break.expected"

pass=0 fail=0
for tree in own project; do
	out=$tmp/ref-$tree
	if [ $tree = own ]; then
		$CARC reference --out "$out" --replays "$tmp/replays" >"$tmp/log" 2>&1
	else
		$CARC reference --out "$out" >"$tmp/log" 2>&1
	fi
	rc=$?
	if [ $rc -ne 0 ] || [ ! -s "$out/index.html" ]; then
		echo "FAIL: carc reference ($tree replays) exit $rc"; cat "$tmp/log"
		fail=$((fail + 1)); continue
	fi
	pages=$(grep -l 'class="carc-board"' "$out"/*.html)
	if [ $tree = own ] && [ -z "$pages" ]; then
		echo "FAIL: no page with a board ($tree replays)"
		fail=$((fail + 1)); continue
	fi
	# every page of our own tree; of the project's (a hundred pages, a
	# browser start each), every tenth, to keep `make check` short
	if [ $tree = project ]; then
		pages=$(printf '%s\n' $pages | awk 'NR % 10 == 1')
	fi
	for page in "$out/index.html" $pages; do
		name=$tree/$(basename "$page")
		want=$(grep -o 'class="carc-board"' "$page" | wc -l)
		dom=$(browse --dump-dom "file://$page")
		boards=$(printf '%s\n' "$dom" | sed -n 's/.*data-boards="\([0-9]*\)".*/\1/p' | head -1)
		drawn=$(printf '%s\n' "$dom" | sed -n 's/.*data-drawn="\([0-9]*\)".*/\1/p' | head -1)
		broken=$(printf '%s\n' "$dom" | sed -n 's/.*data-broken-images="\([0-9]*\)".*/\1/p' | head -1)
		if [ "$boards" != "$want" ] || [ "$drawn" != "$want" ] ||
		    [ "$broken" != 0 ]; then
			echo "FAIL: $name: $want boards in the page, browser saw" \
			    "'$boards', drew '$drawn', broken images '$broken'"
			fail=$((fail + 1)); continue
		fi
		png=$tmp/shot.png
		rm -f "$png"
		browse --screenshot="$png" --window-size=1400,1800 \
		    "file://$page" >/dev/null
		# a blank page compresses to a few kilobytes
		size=$(wc -c <"$png" 2>/dev/null || echo 0)
		if [ "$want" -gt 0 ] && [ "$size" -lt 20000 ]; then
			echo "FAIL: $name: screenshot blank ($size bytes)"
			fail=$((fail + 1)); continue
		fi
		echo "PASS: $name ($want boards drawn)"
		pass=$((pass + 1))
	done
done
echo "reference-chromium: $pass passed, $fail failed"
[ $fail -eq 0 ]
