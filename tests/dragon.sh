#!/bin/sh
# dragon.sh - the dragon of The Princess & the Dragon where the rules put
# it (doc/rules/princess_dragon.md 2): on the replays of
# replays/princess_dragon/, `carc replay --to SEQ` shows it on the
# volcano placed last (2.1), from beside the board, then flown to the
# next volcano; after a dragon tile, where its walk leaves it, the
# figures it ate back in their owners' supplies (2.2).
set -u
: "${top_srcdir:=.}" "${top_builddir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-dragon.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

rp=$top_srcdir/replays/princess_dragon
load() {	# the replay's file name, without .sql
	"$SQLITE3" "$tmp/$1.db" <"$top_srcdir/db/schema.sql" &&
	    "$SQLITE3" "$tmp/$1.db" <"$rp/$1.sql" || exit 99
}
# where the dragon stands after move SEQ of game ID in replay NAME:
# "(x,y)", or "none" beside the board
dragon_at() {	# name id seq
	"$CARC" replay "$tmp/$1.db" --game "$2" --to "$3" \
	    --plugin-dir "$top_builddir/plugins/.libs" >"$tmp/out" 2>&1
	sed -n 's/^  dragon  *neutral  *on \(([-0-9]*,[-0-9]*)\).*/\1/p' \
	    "$tmp/out" | grep . || echo none
}
at() {	# name id seq expected why
	got=$(dragon_at "$1" "$2" "$3")
	[ "$got" = "$4" ] && ok "$1 after seq $3: the dragon on $4 ($5)" ||
	    ko "$1 after seq $3: the dragon on $got, not $4 ($5)"
}

# 2.1: the first volcano brings the dragon from beside the board, the
# next one takes it there; a break's refused figure changes nothing.
load volcano-pass
at volcano-pass 3721 0 none "no volcano yet"
at volcano-pass 3721 1 "(0,1)" "the volcano PD01"
at volcano-pass 3721 2 "(0,1)" "an ordinary tile"
at volcano-pass 3721 3 "(0,2)" "the volcano PD03"
load volcano-break
at volcano-break 3731 1 "(0,1)" "the volcano, its follower refused"

# the figures a seat has in supply after move SEQ
supply() {	# name id seq seat-name
	"$CARC" replay "$tmp/$1.db" --game "$2" --to "$3" \
	    --plugin-dir "$top_builddir/plugins/.libs" 2>&1 |
	    sed -n "s/^  $4 (seat [0-9]) .* supply \([0-9]*\)$/\1/p"
}
has() {	# name id seq seat-name expected why
	got=$(supply "$1" "$2" "$3" "$4")
	[ "$got" = "$5" ] && ok "$1 after seq $3: $4 has $5 in supply ($6)" ||
	    ko "$1 after seq $3: $4 has ${got:-?} in supply, not $5 ($6)"
}

# 2.2: six steps from the volcano along the road, eating Bob's follower
# at (1,0) and Alice's farmer at (2,0); then a walk of two from (5,0)
# that eats Alice's farmer at (6,0) and ends at a dead end.
load dragon-pass
at dragon-pass 3751 6 "(0,1)" "no dragon tile yet"
has dragon-pass 3751 6 Bob 6 "his follower on the road"
has dragon-pass 3751 6 Alice 6 "her farmer at (2,0)"
at dragon-pass 3751 7 "(5,0)" "six steps"
has dragon-pass 3751 7 Bob 7 "his follower eaten at (1,0)"
has dragon-pass 3751 7 Alice 6 "her farmer at (2,0) eaten, one at (6,0)"
at dragon-pass 3751 8 "(7,0)" "two steps, a dead end"
has dragon-pass 3751 8 Alice 7 "her farmer eaten at (6,0)"
# the fairy's tile is closed to the dragon: its walk ends at (1,0)
load fairy-walk-pass
at fairy-walk-pass 3755 7 "(1,0)" "two steps, the fairy at (2,0)"
has fairy-walk-pass 3755 7 Alice 5 "her farmers at (2,0) and (6,0)"
has fairy-walk-pass 3755 7 Bob 7 "his follower eaten at (1,0)"
# refused steps are not carried out
load step-break
at step-break 3754 7 "(1,0)" "the step onto the fairy's tile refused"
load order-break
at order-break 3753 7 "(0,1)" "the first step by the wrong seat refused"
load when-break
at when-break 3756 6 "(0,1)" "a move without a dragon tile refused"

