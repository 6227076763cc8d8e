#!/bin/sh
# hostile.sh - inputs made to break carc, each with its exact answer
# (doc/hardening.md).  Bad input gets a clear answer, never a crash: a
# record that cannot be judged is `unverifiable` with its reason (exit 1),
# a file that cannot be read at all is one message on stderr (exit 2).
#
# Large inputs (a million moves, a 10 MB tile id) are made here, at test
# time, never committed.  Run under the sanitizers by CI (.ci/run); a
# few cases under valgrind when $VALGRIND is set.  The cases that need a
# user the modes apply to, or root, are hostile-readonly.sh and
# hostile-owner.sh, skipped (77) as a whole where that is missing; the
# helpers are tests/hostile/lib.sh.
#
# usage: hostile.sh [--show]   (--show prints what carc answers, to update
#                               an expectation after a deliberate change)
. "${top_srcdir:-.}/tests/hostile/lib.sh"

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
# (game_id, name) is game_expansions' key: a table made without it may
# list an expansion twice, here in both variants.  Each row started the
# plugin once more and the answers mixed the two (a HiG game that starts
# right was told to start with Spielbox's rose); it cannot be judged.
mkloose dup-expansion "INSERT INTO game_expansions VALUES
  (1, 'compass', 'hig'), (1, 'compass', 'spielbox');"
unverifiable "an expansion listed twice" "$tmp/dup-expansion.db" \
    "game_expansions: expansion 'compass' is listed twice"
# Its verdict's engine string names each plugin as often as the game
# lists it, in the loaded plugins' order (core/verify/verify.c spells
# each plugin's part once, when the verifier is made).
mkloose dup-expansion3 "INSERT INTO game_expansions VALUES
  (1, 'compass', 'hig'), (1, 'abbot', NULL), (1, 'compass', 'spielbox');"
engine=$($CARC verify --format json "$tmp/dup-expansion3.db" |
    sed -n 's/.*"engine":"\([^"]*\)".*/\1/p' | sed 's/ [0-9][0-9.]*/ V/g')
if [ "$engine" = "carc V; abbot V; compass V; compass V" ]; then
	ok "the engine string of an expansion listed twice"
else
	ko "the engine string of an expansion listed twice: $engine"
fi

# games.id is a game's key: a table made without the key may hold one id
# twice.  The second row was read as a game of its own, with none of its
# rows ("players: the game has no players") beside the first, and a
# lookup took whichever came first.  The database is refused, as for an
# id that is not an integer, before any verdict goes out, whichever way
# it is read.
mkloose dup-game-id "INSERT INTO games VALUES (1, 'final', 'standard',
  'finished');"
refused "one game id twice" "$tmp/dup-game-id.db" \
    "'$tmp/dup-game-id.db': games has more than one row with id 1, which is a game's key"
expect "one game id twice, two workers" 2 "" \
    "carc: '$tmp/dup-game-id.db': games has more than one row with id 1, which is a game's key" \
    -- $CARC verify --jobs 2 --no-integrity-check "$tmp/dup-game-id.db"
expect "one game id twice, looked up" 2 "" \
    "carc: '$tmp/dup-game-id.db': games has more than one row with id 1, which is a game's key" \
    -- $CARC verify --game 1 "$tmp/dup-game-id.db"
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
# (bounded in CPU seconds, which the tests beside this one do not
# stretch as they stretch the wall clock: cpulimit kills carc past them)
printf '#!/bin/sh\nulimit -t "$1" && shift && exec "$@"\n' > "$tmp/cpulimit"
chmod +x "$tmp/cpulimit"
vg="$tmp/cpulimit 20"
unverifiable "a million moves, within 20 s of CPU" "$tmp/million.db" \
    "moves: more than 4096 moves"
vg=
rm -f "$tmp/million.db"

# A tile id of 512 KB (kept cut short, never copied whole).
mkdb bigtile "UPDATE moves SET tile = hex(zeroblob(262144)) WHERE seq = 1;"
vg=$VG
unverifiable "a 512 KB tile id" "$tmp/bigtile.db" \
    "DATA-TILE-UNKNOWN: moves seq 1: no catalogue defines tile '0000000000000000000000000000000...'"
