#!/bin/sh
# markings.sh - the expansions' markings as players know them (issue 18):
# on a board of a game with every expansion, each watchtower is drawn as
# a tower with the symbol of what it counts (five types, five symbols),
# the orange and the blue rose each in its own colour, signposts as
# arrows, quarter tiles with their section, the active rose's sections
# when a quarter tile is the move shown, a legend entry for every kind
# of marking on the board, and no id badge in their place.
set -u
: "${CARC:?}" "${SQLITE3:=sqlite3}" "${top_srcdir:=.}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-mark.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
fail=0
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }

"$CARC" gen --games 6 --seed 5 --expansions compass:hig,signposts,watchtowers \
    "$tmp/g.db" >/dev/null || { echo "FAIL: carc gen"; exit 1; }
towers_seen=
for game in 1 2 3 4 5 6; do
	svg=$tmp/$game.svg
	"$CARC" replay "$tmp/g.db" --game "$game" --svg "$svg" ||
	    { bad "carc replay game $game"; continue; }
	# tiles of each expansion on the board, and their markings
	nt=$("$SQLITE3" "$tmp/g.db" "SELECT count(*) FROM moves WHERE
	    game_id = $game AND tile LIKE 'WT%' AND action = 'place'")
	ng=$(grep -c 'class="glyph tower"' "$svg")
	[ "$nt" -eq "$ng" ] || bad "game $game: $nt tower tiles, $ng towers drawn"
	grep -q 'class="glyph rose"' "$svg" || bad "game $game: no rose drawn"
	grep 'class="glyph rose"' "$svg" | grep -q 'fill="#e8770e"' ||
	    bad "game $game: the orange rose is not orange"
	if "$SQLITE3" "$tmp/g.db" "SELECT 1 FROM moves WHERE game_id = $game
	    AND tile = 'CR-BLUE'" | grep -q 1; then
		grep 'class="glyph rose"' "$svg" | grep -q 'fill="#1f6fd1"' ||
		    bad "game $game: the blue rose is not blue"
	fi
	ns=$("$SQLITE3" "$tmp/g.db" "SELECT count(*) FROM moves WHERE
	    game_id = $game AND tile LIKE 'SP%' AND action = 'place'")
	[ "$ns" -eq 0 ] || grep -q 'class="glyph signpost"' "$svg" ||
	    bad "game $game: signposts not drawn as arrows"
	grep -q 'class="marking"' "$svg" &&
	    bad "game $game: an id badge where markings belong"
	# a legend entry per meaning of marking on the board
	for k in tower rose signpost quarter; do
		if grep -q "class=\"glyph $k\"" "$svg"; then
			case $k in
			tower) w='watchtower:' ;; rose) w='rose:' ;;
			signpost) w='signpost:' ;; quarter) w='quarter tile:' ;;
			esac
			grep -q "<g class=\"legend\">.*$w" "$svg" ||
			    bad "game $game: no legend for the $k"
		fi
	done
	# the symbols the towers show (one per type)
	towers_seen="$towers_seen $(grep -o 'class="glyph tower".*' "$svg" |
	    sed -n 's/.*(\(TOWER-[A-Z]*\)).*/\1/p')"
	# a quarter tile's move: the active rose's sections are shown
	seq=$("$SQLITE3" "$tmp/g.db" "SELECT min(seq) FROM moves WHERE
	    game_id = $game AND tile IN ('CR-NE','CR-SE','CR-SW','CR-NW')")
	if [ -n "$seq" ]; then
		"$CARC" replay "$tmp/g.db" --game "$game" --to "$seq" \
		    --svg "$tmp/q.svg" || bad "replay --to $seq"
		grep -q 'class="sections"' "$tmp/q.svg" ||
		    bad "game $game seq $seq: a quarter tile, no sections shown"
		"$CARC" replay "$tmp/g.db" --game "$game" --to $((seq + 1)) \
		    --svg "$tmp/q.svg"
		if ! "$SQLITE3" "$tmp/g.db" "SELECT tile FROM moves WHERE
		    game_id = $game AND seq = $((seq + 1))" | grep -q '^CR-'; then
			grep -q 'class="sections"' "$tmp/q.svg" &&
			    bad "game $game seq $((seq + 1)): sections without a quarter tile"
		fi
	fi
done
n=$(printf '%s\n' $towers_seen | sort -u | grep -c TOWER-)
[ "$n" -eq 5 ] || bad "five tower types, $n seen: $(printf '%s ' $towers_seen | tr ' ' '\n' | sort -u | tr '\n' ' ')"
# seat colours that match the players' names, in pictures and pages:
# game 641 of replays/base/city-small.sql seats Red (0) and Blue (1)
"$SQLITE3" -bail "$tmp/c.db" <"$top_srcdir/db/schema.sql" >/dev/null &&
    "$SQLITE3" -bail "$tmp/c.db" <"$top_srcdir/replays/base/city-small.sql" ||
    bad "loading city-small.sql"
"$CARC" replay "$tmp/c.db" --game 641 --svg "$tmp/c.svg" || bad "replay 641"
sw=$(grep -o 'height="12" fill="#[0-9a-f]*"' "$tmp/c.svg" | sed 's/.*fill="//; s/"//' | tr '\n' ' ')
[ "$sw" = "#d62728 #1f5fbf " ] ||
    bad "players Red and Blue have the swatches '$sw', not red and blue"
# Red's knight has scored and gone home: the record's meeple, dashed
grep -o '<g class="meeple ghost".*' "$tmp/c.svg" | grep -q 'stroke="#d62728"' ||
    bad "Red's meeple is not drawn red"
"$CARC" report "$tmp/c.db" --out "$tmp/rep" --all >/dev/null 2>&1
grep -q '^\[641,\["Red","Blue"\].*\["#d62728","#1f5fbf"\]\],$' \
    "$tmp/rep/games.js" || bad "the index does not colour Red red"
grep -q 'background:#d62728"></span>Red (seat 0)' "$tmp/rep/games/641.html" ||
    bad "the game page does not colour Red red"

# a points line never parts a rule id from its points: game 643's award
# "+2 Red (seat 0), city: city of 2 tiles, 0 coats of arms [BASE-CITY-SMALL
# 2]" is one character too long for the panel
"$CARC" replay "$tmp/c.db" --game 643 --to 1 --svg "$tmp/c.svg" || bad "replay 643"
grep -q '>\[BASE-CITY-SMALL 2\]</text>' "$tmp/c.svg" ||
    bad "the points line of game 643 breaks inside '[BASE-CITY-SMALL 2]'"

# the report's move viewer keeps the legend of its board
"$CARC" report "$tmp/g.db" --out "$tmp/grep" --all >/dev/null 2>&1
for k in watchtower: 'rose:' signpost: 'quarter tile:'; do
	sed -n '/<div id="v-board">/,/<\/div>/p' "$tmp/grep/games/1.html" |
	    grep -q "<g class=\"legend\">.*$k" ||
	    bad "the viewer of game 1 has no legend for '$k'"
done

# the reference's TOWER-ROAD board shows the meeple that earned the
# points where it stood before it went home
"$CARC" reference --out "$tmp/ref" >/dev/null 2>&1 || bad "carc reference"
grep -q 'class="meeple ghost".*before the move, and went home when it scored' \
    "$tmp/ref/TOWER-ROAD.html" ||
    bad "TOWER-ROAD: the scoring meeple is not shown before it went home"

echo "markings: $fail failures"
[ $fail -eq 0 ]