# the pictures (2.2): the dragon where it stands, and the walk of the
# turn as a line through the centres of its tiles (draw_board), from the
# dragon tile's move until the next turn
svg() {	# name id seq
	"$CARC" replay "$tmp/$1.db" --game "$2" --to "$3" --svg "$tmp/$1.svg" \
	    --plugin-dir "$top_builddir/plugins/.libs" >/dev/null 2>&1
}
drawn() {	# name id seq fixed-string why
	svg "$1" "$2" "$3"
	grep -qF "$4" "$tmp/$1.svg" && ok "$1 after seq $3: the picture shows $5" ||
	    ko "$1 after seq $3: the picture does not show $5 ($4)"
}
drawn dragon-pass 3751 7 '<title>dragon neutral on (5,0)</title>' "the dragon"
drawn dragon-pass 3751 7 'M50 150 L50 50 L150 50 L250 50 L350 50 L450 50 L550 50' \
    "the walk of six steps"
drawn dragon-pass 3751 8 'M550 50 L650 50 L750 50' "the walk of two steps"
svg dragon-pass 3751 6
grep -q 'DRAGON-STEP' "$tmp/dragon-pass.svg" &&
    ko "dragon-pass after seq 6: a walk drawn where none was" ||
    ok "dragon-pass after seq 6: no walk drawn"

# carc import jcz reads the walk (import.jcz `any_player: [dragon]`):
# tests/fixtures/jcz-dragon/dragon-walk.jcz is written by hand in the
# shape of tests/import/abbot.jcz and of the messages JCloisterZone's
# source writes (no save of a real game with the dragon is at hand), with
# the sets basic:1 and princess-and-dragon:1: Alice's volcano DG/F.v at
# [0, 1] (the dragon's arrival has no message), Bob's BA/RFr at [1, 0]
# with a meeple on the road, Alice's dragon tile DG/RFr.d at [2, 0] and
# the walk as JCloisterZone's DragonMovePhase writes it, one
# MOVE_NEUTRAL_FIGURE of dragon.1 "to" [x, y] by each player in turn:
# [0, 0] (Alice), [1, 0] (Bob, his meeple eaten), [2, 0] (Alice), where
# the dragon can go no further.  Without the stepping player the save is
# refused by name.
jz=$top_srcdir/tests/fixtures/jcz-dragon
"$CARC" import jcz "$jz/dragon-walk.jcz" "$jz/refuse-dragon-player.jcz" \
    --db "$tmp/jcz.db" --plugin-dir "$top_builddir/plugins/.libs" \
    >"$tmp/out" 2>"$tmp/err"
rows=$("$SQLITE3" "$tmp/jcz.db" "SELECT group_concat(seq || ':' || n || ':' ||
    seat || ':' || verb || ' ' || kind || ' ' || x || ',' || y ||
    coalesce(' ' || spot, ''), ' ') FROM (SELECT * FROM actions ORDER BY
    seq, n)" 2>&1)
[ "$rows" = "3:1:0:move dragon 0,0 3:2:1:move dragon 1,0 3:3:0:move dragon 2,0" ] &&
    ok "the walk imported as three steps, each by its player" ||
    ko "the walk imported: $rows ($(cat "$tmp/err"))"
grep -qF "replay[9] (MOVE_NEUTRAL_FIGURE): no player: each player moves this figure in turn, the mover cannot be told: 'dragon.1'" "$tmp/err" &&
    ok "a step without its player refused by name" ||
    ko "a step without its player: $(cat "$tmp/err")"
