#!/bin/sh
# docs.sh - the documents carc cites are there (issue 31, item 1): every
# citation of the specification (doc/spec/*.md, doc/rules/rule-ids.md) or
# of a doc/*.md page in the sources, the docs and the manual pages names a
# file of the tree; the spec copies are the design repository's, verbatim;
# and from a `make install DESTDIR=...` every path the installed manual
# pages name exists, and the README's commands run from the installed
# prefix (the example database, carc init with the installed SQL games).
set -u
: "${top_srcdir:=.}" "${top_builddir:=.}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-docs.XXXXXX") || exit 99
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }
check() { name=$1; shift; if "$@"; then ok "$name"; else ko "$name"; fi; }

# --- every citation resolves ----------------------------------------------
# A citation is a path ending in .md under spec/ or doc/, or a document of
# the rules directory the code names to carc_paths_rules_doc (the loader's
# rule-ids.md: doc/rules/NAME, installed as $pkgdatadir/rules/NAME); it
# resolves from the top of the tree or from the citing file's directory.
missing=$tmp/missing
: > "$missing"
(cd "$top_srcdir" && find . \( -name .git -o -name autom4te.cache \
    -o -name '_build*' -o -name 'carc-*' \) -prune -o -type f \( \
    -name '*.c' -o -name '*.h' -o -name '*.md' -o -name '*.sh' \
    -o -name '*.py' -o -name '*.sql' -o -name '*.yaml' -o -name '*.in' \
    -o -name '*.[158]' -o -name '*.am' \) -print) |
