#!/bin/sh
# hostile.sh - inputs made to break carc, each with its exact answer
# (doc/hardening.md).  Bad input gets a clear answer, never a crash: a
# record that cannot be judged is `unverifiable` with its reason (exit 1),
# a file that cannot be read at all is one message on stderr (exit 2).
#
# Large inputs (a million moves, a 10 MB tile id) are made here, at test
# time, never committed.  Run under the sanitizers by CI (.ci/run); a
# few cases under valgrind when $VALGRIND is set.
#
# usage: hostile.sh [--show]   (--show prints what carc answers, to update
#                               an expectation after a deliberate change)
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}" "${VALGRIND:=}"
: "${top_builddir:=.}"
hdir=$top_srcdir/tests/hostile
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-hostile.XXXXXX") || exit 99
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
show=0
[ "${1:-}" = --show ] && show=1

# Valgrind, when $VALGRIND is set, for one case of each reader only (marked
# "vg=$VG"): a run of carc there takes seconds, and every case runs under
# the sanitizers in CI anyway.
vg= VG=
if [ -n "$VALGRIND" ]; then
	VG="$VALGRIND -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite"
fi

pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

# expect NAME RC STDOUT STDERR -- COMMAND...: the command's exit status,
# standard output and standard error are exactly these.
expect() {
	name=$1 want_rc=$2 want_out=$3 want_err=$4
	shift 5
	"$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	out=$(cat "$tmp/out") err=$(cat "$tmp/err")
	if [ $show -eq 1 ]; then
		printf '== %s\nrc=%s\nout=%s\nerr=%s\n' "$name" "$rc" "$out" "$err"
	fi
	if [ "$rc" = "$want_rc" ] && [ "$out" = "$want_out" ] &&
	    [ "$err" = "$want_err" ]; then
		ok "$name"
	else
		ko "$name"
		printf '  exit %s, expected %s\n' "$rc" "$want_rc"
		[ "$out" = "$want_out" ] ||
		    printf '  stdout: %s\n  wanted: %s\n' "$out" "$want_out"
		[ "$err" = "$want_err" ] ||
		    printf '  stderr: %s\n  wanted: %s\n' "$err" "$want_err"
	fi
}

# unverifiable NAME DB REASON: game 1 of DB is unverifiable for REASON.
unverifiable() {
	expect "$1" 1 "game 1: unverifiable: $3
1 game: 0 valid, 0 divergent, 1 unverifiable" "" -- $vg $CARC verify "$2"
}

# refused NAME DB MESSAGE: carc verify stops with MESSAGE, exit 2.
refused() {
	expect "$1" 2 "" "carc: $3" -- $vg $CARC verify "$2"
}

sql() { "$SQLITE3" -bail "$@" >/dev/null; }

# A legal start of a base game: game 1, two seats, seq 0 and seq 1, in
# progress (no final scoring due), no scores (moves only).
GAME="INSERT INTO games(id, status) VALUES (1, 'in_progress');
INSERT INTO players(game_id, seat, name) VALUES (1, 0, 'a'), (1, 1, 'b');
INSERT INTO moves(game_id, seq, seat, tile, x, y, rotation, meeple)
  VALUES (1, 0, NULL, 'D', 0, 0, 0, NULL), (1, 1, 0, 'W', -1, 0, 180, NULL);"

