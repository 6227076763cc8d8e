#!/bin/sh
# cli.sh - what the user reads and types (issues 19 and 20): output that
# stays valid and inert whatever a record holds, options parsed strictly,
# mistakes named before any game is read, the help, the version, the
# shipped rules text and the documentation's own examples.
#
# The JSON Lines checks use python3's json module (strict UTF-8 decoding,
# then json.loads on every line): fails without python3, as the
# independent scorer does.
set -u
: "${top_srcdir:=.}" "${top_builddir:=.}" "${CARC:=./carc}" \
    "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-cli.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }
# check NAME COMMAND...: passes when the command succeeds
check() { name=$1; shift; if "$@"; then ok "$name"; else ko "$name"; fi; }

command -v python3 >/dev/null 2>&1 || { echo "FAIL: python3 is needed"; exit 1; }

# run RC COMMAND...: the exit status is RC; stdout in $tmp/out, stderr in
# $tmp/err
run() {
	want=$1; shift
	"$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	[ "$rc" = "$want" ] && return 0
	echo "  exit $rc, expected $want: $*"; sed 's/^/  err: /' "$tmp/err" | head -5
	return 1
}
# err_is TEXT: stderr is exactly TEXT
err_is() {
	[ "$(cat "$tmp/err")" = "$1" ] && return 0
	printf '  stderr: %s\n  wanted: %s\n' "$(cat "$tmp/err")" "$1"; return 1
}
out_has() { grep -q -- "$1" "$tmp/out" || { echo "  stdout lacks: $1"; return 1; }; }
out_lacks() { ! grep -q -- "$1" "$tmp/out" || { echo "  stdout has: $1"; return 1; }; }

db=$tmp/example.db
"$SQLITE3" -bail "$db" < "$top_srcdir/db/schema.sql" >/dev/null &&
"$SQLITE3" -bail "$db" < "$top_srcdir/replays/example.sql" >/dev/null ||
    { echo "FAIL: example.sql does not load"; exit 1; }

# --- hostile text in a record -------------------------------------------
# Games 11-19 are copies of game 1 with one hostile string each: invalid
# bytes in a tile id, a variant, a score kind; "é" across the 31-byte cut
# of a tile id and of a variant; an escape sequence; a newline forging a
# report line; C1 and bidi controls.
h=$tmp/hostile.db
cp "$db" "$h"
copy_game() {	# copy_game ID: game 1 as game ID
	"$SQLITE3" -bail "$h" "
	INSERT INTO games(id, ruleset, tile_supply, status) SELECT $1, ruleset,
	  tile_supply, status FROM games WHERE id = 1;
	INSERT INTO players SELECT $1, seat, name, final_score FROM players
	  WHERE game_id = 1;
	INSERT INTO moves SELECT $1, seq, seat, tile, action, x, y, rotation,
	  meeple FROM moves WHERE game_id = 1;
	INSERT INTO scores SELECT $1, seq, seat, points, kind FROM scores
	  WHERE game_id = 1;" || exit 99
}
for g in 11 12 13 14 15 16 17 18 19; do copy_game $g; done
e31="'$(printf 'a%.0s' $(seq 30))' || char(233)"   # 30 bytes, then é
"$SQLITE3" -bail "$h" "
UPDATE moves SET tile = CAST(X'41FF42' AS TEXT) WHERE game_id = 11 AND seq = 5;
INSERT INTO game_expansions VALUES (12, 'compass', CAST(X'C3' AS TEXT));
UPDATE scores SET kind = CAST(X'726F6164E9' AS TEXT) WHERE game_id = 13
  AND rowid = (SELECT min(rowid) FROM scores WHERE game_id = 13);
UPDATE moves SET tile = $e31 WHERE game_id = 14 AND seq = 5;
INSERT INTO game_expansions VALUES (15, 'compass', $e31);
UPDATE moves SET tile = 'U' || char(27) || '[2J' || char(27) || ']0;pwned'
  || char(7) WHERE game_id = 16 AND seq = 5;
UPDATE moves SET tile = 'U' || char(10) || 'game 2: valid' WHERE game_id = 17
  AND seq = 5;
