#!/bin/sh
# exports.sh - every plugin exports carc_plugin_entry and nothing else: a
# plugin's other functions are static, so two plugins can never clash and
# the host reaches a plugin only through its descriptor (carc_plugin.h).
#
# Checks every $CARC_PLUGIN_DIR/*.so and the good test plugin
# $CARC_TEST_PLUGIN_DIR/good.so.

if ! command -v nm >/dev/null 2>&1; then
	echo "exports.sh: nm not found, skipping"
	exit 77
fi

status=0
checked=0

check() {
	so=$1
	if ! syms=$(nm -D --defined-only "$so" 2>&1); then
		echo "FAIL: cannot read the symbols of '$so': $syms"
		status=1
		return
	fi
	# Global symbols (upper-case type) other than the entry point and
	# the ones the linker itself defines.
	extra=$(printf '%s\n' "$syms" | awk '
		NF >= 3 && $2 ~ /^[A-Z]$/ {
			if ($3 == "carc_plugin_entry")
				next
			if ($3 ~ /^(_init|_fini|__bss_start|_edata|_end|__bss_start__|__bss_end__|_bss_end__|__end__|__data_start|data_start)$/)
				next
			print $3
		}')
	if [ -n "$extra" ]; then
		echo "FAIL: '$so' exports more than carc_plugin_entry:" $extra
		status=1
	fi
	if ! printf '%s\n' "$syms" | awk '$3 == "carc_plugin_entry" && $2 == "T" { f = 1 } END { exit !f }'; then
		echo "FAIL: '$so' does not export carc_plugin_entry"
		status=1
	fi
	checked=$((checked + 1))
}

if [ -n "${CARC_PLUGIN_DIR:-}" ] && [ -d "$CARC_PLUGIN_DIR" ]; then
	for so in "$CARC_PLUGIN_DIR"/*.so; do
		[ -e "$so" ] || continue
		check "$so"
	done
fi

good=${CARC_TEST_PLUGIN_DIR:-tests/abi/.libs}/good.so
if [ ! -f "$good" ]; then
	echo "FAIL: '$good' not found (is CARC_TEST_PLUGIN_DIR set?)"
	exit 1
fi
check "$good"

echo "exports.sh: $checked plugins checked"
exit $status
