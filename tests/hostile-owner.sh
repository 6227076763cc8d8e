#!/bin/sh
# hostile-owner.sh - carc loads no plugin owned by another user, nor one
# in a directory another user owns (doc/hardening.md, as OpenSSH's
# StrictModes): the refusal names the file and both uids.
#
# Only root can give a file away (chown): run as anyone else, the script
# says so and exits 77 (skipped).  The other refusals (modes, symbolic
# links) are tests/hostile.sh's.
#
# usage: hostile-owner.sh [--show]   (as hostile.sh)
. "${top_srcdir:-.}/tests/hostile/lib.sh"

if [ "$(id -u)" != 0 ]; then
	echo "SKIP: running as uid $(id -u): only root can chown a plugin to" \
	    "another user"
	exit 77
fi

# nobody: a fresh directory of mode 0755 with a copy of compass.so
d=$tmp/nobody
mkdir "$d" && chmod 755 "$d" &&
    cp "$top_builddir/plugins/.libs/compass.so" "$d/compass.so" &&
    chmod 755 "$d/compass.so" || exit 99
chown 65534 "$d/compass.so"
expect "a plugin owned by another user" 2 "" \
    "carc: refusing plugin '$d/compass.so': owned by uid 65534, neither root nor uid 0" \
    -- $CARC plugins --plugin-dir "$d"
chown 0 "$d/compass.so"
chown 65534 "$d"
expect "a plugin directory owned by another user" 2 "" \
    "carc: plugin directory '$d' is owned by uid 65534, neither root nor uid 0" \
    -- $CARC plugins --plugin-dir "$d"
chown 0 "$d"
# Control: the same directory, owned by root again, loads.
expect "the same directory owned by root loads" 0 "" "" \
    -- sh -c "$CARC plugins --plugin-dir '$d' >/dev/null"

echo "hostile-owner: $pass passed, $fail failed"
[ $fail -eq 0 ]
