#!/bin/sh
# replays.sh - run every recorded game under replays/ against its expected
# verdicts.  Each replays/**/NAME.sql is loaded into a fresh database over
# db/schema.sql; `carc verify --format json` must print NAME.expected
# exactly (less the "engine" member, which names versions) and exit with
# the status those verdicts imply.
#
# usage: replays.sh [--update] [NAME.sql ...]   (--update rewrites .expected)
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-replays.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM

update=0
if [ "${1:-}" = --update ]; then
	update=1
	shift
	# the expected files are the specification: rewrite only the ones
	# named, each to be read line by line afterwards
	if [ $# -eq 0 ]; then
		echo "replays.sh: --update needs the .sql files to rewrite" >&2
		exit 2
	fi
fi
if [ $# -eq 0 ]; then
	set -- $(find "$top_srcdir/replays" -name '*.sql' | LC_ALL=C sort)
fi

pass=0 fail=0
for sql in "$@"; do
	name=${sql#"$top_srcdir/"}
	exp=${sql%.sql}.expected
	db=$tmp/replay.db
	rm -f "$db"
	if ! "$SQLITE3" -bail "$db" < "$top_srcdir/db/schema.sql" >/dev/null ||
	    ! "$SQLITE3" -bail "$db" < "$sql" >/dev/null; then
		echo "FAIL: $name (the SQL does not load)"
		fail=$((fail + 1))
		continue
	fi
	$CARC verify --format json "$db" >"$tmp/out.raw" 2>"$tmp/err"
	rc=$?
	sed 's/"engine":"[^"]*",//' "$tmp/out.raw" >"$tmp/out"
	want_rc=0
	grep -q '"verdict":"\(divergent\|unverifiable\)"' "$tmp/out" && want_rc=1
	if [ $update -eq 1 ]; then
		cp "$tmp/out" "$exp"
		echo "UPDATED: $name"
		continue
	fi
	if [ ! -f "$exp" ]; then
		echo "FAIL: $name (no $exp)"
		fail=$((fail + 1))
	elif [ $rc -ne $want_rc ]; then
		echo "FAIL: $name (exit $rc, expected $want_rc)"
		cat "$tmp/err"
		fail=$((fail + 1))
	elif ! diff -u "$exp" "$tmp/out" >"$tmp/diff"; then
		echo "FAIL: $name"
		cat "$tmp/diff"
		fail=$((fail + 1))
	else
		echo "PASS: $name"
		pass=$((pass + 1))
	fi
done
echo "replays: $pass passed, $fail failed"
[ $fail -eq 0 ]
