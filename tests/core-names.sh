#!/bin/sh
# core-names.sh - the core knows no expansion (issue 29: "no expansion's
# name, artwork or rule is left in core/ or in the ABI"; issue 30: "no
# line of core/ may name them").  The names are not written here: they
# are read from plugins/*/, so a new plugin is checked the day it lands:
#   - each plugin's folder name, the `set:` names of its catalogue, its
#     rule prefix (.rule_prefix), the kinds it declares (edge, feature
#     and figure kinds' names), the catalogue keys it owns (tile_keys,
#     segment_keys) and its variants;
#   - its tile ids and their aliases (JCloisterZone's ids), and the
#     JCloisterZone set prefix of those aliases ("RI" of "RI.1/CICI"),
#     and any `jcz...:` value of its catalogue;
#   - words players say of the bundled expansions (below).
# Every line of core/ is read: code, comments and strings, the ABI header
# and core/import/ included; a match fails with file:line.
#
# One exception, and only as long as it must be: the `others:` list of
# the import block of core/tiles/base.yaml.  It is JCloisterZone's own
# vocabulary, every rule switch that program writes into every save
# whatever is played ("inn-and-cathedral-final-scoring",
# "vineyards-for-garden" of another expansion), which the base catalogue
# must list so that such a save is not refused when the plugin that
# would claim the switch is not installed (carc-tiles(5), IMPORT).  Each
# line of that list is one switch name and nothing else; any other line
# of base.yaml, its comments included, is checked.
set -u
top=${top_srcdir:-.}
cd "$top" || exit 99
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-cn.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM

ls -d plugins/*/ >/dev/null 2>&1 || { echo "FAIL: no plugins/*/"; exit 1; }

# Words of the bundled expansions a comment might use without naming a
# plugin's folder ("The Abbot", "a big meeple", "the orange rose").
words='river
abbot
garden
inn
cathedral
big meeple
signpost
compass
rose
tower
watchtower'

