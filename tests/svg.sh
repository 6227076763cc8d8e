#!/bin/sh
# svg.sh - `carc replay --svg` draws valid XML: several JCloisterZone games
# (tests/fixtures/jcz-sample, every expansion) at a few moves and at the
# end, a game made divergent on purpose, and a player name full of markup
# and broken UTF-8, each checked with xmllint and for a drawn board; the
# report's boards are byte for byte carc replay's for the same move, and
# a move that sends a meeple home shows it; games of The River, The Abbot
# and Inns & Cathedrals, and a figure taken back.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
if ! command -v xmllint >/dev/null 2>&1; then
	echo "SKIP: xmllint not installed (Debian: libxml2-utils)"
	exit 77
fi
dir=$top_srcdir/tests/fixtures/jcz-sample
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-svg.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM

pass=0 fail=0
check() {	# check NAME DB GAME [SEQ]
	name=$1 db=$2 game=$3
	out=$tmp/$name.svg
	if [ $# -ge 4 ]; then
		$CARC replay "$db" --game "$game" --to "$4" --svg "$out" 2>"$tmp/err"
	else
		$CARC replay "$db" --game "$game" --svg "$out" 2>"$tmp/err"
	fi
	rc=$?
	# a divergent game is 1 (carc replay exits as carc verify)
	if [ $rc -ne "${want_rc:-0}" ]; then
		echo "FAIL: $name (exit $rc)"; cat "$tmp/err"; fail=$((fail + 1))
	elif [ ! -s "$out" ]; then
		echo "FAIL: $name (empty SVG)"; fail=$((fail + 1))
	elif ! xmllint --noout "$out" 2>"$tmp/err"; then
		echo "FAIL: $name (not valid XML)"; head -5 "$tmp/err"
		fail=$((fail + 1))
	elif ! grep -q 'class="tile"' "$out"; then
		echo "FAIL: $name (no tile drawn)"; fail=$((fail + 1))
	else
		echo "PASS: $name"; pass=$((pass + 1))
	fi
}

for f in base/001 base/004 compass/001 compass/003 watchtowers/001 \
    watchtowers/002; do
	db=$tmp/$(echo "$f" | tr / -).db
	"$SQLITE3" -bail "$db" < "$dir/schema.sql" &&
	    "$SQLITE3" -bail "$db" < "$dir/$f.sql" || {
		echo "FAIL: $f (does not load)"; fail=$((fail + 1)); continue; }
	game=$("$SQLITE3" "$db" 'SELECT min(id) FROM games')
	for seq in 0 1 15; do
		check "$(echo "$f" | tr / -)-$seq" "$db" "$game" "$seq"
	done
	check "$(echo "$f" | tr / -)-end" "$db" "$game"
done

# A divergent game: the picture shows the divergences, and a player name
# that would break the XML if it were not escaped.
db=$tmp/bad.db
"$SQLITE3" -bail "$db" < "$dir/schema.sql" &&
    "$SQLITE3" -bail "$db" < "$dir/base/001.sql" &&
    "$SQLITE3" -bail "$db" "UPDATE moves SET meeple = 'N' WHERE seq = 13;
	UPDATE moves SET rotation = 90 WHERE seq = 20;
	UPDATE players SET name = '<P1 & \"co\">' || char(1) || x'ff' WHERE seat = 0;" || exit 99
game=$("$SQLITE3" "$db" 'SELECT min(id) FROM games')
want_rc=1
check divergent-20 "$db" "$game" 20
check divergent-end "$db" "$game"
want_rc=0
if grep -q 'BASE-PLACE-EDGE' "$tmp/divergent-20.svg" &&
    grep -q '&lt;P1 &amp; &quot;co&quot;&gt;' "$tmp/divergent-20.svg"; then
	echo "PASS: divergence and escaped name shown"; pass=$((pass + 1))
else
	echo "FAIL: divergence or escaped name missing"; fail=$((fail + 1))
fi

# Text mode, and a move that does not exist.
$CARC replay "$db" --game "$game" --to 20 >"$tmp/text"
rc=$?
if [ $rc -eq 1 ] && grep -q 'BASE-PLACE-ROT' "$tmp/text" && grep -q '^features' "$tmp/text"; then
	echo "PASS: text state"; pass=$((pass + 1))
else
	echo "FAIL: text state"; fail=$((fail + 1))
fi
# refused: the command's failure (2) with a message, never a crash
$CARC replay "$db" --game "$game" --to 9999 >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc -eq 2 ] && grep -q 'has no move 9999' "$tmp/err"; then
	echo "PASS: --to beyond the record refused"; pass=$((pass + 1))