while read -r f; do
	case $f in ./doc/spec/*|./doc/rules/rule-ids.md|./tests/docs.sh) continue ;; esac
	# a page made from its .in is checked as installed, below
	[ -f "$top_srcdir/$f.in" ] && continue
	grep -oE '[$A-Za-z0-9_./@-]*(spec|doc)/[A-Za-z0-9_./-]*\.md|carc_paths_rules_doc\([^"]*"[A-Za-z0-9_.-]*\.md"' \
	    "$top_srcdir/$f" 2>/dev/null | sed 's/^[^$A-Za-z0-9_.@]//' |
	    sort -u | while read -r c; do
		case $c in
		*../shared/*|@*|*'$'*) continue ;;	# the design repository; installed paths below
		carc_paths_rules_doc*)
			c=doc/rules/$(printf '%s\n' "$c" | sed 's/.*"\(.*\)"/\1/') ;;
		esac
		d=$(dirname "$f")
		[ -f "$top_srcdir/$c" ] || [ -f "$top_srcdir/$d/$c" ] ||
		    echo "$f: $c" >> "$missing"
	done
done
check "every cited document is in the tree" \
    sh -c '[ ! -s "$1" ] || { sed "s/^/  /" "$1" | head -20; exit 1; }' sh "$missing"
check "the citations were found at all (doc/spec/cli.md cited in core/cli/cli.h)" \
    grep -q 'doc/spec/cli.md' "$top_srcdir/core/cli/cli.h"

# --- the spec copies are verbatim -----------------------------------------
shared=$top_srcdir/../shared
if [ -d "$shared/spec" ]; then
	for f in spec/cli.md spec/record-format.md spec/tiles.md rules/rule-ids.md; do
		check "doc/$f is the design repository's $f verbatim (its first line the note)" \
		    sh -c 'tail -n +2 "$1" | cmp -s - "$2"' sh "$top_srcdir/doc/$f" "$shared/$f"
	done
else
	echo "SKIP: no ../shared beside the tree: the copies are not compared"
fi

# --- an installed prefix ----------------------------------------------------
D=$tmp/dest
(cd "$top_builddir" && ${MAKE:-make} -s install DESTDIR="$D" >"$tmp/install.log" 2>&1)
check "make install DESTDIR=... succeeds" sh -c '[ $1 = 0 ] || { tail -20 "$2"; exit 1; }' \
    sh $? "$tmp/install.log"
for v in pkgdatadir pkglibdir docdir localstatedir bindir mandir; do
	eval "[ -n \"\${$v:-}\" ]" || { echo "FAIL: \$$v is not set (Makefile.am)"; exit 1; }
done
data=$D$pkgdatadir
check "the run directory of carcd's default pid file is made" test -d "$D$localstatedir/run"
for f in spec/cli.md spec/record-format.md spec/tiles.md rules/rule-ids.md \
    rules/rules-en.md schema.sql example.db replays/example.sql; do
	check "installed: \$pkgdatadir/$f" test -s "$data/$f"
done
for f in report.md import-jcz.md plugins.md; do
	check "installed: \$docdir/$f" test -s "$D$docdir/$f"
done
# every path an installed page names below a configured directory
for m in man1/carc.1 man5/carc-tiles.5 man8/carcd.8; do
	page=$D$mandir/$m
	check "installed: $m" test -s "$page"
	check "$m names no unsubstituted @dir@" sh -c '! grep -n "@[a-z]*dir@" "$1"' sh "$page"
	# (the configured paths' break points, \:, taken out as man does)
	sed 's/\\://g' "$page" |
	    grep -oE "($pkgdatadir|$pkglibdir|$docdir)[A-Za-z0-9_./-]*" |
	    sed 's/[.,]$//' | sort -u > "$tmp/paths"
	check "$m names installed paths at all" test -s "$tmp/paths"
	while read -r p; do
		check "$m: '$p' is installed" test -e "$D$p"
	done < "$tmp/paths"
done
check "carc.1 names no source-tree path as a file to read (doc/*.md)" \
    sh -c '! grep -n "^\.Pa doc/[a-z-]*\.md" "$1"' sh "$D$mandir/man1/carc.1"

# The README's commands from the installed prefix: the installed carc,
# told where its DESTDIR copy of the prefix is.
carc=$D$bindir/carc
export CARC_PLUGIN_DIR="$D$pkglibdir" CARC_DATA_DIR="$data" \
    CARC_REPLAYS_DIR="$data/replays" CARC_PROGRESS=never
run() {	# run RC COMMAND...
	want=$1; shift
	"$@" >"$tmp/out" 2>"$tmp/err"; rc=$?
	[ "$rc" = "$want" ] && return 0
	echo "  exit $rc, expected $want: $*"; head -5 "$tmp/err"; return 1
}
check "installed example.db: carc verify exits 1 (game 2 divergent on purpose)" \
    run 1 "$carc" verify "$data/example.db"
check "  ... and says so" grep -q "^3 games: 2 valid, 1 divergent, 0 unverifiable$" "$tmp/out"
cd "$tmp" || exit 99
readme=$(sed -n '/^After `make install`/,/^```$/p' "$top_srcdir/README.md" |
    awk '/^```sh$/ { on = 1; next } /^```$/ { on = 0 } on' |
    sed "s|/usr/local/share/carc|$data|g; s|^carc |\"\$carc\" |; s|&& carc |\\&\\& \"\$carc\" |")
check "README: the installed-prefix block has two commands" \
    test "$(printf '%s\n' "$readme" | grep -c .)" -eq 2
printf '%s\n' "$readme" | sed -n 1p > "$tmp/cmd1"
printf '%s\n' "$readme" | sed -n 2p > "$tmp/cmd2"
check "README: verify the installed example (exit 1)" run 1 env carc="$carc" sh "$tmp/cmd1"
check "README: carc init, then the installed replays/example.sql" \
    run 0 env carc="$carc" sh "$tmp/cmd2"
check "  ... which then verifies as the example" \
    sh -c '"$1" verify games.db | grep -q "^3 games: 2 valid, 1 divergent"' sh "$carc"
check "carc init refuses the existing games.db (exit 2)" run 2 "$carc" init games.db
"$carc" gen --games 9 --seed 1 games.db >/dev/null 2>&1
mkdir saves && cp "$top_srcdir/tests/import/base.jcz" saves/
# carc explain's way to draw one of its games, from the installed replays
run 0 "$carc" explain BASE-MEEPLE-FREE
g=$(sed -n 's/^  \([^ ]*\.sql\) .*breaks it.*/\1/p' "$tmp/out" | head -1)
check "explain lists an installed game that breaks the rule" test -n "$g"
check "  ... and says how to draw it" grep -q "^  carc init g.db && sqlite3 g.db < $data/replays/$g &&$" "$tmp/out"
check "  ... naming the game" grep -q "^  carc replay g.db --game [0-9][0-9]* --svg board.svg$" "$tmp/out"
"$carc" init g.db && "$SQLITE3" -bail g.db < "$data/replays/$g" >/dev/null &&
    id=$("$SQLITE3" g.db 'SELECT min(id) FROM games')
"$carc" replay g.db --game "${id:-0}" --svg board.svg >/dev/null 2>&1
check "  ... which works: carc init, sqlite3, carc replay --svg ($g)" \
    sh -c '[ $1 -le 1 ] && grep -q "<svg" board.svg' sh $?

# "Using it": every line but the daemon and make (the build tree's)
sed -n '/^## Using it/,/^```$/p' "$top_srcdir/README.md" |
    awk '/^```sh$/ { on = 1; next } /^```$/ { on = 0 } on' |
    grep '^carc ' | sed 's/  *#.*//; s/--games 1000/--games 20/' > "$tmp/using"
check "README: the 'Using it' block has its carc commands" \
    test "$(grep -c . "$tmp/using")" -ge 14
while read -r line; do
	set -- $line; shift
	"$carc" "$@" >"$tmp/out" 2>"$tmp/err"; rc=$?
	check "README from the installed prefix: '$line' exits 0 or 1" \
	    sh -c '[ "$1" -le 1 ] || { echo "  exit $1"; head -3 "$2"; exit 1; }' sh "$rc" "$tmp/err"
done < "$tmp/using"

echo "docs: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
