#!/bin/sh
# import.sh - carc import jcz (doc/import-jcz.md), on saves in the shape
# JCloisterZone 5.x writes them.
#
# 1. The saves written for the tests in tests/import/ (base game with every
#    rule switch, Watchtowers and Wind Roses with only the switches that
#    differ, the early small-city rule with the start tile off (0, 0), a
#    C2 game with a garden tile) import and verify valid as moves-only
#    records, with the totals worked out by hand below.
# 2. Every refusal save is refused with its exact message, and no
#    database is left behind; a good save beside a refused one is still
#    imported; missing, unreadable and non-regular paths fail the command
#    (exit 2) before anything is written; directories are walked.
# 3. A save is known by its content (issue 34): the digest of its game as
#    doc/import-jcz.md defines it (worked out apart, tests/jcz-digest.py)
#    is kept in games.source; importing twice changes nothing, a save
#    already there (from this run or before, by the carc before issue 34
#    too) is skipped, naming its game; the same save written again with
#    other whitespace, key order, escapes and spellings of its numbers is
#    the same save; one message changed, or another save with the same
#    gameId, is another game; a game whose source merely names the gameId
#    is not the save; four imports at once write each save once.
# 4. Garbage (truncations, wrong types, huge numbers) is refused, never
#    a crash.
# 5. The twenty real JCloisterZone saves of tests/fixtures/jcz-sample/saves
#    import as finished games whose moves are exactly the converted games
#    (.sql) beside them, inferred discards included, and verify valid with
#    the totals of expected.jsonl.
# Under valgrind when $VALGRIND is set: no error, nothing definitely lost.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}" "${VALGRIND:=}"
dir=$top_srcdir/tests/import
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-import.XXXXXX") || exit 99
trap 'chmod -R u+rwx "$tmp"; rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never

pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

vg=
if [ -n "$VALGRIND" ]; then
	vg="$VALGRIND -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite"
fi
dump() { "$SQLITE3" "$1" .dump | cksum; }

# -- 1. supported saves ------------------------------------------------------
# base.jcz: Alice closes a 2-tile city (4); Bob's road D-U-U ends at two
# crossings, 5 tiles (5); a farmer and a monk stay out.  Its switches of
# unused expansions (princess-action "must", dragon-move "after-scoring")
# are not defaults, and ignored.
# watchtowers.jcz: Alice's meeple on the road tower's road; Bob closes the
# road (3 tiles: 3) and the road tower counts the road tiles around it
# (D and itself: 2); Alice closes a 2-tile city (4): 9, 0.
# compass.jcz: Alice's SW quarter in SW of the orange rose (3); Bob's NE
# quarter east of it (3), his 3-tile city closed by Alice (6); the blue
# rose (rotated 270) takes over and Alice's NW quarter at (-1, 1) is in
# its NW section though south of the orange rose (3): 6, 9.
# smallcity.jcz: base.jcz with "tiny-city-scoring": "2", the start tile at
# (3, -2) and every square shifted with it: the early C1 rule scores
# Alice's 2-tile city 2 (rules-en.md 1.8): 2, 5.
# garden.jcz: base.jcz as a C2 game (basic:2, gardens on, no Abbot) whose
# city cap is the garden tile BA/CG: 4, 5.
# brought.jcz: compass.jcz without the element wind-rose, which
# JCloisterZone adds whenever the set wind-roses is used: the same game.
# noplayer.jcz: base.jcz with no player on its messages (clients before
# October 2020): the seats follow the turn order, the same moves.
# abbot.jcz (basic:2, abbot, garden; gameAnnotations.endTurn 4): Alice's
# abbot on the garden of BA/RFrG at (1, 0); Bob's monk on BA/L at (1, 1);
# Alice places BA/L at (2, 1) and takes the abbot back (RETURN_MEEPLE,
# ABBOT_RETURN): its garden scores its own tile and the 3 around it, D,
# (1, 1) and the tile just placed: 4 (record-format.md); Bob's BA/Rr at
# (2, 0) ends the game after 4 draws: Bob's monastery has 4 of its 8
# neighbours, 5.  Finished under the free supply: 4, 5.
# inns.jcz (six players, Inns & Cathedrals): A's big meeple on the road of
# the inn tile IC/RFr.i at (1, 0); B and C close it with crossings at
# (2, 0) and (-1, 0): 4 tiles with an inn, 8; D's monk at (0, 1); E on the
# inn road of IC/RRR.i at (3, 0), closed by F's crossing at (4, 0): 2
# tiles with an inn, 4; the game goes on: 8, 0, 0, 0, 4, 0.
# river.jcz (three players): the spring RI/s as start tile, then three
# river tiles eastwards with a farmer, a knight and a monk: 0, 0, 0.
db=$tmp/good.db
ten="base watchtowers compass smallcity garden brought noplayer abbot inns river"
set --
want=
n=10
for f in $ten; do
	set -- "$@" "$dir/$f.jcz"
	want="$want$dir/$f.jcz: game $n
"
	n=$((n + 1))
