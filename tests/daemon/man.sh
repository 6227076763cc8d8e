#!/bin/sh
# man.sh - the built carcd(8) and carcd.yaml(5) name the configured
# directories, as carcd itself uses them, never a placeholder; carcd(8)
# refers to carcd.yaml(5).
set -u
. "${top_srcdir:-.}/tests/daemon/lib.sh"

[ -f "$top_builddir/doc/carcd.8" ] && [ -f "$top_builddir/doc/carcd.yaml.5" ] ||
    fail "man pages not built"
# the pages as read: the configured paths' break points (\:, zero width,
# after each slash: Makefile.am's edit_man) taken out
man8=$tmp/carcd.8 man5=$tmp/carcd.yaml.5
sed 's/\\://g' "$top_builddir/doc/carcd.8" > "$man8"
sed 's/\\://g' "$top_builddir/doc/carcd.yaml.5" > "$man5"
if grep -n "SYSCONFDIR\|LOCALSTATEDIR\|@[a-z]*dir@" "$man8" "$man5"; then
	fail "a placeholder in the built man pages"
fi
# carcd's default configuration file, from its own message
conf=$("$CARCD" -n 2>&1 | sed -n "s/.*under 'databases' in '\(.*\)'$/\1/p")
[ -n "$conf" ] || fail "no default configuration path from carcd -n"
grep -q "^\.Pa $conf ,\$" "$man8" || fail "carcd.8 does not name '$conf'"
grep -q "^\.It Pa $conf\$" "$man8" || fail "carcd.8 FILES does not name '$conf'"
grep -q "^\.Pa /.*/run/carcd\.pid\$" "$man5" || fail "carcd.yaml.5: no pid file path"
sed -n '/^\.Sh SEE ALSO/,/^\.Sh/p' "$man8" | grep -q "^\.Xr carcd\.yaml 5" ||
    fail "carcd.8: SEE ALSO lacks carcd.yaml(5)"
pass "man pages name $conf and $(sed -n 's/^\.Pa \(.*carcd\.pid\)$/\1/p' "$man5")"
exit 0