else
	echo "FAIL: --to beyond the record: exit $rc"; cat "$tmp/err"
	fail=$((fail + 1))
fi

# One board for one move: carc replay --svg writes the very file the
# report draws at a divergence, the meeples the move sent home included.
"$CARC" report "$db" --out "$tmp/rep" >/dev/null 2>&1
rc=$?
if [ $rc -gt 1 ]; then
	echo "FAIL: carc report: exit $rc"; fail=$((fail + 1))
fi
n=0
for f in "$tmp/rep/games/$game"-*.svg; do
	[ -e "$f" ] || break
	s=${f##*-}
	s=${s%.svg}
	rm -f "$tmp/same.svg"
	if [ "$s" = end ]; then
		$CARC replay "$db" --game "$game" --svg "$tmp/same.svg"
	else
		$CARC replay "$db" --game "$game" --to "$s" --svg "$tmp/same.svg"
	fi
	rc=$?
	# a divergent game's replay exits 1; a crash (128 + signal) or a
	# failure (2) never counts, whatever file is left
	if [ $rc -gt 1 ]; then
		echo "FAIL: replay of $(basename "$f"): exit $rc"
		fail=$((fail + 1))
	elif cmp -s "$f" "$tmp/same.svg"; then
		n=$((n + 1))
	else
		echo "FAIL: the report's board $(basename "$f") is not carc replay's"
		fail=$((fail + 1))
	fi
done
if [ $n -ge 2 ]; then
	echo "PASS: $n report boards are carc replay's"; pass=$((pass + 1))
else
	echo "FAIL: $n report boards compared"; fail=$((fail + 1))
fi
# and a board where a move sends a meeple home shows it where it stood
# (game 1001: the knight of seq 24's city)
db2=$tmp/ret.db
"$SQLITE3" -bail "$db2" < "$dir/schema.sql" &&
    "$SQLITE3" -bail "$db2" < "$dir/base/001.sql" || exit 99
g2=$("$SQLITE3" "$db2" 'SELECT min(id) FROM games')
$CARC replay "$db2" --game "$g2" --to 24 --svg "$tmp/ret.svg"
rc=$?
if [ $rc -gt 1 ]; then
	echo "FAIL: replay of game $g2 to 24: exit $rc"; fail=$((fail + 1))
elif grep -q '<g class="meeple ghost"' "$tmp/ret.svg"; then
	echo "PASS: replay --svg shows the meeple sent home"; pass=$((pass + 1))
else
	echo "FAIL: replay --svg leaves out the meeple sent home"
	fail=$((fail + 1))
fi
# The River, The Abbot and Inns & Cathedrals: their boards are valid XML
# at the spring, a few moves on and at the end; a move that takes the
# abbot back shows it, dashed, where it stood.
db3=$tmp/new.db
$CARC gen --games 2 --seed 19 --expansions river,abbot,inns_cathedrals \
    "$db3" >/dev/null || { echo "FAIL: carc gen"; fail=$((fail + 1)); }
for g in 1 2; do
	for seq in 0 6 40; do
		check "new-$g-$seq" "$db3" "$g" "$seq"
	done
	check "new-$g-end" "$db3" "$g"
done
back=$("$SQLITE3" "$db3" "SELECT game_id || ' ' || seq FROM moves WHERE
    meeple LIKE 'return:%' ORDER BY game_id, seq LIMIT 1")
if [ -z "$back" ]; then
	echo "FAIL: no figure taken back in the generated games"
	fail=$((fail + 1))
else
	check "new-return" "$db3" ${back% *} ${back#* }
	if grep -q '<g class="meeple ghost" data-figure="[a-z_]*"[^>]*><title>[^<]*went home' \
	    "$tmp/new-return.svg"; then
		echo "PASS: the figure taken back is shown where it stood"
		pass=$((pass + 1))
	else
		echo "FAIL: the figure taken back at $back is not shown"
		fail=$((fail + 1))
	fi
fi
echo "svg: $pass passed, $fail failed"
[ $fail -eq 0 ]
