#!/bin/sh
# crop-gen.sh - carc gen plays Crop Circles (issue 36) from its
# declarations alone and every game verifies valid: alone (the choice's
# two args, played after the scoring by the placer), with every plugin
# (--expansions all: The Flier declares `place follower` too, and its
# landing is played by the flier's declaration, which claims it in a
# flier's turn as the verifier reads the row: ABI 4.2, claim_action),
# and with The Flier (doc/rules/crop_circles.md 5; the pairs with the six
# expansions of before are tests/pairs.sh's).  gen writes no follower
# added or taken back outside a crop circle's turn: no plugin claims such
# a row, the verifier refuses it.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-crop-gen.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

# gen_valid NAME GAMES SEED EXPANSIONS...: the games verify valid
gen_valid() {
	name=$1 games=$2 seed=$3
	shift 3
	rm -f "$tmp/$name.db"
	if ! "$CARC" gen --games "$games" --seed "$seed" "$@" \
	    "$tmp/$name.db" >"$tmp/gen.out" 2>&1; then
		ko "carc gen $*: $(cat "$tmp/gen.out")"
		return
	fi
	"$CARC" verify "$tmp/$name.db" >"$tmp/v" 2>&1
	if tail -n 1 "$tmp/v" | grep -qx "$games games: $games valid, 0 divergent, 0 unverifiable"
	then
		ok "$name: the $games generated games verify valid"
	else
		ko "$name: the generated games verify valid: $(grep -v '^game .*: valid' "$tmp/v" | head -20)"
	fi
}

gen_valid crop 30 11 --expansions crop_circles
q() { "$SQLITE3" "$tmp/crop.db" "$1"; }
for arg in deploy remove; do
	n=$(q "SELECT count(*) FROM actions WHERE verb = 'choose' AND
	    arg = '$arg'")
	[ "${n:-0}" -gt 0 ] && ok "gen plays the choice '$arg' ($n rows)" ||
	    ko "gen plays the choice '$arg': no row"
done
# the choice is the placer's, in the turn of a crop circle, after the
# turn's figure (n > 0)
n=$(q "SELECT count(*) FROM actions a JOIN moves m ON m.game_id =
    a.game_id AND m.seq = a.seq WHERE a.verb = 'choose' AND
    (m.tile NOT LIKE 'CC%' OR a.seat IS NOT m.seat OR a.n < 1)")
[ "$n" = 0 ] && ok "every choice is the placer's of a crop circle" ||
    ko "every choice is the placer's of a crop circle: $n rows not so"
# a follower added in a crop circle's turn joins one of its seat's own
n=$(q "SELECT count(*) FROM actions a JOIN moves m ON m.game_id =
    a.game_id AND m.seq = a.seq WHERE a.verb = 'place' AND
    m.tile LIKE 'CC%'")
[ "${n:-0}" -gt 0 ] && ok "gen adds followers in crop circle turns ($n)" ||
    ko "gen adds followers in crop circle turns: none"
# and in no other turn (ABI 4.2: nobody claims the row)
n=$(q "SELECT count(*) FROM actions a JOIN moves m ON m.game_id =
    a.game_id AND m.seq = a.seq WHERE a.verb IN ('place', 'remove') AND
    m.tile NOT LIKE 'CC%'")
[ "$n" = 0 ] && ok "no follower added or taken back outside a crop circle" ||
    ko "no follower added or taken back outside a crop circle: $n rows"

gen_valid all 20 11 --expansions all
n=$("$SQLITE3" "$tmp/all.db" "SELECT count(*) FROM actions WHERE
    verb = 'choose' AND arg IN ('deploy', 'remove')")
[ "${n:-0}" -gt 0 ] && ok "--expansions all plays crop circles ($n)" ||
    ko "--expansions all plays crop circles: no choice"

# with The Flier, of the same series (the pairs with the six sets of
# before: tests/pairs.sh)
gen_valid crop+flier 10 5 --expansions crop_circles --expansions flier

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
