# lib.sh - shared by tests/hostile.sh and the halves of it that need what
# not every machine gives (tests/hostile-readonly.sh, tests/hostile-owner.sh),
# sourced: the checks of an exact answer, and a database holding a legal
# start of a base game.
#
# A script that sources it may be run with --show, to print what carc
# answers (to update an expectation after a deliberate change).
set -u
# carc refuses group-writable plugin and catalogue directories: the ones
# made here must not depend on the machine's umask (002 is common).
umask 022
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}" "${VALGRIND:=}"
: "${top_builddir:=.}"
hdir=$top_srcdir/tests/hostile
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-$(basename "$0" .sh).XXXXXX") || exit 99
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
show=0
[ "${1:-}" = --show ] && show=1

# Valgrind, when $VALGRIND is set, for one case of each reader only (marked
# "vg=$VG"): a run of carc there takes seconds, and every case runs under
# the sanitizers in CI anyway.
vg= VG=
if [ -n "$VALGRIND" ]; then
	VG="$VALGRIND -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite"
fi

pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

# expect NAME RC STDOUT STDERR -- COMMAND...: the command's exit status,
# standard output and standard error are exactly these.
expect() {
	name=$1 want_rc=$2 want_out=$3 want_err=$4
	shift 5
	"$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	out=$(cat "$tmp/out") err=$(cat "$tmp/err")
	if [ $show -eq 1 ]; then
		printf '== %s\nrc=%s\nout=%s\nerr=%s\n' "$name" "$rc" "$out" "$err"
	fi
	if [ "$rc" = "$want_rc" ] && [ "$out" = "$want_out" ] &&
	    [ "$err" = "$want_err" ]; then
		ok "$name"
	else
		ko "$name"
		printf '  exit %s, expected %s\n' "$rc" "$want_rc"
		[ "$out" = "$want_out" ] ||
		    printf '  stdout: %s\n  wanted: %s\n' "$out" "$want_out"
		[ "$err" = "$want_err" ] ||
		    printf '  stderr: %s\n  wanted: %s\n' "$err" "$want_err"
	fi
}

# unverifiable NAME DB REASON: game 1 of DB is unverifiable for REASON.
unverifiable() {
	expect "$1" 1 "game 1: unverifiable: $3
1 game: 0 valid, 0 divergent, 1 unverifiable" "" -- $vg $CARC verify "$2"
}

# refused NAME DB MESSAGE: carc verify stops with MESSAGE, exit 2.
refused() {
	expect "$1" 2 "" "carc: $3" -- $vg $CARC verify "$2"
}

sql() { "$SQLITE3" -bail "$@" >/dev/null; }

# A legal start of a base game: game 1, two seats, seq 0 and seq 1, in
# progress (no final scoring due), no scores (moves only).
GAME="INSERT INTO games(id, status) VALUES (1, 'in_progress');
INSERT INTO players(game_id, seat, name) VALUES (1, 0, 'a'), (1, 1, 'b');
INSERT INTO moves(game_id, seq, seat, tile, x, y, rotation, meeple)
  VALUES (1, 0, NULL, 'D', 0, 0, 0, NULL), (1, 1, 0, 'W', -1, 0, 180, NULL);"

# mkdb NAME [SQL]: our schema, the game, then SQL (a change to it).
mkdb() {
	db=$tmp/$1.db
	rm -f "$db"
	sql "$db" <"$top_srcdir/db/schema.sql"
	sql "$db" "$GAME"
	if [ $# -gt 1 ]; then sql "$db" "$2"; fi
}
