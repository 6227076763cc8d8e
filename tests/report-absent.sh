#!/bin/sh
# report-absent.sh - a valid game never looks divergent (issue 34, 7): the
# example database's game 3 is a record of moves only (no scores rows,
# every final_score NULL: record-format.md), valid.  In headless Chromium
# its report page shows, at every step, no seat's row red and the
# record's columns absent ("–", as the index shows them), the rules'
# totals those of carc verify; the index shows it valid with the
# record's totals absent.  Game 1 (valid, fully recorded) and game 2
# (divergent) still show the record's numbers, game 2's final row red
# for the seats verify finds divergent.  Skipped (77) only when no
# Chromium is installed.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-absent.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
. "$top_srcdir/tests/chromium.sh"
export CARC_PROGRESS=never
fail=0
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }

db=$tmp/example.db
"$SQLITE3" -bail "$db" < "$top_srcdir/db/schema.sql" &&
"$SQLITE3" -bail "$db" < "$top_srcdir/replays/example.sql" || exit 99
"$CARC" report "$db" --out "$tmp/out" --all >"$tmp/log" 2>&1
[ $? -eq 1 ] || { bad "carc report (game 2 is divergent)"; cat "$tmp/log"; }

# the value of data-test in a dumped DOM
result() { sed -n 's/.*data-test="\([^"]*\)".*/\1/p' | head -1; }

# the totals carc verify gives, as "a/b/c"
totals() {	# totals GAME computed|recorded
	"$CARC" verify --format json --game "$1" "$db" |
	    sed -n "s/.*\"$2\":\[\([^]]*\)\].*/\1/p" | tr ',' '/'
}

# page GAME: steps the viewer through every move and final scoring; at
# the end, "bad=<red rows over all steps>;final=<per seat: rules total,
# record total>;red=<seats red at final scoring>"
page() {
	sed 's|</body>|<script>\
(function () {\
	var v = document.getElementById("viewer"), s, k, i, red = 0, o = [];\
	s = document.getElementById("v-slider");\
	for (k = 0; k <= +s.max; k++) {\
		s.value = k;\
		s.dispatchEvent(new Event("input"));\
		red += document.querySelectorAll("#v-points tr.bad").length;\
	}\
	var rows = document.querySelectorAll("#v-points tr"), t = [], r = [];\
	for (i = 1; i < rows.length; i++) {\
		var c = rows[i].cells;\
		t.push(c[3].textContent + ":" + c[4].textContent);\
		if (rows[i].className === "bad")\
			r.push(i - 1);\
	}\
	o.push("bad=" + red, "final=" + t.join("/"), "red=" + r.join("/"));\
	document.body.setAttribute("data-test", o.join(";"));\
})();\
</script></body>|' "$tmp/out/games/$1.html" >"$tmp/out/games/test-$1.html"
	browse --dump-dom "file://$tmp/out/games/test-$1.html" | result
}

# pair A B: "a0:b0/a1:b1/..." of two lists "a0/a1/..." and "b0/b1/..."
pair() {
	printf '%s\n' "$1" | tr '/' '\n' >"$tmp/a"
	printf '%s\n' "$2" | tr '/' '\n' >"$tmp/b"
	paste -d: "$tmp/a" "$tmp/b" | paste -sd/ -
}

dash=$(printf '\342\200\223')
c3=$(totals 3 computed)
want="bad=0;final=$(pair "$c3" "$dash/$dash/$dash");red="
got=$(page 3)
if [ "$got" = "$want" ]; then echo "PASS: game 3 (moves only): $got"
else bad "game 3 (moves only): the page shows '$got', not '$want'"; fi

c1=$(totals 1 computed) r1=$(totals 1 recorded)
want="bad=0;final=$(pair "$c1" "$r1");red="
got=$(page 1)
if [ "$got" = "$want" ]; then echo "PASS: game 1 (valid): $got"
else bad "game 1 (valid): the page shows '$got', not '$want'"; fi

# game 2: divergent at seq 14 and 67 (BASE-CITY-PTS, BASE-ROAD-PTS): a
# red row at each; its totals' divergence (SCORE-TOTAL) is of
# final_score, which the rows follow
c2=$(totals 2 computed) r2=$(totals 2 recorded)
want="bad=2;final=$(pair "$c2" "$r2");red="
got=$(page 2)
if [ "$got" = "$want" ]; then echo "PASS: game 2 (divergent): $got"
else bad "game 2 (divergent): the page shows '$got', not '$want'"; fi

# the index: game 3 valid, the rules' totals, the record's absent, not red
sed 's|</body>|<script>\
(function () {\
	var r = document.querySelector("#games tr[data-id=\\"3\\"]");\
	document.body.setAttribute("data-test", r ? r.cells[2].textContent +\
	    ";" + r.cells[3].textContent + ";" + r.cells[4].textContent +\
	    ";red=" + r.querySelectorAll(".bad").length : "no row");\
})();\
</script></body>|' "$tmp/out/index.html" >"$tmp/out/test-index.html"
mid=$(printf ' \302\267 ')
want="valid;$(printf '%s' "$c3" | sed "s|/|$mid|g");$dash$mid$dash$mid$dash;red=0"
got=$(browse --dump-dom "file://$tmp/out/test-index.html" | result)
if [ "$got" = "$want" ]; then echo "PASS: index, game 3: $got"
else bad "index, game 3: the browser shows '$got', not '$want'"; fi

echo "report-absent: $fail failures"
[ $fail -eq 0 ]
