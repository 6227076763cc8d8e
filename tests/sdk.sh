#!/bin/sh
# sdk.sh - the SDK, as a plugin author outside the tree meets it (issue
# 29, item 5): `make install` into a temporary DESTDIR (the configured
# prefix under it); the installed example plugin, The Wells, copied out
# and built with its own Makefile against the installed carc_plugin.h, its
# set-up helpers carc_plugin_util.h (static inline: they export nothing)
# and carc-plugin.pc alone (plain, and with -fvisibility=hidden: it exports
# carc_plugin_entry and nothing else); loaded by the installed carc
# beside the installed plugins with --plugin-dir; its recorded games
# verified: valid.sql valid, apart.sql divergent at seq 4 citing
# WELL-APART; carc gen writes games with it that keep every well apart.
# Its rules text, found beside wells.so, is named by carc explain and made
# pages by carc reference, the rules' sources linked to them (and not
# without the file).  The installed guide's worked hook is the example's.
# Controls: without the plugin the games are not valid, and a copy of the
# plugin with either rule taken out changes the verdicts, so the games
# exercise both rules.  On the search path, a community
# plugin reusing a bundled rule id is refused naming both files, one
# taking the core's prefix is refused naming the installed rule-ids.md,
# and a file name that is no plugin name is refused, not skipped.
set -u
: "${top_srcdir:=.}" "${top_builddir:=.}" "${SQLITE3:=sqlite3}" \
    "${MAKE:=make}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-sdk.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
# carc loads plugins only from directories nobody else can write
umask 022
export CARC_PROGRESS=never

for t in pkg-config nm cc; do
	command -v $t >/dev/null 2>&1 ||
	    { echo "SKIP: $t not found"; exit 77; }
done

fail=0
ok() { echo "PASS: $1"; }
ko() { echo "FAIL: $1"; fail=$((fail + 1)); }
# The recursive makes below are our own, not the jobs of make check's.
submake() {
	(unset MAKEFLAGS MFLAGS MAKELEVEL; "$MAKE" "$@")
}

# -- make install, the prefix under DESTDIR -------------------------------
dest=$tmp/dest
if ! submake -C "$top_builddir" install DESTDIR="$dest" \
    > "$tmp/install.log" 2>&1; then
	tail -20 "$tmp/install.log"
	echo "FAIL: make install DESTDIR=$dest"
	exit 1
fi
# Where the build says things go, from its own carc-plugin.pc.
var() {
	PKG_CONFIG_PATH=$top_builddir PKG_CONFIG_SYSROOT_DIR= \
	    pkg-config --variable="$1" carc-plugin
}
libdir=$(var libdir) plugindir=$(var plugindir) \
    examplesdir=$(var examplesdir) datadir=$(var datadir)
prefix=$(var prefix)
pcdir=$dest$libdir/pkgconfig
if [ -f "$pcdir/carc-plugin.pc" ] &&
    [ -f "$dest$(var includedir)/carc/carc_plugin.h" ] &&
    [ -f "$dest$(var includedir)/carc/carc_plugin_util.h" ] &&
    [ -x "$dest$prefix/bin/carc" ] && [ -f "$dest$plugindir/signposts.so" ] &&
    [ -f "$dest$examplesdir/wells/Makefile" ]; then
	ok "make install puts the SDK, carc and the plugins under DESTDIR$prefix"
else
	ko "make install: not all of the SDK is under '$dest$prefix'"
	find "$dest" -type f | head -40
	exit 1
fi

# The guide's worked hook is the example's, word for word.
guide=$(find "$dest" -name plugins.md -path '*/doc/*' | head -1)
hook() { sed -n '/^wells_check_place(/,/^}/p' "$1"; }
if [ -n "$guide" ] && [ -n "$(hook "$guide")" ] &&
    [ "$(hook "$guide")" = "$(hook "$dest$examplesdir/wells/wells.c")" ]; then
	ok "the installed plugins.md shows wells_check_place as wells.c has it"
else
	ko "the installed plugins.md ('$guide') and wells.c differ in wells_check_place"
fi

# -- the example, built against the installed SDK alone --------------------
# Only what is installed: the copy's own Makefile and pkg-config, pointed
# at DESTDIR; no include path of the compiler's environment.
unset CPATH C_INCLUDE_PATH
PKG_CONFIG_PATH=$pcdir PKG_CONFIG_SYSROOT_DIR=$dest
export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
sdk=$(pkg-config --cflags --libs carc-plugin)
case $sdk in
*"$dest"*) ;;
*) ko "pkg-config --cflags carc-plugin: '$sdk' is not under DESTDIR" ;;
esac
for tree in "$top_srcdir" "$top_builddir"; do
	case $sdk in *"$tree"*)
		ko "pkg-config --cflags carc-plugin: '$sdk' names the tree '$tree'" ;;
	esac
