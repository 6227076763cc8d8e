#!/bin/sh
# make-record-corpus.sh - remake the seed databases of fuzz_record
# (tests/fuzz/corpus/record/, committed: .gitignore excepts them from its
# *.db).  Small real databases with 512-byte pages, so that mutations hit
# pages, records and cells rather than padding; see doc/hardening.md.
#
# usage: tests/fuzz/make-record-corpus.sh [CARC]   (from the source tree)
set -eu
carc=${1:-./carc}
out=tests/fuzz/corpus/record
mkdir -p "$out"
rm -f "$out"/*.db
# seed NAME SQL-FILE...: schema.sql, then each file, in 512-byte pages.
seed() {
	name=$1; shift
	{ echo 'PRAGMA page_size = 512;'; cat db/schema.sql "$@"; } |
	    sqlite3 -bail "$out/$name.db"
}
seed city-small replays/base/city-small.sql replays/base/city-small-pass.sql
seed compass replays/compass/no-final-pass.sql
seed watchtowers replays/watchtowers/nofinal-pass.sql
# verdicts and divergences written back, as carcd and --store leave them
seed stored replays/base/city-small.sql replays/base/city-small-pass.sql
# record format 2: turns with actions (neutral figures, a builder's
# second tile, the dragon's steps), so that the reader of the actions
# table and the plugins' judging of them are fuzzed too
seed mage-witch replays/mage_witch/joined-pass.sql
seed builder replays/traders_builders/double-pass.sql
seed dragon replays/princess_dragon/dragon-pass.sql
"$carc" verify --store "$out/stored.db" >/dev/null || :
# one complete game of carc gen
"$carc" gen --games 1 --seed 1 "$out/gen.tmp" >/dev/null
sqlite3 -bail "$out/gen.tmp" 'PRAGMA page_size = 512; VACUUM;'
mv "$out/gen.tmp" "$out/gen.db"
"$carc" gen --games 1 --seed 3 --expansions all "$out/gen-all.tmp" \
    >/dev/null
sqlite3 -bail "$out/gen-all.tmp" 'PRAGMA page_size = 512; VACUUM;'
mv "$out/gen-all.tmp" "$out/gen-all.db"
# made by another program: the spec's tables without any constraint
sqlite3 -bail "$out/loose.db" "PRAGMA page_size = 512;
CREATE TABLE games(id, ruleset, tile_supply, status);
CREATE TABLE game_expansions(game_id, name, variant);
CREATE TABLE players(game_id, seat, name, final_score);
CREATE TABLE moves(game_id, seq, seat, tile, action, x, y, rotation, meeple);
CREATE TABLE scores(game_id, seq, seat, points, kind);
INSERT INTO games VALUES (1, 'final', 'standard', 'in_progress');
INSERT INTO players VALUES (1, 0, 'a', NULL), (1, 1, 'b', NULL);
INSERT INTO moves VALUES (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'W', 'place', -1, 0, 180, NULL);"
ls -l "$out"
