#!/bin/sh
# claim.sh - whose is an action row (carc_plugin.h 4.2, claim_action):
# two plugins declare `remove follower` at different stages of the turn
# (tests/abi/claim.c: claim_a after the scoring, claim_b before it, and
# claim_b before the tile too, n < 0), each claiming the rows of its own
# turns.  One board, seat 0 Alice,
# seat 1 Bob:
#   seq 0       D (0,0) 0, the start: city N, road W-E.
#   seq 1 Alice G (0,-1) 90: city N-S on D's; her follower on it (N).
#               The city D-G: 2 tiles, open at G's N.
# then one of
#   (a) seq 2 Bob E (0,-2) 180: city S, which closes the city D-G-E (3
#       tiles, no shield: 6, BASE-CITY-PTS).  Row n 1: Bob removes
#       Alice's follower from (0,-1).  E shows a city: claim_b's row,
#       played before the scoring, so the follower is home before the
#       city scores: nobody scores it.  Valid with no score at seq 2 (by
#       the first loaded declaration, claim_a's, after the scoring, she
#       would score 6 first).
#   (b) the same with claim_a's variant 'greedy' (it claims every row):
#       both claim it, the first loaded wins (claim_a: after the
#       scoring): Alice scores 6 and her follower goes home with the
#       scoring, so the row then finds none to remove: the host refuses
#       it under the claimant's rule, CLAIMA-REMOVE at seq 2.
#   (c) seq 2 Bob B (-1,-1) 0, a monastery with no road and no city:
#       neither plugin's turn.  The same row is nobody's: refused,
#       CLAIMA-REMOVE (the first loaded declaration's rule) at seq 2,
#       not carried out: her follower stays and scores her open city, 2
#       tiles, at the end: 2.
#   (d) as (a), the row before Bob's tile (n -1): claim_b's (a row
#       before the tile), whose declaration takes it there, though the
#       first loaded one's does not: the follower goes home before E
#       closes the city, which nobody then holds.  Valid (the reader
#       once checked the row against the first loaded declaration
#       alone: unverifiable).
#   (e) as (d) with claim_a 'greedy': claim_a, loaded first, claims the
#       row, and its declaration takes none before the tile: refused
#       under the claimant's rule, CLAIMA-REMOVE at seq 2, not carried
#       out (played by claim_a's declaration as it came, it would have
#       removed the follower): Alice scores the city, 6.
#   (f) as (a) with claim_b alone in play, after the games of both.
# And carc gen with The Flier writes no landing outside its turns.
set -u
: "${top_builddir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
: "${CARC_TEST_PLUGIN_DIR:=$top_builddir/tests/abi/.libs}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-claim.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

mkdir "$tmp/p"
for p in claim_a claim_b; do
	cp "$CARC_TEST_PLUGIN_DIR/$p.so" "$tmp/p/" || exit 99
done

