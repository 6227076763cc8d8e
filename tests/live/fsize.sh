#!/bin/sh
# fsize.sh - a file size limit (ulimit -f, RLIMIT_FSIZE) below the size
# of the database is an error carc answers, not a signal that ends it
# (issue 34, 12).  Its still copy of a rollback-journal file cannot be
# written there: verify checks and reads the file in place, as where
# $TMPDIR is full, and gives the verdicts it gives with no limit.  When
# SIGXFSZ ended it, verify died with no word, exit 153.
set -u
. "${top_srcdir:-.}/tests/live/lib.sh"
: "${GAMES:=300}"

db=$tmp/live.db
mklive "$db" "$GAMES" delete || exit 99
"$CARC" verify --format json "$db" > "$tmp/free.json" 2> "$tmp/free.err"
want=$?
[ "$want" -eq 1 ] && [ ! -s "$tmp/free.err" ] || exit 99
size=$(wc -c < "$db")
# blocks of 512 bytes (POSIX ulimit -f): a quarter of the file, more
# than the verdicts written to stdout
limit=$((size / 512 / 4))
[ $((limit * 512)) -gt "$(wc -c < "$tmp/free.json")" ] || exit 99

for cmd in "verify" "verify --jobs 1"; do
	# shellcheck disable=SC2086
	(ulimit -f "$limit" && exec "$CARC" $cmd --format json "$db") \
	    > "$tmp/out.json" 2> "$tmp/err"
	rc=$?
	if [ $rc -ne "$want" ] || [ -s "$tmp/err" ]; then
		ko "$cmd under ulimit -f $limit (file of $size bytes):" \
		    "exit $rc, want $want: $(head -c 300 "$tmp/err")"
	elif ! cmp -s "$tmp/out.json" "$tmp/free.json"; then
		ko "$cmd under ulimit -f $limit: other verdicts than with" \
		    "no limit"
	else
		ok "$cmd under ulimit -f $limit (file of $size bytes): checked" \
		    "in place, the verdicts of no limit"
	fi
done

# --store must write the file past the limit: an error it says, the
# file left whole
(ulimit -f "$limit" && exec "$CARC" verify --store "$db") > /dev/null \
    2> "$tmp/err"
rc=$?
if [ $rc -eq 2 ] && grep -q "cannot store verdicts in '$db'" "$tmp/err" &&
    [ "$(sql "$db" "PRAGMA integrity_check")" = ok ]; then
	ok "verify --store under ulimit -f $limit: exit 2, $(cat "$tmp/err")"
else
	ko "verify --store under ulimit -f $limit: exit $rc, want 2 and a" \
	    "message: $(head -c 300 "$tmp/err")"
fi
[ $nfail -eq 0 ]