done
want="${want}imported 10, skipped 0 (already there), refused 0"
out=$($vg $CARC import jcz "$@" --db "$db" --first-id 10 2>"$tmp/err")
rc=$?
if [ $rc -eq 0 ] && [ ! -s "$tmp/err" ] && [ "$out" = "$want" ]; then
	ok "import of the ten saves, each file's game named"
else
	ko "import of the ten saves (exit $rc): $out"; cat "$tmp/err"
fi
check_game() { # id totals expansions ruleset [status supply]
	v=$($CARC verify --format json --game "$1" "$db")
	case $v in
	*'"verdict":"valid"'*'"computed":'"$2"*'"moves_only":true'*)
		ok "game $1 valid, totals $2" ;;
	*)	ko "game $1: expected valid with totals $2"; echo "$v" ;;
	esac
	e=$("$SQLITE3" "$db" "SELECT group_concat(name || '/' || \
	    coalesce(variant, '-'), ' ') FROM game_expansions WHERE game_id = $1")
	s=$("$SQLITE3" "$db" "SELECT status || ' ' || ruleset || ' ' || \
	    tile_supply || ' ' || \
	    (SELECT count(*) FROM scores WHERE game_id = $1) || ' ' || \
	    (SELECT count(final_score) FROM players WHERE game_id = $1) \
	    FROM games WHERE id = $1")
	if [ "$e" = "$3" ] &&
	    [ "$s" = "${5:-in_progress} $4 ${6:-standard} 0 0" ]; then
		ok "game $1 expansions '$3', ruleset $4, ${5:-in_progress}, ${6:-standard} supply, no scores"
	else
		ko "game $1: expansions '$e' (want '$3'), status/ruleset/scores '$s'"
	fi
}
check_game 10 '[4,5]' '' final
check_game 11 '[9,0]' 'watchtowers/-' final
check_game 12 '[6,9]' 'compass/hig' final
check_game 13 '[2,5]' '' c1-early-smallcity
check_game 14 '[4,5]' '' final
check_game 15 '[6,9]' 'compass/hig' final
check_game 16 '[4,5]' '' final
check_game 17 '[4,5]' 'abbot/-' final finished free
check_game 18 '[8,0,0,0,4,0]' 'inns_cathedrals/-' final
check_game 19 '[0,0,0]' 'river/-' final
# The figures as record-format.md writes them: the abbot on the garden
# and taken back, the big meeple ("WE" -> E); the spring at seq 0.
m=$("$SQLITE3" "$db" "SELECT group_concat(tile || '=' || \
    coalesce(meeple, '-'), ' ') FROM (SELECT tile, meeple FROM moves \
    WHERE game_id IN (17, 18, 19) ORDER BY game_id, seq)")
if [ "$m" = "D=- UG=abbot:C B=C B=return:abbot@1,0 V=- D=- IC15=big:E W=- W=- B=C IC14=E X=- RV01=- RV06=NL RV02=N RV04=C" ]; then
	ok "figures, taking back, the spring"
else
	ko "figures, taking back, the spring: $m"
fi
n=$("$SQLITE3" "$db" "SELECT count(*) FROM players WHERE game_id = 18")
[ "$n" = 6 ] && ok "six seats" || ko "six seats: $n"
# The spots, as converted: "S", "WE" -> E, "SL.SR.WL.ER" -> ER, "I" -> C,
# "_NEW" -> S, "_SW" -> N, "NW" -> N; smallcity's squares as base's.
m=$("$SQLITE3" "$db" "SELECT group_concat(coalesce(meeple, '-'), ' ') FROM \
    (SELECT meeple FROM moves WHERE game_id < 13 ORDER BY game_id, seq)")
if [ "$m" = "- S E ER - - C - W S S - N N - - -" ]; then
	ok "meeple spots"
else
	ko "meeple spots: $m"
fi
q="SELECT group_concat(seq || ':' || coalesce(seat, '-') || ':' || tile || \
    ':' || x || ',' || y || ':' || rotation || ':' || coalesce(meeple, '-'), \
    ' ') FROM moves WHERE game_id ="
if [ "$("$SQLITE3" "$db" "$q 10")" = "$("$SQLITE3" "$db" "$q 13")" ]; then
	ok "start tile off (0, 0): squares counted from it"
else
	ko "start tile off (0, 0): $("$SQLITE3" "$db" "$q 13")"
fi
if [ "$("$SQLITE3" "$db" "$q 10")" = "$("$SQLITE3" "$db" "$q 16")" ]; then
	ok "no player on the messages: seats from the turn order"
else
	ko "no player on the messages: $("$SQLITE3" "$db" "$q 16")"
fi
digest() { python3 "$top_srcdir/tests/jcz-digest.py" "$@"; }
s=$("$SQLITE3" "$db" "SELECT source FROM games WHERE id = 10")
case $s in
"JCloisterZone 5.12.1 gameId=c0ffee0000000000000000000000b001 sha256=$(digest "$dir/base.jcz"), save 'base.jcz', imported by carc "*)
	ok "games.source keeps the gameId and the save's digest" ;;
