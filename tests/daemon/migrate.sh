#!/bin/sh
# migrate.sh - carcd's change detection survives what others do to the
# file (issue 28, 3): a migration that rebuilds scores (CREATE TABLE s2 AS
# ...; DROP TABLE scores; ALTER TABLE s2 RENAME TO scores) takes carcd's
# triggers with it, and a score changed inside it, or after it, is still
# verified again, without a restart; verdicts stored by `carc verify
# --store --plugin-dir` an empty directory (unverifiable: no plugin) are
# replaced by carcd's; and a game whose id is -2^63 is verified.
. "${top_srcdir:-.}/tests/daemon/lib.sh"

db=$tmp/m.db
log=$tmp/carcd.log
newdb "$db" || exit 99
mkgames "$db" 1 60 || exit 99
# a game at the very bottom of the id range, a copy of game 1
sql "$db" "
INSERT INTO games(id, ruleset, tile_supply, status, source) SELECT
  -9223372036854775808, ruleset, tile_supply, status, source FROM games WHERE id = 1;
INSERT INTO players SELECT -9223372036854775808, seat, name, final_score
  FROM players WHERE game_id = 1;
INSERT INTO moves SELECT -9223372036854775808, seq, seat, tile, action, x, y,
  rotation, meeple FROM moves WHERE game_id = 1;
INSERT INTO scores SELECT -9223372036854775808, seq, seat, points, kind
  FROM scores WHERE game_id = 1;" || exit 99
# games that need a plugin: compass, when it is built
have_compass=
if [ -f "$plugdir/compass.so" ]; then
	"$CARC" gen --games 5 --seed 3 --expansions compass \
	    --plugin-dir "$plugdir" "$db" > /dev/null 2>&1 || exit 99
	have_compass=1
fi

startd "$log" "$db"
waitfor 30 all_verified "$db" || fail "carcd did not verify every game"
pass "carcd verified every game, -2^63 too"
[ "$(count "$db" "SELECT verdict FROM verdicts WHERE game_id = -9223372036854775808")" = valid ] ||
    fail "game -2^63: $(count "$db" "SELECT verdict FROM verdicts WHERE game_id = -9223372036854775808")"

# -- a migration rebuilds scores, changing game 5's points inside it ------
verdict_of() { count "$db" "SELECT verdict FROM verdicts WHERE game_id = $1"; }
is_divergent() { [ "$(verdict_of "$1")" = divergent ]; }
sql "$db" "
BEGIN;
CREATE TABLE s2 AS SELECT * FROM scores;
UPDATE s2 SET points = points + 1 WHERE game_id = 5 AND rowid =
  (SELECT min(rowid) FROM s2 WHERE game_id = 5 AND seq IS NOT NULL);
DROP TABLE scores;
ALTER TABLE s2 RENAME TO scores;
COMMIT;" || exit 99
waitfor 10 is_divergent 5 ||
    fail "a score changed inside a migration: game 5 is still $(verdict_of 5)"
pass "a score changed inside a migration that dropped the triggers: verified again"
# after it: the triggers are back
sql "$db" "UPDATE scores SET points = points + 1 WHERE game_id = 9 AND rowid =
  (SELECT min(rowid) FROM scores WHERE game_id = 9 AND seq IS NOT NULL)" || exit 99
waitfor 10 is_divergent 9 ||
    fail "a score changed after the migration: game 9 is still $(verdict_of 9)"
pass "a score changed after the migration: verified again"
n=$(count "$db" "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'scores'")
[ "$n" = 3 ] || fail "carcd's triggers on scores: $n, not 3"
same_as_oneshot "$db" || fail "verdicts differ from carc verify"
pass "every verdict is carc verify's"

# -- verify --store beside no plugin: carcd replaces what it stored -------
unv() { count "$db" "SELECT count(*) FROM verdicts WHERE verdict = 'unverifiable'"; }
if [ -n "$have_compass" ]; then
	mkdir "$tmp/empty"
	CARC_PLUGIN_DIR=$tmp/empty "$CARC" verify --store \
	    --plugin-dir "$tmp/empty" "$db" > /dev/null 2>&1
	[ "$(unv)" -gt 0 ] || pass "(carcd was first)"
	none_unverifiable() { [ "$(unv)" = 0 ]; }
	waitfor 15 none_unverifiable ||
	    fail "verdicts stored beside no plugin: $(unv) still unverifiable"
	same_as_oneshot "$db" || fail "verdicts differ from carc verify"
	pass "verdicts stored by verify --store beside no plugin: replaced"
fi

kill -TERM "$dpid"
wait "$dpid"
exit 0