vg=
rm -f "$tmp/bigtile.db"
# Past CARC_MAX_VALUE (1 MiB) no value is read at all: a stored 10 MB id;
# a view makes no value past CARC_VIEW_VALUE_MAX (16 KiB): one that would
# make 300 MB for one game took 11 s and 5 GB.
mkdb hugetile "UPDATE moves SET tile = hex(zeroblob(5242880)) WHERE seq = 1;"
unverifiable "a 10 MB tile id" "$tmp/hugetile.db" \
    "a value is longer than 1048576 bytes, the reader's limit"
rm -f "$tmp/hugetile.db"
mkloose hugeview "DROP TABLE moves; CREATE VIEW moves AS SELECT 1 AS game_id,
  0 AS seq, NULL AS seat, hex(zeroblob(150000000)) AS tile, 'place' AS action,
  0 AS x, 0 AS y, 0 AS rotation, NULL AS meeple;"
vg="$tmp/cpulimit 5"	# unbounded, it took 11 s and 5 GB
unverifiable "a view that makes a 300 MB value, within 5 s of CPU" \
    "$tmp/hugeview.db" "a value is longer than 16384 bytes, the reader's limit"
vg=

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

# One seat's points of one kind in one move, in rows that add up past an
# int: 4,294 rows of a million points and one of 967,296 are 2^32 points.
# Summed in an int they wrapped to 0, the points the rules give there, and
# the game read as valid.
mkdb points-past-int "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL
  SELECT i + 1 FROM n WHERE i < 4294)
INSERT INTO scores(game_id, seq, seat, points, kind)
  SELECT 1, 1, 0, 1000000, 'road' FROM n;
INSERT INTO scores(game_id, seq, seat, points, kind)
  VALUES (1, 1, 0, 967296, 'road');"
expect "score rows adding up past an int" 1 "game 1: divergent (1 divergence)
  seq 1    seat 0  SCORE-UNEXPECTED       the record gives 4294967296 road points that no rule gives
  totals:  computed 0 0, recorded - -
  see the board: carc replay $tmp/points-past-int.db --game 1 --to 1
1 game: 0 valid, 1 divergent, 0 unverifiable" "" -- $CARC verify "$tmp/points-past-int.db"

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

# -- special files ----------------------------------------------------------
# A FIFO blocks open(2) until someone writes: only regular files are
# opened, looked at without blocking (timeout: before the fix it hung).
mkfifo "$tmp/fifo.db"
expect "a FIFO as the database" 2 "" \
    "carc: cannot open '$tmp/fifo.db': not a regular file (a FIFO)" \
    -- timeout 20 $CARC verify "$tmp/fifo.db"
expect "/dev/zero as the database" 2 "" \
    "carc: cannot open '/dev/zero': not a regular file (a character device)" \
    -- timeout 20 $CARC verify /dev/zero

# -- results written back (verify --store, carcd) ----------------------------
# jmode DB: the database's journal mode.
jmode() { "$SQLITE3" "$1" 'PRAGMA journal_mode'; }
# vcount DB: games, moves and verdicts, and the verdicts themselves.
vcount() {
	"$SQLITE3" "$1" "SELECT (SELECT count(*) FROM games) || ' games, ' ||
	  (SELECT count(*) FROM moves) || ' moves; ' || coalesce((SELECT
	  group_concat(game_id || ' ' || verdict || ' ' || divergences, ', ')
	  FROM verdicts), 'no verdict') || '; ' || (SELECT count(*) FROM
	  divergences) || ' divergences'"
}

# Writing results changes no persistent setting (record-format.md):
# --store used to leave the file in WAL mode for good.
mkdb store
$CARC verify --store "$tmp/store.db" >/dev/null
expect "verify --store keeps the journal mode" 0 "delete" "" \
    -- jmode "$tmp/store.db"
expect "verify --store stores the verdict" 0 \
    "1 games, 2 moves; 1 valid 0; 0 divergences" "" -- vcount "$tmp/store.db"
