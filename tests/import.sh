#!/bin/sh
# import.sh - carc import jcz (doc/import-jcz.md).
#
# 1. The hand-written saves in tests/import/ (base game, Watchtowers, Wind
#    Roses) import, verify valid as moves-only records, with the totals
#    worked out by hand below.
# 2. Every refusal save is refused with its exact message, and nothing of
#    it is written; a good save beside a refused one is still imported.
# 3. Garbage (truncations, wrong types, huge numbers) is refused, never
#    a crash.
# 4. The twenty JCloisterZone games of tests/fixtures/jcz-sample, written
#    back as .jcz saves (no scores, no discards: a save has neither),
#    import as finished games that verify valid with JCloisterZone's
#    final totals: the seats, the spots, the end of the game and the
#    discards the importer infers are all right.
# Under valgrind when $VALGRIND is set: no error, nothing definitely lost.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}" "${VALGRIND:=}"
dir=$top_srcdir/tests/import
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-import.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM

pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

vg=
if [ -n "$VALGRIND" ]; then
	vg="$VALGRIND -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite"
fi

# -- 1. supported saves ------------------------------------------------------
# base.jcz: Alice closes a 2-tile city (4); Bob's road D-U-U ends at two
# crossings, 5 tiles (5); a farmer and a monk stay out.
# watchtowers.jcz: Alice's meeple on the road tower's road; Bob closes the
# road (3 tiles: 3) and the road tower counts the road tiles around it
# (D and itself: 2); Alice closes a 2-tile city (4): 9, 0.
# compass.jcz: Alice's SW quarter in SW of the orange rose (3); Bob's NE
# quarter east of it (3), his 3-tile city closed by Alice (6); the blue
# rose (rotated 270) takes over and Alice's NW quarter at (-1, 1) is in
# its NW section though south of the orange rose (3): 6, 9.
db=$tmp/good.db
out=$($vg $CARC import jcz "$dir/base.jcz" "$dir/watchtowers.jcz" \
    "$dir/compass.jcz" --db "$db" --first-id 10 2>"$tmp/err")
rc=$?
if [ $rc -eq 0 ] && [ ! -s "$tmp/err" ]; then
	ok "import of the three saves"
else
	ko "import of the three saves (exit $rc)"; cat "$tmp/err"
fi
check_game() { # id totals expansions
	v=$($CARC verify --format json --game "$1" "$db")
	case $v in
	*'"verdict":"valid"'*'"computed":'"$2"*'"moves_only":true'*)
		ok "game $1 valid, totals $2" ;;
	*)	ko "game $1: expected valid with totals $2"; echo "$v" ;;
	esac
	e=$("$SQLITE3" "$db" "SELECT group_concat(name || '/' || \
	    coalesce(variant, '-'), ' ') FROM game_expansions WHERE game_id = $1")
	s=$("$SQLITE3" "$db" "SELECT status || ' ' || (SELECT count(*) FROM \
	    scores WHERE game_id = $1) || ' ' || (SELECT count(final_score) \
	    FROM players WHERE game_id = $1) FROM games WHERE id = $1")
	if [ "$e" = "$3" ] && [ "$s" = "in_progress 0 0" ]; then
		ok "game $1 expansions '$3', in progress, no scores"
	else
		ko "game $1: expansions '$e' (want '$3'), status/scores '$s'"
	fi
}
check_game 10 '[4,5]' ''
check_game 11 '[9,0]' 'watchtowers/-'
check_game 12 '[6,9]' 'compass/hig'
case $out in
*"base.jcz': game 10, in_progress, 7 moves"*"game 11"*"game 12"*) ok "report lines" ;;
*)	ko "report lines: $out" ;;
esac
# The spots, as converted: "S", "WE" -> E, "SL.SR.WL.ER" -> ER, "I" -> C,
# "_NEW" -> S, "_SW" -> N, "NW" -> N.
m=$("$SQLITE3" "$db" "SELECT group_concat(coalesce(meeple, '-'), ' ') FROM \
    (SELECT meeple FROM moves ORDER BY game_id, seq)")
if [ "$m" = "- S E ER - - C - W S S - N N - - -" ]; then
	ok "meeple spots"
else
	ko "meeple spots: $m"
fi
# A taken id is refused; the next free id is used without --first-id.
$CARC import jcz "$dir/base.jcz" --db "$db" --first-id 11 >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && grep -q "already has a game 11" "$tmp/err"; then
	ok "a taken game id is refused"
else
	ko "a taken game id (exit $rc)"; cat "$tmp/err"
fi
out=$($CARC import jcz "$dir/base.jcz" --db "$db" 2>&1)
case $out in *"game 13,"*) ok "next free id" ;; *) ko "next free id: $out" ;; esac

