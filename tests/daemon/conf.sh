#!/bin/sh
# conf.sh - carcd's configuration: errors name file:line:col, -n checks
# the configuration and loads every plugin, a pid file or a database
# locked by a running carcd stops a second one.
set -u
. "${top_srcdir:-.}/tests/daemon/lib.sh"

db=$tmp/games.db
newdb "$db" && mkgames "$db" 1 10 || exit 99

# expect_error NAME PATTERN CONFIG-TEXT: carcd -n exits 2 saying PATTERN
expect_error() {
	printf '%s\n' "$3" > "$tmp/$1.yaml"
	"$CARCD" -n --config "$tmp/$1.yaml" --plugin-dir "$plugdir" "$db" \
	    > "$tmp/$1.out" 2>&1
	rc=$?
	[ $rc -eq 2 ] || fail "$1: exit $rc, wanted 2"
	grep -q -- "$2" "$tmp/$1.out" ||
	    fail "$1: wanted '$2', got: $(cat "$tmp/$1.out")"
	pass "$1: $(cat "$tmp/$1.out")"
}

expect_error unknown-key "$tmp/unknown-key.yaml:2:1: unknown key 'pol_interval'" \
'log_level: info
pol_interval: 200ms'
expect_error bad-interval "$tmp/bad-interval.yaml:1:16: poll_interval '5' is not" \
'poll_interval: 5'
expect_error bad-unit "bad-unit.yaml:1:16: poll_interval '2h'" \
'poll_interval: 2h'
expect_error bad-level "bad-level.yaml:2:12: log_level 'loud'" \
'databases: [ games.db ]
log_level: loud'
expect_error dbs-not-list "dbs-not-list.yaml:1:12: 'databases' wants a list" \
'databases: games.db'
expect_error duplicate "duplicate.yaml:2:1: duplicate key 'log_level'" \
'log_level: info
log_level: debug'
expect_error not-yaml "not-yaml.yaml:[0-9]*:[0-9]*: " \
'databases: [ unclosed'
expect_error anchor "anchor.yaml:1:[0-9]*: anchors are not allowed" \
'databases: &a [ x.db ]'

expect_error plugin-dirs-not-list "plugin-dirs-not-list.yaml:1:14: 'plugin_dirs' wants a list" \
'plugin_dirs: plugins'

# plugin_dirs and --plugin-dir add directories before the base one
# (doc/spec/cli.md): a broken plugin in either stops -n, named; the base
# directory's plugins load beside them.
if [ -f "${CARC_TEST_PLUGIN_DIR:-$top_builddir/tests/abi/.libs}/bad_major.so" ]; then
	mkdir -p "$tmp/extra" "$tmp/extra2"
	chmod 755 "$tmp/extra" "$tmp/extra2"
	cp "${CARC_TEST_PLUGIN_DIR:-$top_builddir/tests/abi/.libs}/bad_major.so" \
	    "$tmp/extra/"
	printf 'databases: [ games.db ]\nplugin_dirs: [ extra ]\n' \
	    > "$tmp/dirs.yaml"
	"$CARCD" -n -f --config "$tmp/dirs.yaml" > "$tmp/o" 2>&1
	rc=$?
	[ $rc -eq 2 ] && grep -q "plugin 'bad_major' was built for ABI" "$tmp/o" ||
	    fail "plugin_dirs with a broken plugin: exit $rc: $(cat "$tmp/o")"
	pass "plugin_dirs with a broken plugin: $(cat "$tmp/o")"
	rm "$tmp/extra/bad_major.so"
	cp "${CARC_TEST_PLUGIN_DIR:-$top_builddir/tests/abi/.libs}/good.so" \
	    "$tmp/extra/"
	cp "${CARC_TEST_PLUGIN_DIR:-$top_builddir/tests/abi/.libs}/bad_major.so" \
	    "$tmp/extra2/"
	"$CARCD" -n -f --config "$tmp/dirs.yaml" --plugin-dir "$tmp/extra2" \
	    > "$tmp/o" 2>&1
	rc=$?
	[ $rc -eq 2 ] && grep -q "plugin 'bad_major' was built for ABI" "$tmp/o" ||
	    fail "--plugin-dir with a broken plugin: exit $rc: $(cat "$tmp/o")"
	rm "$tmp/extra2/bad_major.so"
	"$CARCD" -n -f --config "$tmp/dirs.yaml" --plugin-dir "$tmp/extra2" \
	    > "$tmp/o" 2>&1 || fail "plugin_dirs: $(cat "$tmp/o")"
	for p in good signposts compass watchtowers; do
		grep -q "configuration OK: .*$p " "$tmp/o" ||
		    fail "plugin_dirs: $p not loaded: $(cat "$tmp/o")"
	done
	pass "plugin_dirs: loaded beside the base directory's: $(cat "$tmp/o")"
fi