# mkdb NAME [SQL]: our schema, the game, then SQL (a change to it).
mkdb() {
	db=$tmp/$1.db
	rm -f "$db"
	sql "$db" <"$top_srcdir/db/schema.sql"
	sql "$db" "$GAME"
	if [ $# -gt 1 ]; then sql "$db" "$2"; fi
}

# The spec's tables as another program may make them: no constraints at
# all, so any column can be NULL and any key repeated.
LOOSE="CREATE TABLE games(id, ruleset, tile_supply, status);
CREATE TABLE game_expansions(game_id, name, variant);
CREATE TABLE players(game_id, seat, name, final_score);
CREATE TABLE moves(game_id, seq, seat, tile, action, x, y, rotation, meeple);
CREATE TABLE scores(game_id, seq, seat, points, kind);
INSERT INTO games VALUES (1, 'final', 'standard', 'in_progress');
INSERT INTO players VALUES (1, 0, 'a', NULL), (1, 1, 'b', NULL);
INSERT INTO moves VALUES (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'W', 'place', -1, 0, 180, NULL);"

mkloose() {
	db=$tmp/$1.db
	rm -f "$db"
	sql "$db" "$LOOSE"
	if [ $# -gt 1 ]; then sql "$db" "$2"; fi
}

# -- the databases ---------------------------------------------------------

mkdb good
expect "the untouched game is valid" 0 "game 1: valid (moves only: legality checked, scores computed)
  totals:  computed 0 0, recorded - -
1 game: 1 valid, 0 divergent, 0 unverifiable" "" -- $vg $CARC verify "$tmp/good.db"

# Truncated: the header alone, and the file cut after its first page.
head -c 100 "$tmp/good.db" >"$tmp/trunc100.db"
refused "truncated to 100 bytes" "$tmp/trunc100.db" \
    "cannot read '$tmp/trunc100.db': database disk image is malformed"
head -c 4096 "$tmp/good.db" >"$tmp/trunc1p.db"
vg=$VG
refused "truncated to its first page" "$tmp/trunc1p.db" \
    "cannot read '$tmp/trunc1p.db': database disk image is malformed"
vg=
: >"$tmp/empty.db"
refused "an empty file" "$tmp/empty.db" \
    "'$tmp/empty.db' has no games table: not a recorded-game database"

mkdb appid "PRAGMA application_id = 0x47504B47;"
refused "a wrong application_id" "$tmp/appid.db" \
    "'$tmp/appid.db' belongs to another program: application_id is 0x47504b47, carc's is 0x43415243"

# A column missing: the table another program made lacks one.
mkdb nocol "ALTER TABLE moves DROP COLUMN meeple;"
unverifiable "moves without a meeple column" "$tmp/nocol.db" \
    "table 'moves' has no column 'meeple'"
mkdb noscores "DROP INDEX scores_game; ALTER TABLE scores DROP COLUMN kind;"
unverifiable "scores without a kind column" "$tmp/noscores.db" \
    "table 'scores' has no column 'kind'"
mkdb noplayers "DROP TABLE players;"
unverifiable "no players table" "$tmp/noplayers.db" "no table 'players'"
mkloose noid "CREATE TABLE g2(ruleset, tile_supply, status);
DROP TABLE games; ALTER TABLE g2 RENAME TO games;"
refused "games without an id column" "$tmp/noid.db" \
    "'$tmp/noid.db': table 'games' has no column 'id': not a recorded-game database"

# NULL in every column, one at a time, in tables without constraints.
null_case() { # table column where reason
	mkloose "null-$1-$2" "UPDATE $1 SET $2 = NULL WHERE $3;"
	unverifiable "NULL $1.$2" "$tmp/null-$1-$2.db" "$4"
}
null_case games ruleset 1 "games: ruleset is NULL"
null_case games tile_supply 1 "games: tile_supply is NULL"
null_case games status 1 "games: status is NULL"
null_case players seat "seat = 1" "players: seat is NULL"
null_case moves seq "seq = 1" "moves: seq is NULL"
null_case moves seat "seq = 1" "moves seq 1: seat is NULL"
null_case moves tile "seq = 1" "moves seq 1: tile is NULL"
null_case moves action "seq = 1" "moves seq 1: action is NULL"
null_case moves x "seq = 1" \
    "moves seq 1: a placement without x, y and rotation"
null_case moves y "seq = 1" \
    "moves seq 1: a placement without x, y and rotation"
null_case moves rotation "seq = 1" \
    "moves seq 1: a placement without x, y and rotation"
# The name of a player and a meeple may be NULL: that is no name, no meeple.
mkloose null-players-name "UPDATE players SET name = NULL;"
expect "NULL players.name" 0 "game 1: valid (moves only: legality checked, scores computed)
  totals:  computed 0 0, recorded - -
1 game: 1 valid, 0 divergent, 0 unverifiable" "" -- $vg $CARC verify "$tmp/null-players-name.db"
mkloose null-players-final "UPDATE players SET final_score = NULL;"
expect "NULL players.final_score" 0 "game 1: valid (moves only: legality checked, scores computed)
  totals:  computed 0 0, recorded - -
1 game: 1 valid, 0 divergent, 0 unverifiable" "" -- $vg $CARC verify "$tmp/null-players-final.db"
mkloose null-expansion-name "INSERT INTO game_expansions VALUES (1, NULL, NULL);"
unverifiable "NULL game_expansions.name" "$tmp/null-expansion-name.db" \
    "game_expansions: name is NULL"
scores_null() { # column reason
	mkloose "null-scores-$1" "INSERT INTO scores VALUES (1, 1, 0, 2, 'road');
UPDATE scores SET $1 = NULL;"
	unverifiable "NULL scores.$1" "$tmp/null-scores-$1.db" "$2"
}
scores_null seat "scores row 1: seat, points and kind may not be NULL"
scores_null points "scores row 1: seat, points and kind may not be NULL"
scores_null kind "scores row 1: seat, points and kind may not be NULL"
mkloose null-games-id "UPDATE games SET id = NULL;"
refused "NULL games.id" "$tmp/null-games-id.db" \
    "'$tmp/null-games-id.db': games has an id that is not an integer"
mkloose null-all "UPDATE games SET ruleset = NULL, tile_supply = NULL,
  status = NULL; UPDATE players SET seat = NULL, name = NULL,
  final_score = NULL; UPDATE moves SET seq = NULL, seat = NULL, tile = NULL,
  action = NULL, x = NULL, y = NULL, rotation = NULL, meeple = NULL;"
vg=$VG
unverifiable "NULL in every column at once" "$tmp/null-all.db" \
    "games: ruleset is NULL"
vg=

# A table that is a view that never ends: the reader's budget of steps
# (core/record/reader.c) interrupts it.  Not under valgrind: a hundred
# million steps there take minutes.
mkloose endless "DROP TABLE moves; CREATE VIEW moves AS WITH RECURSIVE
  n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n) SELECT 1 AS game_id,
  i AS seq, NULL AS seat, 'D' AS tile, 'place' AS action, 0 AS x, 0 AS y,
  0 AS rotation, NULL AS meeple FROM n WHERE i < 0;"
expect "a view that never ends" 2 "" \
    "carc: cannot read game 1 from '$tmp/endless.db': more than 100 million steps (a view that never ends?)" \
    -- $CARC verify "$tmp/endless.db"
mkloose endless-ids "DROP TABLE games; CREATE VIEW games AS WITH RECURSIVE
  n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n) SELECT i AS id,
  'final' AS ruleset, 'standard' AS tile_supply, 'finished' AS status
  FROM n WHERE i < 0;"