# -- 2. refusals ---------------------------------------------------------------
refuse() { # file message
	rdb=$tmp/refused.db
	rm -f "$rdb"
	$vg $CARC import jcz "$dir/$1" --db "$rdb" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	n=$("$SQLITE3" "$rdb" "SELECT count(*) FROM games")
	if [ $rc -eq 1 ] && [ "$(cat "$tmp/err")" = "carc: '$dir/$1': $2" ] &&
	    [ "$n" = 0 ] && [ ! -s "$tmp/out" ]; then
		ok "$1 refused"
	else
		ko "$1: exit $rc, $n games, want: carc: '$dir/$1': $2"
		cat "$tmp/err"
	fi
}
refuse refuse-abbot.jcz "element 'abbot' is not supported"
refuse refuse-garden.jcz "element 'garden' is not supported"
refuse refuse-river.jcz "expansion 'river' is not supported"
refuse refuse-expansion.jcz "expansion 'inns-and-cathedrals' is not supported"
refuse refuse-tile.jcz "replay[0] (PLACE_TILE): unknown tile id 'BA/Nope'"
refuse refuse-json.jcz "not a JCloisterZone save: bad JSON at line 9, column 35: string or '}' expected near end of file"

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
$CARC import jcz "$dir/nowhere.jcz" --db "$db" 2>"$tmp/err"
grep -q "'.*nowhere.jcz': cannot open: " "$tmp/err" && ok "missing file" ||
    { ko "missing file"; cat "$tmp/err"; }
$CARC import xyz "$dir/base.jcz" --db "$db" 2>/dev/null
[ $? -eq 2 ] && ok "unknown format: exit 2" || ko "unknown format"
$CARC import jcz "$dir/base.jcz" 2>/dev/null
[ $? -eq 2 ] && ok "no --db: exit 2" || ko "no --db"

# -- 3. garbage ---------------------------------------------------------------
g=$tmp/garbage
mkdir "$g"
: > "$g/empty.jcz"
printf 'null' > "$g/null.jcz"
printf '[]' > "$g/array.jcz"
printf '{"appVersion": 5}' > "$g/version-type.jcz"
printf '{"appVersion": "4.4.0"}' > "$g/version-4.jcz"
i=0
# Each line: a sed expression applied to base.jcz.
while IFS= read -r e; do
	i=$((i + 1))
	sed "$e" "$dir/base.jcz" > "$g/edit-$i.jcz"
done <<'EOF'
s/"position": \[1, 0\]/"position": [99999999999999999999, 0]/
s/"position": \[1, 0\]/"position": [1e300, 0]/
s/"position": \[1, 0\]/"position": [1001, 0]/
s/"position": \[1, 0\]/"position": [1]/
s/"position": \[1, 0\]/"position": "1,0"/
s/"R90"/"R45"/
s/"R90"/90/
s/"player": 1/"player": 7/
s/"player": 1/"player": -1/
s/"player": 1/"player": "1"/
s/"tileId": "BA\/L"/"tileId": null/
s/"location": "WE"/"location": "WEW"/
s/"location": "WE"/"location": "_NESW"/
s/"location": "WE"/"location": "NL..NR"/
s/"location": "WE"/"location": "NL.XX"/
s/"location": "WE"/"location": ""/
s/"feature": "Road"/"feature": "Tower"/
s/"SmallFollower", "meepleId": "2.small.0"/"Abbot"/
s/"type": "PASS", "player": 1/"type": "UNDO", "player": 1/
s/"players": \[.*\]/"players": []/
s/"players": \[.*\]/"players": [1, 2]/
s/"players": \[.*\]/"players": [{},{},{},{},{},{},{}]/
s/"name": "Alice"/"name": "A\\u0000B"/
s/"tiles": { "basic:1": 1 }/"tiles": []/
s/"tiles": { "basic:1": 1 }/"tiles": { "basic": "yes" }/
s/"tiles": { "basic:1": 1 }/"tiles": { "basic": 0 }/
s/"farmers": true/"farmers": false/
s/"start": \[.*\]/"start": []/
s/"position": \[0, 0\]/"position": [0, 1]/
s/"replay": \[/"replay": {/
s/"position": \[0, -1\], "feature"/"position": [0, 5], "feature"/
s/"type": "PLACE_TILE", "player": 0,/"type": "PLACE_TILE", "player": 0, "player": 1,/
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
n=$("$SQLITE3" "$db" "SELECT count(*) FROM games")
[ $bad -eq 0 ] && [ "$n" = 0 ] && ok "garbage refused ($(ls "$g" | wc -l) files)"
if [ -n "$vg" ]; then
	for f in "$g/edit-1.jcz" "$g/edit-12.jcz" "$g/edit-18.jcz" "$g/cut-149.jcz"; do
		$vg $CARC import jcz "$f" --db "$db" >/dev/null 2>"$tmp/err"
		[ $? -eq 1 ] && ok "valgrind $(basename "$f")" ||
		    { ko "valgrind $(basename "$f")"; cat "$tmp/err"; }
	done
fi

# -- 4. the JCloisterZone sample as saves ---------------------------------------
sample=$top_srcdir/tests/fixtures/jcz-sample
# Our tile ids -> JCloisterZone's, from the catalogues' aliases.
awk '/^- id: / { id = $3 } /^  aliases: \[/ { a = $2; sub(/^\[/, "", a);
    sub(/[],].*$/, "", a); print "INSERT INTO alias VALUES (\x27" id \
    "\x27, \x27" a "\x27);" }' "$top_srcdir/core/tiles/base.yaml" \
    "$top_srcdir/plugins/compass/compass.yaml" \
    "$top_srcdir/plugins/watchtowers/watchtowers.yaml" > "$tmp/alias.sql"
