#!/bin/sh
# replicate.sh - a database of N real games: the JCloisterZone base games
# of tests/fixtures/jcz-sample/base copied under new ids, in a database
# made with exactly the tables of doc/spec/record-format.md
# (tests/fixtures/jcz-sample/schema.sql: no index on scores), as another
# program would make it.  -i adds the index of db/schema.sql on scores.
#
#   bench/replicate.sh [-i] [-s SRCDIR] N OUT.db
set -eu
index=0 src=$(dirname "$0")/..
while getopts is: o; do
	case $o in
	i) index=1 ;;
	s) src=$OPTARG ;;
	*) sed -n '2,9p' "$0" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -eq 2 ] || { sed -n '2,9p' "$0" >&2; exit 2; }
n=$1 out=$2
rm -f "$out"
sqlite3 -bail "$out" < "$src/tests/fixtures/jcz-sample/schema.sql"
# the sample into temporary tables, then copies of it game after game:
# copy c of sample game i (ids ordered) gets id c * count + i + 1
{
	echo "BEGIN;"
	sed 's/^INSERT INTO \([a-z_]*\)/INSERT INTO src_\1/' \
	    "$src"/tests/fixtures/jcz-sample/base/*.sql |
	    sed '1i CREATE TEMP TABLE src_games AS SELECT * FROM games WHERE 0; CREATE TEMP TABLE src_game_expansions AS SELECT * FROM game_expansions WHERE 0; CREATE TEMP TABLE src_players AS SELECT * FROM players WHERE 0; CREATE TEMP TABLE src_moves AS SELECT * FROM moves WHERE 0; CREATE TEMP TABLE src_scores AS SELECT * FROM scores WHERE 0;'
	cat <<-SQL
	CREATE TEMP TABLE src_map AS SELECT id AS old,
	    (SELECT count(*) FROM src_games b WHERE b.id < a.id) AS i
	    FROM src_games a;
	CREATE TEMP TABLE copies AS WITH RECURSIVE c(k, i, old, id) AS (
	    SELECT 0, i, old, i + 1 FROM src_map
	    UNION ALL SELECT k + 1, i, old,
	    (k + 1) * (SELECT count(*) FROM src_map) + i + 1
	    FROM c WHERE (k + 1) * (SELECT count(*) FROM src_map) + i < $n)
	    SELECT * FROM c;
	INSERT INTO games(id, ruleset, tile_supply, status, source)
	    SELECT c.id, g.ruleset, g.tile_supply, g.status, g.source
	    FROM copies c JOIN src_games g ON g.id = c.old ORDER BY c.id;
	INSERT INTO game_expansions SELECT c.id, e.name, e.variant
	    FROM copies c JOIN src_game_expansions e ON e.game_id = c.old
	    ORDER BY c.id;
	INSERT INTO players SELECT c.id, p.seat, p.name, p.final_score
	    FROM copies c JOIN src_players p ON p.game_id = c.old
	    ORDER BY c.id, p.seat;
	INSERT INTO moves SELECT c.id, m.seq, m.seat, m.tile, m.action, m.x,
	    m.y, m.rotation, m.meeple
	    FROM copies c JOIN src_moves m ON m.game_id = c.old
	    ORDER BY c.id, m.seq;
	INSERT INTO scores SELECT c.id, s.seq, s.seat, s.points, s.kind
	    FROM copies c JOIN src_scores s ON s.game_id = c.old
	    ORDER BY c.id, s.rowid;
	COMMIT;
	SQL
	[ $index -eq 1 ] && echo "CREATE INDEX scores_game ON scores(game_id, seq, seat, points, kind);"
} | sqlite3 -bail "$out"