# A database its owner put in WAL mode stays so.
mkdb storewal "PRAGMA journal_mode = WAL;"
$CARC verify --store "$tmp/storewal.db" >/dev/null
expect "verify --store keeps WAL mode" 0 "wal" "" -- jmode "$tmp/storewal.db"

# A plain verify where it may not write: tests/hostile-readonly.sh (it
# needs a user the modes apply to).

# Triggers of the file never run when carc writes: they could delete the
# games or forge a verdict.  A divergent game (player b's final score is
# wrong) and triggers on verdicts and divergences.
DIVERGENT="UPDATE games SET status = 'finished';
UPDATE players SET final_score = 0 WHERE seat = 0;
UPDATE players SET final_score = 7 WHERE seat = 1;"
TRIGGERS="CREATE TRIGGER wipe AFTER INSERT ON verdicts BEGIN
  DELETE FROM moves; DELETE FROM games; END;
CREATE TRIGGER forge AFTER INSERT ON verdicts BEGIN
  UPDATE verdicts SET verdict = 'valid', divergences = 0; END;
CREATE TRIGGER hide AFTER INSERT ON divergences BEGIN
  DELETE FROM divergences; END;"
mkdb trig "$DIVERGENT
$TRIGGERS"
$CARC verify --store "$tmp/trig.db" >/dev/null
expect "triggers on verdicts and divergences do not run" 0 \
    "1 games, 2 moves; 1 divergent 2; 2 divergences" "" -- vcount "$tmp/trig.db"

# The same under carcd, with a trigger on its own carc_state as well.
CARCD=${CARCD:-$top_builddir/carcd}
# waitv DB N: until DB holds N verdicts (10 s at most).
waitv() {
	i=0
	while [ $i -lt 200 ]; do
		[ "$("$SQLITE3" -cmd '.timeout 2000' "$1" \
		    'SELECT count(*) FROM verdicts' 2>/dev/null)" = "$2" ] &&
		    return 0
		sleep 0.05
		i=$((i + 1))
	done
	return 1
}
if [ -x "$CARCD" ]; then
	mkdb dtrig "$DIVERGENT
$TRIGGERS
CREATE TABLE carc_state(game_id INTEGER PRIMARY KEY, fingerprint INTEGER
  NOT NULL, engine TEXT NOT NULL, dirty INTEGER NOT NULL DEFAULT 0);
CREATE TRIGGER wipe_state AFTER INSERT ON carc_state BEGIN
  DELETE FROM moves; END;"
	"$CARCD" -f --plugin-dir "$top_builddir/plugins/.libs" \
	    "$tmp/dtrig.db" >"$tmp/carcd-trig.log" 2>&1 &
	cpid=$!
	waitv "$tmp/dtrig.db" 1
	kill "$cpid"; wait "$cpid"
	expect "triggers do not run under carcd" 0 \
	    "1 games, 2 moves; 1 divergent 2; 2 divergences" "" \
	    -- vcount "$tmp/dtrig.db"
	expect "carcd keeps the journal mode" 0 "delete" "" \
	    -- jmode "$tmp/dtrig.db"
fi

# -- damaged databases ---------------------------------------------------------
# SQLite notices a broken page or index only when it reads it, and a
# broken index not at all: bit-flipped copies of a real database read as
# good games.  One game of carc gen fits each table in one page, so a
# table's root page is where its rows are.
$CARC gen --games 1 --seed 7 "$tmp/whole.db" >/dev/null
ps=$("$SQLITE3" "$tmp/whole.db" 'PRAGMA page_size')
root() { "$SQLITE3" "$tmp/whole.db" \
    "SELECT rootpage FROM sqlite_master WHERE name = '$1'"; }
