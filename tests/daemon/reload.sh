#!/bin/sh
# reload.sh - SIGHUP rereads the configuration and the plugin directory;
# with a broken plugin in the directory or a broken configuration it
# keeps the old ones, says why, and goes on verifying.
set -u
. "${top_srcdir:-.}/tests/daemon/lib.sh"

bad=${CARC_TEST_PLUGIN_DIR:-$top_builddir/tests/abi/.libs}/bad_major.so
[ -f "$bad" ] || { echo "SKIP: no $bad"; exit 77; }
db=$tmp/games.db
newdb "$db" && mkgames "$db" 1 50 || exit 99
printf 'databases: [ games.db ]\nplugin_dir: plugins\npoll_interval: 100ms\n' > "$tmp/carcd.yaml"
"$CARCD" -f --config "$tmp/carcd.yaml" >> "$tmp/log" 2>&1 &
dpid=$!
pids="$pids $dpid"
waitfor 10 all_verified "$db" || fail "not verified at start"
has_verdict() { [ -n "$(count "$db" "SELECT verdict FROM verdicts WHERE game_id = $1")" ]; }
logs() { grep -q -- "$1" "$tmp/log"; }

# A broken plugin joins the directory.
cp "$bad" "$tmp/plugins/"
kill -HUP "$dpid"
waitfor 5 logs "cannot load the plugins" || fail "no reason in the log: $(cat "$tmp/log")"
grep "cannot load the plugins" "$tmp/log" | grep -q bad_major || fail "the reason does not name bad_major"
kill -0 "$dpid" || fail "carcd died"
mkgames "$db" 100 1
waitfor 2 has_verdict 100 || fail "not verifying on the old set"
pass "broken plugin: kept the old set: $(grep 'cannot load the plugins' "$tmp/log")"

# A broken configuration: kept too.
rm "$tmp/plugins/bad_major.so"
cp "$tmp/carcd.yaml" "$tmp/carcd.yaml.good"
printf 'databases: [ games.db ]\nplugin_dir: plugins\npoll_intervall: 1s\n' > "$tmp/carcd.yaml"
kill -HUP "$dpid"
waitfor 5 logs "not reloading" || fail "no reason for a bad config: $(cat "$tmp/log")"
logs "carcd.yaml:3:1: unknown key 'poll_intervall'" || fail "no file:line:col"
mkgames "$db" 101 1
waitfor 2 has_verdict 101 || fail "not verifying after a bad config"
pass "broken configuration: kept the old one"

# A good one: reloaded.
cp "$tmp/carcd.yaml.good" "$tmp/carcd.yaml"
kill -HUP "$dpid"
waitfor 5 logs "reloaded:" || fail "no reload: $(cat "$tmp/log")"
mkgames "$db" 102 1
waitfor 2 has_verdict 102 || fail "not verifying after the reload"
kill -TERM "$dpid"; wait "$dpid" || fail "SIGTERM: exit $?"
pass "good configuration: $(grep 'reloaded:' "$tmp/log")"
exit 0
