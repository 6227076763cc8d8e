#!/bin/sh
# princess-portal.sh - The Princess & the Dragon's princess and magic
# portal (doc/rules/princess_dragon.md 3) from JCloisterZone's saves to
# the verdict, and in carc gen's games.
#
# No real save of the expansion's princess or portal is at hand, so the
# saves are built here from JCloisterZone's own message classes
# (farin/JCloisterZone, com.jcloisterzone.io.message: PlaceTileMessage
# {tileId, rotation, position}; DeployMeepleMessage {meepleId, pointer:
# a FeaturePointer {position, feature, location}}; ReturnMeepleMessage
# {pointer: a MeeplePointer {featurePointer, meepleId}, source}, its
# source PRINCESS as PrincessCapability offers it; PassMessage;
# CommitMessage), laid out as tests/import/base.jcz, a real save, is.
# They play the boards of replays/princess_dragon/princess-pass.sql and
# portal-pass.sql:
#   princess: Alice U (-1,0) with a follower on its road; Bob N (0,-1)
#     180 with a follower on its city (JCloisterZone's location SE);
#     Alice DG/CRRR.p (PD09) at (1,-1) 270, whose princess completes
#     the city, and RETURN_MEEPLE source PRINCESS of Bob's 1.small.1:
#     an action 'remove follower' at (0,-1) (removes:), the city then
#     complete with nobody on it: 0 points, Alice 0, Bob 0.
#   portal: Alice U (-1,0) as above; Bob DG/RRR.g (PD08) at (1,0) and
#     DEPLOY_MEEPLE of 1.small.1 onto D's city at (0,0) N: an action
#     'place follower' there (places:); Alice BA/C (0,-1) 180 closes the
#     city: Bob 4.
# The same saves with a tile that has no princess or no portal import
# alike and verify divergent, citing DRAGON-PRINCESS / DRAGON-PORTAL.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-princess-portal.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

python3 - "$tmp" <<'EOF' || exit 99
import json, sys

clock = [0]

def m(kind, player, payload):
    clock[0] += 1000
    return {"type": kind, "payload": payload, "player": player,
            "clock": clock[0]}

def tile(p, tid, rot, x, y):
    return m("PLACE_TILE", p, {"tileId": tid, "rotation": "R%d" % rot,
                               "position": [x, y]})

def deploy(p, mid, x, y, feature, loc):
    return m("DEPLOY_MEEPLE", p, {"meepleId": mid, "pointer": {
        "position": [x, y], "feature": feature, "location": loc}})

def princess(p, mid, x, y, loc):
    return m("RETURN_MEEPLE", p, {"source": "PRINCESS", "pointer": {
        "featurePointer": {"position": [x, y], "feature": "City",
                           "location": loc}, "meepleId": mid}})

def commit(p):
    return m("COMMIT", p, {"random": 0.25})

def save(name, gid, replay):
    d = {"appVersion": "5.12.1", "gameId": gid,
         "name": "carc test: " + name, "initialRandom": 0.5,
         "created": "2026-12-01T00:00:00.000Z", "clock": 0,
         "setup": {"sets": {"basic:1": 1, "princess-and-dragon:1": 1},
                   "elements": {"small-follower": 7, "farmers": True,
                                "fairy": 1, "dragon": 1, "princess": True,
                                "portal": True},
                   "rules": {"princess-action": "may",
                             "fairy-placement": "next-follower",
                             "dragon-move": "before-scoring"},
                   "start": [{"tile": "BA/RCr", "x": 0, "y": 0,
                              "rotation": 0}],
                   "timer": None, "options": {}},
         "players": [{"name": "Alice", "slot": 0},
                     {"name": "Bob", "slot": 1}],
         "gameAnnotations": {}, "replay": replay}
    json.dump(d, open("%s/%s.jcz" % (sys.argv[1], name), "w"), indent=1)

def princess_game(third):
    clock[0] = 0
    return [tile(0, "BA/RFr", 0, -1, 0),
            deploy(0, "0.small.1", -1, 0, "Road", "WE"), commit(0),
            tile(1, "BA/Cc.1", 180, 0, -1),
            deploy(1, "1.small.1", 0, -1, "City", "SE"), commit(1),
            tile(0, third, 270, 1, -1),
            princess(0, "1.small.1", 0, -1, "SE"), commit(0)]

def portal_game(second):
    clock[0] = 0
    return [tile(0, "BA/RFr", 0, -1, 0),
            deploy(0, "0.small.1", -1, 0, "Road", "WE"), commit(0),
            tile(1, second, 0, 1, 0),
            deploy(1, "1.small.1", 0, 0, "City", "N"), commit(1),
            tile(0, "BA/C", 180, 0, -1), m("PASS", 0, {}), commit(0)]

