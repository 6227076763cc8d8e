#!/bin/sh
# bench.sh - how fast carc verify is next to a bare scan of the same rows,
# and how fast carc gen writes games (bench/README.md).  Not part of
# make check.
#
#   bench/bench.sh [-n GAMES] [-x EXPANSIONS] [-c] [-b BUILDDIR]
#
#   -n GAMES       games to generate and measure (default 20000)
#   -x EXPANSIONS  carc gen --expansions value for the second data set
#                  (default signposts,compass,watchtowers: the full mix)
#   -c             also count instructions with valgrind --tool=callgrind
#                  (on GAMES/10 games: machine noise does not change them)
#   -b BUILDDIR    where carc and bench/scan were built (default: .)
#
# Each figure is the best of 3 runs, on one core (taskset -c 0 when
# available).  Peak resident memory is /usr/bin/time's %M.
set -eu

n=20000 mix=signposts,compass,watchtowers cg=0 build=.
while getopts n:x:cb: o; do
	case $o in
	n) n=$OPTARG ;;
	x) mix=$OPTARG ;;
	c) cg=1 ;;
	b) build=$OPTARG ;;
	*) sed -n '2,16p' "$0" >&2; exit 2 ;;
	esac
done
carc=$build/carc scan=$build/bench/scan
[ -x "$carc" ] && [ -x "$scan" ] || {
	echo "bench.sh: build carc and bench/scan first (make)" >&2; exit 2; }
export CARC_PLUGIN_DIR="${CARC_PLUGIN_DIR:-$build/plugins/.libs}"
export CARC_PROGRESS=never
pin=""
command -v taskset > /dev/null 2>&1 && pin="taskset -c 0"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

# best of 3: prints "seconds peak_kb"
best() {
	b="" m=0
	for _ in 1 2 3; do
		/usr/bin/time -f "%e %M" -o "$tmp/t" $pin "$@" > /dev/null
		read -r s k < "$tmp/t"
		if [ -z "$b" ] || [ "$(echo "$s < $b" | bc)" -eq 1 ]; then b=$s; fi
		[ "$k" -gt "$m" ] && m=$k
	done
	echo "$b $m"
}

rate() { echo "scale=0; $n / $1" | bc; }
usper() { echo "scale=1; $1 * 1000000 / $n" | bc; }

report() {	# label seconds kb
	[ "$(echo "$2 > 0" | bc)" -eq 1 ] || set -- "$1" 0.001 "$3"
	printf '%-28s %9s games/s %8s us/game %8s KB peak\n' "$1" \
	    "$(rate "$2")" "$(usper "$2")" "$3"
}

for set in base mix; do
	db=$tmp/$set.db
	x=base; [ $set = mix ] && x=$mix
	rm -f "$db"
	read -r gs gk <<-EOF
	$(best sh -c "rm -f '$db'; exec $carc gen --games $n --seed 1 --expansions $x '$db'")
	EOF
	read -r vs vk <<-EOF
	$(best "$carc" verify --format json "$db")
	EOF
	read -r ss sk <<-EOF
	$(best "$scan" "$db")
	EOF
	echo "== $set ($x), $n games"
	report "carc gen" "$gs" "$gk"
	report "carc verify --format json" "$vs" "$vk"
	report "bare scan (bench/scan)" "$ss" "$sk"
	echo "verify / scan: $(echo "scale=2; $vs / $ss" | bc)"
	if [ $cg -eq 1 ] && command -v valgrind > /dev/null 2>&1; then
		small=$tmp/$set-small.db m=$((n / 10))
		"$carc" gen --games $m --seed 1 --expansions $x "$small" > /dev/null
		ir() { valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" \
		    "$@" 2>&1 > /dev/null | sed -n 's/.*Collected : *//p'; }
		vi=$(ir "$carc" verify --format json "$small")
		si=$(ir "$scan" "$small")
		rm -f "$tmp/cg.db"
		gi=$(ir "$carc" gen --games $m --seed 1 --expansions $x "$tmp/cg.db")
		echo "callgrind, $m games: verify $((vi / m)) Ir/game, scan" \
		    "$((si / m)) Ir/game (ratio $(echo "scale=2; $vi / $si" | bc)), gen $((gi / m)) Ir/game"
	fi
done
