#!/bin/sh
# reference-moments.sh - the rules reference shows each rule at its
# moment (issue 34, 9), on every rule page of `carc reference` drawn from
# replays/:
#   - the games that break the rule come first, then those whose
#     divergence's hint names it, then those where it gives points, then
#     those that only name it;
#   - a game of another plugin's replays (another folder than the rule
#     owner's: base/ for the core's rules) is listed only if it exercises
#     the rule: a divergence or points citing it;
#   - a game that breaks the rule is drawn after the move of its first
#     divergence citing it (at the end when that is final scoring), as
#     `carc verify` reports it; one where it gives points, after the
#     first move whose points cite it in `carc replay` (the award's rule
#     or a part's, as a bonus);
#   - a game that only keeps it is drawn after its last move, where its
#     figures still stand: the abbot on ABBOT-RETURN-DONE's page (game
#     1131, whose abbot scores and goes home at the last move);
#   - `carc explain` lists the files in the same order.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-moments.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
fail=0
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }

replays=$top_srcdir/replays
"$CARC" reference --out "$tmp/ref" --replays "$replays" >/dev/null 2>&1 ||
    { bad "carc reference"; exit 1; }
"$CARC" rules | awk '{ print $1, $2 }' >"$tmp/owners"

# every example: RULE|FILE|GAME|KIND|SEQ (KIND 0 breaks, 1 hint, 2 points,
# 3 names it; SEQ the move drawn, "end" for the end)
for page in "$tmp"/ref/[A-Z]*-*.html; do
	rule=$(basename "$page" .html)
	sed -n 's|.*<h3>\([^<]*\)</h3>.*|\1|p' "$page" | while read -r h; do
		file=${h%%, game *}
		rest=${h#*, game }
		game=${rest%%:*}
		case $rest in
		*"breaks the rule"*) kind=0 ;;
		*"hint names the rule"*) kind=1 ;;
		*"gives points"*) kind=2 ;;
		*) kind=3 ;;
		esac
		case $rest in
		*"after seq "*) seq=${rest##*after seq } ;;
		*) seq=end ;;
		esac
		echo "$rule|$file|$game|$kind|$seq"
	done
done >"$tmp/examples"
[ -s "$tmp/examples" ] || { bad "no example on any rule page"; exit 1; }
echo "examples: $(wc -l <"$tmp/examples")"

# the order: kinds never decrease down a page
awk -F'|' '$1 == r && $4 < k { print $1 ": " $2 " game " $3 " after a game of kind " k }
    { r = $1; k = $4 }' "$tmp/examples" >"$tmp/order"
if [ -s "$tmp/order" ]; then
	bad "the games that break a rule do not come first:"; head "$tmp/order"
else
	echo "PASS: every page lists the games that break its rule first"
fi

# the index counts the games each page draws
for page in "$tmp"/ref/[A-Z]*-*.html; do
	rule=$(basename "$page" .html)
	drawn=$(grep -c '<h3>' "$page")
	counted=$(grep -o "<a href=\"$rule.html\">$rule</a></td>.*</tr>" \
	    "$tmp/ref/index.html" | sed -n 's|.*<td>\([0-9]*\)</td></tr>$|\1|p')
	[ "$drawn" = "$counted" ] ||
	    echo "$rule: the index counts '$counted', the page draws $drawn"
done >"$tmp/counts"
if [ -s "$tmp/counts" ]; then
	bad "the index does not count the games drawn:"; head "$tmp/counts"
else
	echo "PASS: the index counts the games each page draws"
fi

