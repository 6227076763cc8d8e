#!/bin/sh
# pairs.sh - each expansion of 2012 and of the whole turn (issue 36 item
# 3, issue 35) paired with each of the six expansions of before either
# plays or is refused, as its rules text says.
#
# The verdict of each pair is read from the rules text itself (its file
# in doc/rules/), section "With the other expansions": one bullet per
# expansion of before, naming its plugin in backquotes (`compass:hig`),
# saying either ": plays" or ': refused, unverifiable: "SENTENCE"'.  For
# each pair, carc gen writes a few games with a fixed seed; a pair that
# plays must verify valid, a refused one unverifiable with that sentence
# (or carc gen refuses it, saying the sentence).
# A pair the text does not name is a failure: the text must say.  Then
# the games of every combination (--expansions all) verify valid, each of
# these plugins among them.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-pairs.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

plugins="flier goldmines crop_circles ferries mage_witch traders_builders
    princess_dragon"
before="signposts compass:hig compass:spielbox watchtowers river abbot
    inns_cathedrals"
games=5 seed=7

# pair_bullet TEXT ID: the bullet of the section "With the other
# expansions" of TEXT naming `ID`, on one line
pair_bullet() {
	awk -v id="\`$2\`" '
	/^## / { in_s = ($0 ~ /With the other expansions/); next }
	!in_s { next }
	/^- / { if (b != "" && index(b, id)) print b; b = $0; next }
	/^[^ ]/ || /^$/ { if (b != "" && index(b, id)) print b; b = ""; next }
	b != "" { sub(/^ +/, ""); b = b " " $0 }
	END { if (b != "" && index(b, id)) print b }' "$1"
}

# pair_plays P E DB: carc gen writes games of the pair, all valid
pair_plays() {
	if ! "$CARC" gen --games $games --seed $seed --expansions "$1,$2" \
	    "$3" >"$tmp/gen" 2>&1; then
		ko "carc gen --expansions $1,$2: $(head -3 "$tmp/gen")"
		return
	fi
	"$CARC" verify "$3" >"$tmp/v" 2>&1
	if [ "$(tail -n 1 "$tmp/v")" = "$games games: $games valid, 0 divergent, 0 unverifiable" ]
	then
		ok "$1 with $2 plays: $games games valid"
	else
		ko "$1 with $2 plays (doc/rules/$1.md), but: $(grep -v ': valid' "$tmp/v" | head -5)"
	fi
}

# pair_refused P E DB SENTENCE: the games carc gen writes of the pair
# verify unverifiable, each with that sentence (a plugin that refuses
# what it meets: the game stops there); or, where a plugin refuses the
# pair as the game starts, carc gen writes none and says that sentence
pair_refused() {
	if ! "$CARC" gen --games $games --seed $seed --expansions "$1,$2" \
	    "$3" >"$tmp/gen" 2>&1; then
		if grep -qF "$4" "$tmp/gen"; then
			ok "$1 with $2 refused by carc gen: \"$4\""
		else
			ko "$1 with $2 refused with \"$4\" (doc/rules/$1.md), but carc gen: $(head -3 "$tmp/gen")"
		fi
		return
	fi
	"$CARC" verify "$3" >"$tmp/v" 2>&1
	if [ "$(tail -n 1 "$tmp/v")" = "$games games: 0 valid, 0 divergent, $games unverifiable" ] &&
	    [ "$(grep '^game [0-9]*: unverifiable: ' "$tmp/v" |
	    grep -cF "$4")" = $games ]
	then
		ok "$1 with $2 refused: \"$4\""
	else
		ko "$1 with $2 refused with \"$4\" (doc/rules/$1.md), but: $(head -5 "$tmp/v")"
	fi
}

for p in $plugins; do
	text=$top_srcdir/doc/rules/$p.md
	for e in $before; do
		bullet=$(pair_bullet "$text" "$e")
		case $bullet in
		*": plays"*) want=valid ;;
		*": refused, unverifiable: \""*)
			want=$(printf '%s\n' "$bullet" |
			    sed 's/.*: refused, unverifiable: "\([^"]*\)".*/\1/') ;;
		*)
			ko "$p with $e: doc/rules/$p.md names no verdict for \`$e\`"
			continue ;;
		esac
		db=$tmp/$p+$e.db
		if [ "$want" = valid ]; then
			pair_plays "$p" "$e" "$db"
		else
			pair_refused "$p" "$e" "$db" "$want"
			printf '%s\n' "$want" >>"$tmp/refusals"
		fi
	done
done

# every combination, each of these plugins among the games: each game
# valid, or unverifiable with the sentence of a pair the texts refuse
db=$tmp/all.db
"$CARC" gen --games 40 --seed $seed --expansions all "$db" >"$tmp/gen" 2>&1 ||
    ko "carc gen --expansions all: $(head -3 "$tmp/gen")"
"$CARC" verify "$db" >"$tmp/v" 2>&1
: >>"$tmp/refusals"
grep '^game [0-9]*: ' "$tmp/v" | grep -v '^game [0-9]*: valid$' >"$tmp/nv"
{ grep -v '^game [0-9]*: unverifiable: ' "$tmp/nv"
  grep '^game [0-9]*: unverifiable: ' "$tmp/nv" |
      grep -vF -f "$tmp/refusals"; } >"$tmp/bad"
if [ "$(grep -c '^game [0-9]*: ' "$tmp/v")" = 40 ] && [ ! -s "$tmp/bad" ]
then
	ok "--expansions all: 40 games valid or refused as the texts say"
else
	ko "--expansions all: $(head -5 "$tmp/bad"; tail -n 1 "$tmp/v")"
fi
for p in $plugins; do
	n=$("$SQLITE3" "$db" "SELECT count(*) FROM game_expansions
	    WHERE name = '$p'")
	[ "${n:-0}" -gt 0 ] && ok "--expansions all: $n games with $p" ||
	    ko "--expansions all: no game with $p"
done

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
