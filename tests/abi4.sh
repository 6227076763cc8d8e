#!/bin/sh
# abi4.sh - the whole turn: plugin ABI 4.0 and record format 2
# (carc_plugin.h, doc/spec/record-format.md "The whole turn").
#   - a plugin of 3.2 and one of 4.3 load unchanged on a host of 4.4,
#     and a 4.x plugin whose declared size holds none of the 4.0 hooks
#     has none called (tests/abi/cut.c):
#     the games verify as they do without them;
#   - the actions of a turn, judged by a plugin of 4.0 alone
#     (tests/abi/turn4.c) and carried out by the host: check_action,
#     the host's own refusal of what cannot be done (a refused action is
#     not carried out), after_action's points, turn_end (what the turn
#     left out), turn_order (a seat plays again), whole_value;
#   - the host's grammar of the actions table: what no enabled plugin
#     declares makes the game unverifiable, naming it;
#   - a database without actions, and one with the table and no rows,
#     verify as before.
set -u
: "${top_builddir:=.}" "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
: "${CARC_TEST_PLUGIN_DIR:=$top_builddir/tests/abi/.libs}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-abi4.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

# The test plugins alone (tests/abi/.libs also holds the broken ones the
# loader must refuse), beside the bundled ones of $CARC_PLUGIN_DIR.
mkdir "$tmp/p"
for p in abi_v3 cut4 turn4; do
	cp "$CARC_TEST_PLUGIN_DIR/$p.so" "$tmp/p/" || exit 99
done
cp "$top_srcdir/tests/abi/turn4.yaml" "$tmp/p/" || exit 99
"$CARC" gen --games 3 --seed 7 --players 2 "$tmp/g.db" >/dev/null || exit 99
# the verdicts, less the engine string (it names the plugins)
verdicts() {
	"$CARC" verify --plugin-dir "$tmp/p" --format json "$@" |
	    sed 's/"engine":"[^"]*",//'
}
verdicts "$tmp/g.db" >"$tmp/base.json"
grep -c '"verdict":"valid"' "$tmp/base.json" | grep -qx 3 ||
    { echo "FAIL: the generated games are not valid"; cat "$tmp/base.json"; exit 1; }

# -- 3.x plugins, and 4.0 hooks beyond a descriptor's size --------------
cp "$tmp/g.db" "$tmp/cut.db"
"$SQLITE3" "$tmp/cut.db" "INSERT INTO game_expansions SELECT id, 'abi_v3', \
    NULL FROM games; INSERT INTO game_expansions SELECT id, 'cut4', NULL \
    FROM games" || exit 99
"$CARC" plugins --plugin-dir "$tmp/p" >"$tmp/plugins" 2>&1
if grep -q "^abi_v3 1.0.0 (ABI 3.2)" "$tmp/plugins" &&
    grep -q "^cut4 1.0.0 (ABI 4.3)" "$tmp/plugins"; then
	ok "a 3.2 plugin and a 4.3 one load on a host of 4.4"
else
	ko "a 3.2 plugin and a 4.3 one load on a host of 4.4: $(cat "$tmp/plugins")"
fi
verdicts "$tmp/cut.db" >"$tmp/cut.json"
if cmp -s "$tmp/base.json" "$tmp/cut.json"; then
	ok "no 4.0 hook beyond a descriptor's size is called (3.2 and 4.0)"
else
	ko "hooks beyond the descriptor's size: $(head -c 400 "$tmp/cut.json")"
fi

