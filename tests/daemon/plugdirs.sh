#!/bin/sh
# plugdirs.sh - carcd.yaml's plugin_dirs (searched before plugin_dir) is
# read again at SIGHUP: a directory added brings its plugin in and the
# games that need it are verified with it; one with a broken plugin
# keeps the old set in use (and says why); one taken out takes its plugin
# away again.  Each step is seen in the verdicts, not only in the log.
set -u
. "${top_srcdir:-.}/tests/daemon/lib.sh"

bad=${CARC_TEST_PLUGIN_DIR:-$top_builddir/tests/abi/.libs}/bad_major.so
[ -f "$bad" ] || { echo "SKIP: no $bad"; exit 77; }
[ -f "$plugdir/compass.so" ] || { echo "SKIP: compass is not built"; exit 77; }
# base: every plugin but compass; extra: compass alone; broken: bad_major
mkdir "$tmp/base" "$tmp/extra" "$tmp/broken" || exit 99
cp "$plugdir"/*.so "$tmp/base/" && mv "$tmp/base/compass.so" "$tmp/extra/" &&
    cp "$bad" "$tmp/broken/" || exit 99
db=$tmp/games.db
"$CARC" gen --games 6 --seed 3 --expansions compass --plugin-dir "$plugdir" \
    "$db" > /dev/null 2>&1 || exit 99
conf() {
	printf 'databases: [ games.db ]\nplugin_dir: base\nplugin_dirs: [ %s ]\npoll_interval: 100ms\n' \
	    "$1" > "$tmp/carcd.yaml"
}
verdicts() { count "$db" "SELECT count(*) || ' ' || group_concat(DISTINCT verdict) FROM verdicts"; }
all() { [ "$(verdicts)" = "$1 $2" ]; }	# all N VERDICT
logged() { [ "$(grep -c -- "$1" "$tmp/log")" -ge "$2" ]; }

conf ""
"$CARCD" -f --config "$tmp/carcd.yaml" >> "$tmp/log" 2>&1 &
dpid=$!
pids="$pids $dpid"
waitfor 20 all 6 unverifiable || fail "without compass: $(verdicts): $(cat "$tmp/log")"
pass "without compass: $(verdicts)"

# a directory added
conf extra
kill -HUP "$dpid"
waitfor 10 logged "reloaded: .*compass" 1 || fail "extra added: not reloaded: $(tail -3 "$tmp/log")"
waitfor 20 all 6 valid || fail "extra added: $(verdicts): $(tail -5 "$tmp/log")"
pass "plugin_dirs: [ extra ]: compass loaded, the games verified again: $(verdicts)"

# a directory with a broken plugin: the old set (with compass) kept
conf "extra, broken"
kill -HUP "$dpid"
waitfor 10 logged "keeping the old" 1 || fail "broken: $(tail -3 "$tmp/log")"
grep "keeping the old" "$tmp/log" | grep -q bad_major ||
    fail "broken: the reason does not name bad_major: $(grep 'keeping the old' "$tmp/log")"
kill -0 "$dpid" || fail "broken: carcd died"
"$CARC" gen --games 2 --seed 4 --expansions compass --plugin-dir "$plugdir" \
    "$db" > /dev/null 2>&1 || exit 99
waitfor 20 all 8 valid || fail "broken: the old set not in use: $(verdicts)"
pass "plugin_dirs with a broken plugin: old set kept and used"

# the directory taken out again: compass gone, the games unverifiable
conf ""
kill -HUP "$dpid"
waitfor 10 logged "reloaded: " 2 || fail "extra removed: not reloaded: $(tail -3 "$tmp/log")"
grep "reloaded: " "$tmp/log" | tail -1 | grep -q compass &&
    fail "extra removed: compass still loaded: $(grep 'reloaded: ' "$tmp/log" | tail -1)"
waitfor 20 all 8 unverifiable || fail "extra removed: $(verdicts): $(tail -5 "$tmp/log")"
kill -TERM "$dpid"; wait "$dpid" || fail "SIGTERM: exit $?"
pass "plugin_dirs emptied: compass gone, the games unverifiable again: $(verdicts)"
exit 0