*)	ko "games.source: $s" ;;
esac
n=10 bad=
for f in $ten; do
	s=$("$SQLITE3" "$db" "SELECT source FROM games WHERE id = $n")
	case $s in
	*" sha256=$(digest "$dir/$f.jcz"), save '$f.jcz', "*) ;;
	*)	bad="$bad $f" ;;
	esac
	n=$((n + 1))
done
[ -z "$bad" ] && ok "each save's digest is the one doc/import-jcz.md defines" ||
    ko "the digest is not the documented one for:$bad"
# A taken id is refused; the next free id is used without --first-id.
# (Another game: base.jcz with another gameId would be the same save.)
sed 's/c0ffee0000000000000000000000b001/c0ffee0000000000000000000000b0ff/
    s/"Alice"/"Alicia"/' "$dir/base.jcz" > "$tmp/other.jcz"
$CARC import jcz "$tmp/other.jcz" --db "$db" --first-id 11 >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && grep -q "already has a game 11" "$tmp/err"; then
	ok "a taken game id is refused"
else
	ko "a taken game id (exit $rc)"; cat "$tmp/err"
fi
$CARC import jcz "$tmp/other.jcz" --db "$db" >/dev/null 2>&1
n=$("$SQLITE3" "$db" "SELECT count(*) FROM games WHERE id = 20 AND source \
    LIKE '%gameId=c0ffee0000000000000000000000b0ff %'")
[ "$n" = 1 ] && ok "next free id" || ko "next free id"

# -- 2. refusals and paths ------------------------------------------------------
refuse() { # file message
	rdb=$tmp/refused.db
	$vg $CARC import jcz "$dir/$1" --db "$rdb" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -eq 1 ] && [ "$(cat "$tmp/err")" = "carc: '$dir/$1': $2" ] &&
	    [ ! -e "$rdb" ] && [ "$(cat "$tmp/out")" = \
	    "imported 0, skipped 0 (already there), refused 1" ]; then
		ok "$1 refused, no database left"
	else
		ko "$1: exit $rc, want: carc: '$dir/$1': $2"
		cat "$tmp/err" "$tmp/out"; ls -l "$rdb" 2>/dev/null
	fi
	rm -f "$rdb"
}
refuse refuse-abbot.jcz "element 'abbot' without the element 'garden' is not supported"
refuse refuse-expansion.jcz "tile set 'inns-and-cathedrals:1' without the element 'big-follower' is not supported"
refuse refuse-set.jcz "tile set 'hills-and-sheep:1' is not supported"
refuse refuse-edition.jcz "tile set 'basic:1' is edition 1: with 'abbot' carc plays every set's edition 2"
refuse refuse-source.jcz "replay[7] (RETURN_MEEPLE): source not supported: 'PRINCESS'"
refuse refuse-endturn.jcz "4 tiles placed, but gameAnnotations.endTurn ends the game after 3"
refuse refuse-copies.jcz "tile set 'basic:1' is used 2 times: carc checks games with one copy of each set"
refuse refuse-followers.jcz "element 'small-follower' is not 7: carc checks games of 7 followers each (BASE-SETUP-SUPPLY)"
refuse refuse-farmers.jcz "element 'farmers' is off: carc checks games with farmers only"
# JCloisterZone's pigs-no-stack.jcz with three pigs each: pig: 2 is the
# variant pigs=2 (traders_builders.yaml's variants), 3 no variant's
refuse refuse-pigs.jcz "element 'pig' is not 1: carc checks games with 1 each, or as its variants say"
refuse refuse-rule.jcz "rule switch 'tiny-city-scoring' is '6': a rule carc cannot check"
refuse refuse-switch.jcz "rule switch 'fields-scoring' is unknown to carc: what it changes cannot be checked"
refuse refuse-meeple.jcz "replay[1] (DEPLOY_MEEPLE): meeple type not supported: 'abbot'"
# UNDO takes back the turn's last figure message (the fairy-endgame saves
# of tests/fixtures/jcz-engine-tests); an UNDO of the tile itself is
# refused by name
refuse refuse-message.jcz "replay[10] (UNDO): nothing of the turn to take back but its tile: not supported"
# JCloisterZone's fairy-endgame saves, one thing changed each: a second
# UNDO in a row (only the turn's last figure message is taken back), and
# a second player whose fairy goes beside the first player's meeple (the
# fairy goes beside one's own follower)
refuse refuse-undo-twice.jcz "replay[3] (UNDO): nothing of the turn to take back but its tile: not supported"
refuse refuse-fairy-other.jcz "replay[4] (MOVE_NEUTRAL_FIGURE): the meeple is not of the player who placed the tile: '0.small.1'"
# MOVE_NEUTRAL_FIGURE is read (record format 2); a figure no catalogue's
# import.jcz `neutral:` maps is refused by name
refuse refuse-neutral.jcz "replay[10] (MOVE_NEUTRAL_FIGURE): figure not supported: 'mage.1'"
# PLACE_TOKEN (goldmines/gold-scoring.jcz edited): a token no catalogue's
# tokens: names, and a pointer that is not a square
refuse refuse-token.jcz "replay[4] (PLACE_TOKEN): token not supported: 'SILVER'"
refuse refuse-token-pointer.jcz "replay[4] (PLACE_TOKEN): pointer is not a tile's [x, y]"
refuse refuse-tile.jcz "replay[0] (PLACE_TILE): unknown tile id 'BA/Nope'"
refuse refuse-json.jcz "not a JCloisterZone save: bad JSON at line 60, column 28: premature end of input near '\"'"

