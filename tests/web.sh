#!/bin/sh
# web.sh - the WebAssembly module (./configure --enable-web) is the same
# engine with the same plugins: loaded through the host's checks from
# its built-in catalogues, it lists every rule id, owner and statement
# exactly as the native carc does with the bundled plugins.
set -u
: "${top_builddir:=.}" "${top_srcdir:=.}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-web.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
module=$(cd "$top_builddir" && pwd)/web/carc-web.js
fail=0

[ -f "$module" ] || { echo "FAIL: $module not built"; exit 1; }
node "$top_srcdir/tests/web.js" "$module" rules > "$tmp/web" || fail=1
"$CARC" rules > "$tmp/native" || fail=1
# every plugin's rules are there, not only the core's
for owner in core abbot compass inns_cathedrals river signposts watchtowers; do
	grep -q "^[A-Z0-9-]* *$owner " "$tmp/web" ||
	    { echo "FAIL: no rule of $owner in the module's list"; fail=1; }
done
if cmp -s "$tmp/web" "$tmp/native"; then
	echo "PASS: the module's rules are carc rules' ($(wc -l < "$tmp/web") lines)"
else
	echo "FAIL: the module's rules differ from carc rules:"
	diff "$tmp/native" "$tmp/web" | head -20
	fail=1
fi
exit $fail
