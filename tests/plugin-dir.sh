#!/bin/sh
# plugin-dir.sh - the tests can fail (issue 31, item 6): every CUnit
# program run with CARC_PLUGIN_DIR naming an empty directory, and one
# that does not exist, fails where it needs the plugins (a suite whose
# init cannot load them is a failure, not a pass with nothing run) and
# passes where it does not; a crash is never either.  Each program of
# check_PROGRAMS must be listed below in one of the two sets, so a new
# one is classified before it runs here.
set -u
: "${top_builddir:=.}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-plugdir.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

# They drive the real engine with the bundled plugins ($CARC_PLUGIN_DIR),
# or dlopen a plugin from it against the mock host.
needs="test_watchtowers test_signposts test_signposts_mock test_oom
test_compass test_engine test_links test_drive test_render test_river_mock
test_abbot_mock test_inns_cathedrals_mock test_mage_witch_mock
test_traders_builders_mock
test_hook_turn test_gen_judge"
# The catalogue, the records, the loader's own test plugins
# ($CARC_TEST_PLUGIN_DIR), a plugin compiled in, the hooks' own test
# plugins (tests/hooks), the SDK's inline helpers: no bundled plugin.
without="test_catalogue test_record test_live test_loader test_plugin_oom
test_hooks test_sha256 test_notation test_plugin_util"

[ -n "${CARC_UNIT_TESTS:-}" ] || { echo "FAIL: \$CARC_UNIT_TESTS unset (Makefile.am)"; exit 1; }
mkdir "$tmp/empty"
for t in $CARC_UNIT_TESTS; do
	n=${t##*/}
	case " $(echo $needs) " in
	*" $n "*) want=fail ;;
	*) case " $(echo $without) " in
	   *" $n "*) want=pass ;;
	   *) ko "$n is in neither list of tests/plugin-dir.sh"; continue ;;
	   esac ;;
	esac
	for d in "$tmp/empty" /nonexistent/carc-plugins; do
		CARC_PLUGIN_DIR=$d "$top_builddir/$t" >"$tmp/out" 2>&1
		rc=$?
		if [ $rc -gt 128 ]; then
			ko "$n with CARC_PLUGIN_DIR=$d: killed by signal $((rc - 128))"
		elif [ $want = fail ] && [ $rc -ne 0 ]; then
			ok "$n fails without its plugins ($d: exit $rc)"
		elif [ $want = pass ] && [ $rc -eq 0 ]; then
			ok "$n needs no plugin ($d)"
		else
			ko "$n with CARC_PLUGIN_DIR=$d: exit $rc, wanted a $want"
			tail -5 "$tmp/out" | sed 's/^/  /'
		fi
	done
done
echo "plugin-dir: $pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