done
work=$tmp/work
mkdir "$work"
cp -R "$dest$examplesdir/wells" "$work/wells"

# exports SO: the global symbols SO defines, one a line, sorted.
exports() {
	nm -D --defined-only "$1" | awk 'NF >= 3 && $2 ~ /^[A-Z]$/ &&
	    $3 !~ /^(_init|_fini|__bss_start|_edata|_end)$/ { print $3 }' | sort
}
for flags in "-O2" "-O2 -fvisibility=hidden"; do
	submake -C "$work/wells" clean > /dev/null 2>&1
	if submake -C "$work/wells" CFLAGS="$flags" > "$tmp/build.log" 2>&1 &&
	    [ -f "$work/wells/wells.so" ]; then
		ok "the installed example builds with make, CFLAGS='$flags'"
	else
		ko "the installed example does not build with CFLAGS='$flags'"
		cat "$tmp/build.log"
		continue
	fi
	got=$(exports "$work/wells/wells.so" | tr '\n' ' ')
	if [ "$got" = "carc_plugin_entry " ]; then
		ok "CFLAGS='$flags': wells.so exports carc_plugin_entry alone"
	else
		ko "CFLAGS='$flags': wells.so exports '$got'"
	fi
done
# the hidden build is the one loaded below
plugins=$work/wells

# -- loaded beside the installed plugins -------------------------------------
carc=$dest$prefix/bin/carc
CARC_PLUGIN_DIR=$dest$plugindir CARC_DATA_DIR=$dest$datadir/carc
export CARC_PLUGIN_DIR CARC_DATA_DIR
"$carc" plugins --plugin-dir "$plugins" > "$tmp/plugins" 2> "$tmp/err"
rc=$?
missing=
for so in "$dest$plugindir"/*.so "$plugins/wells.so"; do
	n=${so##*/}
	grep -q "^${n%.so} " "$tmp/plugins" || missing="$missing ${n%.so}"
done
if [ $rc -eq 0 ] && [ -z "$missing" ] &&
    grep -q "^  file  *$plugins/wells.so\$" "$tmp/plugins" &&
    grep -q "^plugin directory $plugins\$" "$tmp/plugins"; then
	ok "carc plugins --plugin-dir: wells beside$(ls "$dest$plugindir" |
	    sed -n 's/\.so$//p' | tr '\n' ' ' | sed 's/^/ /; s/ $//')"
else
	ko "carc plugins --plugin-dir: exit $rc, missing:$missing"
	cat "$tmp/plugins" "$tmp/err"
fi

# mkdb NAME: NAME.db from the installed schema and the example's NAME.sql
mkdb() {
	rm -f "$tmp/$1.db"
	"$SQLITE3" -bail "$tmp/$1.db" < "$dest$datadir/carc/schema.sql" &&
	    "$SQLITE3" -bail "$tmp/$1.db" < "$work/wells/$1.sql"
}
mkdb valid && mkdb apart || { echo "FAIL: cannot build the games"; exit 1; }

# verify NAME DIR...: carc verify --format json of NAME.db with the
# plugin directories, into $tmp/NAME.json; its exit status in $rc
verify() {
	db=$1
	shift
	"$carc" verify --format json "$@" "$tmp/$db.db" > "$tmp/$db.json" \
	    2> "$tmp/err"
	rc=$?
}
# the rules a verdict cites, in order, "seq:RULE" each
cited() {
	grep -o '"seq":[0-9a-z]*,"seat":[0-9a-z]*,"rule":"[A-Z0-9-]*"' "$1" |
	    sed 's/"seq":\([^,]*\),"seat":[^,]*,"rule":"\(.*\)"/\1:\2/' |
	    tr '\n' ' '
}

verify valid --plugin-dir "$plugins"
if [ $rc -eq 0 ] && grep -q '"verdict":"valid"' "$tmp/valid.json" &&
    grep -q '"engine":"carc [^"]*; wells 1.0.0"' "$tmp/valid.json"; then
	ok "valid.sql: valid, by the engine and wells 1.0.0"
else
	ko "valid.sql: exit $rc: $(cat "$tmp/valid.json" "$tmp/err")"