UPDATE scores SET kind = 'road' || char(133) || char(8238) || 'x'
  WHERE game_id = 18 AND rowid = (SELECT min(rowid) FROM scores
  WHERE game_id = 18);
UPDATE moves SET meeple = char(13) || 'N' || char(127) WHERE game_id = 19
  AND seq = 3;" || exit 99

run 1 $CARC verify --format json "$h"
cp "$tmp/out" "$tmp/hostile.json"
check "json lines: valid UTF-8 and valid JSON over hostile records" \
    python3 -c '
import json, sys
data = open(sys.argv[1], "rb").read()
text = data.decode("utf-8")            # strict: raises on a bad byte
games = [json.loads(l)["game"] for l in text.splitlines()]
assert games == [1, 2, 3] + list(range(11, 20)), games
' "$tmp/hostile.json"
check "json: a string cut at 31 bytes keeps whole characters" \
    python3 -c '
import json, sys
for l in open(sys.argv[1], encoding="utf-8"):
    o = json.loads(l)
    assert "\ufffd" not in json.dumps(o, ensure_ascii=False) or \
        o["game"] in (11, 12, 13), o
' "$tmp/hostile.json"
run 1 $CARC verify "$h"
check "text: no control byte and no malformed UTF-8 from the record" \
    python3 -c '
import sys, re
data = open(sys.argv[1], "rb").read()
text = data.decode("utf-8")
bad = [c for c in text if (ord(c) < 32 and c != "\n") or 0x7f <= ord(c) <= 0x9f
       or 0x202a <= ord(c) <= 0x202e]
assert not bad, bad
heads = [l for l in text.splitlines() if re.match(r"game \d+:", l)]
assert len(heads) == 12, heads     # no forged "game 2: valid" line
' "$tmp/out"
check "text: the escapes show what the record holds" \
    grep -q 'U\\x1b\[2J\\x1b\]0;pwned\\x07' "$tmp/out"
check "text: the forged line is shown escaped" grep -q 'U\\ngame 2: valid' "$tmp/out"
run 1 $CARC verify --format junit "$h"
if command -v xmllint >/dev/null 2>&1; then
	check "junit: well-formed over hostile records" xmllint --noout "$tmp/out"
fi
run 1 $CARC compare "$h" --as c1-farm-v1
check "compare text: no control byte from the record" python3 -c '
import sys
text = open(sys.argv[1], "rb").read().decode("utf-8")
bad = [c for c in text if (ord(c) < 32 and c != "\n") or 0x7f <= ord(c) <= 0x9f]
assert not bad, bad
' "$tmp/out"
run 1 $CARC compare --format json "$h" --as c1-farm-v1
check "compare json: valid UTF-8 and valid JSON" python3 -c '
import json, sys
for l in open(sys.argv[1], "rb").read().decode("utf-8").splitlines():
    json.loads(l)
' "$tmp/out"

# --- the words of the reports -------------------------------------------
run 1 $CARC verify "$db"
check "text: one line per divergence, the seat said once" python3 -c '
import re, sys
lines = open(sys.argv[1]).read().splitlines()
div = [l for l in lines if re.match(r"  (seq \d+ |final )", l)]
assert len(div) == 4, div
for l in div:
    assert re.match(r"  (seq \d+ +|final +) seat \d  [A-Z0-9-]+ +\S", l), l
    assert "seat" not in l.split(None, 4)[-1], l       # not in the sentence
assert not any(l.lstrip().startswith("expected ") for l in lines), lines
assert "  seq 14   seat 0  BASE-CITY-PTS          the rules give 4 city points (city of 2 tiles, 0 coats of arms), the record 6" in lines
' "$tmp/out"
# a divergence whose message does not state the figures gets them
cp "$db" "$tmp/seat.db"
"$SQLITE3" -bail "$tmp/seat.db" "UPDATE moves SET seat = 0 WHERE game_id = 1
  AND seq = 2" || exit 99
run 1 $CARC verify --game 1 "$tmp/seat.db"
check "text: figures added where the sentence lacks them" \
    out_has "DATA-SEAT  *it is seat 1's turn (expected seat 1, recorded seat 0)$"