# The names are the catalogues' data, and a broken import block is a
# broken catalogue: the command fails when it loads them (exit 2), naming
# file:line:col once, before any save is read (base.jcz does not even use
# the set) and with no database made (carc-tiles(5), IMPORT).
pd=$tmp/plugins
mkdir "$pd" && chmod 755 "$pd"
for so in "${CARC_PLUGIN_DIR:-plugins/.libs}"/*.so; do cp "$so" "$pd/"; done
for y in "$top_srcdir"/plugins/*/*.yaml; do cp "$y" "$pd/"; done
# broken NAME WANT: carc import with $pd fails at load with WANT
broken() {
	$CARC import jcz "$dir/base.jcz" "$dir/river.jcz" --db "$tmp/pd.db" \
	    --plugin-dir "$pd" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -eq 2 ] && [ "$(cat "$tmp/err")" = "carc: $2" ] &&
	    [ ! -s "$tmp/out" ] && [ ! -e "$tmp/pd.db" ]; then
		ok "$1: the command fails at load, naming where"
	else
		ko "$1 (exit $rc, $(test -e "$tmp/pd.db" && echo "a database made" || echo "no database"))"
		cat "$tmp/err" "$tmp/out"
	fi
	rm -f "$tmp/pd.db"
}
river=$top_srcdir/plugins/river/river.yaml
sed 's/^    brings: \[river\]$/    brings: [river]\n    sets_: [river\/2]/' \
    "$river" > "$pd/river.yaml"
broken "a misspelt key of a catalogue's import block" \
    "$pd/river.yaml:32:5: import.jcz: unknown key 'sets_'"
sed 's/^    brings: \[river\]$/    brings: [river]\n    rules: {river-x: {"1": final, "2": finale}}/' \
    "$river" > "$pd/river.yaml"
broken "a switch that picks no ruleset" \
    "$pd/river.yaml:32:40: import.jcz: unknown ruleset"
sed 's/^    brings: \[river\]$/    brings: [river]\n    features: {Spring: middle}/' \
    "$river" > "$pd/river.yaml"
broken "a feature placed elsewhere than the centre" \
    "$pd/river.yaml:32:24: import.jcz: expected 'centre'"
sed 's/^    elements: {river: true}$/    elements: [river]/' \
    "$river" > "$pd/river.yaml"
broken "a list where a mapping goes" \
    "$pd/river.yaml:30:15: import.jcz: expected a mapping"
cp "$river" "$pd/river.yaml"

db=$tmp/mixed.db
$CARC import jcz "$dir/refuse-abbot.jcz" "$dir/base.jcz" --db "$db" \
    >/dev/null 2>&1
rc=$?
n=$("$SQLITE3" "$db" "SELECT count(*) FROM games")
if [ $rc -eq 1 ] && [ "$n" = 1 ]; then
	ok "a refused save does not stop the others"
else
	ko "mixed import: exit $rc, $n games"
fi
# A refused save leaves an existing database as it was.
before=$(dump "$db")
$CARC import jcz "$dir/refuse-tile.jcz" --db "$db" >/dev/null 2>&1
[ $? -eq 1 ] && [ "$(dump "$db")" = "$before" ] &&
    ok "a refused save changes nothing" || ko "a refused save changed $db"
# Missing, unreadable, not regular: exit 2, nothing written, no database.
nodb=$tmp/none.db
$vg $CARC import jcz "$dir/base.jcz" "$dir/nowhere.jcz" --db "$nodb" \
    >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 2 ] && [ ! -e "$nodb" ] && [ ! -s "$tmp/out" ] &&
    grep -q "^carc: '.*nowhere.jcz': cannot open: " "$tmp/err"; then
	ok "missing file: exit 2, no database"
else
	ko "missing file: exit $rc"; cat "$tmp/err"; ls -l "$nodb" 2>/dev/null
fi
$CARC import jcz "$tmp/other.jcz" "$dir/nowhere.jcz" --db "$db" \
    >/dev/null 2>&1
[ $? -eq 2 ] && [ "$(dump "$db")" = "$before" ] &&
    ok "missing file: an existing database unchanged" ||
    ko "missing file: $db changed"
mkfifo "$tmp/fifo.jcz" 2>/dev/null
if [ -p "$tmp/fifo.jcz" ]; then
	timeout 20 $CARC import jcz "$tmp/fifo.jcz" --db "$nodb" \
	    >/dev/null 2>"$tmp/err"
	rc=$?
	if [ $rc -eq 2 ] && [ ! -e "$nodb" ] && [ "$(cat "$tmp/err")" = \
	    "carc: '$tmp/fifo.jcz': cannot read: not a regular file" ]; then
		ok "a FIFO is refused without blocking"
	else
		ko "FIFO: exit $rc"; cat "$tmp/err"
	fi
	mkdir "$tmp/withfifo"
	mv "$tmp/fifo.jcz" "$tmp/withfifo/"
	cp "$dir/base.jcz" "$tmp/withfifo/"
	timeout 20 $CARC import jcz "$tmp/withfifo" --db "$nodb" \
	    >/dev/null 2>&1
	rc=$?
	[ $rc -eq 2 ] && [ ! -e "$nodb" ] &&
	    ok "a FIFO in a directory: exit 2, nothing written" ||
	    ko "a FIFO in a directory: exit $rc"