fi
verify apart --plugin-dir "$plugins"
if [ $rc -eq 1 ] && grep -q '"verdict":"divergent"' "$tmp/apart.json" &&
    [ "$(cited "$tmp/apart.json")" = "4:WELL-APART " ]; then
	ok "apart.sql: divergent at seq 4, WELL-APART, and nothing else"
else
	ko "apart.sql: exit $rc, cites '$(cited "$tmp/apart.json")': $(cat "$tmp/apart.json" "$tmp/err")"
fi

# carc gen asks the plugin too: games of the full supply with The Wells
# place every well tile, none next to another (read from the moves, not
# from the plugin), and verify valid.
rm -f "$tmp/gen.db"
"$carc" gen --games 10 --seed 29 --expansions wells --plugin-dir "$plugins" \
    "$tmp/gen.db" > /dev/null 2> "$tmp/err"
rc=$?
"$carc" verify --plugin-dir "$plugins" "$tmp/gen.db" > "$tmp/gen.out" 2>&1
vrc=$?
wells=$("$SQLITE3" "$tmp/gen.db" "SELECT count(*) FROM moves
    WHERE tile LIKE 'WL%' AND action = 'place'")
apart=$("$SQLITE3" "$tmp/gen.db" "SELECT count(*) FROM moves a JOIN moves b
    ON a.game_id = b.game_id AND a.seq < b.seq
    WHERE a.tile LIKE 'WL%' AND b.tile LIKE 'WL%' AND a.action = 'place'
    AND b.action = 'place' AND abs(a.x - b.x) + abs(a.y - b.y) = 1")
if [ $rc -eq 0 ] && [ $vrc -eq 0 ] && [ "$wells" -gt 0 ] &&
    [ "$apart" = 0 ]; then
	ok "carc gen --expansions wells: $wells wells placed in 10 games, none next to another; $(tail -1 "$tmp/gen.out")"
else
	ko "carc gen --expansions wells: exit $rc, verify $vrc, $wells wells, $apart next to another: $(cat "$tmp/err") $(tail -3 "$tmp/gen.out")"
fi

# -- its rules text: beside wells.so --------------------------------------
# The text a rule's source cites ("wells.md 2") is looked up beside the
# .so it was loaded from (doc/plugins.md, section 9): carc's installed
# rules directory has no wells.md.  explain names it; reference makes a
# page of each section, from the file's own words, and links the rules'
# pages to them.
[ ! -e "$CARC_DATA_DIR/rules/wells.md" ] ||
    ko "the installed rules directory holds a wells.md: the test proves nothing"
mkdir "$tmp/replays"
"$carc" explain WELL-APART --plugin-dir "$plugins" > "$tmp/explain" \
    2> "$tmp/err"
rc=$?
if [ $rc -eq 0 ] && grep -qx "  wells.md is the rules text of wells: $plugins/wells.md, section 2" "$tmp/explain"; then
	ok "carc explain WELL-APART names the rules text beside wells.so"
else
	ko "carc explain WELL-APART: exit $rc: $(cat "$tmp/explain" "$tmp/err")"
fi
# reference DIR OUT: carc reference of the plugins in DIR into OUT
reference() {
	"$carc" reference --plugin-dir "$1" --replays "$tmp/replays" \
	    --out "$2" > /dev/null 2> "$tmp/err"
	rc=$?
}
reference "$plugins" "$tmp/ref"
section() { # the words of wells.md's section $1, from its file
	sed -n "/^## $1\. /,/^## /p" "$work/wells/wells.md" | sed -n 3p |
	    cut -c1-30
}
if [ $rc -eq 0 ] && [ ! -s "$tmp/err" ] &&
    grep -q 'href="rules-wells.html">wells.md<' "$tmp/ref/index.html" &&
    grep -qF "$(section 2)" "$tmp/ref/rules-wells-2.html" &&
    grep -qF "$(section 3)" "$tmp/ref/rules-wells-3.html" &&
    grep -q 'Source: <a href="rules-wells-2.html">wells.md 2<' \
    "$tmp/ref/WELL-APART.html" &&
    grep -q 'Source: <a href="rules-wells-3.html">wells.md 3<' \
    "$tmp/ref/WELL-ROAD.html"; then
	ok "carc reference: wells.md's sections are pages, WELL-APART and WELL-ROAD link theirs"
else
	ko "carc reference with wells: exit $rc: $(cat "$tmp/err"); $(ls "$tmp/ref" | grep -i well | tr '\n' ' ')"
fi
# Control: the plugin without its text beside it.  The pages are gone
# and the sources unlinked, said once; explain names no text.
mkdir "$tmp/notext"
cp "$plugins/wells.so" "$plugins/wells.yaml" "$tmp/notext/"
"$carc" explain WELL-APART --plugin-dir "$tmp/notext" > "$tmp/explain" 2>&1
reference "$tmp/notext" "$tmp/ref-notext"
if [ $rc -eq 0 ] && [ ! -e "$tmp/ref-notext/rules-wells.html" ] &&
    grep -q "^carc: plugin 'wells': its rules text 'wells.md' is neither next to it nor in carc's rules directory" "$tmp/err" &&
    grep -q 'Source: wells.md 2' "$tmp/ref-notext/WELL-APART.html" &&
    grep -q "^source: wells.md 2" "$tmp/explain" &&
    ! grep -q "rules text" "$tmp/explain"; then
	ok "without wells.md beside wells.so: no pages, the sources unlinked, said"
else
	ko "without wells.md: exit $rc: $(cat "$tmp/err"); $(ls "$tmp/ref-notext" | grep -i well | tr '\n' ' ')"
fi

# -- controls: the verdicts are the plugin's --------------------------------
verify valid
if [ $rc -eq 1 ] && ! grep -q '"verdict":"valid"' "$tmp/valid.json"; then
	ok "without --plugin-dir the game of The Wells is not valid: $(sed 's/.*"verdict":"\([a-z]*\)".*/\1/' "$tmp/valid.json")"
else
	ko "without the plugin: exit $rc: $(cat "$tmp/valid.json" "$tmp/err")"
fi
# mutant NAME SED: the example with SED applied to wells.c, built with
# the documented compile line into $tmp/NAME/wells.so (with its tiles)
mutant() {
	mkdir "$tmp/$1"
	cp "$work/wells/wells.yaml" "$tmp/$1/"
	sed "$2" "$work/wells/wells.c" > "$tmp/$1/wells.c"
	cmp -s "$work/wells/wells.c" "$tmp/$1/wells.c" &&
	    { ko "mutant $1: the edit '$2' changed nothing"; return 1; }
	cc -std=c99 -fPIC -shared $(pkg-config --cflags carc-plugin) \
	    -o "$tmp/$1/wells.so" "$tmp/$1/wells.c" ||
	    { ko "mutant $1 does not build"; return 1; }
}
if mutant no-apart 's/r->rule = "WELL-APART";/return 0;/'; then
	verify apart --plugin-dir "$tmp/no-apart"
	if [ $rc -eq 0 ]; then
		ok "a plugin without WELL-APART passes apart.sql: the game tests the rule"
	else
		ko "a plugin without WELL-APART: exit $rc, cites '$(cited "$tmp/apart.json")'"
	fi
fi
if [ -f "$tmp/no-apart/wells.so" ]; then
	rm -f "$tmp/gen-no-apart.db"
	"$carc" gen --games 10 --seed 29 --expansions wells \
	    --plugin-dir "$tmp/no-apart" "$tmp/gen-no-apart.db" > /dev/null
	"$carc" verify --format json --plugin-dir "$plugins" \
	    "$tmp/gen-no-apart.db" > "$tmp/gen-no-apart.json"
	if grep -q '"rule":"WELL-APART"' "$tmp/gen-no-apart.json"; then
		ok "games generated without WELL-APART break it: gen asks the rule"
	else
		ko "games generated without WELL-APART never break it"
	fi
fi
if mutant no-road 's/v->bonus = wells;/v->bonus = 0;/'; then
	verify valid --plugin-dir "$tmp/no-road"
	if [ $rc -eq 1 ] && cited "$tmp/valid.json" | grep -q "3:BASE-ROAD"; then
		ok "a plugin without WELL-ROAD fails valid.sql: $(cited "$tmp/valid.json")"
	else
		ko "a plugin without WELL-ROAD: exit $rc, cites '$(cited "$tmp/valid.json")'"
	fi
fi

# -- the search path's refusals ----------------------------------------------
# A community plugin that reuses a bundled rule id (SIGN-DIR) is the
# newcomer, refused naming both files, though its name sorts first: the
# bundled plugin stays (doc/spec/cli.md).
if [ -f "$dest$plugindir/signposts.so" ] &&
    mutant clash 's/"WELL-APART"/"SIGN-DIR"/g; s/"WELL-/"SIGN-/g; s/"wells"/"aaa"/'; then
	mv "$tmp/clash/wells.so" "$tmp/clash/aaa.so"
	"$carc" plugins --plugin-dir "$tmp/clash" > /dev/null 2> "$tmp/err"
	rc=$?
	want="carc: plugin '$tmp/clash/aaa.so': rule id 'SIGN-DIR' is already defined by '$dest$plugindir/signposts.so'"
	if [ $rc -eq 2 ] && [ "$(cat "$tmp/err")" = "$want" ]; then
		ok "a clash of rule ids refuses the newcomer, naming both"
	else
		ko "a clash of rule ids: exit $rc: $(cat "$tmp/err"); wanted: $want"
	fi
fi
# A prefix of the core's is refused naming the installed list of the
# core's ids, a file the author can open: CARC_DATA_DIR's copy, else the
# configured $(pkgdatadir)/rules (here under DESTDIR).
# coreprefix IDS FILE: the refusal names IDS, which is FILE, there
coreprefix() {
	want="carc: plugin '$tmp/coreprefix/wells.so': rule prefix 'BASE-' is the core's ('BASE-' ids are carc's own, $1): choose a prefix of the plugin's own, such as 'WELLS-'"
	if [ $rc -eq 2 ] && [ "$(cat "$tmp/err")" = "$want" ] && [ -s "$2" ]; then
		ok "a core prefix is refused naming the installed '$1'"
	else
		ko "a core prefix: exit $rc: $(cat "$tmp/err"); wanted: $want ('$2' there)"
	fi
}
if mutant coreprefix 's/"WELL-/"BASE-/g'; then
	"$carc" plugins --plugin-dir "$tmp/coreprefix" > /dev/null 2> "$tmp/err"
	rc=$?
	coreprefix "$CARC_DATA_DIR/rules/rule-ids.md" \
	    "$CARC_DATA_DIR/rules/rule-ids.md"
	(unset CARC_DATA_DIR; "$carc" plugins --plugin-dir "$tmp/coreprefix") \
	    > /dev/null 2> "$tmp/err"
	rc=$?
	coreprefix "$datadir/carc/rules/rule-ids.md" \
	    "$dest$datadir/carc/rules/rule-ids.md"
fi
mkdir "$tmp/badname"
cp "$plugins/wells.so" "$tmp/badname/My-Wells.so"
"$carc" plugins --plugin-dir "$tmp/badname" > /dev/null 2> "$tmp/err"
rc=$?
if [ $rc -eq 2 ] && grep -q "^carc: refusing plugin '$tmp/badname/My-Wells.so': a plugin's file is NAME.so" "$tmp/err"; then
	ok "My-Wells.so is refused with a message, not skipped"
else
	ko "My-Wells.so: exit $rc: $(cat "$tmp/err")"
fi

# -- the second example, The Heron: the whole turn (ABI 4.0) ---------------
# A neutral figure moved by an action of the record's actions table onto
# a road of another tile than the one placed; built from the installed
# files alone, its two recorded games verified as their comments say.
cp -R "$dest$examplesdir/heron" "$work/heron"
if submake -C "$work/heron" CFLAGS="-O2 -fvisibility=hidden" \
    > "$tmp/build.log" 2>&1 && [ -f "$work/heron/heron.so" ] &&
    [ "$(exports "$work/heron/heron.so" | tr '\n' ' ')" = \
    "carc_plugin_entry " ]; then
	ok "the installed heron example builds with make"
else
	ko "the installed heron example does not build"
	cat "$tmp/build.log"
fi
for g in valid where; do
	rm -f "$tmp/heron-$g.db"
	"$SQLITE3" -bail "$tmp/heron-$g.db" < "$dest$datadir/carc/schema.sql" &&
	    "$SQLITE3" -bail "$tmp/heron-$g.db" < "$work/heron/$g.sql" ||
	    ko "heron $g.sql does not load"
done
verify heron-valid --plugin-dir "$work/heron"
if [ $rc -eq 0 ] && grep -q '"verdict":"valid"' "$tmp/heron-valid.json" &&
    grep -q '"computed":\[6,0\]' "$tmp/heron-valid.json"; then
	ok "heron valid.sql: valid, the heron's road 3 + 3"
else
	ko "heron valid.sql: exit $rc: $(cat "$tmp/heron-valid.json" "$tmp/err")"
fi
verify heron-where --plugin-dir "$work/heron"
if [ $rc -eq 1 ] && [ "$(cited "$tmp/heron-where.json")" = \
    "1:HERON-WHERE null:BASE-ROAD-PTS null:SCORE-TOTAL " ]; then
	ok "heron where.sql: the move refused at seq 1 and not carried out"
else
	ko "heron where.sql: exit $rc, cites '$(cited "$tmp/heron-where.json")'"
fi

[ $fail -eq 0 ] || { echo "$fail check(s) failed"; exit 1; }
exit 0
