#!/bin/sh
# report.sh - carc report over generated games with injected faults
# (issue 18, doc/report.md): the index lists every game with the verdict
# carc verify gives it, each divergent or unverifiable game has a page
# that shows every rule its divergences cite and the board at each of
# its divergent moves, the rule summary counts the games per rule as
# carc verify's output does, and valid games get a page only with --all.
set -u
: "${CARC:?}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-report.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
fail=0
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }

# faulted copies of generated games of every plugin combination, then
# valid games appended after them
"$CARC" gen --games 120 --seed 18 --expansions all --expansions base \
    "$tmp/valid.db" >/dev/null || { echo "FAIL: carc gen"; exit 1; }
"$CARC" faults make --count 60 --seed 18 "$tmp/valid.db" "$tmp/f.db" \
    >/dev/null || { echo "FAIL: carc faults make"; exit 1; }
"$CARC" gen --games 40 --seed 19 --expansions all "$tmp/f.db" >/dev/null ||
    { echo "FAIL: carc gen (append)"; exit 1; }
"$CARC" verify --format json "$tmp/f.db" >"$tmp/verify.jsonl"
[ $? -eq 1 ] || bad "carc verify should find divergent games"
"$CARC" report "$tmp/f.db" --out "$tmp/out" >"$tmp/log" 2>&1
rc=$?
[ $rc -eq 1 ] || { bad "carc report exit $rc, not 1"; cat "$tmp/log"; }
for f in index.html rules.html games.js index.js game.js style.css \
    reference/index.html; do
	[ -s "$tmp/out/$f" ] || bad "no $f"
done

# the verdicts: carc verify's and the index's, game by game
sed -n 's/^{"game":\([0-9]*\),"verdict":"\([a-z]*\)".*/\1 \2/p' \
    "$tmp/verify.jsonl" >"$tmp/want"
sed -n 's/^\[\([0-9]*\),\[[^]]*\],\([012]\),.*/\1 \2/p' "$tmp/out/games.js" |
    sed 's/ 0$/ valid/; s/ 1$/ divergent/; s/ 2$/ unverifiable/' >"$tmp/got"
n=$(wc -l <"$tmp/want")
[ "$n" -eq 100 ] || bad "carc verify judged $n games, not 100"
cmp -s "$tmp/want" "$tmp/got" ||
    { bad "the index's verdicts differ from carc verify's"; diff "$tmp/want" "$tmp/got" | head; }
grep -q ' divergent$' "$tmp/want" || bad "no divergent game to look at"

# every game that is not valid: a page with its rules and boards
pages=0
while read -r id verdict; do
	page=$tmp/out/games/$id.html
	if [ "$verdict" = valid ]; then
		[ ! -e "$page" ] || bad "game $id is valid but has a page"
		continue
	fi
	[ -s "$page" ] || { bad "game $id ($verdict) has no page"; continue; }
	pages=$((pages + 1))
	grep -q "data-verdict=\"$verdict\"" "$page" ||
	    bad "game $id: the page does not say $verdict"
	# the rules cited; a hint's rule is no citation (doc/spec/cli.md)
	line=$(grep "^{\"game\":$id," "$tmp/verify.jsonl" |
	    sed 's/"hint":{"rule":/"hint":{"hint_rule":/g')
	# each rule the verdict cites, in the page's list of divergences
	sed -n '/<section id="divergences">/,/<\/section>/p' "$page" \
	    >"$tmp/divs"
	for rule in $(printf '%s\n' "$line" | grep -o '"rule":"[A-Z0-9-]*"' |
	    sed 's/"rule":"//; s/"$//' | sort -u); do
		grep -q "reference/$rule.html\">$rule<" "$tmp/divs" ||
		    bad "game $id: the page does not show $rule"
	done
	want=$(printf '%s\n' "$line" | grep -o '"rule":' | wc -l)
	got=$(grep -c '<li class="div">' "$tmp/divs")
	[ "$want" -eq "$got" ] ||
	    bad "game $id: $want divergences, the page lists $got"
	# the board at each divergent move (up to twelve), and the files
	for seq in $(printf '%s\n' "$line" | grep -o '"seq":[0-9]*' |
	    sed 's/"seq"://' | sort -un | head -12); do
		[ "$verdict" = divergent ] || break
		grep -q "src=\"$id-$seq.svg\"" "$page" ||
		    bad "game $id: no board at seq $seq"
		[ -s "$tmp/out/games/$id-$seq.svg" ] ||
		    bad "game $id: board file $id-$seq.svg missing"
	done
	# the viewer: one step per move, the whole game's tiles on its board
	if [ "$verdict" = divergent ]; then
		grep -q 'id="v-slider"' "$page" || bad "game $id: no viewer"
		grep -q 'class="tile" id="seq-0"' "$page" ||
		    bad "game $id: the viewer has no board"
	fi