# -- the names, from plugins/*/ -------------------------------------------
: >"$tmp/words"		# case-insensitive, whole words of letters
: >"$tmp/prefixes"	# rule prefixes, as written ("RIVER-")
: >"$tmp/fixed"		# tile ids and aliases, case and all
for d in plugins/*/; do
	p=${d%/}
	p=${p#plugins/}
	echo "$p" >>"$tmp/words"
	for c in "$d"*.c; do
		[ -f "$c" ] || continue
		sed -n 's/.*\.rule_prefix[[:space:]]*=[[:space:]]*"\([^"]*\)".*/\1/p' \
		    "$c" >>"$tmp/prefixes"
		# the first string of each declared kind: its name
		awk '/struct carc_(edge|feature|figure)_kind [A-Za-z0-9_]*\[\][[:space:]]*=/ { k = 1; next }
		    k && /^};/ { k = 0 }
		    k && /^[[:space:]]*\{[[:space:]]*"/ {
			s = $0; sub(/^[^"]*"/, "", s); sub(/".*/, "", s); print s }' \
		    "$c" >>"$tmp/words"
		# the catalogue keys it owns and its variants: the strings of
		# its NULL-terminated lists
		awk '/(_keys|_variants)\[\][[:space:]]*=/ { k = 1 }
		    k { print } k && /NULL/ { k = 0 }' "$c" |
		    grep -o '"[a-z0-9_]*"' | tr -d '"' >>"$tmp/words"
	done
	for y in "$d"*.yaml; do
		[ -f "$y" ] || continue
		sed -n 's/^[[:space:]]*set:[[:space:]]*\([A-Za-z0-9_]*\).*/\1/p' \
		    "$y" | grep -vx base >>"$tmp/words"
		sed -n 's/^-[[:space:]]*id:[[:space:]]*\([^[:space:]#]*\).*/\1/p' \
		    "$y" >>"$tmp/fixed"
		sed -n 's/^[[:space:]]*aliases:[[:space:]]*\[\(.*\)\].*/\1/p' "$y" |
		    tr ',' '\n' | sed 's/^[[:space:]]*//; s/[[:space:]]*$//' \
		    >>"$tmp/aliases"
		sed -n 's/^[[:space:]]*jcz[a-z_]*:[[:space:]]*\(.*\)/\1/p' "$y" |
		    tr -d '[]"' | tr ',' '\n' |
		    sed 's/^[[:space:]]*//; s/[[:space:]]*$//' | grep . \
		    >>"$tmp/fixed"
	done
done
echo "$words" >>"$tmp/words"
touch "$tmp/aliases"
cat "$tmp/aliases" >>"$tmp/fixed"
# JCloisterZone's set prefixes of the aliases ("RI" of "RI.1/CICI"), but
# not the base game's, which base.yaml's aliases use too ("BA")
sed -n 's/^\([A-Za-z]*\)[./].*/\1/p' "$tmp/aliases" | sort -u >"$tmp/jcz"
sed -n 's/^[[:space:]]*aliases:[[:space:]]*\[\(.*\)\].*/\1/p' \
    core/tiles/base.yaml | tr ',' '\n' |
    sed -n 's/^[[:space:]]*\([A-Za-z]*\)[./].*/\1/p' | sort -u >"$tmp/basejcz"
comm -23 "$tmp/jcz" "$tmp/basejcz" >"$tmp/jcz.own"

for f in words prefixes fixed jcz.own; do
	sort -u "$tmp/$f" | grep . >"$tmp/$f.u"
done
[ -s "$tmp/prefixes.u" ] && [ -s "$tmp/fixed.u" ] ||
    { echo "FAIL: no rule prefix or tile id read from plugins/"; exit 1; }

# ERE alternatives, metacharacters escaped
alt() {
	sed 's/[][\.^$*+?(){}|/]/\\&/g' "$1" | paste -sd '|' -
}
w=$(alt "$tmp/words.u" | sed 's/_/[_ -]/g')
p=$(sed 's/-$//' "$tmp/prefixes.u" | paste -sd '|' -)
x=$(alt "$tmp/fixed.u")
j=$(alt "$tmp/jcz.own")

# -- the lines of core/ -----------------------------------------------------
find core -type f \( -name '*.c' -o \
    -name '*.h' -o -name '*.yaml' -o -name '*.md' -o -name '*.js' -o \
    -name '*.css' -o -name '*.in' -o -name '*.txt' \) -print | sort \
    >"$tmp/files"
[ -s "$tmp/files" ] || { echo "FAIL: no file under core/"; exit 1; }
# words: whole words of letters (an identifier's part counts: has_tower),
# in any case, with a plural s
{
	xargs grep -n -i -E "(^|[^a-z])($w)s?([^a-z]|$)" <"$tmp/files"
	xargs grep -n -E "(^|[^A-Za-z0-9])($p)-[A-Z0-9]" <"$tmp/files"
	xargs grep -n -E "(^|[^A-Za-z0-9])($x)([^A-Za-z0-9]|$)" <"$tmp/files"
	[ -n "$j" ] && xargs grep -n -E \
	    "(^|[^A-Za-z0-9])($j)(\\.[0-9]+)?/" <"$tmp/files"
} 2>&1 | sort -t: -k1,1 -k2,2n -u >"$tmp/all"
# the exception above: the lines of base.yaml's import others: list, each
# a lone "- switch-name"
others=$(awk '/^    others:[[:space:]]*$/ { on = 1; next }
    on && /^      - [a-z0-9-]+[[:space:]]*$/ { print "core/tiles/base.yaml:" NR ":"; next }
    { on = 0 }' core/tiles/base.yaml)
if [ -n "$others" ]; then
	printf '%s\n' $others | grep -v -F -f - "$tmp/all" >"$tmp/hits"
else
	cp "$tmp/all" "$tmp/hits"
fi

n=$(grep -c . "$tmp/hits")
if [ "$n" -gt 0 ]; then
	sed 's/^/FAIL: names an expansion: /' "$tmp/hits"
	echo "core-names: $n lines of core/ name an expansion (names read" \
	    "from plugins/: $(paste -sd ' ' "$tmp/words.u") $(paste -sd ' ' \
	    "$tmp/prefixes.u") $(paste -sd ' ' "$tmp/jcz.own"))"
	exit 1
fi
echo "core-names: $(wc -l <"$tmp/files") files of core/ name no expansion" \
    "($(wc -l <"$tmp/words.u") words, $(wc -l <"$tmp/prefixes.u") rule" \
    "prefixes, $(wc -l <"$tmp/fixed.u") tile ids and aliases)"
exit 0