expect "a games view that never ends" 2 "" \
    "carc: cannot list games in '$tmp/endless-ids.db': more than the reader's budget of steps (a view that never ends?)" \
    -- $CARC verify "$tmp/endless-ids.db"

# Sequence numbers.
mkdb negseq "INSERT INTO moves(game_id, seq, seat, tile, x, y, rotation)
  VALUES (1, -1, 1, 'W', 1, 0, 0);"
unverifiable "a negative seq" "$tmp/negseq.db" \
    "DATA-SEQ: moves are not numbered 0, 1, 2 ... (seq -1 where 0 belongs)"
mkloose dupseq "INSERT INTO moves VALUES (1, 1, 0, 'W', 'place', 1, 0, 0, NULL);"
unverifiable "a duplicate seq" "$tmp/dupseq.db" \
    "DATA-SEQ: moves are not numbered 0, 1, 2 ... (seq 1 where 2 belongs)"
mkdb gapseq "INSERT INTO moves(game_id, seq, seat, tile, x, y, rotation)
  VALUES (1, 3, 1, 'W', 1, 0, 0);"
unverifiable "a gap in seq" "$tmp/gapseq.db" \
    "DATA-SEQ: moves are not numbered 0, 1, 2 ... (seq 3 where 2 belongs)"

# A million moves: the reader stops at CARC_MAX_MOVES, so it is judged
# in the time of a few thousand.
mkdb million "WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n
  WHERE i < 1000001) INSERT INTO moves(game_id, seq, seat, tile, x, y,
  rotation) SELECT 1, i, i % 2, 'W', -i, 0, 180 FROM n;"
start=$(date +%s)
unverifiable "a million moves" "$tmp/million.db" "moves: more than 4096 moves"
secs=$(($(date +%s) - start))
if [ $secs -le 20 ]; then ok "a million moves judged in ${secs}s"
else ko "a million moves took ${secs}s"; fi
rm -f "$tmp/million.db"

# A tile id of 10 MB (kept cut short, never copied whole).
mkdb bigtile "UPDATE moves SET tile = hex(zeroblob(5242880)) WHERE seq = 1;"
vg=$VG
unverifiable "a 10 MB tile id" "$tmp/bigtile.db" \
    "DATA-TILE-UNKNOWN: moves seq 1: no catalogue defines tile '0000000000000000000000000000000...'"
vg=
rm -f "$tmp/bigtile.db"

