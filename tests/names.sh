#!/bin/sh
# names.sh - every global name carc's own code defines starts with carc_ or
# carcd_ (issue 17): nothing of carc can clash with a library it links or a
# program that embeds it, and a name says whose it is.  A program's object
# may also define main.  A plugin, once linked, defines one global name
# only, the entry point core/carc_plugin.h names (CARC_PLUGIN_ENTRY); its
# files may share other names among themselves, which the link makes local.
#
# Reads what $CARC_OWN_CODE lists (Makefile.am, relative to the build
# directory): program objects (.o), the core library (a libtool .la with
# an archive) and the plugins (libtool .la modules).  Prints each offending
# name with the file and the object that defines it.

srcdir=$(cd "${top_srcdir:-.}" && pwd) || exit 1
cd "${top_builddir:-.}" || exit 1

if ! command -v nm >/dev/null 2>&1; then
	echo "FAIL: names.sh: nm not found (binutils)"
	exit 1
fi
if [ -z "${CARC_OWN_CODE:-}" ]; then
	echo "FAIL: names.sh: CARC_OWN_CODE is empty (run it from make check)"
	exit 1
fi

entry=$(sed -n 's/^#define CARC_PLUGIN_ENTRY "\([A-Za-z_][A-Za-z0-9_]*\)".*/\1/p' \
	"$srcdir/core/carc_plugin.h")
if [ -z "$entry" ]; then
	echo "FAIL: names.sh: no CARC_PLUGIN_ENTRY in '$srcdir/core/carc_plugin.h'"
	exit 1
fi

status=0
files=0
names=0

# la_field FILE.la FIELD: the value of a libtool archive's field.
la_field() {
	sed -n "s/^$2='\(.*\)'\$/\1/p" "$1"
}

# check FILE RULE: nm FILE's defined global names against RULE, "prefix"
# (carc_ or carcd_), "program" (prefix, or main) or "plugin" (the entry
# point alone).  For an archive, nm names each member before its symbols.
check() {
	if ! out=$(nm -g --defined-only "$1" 2>&1); then
		echo "FAIL: cannot read the symbols of '$1': $out"
		status=1
		return
	fi
	res=$(printf '%s\n' "$out" | awk -v file="$1" -v rule="$2" \
	    -v entry="$entry" '
		NF == 1 && $1 ~ /:$/ { member = substr($1, 1, length($1) - 1); next }
		NF < 2 { next }
		{
			name = $NF
			# AddressSanitizer marks each global with an
			# __odr_asan.NAME of its own; NAME is checked.
			if (name ~ /^__odr_asan\./)
				next
			n++
			if (rule == "plugin") {
				if (name == entry) { found = 1; next }
				# Defined by the linker in every shared object.
				if (name ~ /^(_init|_fini|__bss_start|_edata|_end|__bss_start__|__bss_end__|_bss_end__|__end__|__data_start|data_start)$/)
					next
			} else {
				if (name ~ /^carcd?_/)
					next
				if (rule == "program" && name == "main")
					next
			}
			where = member == "" ? file : file "(" member ")"
			printf "FAIL: %s: %s\n", where, name
		}
		END {
			if (rule == "plugin" && !found)
				printf "FAIL: %s: does not define %s\n", file, entry
			printf "names %d\n", n
		}')
	printf '%s\n' "$res" | grep '^FAIL' && status=1
	n=$(printf '%s\n' "$res" | sed -n 's/^names //p')
	names=$((names + n))
	files=$((files + 1))
}

for f in $CARC_OWN_CODE; do
	if [ ! -f "$f" ]; then
		echo "FAIL: '$f' not found (is it built?)"
		status=1
		continue
	fi
	case $f in
	*.la)
		dir=$(dirname "$f")/.libs
		dl=$(la_field "$f" dlname)
		lib=$(la_field "$f" old_library)
		if [ -n "$dl" ]; then
			check "$dir/$dl" plugin
		elif [ -n "$lib" ]; then
			check "$dir/$lib" prefix
		else
			echo "FAIL: '$f' names neither a module nor an archive"
			status=1
		fi
		;;
	*)
		check "$f" program
		;;
	esac
done

echo "names.sh: $names global names in $files files checked"
exit $status
