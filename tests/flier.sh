#!/bin/sh
# flier.sh - The Flier beside the rest (issue 36; doc/rules/flier.md,
# doc/import-jcz.md).
#   - JCloisterZone's flight imported: the DEPLOY_MEEPLE onto the
#     FlyingMachine is a `roll` row of nobody, the die JCloisterZone's
#     getNextInt(3) + 1 of the message's random (AbstractActionPhase.
#     handleDeployFlier); the meeple's second DEPLOY_MEEPLE, where it
#     lands, a `place follower` row; what JCloisterZone never writes
#     after a flight (a meeple on the tile itself, an UNDO, no random)
#     refused by name.  The saves are JCloisterZone's engine test
#     flying-machines/placement-is-mandatory.jcz, as it is and continued
#     in the shape its client writes (the landing: a plain DEPLOY_MEEPLE
#     of the same meeple, then COMMIT).
#   - `place follower` is also the magic portal's and Crop Circles' (and
#     tests/abi/turn4.c's): the flier judges it only in a turn of a
#     flying machine's tile and claims the landings it accepts
#     (claim_action, ABI 4.2); one that no plugin claims is refused.
set -u
: "${top_builddir:=.}" "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
: "${CARC_TEST_PLUGIN_DIR:=$top_builddir/tests/abi/.libs}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-flier.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

save=$top_srcdir/tests/fixtures/jcz-engine-tests/flying-machines/placement-is-mandatory.jcz
# variant NAME PYTHON: a copy of the engine test, changed by PYTHON on
# its JSON `d` (the flight is d["replay"][7])
variant() {
	python3 - "$save" "$tmp/$1.jcz" "$2" <<'EOF' || exit 99
import json, sys
d = json.load(open(sys.argv[1]))
land = {"type": "DEPLOY_MEEPLE", "payload": {"pointer": {
    "position": [2, 0], "feature": "Road", "location": "WE"},
    "meepleId": "0.small.1"}}
commit = {"type": "COMMIT", "payload": {"random": 0.0}}
exec(sys.argv[3])
json.dump(d, open(sys.argv[2], "w"), indent=2)
EOF
}
# rows DB: the actions of game 1's seq 3 (n|seat|verb|kind|x|y|spot|arg,
# ';' after each), and its moves.meeple (a road WE is spot E)
rows() {
	"$SQLITE3" "$1" "SELECT n, quote(seat), verb, quote(kind), quote(x),
	    quote(y), quote(spot), quote(arg) FROM actions WHERE game_id = 1
	    AND seq = 3 ORDER BY n; SELECT 'meeple ' || quote(meeple) FROM
	    moves WHERE game_id = 1 AND seq = 3" | tr '\n' ';'
}
# divergences DB: "SEQ SEAT RULE" of game 1, ';' after each
divergences() {
	"$CARC" verify --format json --game 1 "$1" |
	    grep -o '"seq":[^,]*,"seat":[^,]*,"rule":"[^"]*"' |
	    sed 's/"seq":\([^,]*\),"seat":\([^,]*\),"rule":"\([^"]*\)"/\1 \2 \3/' |
	    tr '\n' ';'
}
# imported NAME ROWS DIVERGENCES: the save imports as game 1 with these
# rows of seq 3 and verifies with these divergences
imported() {
	rm -f "$tmp/i.db"
	if ! "$CARC" import jcz "$tmp/$1.jcz" --db "$tmp/i.db" >"$tmp/out" \
	    2>&1; then
		ko "$1: not imported: $(cat "$tmp/out")"
		return
	fi
	got=$(rows "$tmp/i.db")
	dv=$(divergences "$tmp/i.db")
	if [ "$got" = "$2" ] && [ "$dv" = "$3" ]; then
		ok "$1: $got verifies with '$dv'"
	else
		ko "$1: rows '$got', want '$2'; divergences '$dv', want '$3'"
	fi
}
# refused NAME MESSAGE
refused() {
	rm -f "$tmp/r.db"
	"$CARC" import jcz "$tmp/$1.jcz" --db "$tmp/r.db" >/dev/null \
	    2>"$tmp/err"
	rc=$?
	if [ $rc -eq 1 ] && [ "$(cat "$tmp/err")" = \
	    "carc: '$tmp/$1.jcz': $2" ] && [ ! -e "$tmp/r.db" ]; then
		ok "$1: refused: $2"
	else
		ko "$1: exit $rc, $(cat "$tmp/err"), want: $2"
	fi
}