# -- a turn's actions --------------------------------------------------
# Game 1 of the generated ones: D at (0,0) (city N, road E-W, field SL),
# seat 0 plays the odd seqs, seat 1 the even ones.
# case NAME 'VARIANT or NULL' 'SQL' EXPECTED: the rules of game 1's
# divergences as "seq:rule" (or "unverifiable: reason")
case_of() {
	name=$1 variant=$2 sql=$3 want=$4
	cp "$tmp/g.db" "$tmp/t.db"
	"$SQLITE3" "$tmp/t.db" "INSERT INTO game_expansions VALUES (1, \
	    'turn4', $variant); $sql" || { ko "$name: the SQL"; return; }
	verdicts --game 1 "$tmp/t.db" >"$tmp/t.json" 2>&1
	got=$(python3 - "$tmp/t.json" <<'EOF'
import json, sys
v = json.loads(open(sys.argv[1]).readline())
if v["verdict"] == "unverifiable":
    print("unverifiable: " + v["reason"])
else:
    print(" ".join("%s:%s" % (d["seq"], d["rule"]) for d in v["divergences"]))
EOF
)
	if [ "$got" = "$want" ]; then
		ok "$name"
	else
		ko "$name: got '$got', want '$want'"
		head -c 600 "$tmp/t.json"
		echo
	fi
}
A="INSERT INTO actions VALUES"

case_of "a turn without actions: the plugin enabled, nothing changes" NULL \
    "" ""
case_of "moved, taken off and moved again where the rules let it" NULL \
    "$A (1, 1, 1, 0, 'move', 'sprite', 0, 0, 'SL', NULL),
     (1, 2, 1, 1, 'remove', 'sprite', 0, 0, NULL, NULL),
     (1, 3, 1, 0, 'move', 'sprite', 0, 0, 'N', NULL),
     (1, 4, 1, 1, 'move', 'sprite', 0, 0, 'SL', '0,0'),
     (1, 4, 2, 1, 'token', 'coin', 0, 0, NULL, NULL)" ""
case_of "check_action refuses, and the refused move is not carried out" NULL \
    "$A (1, 2, 1, 1, 'move', 'sprite', 0, 0, 'E', NULL),
     (1, 3, 1, 0, 'remove', 'sprite', 0, 0, NULL, NULL)" \
    "2:TURN4-NOROAD 3:TURN4-WHERE"
# (4.1) the ruling of an action is its seat's (actions.seat), not the
# turn's: seat 0 moves the sprite in seat 1's turn (seq 2), and a roll
# nobody chose has no seat
cp "$tmp/g.db" "$tmp/t.db"
"$SQLITE3" "$tmp/t.db" "INSERT INTO game_expansions VALUES (1, 'turn4', NULL);
    $A (1, 2, 1, 0, 'move', 'sprite', 0, 0, 'E', NULL),
       (1, 4, 1, NULL, 'move', 'sprite', 0, 0, 'E', NULL)"
verdicts --game 1 "$tmp/t.db" >"$tmp/t.json"
if grep -q '"seq":2,"seat":0,"rule":"TURN4-NOROAD"' "$tmp/t.json" &&
    grep -q '"seq":4,"seat":null,"rule":"TURN4-NOROAD"' "$tmp/t.json"; then
	ok "an action's ruling is the action's seat's"
else
	ko "an action's ruling's seat: $(head -c 600 "$tmp/t.json")"
fi
# (4.1) an action of another seat than the turn's: only a kind declared
# CARC_ACTION_ANY_SEAT (move sprite) may; remove sprite by seat 0 in seat
# 1's turn is refused and not carried out (seat 0 removes it in its own)
case_of "an action of another seat, of a kind only the turn's seat does" \
    NULL "$A (1, 1, 1, 0, 'move', 'sprite', 0, 0, 'N', NULL),
     (1, 2, 1, 0, 'remove', 'sprite', 0, 0, NULL, NULL),
     (1, 3, 1, 0, 'remove', 'sprite', 0, 0, NULL, NULL)" "2:DATA-SEAT"
# ... and a 4.0 plugin's actions are any seat's, as 4.0 read them: the
# removal is done, and seat 0's own finds no sprite left
mkdir "$tmp/p40"
cp "$CARC_TEST_PLUGIN_DIR/turn40.so" "$top_srcdir/tests/abi/turn4.yaml" \
    "$tmp/p40/" || exit 99
cp "$tmp/g.db" "$tmp/t.db"
"$SQLITE3" "$tmp/t.db" "INSERT INTO game_expansions VALUES (1, 'turn40', NULL);
    $A (1, 1, 1, 0, 'move', 'sprite', 0, 0, 'N', NULL),
       (1, 2, 1, 0, 'remove', 'sprite', 0, 0, NULL, NULL),
       (1, 3, 1, 0, 'remove', 'sprite', 0, 0, NULL, NULL)"
