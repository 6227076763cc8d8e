#!/bin/sh
# markings.sh - the expansions' markings as players know them, drawn from
# what the plugins describe (issues 18 and 29): on the boards of games
# with every expansion, each watchtower a tower with the symbol of what it
# counts (five types, five symbols) and its points on a flag, the orange
# and the blue rose each in its own colour with its north marked,
# signposts as arrows, quarter tiles with their section's name as a
# label, the active rose's sections over the board when a quarter tile is
# the move shown, a legend entry for every meaning of marking on the
# board, every marking linked to its rule, and no id badge in their place;
# the same of The River's, The Abbot's and Inns & Cathedrals' markings and
# figures (issue 30), below.
set -u
: "${CARC:?}" "${SQLITE3:=sqlite3}" "${top_srcdir:=.}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-mark.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
fail=0
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }

placed() {	# placed GAME LIKE: tiles of that id pattern placed
	"$SQLITE3" "$tmp/g.db" "SELECT count(*) FROM moves WHERE game_id = $1
	    AND tile LIKE '$2' AND action = 'place'"
}

"$CARC" gen --games 6 --seed 5 --expansions compass:hig,signposts,watchtowers \
    "$tmp/g.db" >/dev/null || { echo "FAIL: carc gen"; exit 1; }
towers_seen=
for game in 1 2 3 4 5 6; do
	svg=$tmp/$game.svg
	"$CARC" replay "$tmp/g.db" --game "$game" --svg "$svg" ||
	    { bad "carc replay game $game"; continue; }
	# each tile's markings are one group on one line, its rule inside
	grep '<g class="markings"' "$svg" >"$tmp/mk"
	nt=$(placed "$game" 'WT%')
	ng=$(grep -c 'data-rule="TOWER-' "$tmp/mk")
	[ "$nt" -eq "$ng" ] || bad "game $game: $nt tower tiles, $ng towers drawn"
	# a tower: its body, its window, the symbol and its points per thing
	grep 'data-rule="TOWER-' "$tmp/mk" | while read -r l; do
		case $l in
		*TOWER-MEEPLE*) sym='d="M50 42.5 C52.5' pts=2 ;;
		*TOWER-COA*) sym='fill="#1d4fa3"' pts=2 ;;
		*TOWER-ROAD*) sym='stroke="#f3ead2"' pts=1 ;;
		*TOWER-MONASTERY*) sym='fill="#a8372a"' pts=3 ;;
		*TOWER-CITY*) sym='fill="#d9a05b"' pts=1 ;;
		esac
		case $l in *"$sym"*">$pts</text>"*) ;;
		*) echo "FAIL: game $game: a tower without its symbol or its $pts" ;;
		esac
	done | grep FAIL && fail=$((fail + 1))
	towers_seen="$towers_seen $(grep -o 'data-rule="TOWER-[A-Z]*"' "$tmp/mk" |
	    sed 's/.*"\(TOWER-[A-Z]*\)"/\1/')"
	# the roses: in their colours, north marked
	grep 'data-rule="ROSE-ACTIVE"' "$tmp/mk" | grep 'fill="#e8770e"' |
	    grep -q '>N</text>' || bad "game $game: the orange rose is not orange with its N"
	if [ "$(placed "$game" 'CR-BLUE')" -gt 0 ]; then
		grep 'data-rule="ROSE-ACTIVE"' "$tmp/mk" | grep 'fill="#1f6fd1"' |
		    grep -q '>N</text>' || bad "game $game: the blue rose is not blue with its N"
	fi
	# a signpost tile: its arrows, under the rule they show
	ns=$(placed "$game" 'SP%')
	nd=$(grep -c 'data-rule="SIGN-DIR"' "$tmp/mk")
	[ "$ns" -eq "$nd" ] || bad "game $game: $ns signpost tiles, $nd drawn"
	# a quarter tile: its section's name, as a label over the figures
	nq=$(placed "$game" 'CR-__')
	nl=$(grep '<g class="labels"' "$svg" | grep 'data-rule="ROSE-QUARTER-3"' |
	    grep -c '<text class="label"[^>]*>\(NE\|SE\|SW\|NW\)</text>')
	[ "$nq" -eq "$nl" ] || bad "game $game: $nq quarter tiles, $nl named"
	grep -q 'class="badge"' "$svg" &&
	    bad "game $game: an id badge where markings belong"
	# a legend entry per meaning of marking on the board
	for k in TOWER- ROSE-ACTIVE SIGN-DIR ROSE-QUARTER-3; do
		if grep -q "data-rule=\"$k" "$svg"; then
			case $k in
			TOWER-) w='watchtower:' ;; ROSE-ACTIVE) w=' rose: ' ;;
			SIGN-DIR) w='signpost, ' ;; ROSE-QUARTER-3) w='quarter tile:' ;;
			esac
			sed -n '/<g class="legend">/,/<\/g>$/p' "$svg" |
			    grep -q "$w" || bad "game $game: no legend for $k"
		fi
	done
	# a quarter tile's move: the active rose's sections are shown, the
	# quarter tile's own section larger
	seq=$("$SQLITE3" "$tmp/g.db" "SELECT min(seq) FROM moves WHERE
	    game_id = $game AND tile IN ('CR-NE','CR-SE','CR-SW','CR-NW')")
	if [ -n "$seq" ]; then
		"$CARC" replay "$tmp/g.db" --game "$game" --to "$seq" \
		    --svg "$tmp/q.svg" || bad "replay --to $seq"
		grep '<g class="board-art">' "$tmp/q.svg" |
		    grep -q 'data-rule="ROSE-SECTION"' ||
		    bad "game $game seq $seq: a quarter tile, no sections shown"
		sec=$("$SQLITE3" "$tmp/g.db" "SELECT substr(tile, 4) FROM moves
		    WHERE game_id = $game AND seq = $seq")
		grep '<g class="board-labels">' "$tmp/q.svg" |
		    grep -q "font-size=\"24.0\"[^>]*>$sec</text>" ||
		    bad "game $game seq $seq: the section $sec not named large"
		grep -q '>bands and names: the sections' "$tmp/q.svg" ||
		    bad "game $game seq $seq: no legend for the sections"
		"$CARC" replay "$tmp/g.db" --game "$game" --to $((seq + 1)) \
		    --svg "$tmp/q.svg"
		if ! "$SQLITE3" "$tmp/g.db" "SELECT tile FROM moves WHERE
		    game_id = $game AND seq = $((seq + 1))" | grep -q '^CR-'; then
			grep -q 'data-rule="ROSE-SECTION"' "$tmp/q.svg" &&
			    bad "game $game seq $((seq + 1)): sections without a quarter tile"
		fi
	fi
done
n=$(printf '%s\n' $towers_seen | sort -u | grep -c TOWER-)
[ "$n" -eq 5 ] || bad "five tower types, $n seen: $(printf '%s ' $towers_seen | tr ' ' '\n' | sort -u | tr '\n' ' ')"

# The River, The Abbot, Inns & Cathedrals (issue 30): the river's tiles
# framed in its colour with their water edges as bands, the spring and the
# lake at their centres, every garden, each inn beside its road and each
# cathedral in its city, the abbot by its own icon, the big follower half
# as large again, each in the legend, each marking linked to its rule,
# and no id badge on a tile that has markings.  The tiles that carry each
# marking are read from the catalogues, not written here.
ids_with() {	# ids_with FILE KEY: the ids of the tiles whose entry has it
	awk -v k="$2" '/^- id:/ { id = $3 } index($0, k) { print id }' "$1" |
	    sort -u | paste -sd ' ' -
}
in_list() {	# in_list GAME IDS: tiles of those ids the game placed
	q=$(printf "'%s'," $2)
	"$SQLITE3" "$tmp/n.db" "SELECT count(*) FROM moves WHERE game_id = $1
	    AND action = 'place' AND tile IN (${q%,})"
}
plug=$top_srcdir/plugins
inns=$(ids_with "$plug/inns_cathedrals/inns_cathedrals.yaml" 'inn: true')
inns="$inns $(ids_with "$plug/abbot/abbot.yaml" 'inn: true')"
caths=$(ids_with "$plug/inns_cathedrals/inns_cathedrals.yaml" 'cathedral: true')
gardens=$(ids_with "$plug/abbot/abbot.yaml" 'garden: true')
rivers="$(ids_with "$plug/river/river.yaml" 'river: ') $(ids_with \
    "$plug/abbot/abbot.yaml" 'river: ')"
[ -n "$inns" ] && [ -n "$caths" ] && [ -n "$gardens" ] && [ -n "$rivers" ] ||
    bad "no inn, cathedral, garden or river tile read from plugins/"
"$CARC" gen --games 4 --seed 11 --expansions river,abbot,inns_cathedrals \
    "$tmp/n.db" >/dev/null || bad "carc gen (river,abbot,inns_cathedrals)"
seen_abbot=0 seen_big=0
for game in 1 2 3 4; do
	svg=$tmp/n$game.svg
	"$CARC" replay "$tmp/n.db" --game "$game" --svg "$svg" ||
	    { bad "carc replay game $game"; continue; }
	grep '<g class="markings"' "$svg" >"$tmp/mk"
	# each river tile framed, under the rule it shows; the water edges
	# of its kind's declaration as bands to the centre
	nr=$(in_list "$game" "$rivers")
	nf=$(grep -c 'data-rule="RIVER-CONTINUE"><title>RIVER-CONTINUE: [^<]*</title><path[^>]*d="M4 4 H96 V96 H4 Z"[^>]*stroke="#4a90c8"' "$tmp/mk")
	[ "$nr" -gt 0 ] && [ "$nr" -eq "$nf" ] ||
	    bad "game $game: $nr river tiles, $nf framed"
	nb=$(grep -c '<g class="edge-band" data-kind="water">' "$svg")
	[ "$nb" -ge "$nr" ] || bad "game $game: $nr river tiles, $nb water bands"
	# the spring at seq 0, the lake where it was placed
	grep 'data-seq="0"' "$tmp/mk" | grep -q 'data-rule="RIVER-SETUP">.*<circle cx="[0-9.]*" cy="[0-9.]*" r="13.00" fill="#4a90c8"' ||
	    bad "game $game: no spring drawn on the start tile"
	nl=$(grep -c 'data-rule="RIVER-LAKE-LAST"' "$tmp/mk")
	[ "$nl" -eq "$(in_list "$game" RV10)" ] ||
	    bad "game $game: $(in_list "$game" RV10) lakes placed, $nl drawn"
	# an inn: a house with its red roof; a cathedral: its spire's cross
	ni=$(in_list "$game" "$inns")
	nd=$(grep 'data-rule="IC-INN-DONE"' "$tmp/mk" | grep -c 'fill="#b5462f"')
	[ "$ni" -eq "$nd" ] || bad "game $game: $ni inn tiles, $nd inns drawn"
	nc=$(in_list "$game" "$caths")
	nd=$(grep 'data-rule="IC-CATH-DONE"' "$tmp/mk" | grep -c 'fill="#e6dff0"')
	[ "$nc" -eq "$nd" ] ||
	    bad "game $game: $nc cathedral tiles, $nd cathedrals drawn"
	# buildings stand on their base on turned tiles too (upright)
	grep 'data-rule="IC-' "$tmp/mk" | grep -q 'rotate(' &&
	    bad "game $game: an inn or a cathedral lies on its side"
	# a garden: its kind's declaration, on every garden tile
	ng=$(in_list "$game" "$gardens")
	nd=$(grep -c '<g class="centre" data-kind="garden">' "$svg")
	[ "$ng" -eq "$nd" ] || bad "game $game: $ng garden tiles, $nd gardens drawn"
	# the figures: the abbot by its icon, the big follower larger
	if grep -q 'data-figure="abbot"' "$svg"; then
		grep 'data-figure="abbot"' "$svg" | grep -v 'class="legend"' |
		    grep -q '<path d="M50 6 C36 6' ||
		    bad "game $game: an abbot without its icon"
		seen_abbot=$((seen_abbot + 1))
	fi
	if grep -q 'data-figure="big"' "$svg"; then
		grep -q 'class="meeple" data-figure="big" transform="translate([0-9.]* [0-9.]*)\( rotate(-90)\)\? scale(1.500)"' \
		    "$svg" || bad "game $game: a big follower not drawn larger"
		# in the legend, kept to a follower's room beside its words
		sed -n '/<g class="legend">/,$p' "$svg" | grep -q \
		    'scale(0.667) translate([-0-9.]* [-0-9.]*)"><g class="meeple" data-figure="big"' ||
		    bad "game $game: the legend's big follower is not kept small"
		seen_big=$((seen_big + 1))
	fi
	# no badge on a tile with markings: only plain tiles of a set
	for id in $rivers $inns $caths; do
		grep -q "<g class=\"badge\"[^>]*>.*>$id</text>" "$svg" &&
		    bad "game $game: an id badge on $id, which has markings"
	done
	# a legend entry per meaning on the board
	for k in RIVER-CONTINUE:'river tile (blue frame)' RIVER-SETUP:'spring:' \
	    RIVER-LAKE-LAST:'lake:' IC-INN-DONE:'inn:' IC-CATH-DONE:'cathedral:' \
	    'data-kind="garden"':'garden:' 'data-figure="abbot"':'abbot:' \
	    'data-figure="big"':'big follower:'; do
		m=${k%%:*}
		case $m in data-*) ;; *) m="data-rule=\"$m\"" ;; esac
		grep -q "$m" "$svg" || continue
		# the legend to the end: a figure in it closes a group
		sed -n '/<g class="legend">/,$p' "$svg" |
		    grep -q ">${k#*:}" || bad "game $game: no legend for ${k#*:}"
	done