save("princess", "c0ffee00000000000000000000003761",
     princess_game("DG/CRRR.p"))
save("no-princess", "c0ffee00000000000000000000003762",
     princess_game("BA/C"))
save("portal", "c0ffee00000000000000000000003771",
     portal_game("DG/RRR.g"))
save("no-portal", "c0ffee00000000000000000000003775",
     portal_game("BA/RRR"))
EOF

# import NAME: the save into its own database; its actions rows
import_save() {
	"$CARC" import jcz "$tmp/$1.jcz" --db "$tmp/$1.db" \
	    >"$tmp/$1.out" 2>&1 ||
	    { ko "import $1: $(cat "$tmp/$1.out")"; return 1; }
	"$SQLITE3" "$tmp/$1.db" "SELECT seq, n, seat, verb, kind, x, y, spot
	    FROM actions ORDER BY seq, n" | tr '\n' ' '
}
verdict() {
	"$CARC" verify --format json "$tmp/$1.db" 2>&1 |
	    sed 's/"engine":"[^"]*",//'
}

got=$(import_save princess)
if [ "$got" = "3|1|0|remove|follower|0|-1|E " ]; then
	ok "import jcz: RETURN_MEEPLE source PRINCESS of another player's knight is 'remove follower' at its tile"
else
	ko "import princess: actions '$got'"
fi
v=$(verdict princess)
case $v in
*'"verdict":"valid"'*'"computed":[0,0]'*)
	ok "the princess's knight goes home unscored: the complete city gives nobody points" ;;
*)	ko "princess verdict: $v" ;;
esac

got=$(import_save portal)
if [ "$got" = "2|1|1|place|follower|0|0|N " ]; then
	ok "import jcz: DEPLOY_MEEPLE through the magic portal onto another tile is 'place follower' there"
else
	ko "import portal: actions '$got'"
fi
v=$(verdict portal)
case $v in
*'"verdict":"valid"'*'"computed":[0,4]'*)
	ok "the portal's follower stands on D's city and scores it" ;;
*)	ko "portal verdict: $v" ;;
esac

import_save no-princess >/dev/null
v=$(verdict no-princess)
case $v in
*'"seq":3,"seat":0,"rule":"DRAGON-PRINCESS"'*'"computed":[0,6]'*)
	ok "a removal in a turn without the princess: DRAGON-PRINCESS, the knight stays and scores" ;;
*)	ko "no-princess verdict: $v" ;;
esac

import_save no-portal >/dev/null
v=$(verdict no-portal)
case $v in
*'"seq":2,"seat":1,"rule":"DRAGON-PORTAL"'*'"computed":[0,0]'*)
	ok "a follower onto another tile without a portal: DRAGON-PORTAL, not placed" ;;
*)	ko "no-portal verdict: $v" ;;
esac

# A removal that names no spot takes the tile's follower (the host's
# `remove`): princess-pass.sql so written is valid, the knight judged by
# the city it stands in.
"$SQLITE3" "$tmp/nospot.db" < "$top_srcdir/db/schema.sql" &&
sed "s/'remove', 'follower', 0, -1, 'S'/'remove', 'follower', 0, -1, NULL/" \
    "$top_srcdir/replays/princess_dragon/princess-pass.sql" |
    "$SQLITE3" "$tmp/nospot.db" || exit 99
v=$(verdict nospot)
case $v in
*'"verdict":"valid"'*'"computed":[2,0]'*)
	ok "a removal naming no spot is judged by the city its follower stands in" ;;
*)	ko "no-spot removal: $v" ;;
esac

# carc gen plays both (optional actions, from the declarations) and its
# games verify valid
"$CARC" gen --games 60 --seed 7 --expansions princess_dragon \
    "$tmp/g.db" >/dev/null 2>&1 || ko "carc gen"
n=$("$SQLITE3" "$tmp/g.db" "SELECT count(*) FROM actions a JOIN moves m
    USING (game_id, seq) WHERE a.kind = 'follower' AND a.verb = 'remove'
    AND m.tile IN ('PD09', 'PD10', 'PD11', 'PD18', 'PD20', 'PD23')")
p=$("$SQLITE3" "$tmp/g.db" "SELECT count(*) FROM actions a JOIN moves m
    USING (game_id, seq) WHERE a.kind = 'follower' AND a.verb = 'place'
    AND (a.x <> m.x OR a.y <> m.y)")
bad=$("$CARC" verify --format json "$tmp/g.db" 2>&1 |
    grep -vc '"verdict":"valid"')
if [ "$n" -gt 0 ] && [ "$p" -gt 0 ] && [ "$bad" -eq 0 ]; then
	ok "carc gen: $n princess removals, $p portal placements, every game valid"
else
	ko "carc gen: $n removals, $p portal placements, $bad games not valid"
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