# -- the import of a flight ------------------------------------------------
# The board (doc/rules/flier.md; replays/flier/flight-pass.sql game
# 3701): D (0,0), U (1,0), U (2,0), the road open at both ends; at seq 3
# Eve's FL05 (3,0), its machine pointing W.  The die 1 reaches (2,0),
# 2 reaches (1,0), 3 the start tile: each has the open road to land on.
ROLL1="1|NULL|roll|NULL|NULL|NULL|NULL|'1';"
variant stops ''
imported stops "${ROLL1}meeple NULL;" "3 0 FLIER-MUST;"
variant landed 'd["replay"] += [land, commit]'
imported landed "${ROLL1}2|0|place|'follower'|2|0|'E'|NULL;meeple NULL;" ""
# The die: JCloisterZone's getNextInt(3) + 1, the integer part of
# random * 3 (RandomGenerator.java), plus one.
for r in 0.3333:1 0.34:2 0.6666:2 0.6667:3 0.999:3; do
	variant "die-${r%:*}" "d['replay'][7]['payload']['random'] = ${r%:*}"
	imported "die-${r%:*}" \
	    "1|NULL|roll|NULL|NULL|NULL|NULL|'${r#*:}';meeple NULL;" \
	    "3 0 FLIER-MUST;"
done
# A landing the rules refuse is imported as it is and judged by the
# plugin: (1,0) is two tiles away, the die says 1.
variant land-far 'land["payload"]["pointer"]["position"] = [1, 0]
d["replay"] += [land, commit]'
imported land-far "${ROLL1}2|0|place|'follower'|1|0|'E'|NULL;meeple NULL;" \
    "3 0 FLIER-LAND;"
variant refuse-norandom 'del d["replay"][7]["payload"]["random"]'
refused refuse-norandom "replay[7] (DEPLOY_MEEPLE): no random from 0 to 1 for the die"
variant refuse-random1 'd["replay"][7]["payload"]["random"] = 1.0'
refused refuse-random1 "replay[7] (DEPLOY_MEEPLE): no random from 0 to 1 for the die"
variant refuse-elsewhere 'd["replay"][7]["payload"]["pointer"]["position"] = [2, 0]'
refused refuse-elsewhere "replay[7] (DEPLOY_MEEPLE): a die thrown from a tile not placed this turn"
variant refuse-twice 'd["replay"].append(dict(d["replay"][7]))'
refused refuse-twice "replay[8] (DEPLOY_MEEPLE): a second meeple in one turn"
variant refuse-ontile 'land["payload"]["pointer"]["position"] = [3, 0]
d["replay"] += [land, commit]'
refused refuse-ontile "replay[8] (DEPLOY_MEEPLE): a second meeple in one turn"
variant refuse-undo 'd["replay"].append({"type": "UNDO", "payload": {}})'
refused refuse-undo "replay[8] (UNDO): nothing of the turn to take back but its tile: not supported"

# A `rolls:` value that is no number of faces breaks the catalogue: the
# import fails when it loads it, naming file:line:col (carc-tiles(5)).
mkdir "$tmp/pd"
for so in "${CARC_PLUGIN_DIR:-plugins/.libs}"/*.so; do cp "$so" "$tmp/pd/"; done
for y in "$top_srcdir"/plugins/*/*.yaml; do cp "$y" "$tmp/pd/"; done
sed 's/rolls: {FlyingMachine: 3}/rolls: {FlyingMachine: six}/' \
    "$top_srcdir/plugins/flier/flier.yaml" > "$tmp/pd/flier.yaml"
line=$(grep -n 'rolls: {FlyingMachine: six}' "$tmp/pd/flier.yaml" | cut -d: -f1)
"$CARC" import jcz "$save" --db "$tmp/b.db" --plugin-dir "$tmp/pd" \
    >/dev/null 2>"$tmp/err"
rc=$?
want="carc: $tmp/pd/flier.yaml:$line:28: import.jcz: expected a number of faces, 1 to 99"
if [ $rc -eq 2 ] && [ "$(cat "$tmp/err")" = "$want" ] && [ ! -e "$tmp/b.db" ]; then
	ok "a rolls: value that is no number of faces fails the command at load"
else
	ko "rolls: six: exit $rc, $(cat "$tmp/err"), want $want"
fi

# -- place follower: the flier's only in its own turns ------------------------
# The same board, written as a record, with tests/abi/turn4.c enabled
# beside the flier: turn4 declares `place follower` too (as the magic
# portal and Crop Circles do) and lets a follower go anywhere.  Bob's
# follower on (2,0)'s field NL at seq 2, a turn of no flying machine, is
# turn4's: the flier has nothing to say.  At seq 3 (FL05) a follower
# placed without a flight is the flier's, and breaks FLIER-LAND.
mkdir "$tmp/p"
cp "$CARC_TEST_PLUGIN_DIR/turn4.so" "$top_srcdir/tests/abi/turn4.yaml" \
    "$tmp/p/" || exit 99
"$CARC" init "$tmp/t.db" >/dev/null || exit 99
"$SQLITE3" "$tmp/t.db" "
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
    (1, 'final', 'free', 'in_progress', 'tests/flier.sh');