fi
cp "$dir/base.jcz" "$tmp/locked.jcz"
chmod 000 "$tmp/locked.jcz"
if ! cat "$tmp/locked.jcz" >/dev/null 2>&1; then
	$CARC import jcz "$tmp/locked.jcz" --db "$nodb" >/dev/null 2>"$tmp/err"
	rc=$?
	[ $rc -eq 2 ] && [ ! -e "$nodb" ] &&
	    grep -q "locked.jcz': cannot open: " "$tmp/err" &&
	    ok "unreadable file: exit 2, no database" ||
	    { ko "unreadable file: exit $rc"; cat "$tmp/err"; }
fi
rm -f "$tmp/locked.jcz"
# A directory: every *.jcz under it, in name order; each refusal named.
mkdir -p "$tmp/tree/sub"
cp "$dir/refuse-abbot.jcz" "$dir/base.jcz" "$tmp/tree/"
cp "$dir/compass.jcz" "$tmp/tree/sub/"
echo "not a save" > "$tmp/tree/notes.txt"
out=$($CARC import jcz "$tmp/tree" --db "$tmp/tree.db" 2>"$tmp/err")
rc=$?
t=$("$SQLITE3" "$tmp/tree.db" "SELECT group_concat(substr(source, \
    instr(source, 'save')), '; ') FROM games")
if [ $rc -eq 1 ] &&
    [ "$out" = "$tmp/tree/base.jcz: game 1
$tmp/tree/sub/compass.jcz: game 2
imported 2, skipped 0 (already there), refused 1" ] &&
    [ "$(cat "$tmp/err")" = "carc: '$tmp/tree/refuse-abbot.jcz': element 'abbot' without the element 'garden' is not supported" ] &&
    case $t in "save 'base.jcz', "*"; save 'compass.jcz', "*) true ;; *) false ;; esac; then
	ok "a directory: walked, refusals named, summary"
else
	ko "a directory (exit $rc): $out / $t"; cat "$tmp/err"
fi
$CARC import xyz "$dir/base.jcz" --db "$db" 2>/dev/null
[ $? -eq 2 ] && ok "unknown format: exit 2" || ko "unknown format"
$CARC import jcz "$dir/base.jcz" 2>/dev/null
[ $? -eq 2 ] && ok "no --db: exit 2" || ko "no --db"

# -- 3. twice, and what a save is ------------------------------------------------
db=$tmp/good.db
before=$(dump "$db")
out=$($CARC import jcz "$dir/base.jcz" "$dir" --db "$db" 2>"$tmp/err")
rc=$?
if [ $rc -eq 1 ] && [ "$(dump "$db")" = "$before" ] &&
    [ "$(printf '%s\n' "$out" | tail -n 1)" = "imported 0, skipped 11 (already there), refused 21" ] &&
    [ "$(printf '%s\n' "$out" | grep -c ': skipped, already game ')" = 11 ] &&
    [ "$(printf '%s\n' "$out" | grep -cx "$dir/base.jcz: skipped, already game 10")" = 2 ] &&
    printf '%s\n' "$out" | grep -qx "$dir/river.jcz: skipped, already game 19" &&
    [ "$(grep -c ': skipped' "$tmp/err")" = 0 ]; then
	ok "a second import changes nothing and names each save's game"
else
	ko "a second import (exit $rc): $out"; cat "$tmp/err"
fi