"$CARC" verify --plugin-dir "$top_builddir/plugins/.libs" "$tmp/jcz.db" \
    >"$tmp/v" 2>&1
tail -1 "$tmp/v" | grep -qx "1 game: 1 valid, 0 divergent, 0 unverifiable" &&
    ok "the imported walk verifies valid" ||
    ko "the imported walk: $(cat "$tmp/v")"
cp "$tmp/jcz.db" "$tmp/dragon-walk.db"
# the walk after the scoring (JCloisterZone's dragon-move after-scoring,
# the first edition's) is a game carc does not play: refused by name
sed 's/"rules": {}/"rules": {"dragon-move": "after-scoring"}/;
    s/"gameId": "[^"]*"/"gameId": "after-scoring"/' "$jz/dragon-walk.jcz" \
    >"$tmp/after.jcz"
"$CARC" import jcz "$tmp/after.jcz" --db "$tmp/after.db" \
    --plugin-dir "$top_builddir/plugins/.libs" >/dev/null 2>"$tmp/err"
grep -qF "rule switch 'dragon-move' is 'after-scoring': a rule carc cannot check" \
    "$tmp/err" && ok "the walk after the scoring refused by name" ||
    ko "the walk after the scoring: $(cat "$tmp/err")"
at dragon-walk 1 3 "(2,0)" "three steps, a dead end"
has dragon-walk 1 3 Bob 7 "his meeple eaten at (1,0)"

# carc gen plays the walks: every dragon tile placed once the dragon is
# on the board has its steps, none comes before the first volcano, and
# every game verifies valid
"$CARC" gen --plugin-dir "$top_builddir/plugins/.libs" --games 12 \
    --seed 5 --expansions princess_dragon "$tmp/g.db" >/dev/null 2>&1 ||
    ko "carc gen --expansions princess_dragon"
q() { "$SQLITE3" "$tmp/g.db" "$1"; }
dragon_tiles="'PD04','PD06','PD07','PD13','PD14','PD16','PD19','PD22','PD25','PD26','PD28'"
volcanoes="'PD01','PD03','PD05','PD15','PD17','PD21'"
n=$(q "SELECT count(*) FROM actions WHERE verb = 'move' AND kind = 'dragon'")
w=$(q "SELECT count(*) FROM moves m WHERE m.tile IN ($dragon_tiles) AND
    EXISTS (SELECT 1 FROM moves v WHERE v.game_id = m.game_id AND
    v.seq < m.seq AND v.tile IN ($volcanoes) AND v.action = 'place') AND
    NOT EXISTS (SELECT 1 FROM actions a WHERE a.game_id = m.game_id AND
    a.seq = m.seq AND a.kind = 'dragon')")
[ "${n:-0}" -gt 0 ] && [ "$w" = 0 ] &&
    ok "gen walks the dragon ($n steps), after every dragon tile" ||
    ko "gen walks the dragon: $n steps, $w dragon tiles without a walk"
a=$(q "SELECT count(*) FROM moves m WHERE m.tile IN ($dragon_tiles) AND
    m.action = 'place' AND NOT EXISTS (SELECT 1 FROM moves v WHERE
    v.game_id = m.game_id AND v.seq < m.seq AND v.tile IN ($volcanoes)
    AND v.action = 'place')")
[ "$a" = 0 ] && ok "gen sets dragon tiles aside until a volcano" ||
    ko "gen places $a dragon tiles before any volcano"
"$CARC" verify --plugin-dir "$top_builddir/plugins/.libs" "$tmp/g.db" \
    >"$tmp/v" 2>&1
tail -1 "$tmp/v" | grep -qx "12 games: 12 valid, 0 divergent, 0 unverifiable" &&
    ok "the generated games verify valid" ||
    ko "the generated games verify valid: $(grep -v ': valid' "$tmp/v" | head -5)"

echo "dragon: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
