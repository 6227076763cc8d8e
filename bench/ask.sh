#!/bin/sh
# ask.sh - carc ask on a position of 100 tiles or more (issue 37: under
# 50 ms), wall clock, as doc/benchmark.md reports it.  Not part of make
# check.  A game of the base game with Inns & Cathedrals, The Abbot and
# The River (about 120 tiles) from carc gen, in carc's notation; the
# position after its 100th tile (seq 100); three questions, each RUNS
# times, the median and the slowest shown:
#   board   the features and final scoring, under the game's own rules
#   all     the same under every ruleset (4 answers)
#   tile    + every placement of the next move's tile and its spots,
#           and the next move judged, under every ruleset
#
#   bench/ask.sh [-r RUNS] [-b BUILDDIR]
set -eu

runs=21 build=.
while getopts r:b: o; do
	case $o in
	r) runs=$OPTARG ;;
	b) build=$OPTARG ;;
	*) exit 2 ;;
	esac
done
carc=$build/carc
export CARC_PLUGIN_DIR="${CARC_PLUGIN_DIR:-$build/plugins/.libs}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-bench-ask.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

"$carc" gen --games 1 --seed 3 --players 4 \
    --expansions inns_cathedrals,abbot,river "$tmp/g.db" >/dev/null
"$carc" export text "$tmp/g.db" --game 1 --out "$tmp/g.txt"
tiles=$(grep -c '^[0-9][0-9]* [0-9-][0-9]* [^ ]*@' "$tmp/g.txt")
[ "$tiles" -gt 100 ] || { echo "ask.sh: only $tiles tiles" >&2; exit 1; }
next=$(awk '$1 == 101 { print $3; exit }' "$tmp/g.txt")
move=$(awk '$1 == 101 { print $3 ($4 ? "," $4 : ""); exit }' "$tmp/g.txt")
tile=${next%@*}

# ms: the wall time of one run of "$@", in milliseconds
ms() {
	s=$(date +%s%N)
	"$@" >/dev/null
	e=$(date +%s%N)
	echo $(((e - s) / 1000000))
}
measure() {
	name=$1
	shift
	i=0
	: >"$tmp/t"
	while [ $i -lt "$runs" ]; do
		ms "$@" >>"$tmp/t"
		i=$((i + 1))
	done
	sort -n "$tmp/t" | awk -v n="$name" '{ v[NR] = $1 }
	    END { printf "%-6s median %3d ms, slowest %3d ms (%d runs)\n",
	    n, v[int((NR + 1) / 2)], v[NR], NR }'
}
echo "position: seq 100 of $tiles tiles placed in all; next tile $tile"
measure board "$carc" ask "$tmp/g.txt" --to 100 --rules own
measure all "$carc" ask "$tmp/g.txt" --to 100
measure tile "$carc" ask "$tmp/g.txt" --to 100 --tile "$tile" --move "$move"
"$carc" ask "$tmp/g.txt" --to 100 --tile "$tile" --move "$move" |
    awk '/may go at/ { print "  (" $0 " )"; exit }'