# The same save twice in one run: the second is the first's game.
out=$($CARC import jcz "$dir/base.jcz" "$dir/base.jcz" --db "$tmp/two.db" 2>&1)
if [ "$out" = "$dir/base.jcz: game 1
$dir/base.jcz: skipped, already game 1
imported 1, skipped 1 (already there), refused 0" ]; then
	ok "one save twice in one run: one game"
else
	ko "one save twice in one run: $out"
fi

# The same save written again by another program: other indentation, keys
# in another order, "Alice" with an escape, 0.25 as 2.5e-1, non-ASCII
# characters as they are: the same save.
python3 -c 'import json, sys
save = json.load(open(sys.argv[1]))
json.dump(save, open(sys.argv[2], "w"), indent=7, sort_keys=True,
    ensure_ascii=False)' "$dir/base.jcz" "$tmp/rewritten.jcz"
sed 's/"Alice"/"\\u0041lice"/; s/"random": 0.25/"random": 2.5e-1/' \
    "$tmp/rewritten.jcz" > "$tmp/respelled.jcz"
before=$(dump "$db")
out=$($CARC import jcz "$tmp/rewritten.jcz" "$tmp/respelled.jcz" --db "$db" 2>&1)
if ! cmp -s "$dir/base.jcz" "$tmp/rewritten.jcz" &&
    grep -q 'u0041lice' "$tmp/respelled.jcz" &&
    grep -q '2.5e-1' "$tmp/respelled.jcz" &&
    [ "$(dump "$db")" = "$before" ] && [ "$out" = "$tmp/rewritten.jcz: skipped, already game 10
$tmp/respelled.jcz: skipped, already game 10
imported 0, skipped 2 (already there), refused 0" ]; then
	ok "a save written again (whitespace, key order, escapes, numbers): the same save"
else
	ko "a save written again: $out"
fi

# One message changed (the farmer of turn 3 not placed): another game,
# imported under a new id; the gameId it shares with game 10 is no
# identity.  Its moves are game 10's but for that figure.
sed 's/{"type": "DEPLOY_MEEPLE", "payload": {"pointer": {"position": \[2, 0\], "location": "SL.SR.WL.ER", "feature": "Field"}, "meepleId": "0.small.2"}, "player": 0, "clock": 8000}/{"type": "PASS", "payload": {}, "player": 0, "clock": 8000}/' \
    "$dir/base.jcz" > "$tmp/changed.jcz"
out=$($CARC import jcz "$tmp/changed.jcz" --db "$db" 2>&1)
m=$("$SQLITE3" "$db" "SELECT group_concat(seq || '=' || coalesce(meeple, '-'), ' ') \
    FROM (SELECT a.seq, a.meeple FROM moves a JOIN moves b ON b.game_id = 10 \
    AND b.seq = a.seq WHERE a.game_id = 21 AND (a.meeple IS NOT b.meeple OR \
    a.tile IS NOT b.tile OR a.x IS NOT b.x OR a.y IS NOT b.y))")
v=$($CARC verify --format json --game 21 "$db")
if ! cmp -s "$dir/base.jcz" "$tmp/changed.jcz" &&
    [ "$out" = "$tmp/changed.jcz: game 21
imported 1, skipped 0 (already there), refused 0" ] && [ "$m" = "3=-" ] &&
    case $v in *'"verdict":"valid"'*) true ;; *) false ;; esac; then
	ok "one message changed: another game (21), valid, its one figure fewer"
else
	ko "one message changed: $out / moves differing: $m / $v"
fi

# A database the carc before issue 34 wrote: games.source with the
# gameId alone (its very form, as 0.1 wrote it).  The same save is still
# known (its rows are those it makes); another save with that gameId is
# not (the engine tests share "1"), nor is a game of another program whose
# source happens to name the gameId.
old=$tmp/old.db
$CARC import jcz "$dir/base.jcz" "$dir/compass.jcz" --db "$old" >/dev/null 2>&1
"$SQLITE3" "$old" "UPDATE games SET source = replace(source, \
    substr(source, instr(source, ' sha256='), 72), '')"
"$SQLITE3" "$old" "UPDATE games SET source = 'JCloisterZone 5.12.1 \
    gameId=c0ffee0000000000000000000000c0ff, from a server''s log' WHERE id = 2"
s=$("$SQLITE3" "$old" "SELECT source FROM games WHERE id = 1")
sed 's/c0ffee0000000000000000000000b001/c0ffee0000000000000000000000c0ff/' \
    "$dir/compass.jcz" > "$tmp/compass-c0ff.jcz"
before=$("$SQLITE3" "$old" "SELECT count(*) FROM games")
# (river.jcz first: the old games are read back after a write.)
out=$($CARC import jcz "$dir/river.jcz" "$dir/base.jcz" "$tmp/changed.jcz" \
    "$tmp/compass-c0ff.jcz" --db "$old" 2>&1)
case $s in
"JCloisterZone 5.12.1 gameId=c0ffee0000000000000000000000b001, save 'base.jcz', imported by carc "*)
	if [ "$before" = 2 ] && [ "$out" = "$dir/river.jcz: game 3
$dir/base.jcz: skipped, already game 1
$tmp/changed.jcz: game 4
$tmp/compass-c0ff.jcz: game 5
imported 3, skipped 1 (already there), refused 0" ]; then
		ok "a database of the carc before: the same save known, others with its gameId imported"
	else
		ko "a database of the carc before: $out"
	fi ;;
*)	ko "the old source was not made: $s" ;;
esac
out=$($CARC import jcz "$dir/base.jcz" "$tmp/changed.jcz" \
    "$tmp/compass-c0ff.jcz" --db "$old" 2>&1)
[ "$(printf '%s\n' "$out" | tail -n 1)" = "imported 0, skipped 3 (already there), refused 0" ] &&
    ok "a database of the carc before, imported into again: all known" ||
    ko "a database of the carc before, again: $out"

# Four imports at once into one database: each save written once, none
# refused for an id another took (the write lock is taken before a save
# is looked up, the next id read under it).
conc=$tmp/conc.db
$CARC import jcz "$dir/base.jcz" --db "$conc" >/dev/null 2>&1
for k in 1 2 3 4; do
	$CARC import jcz "$top_srcdir/tests/fixtures/jcz-sample/saves" "$dir" \
	    --db "$conc" >"$tmp/conc$k.out" 2>"$tmp/conc$k.err" &