# Coordinates at the edges of 32 bits and beyond.
for c in "2147483647 0" "-2147483648 0" "0 2147483648" "0 -2147483649" \
    "9223372036854775807 -9223372036854775808"; do
	set -- $c
	mkdb "xy$1_$2" "UPDATE moves SET x = $1, y = $2 WHERE seq = 1;"
done
far() { # name x y: the move lands far from the board (BASE-PLACE-ADJ)
	f=$tmp/xy$2_$3.db
	expect "$1" 1 "game 1: divergent (1 divergence) (moves only: legality checked, scores computed)
  seq 1    seat 0  BASE-PLACE-ADJ         tile W is placed far from every other tile; the replay stops here (expected a square next to the board, recorded ($2,$3) rotation 180)
  totals:  computed 0 0, recorded - -
  see the board: carc replay $f --game 1 --to 1
1 game: 0 valid, 1 divergent, 0 unverifiable" "" -- $vg $CARC verify "$f"
}
far "x = 2^31 - 1" 2147483647 0
far "x = -2^31" -2147483648 0
far "y = 2^31" 0 2147483648
far "y = -2^31 - 1" 0 -2147483649
far "x, y = INT64_MAX, INT64_MIN" 9223372036854775807 -9223372036854775808

# Rotations.
mkdb rot45 "UPDATE moves SET rotation = 45 WHERE seq = 1;"
unverifiable "a rotation of 45" "$tmp/rot45.db" \
    "moves seq 1: rotation 45 is not 0, 90, 180 or 270"
mkdb rotneg "UPDATE moves SET rotation = -90 WHERE seq = 1;"
unverifiable "a rotation of -90" "$tmp/rotneg.db" \
    "moves seq 1: rotation -90 is not 0, 90, 180 or 270"
mkdb rottext "UPDATE moves SET rotation = 'ninety' WHERE seq = 1;"
unverifiable "a rotation of 'ninety'" "$tmp/rottext.db" \
    "moves seq 1: rotation is not an integer"

# A meeple spot of 300 characters.
mkdb spot300 "UPDATE moves SET meeple = printf('%.300c', 'N') WHERE seq = 1;"
expect "a meeple spot of 300 characters" 1 "game 1: divergent (1 divergence) (moves only: legality checked, scores computed)
  seq 1    seat 0  DATA-SPOT              the meeple spot is no spot of any tile; the replay stops here (expected a spot of tile W, recorded 'NNNNNNNNNNNN...')
  totals:  computed 0 0, recorded - -
  see the board: carc replay $tmp/spot300.db --game 1 --to 1
1 game: 0 valid, 1 divergent, 0 unverifiable" "" -- $vg $CARC verify "$tmp/spot300.db"

# An expansion whose name is a path: never a file name, only an unknown
# expansion.
mkdb dotdot "INSERT INTO game_expansions(game_id, name)
  VALUES (1, '../../tmp/x');"
unverifiable "an expansion named ../../tmp/x" "$tmp/dotdot.db" \
    "DATA-EXPANSION: no installed plugin provides expansion '../../tmp/x'"
mkdb blobtile "UPDATE moves SET tile = x'4400' WHERE seq = 1;"
unverifiable "a tile id that is a blob" "$tmp/blobtile.db" \
    "moves seq 1: tile is not text"
mkdb nultile "UPDATE moves SET tile = CAST(x'440041' AS TEXT) WHERE seq = 1;"
unverifiable "a tile id with a NUL inside" "$tmp/nultile.db" \
    "moves seq 1: tile is not text"

