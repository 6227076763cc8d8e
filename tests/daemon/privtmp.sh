#!/bin/sh
# privtmp.sh - carcd's private copies of its plugins (core/daemon/private.h)
# leave nothing in $TMPDIR, whatever kills carcd: SIGKILL while it loads
# them, and after.  Two test hooks of carcd (core/daemon/private.c), read
# from the environment, make the moment observable and change nothing
# else:
#   CARCD_TEST_STOP_LOADING=1  carcd stops itself (SIGSTOP) once, with the
#                              first copy made and not yet mapped;
#   CARCD_TEST_NO_MEMFD=1      the copies are made as without memfd_create
#                              (files in $TMPDIR, unlinked once mapped).
. "${top_srcdir:-.}/tests/daemon/lib.sh"

ls "$plugdir"/*.so > /dev/null 2>&1 || {
	echo "SKIP: no plugin is built"; exit 77; }
command -v ps > /dev/null || { echo "SKIP: no ps"; exit 77; }
db=$tmp/p.db
newdb "$db" && mkgames "$db" 1 10 || exit 99
ptmp=$tmp/tmpdir
mkdir "$ptmp" || exit 99

# run LOG ENV...: carcd -f on $db, with TMPDIR=$ptmp; sets $dpid
run() {
	_log=$1; shift
	env TMPDIR="$ptmp" "$@" "$CARCD" -f --config /dev/null \
	    --plugin-dir "$plugdir" "$db" >> "$_log" 2>&1 &
	dpid=$!
	pids="$pids $dpid"
}
stopped() { case $(ps -o stat= -p "$dpid" 2>/dev/null) in T*) return 0;; esac; return 1; }
left() { ls -A "$ptmp"; }
sigkill() { kill -KILL "$dpid"; wait "$dpid" 2>/dev/null; }

if grep -q 'define HAVE_MEMFD_CREATE 1' "$top_builddir/config.h"; then
	# killed in the middle of loading: its copy exists (an open anonymous
	# file), and nothing of it is in $TMPDIR
	run "$tmp/1.log" CARCD_TEST_STOP_LOADING=1
	waitfor 30 stopped || fail "carcd did not stop while loading: $(cat "$tmp/1.log")"
	if [ -d "/proc/$dpid/fd" ]; then
		ls -l "/proc/$dpid/fd" | grep -q 'memfd:carcd-plugin' ||
		    fail "stopped while loading, but no copy is open: $(ls -l "/proc/$dpid/fd")"
	fi
	[ -z "$(left)" ] || fail "while loading, in TMPDIR: $(left)"
	sigkill
	[ -z "$(left)" ] || fail "SIGKILL while loading left in TMPDIR: $(left)"
	pass "SIGKILL while loading the plugins: TMPDIR empty"

	# killed once loaded, at work
	run "$tmp/2.log"
	waitfor 30 all_verified "$db" || fail "not verified: $(cat "$tmp/2.log")"
	sigkill
	[ -z "$(left)" ] || fail "SIGKILL after loading left in TMPDIR: $(left)"
	[ "$(count "$db" "SELECT count(*) FROM verdicts WHERE verdict = 'valid'")" = 10 ] ||
	    fail "the games are not valid: $(cat "$tmp/2.log")"
	pass "SIGKILL after loading: TMPDIR empty, the games verified"
else
	echo "no memfd_create: only the fallback is tested"
fi

# The fallback: the one file of the copy being loaded is there only until
# dlopen maps it (what a SIGKILL in that moment would leave), then gone.
sql "$db" "DELETE FROM verdicts" || exit 99
run "$tmp/3.log" CARCD_TEST_NO_MEMFD=1 CARCD_TEST_STOP_LOADING=1
waitfor 30 stopped || fail "fallback: carcd did not stop while loading: $(cat "$tmp/3.log")"
n=$(left | grep -c '^carcd-plugin\.')
[ "$n" = 1 ] && [ "$(left | wc -l)" -eq 1 ] ||
    fail "fallback: while loading, in TMPDIR: $(left)"
kill -CONT "$dpid"
waitfor 30 all_verified "$db" || fail "fallback: not verified: $(cat "$tmp/3.log")"
[ -z "$(left)" ] || fail "fallback: once loaded, in TMPDIR: $(left)"
[ "$(count "$db" "SELECT count(*) FROM verdicts WHERE verdict = 'valid'")" = 10 ] ||
    fail "fallback: the games are not valid: $(cat "$tmp/3.log")"
sigkill
[ -z "$(left)" ] || fail "fallback: SIGKILL after loading left in TMPDIR: $(left)"
pass "fallback (no memfd_create): the copy unlinked once mapped, TMPDIR empty"
exit 0