INSERT INTO game_expansions VALUES (1, 'flier', NULL), (1, 'turn4', NULL);
INSERT INTO players(game_id, seat, name) VALUES (1, 0, 'Alice'), (1, 1, 'Bob');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple)
    VALUES (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
    (1, 1, 0, 'U', 'place', 1, 0, 0, NULL),
    (1, 2, 1, 'U', 'place', 2, 0, 0, NULL),
    (1, 3, 0, 'FL05', 'place', 3, 0, 0, NULL);
INSERT INTO actions VALUES (1, 2, 1, 1, 'place', 'follower', 2, 0, 'NL', NULL);" ||
    exit 99
got=$("$CARC" verify --plugin-dir "$tmp/p" --format json --game 1 "$tmp/t.db")
case $got in
*'"verdict":"valid"'*) ok "another plugin's place follower in a turn of no flying machine" ;;
*)	ko "another plugin's place follower: $got" ;;
esac
"$SQLITE3" "$tmp/t.db" "INSERT INTO actions VALUES
    (1, 3, 1, 0, 'place', 'follower', 2, 0, 'W', NULL)" || exit 99
got=$("$CARC" verify --plugin-dir "$tmp/p" --format json --game 1 "$tmp/t.db")
case $got in
*'"divergences":[{"seq":3,"seat":0,"rule":"FLIER-LAND",'*'}],'*)
	ok "a place follower in a flier turn with no flight is the flier's" ;;
*)	ko "a place follower in a flier turn with no flight: $got" ;;
esac

# With the flier alone, nobody's rule brings that follower: the flier
# claims only its flight's (claim_action, ABI 4.2), so the host refuses
# one no plugin claims, under the declaration's rule, and carries out
# nothing (carc gen, which keeps what the judges accept, writes none).
"$SQLITE3" "$tmp/t.db" "DELETE FROM game_expansions WHERE name = 'turn4';
    DELETE FROM actions WHERE seq = 3" || exit 99
got=$("$CARC" verify --plugin-dir "$tmp/p" --format json --game 1 "$tmp/t.db")
case $got in
*'"divergences":[{"seq":2,"seat":1,"rule":"FLIER-LAND",'*'an action a plugin in play claims"}],'*)
	ok "a place follower no plugin claims is refused" ;;
*)	ko "a place follower no plugin claims: $got" ;;
esac

# The same with Crop Circles, whose rows of a crop circle's round it
# claims: beside the flier, a follower in a turn of neither is refused
# (before, each passed it as the other's); alone, a follower taken back
# outside a crop circle's turn is refused under CROP-REMOVE.
"$SQLITE3" "$tmp/t.db" "INSERT INTO game_expansions VALUES (1, 'crop_circles', NULL)" ||
    exit 99
got=$("$CARC" verify --format json --game 1 "$tmp/t.db")
case $got in
*'"divergences":[{"seq":2,"seat":1,"rule":"'*'an action a plugin in play claims"}],'*)
	ok "with Crop Circles beside the flier, a follower neither claims is refused" ;;
*)	ko "with Crop Circles beside the flier: $got" ;;
esac
"$SQLITE3" "$tmp/t.db" "DELETE FROM game_expansions WHERE name = 'flier';
    DELETE FROM moves WHERE seq = 3; UPDATE moves SET meeple = 'W' WHERE seq = 1;
    UPDATE actions SET verb = 'remove', seat = 0, x = 1, y = 0, spot = 'W'
    WHERE seq = 2" || exit 99
got=$("$CARC" verify --format json --game 1 "$tmp/t.db")
case $got in
*'"divergences":[{"seq":2,"seat":0,"rule":"CROP-REMOVE",'*'an action a plugin in play claims"}],'*)
	ok "a follower taken back outside a crop circle's turn is refused" ;;
*)	ko "a follower taken back outside a crop circle's turn: $got" ;;
esac

# The flier may join a feature others hold (flier.md 2.2; the place
# follower declared CARC_ACTION_JOINS): Bob's follower on (2,0)'s road at
# seq 2, and Alice's flier lands beside it at seq 3, the flier alone
# enabled.
"$CARC" init "$tmp/j.db" >/dev/null || exit 99
"$SQLITE3" "$tmp/j.db" "
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
    (1, 'final', 'free', 'in_progress', 'tests/flier.sh');
INSERT INTO game_expansions VALUES (1, 'flier', NULL);
INSERT INTO players(game_id, seat, name) VALUES (1, 0, 'Alice'), (1, 1, 'Bob');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple)
    VALUES (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
    (1, 1, 0, 'U', 'place', 1, 0, 0, NULL),
    (1, 2, 1, 'U', 'place', 2, 0, 0, 'W'),
    (1, 3, 0, 'FL05', 'place', 3, 0, 0, NULL);
INSERT INTO actions VALUES (1, 3, 1, NULL, 'roll', NULL, NULL, NULL, NULL, '1'),
    (1, 3, 2, 0, 'place', 'follower', 2, 0, 'W', NULL);" || exit 99
got=$("$CARC" verify --format json --game 1 "$tmp/j.db")
case $got in
*'"verdict":"valid"'*) ok "the flier joins a road another player holds" ;;
*)	ko "the flier joining a held road: $got" ;;
esac

echo "flier: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
