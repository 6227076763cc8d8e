#!/bin/sh
# outputs.sh - carc never writes an output through a symbolic link, or
# into a file that has another name (issue 28, 8): a link planted where
# an output goes (in a report's directory, as its pages' directory, as
# the picture of carc replay --svg, as the database carc gen, faults make
# or import write) is refused with an error naming it, exit 2, and the
# file it points to is left as it was (not created, where it did not
# exist).  And where nothing is planted, the outputs are written.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-outputs.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never

fail=0
ok() { echo "PASS: $1"; }
ko() { echo "FAIL: $1"; fail=$((fail + 1)); }

# The victim: a file of the user's that a link points to, and a
# directory; and a name where nothing is yet (a link to it would create it).
victim=$tmp/victim
mkdir "$victim"
echo precious > "$victim/file"
cksum "$victim/file" > "$tmp/victim.sum"
untouched() {
	cksum "$victim/file" | cmp -s - "$tmp/victim.sum" &&
	    [ "$(ls "$victim")" = file ]
}

# refused NAME MESSAGE CMD...: exit 2, stderr is "carc: MESSAGE", the
# victim as it was
refused() {
	name=$1 msg=$2
	shift 2
	"$@" > "$tmp/out" 2> "$tmp/err"
	rc=$?
	if [ $rc -eq 2 ] && [ "$(cat "$tmp/err")" = "carc: $msg" ] &&
	    untouched; then
		ok "$name"
	else
		ko "$name: exit $rc, $(head -c 300 "$tmp/err")"
		ls -l "$victim"
	fi
}

# A database with a divergent game, so that the report writes a page.
db=$tmp/games.db
"$SQLITE3" -bail "$db" < "$top_srcdir/db/schema.sql" &&
"$SQLITE3" -bail "$db" < "$top_srcdir/tests/fixtures/jcz-sample/base/001.sql" &&
"$SQLITE3" -bail "$db" "UPDATE players SET final_score = final_score + 1
    WHERE seat = 0" || exit 99
id=$("$SQLITE3" "$db" "SELECT id FROM games")

# -- carc report ---------------------------------------------------------
# the report as it is written where nothing is planted
$CARC report "$db" --out "$tmp/r0" --all > /dev/null 2>&1
[ -f "$tmp/r0/index.html" ] && [ -f "$tmp/r0/games/$id.html" ] &&
    [ -f "$tmp/r0/reference/index.html" ] &&
    ok "report: written where nothing is planted" ||
    ko "report: not written where nothing is planted"

for f in index.html style.css games.js rules.html; do
	rm -rf "$tmp/r"
	mkdir "$tmp/r"
	ln -s "$victim/file" "$tmp/r/$f"
	refused "report: a link as $f" \
	    "refusing to write '$tmp/r/$f': it is a symbolic link" \
	    $CARC report "$db" --out "$tmp/r"
done
rm -rf "$tmp/r"
mkdir -p "$tmp/r/games"
ln -s "$victim/file" "$tmp/r/games/$id.html"
refused "report: a link as a game's page" \
    "refusing to write '$tmp/r/games/$id.html': it is a symbolic link" \
    $CARC report "$db" --out "$tmp/r"
for d in games reference; do
	rm -rf "$tmp/r"
	mkdir "$tmp/r"
	ln -s "$victim" "$tmp/r/$d"
	refused "report: a link as its $d directory" \
	    "refusing to write into '$tmp/r/$d': it is a symbolic link" \
	    $CARC report "$db" --out "$tmp/r"
done
rm -rf "$tmp/r"
ln -s "$victim" "$tmp/r"
refused "report: --out a link" \
    "refusing to write into '$tmp/r': it is a symbolic link" \
    $CARC report "$db" --out "$tmp/r"
rm -f "$tmp/r"
mkdir "$tmp/r"
ln -s "$victim/new" "$tmp/r/index.html"
refused "report: a link to a file not there yet" \
    "refusing to write '$tmp/r/index.html': it is a symbolic link" \
    $CARC report "$db" --out "$tmp/r"
rm -rf "$tmp/r"
mkdir "$tmp/r"
ln "$victim/file" "$tmp/r/style.css"
refused "report: a hard link as style.css" \
    "refusing to write '$tmp/r/style.css': the file has other names (hard links)" \
    $CARC report "$db" --out "$tmp/r"
rm -rf "$tmp/r"

# -- carc reference --------------------------------------------------------
mkdir "$tmp/ref"
ln -s "$victim/file" "$tmp/ref/index.html"
refused "reference: a link as index.html" \
    "refusing to write '$tmp/ref/index.html': it is a symbolic link" \
    $CARC reference --out "$tmp/ref"

# -- carc replay --svg ------------------------------------------------------
$CARC replay "$db" --game "$id" --svg "$tmp/board.svg" > /dev/null 2>&1
[ $? -le 1 ] && grep -q '<svg' "$tmp/board.svg" && ok "replay --svg: written" ||
    ko "replay --svg: not written"
ln -s "$victim/file" "$tmp/link.svg"
refused "replay --svg: a link" \
    "refusing to write '$tmp/link.svg': it is a symbolic link" \
    $CARC replay "$db" --game "$id" --svg "$tmp/link.svg"

# -- the databases carc writes ------------------------------------------------
ln -s "$victim/new.db" "$tmp/gen.db"
refused "gen: a link as the database" \
    "refusing to write games into '$tmp/gen.db': it is a symbolic link" \
    $CARC gen --games 1 "$tmp/gen.db"
ln -s "$victim/new.db" "$tmp/faulted.db"
refused "faults make: a link as the database" \
    "refusing to write games into '$tmp/faulted.db': it is a symbolic link" \
    $CARC faults make --count 1 "$db" "$tmp/faulted.db"
ln -s "$victim/new.db" "$tmp/import.db"
refused "import: a link as --db" \
    "refusing to write games into '$tmp/import.db': it is a symbolic link" \
    $CARC import jcz "$top_srcdir/tests/import/base.jcz" --db "$tmp/import.db"

# -- carc faults check --markdown -------------------------------------------
if $CARC faults make --count 3 "$db" "$tmp/f.db" > /dev/null 2>&1; then
	$CARC verify --format json "$tmp/f.db" > "$tmp/f.jsonl" 2> /dev/null
	ln -s "$victim/file" "$tmp/f.md"
	refused "faults check --markdown: a link" \
	    "refusing to write '$tmp/f.md': it is a symbolic link" \
	    $CARC faults check --markdown "$tmp/f.md" "$tmp/f.db" "$tmp/f.jsonl"
else
	ko "faults make: cannot make a faulted database"
fi

[ $fail -eq 0 ]
