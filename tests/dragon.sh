#!/bin/sh
# dragon.sh - the dragon of The Princess & the Dragon where the rules put
# it (doc/rules/princess_dragon.md 2): on the replays of
# replays/princess_dragon/, `carc replay --to SEQ` shows it on the
# volcano placed last (2.1), from beside the board, then flown to the
# next volcano.
set -u
: "${top_srcdir:=.}" "${top_builddir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-dragon.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

rp=$top_srcdir/replays/princess_dragon
load() {	# the replay's file name, without .sql
	"$SQLITE3" "$tmp/$1.db" <"$top_srcdir/db/schema.sql" &&
	    "$SQLITE3" "$tmp/$1.db" <"$rp/$1.sql" || exit 99
}
# where the dragon stands after move SEQ of game ID in replay NAME:
# "(x,y)", or "none" beside the board
dragon_at() {	# name id seq
	"$CARC" replay "$tmp/$1.db" --game "$2" --to "$3" \
	    --plugin-dir "$top_builddir/plugins/.libs" >"$tmp/out" 2>&1
	sed -n 's/^  dragon  *neutral  *on \(([-0-9]*,[-0-9]*)\).*/\1/p' \
	    "$tmp/out" | grep . || echo none
}
at() {	# name id seq expected why
	got=$(dragon_at "$1" "$2" "$3")
	[ "$got" = "$4" ] && ok "$1 after seq $3: the dragon on $4 ($5)" ||
	    ko "$1 after seq $3: the dragon on $got, not $4 ($5)"
}

# 2.1: the first volcano brings the dragon from beside the board, the
# next one takes it there; a break's refused figure changes nothing.
load volcano-pass
at volcano-pass 3721 0 none "no volcano yet"
at volcano-pass 3721 1 "(0,1)" "the volcano PD01"
at volcano-pass 3721 2 "(0,1)" "an ordinary tile"
at volcano-pass 3721 3 "(0,2)" "the volcano PD03"
load volcano-break
at volcano-break 3731 1 "(0,1)" "the volcano, its follower refused"

echo "dragon: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
