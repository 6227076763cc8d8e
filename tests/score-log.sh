#!/bin/sh
# score-log.sh - carc replay --format json, the scoring log (issue 31,
# item 4), against JCloisterZone's own totals: for each of the twenty
# games JCloisterZone played (tests/fixtures/jcz-sample/expected.jsonl)
# the log is valid JSON Lines in the conventions of doc/spec/cli.md, an
# object per move in seq order with the move as recorded, and the points
# it gives, per seat, add up to JCloisterZone's final totals; each move's
# points per seat and kind are the record's own score rows (JCloisterZone
# wrote them), and the final object's totals are carc verify's.  A log
# cut with --to has no final scoring; a divergent game's log gives what
# the rules give, not what the record says.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
dir=$top_srcdir/tests/fixtures/jcz-sample
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-log.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
command -v python3 >/dev/null 2>&1 || { echo "FAIL: python3 is needed"; exit 1; }
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

# check_log LOG DB GAME FINAL: the log of GAME against the record in DB
# and JCloisterZone's totals FINAL (a JSON array)
check_log() {
	python3 - "$@" <<'PY'
import json, sqlite3, sys
log, db, game, final = sys.argv[1], sys.argv[2], int(sys.argv[3]), json.loads(sys.argv[4])
raw = open(log, "rb").read()
lines = raw.decode("utf-8").split("\n")
assert lines[-1] == "", "no newline at the end"
objs = [json.loads(l) for l in lines[:-1]]
con = sqlite3.connect(db)
moves = con.execute("SELECT seq, seat, tile, action, x, y, rotation, meeple "
    "FROM moves WHERE game_id = ? ORDER BY seq", (game,)).fetchall()
*body, last = objs
assert [o["seq"] for o in body] == [m[0] for m in moves], "an object per move, in seq order"
keys = {"game", "seq", "seat", "tile", "action", "x", "y", "rotation", "figure", "scores",
    "recorded", "divergences", "totals"}
for o, m in zip(body, moves):
    assert set(o) == keys, sorted(o)
    assert o["game"] == game
    assert (o["seat"], o["tile"], o["action"], o["x"], o["y"], o["rotation"], o["figure"]) == m[1:], (o, m)
    for s in o["scores"]:
        assert set(s) == {"seat", "points", "kind", "rule", "feature", "why"}, s
        assert isinstance(s["points"], int) and s["rule"] and s["why"], s
        assert s["feature"] is None or s["feature"]["tiles"], s
# each move's points, per seat and kind, are the record's score rows
rows = {}
for seq, seat, kind, pts in con.execute("SELECT seq, seat, kind, points "
        "FROM scores WHERE game_id = ?", (game,)):
    k = (seq, seat, kind); rows[k] = rows.get(k, 0) + pts
logged = {}
for o in objs:
    for s in o["scores"] or []:
        k = (o["seq"], s["seat"], s["kind"]); logged[k] = logged.get(k, 0) + s["points"]
drop0 = lambda d: {k: v for k, v in d.items() if v}
assert drop0(logged) == drop0(rows), sorted(set(drop0(logged).items()) ^ set(drop0(rows).items()))[:6]
# the sum of the log is JCloisterZone's total
sums = [0] * len(final)
for o in objs:
    for s in o["scores"] or []:
        sums[s["seat"]] += s["points"]
assert sums == final, (sums, final)
assert last["seq"] is None and last["seat"] is None and last["game"] == game
assert last["scores"] is not None, "final scoring of a finished game"
assert last["verdict"] == "valid"
assert last["final"] == {"computed": final, "recorded": final}, last["final"]
PY
}

n=0
while IFS= read -r line; do
	file=$(printf '%s\n' "$line" | sed 's/.*"file": "\([^"]*\)".*/\1/')
	game=$(printf '%s\n' "$line" | sed 's/.*"game": \([0-9]*\).*/\1/')
	final=$(printf '%s\n' "$line" | sed 's/.*"final": \(\[[^]]*\]\).*/\1/')
	db=$tmp/$game.db
	"$SQLITE3" -bail "$db" < "$dir/schema.sql" && "$SQLITE3" -bail "$db" < "$dir/$file" || {
		ko "$file (does not load)"; continue; }
	$CARC replay "$db" --game "$game" --format json > "$tmp/log" 2>"$tmp/err"
	rc=$?
	if [ $rc -ne 0 ]; then
		ko "$file: carc replay --format json exits $rc"; cat "$tmp/err"; continue
	fi
	if check_log "$tmp/log" "$db" "$game" "$final" 2>"$tmp/err"; then
		ok "$file: the log adds up to JCloisterZone's $final, move by move its score rows"
		n=$((n + 1))
	else
		ko "$file"; tail -3 "$tmp/err"
	fi
done < "$dir/expected.jsonl"
[ $n -eq 20 ] && ok "all twenty games" || ko "$n of twenty games"

# --to: the moves up to there, final scoring not played
db=$tmp/1001.db
$CARC replay "$db" --game 1001 --to 14 --format json > "$tmp/log"
if python3 -c '
import json, sys
o = [json.loads(l) for l in open(sys.argv[1])]
assert [x["seq"] for x in o[:-1]] == list(range(15)), [x["seq"] for x in o]
assert o[-1]["seq"] is None and o[-1]["scores"] is None
' "$tmp/log"; then ok "--to 14: moves 0 to 14, then final scoring null"; else ko "--to 14"; fi

# a divergent game: the log gives the rules' points, not the record's
# (the first score row made 5 points more)
$CARC replay "$db" --game 1001 --format json > "$tmp/good"
cp "$db" "$tmp/bad.db"
"$SQLITE3" -bail "$tmp/bad.db" "UPDATE scores SET points = points + 5
    WHERE game_id = 1001 AND seq = (SELECT min(seq) FROM scores
    WHERE game_id = 1001 AND seq IS NOT NULL)"
$CARC replay "$tmp/bad.db" --game 1001 --format json > "$tmp/bad" 2>/dev/null
if python3 -c '
import json, sys
good = [json.loads(l) for l in open(sys.argv[1])]
bad = [json.loads(l) for l in open(sys.argv[2])]
assert [g["scores"] for g in good] == [b["scores"] for b in bad]
assert bad[-1]["verdict"] == "divergent", bad[-1]
assert bad[-1]["final"]["computed"] == good[-1]["final"]["computed"]
' "$tmp/good" "$tmp/bad"; then
	ok "divergent record: the log gives the rules' points and says divergent"
else
	ko "divergent record"
fi
check_rc() { want=$1; shift; "$@" >/dev/null 2>&1; [ $? = "$want" ]; }
if check_rc 2 $CARC replay "$db" --game 1001 --format yaml &&
    check_rc 2 $CARC replay "$db" --game 1001 --format json --svg x.svg; then
	ok "a bad --format, and --format json with --svg, refused (2)"
else
	ko "bad --format not refused"
fi
echo "score-log: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
