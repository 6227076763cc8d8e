#!/bin/sh
# verify-jobs.sh - the output of carc verify does not depend on how the
# games are read or shared out: every recorded game of replays/ and the
# JCloisterZone sample, gathered into one database under new ids, must
# verify the same byte for byte
#   - with --jobs 4 as with --jobs 1 (JSON Lines, text, JUnit, --store);
#   - as the union of --shard K/N for every K (N = 3, sorted by game id);
#   - in a database made with exactly the tables of doc/spec/record-format.md
#     (tests/fixtures/jcz-sample/schema.sql: no index on scores, rowid tables)
#     as in one made with db/schema.sql, and in WAL mode.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-jobs.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never

fail=0
ok() { echo "PASS: $1"; }
ko() { echo "FAIL: $1"; fail=$((fail + 1)); }

# -- one database of every recorded game --------------------------------
# Each file is loaded into tables of its own (s_*, with the spec's
# defaults), then copied under new ids: file i's game g becomes
# i * 100000 + g; scores keep their order.  One sqlite3 for all.
# The spec's actions table (record format 2, doc/spec/record-format.md
# "The whole turn"), which the spec-only schema of tests/fixtures, a copy
# of the record format 1 tables, does not hold: the games of replays/
# that act (replays/mage_witch) need it in every copy.
actions_ddl='CREATE TABLE actions(
  game_id  INTEGER NOT NULL REFERENCES games(id),
  seq      INTEGER NOT NULL,
  n        INTEGER NOT NULL,
  seat     INTEGER,
  verb     TEXT NOT NULL,
  kind     TEXT,
  x        INTEGER,
  y        INTEGER,
  spot     TEXT,
  arg      TEXT,
  PRIMARY KEY (game_id, seq, n)
);'
{
	{ cat "$top_srcdir/tests/fixtures/jcz-sample/schema.sql"
	  echo "$actions_ddl"; } |
	sed -e 's/^CREATE TABLE \([a-z_]*\)/CREATE TEMP TABLE s_\1/' \
	    -e 's/REFERENCES games(id)//'
	i=0
	for sql in $(find "$top_srcdir/replays" -name '*.sql' | LC_ALL=C sort) \
	    "$top_srcdir"/tests/fixtures/jcz-sample/*/*.sql; do
		i=$((i + 1))
		sed 's/^INSERT INTO \([a-z_]*\)/INSERT INTO s_\1/' "$sql"
		cat <<-SQL
		INSERT INTO games(id, ruleset, tile_supply, status)
		    SELECT id + $i * 100000, ruleset, tile_supply, status
		    FROM s_games;
		INSERT INTO game_expansions SELECT game_id + $i * 100000, name,
		    variant FROM s_game_expansions;
		INSERT INTO players SELECT game_id + $i * 100000, seat, name,
		    final_score FROM s_players;
		INSERT INTO moves SELECT game_id + $i * 100000, seq, seat, tile,
		    action, x, y, rotation, meeple FROM s_moves;
		INSERT INTO scores SELECT game_id + $i * 100000, seq, seat,
		    points, kind FROM s_scores ORDER BY rowid;
		INSERT INTO actions SELECT game_id + $i * 100000, seq, n, seat,
		    verb, kind, x, y, spot, arg FROM s_actions;
		DELETE FROM s_games; DELETE FROM s_game_expansions;
		DELETE FROM s_players; DELETE FROM s_moves; DELETE FROM s_scores;
		DELETE FROM s_actions;
		SQL
	done
} > "$tmp/all.sql"
"$SQLITE3" -bail "$tmp/full.db" < "$top_srcdir/db/schema.sql" > /dev/null &&
"$SQLITE3" -bail "$tmp/full.db" < "$tmp/all.sql" > /dev/null &&
"$SQLITE3" -bail "$tmp/spec.db" < "$top_srcdir/tests/fixtures/jcz-sample/schema.sql" &&
echo "$actions_ddl" | "$SQLITE3" -bail "$tmp/spec.db" &&
"$SQLITE3" -bail "$tmp/spec.db" <<-SQL || exit 99
	ATTACH '$tmp/full.db' AS f;
	INSERT INTO actions SELECT * FROM f.actions;
	INSERT INTO games SELECT * FROM f.games;
	INSERT INTO game_expansions SELECT * FROM f.game_expansions;
	INSERT INTO players SELECT * FROM f.players;
	INSERT INTO moves SELECT * FROM f.moves;
	INSERT INTO scores SELECT * FROM f.scores ORDER BY rowid;
	SQL
games=$("$SQLITE3" "$tmp/full.db" "SELECT count(*) FROM games")
[ "$games" -gt 150 ] || ko "only $games games gathered"

# -- the reference: one worker, db/schema.sql ---------------------------
$CARC verify --jobs 1 --format json "$tmp/full.db" > "$tmp/ref.json"
ref_status=$?
lines=$(wc -l < "$tmp/ref.json")
if [ "$lines" -eq "$games" ] && [ $ref_status -eq 1 ]; then
	ok "--jobs 1: $lines verdicts, status 1"
else
	ko "--jobs 1: $lines verdicts for $games games, status $ref_status"
fi

# same WHAT REFDB DB FORMAT [ARGS...]: the output and status on DB equal
# --jobs 1's on REFDB (text names the database: the same one then)
same() {
	what=$1 ref=$2 db=$3 fmt=$4
	shift 4
	$CARC verify --jobs 1 --format "$fmt" "$tmp/$ref.db" > "$tmp/exp.out"
	es=$?
	$CARC verify --format "$fmt" "$@" "$tmp/$db.db" > "$tmp/got.out"
	gs=$?
	if cmp -s "$tmp/exp.out" "$tmp/got.out" && [ $es -eq $gs ]; then
		ok "$what"
	else
		ko "$what (status $gs, expected $es)"
		diff "$tmp/exp.out" "$tmp/got.out" | head -5
	fi
}
same "--jobs 4, json" full full json --jobs 4
same "--jobs 4, text" full full text --jobs 4
same "--jobs 4, junit" full full junit --jobs 4
same "--jobs 1, spec-only schema, json" full spec json --jobs 1
same "--jobs 3, spec-only schema, json" full spec json --jobs 3
same "--jobs 2, spec-only schema, text" spec spec text --jobs 2
# With workers, several connections read shares of the games at once
# (core/record/pscan.c); a WAL database, whose readers could see different
# snapshots, is read by one.  Neither changes a byte.
cp "$tmp/spec.db" "$tmp/wal.db"
[ "$("$SQLITE3" "$tmp/wal.db" 'PRAGMA journal_mode=WAL')" = wal ] ||
    ko "wal.db is not in WAL mode"
same "--jobs 4, WAL, json" full wal json --jobs 4
same "--jobs 2 --no-integrity-check, json" full full json --jobs 2 \
    --no-integrity-check
# A still copy of up to 256 MiB, which each of these is, is read through
# a memory map (core/record/copyvfs.c), a larger one by pread, as
# CARC_TEST_COPY_NO_MAP has every copy read: the same bytes either way.
for j in 1 3; do
	CARC_TEST_COPY_NO_MAP=1 $CARC verify --jobs $j --format json \
	    "$tmp/spec.db" > "$tmp/pread.json"
	s=$?
	if cmp -s "$tmp/ref.json" "$tmp/pread.json" && [ $s -eq $ref_status ]
	then
		ok "--jobs $j, the copy read by pread, not mapped"
	else
		ko "--jobs $j, the copy read by pread (status $s)"
	fi
done

# The parts of one reading take turns by blocks of consecutive ids
# (core/record/scan.c): the same games under ids that cross zero, fill
# and skip blocks, and reach both ends of the 64-bit range, in both
# schemas, read in 2, 3 and 4 parts.
for schema in spec full; do
	if [ $schema = spec ]; then
		ddl="$top_srcdir/tests/fixtures/jcz-sample/schema.sql"
	else
		ddl="$top_srcdir/db/schema.sql"
	fi
	"$SQLITE3" -bail "$tmp/ids-$schema.db" < "$ddl" > /dev/null &&
	if [ $schema = spec ]; then
		echo "$actions_ddl" | "$SQLITE3" -bail "$tmp/ids-$schema.db"
	fi &&
	"$SQLITE3" -bail "$tmp/ids-$schema.db" <<-SQL || exit 99
		ATTACH '$tmp/full.db' AS f;
		CREATE TEMP TABLE m AS SELECT id AS old, CASE
		    WHEN n <= 40 THEN n - 21
		    WHEN n <= 45 THEN 9223372036854775807 - (n - 41)
		    WHEN n <= 50 THEN -9223372036854775808 + (n - 46)
		    ELSE 1000 * n + n % 7 END AS new
		    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n
		    FROM f.games);
		INSERT INTO games SELECT new, ruleset, tile_supply, status,
		    source, started_at, finished_at FROM f.games JOIN m ON old = id;
		INSERT INTO game_expansions SELECT new, name, variant
		    FROM f.game_expansions JOIN m ON old = game_id;
		INSERT INTO players SELECT new, seat, name, final_score
		    FROM f.players JOIN m ON old = game_id;
		INSERT INTO moves SELECT new, seq, seat, tile, action, x, y,
		    rotation, meeple FROM f.moves JOIN m ON old = game_id;
		INSERT INTO scores SELECT new, seq, seat, points, kind
		    FROM f.scores JOIN m ON old = game_id ORDER BY f.scores.rowid;
		INSERT INTO actions SELECT new, seq, n, seat, verb, kind, x, y,
		    spot, arg FROM f.actions JOIN m ON old = game_id;
		SQL
done
for j in 2 3 4; do
	same "--jobs $j, ids across blocks, spec-only schema" ids-spec \
	    ids-spec json --jobs $j
	same "--jobs $j, ids across blocks, db/schema.sql" ids-spec ids-full \
	    json --jobs $j
done

# sort JSON Lines by game id, stable
by_game() { sed 's/^{"game":\(-\{0,1\}[0-9]*\),/\1 &/' | sort -s -n -k1,1 |
    cut -d' ' -f2-; }

for db in full spec; do
	: > "$tmp/union.json"
	for k in 1 2 3; do
		$CARC verify --jobs 2 --shard $k/3 --format json \
		    "$tmp/$db.db" >> "$tmp/union.json"
	done
	by_game < "$tmp/union.json" > "$tmp/sorted.json"
	if cmp -s "$tmp/ref.json" "$tmp/sorted.json"; then
		ok "--shard K/3, $db: the union is the unsharded output"
	else
		ko "--shard K/3, $db: the union differs"
	fi
done
# a shard of named games is the named games of that shard
odd=$("$SQLITE3" "$tmp/full.db" "SELECT min(id) FROM games WHERE id % 2 = 1")
even=$("$SQLITE3" "$tmp/full.db" "SELECT min(id) FROM games WHERE id % 2 = 0")
a=$($CARC verify --format json --shard 2/2 --game "$odd" --game "$even" \
    "$tmp/full.db" | sed 's/^{"game":\([0-9]*\),.*/\1/' | tr '\n' ' ')
[ "$a" = "$odd " ] && ok "--shard 2/2 --game: odd ids only" ||
    ko "--shard 2/2 --game gave '$a', not '$odd '"

# refused arguments: status 2, a message
for bad in "--jobs 0" "--jobs x" "--jobs 257" "--shard 0/2" "--shard 3/2" \
    "--shard 1" "--shard 1/0" "--shard /2"; do
	$CARC verify $bad "$tmp/full.db" > /dev/null 2> "$tmp/err"
	s=$?
	if [ $s -eq 2 ] && grep -q "^carc: --" "$tmp/err"; then
		ok "refused: $bad"
	else
		ko "$bad: status $s"
	fi
done

# -- --store: the same verdicts with 4 workers as with 1 ----------------
stored() {
	"$SQLITE3" "$1" "SELECT game_id, verdict, divergences, engine
	    FROM verdicts ORDER BY game_id;
	    SELECT game_id, seq, seat, rule, expected, recorded, message
	    FROM divergences ORDER BY game_id, rowid"
}
cp "$tmp/full.db" "$tmp/s1.db" && cp "$tmp/spec.db" "$tmp/s4.db"
$CARC verify --jobs 1 --store --format json "$tmp/s1.db" > "$tmp/s1.json"
$CARC verify --jobs 4 --store --format json "$tmp/s4.db" > "$tmp/s4.json"
if stored "$tmp/s1.db" > "$tmp/s1.txt" && stored "$tmp/s4.db" > "$tmp/s4.txt" &&
    [ -s "$tmp/s1.txt" ] && cmp -s "$tmp/s1.txt" "$tmp/s4.txt" &&
    cmp -s "$tmp/ref.json" "$tmp/s4.json"; then
	ok "--store --jobs 4: the verdicts of --jobs 1"
else
	ko "--store --jobs 4 differs"
fi

echo "verify-jobs: $fail failed"
[ $fail -eq 0 ]
