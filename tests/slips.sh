#!/bin/sh
# slips.sh - what issue 31 (item 3) found a newcomer tripping on: exit
# statuses that say what happened (carc replay: 1 for a divergent game,
# as carc verify), commands printed to paste shell-quoted (the text
# report, the HTML report), games chosen by range, list and status (an
# unknown status named with the allowed ones), verify's progress with a
# total, compare saying which games a variant does not touch, faults make
# refusing to add to an old run, gen --games 0 refused.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-slips.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }
check() { name=$1; shift; if "$@"; then ok "$name"; else ko "$name"; fi; }
run() {	# run RC COMMAND...: stdout in $tmp/out, stderr in $tmp/err
	want=$1; shift
	"$@" >"$tmp/out" 2>"$tmp/err"; rc=$?
	[ "$rc" = "$want" ] && return 0
	echo "  exit $rc, expected $want: $*"; head -5 "$tmp/err"; return 1
}
out_has() { grep -q -- "$1" "$tmp/out" || { echo "  stdout lacks: $1"; head -5 "$tmp/out"; return 1; }; }
err_has() { grep -q -- "$1" "$tmp/err" || { echo "  stderr lacks: $1"; cat "$tmp/err"; return 1; }; }

db="$tmp/my games.db"	# a space, as in a user's file name
"$SQLITE3" -bail "$db" < "$top_srcdir/db/schema.sql" &&
    "$SQLITE3" -bail "$db" < "$top_srcdir/replays/example.sql" || exit 99
# games 1 and 3 valid, 2 divergent (seq 14)

# --- exit statuses ------------------------------------------------------------
check "replay: a valid game exits 0" run 0 $CARC replay "$db" --game 1
check "replay: a divergent game exits 1, as verify" run 1 $CARC replay "$db" --game 2
check "  ... and still shows the board" out_has "^features"
check "replay: before its first divergence the game is valid (0)" run 0 $CARC replay "$db" --game 2 --to 13
check "replay: at it, 1" run 1 $CARC replay "$db" --game 2 --to 14
check "replay --format json: a divergent game exits 1" run 1 $CARC replay "$db" --game 2 --format json
check "replay: no such game exits 2" run 2 $CARC replay "$db" --game 99
cp "$db" "$tmp/unv.db"
"$SQLITE3" -bail "$tmp/unv.db" "UPDATE games SET status = 'playing' WHERE id = 3"
check "replay: an unverifiable game exits 1" run 1 $CARC replay "$tmp/unv.db" --game 3
check "a record's unknown status: unverifiable, naming the allowed ones" \
    sh -c '"$1" verify --game 3 "$2" | grep -q "unknown status .playing. (finished, in_progress or abandoned)"' \
    sh "$CARC" "$tmp/unv.db"

# --- commands to paste ---------------------------------------------------------
run 1 $CARC verify "$db"
line=$(sed -n 's/^  see the board: //p' "$tmp/out")
check "verify: the command to see the board quotes the path" \
    test "$line" = "carc replay '$db' --game 2 --to 14"
mkdir "$tmp/bin" && ln -s "$CARC" "$tmp/bin/carc" 2>/dev/null ||
    printf '#!/bin/sh\nexec "%s" "$@"\n' "$CARC" > "$tmp/bin/carc"
chmod +x "$tmp/bin/carc"
(PATH=$tmp/bin:$PATH; export PATH; sh -c "$line") >"$tmp/out" 2>"$tmp/err"
check "  ... pasted into sh it shows the board of game 2 at 14 (exit 1)" \
    sh -c '[ $1 = 1 ] && grep -q "^features" "$2"' sh $? "$tmp/out"
q="$tmp/it's.db"
cp "$db" "$q"
run 1 $CARC verify "$q"
line=$(sed -n 's/^  see the board: //p' "$tmp/out")
(PATH=$tmp/bin:$PATH; export PATH; sh -c "$line") >/dev/null 2>"$tmp/err"
check "  ... a quote in the path too" test $? = 1
run 1 $CARC report "$db" --out "$tmp/rep"
check "report: the game page's command quotes the path" \
    grep -q "<code>carc replay &apos;$tmp/my games.db&apos; --game 2 --to SEQ</code>" "$tmp/rep/games/2.html"

# --- choosing games -------------------------------------------------------------
for sel in "--game 1-2" "--game 1,2" "--game 2 --game 1-1" "--game 1,2-2"; do
	run 1 $CARC verify $sel "$db"
	check "verify $sel: games 1 and 2" sh -c \
	    'grep -q "^2 games: 1 valid, 1 divergent" "$1" || { cat "$1"; exit 1; }' sh "$tmp/out"
