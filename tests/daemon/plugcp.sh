#!/bin/sh
# plugcp.sh - a plugin copied over the loaded one with cp (issue 28, 7),
# which rewrites the very file in place: carcd runs on with the plugin it
# loaded (it maps a private copy) and verifies the next games as before,
# until a SIGHUP, which keeps the old set when the new file does not load
# and loads the new one when it does.
. "${top_srcdir:-.}/tests/daemon/lib.sh"

[ -f "$plugdir/compass.so" ] && [ -f "$plugdir/signposts.so" ] || {
	echo "SKIP: the compass and signposts plugins are not built"; exit 77; }
db=$tmp/c.db
log=$tmp/c.log
"$CARC" gen --games 4 --seed 5 --expansions compass --plugin-dir "$plugdir" \
    "$db" > /dev/null 2>&1 || exit 99
startd "$log" "$db"
waitfor 20 all_verified "$db" || fail "not verified: $(cat "$log")"
valid() { [ "$(count "$db" "SELECT count(*) FROM verdicts WHERE verdict = 'valid'")" = "$1" ]; }
valid 4 || fail "the compass games are not valid: $(cat "$log")"

# another plugin's code over compass.so, in place, then games that need it
cp "$plugdir/compass.so" "$tmp/compass.so.good"
cp "$plugdir/signposts.so" "$plugdir/compass.so"
# (written with the built plugins, which nothing changed)
"$CARC" gen --games 4 --seed 6 --expansions compass \
    --plugin-dir "$CARC_PLUGIN_DIR" "$db" > /dev/null 2>&1 || exit 99
n=$(count "$db" "SELECT count(*) FROM games")
[ "$n" = 8 ] || exit 99
waitfor 20 all_verified "$db" || fail "after cp: not verified: $(tail -5 "$log")"
kill -0 "$dpid" || fail "after cp: carcd died: $(tail -5 "$log")"
valid 8 || fail "after cp: $(count "$db" "SELECT group_concat(verdict) FROM verdicts")"
pass "compass.so rewritten in place by cp: carcd verified the next games as before"

# SIGHUP with the bad file: the old set kept
kill -HUP "$dpid"
waitfor 10 grep -q "keeping the old" "$log" ||
    fail "SIGHUP, bad plugin: $(tail -3 "$log")"
kill -0 "$dpid" || fail "SIGHUP, bad plugin: carcd died"
pass "SIGHUP with a bad plugin: $(grep 'keeping the old' "$log" | head -1)"

# the good one back, by cp again: loaded at SIGHUP
cp "$tmp/compass.so.good" "$plugdir/compass.so"
kill -HUP "$dpid"
waitfor 10 grep -q "reloaded: .*compass" "$log" ||
    fail "SIGHUP, good plugin: $(tail -3 "$log")"
kill -TERM "$dpid"; wait "$dpid" || fail "SIGTERM: exit $?"
pass "SIGHUP with the good plugin back: reloaded"
exit 0
