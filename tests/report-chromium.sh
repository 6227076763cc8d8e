#!/bin/sh
# report-chromium.sh - carc report's pages work in a real browser
# (issue 18): headless Chromium opens the index and filters it, sorts
# it, pages through it and searches it; opens a divergent game's page and
# steps the move viewer with its buttons and its slider, frames it to the
# tiles placed so far and zooms it (buttons, wheel), and shows the meeples
# a move sent home.  A script added
# to a copy of each page drives it once loaded and writes what the DOM
# then shows into an attribute that --dump-dom prints; the numbers it
# must show come from carc verify and the database, not from the page.
# Each page's screenshot must not be blank.  Skipped (77) only when no
# Chromium is installed.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-rep.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
. "$top_srcdir/tests/chromium.sh"
export CARC_PROGRESS=never
fail=0
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }

# the value of data-test in a dumped DOM
result() { sed -n 's/.*data-test="\([^"]*\)".*/\1/p' | head -1; }
shot() {	# shot NAME URL: a screenshot that is not blank
	rm -f "$tmp/shot.png"
	browse --screenshot="$tmp/shot.png" --window-size=1400,1200 "$2" \
	    >/dev/null
	size=$(wc -c <"$tmp/shot.png" 2>/dev/null || echo 0)
	# a blank page compresses to a few kilobytes
	[ "$size" -ge 20000 ] || bad "$1: screenshot blank ($size bytes)"
}

# generated games with faults, a real game (JCloisterZone's 1001) and its
# copy 1002 with a meeple on a taken road at seq 13, more valid games
db=$tmp/f.db
"$CARC" gen --games 60 --seed 7 --expansions all --expansions base \
    "$tmp/valid.db" >/dev/null || { echo "FAIL: carc gen"; exit 1; }
"$CARC" faults make --count 30 --seed 7 "$tmp/valid.db" "$db" >/dev/null ||
    { echo "FAIL: carc faults make"; exit 1; }
j=$top_srcdir/tests/fixtures/jcz-sample/base/001.sql
{ cat "$j"; sed 's/1001/1002/g' "$j"
  echo "UPDATE moves SET meeple = 'N' WHERE game_id = 1002 AND seq = 13;"; } |
    "$SQLITE3" -bail "$db" || { echo "FAIL: loading $j"; exit 1; }
"$CARC" gen --games 100 --seed 8 --expansions all "$db" >/dev/null ||
    { echo "FAIL: carc gen (append)"; exit 1; }
"$CARC" verify --format json "$db" >"$tmp/verify.jsonl"
"$CARC" report "$db" --out "$tmp/out" >"$tmp/log" 2>&1
[ $? -eq 1 ] || { bad "carc report failed"; cat "$tmp/log"; }

# -- the index ---------------------------------------------------------------
total=$(wc -l <"$tmp/verify.jsonl")
problems=$(grep -vc '"verdict":"valid"' "$tmp/verify.jsonl")
divergent=$(grep -c '"verdict":"divergent"' "$tmp/verify.jsonl")
rule=BASE-MEEPLE-FREE
cite=$(grep -c "\"rule\":\"$rule\"" "$tmp/verify.jsonl")
# the divergent game with the most divergences (the lowest id of a tie)
most=$(grep '"verdict":"divergent"' "$tmp/verify.jsonl" | while read -r l; do
	printf '%s %s\n' "$(printf '%s' "$l" | sed 's/^{"game":\([0-9]*\),.*/\1/')" \
	    "$(printf '%s' "$l" | grep -o '"rule":' | wc -l)"
done | sort -k2,2nr -k1,1n | head -1 | cut -d' ' -f1)
second=$((total - 100))
[ $second -gt 100 ] && second=100
want="all=$total/100;next=1/$((total - 100));problems=$problems"
want="$want;rule=$cite/$cite;divergent=$divergent;most=$most;text=1/1002"
sed 's|</body>|<script>\
(function () {\
	var t = document.getElementById("games"), o = [];\
	function at(k) { return t.getAttribute("data-" + k); }\
	function set(id, v, ev) {\
		var e = document.getElementById(id);\
		e.value = v;\
		e.dispatchEvent(new Event(ev \|\| "change"));\
	}\
	o.push("all=" + at("matches") + "/" + at("shown"));\
	document.getElementById("p-next").click();\
	o.push("next=" + at("page") + "/" + at("shown"));\
	set("f-verdict", "problems");\
	o.push("problems=" + at("matches"));\
	set("f-verdict", "");\
	set("f-rule", "'$rule'");\
	var rows = t.tBodies[0].rows, n = 0, i;\
	for (i = 0; i < rows.length; i++)\
		n += rows[i].textContent.indexOf("'$rule'") >= 0 ? 1 : 0;\
	o.push("rule=" + at("matches") + "/" + n);\
	set("f-rule", "");\
	set("f-verdict", "1");\
	o.push("divergent=" + at("matches"));\
	var th = t.querySelector("th[data-key=ndiv]");\
	th.click();\
	th.click();\
	o.push("most=" + t.tBodies[0].rows[0].getAttribute("data-id"));\
	set("f-verdict", "");\
	set("f-text", "1002", "input");\
	o.push("text=" + at("matches") + "/" +\
	    t.tBodies[0].rows[0].getAttribute("data-id"));\
	document.body.setAttribute("data-test", o.join(";"));\
})();\
</script></body>|' "$tmp/out/index.html" >"$tmp/out/test-index.html"
got=$(browse --dump-dom "file://$tmp/out/test-index.html" | result)
if [ "$got" = "$want" ]; then echo "PASS: index: $got"
else bad "index: the browser shows '$got', not '$want'"; fi
shot index "file://$tmp/out/index.html"