# flip NAME OFFSET MASK: a copy of whole.db with one byte xor MASK.
flip() {
	cp "$tmp/whole.db" "$tmp/$1.db"
	b=$(od -An -tu1 -j"$2" -N1 "$tmp/whole.db" | tr -d ' ')
	printf "$(printf '\\%03o' $((b ^ $3)))" |
	    dd of="$tmp/$1.db" bs=1 seek="$2" conv=notrunc 2>/dev/null
}
# The last byte of the index's page ends the first entry: its rowid.
flip flip-index $(($(root scores_game) * ps - 1)) 1
# The second row of moves says game 0: rows out of key order.
mp=$((($(root moves) - 1) * ps))
c1=$(od -An -tu1 -j$((mp + 10)) -N2 "$tmp/whole.db" | awk '{ print $1 * 256 + $2 }')
flip flip-order $((mp + c1 + 2)) 1
# The type of the page of games: no b-tree page at all.
flip flip-page $((($(root games) - 1) * ps)) 8
expect "the whole database verifies" 0 "1 game: 1 valid, 0 divergent, 0 unverifiable" "" \
    -- sh -c "$CARC verify '$tmp/whole.db' | tail -n 1"
for f in flip-index flip-order flip-page; do
	"$SQLITE3" "$tmp/$f.db" 'PRAGMA integrity_check' >"$tmp/ic" 2>&1
	if [ "$(cat "$tmp/ic")" != ok ]; then ok "$f.db is damaged"
	else ko "$f.db: the flip did no damage"; fi
done
vg=$VG
refused "a bit flip in an index" "$tmp/flip-index.db" \
    "'$tmp/flip-index.db' is damaged: row 1 missing from index scores_game (PRAGMA integrity_check)"
vg=
refused "a bit flip in a key" "$tmp/flip-order.db" \
    "'$tmp/flip-order.db' is damaged: row not in PRIMARY KEY order for moves, and more (PRAGMA integrity_check)"
refused "a bit flip in a page header" "$tmp/flip-page.db" \
    "'$tmp/flip-page.db' is damaged: database disk image is malformed"

# The check runs beside the reading (core/record/check.c): on 3,000 games
# whose last index page is damaged, games are judged before the check
# reaches the damage, and still not one verdict goes out, whatever the jobs.
$CARC gen --games 3000 --seed 7 "$tmp/big.db" >/dev/null
pg=$("$SQLITE3" "$tmp/big.db" "SELECT max(pageno) FROM dbstat
    WHERE name = 'scores_game' AND pagetype = 'leaf'")
cp "$tmp/big.db" "$tmp/flip-late.db"
off=$((pg * ps - 1))
b=$(od -An -tu1 -j"$off" -N1 "$tmp/big.db" | tr -d ' ')
printf "$(printf '\\%03o' $((b ^ 1)))" |
    dd of="$tmp/flip-late.db" bs=1 seek="$off" conv=notrunc 2>/dev/null
bad=$("$SQLITE3" "$tmp/flip-late.db" 'PRAGMA integrity_check' | head -n 1)
case $bad in
"row "*" missing from index scores_game") ok "flip-late.db is damaged" ;;
*) ko "flip-late.db: the flip did no damage ($bad)" ;;
esac
# Unchecked, the flipped index entry reorders the game's scores: a
# valid game reads as divergent.  Why the check is on by default.
expect "--no-integrity-check reads a damaged file as it reads" 0 \
    "1 game: 0 valid, 1 divergent, 0 unverifiable" "" \
    -- sh -c "$CARC verify --no-integrity-check '$tmp/flip-index.db' | tail -n 1"
for j in 1 2 4; do
	expect "no verdict of a damaged file goes out, --jobs $j" 2 "" \
	    "carc: '$tmp/flip-late.db' is damaged: $bad (PRAGMA integrity_check)" \
	    -- $CARC verify --jobs $j --format json "$tmp/flip-late.db"
done
# Past CARC_HOLD_BYTES the verdicts waiting for the check go to a
# temporary file (carc(1)): none of them goes out of a damaged file
# either, and of a whole file they all do, in order, as without the
# check; with no usable $TMPDIR the reading waits for the check instead.
expect "no verdict held in a temporary file goes out of a damaged file" 2 \
    "" "carc: '$tmp/flip-late.db' is damaged: $bad (PRAGMA integrity_check)" \
    -- env CARC_HOLD_BYTES=0 $CARC verify --jobs 1 --format json \
    "$tmp/flip-late.db"
$CARC verify --no-integrity-check --format json "$tmp/big.db" >"$tmp/unheld"
for h in 0 1 4096; do
	expect "verdicts held in a temporary file past $h bytes, all in order" \
	    0 "$(cat "$tmp/unheld")" "" \
	    -- env CARC_HOLD_BYTES=$h $CARC verify --format json "$tmp/big.db"