run 1 $CARC replay "$db" --game 2 --to 14
check "replay: '1 tile;' and no '1 tile ;'" sh -c \
    'grep -q " 1 tile;" "$1" && ! grep -q "tile ;" "$1"' sh "$tmp/out"
check "replay: players are not numbered from 1 beside 0-based seats" \
    out_lacks "P1 (seat 0)"
run 0 $CARC gen --games 1 --seed 5 "$tmp/gen.db"
run 0 $CARC replay "$tmp/gen.db" --game 1
check "gen: player names carry no 1-based number" sh -c \
    '! grep -q "player [0-9] (seat" "$1" && grep -q "(seat 0)" "$1"' sh "$tmp/out"

# --- game ids ----------------------------------------------------------
for bad in '+5' ' 1' '1 ' '' '-' '1e3' '0x10' '--1'; do
	run 2 $CARC verify --game "$bad" "$db"
	check "verify --game '$bad' refused" err_is "carc: --game: '$bad' is not a game id, a range LO-HI or a comma-separated list of them"
done
run 1 $CARC verify --game 3 --game 2 --game 3 --game 2 "$db"
check "verify --game: id order, each once" sh -c \
    '[ "$(grep "^game" "$1" | cut -d: -f1 | tr "\n" " ")" = "game 2 game 3 " ] &&
     grep -q "^2 games: 1 valid, 1 divergent" "$1"' sh "$tmp/out"
run 2 $CARC verify --game 1 --game 999 "$db"
check "verify --game 1 --game 999: nothing verified, the missing id named" \
    sh -c '[ ! -s "$1" ]' sh "$tmp/out"
check "verify --game 999: message" err_is "carc: '$db' has no game 999"
run 2 $CARC verify --game 998 --game 1 --game 999 --format json "$db"
check "verify: every missing id named" err_is "carc: '$db' has no games 998, 999"
# 100,000 ids, descending (the worst order for the insertion sort that
# once took 7.4 s here; qsort now): every id kept, the missing ones named.
# No clock: load from the tests beside it stretches any fixed bound,
# and speed is measured by benchmarks (bench/), not by make check.
check "verify: 100,000 --game ids, descending, read and checked" python3 -c '
import subprocess, sys
carc, db = sys.argv[1], sys.argv[2]
# as comma-separated lists of 40 (a --game value is at most 255 bytes):
# 100,000 arguments came near the limit of the kernel on arguments and
# environment together (E2BIG under make distcheck)
ids = list(range(100000, 0, -1))
args = [carc, "verify"] + ["--game=" + ",".join(map(str, ids[i:i + 40]))
    for i in range(0, len(ids), 40)] + [db]
p = subprocess.run(args, capture_output=True, text=True)
assert p.returncode == 2, p
assert p.stderr == "carc: \x27%s\x27 has no games 4, 5, 6, 7, 8, 9, 10, 11 and 99989 more\n" % db, p.stderr
assert p.stdout == "", p.stdout
' "$CARC" "$db"

# --- compare --as ------------------------------------------------------
run 2 $CARC compare "$db" --as nosuchplugin:x
check "compare --as nosuchplugin:x: an error" \
    err_is "carc: --as 'nosuchplugin:x': no plugin 'nosuchplugin' is loaded ('carc plugins' lists them)"
check "compare --as nosuchplugin:x: nothing compared" sh -c '[ ! -s "$1" ]' sh "$tmp/out"
run 2 $CARC compare "$db" --as compass:nope
check "compare --as compass:nope: an error" \
    err_is "carc: --as 'compass:nope': plugin 'compass' has no variant 'nope' (it has hig, spielbox)"
run 2 $CARC compare "$db" --as final --as +nosuch
check "compare --as +nosuch: an error" \
    err_is "carc: --as '+nosuch': no plugin 'nosuch' is loaded ('carc plugins' lists them)"
run 2 $CARC compare "$db" --as c1-farm-v1 --game 1 --game 7
check "compare --game 7: the missing id named first" err_is "carc: '$db' has no game 7"
run 0 $CARC compare "$db" --as compass:spielbox --game 1
check "compare --as compass:spielbox still runs" out_has "same points"