done
wait
d=$("$SQLITE3" "$conc" "SELECT count(*) || ' ' || count(DISTINCT \
    substr(source, instr(source, ' sha256='), 72)) FROM games")
imported=0 bad=
for k in 1 2 3 4; do
	last=$(tail -n 1 "$tmp/conc$k.out")
	case $last in
	"imported "*", skipped "*" (already there), refused 21") ;;
	*)	bad="$bad $k:$last" ;;
	esac
	imported=$((imported + $(grep -c ': game ' "$tmp/conc$k.out")))
	[ "$(grep -c "already has a game\|database is locked" "$tmp/conc$k.err")" = 0 ] ||
	    bad="$bad $k:$(grep -m 1 'already has\|locked' "$tmp/conc$k.err")"
done
if [ -z "$bad" ] && [ "$d" = "30 30" ] && [ "$imported" = 29 ]; then
	ok "four imports at once: 29 saves written once, by one of them"
else
	ko "four imports at once: games/digests $d, written $imported:$bad"
fi

# -- 4. garbage ---------------------------------------------------------------
g=$tmp/garbage
mkdir "$g"
: > "$g/empty.jcz"
printf 'null' > "$g/null.jcz"
printf '[]' > "$g/array.jcz"
printf '{"appVersion": 5}' > "$g/version-type.jcz"
i=0
# Each line: a sed expression applied to base.jcz.
while IFS= read -r e; do
	i=$((i + 1))
	sed "$e" "$dir/base.jcz" > "$g/edit-$i.jcz"
	cmp -s "$dir/base.jcz" "$g/edit-$i.jcz" && ko "garbage edit $i: no change"