"$CARC" verify --plugin-dir "$tmp/p40" --game 1 "$tmp/t.db" >"$tmp/t.txt" 2>&1
if grep -q "^  seq 3 .*TURN4-WHERE" "$tmp/t.txt" &&
    ! grep -q "DATA-SEAT" "$tmp/t.txt"; then
	ok "a 4.0 plugin's action of another seat is done, as in 4.0"
else
	ko "a 4.0 plugin's action of another seat: $(cat "$tmp/t.txt")"
fi
# (4.1) CARC_ACTION_JOINS: in seat 1's turn (seq 4) its follower joins
# seat 0's on the road of (1,-1) (seq 3's, spot S): both hold the road
# (a tie: seat 1 scores it too at the end, and has one follower less at
# seq 18); the replay shows it beside the other.  Then seat 1 removes one
# of the two (seq 6): one goes, the other stays and holds the road alone.
J="$A (1, 4, 1, 1, 'place', 'follower', 1, -1, 'S', NULL)"
case_of "a follower joins a segment another holds (CARC_ACTION_JOINS)" \
    NULL "$J" "18:BASE-MEEPLE-SUPPLY None:BASE-ROAD-PTS None:SCORE-TOTAL"
"$CARC" replay --plugin-dir "$tmp/p" "$tmp/t.db" --game 1 --to 5 \
    >"$tmp/replay.txt" 2>&1
if grep -A1 "^figures beside another on its segment" "$tmp/replay.txt" |
    grep -q "^  follower .*(seat 1) *on (1,-1), road #"; then
	ok "replay shows the follower that joined"
else
	ko "replay of a joined follower: $(grep -A3 "^figures" "$tmp/replay.txt")"
fi
case_of "a remove of one of two followers on a spot removes one" NULL \
    "$J, (1, 6, 1, 1, 'remove', 'follower', 1, -1, 'S', NULL)" \
    "18:BASE-MEEPLE-SUPPLY None:BASE-ROAD-PTS None:BASE-ROAD-PTS None:SCORE-TOTAL None:SCORE-TOTAL"
case_of "the host refuses a spot the tile does not have" NULL \
    "$A (1, 1, 1, 0, 'move', 'sprite', 0, 0, 'S', NULL)" "1:TURN4-WHERE"
case_of "turn_end: what the turn left out" NULL \
    "$A (1, 3, -1, 0, 'choose', NULL, NULL, NULL, NULL, 'promise')" \
    "3:TURN4-MUST"
case_of "turn_end: a promise kept" NULL \
    "$A (1, 3, -1, 0, 'choose', NULL, NULL, NULL, NULL, 'promise'),
     (1, 3, 1, 0, 'move', 'sprite', 0, 0, 'N', NULL)" ""
case_of "turn_order: the seat plays again, the next move's seat is wrong" \
    NULL "$A (1, 4, 1, 1, 'choose', NULL, NULL, NULL, NULL, 'again')" \
    "5:TURN4-AGAIN"
case_of "after_action: the points of an action, left out by the record" \
    NULL "$A (1, 5, 1, NULL, 'roll', NULL, NULL, NULL, NULL, '3')" \
    "5:TURN4-ROLL None:SCORE-TOTAL"
# whole_value: every feature halved, rounded up: the record's base values
# now differ at every seq that scores (the first: TURN4-HALF's part)
cp "$tmp/g.db" "$tmp/t.db"
"$SQLITE3" "$tmp/t.db" "INSERT INTO game_expansions VALUES (1, 'turn4', 'half')"
verdicts --game 1 "$tmp/t.db" >"$tmp/t.json"
if grep -q '"rule":"TURN4-HALF"' "$tmp/t.json" &&
    ! grep -q '"computed":\[17,20\]' "$tmp/t.json"; then
	ok "whole_value halves the whole value"
else
	ko "whole_value: $(head -c 400 "$tmp/t.json")"
fi

