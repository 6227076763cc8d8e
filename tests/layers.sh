#!/bin/sh
# layers.sh - the include rules of doc/architecture.md, checked: every
# quoted #include of a file under core/ names a directory its layer may
# use, and a plugin includes the installed SDK's headers (carc_plugin.h,
# carc_plugin_util.h) and its own files only.
# There is no exception: record/ reads, store/ writes, above verify/.
top=${top_srcdir:-.}
cd "$top" || exit 2

# what each directory of core/ may include, besides itself
allowed() {
	case $1 in
	util)	echo "util" ;;
	engine)	echo "util engine" ;;
	host)	echo "util engine host" ;;
	record)	echo "util engine record" ;;
	notation) echo "util engine record notation" ;;
	ask)	echo "util engine host record verify notation render ask" ;;
	store)	echo "util engine record verify store" ;;
	verify)	echo "util engine host record verify" ;;
	gen|import)
		echo "util engine host record store verify $1" ;;
	compare|render)
		echo "util engine host record verify $1" ;;
	report)	echo "util engine host record verify render report" ;;
	daemon)	echo "util engine host record verify store daemon" ;;
	cli)	echo "util engine host record store verify gen import compare render report notation ask cli" ;;
	*)	echo "" ;;
	esac
}

status=0
for f in core/*/*.c core/*/*.h; do
	layer=${f#core/}
	layer=${layer%%/*}
	ok=$(allowed "$layer")
	for inc in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f"); do
		case $inc in
		*/*) ;;
		*) continue ;;	# config.h, carc_plugin.h, a sibling
		esac
		# generated from db/schema.sql: data, not a layer
		[ "$inc" = core/store/schema.inc ] && continue
		[ "$inc" = core/store/results.inc ] && continue
		# the configured paths, written by make in the build tree
		[ "$inc" = core/host/paths_config.h ] && continue
		# the report's style sheet and scripts, built into carc
		[ "$inc" = core/report/assets.inc ] && continue
		# the engine's inner state is the engine's alone
		if [ "$inc" = engine/game_impl.h ] && [ "$layer" != engine ]; then
			echo "layers: '$f' includes '$inc': only engine/ reads the game's inner state" >&2
			status=1
			continue
		fi
		dir=${inc%%/*}
		pass=0
		for a in $ok; do
			[ "$dir" = "$a" ] && pass=1
		done
		[ $pass = 1 ] && continue
		echo "layers: '$f' includes '$inc': $layer/ may include only: $ok" >&2
		status=1
	done
done

# plugins (ours, the ABI tests' and the examples): the SDK's headers, as
# installed, and their own files
for f in plugins/*/*.c plugins/*/*.h tests/abi/*.c examples/*/*.c; do
	[ -f "$f" ] || continue
	for inc in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f"); do
		case $inc in
		carc_plugin.h|carc_plugin_util.h) ;;
		*/*)	echo "layers: plugin file '$f' includes '$inc': a plugin sees the SDK's headers only" >&2
			status=1 ;;
		*)	[ -f "$(dirname "$f")/$inc" ] || {
				echo "layers: plugin file '$f' includes '$inc', not its own" >&2
				status=1
			} ;;
		esac
	done
done
[ $status = 0 ] && echo "layers: every include follows doc/architecture.md"
exit $status
