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

# The log holds at least N lines with TEXT: counted afresh at each try
# of waitfor (a $(...) in its arguments would be counted once).
logged_at_least() {
	[ "$(grep -c "$2" "$tmp/log")" -ge "$1" ]
}

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
pass "good configuration: $(grep 'reloaded:' "$tmp/log")"

# A plugin file moved over by a good copy: reloaded, the new file read.
plug=$(ls "$tmp/plugins"/*.so | head -1)
cp "$plug" "$tmp/plugins/new.tmp" && mv "$tmp/plugins/new.tmp" "$plug"
kill -HUP "$dpid"
waitfor 5 logged_at_least 2 'reloaded:' || fail "no reload after mv: $(cat "$tmp/log")"
mkgames "$db" 103 1
waitfor 2 has_verdict 103 || fail "not verifying after a plugin moved over"
pass "a plugin moved over by a good one: reloaded"

# Moved over by a broken one (another plugin under its name): the old
# set is kept, carcd goes on.
cp "$bad" "$tmp/plugins/new.tmp" && mv "$tmp/plugins/new.tmp" "$plug"
kill -HUP "$dpid"
waitfor 5 logged_at_least 2 'cannot load the plugins' ||
    fail "no reason for a broken plugin moved over: $(cat "$tmp/log")"
sleep 0.5
kill -0 "$dpid" 2>/dev/null || fail "carcd ended: $(tail -3 "$tmp/log")"
mkgames "$db" 104 1
waitfor 2 has_verdict 104 || fail "not verifying on the old set"
pass "a plugin moved over by a broken one: old set kept: $(grep 'cannot load the plugins' "$tmp/log" | tail -1)"
kill -TERM "$dpid"; wait "$dpid" || fail "SIGTERM: exit $?"

# Detached with a relative --config: SIGHUP still finds the file.
db2=$tmp/second.db
newdb "$db2" && mkgames "$db2" 1 5 || exit 99
printf 'databases: [ games.db ]\nplugin_dir: plugins\npoll_interval: 100ms\npid_file: carcd.pid\n' > "$tmp/carcd.yaml"
rm -f "$tmp/plugins/$(basename "$plug")"
cp "$CARC_PLUGIN_DIR/$(basename "$plug")" "$tmp/plugins/"
carcd_abs=$(cd "$(dirname "$CARCD")" && pwd)/$(basename "$CARCD")
(cd "$tmp" && "$carcd_abs" --config carcd.yaml) > "$tmp/o" 2>&1 || fail "daemon: $(cat "$tmp/o")"
waitfor 5 test -s "$tmp/carcd.pid" || fail "daemon: no pid file"
dpid=$(cat "$tmp/carcd.pid")
pids="$pids $dpid"
printf 'databases: [ games.db, second.db ]\nplugin_dir: plugins\npoll_interval: 100ms\npid_file: carcd.pid\n' > "$tmp/carcd.yaml"
kill -HUP "$dpid"
waitfor 5 all_verified "$db2" || fail "daemon: SIGHUP did not reread '$tmp/carcd.yaml'"
kill -TERM "$dpid"
waitfor 5 test ! -e "$tmp/carcd.pid" || fail "daemon: did not stop"
pass "detached, relative --config: reloaded"
exit 0
