#!/bin/sh
# store.sh - what storing verdicts costs (issue 28): carc verify --store
# against a plain carc verify of the same file, in a rollback journal and
# in WAL, and carcd working off a backlog against carc verify --store on
# a copy of it.  Wall clock (/usr/bin/time %e, or the time until the last
# verdict is in for carcd), the median of RUNS paired runs, each pair in
# the same minute on fresh copies of one file.  Not part of make check.
#
#   bench/store.sh [-n GAMES] [-d BACKLOG] [-r RUNS] [-b BUILDDIR]
#
#   -n GAMES     games of (f) (default 20000)
#   -d BACKLOG   games of carcd's backlog, (g) (default 100000; 0 skips)
#   -r RUNS      paired runs per figure, the median is shown (default 5)
#   -b BUILDDIR  where carc and carcd were built (default .)
#
# Data: the ten JCloisterZone base games of tests/fixtures/jcz-sample/base
# replicated under new ids (bench/replicate.sh), in a database of the
# spec's tables alone (no index on scores), as a game server would make
# it; WAL: the same file with PRAGMA journal_mode = WAL.
#   (f) verify --store / verify, GAMES games, delete journal and WAL
#   (g) carcd on a BACKLOG of the same games / verify --store on a copy
set -eu

n=20000 backlog=100000 runs=5 build=.
while getopts n:d:r:b: o; do
	case $o in
	n) n=$OPTARG ;;
	d) backlog=$OPTARG ;;
	r) runs=$OPTARG ;;
	b) build=$OPTARG ;;
	*) sed -n '2,21p' "$0" >&2; exit 2 ;;
	esac
done
src=$(cd "$(dirname "$0")/.." && pwd)
carc=$build/carc carcd=$build/carcd
[ -x "$carc" ] && [ -x "$carcd" ] || {
	echo "store.sh: build carc and carcd first (make)" >&2; exit 2; }
export CARC_PLUGIN_DIR="${CARC_PLUGIN_DIR:-$build/plugins/.libs}"
export CARC_PROGRESS=never
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-bench.XXXXXX")
dpid=
trap '[ -n "$dpid" ] && kill "$dpid" 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM

# wall CMD...: wall seconds of one run, output discarded (exit 1: games
# not valid, not a failure)
wall() {
	/usr/bin/time -f "%e" -o "$tmp/t" "$@" > /dev/null || [ $? -eq 1 ]
	cat "$tmp/t"
}
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2];
    else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
fresh() { rm -f "$2" "$2-journal" "$2-wal" "$2-shm"; cp "$1" "$2"; }

"$src/bench/replicate.sh" -s "$src" "$n" "$tmp/f.db" > /dev/null
cp "$tmp/f.db" "$tmp/fw.db"
sqlite3 "$tmp/fw.db" "PRAGMA journal_mode = WAL" > /dev/null
echo "carc $("$carc" --version | cut -d' ' -f2), $(nproc) CPUs," \
    "load $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%FT%TZ)"
echo
echo "(f) $n JCloisterZone base games, spec tables; median of $runs pairs"
printf '%-12s %10s %10s %8s\n' journal verify --store ratio
for j in delete wal; do
	f=$tmp/f.db
	[ $j = wal ] && f=$tmp/fw.db
	: > "$tmp/pairs"
	r=0
	while [ $r -lt "$runs" ]; do
		r=$((r + 1))
		fresh "$f" "$tmp/x.db"
		p=$(wall "$carc" verify --format json "$tmp/x.db")
		fresh "$f" "$tmp/x.db"
		s=$(wall "$carc" verify --store --format json "$tmp/x.db")
		[ "$(sqlite3 "$tmp/x.db" 'SELECT count(*) FROM verdicts')" = "$n" ] ||
		    { echo "store.sh: --store stored a wrong count" >&2; exit 1; }
		echo "$p $s $(echo "scale=3; $s / $p" | bc)" >> "$tmp/pairs"
	done
	printf '%-12s %10s %10s %8s\n' $j \
	    "$(awk '{ print $1 }' "$tmp/pairs" | median)" \
	    "$(awk '{ print $2 }' "$tmp/pairs" | median)" \
	    "$(awk '{ print $3 }' "$tmp/pairs" | median)"
done

[ "$backlog" -gt 0 ] || exit 0
"$src/bench/replicate.sh" -s "$src" "$backlog" "$tmp/g.db" > /dev/null
echo
echo "(g) carcd on a backlog of $backlog, against verify --store on a copy;" \
    "median of $runs pairs"
printf '%10s %10s %8s\n' --store carcd rate
: > "$tmp/pairs"
r=0
while [ $r -lt "$runs" ]; do
	r=$((r + 1))
	fresh "$tmp/g.db" "$tmp/y.db"
	s=$(wall "$carc" verify --store --format json "$tmp/y.db")
	fresh "$tmp/g.db" "$tmp/y.db"
	t0=$(date +%s.%N)
	"$carcd" -f "$tmp/y.db" > "$tmp/carcd.log" 2>&1 &
	dpid=$!
	while [ "$(sqlite3 -cmd '.timeout 10000' "$tmp/y.db" \
	    'SELECT count(*) FROM verdicts' 2>/dev/null || echo 0)" -lt "$backlog" ]; do
		sleep 0.2
	done
	t1=$(date +%s.%N)
	kill "$dpid"; wait "$dpid" 2>/dev/null || true; dpid=
	d=$(echo "$t1 - $t0" | bc)
	# carcd's rate over --store's: --store's time over carcd's
	echo "$s $d $(echo "scale=3; $s / $d" | bc)" >> "$tmp/pairs"
done
printf '%10s %10s %8s\n' \
    "$(awk '{ print $1 }' "$tmp/pairs" | median)" \
    "$(awk '{ print $2 }' "$tmp/pairs" | median)" \
    "$(awk '{ print $3 }' "$tmp/pairs" | median)"