done
run 1 $CARC verify --game 0-1000 "$db"
check "verify --game 0-1000: the games it spans, none missing" out_has "^3 games:"
check "verify --game 5-9: no game in the range (2)" run 2 $CARC verify --game 5-9 "$db"
check "  ... said" err_has "no game in the selection"
check "verify --game 9: a missing id named alone is an error (2)" run 2 $CARC verify --game 9 "$db"
check "verify --game 3-1 refused (2)" run 2 $CARC verify --game 3-1 "$db"
check "verify --game 1-x refused (2)" run 2 $CARC verify --game 1-x "$db"
"$SQLITE3" -bail "$db" "UPDATE games SET status = 'abandoned' WHERE id = 2"
run 0 $CARC verify --status finished "$db"
check "verify --status finished: games 1 and 3" out_has "^2 games: 2 valid, 0 divergent"
run 1 $CARC verify --status abandoned,finished "$db"
check "verify --status abandoned,finished: all three" out_has "^3 games:"
run 0 $CARC verify --status finished --game 2-3 "$db"
check "verify --status with --game: both apply" out_has "^1 games\?: 1 valid"
check "verify --status in_progress: none (2)" run 2 $CARC verify --status in_progress "$db"
check "verify --status playing refused (2)" run 2 $CARC verify --status playing "$db"
check "  ... naming the allowed values" err_has "no status 'playing' (finished, in_progress or abandoned)"
# (exit 1: the variant changes game 1's farms)
run 1 $CARC compare --status finished --game 1-2 --as c1-farm-v1 "$db"
check "compare takes --game and --status too" sh -c \
    '[ $(grep -c "^game 1 as c1-farm-v1" "$1") = 1 ] && ! grep -q "^game [23]" "$1"' sh "$tmp/out"
"$SQLITE3" -bail "$db" "UPDATE games SET status = 'finished' WHERE id = 2"

# --- verify's progress: a total and the time left --------------------------------
# (drawn every 64 games at most twice a second, the first at once)
$CARC gen --games 400 --seed 2 "$tmp/many.db" >/dev/null || exit 99
CARC_PROGRESS=always $CARC verify --jobs 1 "$tmp/many.db" >/dev/null 2>"$tmp/err"
check "verify's progress line has the total and the time left" sh -c \
    'tr "\r" "\n" < "$1" | grep -q "^verify: [0-9]*/400 games, [0-9]*/s, [0-9]*:[0-9][0-9] left"' \
    sh "$tmp/err" || { tr '\r' '\n' < "$tmp/err" | head -3; }

# --- compare: the games a variant does not touch --------------------------------
run 1 $CARC compare --as compass:spielbox --as c1-farm-v1 "$db"
check "compare: a game without the compass is untouched by compass:spielbox" \
    out_has "^game 1 as compass:spielbox: untouched: the game does not play compass"
check "  ... and the summary counts them" out_has "^as compass:spielbox: 3 games, 0 change score, 0 change winner, 3 untouched"
check "  ... a variant that changes the game is compared" out_has "^game 1 as c1-farm-v1: first difference"
run 0 $CARC compare --as final --game 1 --format json "$db"
check "compare --format json: untouched with the reason" \
    out_has '"as":"final","untouched":"the game is played under final already"'

# --- faults make: a new FAULTED.db, or --force ------------------------------------
$CARC gen --games 3 --seed 5 "$tmp/valid.db" >/dev/null || exit 99
check "faults make writes a new database" \
    run 0 $CARC faults make --count 4 "$tmp/valid.db" "$tmp/f.db"
check "faults make refuses an existing FAULTED.db (2)" \
    run 2 $CARC faults make --count 4 "$tmp/valid.db" "$tmp/f.db"
check "  ... saying how to replace it" err_has "'$tmp/f.db' exists: faults make writes a new database (--force replaces it)"
check "  ... and leaves it as it was" test "$("$SQLITE3" "$tmp/f.db" 'SELECT count(*) FROM games')" = 4
check "faults make --force replaces it" \
    run 0 $CARC faults make --force --count 3 "$tmp/valid.db" "$tmp/f.db"
check "  ... with this run's games only" \
    test "$("$SQLITE3" "$tmp/f.db" 'SELECT count(*) FROM games') $("$SQLITE3" "$tmp/f.db" 'SELECT count(*) FROM fault_truth')" = "3 3"

# --- gen --games 0 -------------------------------------------------------------
check "gen --games 0 refused (2)" run 2 $CARC gen --games 0 "$tmp/g0.db"
check "  ... saying what to do instead" err_has "carc init DB"
check "  ... and writes no file" test ! -e "$tmp/g0.db"

echo "slips: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