# -- plugin directories ----------------------------------------------------
plugins=$top_builddir/plugins/.libs
pd=$tmp/plugins
mkdir "$pd"
for p in "$plugins"/*.so; do cp "$p" "$pd/"; done
chmod 755 "$pd"
expect "a copy of the plugins loads" 0 "$($CARC plugins --plugin-dir "$plugins" | sed "1s|.*|plugin directory $pd|")" "" \
    -- $vg $CARC plugins --plugin-dir "$pd"

chmod 777 "$pd"
expect "a world-writable plugin directory (plugins)" 2 "" \
    "carc: plugin directory '$pd' is world-writable" \
    -- $vg $CARC plugins --plugin-dir "$pd"
expect "a world-writable plugin directory (verify)" 2 "" \
    "carc: plugin directory '$pd' is world-writable" \
    -- $vg $CARC verify --plugin-dir "$pd" "$tmp/good.db"
chmod 755 "$pd"

sl=$tmp/symlinked
mkdir "$sl"
chmod 755 "$sl"
cp "$pd/compass.so" "$sl/compass.so"
ln -s "$pd/signposts.so" "$sl/signposts.so"
expect "a plugin that is a symlink (plugins)" 2 "" \
    "carc: refusing plugin '$sl/signposts.so': not a regular file" \
    -- $vg $CARC plugins --plugin-dir "$sl"
vg=$VG
expect "a plugin that is a symlink (verify)" 2 "" \
    "carc: refusing plugin '$sl/signposts.so': not a regular file" \
    -- $vg $CARC verify --plugin-dir "$sl" "$tmp/good.db"
vg=

ww=$tmp/ww
mkdir "$ww"
chmod 755 "$ww"
cp "$pd/compass.so" "$ww/compass.so"
chmod 757 "$ww/compass.so"
expect "a world-writable plugin" 2 "" \
    "carc: refusing plugin '$ww/compass.so': world-writable" \
    -- $vg $CARC plugins --plugin-dir "$ww"

# -- YAML catalogues -------------------------------------------------------
# A hostile catalogue next to the plugin (first in the search order,
# core/host/paths.c), and a hostile base catalogue in $CARC_DATA_DIR.
yaml_case() { # name file message
	yd=$tmp/yaml-$1
	mkdir "$yd"
	chmod 755 "$yd"
	cp "$pd/signposts.so" "$yd/"
	cp "$2" "$yd/signposts.yaml"
	expect "signposts.yaml: $1" 2 "" "carc: $yd/signposts.yaml:$3" \
	    -- $vg $CARC verify --plugin-dir "$yd" "$tmp/good.db"
	mkdir -p "$yd/data/tiles"
	cp "$2" "$yd/data/tiles/base.yaml"
	expect "base.yaml: $1" 2 "" "carc: $yd/data/tiles/base.yaml:$3" \
	    -- env CARC_DATA_DIR="$yd/data" $vg $CARC verify \
	    --plugin-dir "$pd" "$tmp/good.db"
}
vg=$VG
yaml_case "billion laughs" "$hdir/billion-laughs.yaml" \
    "3:4: anchors are not allowed"
vg=
yaml_case "not UTF-8" "$hdir/latin1.yaml" \
    "4:13: invalid trailing UTF-8 octet"
yaml_case "UTF-16" "$hdir/utf16.yaml" \
    "1:1: invalid leading UTF-8 octet"
yaml_case "alias without anchor" "$hdir/alias.yaml" \
    "2:3: aliases are not allowed"
yaml_case "deep nesting" "$hdir/deep.yaml" \
    "1:65: nesting too deep"

# -- the daemon's configuration ---------------------------------------------
CARCD=${CARCD:-$top_builddir/carcd}
if [ -x "$CARCD" ]; then
	conf_case() { # name file message
		expect "carcd.yaml: $1" 2 "" "carcd: $3" \
		    -- $vg "$CARCD" -n -f --config "$2" "$tmp/good.db"
	}
	conf_case "billion laughs" "$hdir/billion-laughs.yaml" \
	    "$hdir/billion-laughs.yaml:3:4: anchors are not allowed"
	conf_case "not UTF-8" "$hdir/latin1.yaml" \
	    "$hdir/latin1.yaml:4:13: invalid trailing UTF-8 octet"
fi

# -- the JCloisterZone importer ----------------------------------------------
jcz_case() { # name file message
	rm -f "$tmp/import.db"
	expect "import: $1" 1 \
	    "imported 0, skipped 0 (already there), refused 1" \
	    "carc: '$2': not a JCloisterZone save: $3" \
	    -- $vg $CARC import jcz "$2" --db "$tmp/import.db"
	[ ! -e "$tmp/import.db" ] || ko "import: $1: a database was left"
}
printf '\377\376{\000}\000' >"$tmp/utf16.jcz"
jcz_case "UTF-16" "$tmp/utf16.jcz" \
    "bad JSON at line 1, column 0: unable to decode byte 0xff"
awk 'BEGIN { for (i = 0; i < 100000; i++) printf "["; print "" }' \
    >"$tmp/deep.jcz"
vg=$VG
jcz_case "100000 nested arrays" "$tmp/deep.jcz" \
    "bad JSON at line 1, column 2049: maximum parsing depth reached near '['"
vg=

echo "hostile: $pass passed, $fail failed"
[ $fail -eq 0 ]
