# lib.sh - shared by the carcd tests (sourced).  Games are the ten
# JCloisterZone sample games of tests/fixtures/jcz-sample/base (all valid),
# copied under new ids; mkdivergent alters some so that verdicts differ.
: "${top_srcdir:=.}" "${top_builddir:=.}" "${SQLITE3:=sqlite3}"
: "${CARC:=$top_builddir/carc}" "${CARCD:=$top_builddir/carcd}"
# carc refuses group-writable plugin directories (doc/hardening.md): the
# ones made here must not depend on the umask of the machine (002).
umask 022
: "${CARC_PLUGIN_DIR:=$top_builddir/plugins/.libs}"
export CARC_PLUGIN_DIR

tmp=$(mktemp -d "${TMPDIR:-/tmp}/carcd-test.XXXXXX") || exit 99
pids=
cleanup() {
	for p in $pids; do kill -9 "$p" 2>/dev/null; done
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

fail() { echo "FAIL: $*"; exit 1; }
pass() { echo "PASS: $*"; }

# The plugin directory the daemon runs with: the built plugins if any.
plugdir=$tmp/plugins
mkdir -p "$plugdir"
for f in "$CARC_PLUGIN_DIR"/*.so; do
	[ -f "$f" ] && cp "$f" "$plugdir/"
done
# catalogues are found next to the plugin, or in the source tree
sql() { "$SQLITE3" -bail -cmd '.timeout 10000' "$@"; }

# The template: schema and the ten sample games, ids 1001..1010.
tmpl=$tmp/template.db
sql "$tmpl" < "$top_srcdir/db/schema.sql" || exit 99
for f in "$top_srcdir"/tests/fixtures/jcz-sample/base/*.sql; do
	sql "$tmpl" < "$f" || exit 99
done

# newdb DB: an empty recorded-game database.
newdb() { sql "$1" < "$top_srcdir/db/schema.sql"; }

# mkgames DB FIRST COUNT [STATUS]: games FIRST..FIRST+COUNT-1, each a copy
# of sample game 1001 + (id % 10), in one transaction.
mkgames() {
	sql "$1" <<SQL
ATTACH '$tmpl' AS t;
BEGIN;
CREATE TEMP TABLE n AS WITH RECURSIVE c(i) AS (SELECT $2 UNION ALL
  SELECT i + 1 FROM c WHERE i < $2 + $3 - 1) SELECT i, 1001 + i % 10 AS src FROM c;
INSERT INTO games(id, ruleset, tile_supply, status, source)
  SELECT n.i, g.ruleset, g.tile_supply, '${4:-finished}', g.source
  FROM n JOIN t.games g ON g.id = n.src;
INSERT INTO players(game_id, seat, name, final_score)
  SELECT n.i, p.seat, p.name, p.final_score FROM n JOIN t.players p ON p.game_id = n.src;
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple)
  SELECT n.i, m.seq, m.seat, m.tile, m.action, m.x, m.y, m.rotation, m.meeple
  FROM n JOIN t.moves m ON m.game_id = n.src;
INSERT INTO scores(game_id, seq, seat, points, kind)
  SELECT n.i, s.seq, s.seat, s.points, s.kind FROM n JOIN t.scores s ON s.game_id = n.src
  ORDER BY n.i, s.rowid;
COMMIT;
DROP TABLE n;
SQL
}

# mkdivergent DB: every 7th game gets a wrong final score, every 11th a
# wrong number of points on its first scored move.
mkdivergent() {
	sql "$1" <<SQL
UPDATE players SET final_score = final_score + 3 WHERE game_id % 7 = 0 AND seat = 0;
UPDATE scores SET points = points + 1 WHERE game_id % 11 = 0 AND rowid IN
  (SELECT min(rowid) FROM scores WHERE game_id % 11 = 0 AND seq IS NOT NULL GROUP BY game_id);
SQL
}

# startd LOG ARGS...: carcd -f in the background; sets $dpid.
startd() {
	_log=$1; shift
	"$CARCD" -f --plugin-dir "$plugdir" "$@" >>"$_log" 2>&1 &
	dpid=$!
	pids="$pids $dpid"
}

# waitfor SECONDS COMMAND...: until the command succeeds (0) or timeout (1).
waitfor() {
	_t=$(( $1 * 20 )); shift
	while [ $_t -gt 0 ]; do
		"$@" && return 0
		sleep 0.05
		_t=$((_t - 1))
	done
	return 1
}

# count DB SQL: one number.
count() { sql "$1" "$2"; }

# all_verified DB: every finished game has a verdict.
all_verified() {
	[ "$(count "$1" "SELECT count(*) FROM games g WHERE status = 'finished'
	  AND NOT EXISTS (SELECT 1 FROM verdicts v WHERE v.game_id = g.id)")" = 0 ]
}

# same_as_oneshot DB: the stored verdicts equal `carc verify --format json`.
same_as_oneshot() {
	"$CARC" verify --format json --plugin-dir "$plugdir" "$1" |
	    sed -n 's/.*"game": *\(-\{0,1\}[0-9]*\).*"verdict": *"\([a-z]*\)".*/\1|\2/p' \
	    > "$tmp/oneshot.txt"
	sql "$1" "SELECT v.game_id || '|' || v.verdict FROM verdicts v JOIN games g
	  ON g.id = v.game_id WHERE g.status = 'finished' ORDER BY v.game_id" > "$tmp/daemon.txt"
	sql "$1" "SELECT id FROM games WHERE status = 'finished' ORDER BY id" > "$tmp/ids.txt"
	# only finished games are the daemon's
	awk -F'|' 'NR==FNR { f[$1] = 1; next } ($1 in f)' "$tmp/ids.txt" \
	    "$tmp/oneshot.txt" > "$tmp/oneshot-f.txt"
	cmp -s "$tmp/oneshot-f.txt" "$tmp/daemon.txt" || {
		diff "$tmp/oneshot-f.txt" "$tmp/daemon.txt" | head -5
		return 1
	}
	# divergence rows match the counts, one verdict per game
	[ "$(count "$1" "SELECT count(*) FROM verdicts v WHERE divergences !=
	  (SELECT count(*) FROM divergences d WHERE d.game_id = v.game_id)")" = 0 ]
}