# game ID VARIANT SEQ2 SCORES FINAL0 [N]: the board above, claim_a's
# variant VARIANT, seq 2 the move SEQ2 ('TILE', 'place', X, Y, ROT),
# Bob's row n N (1: after it), the scores rows SCORES, Alice's final
# score FINAL0
game() {
	cat <<SQL
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES ($1, 'final', 'free', 'finished', 'claim.sh');
INSERT INTO game_expansions(game_id, name, variant) VALUES ($1, 'claim_a', $2), ($1, 'claim_b', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES ($1, 0, 'Alice', $5), ($1, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
 ($1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
 ($1, 1, 0, 'G', 'place', 0, -1, 90, 'N'),
 ($1, 2, 1, $3, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES
 ($1, 2, ${6:-1}, 1, 'remove', 'follower', 0, -1, NULL, NULL);
$4
SQL
}
"$CARC" init "$tmp/c.db" >/dev/null 2>&1 || exit 99
{
	game 1 NULL "'E', 'place', 0, -2, 180" "" 0
	game 2 "'greedy'" "'E', 'place', 0, -2, 180" \
	    "INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (2, 2, 0, 6, 'city');" 6
	game 3 NULL "'B', 'place', -1, -1, 0" \
	    "INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3, NULL, 0, 2, 'city');" 2
	game 4 NULL "'E', 'place', 0, -2, 180" "" 0 -1
	game 5 "'greedy'" "'E', 'place', 0, -2, 180" \
	    "INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (5, 2, 0, 6, 'city');" 6 -1
	game 6 NULL "'E', 'place', 0, -2, 180" \
	    "DELETE FROM game_expansions WHERE game_id = 6 AND name = 'claim_a';" 0
} | "$SQLITE3" "$tmp/c.db" || exit 99
"$CARC" verify --plugin-dir "$tmp/p" "$tmp/c.db" >"$tmp/v" 2>&1
grep -qx "game 1: valid" "$tmp/v" &&
    ok "a row claimed by the plugin loaded second plays at its stage (before the scoring)" ||
    ko "claim_b's row before the scoring: $(cat "$tmp/v")"
if grep -qx "game 2: divergent (1 divergence)" "$tmp/v" &&
    grep -q "^  seq 2 *seat 1 *CLAIMA-REMOVE .*a figure of that kind" "$tmp/v" &&
    grep -A2 "^game 2:" "$tmp/v" | grep -q "computed 6 0, recorded 6 0"
then
	ok "a row two plugins claim is the first loaded one's (after the scoring)"
else
	ko "two claims, the first loaded: $(cat "$tmp/v")"
fi
if grep -qx "game 3: divergent (1 divergence)" "$tmp/v" &&
    grep -q "^  seq 2 *seat 1 *CLAIMA-REMOVE .*not carried out" "$tmp/v"
then
	ok "a row nobody claims is refused, citing the first declaration's rule"
else
	ko "a row nobody claims: $(cat "$tmp/v")"
fi
grep -qx "game 4: valid" "$tmp/v" &&
    ok "a row before the tile is valid by its claimant's declaration, not the first loaded one's" ||
    ko "claim_b's row before the tile: $(cat "$tmp/v")"
if grep -qx "game 5: divergent (1 divergence)" "$tmp/v" &&
    grep -q "^  seq 2 *seat 1 *CLAIMA-REMOVE .*before the tile" "$tmp/v" &&
    grep -A2 "^game 5:" "$tmp/v" | grep -q "computed 6 0, recorded 6 0"
then
	ok "a row its claimant's declaration does not take is refused under its rule, not carried out"
else
	ko "claim_a's row before the tile: $(cat "$tmp/v")"
fi
# (f) game 6, after game 5 on the same engine: (a) with claim_b alone in
# play.  The row is claim_b's, its declaration the only one of a plugin
# in play; the game before's plugins (claim_a first) must not answer for
# this one's (actions.c asks claim_action of the context of each
# declaration's plugin in this game)
grep -qx "game 6: valid" "$tmp/v" &&
    ok "a row claimed in a game of claim_b alone, after a game of both" ||
    ko "claim_b alone, after a game of both: $(cat "$tmp/v")"

# The Flier claims its landing only in a turn of a flying machine: carc
# gen lands no follower in another turn (before 4.2 it wrote such rows,
# which nobody judged and the verifier carried out)
"$CARC" gen --games 20 --seed 5 --expansions flier "$tmp/f.db" >/dev/null ||
    ko "carc gen --expansions flier"
n=$("$SQLITE3" "$tmp/f.db" "SELECT count(*) FROM actions a JOIN moves m ON
    m.game_id = a.game_id AND m.seq = a.seq WHERE a.verb = 'place' AND
    m.tile NOT LIKE 'FL%'")
[ "$n" = 0 ] && ok "gen lands no flier outside a turn of a flying machine" ||
    ko "gen lands no flier outside a turn of a flying machine: $n rows"

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
