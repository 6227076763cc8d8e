#!/bin/sh
# help.sh - `carc help COMMAND` answers (issue 31, item 2): every long
# option of every command's parser (the struct option tables of
# core/cli/cmd_*.c) is explained in that command's help, which also gives
# the exit statuses; carc rules lists every rule id, the core's and the
# plugins', and takes a pattern; rule ids match without case; a command,
# an option or a rule id one slip away gets a "did you mean".
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-help.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }
check() { name=$1; shift; if "$@"; then ok "$name"; else ko "$name"; fi; }
run() {	# run RC COMMAND...
	want=$1; shift
	"$@" >"$tmp/out" 2>"$tmp/err"; rc=$?
	[ "$rc" = "$want" ] && return 0
	echo "  exit $rc, expected $want: $*"; head -5 "$tmp/err"; return 1
}
err_has() { grep -q -- "$1" "$tmp/err" || { echo "  stderr lacks: $1"; cat "$tmp/err"; return 1; }; }

# --- every option of every parser is in its command's help ----------------
cmds=$($CARC help | sed -n '/^commands:/,/^$/p' | awk 'NF > 1 { print $1 }')
check "carc help lists the commands" test "$(echo $cmds | wc -w)" -ge 12
for c in $cmds; do
	src=$top_srcdir/core/cli/cmd_$c.c
	check "$c: its parser is core/cli/cmd_$c.c" test -f "$src"
	[ -f "$src" ] || continue
	opts=$(grep -o '{ "[a-z-]*", *[a-z_]*_argument' "$src" |
	    sed 's/{ "\([a-z-]*\)".*/\1/' | sort -u)
	check "$c: options found in its source" test -n "$opts"
	run 0 $CARC help "$c"
	cp "$tmp/out" "$tmp/help-$c"
	missing=
	for o in $opts; do
		[ "$o" = help ] && continue
		# explained: "--opt" at the start of a line of the option list,
		# not only in the usage line
		grep -q -- "^ *--$o\( \|$\)" "$tmp/help-$c" || missing="$missing --$o"
	done
	check "carc help $c explains every option of its parser" \
	    sh -c '[ -z "$1" ] || { echo "  undocumented:$1"; exit 1; }' sh "$missing"
	check "carc help $c gives the exit statuses" grep -qi "^exit status" "$tmp/help-$c"
	check "carc $c --help is carc help $c" sh -c \
	    '$1 $2 --help 2>&1 | cmp -s - "$3"' sh "$CARC" "$c" "$tmp/help-$c"
done

# --- carc rules -------------------------------------------------------------
run 0 $CARC rules
cp "$tmp/out" "$tmp/rules"
ids=$(awk '{ print $1 }' "$tmp/rules")
check "rules: the core's ids" grep -q "^BASE-MEEPLE-FREE  *core  *The chosen segment" "$tmp/rules"
for p in watchtowers signposts compass; do
	# its rule lines: "  ID  statement" (not its file and shadows lines)
	$CARC plugins "$p" | awk '/^  [A-Z][A-Z0-9-]* / { print $1 }' > "$tmp/p"
	check "rules: every rule id of plugin $p ($(wc -l < "$tmp/p"))" sh -c '
	    [ -s "$1" ] || exit 1
	    while read -r id; do grep -q "^$id  *$3 " "$2" || { echo "  missing $id"; exit 1; }; done < "$1"' \
	    sh "$tmp/p" "$tmp/rules" "$p"
done
if [ -n "${top_srcdir:-}" ] && [ -f "$top_srcdir/doc/rules/rule-ids.md" ]; then
	grep -o '^- `[A-Z0-9-]*`' "$top_srcdir/doc/rules/rule-ids.md" | tr -d '`' |
	    sed 's/^- //' | while read -r id; do
		grep -q "^$id " "$tmp/rules" || echo "$id"
	done > "$tmp/notlisted"
	check "rules: every id of doc/rules/rule-ids.md but the retired is listed" \
	    sh -c '[ "$(grep -vc "RETIRED" "$1")" -le 0 ] || { echo "  not listed:" $(cat "$1"); exit 1; }' sh "$tmp/notlisted"
fi
run 0 $CARC rules 'base-place-*'
check "rules PATTERN: a shell pattern, without case" \
    test "$(awk '{ print $1 }' "$tmp/out" | grep -vc '^BASE-PLACE-')" = 0 -a "$(grep -c . "$tmp/out")" -ge 4
run 0 $CARC rules signpost
check "rules WORD: the plugin's rules by owner or statement" grep -q "^SIGN-NOEND " "$tmp/out"
check "rules: no match exits 1 with a did-you-mean" sh -c \
    '$1 rules BASE-MEEPLE-FERE >/dev/null 2>"$2"; [ $? = 1 ] && grep -q "did you mean .BASE-MEEPLE-FREE." "$2"' \
    sh "$CARC" "$tmp/err"

# --- without case, and "did you mean" --------------------------------------
run 0 $CARC explain base-meeple-free
check "explain: a rule id without case" grep -q "^BASE-MEEPLE-FREE (core)" "$tmp/out"
check "explain: a near miss exits 2" run 2 $CARC explain BASE-MEEPLE-FRE
check "  ... and says what was meant" err_has "did you mean 'BASE-MEEPLE-FREE'?"
check "explain: a far miss points to carc rules" run 2 $CARC explain NOTHING-LIKE-IT
check "  ... by name" err_has "'carc rules' lists them"
check "a mistyped command exits 2" run 2 $CARC verfy x.db
check "  ... and says what was meant" err_has "no command 'verfy'; did you mean 'verify'?"
check "help of a mistyped command" run 2 $CARC help replya
check "  ... says what was meant" err_has "did you mean 'replay'?"
check "a mistyped option exits 2" run 2 $CARC verify --fromat json x.db
check "  ... and says what was meant" err_has "did you mean '--format'?"
check "a mistyped option with its value" run 2 $CARC replay --gaem=3 x.db
check "  ... says what was meant" err_has "did you mean '--game'?"
check "no suggestion for a far miss" run 2 $CARC verify --zzzzzz x.db
check "  ... none given" sh -c '! grep -q "did you mean" "$1"' sh "$tmp/err"

echo "help: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