db=$tmp/sample.db
while IFS= read -r line; do
	file=$(printf '%s\n' "$line" | sed 's/.*"file": "\([^"]*\)".*/\1/')
	game=$(printf '%s\n' "$line" | sed 's/.*"game": \([0-9]*\).*/\1/')
	final=$(printf '%s\n' "$line" | sed 's/.*"final": \(\[[^]]*\]\).*/\1/' | tr -d ' ')
	src=$tmp/src-$game.db
	jcz=$tmp/$game.jcz
	{ cat "$sample/schema.sql" "$sample/$file"
	  echo "CREATE TABLE alias(id TEXT, jcz TEXT);"
	  cat "$tmp/alias.sql"; } | "$SQLITE3" -bail "$src" || {
		ko "$file does not load"; continue; }
	"$SQLITE3" -bail "$src" > "$jcz" <<EOF || { ko "$file: no save"; continue; }
SELECT json_object(
  'appVersion', '5.12.0',
  'players', (SELECT json_group_array(json_object('name', name))
              FROM (SELECT name FROM players ORDER BY seat)),
  'setup', json_object(
    'tiles', json_object('basic', 1,
      'wind-rose', (SELECT count(*) FROM game_expansions WHERE name = 'compass'),
      'watchtowers', (SELECT count(*) FROM game_expansions WHERE name = 'watchtowers')),
    'elements', json_object('farmers', json('true')),
    'start', json_array(json_object(
      'tile', (SELECT jcz FROM alias, moves WHERE alias.id = moves.tile AND seq = 0),
      'position', json_array(0, 0),
      'rotation', (SELECT 'R' || rotation FROM moves WHERE seq = 0)))),
  'replay', (SELECT json_group_array(json(msg)) FROM (
    SELECT msg FROM (
      SELECT 2 * seq AS k, json_object('type', 'PLACE_TILE', 'player', seat,
        'payload', json_object('tileId', a.jcz, 'position', json_array(x, y),
          'rotation', 'R' || rotation)) AS msg
      FROM moves JOIN alias a ON a.id = moves.tile
      WHERE seq > 0 AND action = 'place'
      UNION ALL
      SELECT 2 * seq + 1, CASE WHEN meeple IS NULL THEN
          json_object('type', 'PASS', 'player', seat)
        ELSE json_object('type', 'DEPLOY_MEEPLE', 'player', seat,
          'payload', json_object('pointer', json_object(
            'position', json_array(x, y),
            'location', CASE meeple WHEN 'C' THEN 'I' ELSE meeple END),
            'meepleType', 'SmallFollower')) END
      FROM moves WHERE seq > 0 AND action = 'place')
    ORDER BY k)));
EOF
	# The two games with a discard run the engine: under valgrind too.
	v=
	case $game in 2010|3001) v=$vg ;; esac
	out=$($v $CARC import jcz "$jcz" --db "$db" --first-id "$game" 2>&1)
	v=$($CARC verify --format json --game "$game" "$db")
	case $out in *", finished, "*) fin=1 ;; *) fin=0 ;; esac
	case $v in
	*'"verdict":"valid"'*'"computed":'"$final"*'"moves_only":true'*)
		if [ $fin -eq 1 ]; then
			ok "$file as a save: finished, valid, totals $final"
		else
			ko "$file: not seen as finished: $out"
		fi ;;
	*)	ko "$file as a save: expected valid with totals $final"
		echo "$out"; echo "$v" ;;
	esac
done < "$sample/expected.jsonl"
d=$("$SQLITE3" "$db" "SELECT group_concat(game_id || ':' || seq || ':' || \
    seat || ':' || tile, ' ') FROM moves WHERE action = 'discard'")
[ "$d" = "2010:2:1:C 3001:6:2:B" ] && ok "inferred discards" ||
    ko "inferred discards: $d"

echo "import: $pass passed, $fail failed"
[ $fail -eq 0 ]