done <"$tmp/want"
[ $pages -gt 0 ] || bad "no page checked"

# the summary: games per rule, as carc verify's output counts them (the
# rules cited; a hint's rule is no citation)
sed 's/"hint":{"rule":/"hint":{"hint_rule":/g' "$tmp/verify.jsonl" \
    >"$tmp/cited.jsonl"
for rule in $(grep -o '"rule":"[A-Z0-9-]*"' "$tmp/cited.jsonl" |
    sed 's/"rule":"//; s/"$//' | sort -u); do
	want=$(grep -c "\"rule\":\"$rule\"" "$tmp/cited.jsonl")
	got=$(sed -n "s|.*href=\"index.html#rule=$rule\">\([0-9]*\)<.*|\1|p" \
	    "$tmp/out/rules.html")
	[ "$want" = "$got" ] ||
	    bad "rules.html: $rule broken by $want games, the page says '$got'"
	[ -s "$tmp/out/reference/$rule.html" ] ||
	    bad "rules.html links $rule to a reference page that is missing"
done

# A carc built without the workbench (no --enable-web) ships none and
# links to none; with it, tests/web-report.sh looks at both.
if [ ! -f "${top_builddir:-.}/web/carc-web.js" ]; then
	[ -e "$tmp/out/workbench" ] && bad "a workbench/ without the web build"
	grep -l 'workbench\.html' "$tmp/out/games/"*.html >/dev/null &&
	    bad "game pages link to a workbench the web build did not make"
fi

# --all: every game has a page; valid games too
"$CARC" report "$tmp/valid.db" --out "$tmp/all" --all >"$tmp/log" 2>&1
rc=$?
[ $rc -eq 0 ] || { bad "carc report --all of valid games: exit $rc"; cat "$tmp/log"; }
n=$(ls "$tmp/all/games" | grep -c '\.html$')
[ "$n" -eq 120 ] || bad "--all wrote $n game pages, not 120"

# Run again into the same --out: pages of games now valid (no --all) or
# gone from the database are removed, with their boards; files that are
# not the report's own are kept.
mkdir -p "$tmp/all/games/sub"
for f in notes.txt 5.html.bak 5-x.svg.orig games.js.old; do
	echo mine >"$tmp/all/games/$f"
done
echo mine >"$tmp/all/mine.html"
"$CARC" report "$tmp/valid.db" --out "$tmp/all" >"$tmp/log" 2>&1 ||
    { bad "carc report again into the same --out"; cat "$tmp/log"; }
n=$(ls "$tmp/all/games" | grep -c '^[0-9-]*\.html$\|^[0-9-]*-[0-9a-z]*\.svg$')
[ "$n" -eq 0 ] || bad "run again without --all: $n pages and boards of valid games left"
for f in games/notes.txt games/5.html.bak games/5-x.svg.orig games/games.js.old \
    games/sub mine.html; do
	[ -e "$tmp/all/$f" ] || bad "run again: '$f', not the report's, was removed"