# (4.1) whole_value is called for a feature a zero rule made worthless,
# with whole 0, and its reason (whole_why) is printed: variant 'zero' makes
# every open road worth nothing at the end, then 2 per tile all the same
cp "$tmp/g.db" "$tmp/t.db"
"$SQLITE3" "$tmp/t.db" "INSERT INTO game_expansions VALUES (1, 'turn4', 'zero')"
verdicts --game 1 "$tmp/t.db" >"$tmp/t.json"
if grep -q '"rule":"TURN4-DOUBLE","expected":"4 road","recorded":"2 road","message":"seat 1: the rules give 4 road points (road of 2 tiles; 2 per tile all the same)' "$tmp/t.json" &&
    ! grep -q '"rule":"TURN4-ZERO"' "$tmp/t.json"; then
	ok "whole_value gives points to a feature a zero rule made worthless"
else
	ko "whole_value after a zero rule: $(head -c 600 "$tmp/t.json")"
fi

# -- the pictures see it: a neutral figure where an action put it -------
cp "$tmp/g.db" "$tmp/t.db"
"$SQLITE3" "$tmp/t.db" "INSERT INTO game_expansions VALUES (1, 'turn4', NULL);
    $A (1, 1, 1, 0, 'move', 'sprite', 0, 0, 'N', NULL)"
"$CARC" replay --plugin-dir "$tmp/p" "$tmp/t.db" --game 1 --to 3 \
    >"$tmp/replay.txt" 2>&1
"$CARC" replay --plugin-dir "$tmp/p" "$tmp/t.db" --game 1 --to 3 \
    --svg "$tmp/replay.svg" >/dev/null 2>&1
if grep -q "^  sprite    neutral  *on (0,0), city #" "$tmp/replay.txt" &&
    grep -q "<title>sprite neutral on (0,0)</title>" "$tmp/replay.svg"; then
	ok "replay text and SVG show the sprite where it was moved"
else
	ko "replay: $(grep -i sprite "$tmp/replay.txt")"
fi

# a judge that changes the board: the service refuses, the game is
# unverifiable with the reason
case_of "check_action may not change the board" "'cheat'" \
    "$A (1, 1, 1, 0, 'move', 'sprite', 0, 0, 'SL', NULL),
     (1, 3, 1, 0, 'move', 'sprite', 0, 0, 'N', NULL)" \
    "unverifiable: turn4: changed the board from a hook that may only judge"
# (4.2) figure_supply: a neutral kind and another plugin's are refused at
# game_begin (else the game would not begin); from turn_begin the game is
# unverifiable with the reason
case_of "figure_supply only at game_begin, only the plugin's seat kinds" \
    "'supply'" "" \
    "unverifiable: plugin 'turn4' set a figure supply after game_begin"

# -- the host's grammar ------------------------------------------------
U="unverifiable: actions seq 1 n"
case_of "an unknown verb" NULL \
    "$A (1, 1, 1, 0, 'fly', 'sprite', 0, 0, 'SL', NULL)" \
    "$U 1: verb 'fly' is none of place, move, remove, return, token, roll and choose"
case_of "n 0 is moves.meeple's" NULL \
    "$A (1, 1, 0, 0, 'move', 'sprite', 0, 0, 'SL', NULL)" \
    "$U 0: n 0 is the place of moves.meeple (a turn's actions are numbered from 1, or below 0 before the tile)"
case_of "a kind no enabled plugin declares" NULL \
    "$A (1, 1, 1, 0, 'move', 'dragon', 0, 0, 'SL', NULL)" \
    "$U 1: no enabled plugin declares the action 'move dragon'"
# the verifier takes the declaration of the row before for a row of its
# verb and kind: one of another kind after it is looked up
case_of "a kind no enabled plugin declares, after a row of the verb" NULL \
    "$A (1, 1, 1, 0, 'move', 'sprite', 0, 0, 'SL', NULL),
     (1, 1, 2, 0, 'move', 'sprites', 0, 0, 'SL', NULL)" \
    "$U 2: no enabled plugin declares the action 'move sprites'"
case_of "a spot form no enabled plugin declares" NULL \
    "$A (1, 1, 1, 0, 'move', 'sprite', 0, 0, 'N-S', NULL)" \
    "$U 1: no enabled plugin declares the spot 'N-S' for 'move sprite'"
