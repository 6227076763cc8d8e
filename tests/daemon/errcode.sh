#!/bin/sh
# errcode.sh - whether a database that cannot be opened is waited for (a
# lock, a crashed writer's journal, a file being replaced) or left out
# (damaged) is decided by SQLite's result code (the table in
# core/daemon/watch.c), never by the words of the message: a file that is
# no database, in a directory whose name holds those words, is damaged,
# said once and left out, and the database beside it is verified.
set -u
. "${top_srcdir:-.}/tests/daemon/lib.sh"

dir="$tmp/database is locked, was replaced while"
mkdir "$dir" || exit 99
good=$dir/good.db bad=$dir/bad.db
newdb "$good" && mkgames "$good" 1 10 || exit 99
head -c 8192 /dev/urandom > "$bad" || exit 99
startd "$tmp/log" --config /dev/null "$good" "$bad"
waitfor 30 all_verified "$good" || fail "the good database not verified: $(cat "$tmp/log")"
waitfor 10 grep -q "bad.db.*not watching it, watching the others" "$tmp/log" ||
    fail "the file that is no database was not left out: $(cat "$tmp/log")"
if grep "not watched for now" "$tmp/log"; then
	fail "a file that is no database was waited for, as if locked"
fi
kill -TERM "$dpid"; wait "$dpid" || fail "SIGTERM: exit $?"
pass "no database, under a name with 'database is locked' in it: $(grep 'bad.db' "$tmp/log" | head -1 | cut -c30-)"
exit 0