done
expect "no temporary file to be had: the reading waits for the check" 0 \
    "$(cat "$tmp/unheld")" "" -- env CARC_HOLD_BYTES=0 \
    TMPDIR="$tmp/no-such-dir" $CARC verify --format json "$tmp/big.db"

# carcd says so and goes on with its other databases.
if [ -x "$CARCD" ]; then
	cp "$tmp/whole.db" "$tmp/whole2.db"
	"$CARCD" -f --plugin-dir "$top_builddir/plugins/.libs" \
	    "$tmp/flip-index.db" "$tmp/whole2.db" >"$tmp/carcd-flip.log" 2>&1 &
	cpid=$!
	waitv "$tmp/whole2.db" 1
	kill "$cpid"; wait "$cpid"
	expect "carcd verifies the whole database" 0 "1" "" \
	    -- "$SQLITE3" "$tmp/whole2.db" 'SELECT count(*) FROM verdicts'
	expect "carcd stores nothing in the damaged one" 0 "0" "" \
	    -- "$SQLITE3" "$tmp/flip-index.db" 'SELECT count(*) FROM verdicts'
	# (each line begins with the time: cut)
	expect "carcd names the damage" 0 "carcd: '$tmp/flip-index.db' is damaged: row 1 missing from index scores_game (PRAGMA integrity_check); not writing into it, watching the others; a SIGHUP checks it again" "" \
	    -- sh -c 'grep -F "is damaged" "$1" | sed "s/^[^ ]* carcd:/carcd:/"' sh "$tmp/carcd-flip.log"
fi

# -- what carc writes to -------------------------------------------------------
# carc faults make into its own source, under any name, would write the
# faulted games into the database they come from.
cp "$tmp/whole.db" "$tmp/src.db"
ln "$tmp/src.db" "$tmp/src-link.db"
expect "faults make into its own input" 2 "" \
    "carc: '$tmp/src.db' and '$tmp/src.db' are the same file: the faulted games would be written into the games they come from" \
    -- $CARC faults make --count 5 "$tmp/src.db" "$tmp/src.db"
expect "faults make into a hard link of its input" 2 "" \
    "carc: '$tmp/src.db' and '$tmp/src-link.db' are the same file: the faulted games would be written into the games they come from" \
    -- $CARC faults make --count 5 "$tmp/src.db" "$tmp/src-link.db"
expect "faults make into a path of its input" 2 "" \
    "carc: '$tmp/src.db' and '$tmp/../${tmp##*/}/src.db' are the same file: the faulted games would be written into the games they come from" \
    -- $CARC faults make --count 5 "$tmp/src.db" "$tmp/../${tmp##*/}/src.db"
expect "the input keeps its one game" 0 "1" "" \
    -- "$SQLITE3" "$tmp/src.db" 'SELECT count(*) FROM games'
# carc gen into a database of something else.
"$SQLITE3" "$tmp/other.db" "CREATE TABLE invoices(id INTEGER PRIMARY KEY, total);
INSERT INTO invoices VALUES (1, 100);"
expect "gen into another program's database" 2 "" \
    "carc: refusing to add games to '$tmp/other.db': it is not empty and not a recorded-game database ('$tmp/other.db' has no games table: not a recorded-game database)" \
    -- $CARC gen --games 2 "$tmp/other.db"
expect "faults make into another program's database" 2 "" \
    "carc: refusing to add games to '$tmp/other.db': it is not empty and not a recorded-game database ('$tmp/other.db' has no games table: not a recorded-game database)" \
    -- $CARC faults make --count 1 "$tmp/whole.db" "$tmp/other.db"
expect "the other database is untouched" 0 "invoices" "" \
    -- "$SQLITE3" "$tmp/other.db" "SELECT group_concat(name) FROM sqlite_master"
