#!/bin/sh
# replay-log.sh - carc replay --format json, the scoring log (issue 34,
# item 8), of every game of the replays (every expansion), of the
# JCloisterZone sample, of the JCloisterZone saves carc imports and of
# games carc gen plays with every expansion, against the JSON Schema
# shipped with the docs and against carc verify and the database
# (tests/replay-log.py says what is checked); and the schema's validator
# refuses a broken line, so that a pass means something.  python3 with
# jsonschema (python3-jsonschema) is required: without it this FAILS.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-rlog.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
schema=$top_srcdir/doc/schema/replay-log.schema.json
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

python3 -c 'import jsonschema' 2>/dev/null ||
	{ echo "FAIL: python3 with jsonschema (python3-jsonschema) is needed"
	  exit 1; }

# the validator: a good line passes, each broken copy of it is refused
"$SQLITE3" -bail "$tmp/city.db" < "$top_srcdir/db/schema.sql" &&
	"$SQLITE3" -bail "$tmp/city.db" < "$top_srcdir/replays/base/city.sql" ||
	{ ko "replays/base/city.sql does not load"; exit 1; }
$CARC replay "$tmp/city.db" --game 622 --format json > "$tmp/city.log"
if python3 - "$schema" "$tmp/city.log" <<'PY'
import copy, json, sys, jsonschema
v = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
log = [json.loads(l) for l in open(sys.argv[2])]
line = next(o for o in log if o["scores"] and o["divergences"])
final = log[-1]
assert v.is_valid(line) and v.is_valid(final)
def broken(o, how):
    o = copy.deepcopy(o); how(o); return o
bad = [
    broken(line, lambda o: o["scores"][0].update(points="4")),
    broken(line, lambda o: o.pop("totals")),
    broken(line, lambda o: o.update(extra=1)),
    broken(line, lambda o: o["scores"][0].update(feature="city of 5 tiles")),
    broken(line, lambda o: o["scores"][0]["feature"].update(tiles=[[0, "0"]])),
    broken(line, lambda o: o["scores"][0]["feature"].update(tiles=[[0, 0, 0]])),
    broken(line, lambda o: o["recorded"][0].pop("kind")),
    broken(line, lambda o: o["divergences"][0]["points"].update(expected="14")),
    broken(line, lambda o: o["divergences"][0].update(seq=None)),
    broken(line, lambda o: o.update(seq=None)),
    broken(final, lambda o: o.update(verdict="fine")),
    broken(final, lambda o: o.update(reason="why")),
    broken(final, lambda o: o["final"]["computed"].append(None)),
]
for i, o in enumerate(bad):
    assert not v.is_valid(o), (i, o)
PY
then
	ok "the schema takes a line of the log and refuses each broken copy"
else
	ko "the schema's validator"
fi

# every replay, one database per file
n=0 dbs=
for sql in $(find "$top_srcdir/replays" -name '*.sql' | LC_ALL=C sort); do
	n=$((n + 1))
	"$SQLITE3" -bail "$tmp/r$n.db" < "$top_srcdir/db/schema.sql" &&
		"$SQLITE3" -bail "$tmp/r$n.db" < "$sql" >/dev/null ||
		{ ko "$sql does not load"; continue; }
	dbs="$dbs $tmp/r$n.db"
done
# the JCloisterZone sample, as SQL, in one database
dir=$top_srcdir/tests/fixtures/jcz-sample
"$SQLITE3" -bail "$tmp/jcz.db" < "$dir/schema.sql" || ko "jcz-sample schema"
for sql in "$dir"/*/*.sql; do
	"$SQLITE3" -bail "$tmp/jcz.db" < "$sql" || ko "$sql does not load"
done
# JCloisterZone's own saves, as carc imports them (those it refuses are
# the import's tests)
$CARC import jcz "$top_srcdir/tests/fixtures/jcz-engine-tests" \
    "$top_srcdir/tests/import" --db "$tmp/saves.db" >/dev/null 2>&1
[ -s "$tmp/saves.db" ] || ko "no JCloisterZone save imported"
# and whole games of every expansion together, as carc gen plays them
$CARC gen --games 14 --seed 34 --players 2-6 --expansions all \
    --ruleset c1-farm-v2 "$tmp/gen.db" >/dev/null || ko "carc gen"
if python3 "$top_srcdir/tests/replay-log.py" "$CARC" "$schema" \
    $dbs "$tmp/jcz.db" "$tmp/saves.db" "$tmp/gen.db" > "$tmp/out" 2>&1; then
	ok "$(tail -1 "$tmp/out"), each valid and agreeing with verify and the record"
else
	grep -v '^PASS' "$tmp/out"
	ko "the logs of the replays and JCloisterZone games"
fi
echo "replay-log: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