case_of "before the tile, where no plugin declares it" NULL \
    "$A (1, 1, -1, 0, 'move', 'sprite', 0, 0, 'SL', NULL)" \
    "$U -1: no enabled plugin declares the action 'move sprite' before the tile (n < 0)"
case_of "a seat of no player" NULL \
    "$A (1, 1, 1, 4, 'move', 'sprite', 0, 0, 'SL', NULL)" \
    "$U 1: seat 4 is not a player of this game"
case_of "aimed at a tile without x and y" NULL \
    "$A (1, 1, 1, 0, 'move', 'sprite', NULL, NULL, 'SL', NULL)" \
    "$U 1: 'move sprite' is aimed at a tile: x and y may not be NULL"
case_of "a roll aimed at a tile" NULL \
    "$A (1, 1, 1, 0, 'roll', NULL, 0, 0, NULL, '2')" \
    "$U 1: 'roll' is aimed at no tile: x, y and spot must be NULL"
case_of "a row of the start tile's move" NULL \
    "$A (1, 0, 1, 0, 'roll', NULL, NULL, NULL, NULL, '2')" \
    "unverifiable: actions seq 0 n 1: seq 0 is the start tile, nobody's turn"
case_of "an n no turn reaches" NULL \
    "$A (1, 1, 4294967296, 0, 'roll', NULL, NULL, NULL, NULL, '2')" \
    "$U 4294967296: n is out of range (-1000000 to 1000000)"
case_of "a row of a seq with no move" NULL \
    "$A (1, 99, 1, 0, 'roll', NULL, NULL, NULL, NULL, '2')" \
    "unverifiable: actions seq 99 n 1: no move has that seq (an action belongs to a move's turn)"
# without the plugin, its action is no one's
cp "$tmp/g.db" "$tmp/t.db"
"$SQLITE3" "$tmp/t.db" "$A (1, 1, 1, 0, 'move', 'sprite', 0, 0, 'SL', NULL)"
verdicts --game 1 "$tmp/t.db" >"$tmp/t.json"
if grep -q "no enabled plugin declares the action 'move sprite'" "$tmp/t.json"; then
	ok "an action of a plugin the game does not enable"
else
	ko "an action of a plugin the game does not enable: $(cat "$tmp/t.json")"
fi

# -- per-game state kept by the host: --jobs gives the same verdicts ----
cp "$tmp/g.db" "$tmp/jobs.db"
"$SQLITE3" "$tmp/jobs.db" "INSERT INTO game_expansions SELECT id, 'turn4',
    CASE id % 2 WHEN 0 THEN 'half' ELSE NULL END FROM games;
    $A (1, 3, -1, 0, 'choose', NULL, NULL, NULL, NULL, 'promise'),
       (2, 3, -1, 0, 'choose', NULL, NULL, NULL, NULL, 'promise'),
       (2, 3, 1, 0, 'move', 'sprite', 0, 0, 'N', NULL),
       (3, 4, 1, 1, 'choose', NULL, NULL, NULL, NULL, 'again')"
verdicts --jobs 1 "$tmp/jobs.db" >"$tmp/jobs1.json"
verdicts --jobs 3 "$tmp/jobs.db" >"$tmp/jobs3.json"
if cmp -s "$tmp/jobs1.json" "$tmp/jobs3.json" &&
    grep -q '"rule":"TURN4-MUST"' "$tmp/jobs1.json" &&
    [ "$(grep -c '"rule":"TURN4-MUST"' "$tmp/jobs1.json")" = 1 ]; then
	ok "--jobs 3 gives --jobs 1's verdicts (each game its own state)"
else
	ko "--jobs: $(diff "$tmp/jobs1.json" "$tmp/jobs3.json" | head -5)"
fi

