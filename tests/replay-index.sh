#!/bin/sh
# replay-index.sh - every rule id of the indexed owners (the core and
# plugins) has a recorded game that breaks it and one that keeps it
# (replays/README.md, "Index").
#
# For each rule `carc rules` lists for the owners in $indexed, the
# index table must have a row `| RULE | BREAKS | PASSES |` where
#   - BREAKS is one or more replays whose .expected cites RULE in a
#     divergence (its "rule", not its "hint"), or as the reason of an
#     unverifiable verdict (DATA-SEQ, DATA-TILE-UNKNOWN, DATA-EXPANSION:
#     record-format.md), or "none" for a rule listed under "Rules no
#     record breaks" with its reason; "hint:FILE" names a replay whose
#     divergence has RULE as its hint, for such a rule only;
#   - PASSES is one or more replays whose games are all valid and whose
#     SQL names RULE.
# A row for a rule none of them has fails too (a renamed rule leaves no
# stale row).  tests/replays.sh checks that the .expected files are carc's.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}"
readme=$top_srcdir/replays/README.md
# the plugins of issue 30; add a plugin here once all its rules are indexed
indexed="river abbot inns_cathedrals signposts compass watchtowers
traders_builders princess_dragon mage_witch goldmines flier"
# issue 36, on ABI 4
indexed="$indexed crop_circles"
indexed="$indexed ferries"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-index.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
# and the core's own (BASE-, DATA-, ORDER-, SCORE-): "Index: the base
# game (core)"
indexed="core $indexed"

fail=0
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }

[ -f "$readme" ] || { echo "FAIL: no $readme"; exit 1; }
# RULE OWNER TEXT, the owner `core` or a plugin
"$CARC" rules > "$tmp/all" || { echo "FAIL: carc rules"; exit 1; }

# the rule ids of the indexed owners, from carc itself
: > "$tmp/rules"
for p in $indexed; do
	awk -v p="$p" '$2 == p { print $1 }' "$tmp/all" > "$tmp/own"
	[ -s "$tmp/own" ] || bad "'$p' has no rules (a plugin not installed?)"
	cat "$tmp/own" >> "$tmp/rules"
done
[ -s "$tmp/rules" ] || bad "no rule ids listed for: $indexed"

# the table's rows: RULE<TAB>BREAKS<TAB>PASSES
sed -n 's/^| \([A-Z][A-Z0-9-]*\) | \([^|]*\) | \([^|]*\) |$/\1	\2	\3/p' \
    "$readme" > "$tmp/rows"
# the rules the README says no record breaks
sed -n '/^### Rules no record breaks/,/^#/s/^- `\([A-Z][A-Z0-9-]*\)`.*/\1/p' \
    "$readme" > "$tmp/unbreakable"

# every listed file exists and is a replay
exists() {
	[ -f "$top_srcdir/replays/$1" ] && [ -f "$top_srcdir/replays/${1%.sql}.expected" ]
}

while read -r rule; do
	row=$(awk -F '\t' -v r="$rule" '$1 == r' "$tmp/rows")
	if [ -z "$row" ]; then
		bad "$rule has no row in replays/README.md"
		continue
	fi
	breaks=$(printf '%s\n' "$row" | cut -f2)
	passes=$(printf '%s\n' "$row" | cut -f3)
	if [ "$breaks" = none ]; then
		grep -qx "$rule" "$tmp/unbreakable" ||
		    bad "$rule: no break, and not under 'Rules no record breaks'"
	else
		for f in $breaks; do
			case $f in
			hint:*)
				# a rule the recorder misread is no citation
				# (rule-ids.md): the divergence names it in its
				# hint, and the README says why nothing cites it
				f=${f#hint:}
				pat="\"hint\":{\"rule\":\"$rule\""
				upat=$pat
				why="no hint names it"
				grep -qx "$rule" "$tmp/unbreakable" ||
				    bad "$rule: hint only, and not under 'Rules no record breaks'"
				;;
			*)
				# the divergence's own rule, not a hint's
				pat="\"seat\":[0-9nul]*,\"rule\":\"$rule\""
				# or the reason of an unverifiable verdict
				upat="\"verdict\":\"unverifiable\",\"reason\":\"$rule: "
				why="no divergence or reason cites it"
				;;
			esac
			if ! exists "$f"; then
				bad "$rule: break $f does not exist"
			elif ! grep -q -e "$pat" -e "$upat" \
			    "$top_srcdir/replays/${f%.sql}.expected"; then
				bad "$rule: $f does not break it ($why)"
			fi
		done
	fi
	[ -n "$passes" ] || bad "$rule: no game keeps it"
	for f in $passes; do
		exp=$top_srcdir/replays/${f%.sql}.expected
		if ! exists "$f"; then
			bad "$rule: pass $f does not exist"
		elif grep -v '"verdict":"valid"' "$exp" | grep -q .; then
			bad "$rule: pass $f has a game that is not valid"
		elif ! grep -qw -- "$rule" "$top_srcdir/replays/$f"; then
			bad "$rule: pass $f does not name it"
		fi
	done
done < "$tmp/rules"

# no row for a rule that the indexed plugins do not have
cut -f1 "$tmp/rows" | while read -r rule; do
	grep -qx "$rule" "$tmp/rules" ||
	    echo "FAIL: replays/README.md indexes $rule, a rule of none of: $indexed"
done > "$tmp/stale"
if [ -s "$tmp/stale" ]; then
	cat "$tmp/stale"
	fail=$((fail + 1))
fi

n=$(wc -l < "$tmp/rules")
echo "replay-index: $n rules of $indexed, $fail failed"
[ $fail -eq 0 ]