done <<'EOF'
s/"position": \[1, 0\]/"position": [99999999999999999999, 0]/
s/"position": \[1, 0\]/"position": [1e300, 0]/
s/"position": \[1, 0\]/"position": [1001, 0]/
s/"position": \[1, 0\]/"position": [1]/
s/"position": \[1, 0\]/"position": "1,0"/
s/"R90"/"R45"/
s/"R90"/90/
s/"player": 1, "clock": 4000/"player": 7, "clock": 4000/
s/"player": 1, "clock": 4000/"player": -1, "clock": 4000/
s/"player": 1, "clock": 4000/"player": "1", "clock": 4000/
s/"player": 1, "clock": 5000/"player": 0, "clock": 5000/
s/"tileId": "BA\/L"/"tileId": null/
s/"location": "WE"/"location": "WEW"/
s/"location": "WE"/"location": "_NESW"/
s/"location": "WE"/"location": "NL..NR"/
s/"location": "WE"/"location": "NL.XX"/
s/"location": "WE"/"location": ""/
s/"feature": "Road"/"feature": "Tower"/
s/"meepleId": "1.small.1"/"meepleId": "0.small.1"/
s/"meepleId": "1.small.1"/"meepleId": "1.small"/
s/"meepleId": "1.small.1"/"meepleId": "x.small.1"/
s/"meepleId": "1.small.1"/"meepleId": 7/
s/"players": \[/"players": 3, "x": [/
s/"players": \[/"players": [1, 2, 3, 4, 5, 6, 7], "x": [/
s/"name": "Alice"/"name": "A\\u0000B"/
s/"name": "Alice"/"name": 5/
s/"sets": {/"sets": [], "y": {/
s/"basic:1": 1/"basic:1": "yes"/
s/"basic:1": 1/"basic:1": 0/
s/"basic:1": 1/"basic:9": 1/
s/"small-follower": 7/"small-follower": 7.0/
s/"farmers": true/"farmers": 0/
s/"elements": {/"elements": 1, "v": {/
s/"rules": {/"rules": [], "w": {/
s/"tiny-city-scoring": "4"/"tiny-city-scoring": ["4"]/
s/"start": \[/"start": [], "z": [/
s/"x": 0,/"x": 1e9,/
s/"rotation": 0$/"rotation": 45/
s/"rotation": 0$/"rotation": "R0"/
s/"tile": "BA\/RCr"/"tile": "WR\/CFR"/
s/"replay": \[/"replay": {/
s/"position": \[0, -1\], "location"/"position": [0, 5], "location"/
s/{"type": "PLACE_TILE", "payload": {"tileId": "BA\/C"/{"type": "PLACE_TILE", "type": "X", "payload": {"tileId": "BA\/C"/
s/{"type": "PLACE_TILE", "payload": {"tileId": "BA\/C", "rotation": "R180", "position": \[0, -1\]}/{"type": "COMMIT", "payload": {}/
s/"gameId": "c0ffee0000000000000000000000b001"/"gameId": "a b"/
s/"gameId": "c0ffee0000000000000000000000b001"/"gameId": null/
s/"appVersion": "5.12.1"/"appVersion": "4.4.0"/
EOF
# Truncations of a good save at every 37th byte.
size=$(wc -c < "$dir/base.jcz")
n=1
while [ $n -lt "$size" ]; do
	head -c $n "$dir/base.jcz" > "$g/cut-$n.jcz"
	n=$((n + 37))
done
db=$tmp/garbage.db
bad=0
for f in "$g"/*.jcz; do
	$CARC import jcz "$f" --db "$db" >/dev/null 2>"$tmp/err"
	rc=$?
	if [ $rc -ne 1 ] || ! grep -q "^carc: '$f': " "$tmp/err"; then
		ko "garbage $(basename "$f"): exit $rc"; cat "$tmp/err"
		bad=1
	fi
done
[ $bad -eq 0 ] && [ ! -e "$db" ] && ok "garbage refused ($(ls "$g" | wc -l) files)"
if [ -n "$vg" ]; then
	for f in "$g/edit-1.jcz" "$g/edit-13.jcz" "$g/edit-21.jcz" "$g/cut-149.jcz"; do
		$vg $CARC import jcz "$f" --db "$db" >/dev/null 2>"$tmp/err"
		[ $? -eq 1 ] && ok "valgrind $(basename "$f")" ||
		    { ko "valgrind $(basename "$f")"; cat "$tmp/err"; }
	done
fi

# -- 5. the real JCloisterZone saves --------------------------------------------
sample=$top_srcdir/tests/fixtures/jcz-sample
db=$tmp/sample.db
out=$($vg $CARC import jcz "$sample/saves" --db "$db" 2>"$tmp/err")
rc=$?
if [ $rc -eq 0 ] && [ ! -s "$tmp/err" ] &&
    [ "$(printf '%s\n' "$out" | tail -n 1)" = "imported 20, skipped 0 (already there), refused 0" ] &&
    [ "$(printf '%s\n' "$out" | grep -c "^$sample/saves/.*\.jcz: game [0-9]*$")" = 20 ]; then
	ok "the 20 real saves import"
else
	ko "the 20 real saves (exit $rc): $out"; cat "$tmp/err"
fi
# Our game ids follow the file names; JCloisterZone's gameId is the
# sample's game number in hexadecimal.
"$SQLITE3" "$db" "SELECT id, substr(source, instr(source, 'gameId=') + 7, \
    32), status FROM games ORDER BY id" > "$tmp/ids"
while IFS= read -r line; do
	file=$(printf '%s\n' "$line" | sed 's/.*"file": "\([^"]*\)".*/\1/')
	game=$(printf '%s\n' "$line" | sed 's/.*"game": \([0-9]*\).*/\1/')
	final=$(printf '%s\n' "$line" | sed 's/.*"final": \(\[[^]]*\]\).*/\1/' | tr -d ' ')
	hex=$(printf '%032x' "$game")
	id=$(grep "|$hex|finished\$" "$tmp/ids" | cut -d'|' -f1)
	if [ -z "$id" ]; then
		ko "$file: gameId $hex not imported as a finished game"
		continue
	fi
	v=$($CARC verify --format json --game "$id" "$db")
	case $v in
	*'"verdict":"valid"'*'"computed":'"$final"*'"moves_only":true'*)
		ok "$file as saved by JCloisterZone: finished, valid, totals $final" ;;
	*)	ko "$file as saved: expected valid with totals $final"
		echo "$v" ;;
	esac
	# The moves, move by move, are the converted game's.
	src=$tmp/src-$game.db
	cat "$sample/schema.sql" "$sample/$file" | "$SQLITE3" -bail "$src" || {
		ko "$file does not load"; continue; }
	d=$("$SQLITE3" "$src" "ATTACH '$db' AS i; SELECT count(*) FROM moves f \
	    LEFT JOIN i.moves m ON m.game_id = $id AND m.seq = f.seq WHERE \
	    m.seq IS NULL OR f.seat IS NOT m.seat OR f.tile IS NOT m.tile OR \
	    f.action IS NOT m.action OR f.x IS NOT m.x OR f.y IS NOT m.y OR \
	    f.rotation IS NOT m.rotation OR f.meeple IS NOT m.meeple; \
	    SELECT count(*) FROM moves; \
	    SELECT count(*) FROM i.moves WHERE game_id = $id")
	set -- $d
	if [ "$1" = 0 ] && [ "$2" = "$3" ]; then
		ok "$file: the $2 moves are the converted game's"
	else
		ko "$file: $1 moves differ, $2 converted, $3 imported"
	fi
done < "$sample/expected.jsonl"
d=$("$SQLITE3" "$db" "SELECT count(*) FROM moves WHERE action = 'discard'")
[ "$d" = 2 ] && ok "two discards inferred" || ko "inferred discards: $d"
before=$(dump "$db")
out=$($CARC import jcz "$sample/saves" "$sample/saves/base-1001.jcz" \
    --db "$db" 2>"$tmp/err")
rc=$?
if [ $rc -eq 0 ] && [ "$(dump "$db")" = "$before" ] &&
    [ "$(printf '%s\n' "$out" | tail -n 1)" = "imported 0, skipped 21 (already there), refused 0" ] &&
    [ "$(printf '%s\n' "$out" | grep -c ": skipped, already game ")" = 21 ]; then
	ok "the real saves imported twice: nothing changes"
else
	ko "the real saves twice (exit $rc): $out"
fi

echo "import: $pass passed, $fail failed"
[ $fail -eq 0 ]
