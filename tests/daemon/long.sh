#!/bin/sh
# long.sh - the long versions of the carcd tests (doc/carcd-tests.md):
#   1. kill -9 at random instants while verifying 2,000 games, restart,
#      20 rounds; then one verdict per game, as `carc verify` gives;
#   2. an inserter writing 1,000 games while carcd runs;
#   3. resident size after 1,000 and after 100,000 games verified.
# Run from the build tree:  top_srcdir=SRC top_builddir=. sh SRC/tests/daemon/long.sh
# MEM_GAMES sets the size of the memory run (default 100000).
set -u
: "${top_srcdir:=.}" "${top_builddir:=.}"
export top_srcdir top_builddir
d=$top_srcdir/tests/daemon

echo "== kill -9: 20 rounds over 2,000 games"
ROUNDS=20 GAMES=2000 KILL_MAX=3 sh "$d/crash.sh" || exit 1
echo "== concurrent inserter: 1,000 games"
INSERTS=1000 sh "$d/concurrent.sh" || exit 1

echo "== memory: resident size after 1,000 and after ${MEM_GAMES:=100000} games"
. "$d/lib.sh"
db=$tmp/mem.db
newdb "$db" && mkgames "$db" 1 "$MEM_GAMES" && mkdivergent "$db" || exit 99
rss() { awk '/^VmRSS/ { print $2 }' "/proc/$1/status"; }
verdicts() { count "$db" "SELECT count(*) FROM verdicts"; }
at_least() { [ "$(verdicts)" -ge "$1" ]; }
startd "$tmp/log" "$db"
t0=$(date +%s)
waitfor 600 at_least 1000 || fail "1,000 games not verified"
r1=$(rss "$dpid"); n1=$(verdicts)
waitfor 36000 all_verified "$db" || fail "$MEM_GAMES games not verified"
r2=$(rss "$dpid"); n2=$(verdicts)
t1=$(date +%s)
kill -TERM "$dpid"; wait "$dpid" || fail "SIGTERM: exit $?"
echo "RSS after $n1 games: $r1 kB; after $n2 games: $r2 kB; $((t1 - t0)) s"
awk -v a="$r1" -v b="$r2" 'BEGIN { d = (b - a) / a * 100;
    printf "growth: %.1f%%\n", d; exit (d > 10 || d < -10) }' ||
    fail "resident size grew by more than 10%"
pass "memory"
