#!/bin/sh
# web.sh - the WebAssembly module (./configure --enable-web) is the same
# engine with the same plugins, run under node as the page runs it:
#   - loaded through the host's checks from its built-in catalogues, it
#     lists every rule id, owner and statement as the native carc does;
#   - its ask answers are carc ask --format json's, byte for byte, on
#     positions of generated games of every bundled plugin (the game's
#     next tile asked about, and the move the game made judged) and on
#     rules-en.md 1.9's worked examples;
#   - a malformed position is refused with the notation reader's
#     file:line:col, an unknown tile by name.
set -u
: "${top_builddir:=.}" "${top_srcdir:=.}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-web.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
module=$(cd "$top_builddir" && pwd)/web/carc-web.js
web() { node "$top_srcdir/tests/web.js" "$module" "$@"; }
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

[ -f "$module" ] || { echo "FAIL: $module not built"; exit 1; }

# -- the rules: every plugin linked in and loaded ----------------------------
web rules > "$tmp/web" || ko "carc_web_rules failed"
"$CARC" rules > "$tmp/native" || ko "carc rules failed"
for owner in core abbot compass inns_cathedrals river signposts watchtowers; do
	grep -q "^[A-Z0-9-]* *$owner " "$tmp/web" ||
	    ko "no rule of $owner in the module's list"
done
if cmp -s "$tmp/web" "$tmp/native"; then
	ok "the module's rules are carc rules' ($(wc -l < "$tmp/web") lines)"
else
	ko "the module's rules differ from carc rules:"
	diff "$tmp/native" "$tmp/web" | head -20
fi

# -- ask, byte for byte ----------------------------------------------------
same_ask() {	# same_ask NAME FILE TILE [MOVE]
	name=$1 file=$2 tile=$3 move=${4:-}
	if [ -n "$move" ]; then
		"$CARC" ask "$file" --tile "$tile" --move "$move" \
		    --format json > "$tmp/n.json" 2>"$tmp/n.err"
	else
		"$CARC" ask "$file" --tile "$tile" --format json \
		    > "$tmp/n.json" 2>"$tmp/n.err"
	fi
	[ -s "$tmp/n.json" ] || { ko "$name: carc ask: $(cat "$tmp/n.err")"; return; }
	web ask "$file" "$tile" "$move" > "$tmp/w.json" 2>"$tmp/w.err" ||
	    { ko "$name: the module: $(cat "$tmp/w.err")"; return; }
	if cmp -s "$tmp/n.json" "$tmp/w.json"; then
		asked=$((asked + 1))
	else
		ko "$name: the module's answers differ from carc ask's"
		cmp "$tmp/n.json" "$tmp/w.json"
	fi
}
asked=0
same_ask rules-1.9 "$top_srcdir/tests/fixtures/notation/rules-1.9.txt" D
same_ask rules-1.9-move "$top_srcdir/tests/fixtures/notation/rules-1.9.txt" \
    E E@1,0,0,N
for exp in base abbot compass:hig compass:spielbox inns_cathedrals river \
    signposts watchtowers; do
	rm -f "$tmp/g.db"
	"$CARC" gen --games 1 --seed 5 --players 3 --expansions "$exp" \
	    "$tmp/g.db" >/dev/null 2>&1 || { ko "carc gen --expansions $exp"; continue; }
	"$CARC" export text "$tmp/g.db" --game 1 > "$tmp/game.txt" ||
	    { ko "carc export text ($exp)"; continue; }
	# the position after seq 8: its moves, and the game's next one
	awk '/^[0-9]+ / { if ($1 + 0 > 8) { print > "/dev/stderr"; exit } }
	    { print }' "$tmp/game.txt" > "$tmp/pos.txt" 2>"$tmp/next"
	next=$(sed 's/^[0-9]* [0-9-]* //; s/ .*//' "$tmp/next")
	same_ask "$exp" "$tmp/pos.txt" "${next%%@*}" "$next"
done
[ $asked -eq 10 ] && ok "ask: the module's JSON is carc ask's on $asked questions" ||
    ko "ask: only $asked questions answered alike"

# -- bad input ---------------------------------------------------------------
printf '[Status in_progress]\n0 - D@0,0,0\n1 0 E@1,x,0\n' > "$tmp/bad.txt"
web ask "$tmp/bad.txt" D > /dev/null 2>"$tmp/err"
grep -q "^carc-web: position:3:9: expected y" "$tmp/err" &&
    ok "a malformed line: $(cat "$tmp/err")" || ko "malformed: $(cat "$tmp/err")"
web ask "$top_srcdir/tests/fixtures/notation/rules-1.9.txt" NOSUCH \
    > /dev/null 2>"$tmp/err"
grep -q "unknown tile 'NOSUCH'" "$tmp/err" && ok "an unknown tile: $(cat "$tmp/err")" ||
    ko "unknown tile: $(cat "$tmp/err")"

echo "web: $pass passed, $fail failed"
[ $fail -eq 0 ]