# Every error starts with "carcd:", getopt's too.
"$CARCD" --bogus > "$tmp/o" 2>&1
rc=$?
[ $rc -eq 2 ] && [ "$(head -1 "$tmp/o")" = "carcd: unknown option '--bogus'" ] ||
    fail "--bogus: exit $rc: $(cat "$tmp/o")"
"$CARCD" -x > "$tmp/o" 2>&1
[ "$(head -1 "$tmp/o")" = "carcd: unknown option '-x'" ] || fail "-x: $(cat "$tmp/o")"
"$CARCD" --config > "$tmp/o" 2>&1
rc=$?
[ $rc -eq 2 ] && [ "$(head -1 "$tmp/o")" = "carcd: option '--config' needs a value" ] ||
    fail "--config: exit $rc: $(cat "$tmp/o")"
"$CARCD" -n --plugin-dir "" "$db" > "$tmp/o" 2>&1
rc=$?
[ $rc -eq 2 ] && [ "$(head -1 "$tmp/o")" = "carcd: --plugin-dir wants a directory, not ''" ] ||
    fail "--plugin-dir '': exit $rc: $(cat "$tmp/o")"
pass "option errors: $(head -1 "$tmp/o")"

# A missing --config file is an error; no database at all too.
"$CARCD" -n --config "$tmp/none.yaml" "$db" > "$tmp/o" 2>&1
[ $? -eq 2 ] && grep -q "cannot open '$tmp/none.yaml'" "$tmp/o" ||
    fail "missing config: $(cat "$tmp/o")"
printf 'log_level: info\n' > "$tmp/empty.yaml"
"$CARCD" -n --config "$tmp/empty.yaml" > "$tmp/o" 2>&1
[ $? -eq 2 ] && grep -q "no database to watch" "$tmp/o" ||
    fail "no database: $(cat "$tmp/o")"
pass "missing config file, no database"

# -n with a good configuration (databases relative to the file).
cat > "$tmp/good.yaml" <<EOF2
# a comment
databases:
  - games.db
plugin_dir: plugins
log_level: debug
poll_interval: 1s
pid_file: carcd.pid
EOF2
"$CARCD" -n --config "$tmp/good.yaml" > "$tmp/o" 2>&1 ||
    fail "-n good: $(cat "$tmp/o")"
grep -q "configuration OK" "$tmp/o" || fail "-n good: $(cat "$tmp/o")"
pass "-n good: $(cat "$tmp/o")"

# -n with a plugin that fails to load: 2, naming it.
if [ -f "${CARC_TEST_PLUGIN_DIR:-$top_builddir/tests/abi/.libs}/bad_major.so" ]; then
	mkdir -p "$tmp/badplug"
	cp "$plugdir"/*.so "$tmp/badplug/" 2>/dev/null
	cp "${CARC_TEST_PLUGIN_DIR:-$top_builddir/tests/abi/.libs}/bad_major.so" "$tmp/badplug/"
	"$CARCD" -n --plugin-dir "$tmp/badplug" "$db" > "$tmp/o" 2>&1
	rc=$?
	[ $rc -eq 2 ] && grep -q "bad_major" "$tmp/o" ||
	    fail "-n bad plugin: exit $rc: $(cat "$tmp/o")"
	pass "-n bad plugin: $(cat "$tmp/o")"
fi

# The pid file stops a second instance; so does the database's lock.
cat > "$tmp/pid.yaml" <<EOF2
databases: [ games.db ]
pid_file: carcd.pid
EOF2
startd "$tmp/first.log" --config "$tmp/pid.yaml"
waitfor 5 test -s "$tmp/carcd.pid" || fail "no pid file"
waitfor 5 all_verified "$db" || fail "first instance verifies nothing"
[ "$(cat "$tmp/carcd.pid")" = "$dpid" ] || fail "pid file holds $(cat "$tmp/carcd.pid"), not $dpid"
"$CARCD" -f --config "$tmp/pid.yaml" --plugin-dir "$plugdir" > "$tmp/o" 2>&1
rc=$?
[ $rc -eq 2 ] && grep -q "'$tmp/carcd.pid' is locked by pid $dpid" "$tmp/o" ||
    fail "second instance, same pid file: exit $rc: $(cat "$tmp/o")"
pass "second instance refused: $(cat "$tmp/o")"
printf 'pid_file: other.pid\n' > "$tmp/other.yaml"
"$CARCD" -f --config "$tmp/other.yaml" --plugin-dir "$plugdir" "$db" > "$tmp/o" 2>&1
rc=$?
[ $rc -eq 2 ] && grep -q "database '$db' is in use: .* locked by pid $dpid" "$tmp/o" ||
    fail "second instance, same database: exit $rc: $(cat "$tmp/o")"
pass "second instance on the same database refused: $(cat "$tmp/o")"
kill -TERM "$dpid"
wait "$dpid"
rc=$?
[ $rc -eq 0 ] || fail "SIGTERM: exit $rc"
[ ! -e "$tmp/carcd.pid" ] || fail "pid file left behind"
pass "SIGTERM: exit 0, pid file removed"
exit 0