# -- a game's page: the move viewer ------------------------------------------
page=$tmp/out/games/1002.html
[ -s "$page" ] || bad "no page for the divergent game 1002"
tiles() {	# tiles placed up to seq $1, as the record says
	"$SQLITE3" "$db" "SELECT count(*) FROM moves WHERE game_id = 1002 AND
	    action = 'place' AND seq <= $1"
}
nmoves=$("$SQLITE3" "$db" "SELECT count(*) FROM moves WHERE game_id = 1002")
want="start=13/1/$rule;first=0/$(tiles 0)/0/0;next5=5/$(tiles 5)/0"
want="$want;slide=40/$(tiles 40);last=$nmoves/$(tiles $nmoves);seats=2"
# the view: framed to the tiles so far (one tile at first: the smallest
# frame, 420 x 320; at the end every tile and 40 around), zoomed in by
# the button and the wheel, kept from move to move, framed again by fit;
# the moves counted alike by the header and the viewer
span() {	# span x|y: the board's extent in tiles, 40 around, at least $2
	"$SQLITE3" "$db" "SELECT max($2, (max($1) - min($1) + 1) * 100 + 80)
	    FROM moves WHERE game_id = 1002 AND action = 'place'"
}
w=$(span x 420) h=$(span y 320)
want="$want;w0=420x320;wl=${w}x$h;zin=$((w * 8 / 10));wheel=$((w * 64 / 100))"
want="$want;kept=$((w * 64 / 100));fit=${w}x$h;count=$((nmoves - 1))/$((nmoves - 1))"
want="$want;gone=yes"
sed 's|</body>|<script>\
(function () {\
	var v = document.getElementById("viewer"), o = [];\
	function at(k) { return v.getAttribute("data-" + k); }\
	function click(id) { document.getElementById(id).click(); }\
	o.push("start=" + at("step") + "/" + at("divs") + "/" +\
	    document.querySelector("#v-divs .rule").textContent);\
	click("v-first");\
	o.push("first=" + at("step") + "/" + at("tiles") + "/" +\
	    at("meeples") + "/" + at("divs"));\
	var i;\
	for (i = 0; i < 5; i++)\
		click("v-next");\
	o.push("next5=" + at("step") + "/" + at("tiles") + "/" + at("divs"));\
	o.push("m5=" + at("meeples"));\
	var s = document.getElementById("v-slider");\
	s.value = 40;\
	s.dispatchEvent(new Event("input"));\
	o.push("slide=" + at("step") + "/" + at("tiles"));\
	click("v-last");\
	o.push("last=" + at("step") + "/" + at("tiles"));\
	o.push("seats=" + (document.querySelectorAll("#v-points tr").length - 1));\
	function vw() { var a = at("view").split(" "); return a[2] + "x" + a[3]; }\
	function w() { return at("view").split(" ")[2]; }\
	click("v-first");\
	o.push("w0=" + vw());\
	var hd = /seq 0 to ([0-9]+)/.exec(document.querySelector(".meta").textContent);\
	var st = / of 0 to ([0-9]+)/.exec(document.getElementById("v-step").textContent);\
	click("v-last");\
	o.push("wl=" + vw());\
	click("v-zoom-in");\
	o.push("zin=" + w());\
	var svg = document.querySelector("#v-board svg"), b = svg.getBoundingClientRect();\
	svg.dispatchEvent(new WheelEvent("wheel", { deltaY: -100, bubbles: true,\
	    cancelable: true, clientX: b.left + b.width / 2, clientY: b.top + b.height / 2 }));\
	o.push("wheel=" + w());\
	click("v-prev");\
	o.push("kept=" + w());\
	click("v-last");\
	click("v-fit");\
	o.push("fit=" + vw());\
	o.push("count=" + (hd ? hd[1] : "none") + "/" + (st ? st[1] : "none"));\
	var g = 0, k, end = +at("step");\
	for (k = 0; k <= end; k++) {\
		var sl = document.getElementById("v-slider");\
		sl.value = k;\
		sl.dispatchEvent(new Event("input"));\
		g += +at("gone");\
	}\
	o.push("gone=" + (g > 0 ? "yes" : "no"));\
	document.body.setAttribute("data-test", o.join(";"));\
})();\
</script></body>|' "$page" >"$tmp/out/games/test-1002.html"
got=$(browse --dump-dom "file://$tmp/out/games/test-1002.html" | result)
# the meeples standing after move 5: some (seat 0 on seq 3, seat 1 on 4)
m5=$(printf '%s' "$got" | sed -n 's/.*;m5=\([0-9]*\).*/\1/p')
got=$(printf '%s' "$got" | sed 's/;m5=[0-9]*//')
if [ "$got" = "$want" ]; then echo "PASS: game 1002: $got; m5=$m5"
else bad "game 1002: the browser shows '$got', not '$want'"; fi
[ "${m5:-0}" -ge 1 ] || bad "game 1002: no meeple on the board after move 5"
shot "game 1002" "file://$page"

echo "report-chromium: $fail failures"
[ $fail -eq 0 ]