# another plugin's games only where they exercise the rule
while IFS='|' read -r rule file game kind seq; do
	[ "$kind" -eq 3 ] || continue
	owner=$(awk -v r="$rule" '$1 == r { print $2 }' "$tmp/owners")
	folder=${file%%/*}
	[ "$folder" = "$file" ] && folder=base
	[ "$owner" = core ] && owner=base
	[ "$folder" = "$owner" ] || echo "$rule: $file game $game"
done <"$tmp/examples" >"$tmp/others"
if [ -s "$tmp/others" ]; then
	bad "games of another plugin listed without exercising the rule:"
	head "$tmp/others"
else
	echo "PASS: another plugin's games only where their verdict or points cite the rule"
fi

# the moments, against verify and replay's scoring log (one database per
# replay file)
cut -d'|' -f2 "$tmp/examples" | sort -u >"$tmp/files"
n=0
while read -r file; do
	db=$tmp/db/$(echo "$file" | tr '/' '_').db
	mkdir -p "$tmp/db"
	"$SQLITE3" -bail "$db" <"$top_srcdir/db/schema.sql" &&
	"$SQLITE3" -bail "$db" <"$replays/$file" || { bad "loading $file"; continue; }
	"$CARC" verify --format json "$db" >"$tmp/db/$(basename "$db").verify"
done <"$tmp/files"
while IFS='|' read -r rule file game kind seq; do
	db=$tmp/db/$(echo "$file" | tr '/' '_').db
	case $kind in
	0)	want=$(grep "^{\"game\":$game," "$db.verify" |
		    grep -o "{\"seq\":[^,]*,[^{}]*\"rule\":\"$rule\"" |
		    head -1 | sed 's/{"seq":\([^,]*\),.*/\1/') ;;
	2)	# the text replay of that move cites it (a bonus's rule
		# too, as the award's part), and no move before it does
		want=$seq
		if [ "$seq" = end ]; then
			"$CARC" replay "$db" --game "$game" >"$tmp/text"
			last=$("$SQLITE3" "$db" "SELECT max(seq) FROM moves
			    WHERE game_id = $game")
		else
			"$CARC" replay "$db" --game "$game" --to "$seq" \
			    >"$tmp/text"
			last=$((seq - 1))
		fi
		sed -n '/^points /,/^$/p' "$tmp/text" | grep -q "[[ ]$rule " ||
		    want="(not the rule's points)"
		# the moves before it that score at all
		for k in $("$CARC" replay "$db" --game "$game" --format json |
		    grep -v '"scores":\[\]' | grep -v '"seq":null' |
		    sed 's/.*"seq":\([0-9]*\),.*/\1/'); do
			[ "$k" -le "$last" ] || break
			"$CARC" replay "$db" --game "$game" --to "$k" |
			    sed -n '/^points /,/^$/p' | grep -q "[[ ]$rule " &&
			    { want="(its points at seq $k)"; break; }
		done ;;
	3)	# unverifiable: nothing is played, the board is the end
		if grep -q "^{\"game\":$game,\"verdict\":\"unverifiable\"" \
		    "$db.verify"; then
			want=end
		else
			want=$("$SQLITE3" "$db" "SELECT max(seq) FROM moves
			    WHERE game_id = $game")
		fi ;;
	*)	continue ;;
	esac
	[ "$want" = null ] && want=end
	n=$((n + 1))
	[ "$want" = "$seq" ] ||
	    echo "$rule: $file game $game (kind $kind) drawn at $seq, not $want"
done <"$tmp/examples" >"$tmp/moments"
if [ -s "$tmp/moments" ]; then
	bad "boards not at the rule's move:"; head "$tmp/moments"
else
	echo "PASS: $n boards at the move where the rule acts"
fi

# carc explain lists the files in the same order: those that break the
# rule, then those that misread it, then those that name it
for rule in $(cut -d' ' -f1 "$tmp/owners"); do
	"$CARC" explain "$rule" --replays "$replays" |
	    sed -n '/^recorded games/,/^$/p' | awk -v r="$rule" '
	    /breaks it/ { k = 0 } /misreads it/ { k = 1 } /shows it/ { k = 2 }
	    /breaks it|misreads it|shows it/ {
		if (k < last) print r ": " $1 " after a file of rank " last
		last = k }'
done >"$tmp/explain"
if [ -s "$tmp/explain" ]; then
	bad "carc explain does not list the files that break a rule first:"
	head "$tmp/explain"
else
	echo "PASS: carc explain lists the files that break each rule first"
fi

# the figure the rule is about is on the board
page=$tmp/ref/ABBOT-RETURN-DONE.html
if awk '/game 1131:/,/<\/section>/' "$page" |
    grep -q 'class="meeple[^"]*" data-figure="abbot"[^>]*><title>Alice'; then
	echo "PASS: ABBOT-RETURN-DONE, game 1131: Alice's abbot on the board"
else
	bad "ABBOT-RETURN-DONE, game 1131: no abbot of Alice's on the board"
fi

[ $fail -eq 0 ]