# --- named things that are not there -------------------------------------
run 2 $CARC reference --out "$tmp/ref-missing" --replays /nonexistent
check "reference --replays /nonexistent: an error" err_is \
    "carc: cannot open replays directory '/nonexistent': No such file or directory"
check "reference --replays /nonexistent: nothing written" test ! -e "$tmp/ref-missing"
run 2 $CARC explain BASE-MEEPLE-FREE --replays /nonexistent
check "explain --replays /nonexistent: an error" err_is \
    "carc: cannot open replays directory '/nonexistent': No such file or directory"
run 2 $CARC explain BASE-MEEPLE-FREE --replays "$db"
check "explain --replays FILE: not a directory" err_is \
    "carc: cannot open replays directory '$db': not a directory"
run 0 $CARC explain BASE-MEEPLE-FREE --replays "$top_srcdir/replays"
check "explain --replays DIR still lists its games" out_has "base/meeple.sql"
# issue 37: the games by id, and a command that runs as pasted
check "explain names the game that breaks the rule" grep -q \
    "base/meeple.sql  *breaks it (its verdict cites the rule): game 323$" "$tmp/out"
sed -n '/^draw one/,$p' "$tmp/out" | tail -n +2 | tr -d '\n' |
    sed "s|carc |$CARC |g; s|g\.db|$tmp/explain.db|g; s|board\.svg|$tmp/explain.svg|" \
    >"$tmp/explain.sh"
check "explain's command draws the game it names" sh -c \
    "sh '$tmp/explain.sh' >/dev/null 2>&1; grep -q '<svg' '$tmp/explain.svg'"
run 2 $CARC verify --plugin-dir "" "$db"
check "verify --plugin-dir '': an error" err_is \
    "carc: --plugin-dir wants a directory, not ''"
run 2 $CARC plugins extra
check "plugins extra: an error" sh -c 'grep -q "^carc: no plugin .extra. in " "$1"' sh "$tmp/err"
run 0 $CARC plugins compass
check "plugins compass: that plugin only" sh -c \
    'grep -q "^compass " "$1" && ! grep -q "^signposts \|^watchtowers " "$1"' sh "$tmp/out"

# --- help, version, messages ---------------------------------------------
run 0 $CARC help verify
cp "$tmp/out" "$tmp/help-verify"
run 0 $CARC verify --help
check "help verify is verify --help" cmp -s "$tmp/out" "$tmp/help-verify"
check "help verify shows the verify usage" out_has "^usage: carc verify"
# a real help, not the bare usage: every option of the usage line has a
# line of its own below it, with a sentence
for o in --game --format --store --problems --jobs --shard --plugin-dir; do
	check "verify --help explains $o" \
	    sh -c 'sed "1,/^\$/d" "$1" | grep -q -- "^  $2 .*[a-z]"' sh "$tmp/out" "$o"
done
run 2 $CARC help nosuch
check "help nosuch: an error" err_is "carc: help: no command 'nosuch' ('carc help' lists them)"
run 0 $CARC help
check "help lists the commands" out_has "^  verify "
run 0 $CARC --version
check "--version" sh -c 'grep -Eq "^carc [0-9]+\.[0-9]+\.[0-9]+ \(plugin ABI [0-9]+\.[0-9]+\)$" "$1"' sh "$tmp/out"
cp "$tmp/out" "$tmp/version"
run 0 $CARC -V
check "-V is --version" cmp -s "$tmp/out" "$tmp/version"
for c in verify compare plugins replay explain reference import gen faults; do
	sub=; [ $c = faults ] && sub=make
	run 2 $CARC $c $sub --no-such-option
	check "$c: a bad option reads 'carc: $c: ...'" sh -c \
	    'head -1 "$1" | grep -q "^carc: $2: unrecognized option"' sh "$tmp/err" $c