# An empty file, an empty database and a recorded-game one are fine.
: >"$tmp/empty-gen.db"
"$SQLITE3" "$tmp/blank-gen.db" 'PRAGMA user_version = 0'
cp "$tmp/whole.db" "$tmp/more-gen.db"
for f in empty-gen blank-gen more-gen; do
	if $CARC gen --games 1 "$tmp/$f.db" >/dev/null; then ok "gen into $f.db"
	else ko "gen into $f.db"; fi
done

# -- plugin directories ----------------------------------------------------
plugins=$top_builddir/plugins/.libs
pd=$tmp/plugins
mkdir "$pd"
for p in "$plugins"/*.so; do cp "$p" "$pd/"; done
chmod 755 "$pd"
# --plugin-dir adds a directory before the base one (doc/spec/cli.md): each
# copy is taken from it, and says which file of the base it shadows.
expect "a copy of the plugins loads, shadowing the base directory's" 0 \
    "$($CARC plugins | awk -v pd="$pd" '
	NR == 1 { print "plugin directory " pd }
	$1 == "file" {
		f = $2; sub(/.*\//, "", f)
		printf "  %-24s %s\n", "file", pd "/" f
		printf "  %-24s %s\n", "shadows", $2
		next
	}
	{ print }')" "" \
    -- $vg $CARC plugins --plugin-dir "$pd"
# The base directory named as --plugin-dir too is searched once: nothing
# shadows itself.
expect "the base directory as --plugin-dir" 0 \
    "$(echo "plugin directory $plugins"; $CARC plugins)" "" \
    -- $CARC plugins --plugin-dir "$plugins"

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

# Who may put code there (OpenSSH's StrictModes): dlopen runs a plugin's
# constructors before carc sees its descriptor, so the check is on the
# file, its directory and every directory above, before dlopen.
# plugdir NAME: a fresh directory of mode 0755 with a copy of compass.so.
plugdir() {
	d=$tmp/$1
	mkdir -p "$d"
	chmod 755 "$d"
	cp "$pd/compass.so" "$d/compass.so"
	chmod 755 "$d/compass.so"
}
plugdir gw
chmod 775 "$tmp/gw/compass.so"
expect "a group-writable plugin" 2 "" \
    "carc: refusing plugin '$tmp/gw/compass.so': group-writable" \
    -- $CARC plugins --plugin-dir "$tmp/gw"
plugdir gwdir
chmod 775 "$tmp/gwdir"
expect "a group-writable plugin directory" 2 "" \
    "carc: plugin directory '$tmp/gwdir' is group-writable" \
    -- $CARC plugins --plugin-dir "$tmp/gwdir"
plugdir wwparent/plugins
chmod 777 "$tmp/wwparent"
expect "a world-writable parent of the plugin directory" 2 "" \
    "carc: plugin directory '$tmp/wwparent/plugins' is in '$tmp/wwparent', which is world-writable" \
    -- $CARC plugins --plugin-dir "$tmp/wwparent/plugins"
chmod 755 "$tmp/wwparent"
ln -s "$tmp/gw" "$tmp/linked"
expect "a plugin directory that is a symbolic link" 2 "" \
    "carc: plugin directory '$tmp/linked' is a symbolic link" \
    -- $CARC plugins --plugin-dir "$tmp/linked"
plugdir real/plugins
ln -s "$tmp/real" "$tmp/via"
expect "a plugin directory reached through a symbolic link" 2 "" \
    "carc: plugin directory '$tmp/via/plugins' is reached through the symbolic link '$tmp/via'" \
    -- $CARC plugins --plugin-dir "$tmp/via/plugins"
# A plugin owned by someone else: tests/hostile-owner.sh (only root can
# give a file away).

# A plugin cut short killed carc and carcd with SIGBUS inside dlopen: the
# ELF headers are checked against the file's size first.  (Which segment
# and how many bytes depend on the compiler's layout: the message is
# compared up to the reason.)
plugdir cut
head -c 3000 "$pd/compass.so" >"$tmp/cut/compass.so"
# upto TEXT COMMAND...: the command, its standard error cut after TEXT.
upto() {
	_t=$1; shift
	"$@" 2>"$tmp/upto"; _r=$?
	sed "s/\($_t\).*/\1/" "$tmp/upto" >&2
	return $_r
}
expect "a plugin cut to 3000 bytes" 2 "" \
    "carc: refusing plugin '$tmp/cut/compass.so': truncated or damaged" \
    -- upto "truncated or damaged" $CARC plugins --plugin-dir "$tmp/cut"