done
cp "$tmp/f.db" "$tmp/g.db"
gone=$(sed -n 's/ divergent$//p' "$tmp/want" | head -1)
"$CARC" report "$tmp/g.db" --out "$tmp/again" >/dev/null 2>&1
[ -s "$tmp/again/games/$gone.html" ] || bad "game $gone: no page to remove"
for t in scores moves players games; do
	"${SQLITE3:-sqlite3}" "$tmp/g.db" "DELETE FROM $t WHERE $( [ $t = games ] &&
	    echo id || echo game_id ) = $gone" || exit 99
done
"$CARC" report "$tmp/g.db" --out "$tmp/again" >/dev/null 2>&1
ls "$tmp/again/games" | grep -q "^$gone[.-]" &&
    bad "game $gone deleted from the database: its page or boards left"
[ -s "$tmp/again/games/$(sed -n 's/ divergent$//p' "$tmp/want" | sed -n 2p).html" ] ||
    bad "run again: a divergent game lost its page"

# A player's name is the recorder's text: written into the pages' and the
# index's scripts, "</script>" in it must not end the script, and a byte
# that is not UTF-8 must not make the script unreadable.
cp "$tmp/f.db" "$tmp/h.db"
hid=$(sed -n 's/ divergent$//p' "$tmp/want" | head -1)
"${SQLITE3:-sqlite3}" "$tmp/h.db" "UPDATE players SET name =
    '</script><i>x' || CAST(X'FF' AS TEXT) WHERE game_id = $hid AND seat = 0" ||
    exit 99
"$CARC" report "$tmp/h.db" --out "$tmp/h" >/dev/null 2>&1
for f in "$tmp/h/games/$hid.html" "$tmp/h/games.js"; do
	[ -s "$f" ] || { bad "hostile name: no $f"; continue; }
	grep -q '<\\/script><i>x' "$f" || bad "hostile name: not escaped in $f"
	grep -q '</script><i>x' "$f" && bad "hostile name: '</script>' ends a script in $f"
	LC_ALL=C grep -q "$(printf '\377')" "$f" && bad "hostile name: a byte not UTF-8 in $f"
done

# carc verify --problems: the games that are not valid, and the summary
"$CARC" verify --problems "$tmp/f.db" >"$tmp/problems"
[ $? -eq 1 ] || bad "verify --problems: exit status not 1"
grep '^game ' "$tmp/problems" | sed 's/^game \([0-9]*\): \([a-z]*\).*/\1 \2/' \
    >"$tmp/got"
grep -v ' valid$' "$tmp/want" >"$tmp/want-problems"
cmp -s "$tmp/want-problems" "$tmp/got" ||
    bad "verify --problems lists other games than the divergent and unverifiable ones"
tail -1 "$tmp/problems" | grep -q '^100 games: [0-9]* valid, ' ||
    bad "verify --problems: no summary of all 100 games"
n=$("$CARC" verify --problems --format json "$tmp/f.db" | wc -l)
[ "$n" -eq "$(wc -l <"$tmp/want-problems")" ] ||
    bad "verify --problems --format json: $n lines"
"$CARC" verify --problems "$tmp/valid.db" >"$tmp/problems"
[ $? -eq 0 ] && [ "$(cat "$tmp/problems")" = "120 games: 120 valid, 0 divergent, 0 unverifiable" ] ||
    bad "verify --problems of valid games prints more than the summary"

# bad input: a clear answer, exit 2
"$CARC" report "$tmp/nonexistent.db" --out "$tmp/x" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q '^carc: ' "$tmp/err" || bad "a missing database: no clear error"
"$CARC" report "$tmp/f.db" >/dev/null 2>&1
[ $? -eq 2 ] || bad "no --out: not refused"

echo "report: $pages pages checked, $fail failures"
[ $fail -eq 0 ]