done
# every message to stderr in the sources goes through carc_warnx (which
# writes "carc: "), or writes "carc: " or "carcd: " itself
check "sources: no fprintf(stderr) without the program's name" sh -c '
cd "$1" && grep -n "fprintf(stderr, \"" core/*/*.c plugins/*/*.c |
  grep -v "fprintf(stderr, \"carcd\{0,1\}: \|fprintf(stderr, \"usage: \|progress.c" |
  grep . && exit 1; exit 0' sh "$top_srcdir"

# --- the rules text: shipped, a page per section, linked, no jargon --------
check "the rules text is in the tree" test -s "$top_srcdir/doc/rules/rules-en.md"
mkdir "$tmp/noreplays"
run 0 $CARC reference --out "$tmp/ref" --replays "$tmp/noreplays"
check "reference: a page per section of the rules text" sh -c '
for s in 0 1 1.1 1.4 1.9 2 3 3.1 3.2 3.3 3.4 4 5 6 7; do
	test -s "$1/rules-$s.html" || { echo "  no rules-$s.html"; exit 1; }
done
grep -q "Meeple placement" "$1/rules-1.4.html" &&
grep -q "href=\"rules-1.4.html\"" "$1/rules.html"' sh "$tmp/ref"
check "reference: each rule page links its source to the section" sh -c '
grep -q "Source: <a href=\"rules-1.4.html\">rules-en.md 1.4</a>" "$1/BASE-MEEPLE-FREE.html" &&
grep -q "Source: <a href=\"rules-3.3.html\">rules-en.md 3.3 " "$1/TOWER-ROAD.html" &&
n=0
for f in "$1"/[A-Z]*.html; do
	grep -q "Source: rules-en.md" "$f" && { echo "  $f: source not linked"; exit 1; }
	grep -q "Source: <a href=\"rules-[0-9.]*.html\">rules-en.md" "$f" && n=$((n + 1))