done
[ "$seen_abbot" -gt 0 ] && [ "$seen_big" -gt 0 ] ||
    bad "no abbot ($seen_abbot) or no big follower ($seen_big) on any board"
# the report's viewer links the new markings to their rules' pages
"$CARC" report "$tmp/n.db" --out "$tmp/nrep" --all >/dev/null 2>&1
for k in RIVER-CONTINUE RIVER-SETUP IC-INN-DONE IC-CATH-DONE; do
	grep -q "<a href=\"../reference/$k.html\" data-rule=\"$k\"><title>$k: " \
	    "$tmp/nrep/games/1.html" ||
	    bad "the viewer of game 1 does not link its markings to $k"
	[ -s "$tmp/nrep/reference/$k.html" ] || bad "no reference page for $k"
done

# a tile of a set the game does not enable: its id, whole, on a badge
"$CARC" gen --games 1 --seed 5 --expansions base "$tmp/b.db" >/dev/null ||
    bad "carc gen (base)"
"$SQLITE3" "$tmp/b.db" "UPDATE moves SET tile = 'CR-ORANGE' WHERE seq = 3" ||
    exit 99
# (a divergent game exits 1: drawn all the same)
"$CARC" replay "$tmp/b.db" --game 1 --svg "$tmp/b.svg"
[ $? -le 1 ] || bad "replay of an inert tile"
grep -q '<g class="badge"[^>]*>.*>CR-ORANGE</text>' "$tmp/b.svg" ||
    bad "a tile of a set not enabled has no badge with its whole id"
