#!/bin/sh
# leftover.sh - no copy of a database outlives the process that made it
# (issue 34, 11): SIGKILL at the worst moment, during the capture of the
# copy (verify) or during its check (verify --store, carcd), leaves
# $TMPDIR empty; and carcd at start removes what older carcs left there
# under its names, when it is this user's and nobody has it open.
# Test hooks of carc (core/record/capture.c) stop the process there:
# CARC_TEST_STOP_CAPTURE between two steps of the capture,
# CARC_TEST_STOP_CHECK before the check of the copy.
set -u
. "${top_srcdir:-.}/tests/live/lib.sh"
: "${GAMES:=200}" "${CARCD:=$top_builddir/carcd}"
[ -d /proc/self ] || { echo "SKIP: no /proc to see a process stopped"; exit 77; }

db=$tmp/live.db
mklive "$db" "$GAMES" delete || exit 99
# a file of several steps of a capture (4 MB each at first)
sql "$db" "CREATE TABLE server_log(id INTEGER PRIMARY KEY, what TEXT);
    INSERT INTO server_log(what) WITH RECURSIVE c(i) AS (SELECT 1 UNION
    ALL SELECT i + 1 FROM c WHERE i < 300000) SELECT 'joined table ' ||
    (i * 31) FROM c" || exit 99
[ "$(wc -c < "$db")" -gt $((8 << 20)) ] || exit 99
td=$tmp/tmpdir
mkdir "$td" || exit 99
stopped() {
	case $(cut -d ')' -f 2 "/proc/$1/stat" 2>/dev/null | cut -d ' ' -f 2) in
	T) return 0 ;;
	esac
	return 1
}
# killed PID WHAT: once PID stopped at its hook, SIGKILL; $td empty
killed() {
	t=0
	while [ $t -lt 300 ] && ! stopped "$1"; do
		kill -0 "$1" 2>/dev/null || break
		sleep 0.05
		t=$((t + 1))
	done
	if ! stopped "$1"; then
		ko "$2: never stopped at its hook"
		return
	fi
	kill -9 "$1"
	wait "$1" 2>/dev/null
	if [ -n "$(ls -A "$td")" ]; then
		ko "$2: SIGKILL left in TMPDIR: $(ls -l "$td" | tail -n +2)"
		rm -f "$td"/*
	else
		ok "$2: SIGKILL, TMPDIR empty"
	fi
}

TMPDIR=$td CARC_TEST_STOP_CAPTURE=1 "$CARC" verify "$db" > /dev/null 2>&1 &
killed $! "verify during its capture"
TMPDIR=$td CARC_TEST_STOP_CHECK=1 "$CARC" verify --store "$db" \
    > /dev/null 2>&1 &
killed $! "verify --store during its check"
TMPDIR=$td CARC_TEST_STOP_CHECK=1 "$CARCD" -f --config /dev/null \
    --plugin-dir "$top_builddir/plugins/.libs" "$db" > /dev/null 2>&1 &
killed $! "carcd during its check"

# What older versions left: removed at carcd's start, but a copy in use
# (held open here) and files of other names
printf x > "$td/carc-copy.Ab12Cd"
printf x > "$td/carcd-plugin.Zz09yY"
printf x > "$td/carc-copy.InUse0"
printf x > "$td/carc-copy.toolong7"
printf x > "$td/notes.txt"
sleep 600 < "$td/carc-copy.InUse0" &
holder=$!
pids="$pids $holder"
TMPDIR=$td "$CARCD" -f --config /dev/null \
    --plugin-dir "$top_builddir/plugins/.libs" "$db" 2> "$tmp/carcd.err" &
dpid=$!
pids="$pids $dpid"
t=0
while [ $t -lt 300 ]; do
	n=$(sql "$db" "SELECT count(*) FROM verdicts" 2> /dev/null)
	[ "${n:-0}" -gt 0 ] && break
	kill -0 "$dpid" 2>/dev/null || break
	sleep 0.1
	t=$((t + 1))
done
kill -TERM "$dpid"
wait "$dpid"
kill "$holder"
left=$(ls "$td" | tr '\n' ' ')
if [ "$left" = "carc-copy.InUse0 carc-copy.toolong7 notes.txt " ] &&
    grep -q "removed '$td/carc-copy.Ab12Cd'" "$tmp/carcd.err"; then
	ok "carcd's start removed the leftovers not in use, kept: $left"
else
	ko "carcd's start left in TMPDIR: $left ($(head -c 300 "$tmp/carcd.err"))"
fi
[ $nfail -eq 0 ]
