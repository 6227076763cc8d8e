#!/bin/sh
# ferries.sh - The Ferries as carc gen plays it (doc/rules/ferries.md):
# every lake tile placed gets its ferry in its turn (FERRY-PLACE), ferries
# are moved (a ferry taken off, arg -1, then put back on the same lake in
# the same turn: FERRY-MOVE), and every game verifies valid, the roads
# following the ferries (FERRY-ROADS).  Then each pair of The Ferries with
# the six expansions of before (signposts, compass, watchtowers, river,
# abbot, inns_cathedrals) plays, as ferries.md 5 says of each, and the
# games of every combination (--expansions all) with ferries verify valid.
# Then JCloisterZone's import of the ferries.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-ferries.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }
q() { "$SQLITE3" "$1" "$2"; }

# all valid: the last line of carc verify
valid() {
	"$CARC" verify "$1" > "$tmp/v" 2>&1
	n=$(q "$1" "SELECT count(*) FROM games")
	tail -n 1 "$tmp/v" | grep -q "^$n games\{0,1\}: $n valid," 
}

"$CARC" gen --games 40 --seed 3 --expansions ferries "$tmp/f.db" \
    >/dev/null 2>&1 || { echo "FAIL: carc gen --expansions ferries"; exit 1; }
if valid "$tmp/f.db"; then
	ok "games with The Ferries verify valid"
else
	ko "games with The Ferries: $(tail -n 3 "$tmp/v")"