grep -q '<text class="tlabel"[^>]*>3 CR-ORANGE</text>' "$tmp/b.svg" ||
    bad "a tile's label cuts its id"
# seat colours that match the players' names, in pictures and pages:
# game 641 of replays/base/city-small-pass.sql seats Red (0) and Blue (1);
# game 643 (below) is in city-small.sql
"$SQLITE3" -bail "$tmp/c.db" <"$top_srcdir/db/schema.sql" >/dev/null &&
    "$SQLITE3" -bail "$tmp/c.db" <"$top_srcdir/replays/base/city-small.sql" &&
    "$SQLITE3" -bail "$tmp/c.db" <"$top_srcdir/replays/base/city-small-pass.sql" ||
    bad "loading city-small.sql and city-small-pass.sql"
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
"$CARC" replay "$tmp/c.db" --game 643 --to 1 --svg "$tmp/c.svg"
[ $? -le 1 ] || bad "replay 643"
grep -q '>\[BASE-CITY-SMALL 2\]</text>' "$tmp/c.svg" ||
    bad "the points line of game 643 breaks inside '[BASE-CITY-SMALL 2]'"

# the report's move viewer keeps the legend of its board beside it, and
# links each marking to its rule's reference page
"$CARC" report "$tmp/g.db" --out "$tmp/grep" --all >/dev/null 2>&1
for k in watchtower: ' rose: ' 'signpost, ' 'quarter tile:'; do
	sed -n '/<div id="v-legend">/,/<\/div>/p' "$tmp/grep/games/1.html" |
	    grep -q "$k" || bad "the viewer of game 1 has no legend for '$k'"
done
for k in TOWER-COA SIGN-DIR ROSE-ACTIVE; do
	grep -q "<a href=\"../reference/$k.html\" data-rule=\"$k\"><title>$k: " \
	    "$tmp/grep/games/1.html" ||
	    bad "the viewer of game 1 does not link its markings to $k"
	[ -s "$tmp/grep/reference/$k.html" ] || bad "no reference page for $k"
done

# the reference's TOWER-ROAD board shows the meeple that earned the
# points where it stood before it went home
"$CARC" reference --out "$tmp/ref" >/dev/null 2>&1 || bad "carc reference"
grep -q 'class="meeple ghost".*before the move, and went home when it scored' \
    "$tmp/ref/TOWER-ROAD.html" ||
    bad "TOWER-ROAD: the scoring meeple is not shown before it went home"

echo "markings: $fail failures"
[ $fail -eq 0 ]