done
[ $n -ge 60 ] || { echo "  only $n rule pages link the rules text"; exit 1; }' sh "$tmp/ref"
# each plugin's rules text (its descriptor's rules_doc, read from the
# sources: nothing here names one) is a page per section too, listed on
# the index, and its rules' pages link their sources to its sections
check "reference: each plugin's rules text, a page per section, linked" sh -c '
docs=$(sed -n "s/.*\.rules_doc = \"\([^\"]*\)\".*/\1/p" "$2"/plugins/*/*.c)
[ -n "$docs" ] || { echo "  no rules_doc in plugins/"; exit 1; }
for d in $docs; do
	s=${d%.md}
	test -s "$1/rules-$s.html" || { echo "  no rules-$s.html"; exit 1; }
	grep -q "href=\"rules-$s.html\">$d</a>" "$1/index.html" ||
	    { echo "  the index does not list $d"; exit 1; }
	grep -q "href=\"rules-$s-[0-9.]*.html\"" "$1/rules-$s.html" ||
	    { echo "  rules-$s.html lists no section"; exit 1; }
	n=0
	for f in $(grep -l "Source: .*$d [0-9]" "$1"/[A-Z]*.html); do
		grep -q "Source: <a href=\"rules-$s-[0-9.]*.html\">$d [0-9]" "$f" ||
		    { echo "  $f: source not linked to $d"; exit 1; }
		n=$((n + 1))
	done
	[ $n -gt 0 ] || { echo "  no rule page cites $d"; exit 1; }
done' sh "$tmp/ref" "$top_srcdir"
check "reference: every link to a rules page resolves" sh -c '
cd "$1" && for l in $(grep -oh "href=\"rules[-a-z0-9_.]*\.html\"" *.html | sort -u |
    sed "s/href=\"//; s/\"//"); do
	test -f "$l" || { echo "  broken link $l"; exit 1; }
done' sh "$tmp/ref"
check "reference: the rules pages are balanced HTML" python3 -c '
import sys
from html.parser import HTMLParser
VOID = {"meta", "br", "hr", "img", "link"}
class P(HTMLParser):
    def __init__(s):
        super().__init__(); s.stack = []; s.err = []
    def handle_starttag(s, t, a):
        if t not in VOID: s.stack.append(t)
    def handle_endtag(s, t):
        if not s.stack or s.stack[-1] != t: s.err.append((t, s.stack[-3:]))
        else: s.stack.pop()
bad = []
for f in sys.argv[1:]:
    p = P(); p.feed(open(f, encoding="utf-8").read()); p.close()
    if p.err or p.stack: bad.append((f, p.err[:2], p.stack))
assert not bad, bad
' "$tmp"/ref/rules*.html
check "reference: no rule id can break at its hyphens (in an element kept on one line)" python3 -c '
import re, sys
from html.parser import HTMLParser
rid = re.compile(r"(?<![A-Za-z0-9-])[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+(?![A-Za-z0-9])")
class P(HTMLParser):
    def __init__(s):
        super().__init__(); s.stack = []; s.bad = []; s.css = ""; s.used = set()
    def handle_starttag(s, t, a):
        if t in ("meta", "br", "img", "link"): return
        a = dict(a); s.stack.append((t, (a.get("class") or "").split()))
    def handle_endtag(s, t):
        while s.stack and s.stack.pop()[0] != t: pass
    def handle_data(s, d):
        names = [t for t, c in s.stack]
        if "style" in names: s.css += d; return
        if "svg" in names or "title" in names or "script" in names: return
        for m in rid.finditer(d):
            keep = [("h1" if t == "h1" else "code" if t == "code" else
                     ".rule" if "rule" in c else "td.id")
                    for t, c in s.stack if t in ("h1", "code") or "rule" in c or
                    (t == "td" and "id" in c)]
            if not keep: s.bad.append((m.group(0), names[-3:]))
            s.used.update(keep)
bad = []
for f in sys.argv[1:]:
    p = P(); p.feed(open(f, encoding="utf-8").read()); p.close()
    if p.bad: bad.append((f, p.bad[:2]))
    css = p.css.replace(" ", "")
    for sel in p.used:
        if not re.search(
                r"(^|[,}\n])([^{}]*,)?" + re.escape(sel) + r"(,[^{}]*)?\{[^}]*white-space:nowrap", css):
            bad.append((f, sel + " may wrap"))
assert not bad, bad[:5]
' "$tmp"/ref/*.html
check "reference: no internal jargon (seed, footnote codes) in any page" sh -c \
    '! grep -il "seed 00\|seed foot\|seed,\|seeds/\|in the seed" "$1"/*.html' sh "$tmp/ref"
check "reference: every source names a shipped text (doc/rules/*.md or the record format)" python3 -c '
import os, re, sys
rows = re.findall(r"<tr><td class=\"id\">.*?</tr>", open(sys.argv[1], encoding="utf-8").read())
assert len(rows) >= 60, len(rows)
for r in rows:
    src = re.sub(r"<[^>]+>", "", r.split("</td><td>")[2])
    if src.startswith("the record format: "):
        continue
    m = re.match(r"([a-z_-]+\.md) ", src)
    assert m and os.path.isfile(os.path.join(sys.argv[2], m.group(1))), r
' "$tmp/ref/index.html" "$top_srcdir/doc/rules"
run 0 $CARC explain TOWER-ROAD
check "explain: names the rules text and its section" sh -c '
f=$(sed -n "s/^  rules-en.md is carc.s rules text: \(.*\), section 3.3$/\1/p" "$1")
[ -n "$f" ] && test -s "$f"' sh "$tmp/out"
check "explain: no internal jargon" out_lacks "seed"
# a rule the recorder misread is a hint, no citation (rule-ids.md): the
# game that misreads it does not break it
run 0 $CARC explain ROSE-ACTIVE
check "explain: a hint is no citation" out_has \
    "compass/active-break.sql  *misreads it (a divergence's hint"
check "explain: a hint is no break" out_lacks "active-break.sql  *breaks it"
run 0 $CARC explain ROSE-QUARTER-3
check "explain: a cited rule is broken" out_has \
    "compass/active-break.sql  *breaks it (its verdict cites the rule)"
# a plugin's rule whose source is its own rules text: explain names it
for c in "$top_srcdir"/plugins/*/*.c; do
	d=$(sed -n 's/.*\.rules_doc = "\([^"]*\)".*/\1/p' "$c")
	[ -n "$d" ] || continue
	id=$(sed -n 's/^[[:space:]]*{ "\([A-Z][A-Z0-9-]*\)",.*/\1/p' "$c" | head -1)
	run 0 $CARC explain "$id"
	p=$(basename "$(dirname "$c")")
	check "explain $id: names $d, its plugin's rules text" sh -c '
f=$(sed -n "s/^  $2 is the rules text of $3: \(.*\), section [0-9.]*$/\1/p" "$1")
[ -n "$f" ] && test -s "$f"' sh "$tmp/out" "$d" "$p"
done
run 0 $CARC plugins
check "plugins: no internal jargon in what they print" out_lacks "seed"
check "sources: no rule source cites the seed documents" sh -c \
    '! grep -n "\"rules-en.md[^\"]*seed" "$1"/plugins/*/*.c "$1"/core/engine/rules.c' \
    sh "$top_srcdir"
check "Makefile.am installs the rules text" grep -q \
    "^dist_rules_DATA = doc/rules/rules-en.md" "$top_srcdir/Makefile.am"

# --- the manual -----------------------------------------------------------
man1=$top_builddir/doc/carc.1
synopsis=$(sed -n '/^\.Sh SYNOPSIS/,/^\.Sh DESCRIPTION/p' "$man1")
for c in verify compare import replay explain reference gen faults plugins rules init; do
	missing=
	for o in $($CARC $c --help 2>&1 | sed -n '1,/^$/p' |
	    grep -o -- "--[a-z-]*" | sort -u); do
		printf '%s\n' "$synopsis" | grep -q -- "^\.Op Fl -${o#--}\( \|$\)\|^\.Fl -${o#--}\( \|$\)" ||
		    missing="$missing $o"
	done
	check "carc.1: the $c synopsis has every option of its usage" \
	    sh -c '[ -z "$1" ] || { echo "  missing:$1"; exit 1; }' sh "$missing"
done
check "carc.1: CARC_PROGRESS documented" grep -q "^\.It Ev CARC_PROGRESS" "$man1"
check "carc.1: CARC_REPLAYS_DIR documented" grep -q "^\.It Ev CARC_REPLAYS_DIR" "$man1"
check "carc.1: the JSON field moves_only documented" grep -q "^\.Li moves_only" "$man1"
check "carc.1: SEE ALSO carcd.yaml(5)" sh -c \
    'sed -n "/^\.Sh SEE ALSO/,/^\.Sh/p" "$1" | grep -q "^\.Xr carcd\.yaml 5"' sh "$man1"
check "carc.1: help and -V" sh -c 'grep -q "^\.Cm help" "$1" && grep -q "Fl V" "$1"' sh "$man1"
if command -v man >/dev/null 2>&1; then
	check "carc.1: man renders it without a warning" sh -c \
	    'MANWIDTH=80 man --warnings -l "$1" 2>&1 >/dev/null | grep . && exit 1; exit 0' sh "$man1"
	# The configured paths carry a break point (\:) after each slash
	# (Makefile.am, edit_man): a long prefix, as make distcheck's, made
	# lines troff could not break.  The pages as built have them; every
	# page with them under a long prefix renders without a warning.
	check "carc.1: configured paths may break at their slashes" \
	    grep -q '^\.It Pa /\\:' "$man1"
	long=/home/a-builder/with/a/long/path/carc-0.1.0/_build/sub/../../_inst
	long=$(printf '%s\n' "$long" | sed 's|/|/\\\\:|g')
	for p in carc.1 carc-tiles.5 carcd.8 carcd.yaml.5; do
		sed -e "s|@sysconfdir@|$long/etc|g" \
		    -e "s|@localstatedir@|$long/var|g" \
		    -e "s|@pkgdatadir@|$long/share/carc|g" \
		    -e "s|@pkglibdir@|$long/lib/carc|g" \
		    -e "s|@docdir@|$long/share/doc/carc|g" \
		    "$top_srcdir/doc/$p.in" > "$tmp/long.$p"
		check "$p: no warning under a long prefix" sh -c \
		    'MANWIDTH=80 man --warnings -l "$1" 2>&1 >/dev/null | grep . && exit 1; exit 0' \
		    sh "$tmp/long.$p"
	done
fi

# --- the README's quick start and example ----------------------------------
readme=$top_srcdir/README.md
qs=$(sed -n '/^## Quick start/,/^## Using it/p' "$readme" |
    awk '/^```sh$/ { on = 1; next } /^```$/ { on = 0 } on')
check "README: the quick start is exactly two commands" \
    test "$(printf '%s\n' "$qs" | grep -c .)" -eq 2
first=$(printf '%s\n' "$qs" | head -1)
check "README: the first command does not begin with sudo" \
    sh -c 'case "$1" in sudo*) exit 1;; esac' sh "$first"
check "README: the second command runs the whole suite" \
    test "$(printf '%s\n' "$qs" | sed -n 2p)" = "make check"
# Run the first command with stand-ins for what it installs and builds, as
# root on a machine without sudo, and as a user with sudo: apt-get must
# be reached both ways, and the command ends in the real carc verify of
# the example (exit 1: game 2 is divergent on purpose).
mkdir -p "$tmp/qs/bin" "$tmp/qs/tree"
for t in autoreconf make; do
	printf '#!/bin/sh\nexit 0\n' > "$tmp/qs/bin/$t"
done
printf '#!/bin/sh\necho "apt-get $*" >> "%s/qs/log"\n' "$tmp" > "$tmp/qs/bin/apt-get"
printf '#!/bin/sh\nexit 0\n' > "$tmp/qs/tree/configure"
printf '#!/bin/sh\nexec "%s" "$@"\n' "$CARC" > "$tmp/qs/tree/carc"
cp "$db" "$tmp/qs/tree/example.db"
chmod +x "$tmp/qs/bin"/* "$tmp/qs/tree/configure" "$tmp/qs/tree/carc"
sh_path=$(command -v sh)
ln -s "$sh_path" "$tmp/qs/bin/sh"
(cd "$tmp/qs/tree" && PATH=$tmp/qs/bin "$sh_path" -c "$first") \
    >"$tmp/out" 2>"$tmp/err"
rc=$?
check "README: as root without sudo the first command runs (exit 1)" \
    sh -c '[ "$1" = 1 ] && grep -q "^apt-get update" "$2" &&
        grep -q "^apt-get install -y " "$2" &&
        grep -q "^3 games: 2 valid, 1 divergent, 0 unverifiable$" "$3"' \
    sh "$rc" "$tmp/qs/log" "$tmp/out"
rm -f "$tmp/qs/log"
printf '#!/bin/sh\necho "sudo $*" >> "%s/qs/log"\nexec "$@"\n' "$tmp" > "$tmp/qs/bin/sudo"
chmod +x "$tmp/qs/bin/sudo"
(cd "$tmp/qs/tree" && PATH=$tmp/qs/bin "$sh_path" -c "$first") \
    >"$tmp/out" 2>"$tmp/err"
rc=$?
check "README: as a user the first command uses sudo (exit 1)" \
    sh -c '[ "$1" = 1 ] && grep -q "^sudo apt-get update" "$2" &&
        grep -q "^sudo apt-get install -y " "$2"' sh "$rc" "$tmp/qs/log"
check "README: says that the example's exit status 1 is right" sh -c \
    'sed -n "/^## Quick start/,/^## Using it/p" "$1" | grep -q "exit status 1, and that is the right answer"' \
    sh "$readme"
# the README's divergence lines are what carc verify prints
(cd "$tmp" && $CARC verify example.db) >"$tmp/out" 2>&1
awk '/^A divergent game, as `carc verify` prints it/ { f = 1 }
    f && /^```$/ { n++; if (n == 2) exit; next } f && n == 1' "$readme" \
    > "$tmp/readme-example"
check "README: its example output is carc's (example.db, game 2)" sh -c '
[ "$(grep -c . "$1")" -ge 6 ] || exit 1
while IFS= read -r l; do
	grep -qxF -- "$l" "$2" || { echo "  not printed: $l"; exit 1; }
done < "$1"' sh "$tmp/readme-example" "$tmp/out"

echo "$pass passed, $fail failed"; [ $fail -eq 0 ]
