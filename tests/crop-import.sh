#!/bin/sh
# crop-import.sh - carc import jcz reads a crop circle's round as
# Crop Circles' catalogue maps it (import.jcz rounds: and removes:), no
# line of core/ naming it.  No real JCloisterZone save plays a crop
# circle's round to its end (JCloisterZone-Client's engine test
# castle-not-affected-by-corn-circles.jcz stops at the choice, with a
# castle carc does not play), so the saves are built in JCloisterZone's
# shape from the classes that write them (farin/JCloisterZone commit
# 29a156154c75ad7bf5a3af6e2e5db3eaeb1af76a: CornCirclePhase.java,
# CornCircleRemoveOrDeployMessage.java, ReturnMeepleMessage.java with
# source CORN_CIRCLE, DeployMeepleMessage.java), the board of
# replays/crop_circles (doc/rules/crop_circles.md 3) in JCloisterZone's
# tiles:
#   start BA/RCr (D) at (0,0); Alice BA/RFr (U) at (1,0), a follower on
#   its road WE; Bob BA/RRR (W) at (-1,0), its road E ending at its
#   crossing on D's, a follower on its road S; Alice CC.1/Rr (CC04, club:
#   roads) at (2,0), its road W-S on U's, no follower; she chooses
#   (after the turn's COMMIT), then Bob, then Alice (endTurn 3: the game
#   ends there, with final scoring).
# crop-deploy.jcz: DEPLOY; Bob adds one beside his on (-1,0) S, Alice
#   beside hers on (1,0) WE.  Final: Alice's road W-D-U-CC04, 4 tiles,
#   open at CC04's S: 4; Bob's road (-1,0) S, 1 tile: 1.
# crop-remove.jcz: REMOVE; Bob takes back his, then Alice hers: no
#   follower stays, 0 and 0.
# refuse-circle.jcz: crop-deploy.jcz with the value BOTH: refused,
#   naming it.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-crop-import.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }
dir=$top_srcdir/tests/fixtures/jcz-crop

if "$CARC" import jcz "$dir/crop-deploy.jcz" "$dir/crop-remove.jcz" \
    --db "$tmp/i.db" --first-id 10 >"$tmp/out" 2>&1; then
	ok "the two saves import"
else
	ko "the two saves import: $(cat "$tmp/out")"
fi
rows=$("$SQLITE3" "$tmp/i.db" "SELECT game_id, seq, n, seat, verb,
    coalesce(kind, '-'), coalesce(x, '-'), coalesce(y, '-'),
    coalesce(spot, '-'), coalesce(arg, '-') FROM actions ORDER BY game_id,
    seq, n")
want="10|3|1|0|choose|-|-|-|-|deploy
10|3|2|1|place|follower|-1|0|S|-
10|3|3|0|place|follower|1|0|E|-
11|3|1|0|choose|-|-|-|-|remove
11|3|2|1|remove|follower|-1|0|S|-
11|3|3|0|remove|follower|1|0|E|-"
[ "$rows" = "$want" ] && ok "the choice and each player's follower are actions of the turn, by that player" ||
    ko "the round's actions: got
$rows"
"$CARC" verify "$tmp/i.db" >"$tmp/v" 2>&1
if grep -qx "game 10: valid (moves only: legality checked, scores computed)" "$tmp/v" &&
    grep -qx "  totals:  computed 4 1, recorded - -" "$tmp/v" &&
    grep -qx "game 11: valid (moves only: legality checked, scores computed)" "$tmp/v" &&
    grep -qx "  totals:  computed 0 0, recorded - -" "$tmp/v"; then
	ok "both games verify valid, 4-1 and 0-0 as derived"
else
	ko "both games verify valid, 4-1 and 0-0: $(cat "$tmp/v")"
fi
if "$CARC" import jcz "$dir/refuse-circle.jcz" --db "$tmp/r.db" \
    >"$tmp/out" 2>&1; then
	ko "a choice of another value is refused"
elif grep -q "(CIRCLE_REMOVE_OR_DEPLOY): value not supported: 'BOTH'" "$tmp/out"; then
	ok "a choice of another value is refused, naming it"
else
	ko "a choice of another value is refused, naming it: $(cat "$tmp/out")"
fi
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