fi
# every lake tile placed: one ferry put on it in its own turn
lakes=$(q "$tmp/f.db" "SELECT count(*) FROM moves WHERE tile LIKE 'FR0%'
    AND action = 'place'")
puts=$(q "$tmp/f.db" "SELECT count(*) FROM moves m JOIN actions a ON
    a.game_id = m.game_id AND a.seq = m.seq AND a.x = m.x AND a.y = m.y
    WHERE m.tile LIKE 'FR0%' AND m.action = 'place' AND a.verb = 'token'
    AND a.kind = 'ferry' AND a.arg IS NULL")
if [ "$lakes" -gt 0 ] && [ "$lakes" = "$puts" ]; then
	ok "each of $lakes lake tiles gets its ferry in its turn"
else
	ko "lake tiles $lakes, ferries put on them in their turn $puts"
fi
# moves: a ferry taken off, then put on the same lake at another spot in
# the same turn, never on the tile just placed
offs=$(q "$tmp/f.db" "SELECT count(*) FROM actions WHERE arg = '-1'")
moved=$(q "$tmp/f.db" "SELECT count(*) FROM actions o JOIN actions p ON
    p.game_id = o.game_id AND p.seq = o.seq AND p.n = o.n + 1 AND
    p.x = o.x AND p.y = o.y AND p.arg IS NULL AND p.spot <> o.spot
    JOIN moves m ON m.game_id = o.game_id AND m.seq = o.seq
    WHERE o.arg = '-1' AND NOT (m.x = o.x AND m.y = o.y)")
if [ "$offs" -gt 0 ] && [ "$offs" = "$moved" ]; then
	ok "gen moves ferries: $offs taken off and put back on their lakes"
else
	ko "ferries taken off $offs, moved to another spot of their lake $moved"
fi

# item 3: each pair with the expansions of before plays
for e in signposts compass watchtowers river abbot inns_cathedrals; do
	rm -f "$tmp/p.db"
	if ! "$CARC" gen --games 12 --seed 5 --expansions "ferries,$e" \
	    "$tmp/p.db" >/dev/null 2>&1; then
		ko "carc gen --expansions ferries,$e"
		continue
	fi
	name=$(grep -c "^- \*\*[^*]*\*\*.*: play" \
	    "$top_srcdir/doc/rules/ferries.md")
	if valid "$tmp/p.db" && [ "$name" -ge 5 ]; then
		ok "ferries with $e plays, valid"
	else
		ko "ferries with $e: $(tail -n 1 "$tmp/v")"
	fi
done

"$CARC" gen --games 40 --seed 7 --expansions all "$tmp/a.db" >/dev/null 2>&1 ||
    ko "carc gen --expansions all"
with=$(q "$tmp/a.db" "SELECT count(DISTINCT game_id) FROM game_expansions
    WHERE name = 'ferries'")
if [ "$with" -gt 0 ] && valid "$tmp/a.db"; then
	ok "--expansions all: $with games with The Ferries among others, valid"
else
	ko "--expansions all: $with games with The Ferries; $(tail -n 1 "$tmp/v")"
fi

# The ferry drawn where it lies (FERRY-ROADS): replays/ferries/move-pass.sql,
# the ferry of (1,0) joining E and W after seq 1, S and W after seq 2: a
# bar from the lake's rim (r 16 about the tile's centre) through it.
"$SQLITE3" "$tmp/m.db" < "$top_srcdir/db/schema.sql" &&
    "$SQLITE3" "$tmp/m.db" < "$top_srcdir/replays/ferries/move-pass.sql" ||
    exit 99
"$CARC" replay "$tmp/m.db" --game 3653 --to 1 --svg "$tmp/1.svg" >/dev/null
"$CARC" replay "$tmp/m.db" --game 3653 --svg "$tmp/2.svg" >/dev/null
if grep -q 'd="M 166 50 L 150 50 L 134 50"' "$tmp/1.svg" &&
    grep -q 'd="M 150 66 L 150 50 L 134 50"' "$tmp/2.svg" &&
    ! grep -q 'd="M 166 50 L 150 50 L 134 50"' "$tmp/2.svg" &&
    grep -q "ferry: joins the two road ends" "$tmp/2.svg"; then
	ok "the ferry drawn where it lies, before and after its move"
else
	ko "the ferry's bar on the board pictures"
fi

# The import: a save in JCloisterZone's shape (tests/fixtures/jcz-ferries,
# its README says how it is built): PLACE_TOKEN of FERRY with a pointer to
# the lake's two road ends, read as the spot; a second on the same lake
# moves the ferry (taken off, then put).  The rows of
# replays/ferries/move-pass.sql, and valid.
fx=$top_srcdir/tests/fixtures/jcz-ferries
if "$CARC" import jcz "$fx/move.jcz" --db "$tmp/i.db" >/dev/null 2>&1; then
	rows=$(q "$tmp/i.db" "SELECT group_concat(seq || ' ' || n || ' ' ||
	    seat || ' ' || verb || ' ' || kind || ' ' || x || ',' || y || ' ' ||
	    spot || ' ' || ifnull(arg, '-'), '; ') FROM (SELECT * FROM actions
	    ORDER BY seq, n)")
	want="1 1 0 token ferry 1,0 E-W -; 2 1 1 token ferry 1,0 E-W -1; 2 2 1 token ferry 1,0 S-W -"
	if [ "$rows" = "$want" ] && valid "$tmp/i.db"; then
		ok "import jcz: the ferry put and moved, valid"
	else
		ko "import jcz: rows '$rows', want '$want'; $(tail -n 1 "$tmp/v")"
	fi
else
	ko "import jcz $fx/move.jcz refused"
fi
# an UNDO of a move takes back both its rows: the ferry stays at E-W
python3 - "$fx/move.jcz" "$tmp/undo.jcz" <<'PY' || exit 99
import json, sys
g = json.load(open(sys.argv[1]))
r = g["replay"]
i = max(k for k, m in enumerate(r) if m["type"] == "PLACE_TOKEN")
r.insert(i + 1, {"type": "UNDO", "payload": {}, "player": 1})
json.dump(g, open(sys.argv[2], "w"))
PY
if "$CARC" import jcz "$tmp/undo.jcz" --db "$tmp/u.db" >/dev/null 2>&1; then
	rows=$(q "$tmp/u.db" "SELECT group_concat(seq || ' ' || n || ' ' ||
	    spot || ' ' || ifnull(arg, '-'), '; ') FROM (SELECT * FROM actions
	    ORDER BY seq, n)")
	want="1 1 E-W -"
	if [ "$rows" = "$want" ] && valid "$tmp/u.db"; then
		ok "import jcz: an UNDO takes back the whole move"
	else
		ko "import jcz with an UNDO: rows '$rows', want '$want'"
	fi
else
	ko "import jcz of a move undone refused"
fi
# a pointer to one road end is no crossing: refused, naming it
sed 's/"location": "SW"/"location": "S"/' "$fx/move.jcz" > "$tmp/one.jcz"
"$CARC" import jcz "$tmp/one.jcz" --db "$tmp/one.db" >"$tmp/out" 2>&1
if grep -q "PLACE_TOKEN): pointer.location is not two edges of a tile: 'S'" \
    "$tmp/out"; then
	ok "import jcz: a ferry's pointer to one road end is refused"
else
	ko "import jcz of one road end: $(cat "$tmp/out")"
fi

echo "ferries: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