# The same with no section header table (e_shoff 0, as a stripped file
# may have): the loadable segments themselves reach past the end.
head -c 3000 "$pd/compass.so" >"$tmp/cut/compass.so"
dd if=/dev/zero of="$tmp/cut/compass.so" bs=1 seek=40 count=8 conv=notrunc \
    2>/dev/null
expect "a plugin cut short without section headers" 2 "" \
    "carc: refusing plugin '$tmp/cut/compass.so': truncated or damaged: segment" \
    -- upto "truncated or damaged: segment" $CARC plugins --plugin-dir "$tmp/cut"
head -c 200 "$pd/compass.so" >"$tmp/cut/compass.so"
expect "a plugin cut to 200 bytes" 2 "" \
    "carc: refusing plugin '$tmp/cut/compass.so': truncated or damaged: its program header table is not within its 200 bytes" \
    -- $CARC plugins --plugin-dir "$tmp/cut"
printf 'not a plugin\n' >"$tmp/cut/compass.so"
expect "a plugin that is not ELF" 2 "" \
    "carc: refusing plugin '$tmp/cut/compass.so': not an ELF file" \
    -- $CARC plugins --plugin-dir "$tmp/cut"
if [ -x "${CARCD:-$top_builddir/carcd}" ]; then
	head -c 3000 "$pd/compass.so" >"$tmp/cut/compass.so"
	expect "carcd -n with a plugin cut short" 2 "" \
	    "carcd: refusing plugin '$tmp/cut/compass.so': truncated or damaged" \
	    -- upto "truncated or damaged" "${CARCD:-$top_builddir/carcd}" -n -f \
	    --plugin-dir "$tmp/cut" "$tmp/good.db"
fi

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

# A catalogue says what the rules are (a world-writable signposts.yaml
# turned 20 valid games into 12 divergent ones): trusted as a plugin.
cd_=$tmp/yaml-trust
mkdir "$cd_"
chmod 755 "$cd_"
cp "$pd/signposts.so" "$cd_/"
cp "$top_srcdir/plugins/signposts/signposts.yaml" "$cd_/signposts.yaml"
chmod 666 "$cd_/signposts.yaml"
expect "a world-writable signposts.yaml" 2 "" \
    "carc: refusing tile catalogue '$cd_/signposts.yaml': world-writable" \
    -- $CARC verify --plugin-dir "$cd_" "$tmp/good.db"
chmod 664 "$cd_/signposts.yaml"
expect "a group-writable signposts.yaml" 2 "" \
    "carc: refusing tile catalogue '$cd_/signposts.yaml': group-writable" \
    -- $CARC verify --plugin-dir "$cd_" "$tmp/good.db"
chmod 644 "$cd_/signposts.yaml"
mkdir -p "$cd_/data/tiles"
chmod 755 "$cd_/data" "$cd_/data/tiles"
cp "$top_srcdir/core/tiles/base.yaml" "$cd_/data/tiles/base.yaml"
chmod 777 "$cd_/data/tiles"
expect "a base catalogue in a world-writable directory" 2 "" \
    "carc: refusing tile catalogue '$cd_/data/tiles/base.yaml': in '$cd_/data/tiles', which is world-writable" \
    -- env CARC_DATA_DIR="$cd_/data" $CARC verify --plugin-dir "$pd" "$tmp/good.db"
chmod 755 "$cd_/data/tiles"
ln -s "$cd_/data/tiles/base.yaml" "$cd_/base-link.yaml"
mkdir "$cd_/data2"
chmod 755 "$cd_/data2"
ln -s "$cd_/data/tiles" "$cd_/data2/tiles"
expect "a base catalogue reached through a symbolic link" 2 "" \
    "carc: refusing tile catalogue '$cd_/data2/tiles/base.yaml': reached through the symbolic link '$cd_/data2/tiles'" \
    -- env CARC_DATA_DIR="$cd_/data2" $CARC verify --plugin-dir "$pd" "$tmp/good.db"

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
