# pins.sh - sourced by the tests that pin carc's output by checksum
# (six-sets.sh, gen-pinned.sh): their scratch directory, their counts and
# the way each turns a database into one checksum.  Sets tmp (removed on
# exit), print (1 when the caller's first argument is --print: it prints
# its table instead of checking it), pass and fail.
#
#   pins=NAME
#   . "${top_srcdir:-.}/tests/pins.sh"
: "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-$pins.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
print=0
[ "${1:-}" = --print ] && print=1
pass=0 fail=0

# sum: cksum of standard input as one word
sum() { cksum | awk '{ print $1 "/" $2 }'; }
# verdicts DB: carc verify's JSON less the "engine" member, which names
# versions
verdicts() {
	$CARC verify --format json "$1" | sed 's/"engine":"[^"]*",//'
}
# notation DB [DROP]: every game of DB in carc's notation
# (doc/spec/notation.md), id order; lines matching the pattern DROP left
# out (the [Source ...] line names carc's version)
notation() {
	for id in $("$SQLITE3" "$1" 'SELECT id FROM games ORDER BY id'); do
		if [ -n "${2:-}" ]; then
			$CARC export text "$1" --game "$id" | grep -v "$2" ||
			    echo "export $id failed"
		else
			$CARC export text "$1" --game "$id" ||
			    echo "export $id failed"
		fi
	done
}
# check NAME WHAT GOT WANT
check() {
	if [ "$3" = "$4" ]; then
		pass=$((pass + 1))
	else
		echo "FAIL: $1: $2 is $3, pinned $4"
		fail=$((fail + 1))
	fi
}