# -- import jcz: an action stays with its move --------------------------
# A real save (tests/fixtures/jcz-sample, watchtowers-2010: the importer
# infers a discard at seq 2, before the third tile) edited so that the
# fifth tile's turn moves turn4's sprite (MOVE_NEUTRAL_FIGURE) and the
# sixth's puts a coin (PLACE_TOKEN), both mapped by tests/abi/turn4.yaml:
# each action is its turn's, at the seq of the move that placed the tile,
# which the inserted discard pushed one further.  (4.1) So are a follower
# put on another tile than the turn's (DEPLOY_MEEPLE, `places:`) and
# another player's meeple taken off the board (RETURN_MEEPLE, source
# PRINCESS, `removes:`): actions `place follower` and `remove follower`.
python3 - "$top_srcdir/tests/fixtures/jcz-sample/saves/watchtowers-2010.jcz" \
    "$tmp/sprite.jcz" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
d["setup"]["elements"]["sprite"] = 1
r = d["replay"]
k = [i for i, m in enumerate(r) if m["type"] == "PLACE_TILE"][4]
c = next(i for i in range(k, len(r)) if r[i]["type"] == "COMMIT")
r.insert(c, {"type": "MOVE_NEUTRAL_FIGURE", "player": r[k]["player"],
             "clock": r[c]["clock"],
             "payload": {"figureId": "sprite.1",
                         "to": {"position": r[k]["payload"]["position"],
                                "feature": "City", "location": "N"}}})
k = [i for i, m in enumerate(r) if m["type"] == "PLACE_TILE"][5]
c = next(i for i in range(k, len(r)) if r[i]["type"] == "COMMIT")
r.insert(c, {"type": "PLACE_TOKEN", "player": r[k]["player"],
             "clock": r[c]["clock"],
             "payload": {"token": "COIN",
                         "pointer": r[k]["payload"]["position"]}})
pt = [i for i, m in enumerate(r) if m["type"] == "PLACE_TILE"]
# the eighth tile's turn: seat 1's follower onto the fourth tile's city
# (not the tile placed this turn); the tenth's: seat 1 takes seat 0's
# farmer of the ninth tile off the board
r[pt[7] + 1] = {"type": "DEPLOY_MEEPLE", "player": 1, "clock": 0,
                "payload": {"meepleId": "1.small.2",
                            "pointer": r[pt[3] + 1]["payload"]["pointer"]}}
r[pt[9] + 1] = {"type": "RETURN_MEEPLE", "player": 1, "clock": 0,
                "payload": {"source": "PRINCESS", "pointer": {
                    "meepleId": r[pt[8] + 1]["payload"]["meepleId"],
                    "featurePointer": r[pt[8] + 1]["payload"]["pointer"]}}}
json.dump(d, open(sys.argv[2], "w"))
EOF
"$CARC" import jcz --plugin-dir "$tmp/p" "$tmp/sprite.jcz" \
    --db "$tmp/sprite.db" >"$tmp/import.out" 2>&1
got=$("$SQLITE3" "$tmp/sprite.db" "SELECT a.seq, a.seat, a.verb, a.kind,
    a.x, a.y, a.spot, m.seat, m.x, m.y, m.meeple IS NULL FROM actions a
    JOIN moves m USING (game_id, seq) ORDER BY seq, n;
    SELECT seq FROM moves WHERE action = 'discard'" 2>&1 | tr '\n' ' ')
if [ "$got" = "6|0|move|sprite|-1|-1|N|0|-1|-1|0 7|1|token|coin|1|-1||1|1|-1|1 9|1|place|follower|1|1|E|1|1|2|1 11|1|remove|follower|0|-2|NL|1|3|1|1 2 " ]; then
	ok "import jcz: actions (another tile, another's meeple) stay with their moves"
else
	ko "import jcz, an action after a discard: got '$got'" \
	    "$(cat "$tmp/import.out")"
fi

# -- record format 1 ---------------------------------------------------
cp "$tmp/g.db" "$tmp/v1.db"
"$SQLITE3" "$tmp/v1.db" "DROP TABLE actions" || exit 99
verdicts "$tmp/v1.db" >"$tmp/v1.json"
if cmp -s "$tmp/base.json" "$tmp/v1.json"; then
	ok "a database without actions verifies as one with an empty table"
else
	ko "without actions: $(head -c 400 "$tmp/v1.json")"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
