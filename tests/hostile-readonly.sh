#!/bin/sh
# hostile-readonly.sh - a plain verify reads any readable file, also where
# it may not write: a directory of mode 0555 (doc/hardening.md), a
# database in the default journal mode read as it is, one in WAL mode
# refused with the sentence that says why and what its owner can do.
#
# Modes stop only a user they apply to.  As root the test drops the two
# capabilities that let root past them (setpriv); as anyone else the mode
# applies as it is.  Root without a setpriv that can drop them cannot be
# stopped by a mode at all: the script says so and exits 77 (skipped).
#
# usage: hostile-readonly.sh [--show]   (as hostile.sh)
. "${top_srcdir:-.}/tests/hostile/lib.sh"

asuser=
if [ "$(id -u)" = 0 ]; then
	if ! setpriv --bounding-set=-dac_override,-dac_read_search true \
	    2>/dev/null; then
		echo "SKIP: running as root, and no setpriv that can drop" \
		    "CAP_DAC_OVERRIDE: no mode can keep this process from writing"
		exit 77
	fi
	asuser="setpriv --bounding-set=-dac_override,-dac_read_search --"
fi

# Two databases whose verdicts were stored, one in WAL mode.
mkdb store
mkdb storewal "PRAGMA journal_mode = WAL;"
$CARC verify --store "$tmp/store.db" >/dev/null &&
    $CARC verify --store "$tmp/storewal.db" >/dev/null || exit 99
ro=$tmp/readonly
mkdir "$ro"
cp "$tmp/store.db" "$tmp/storewal.db" "$ro/"
chmod 555 "$ro"
# The touch shows the directory is read-only for the process that runs
# carc.
expect "the read-only directory is read-only" 1 "" "" \
    -- $asuser sh -c "touch '$ro/x' 2>/dev/null"
expect "verify in a read-only directory" 0 "game 1: valid (moves only: legality checked, scores computed)
  totals:  computed 0 0, recorded - -
1 game: 1 valid, 0 divergent, 0 unverifiable" "" \
    -- $asuser $CARC verify "$ro/store.db"
# SQLite cannot read a WAL file without making its -shm: say so.
expect "a WAL database in a read-only directory" 2 "" \
    "carc: cannot read '$ro/storewal.db': it is in WAL mode and SQLite cannot create '$ro/storewal.db-shm' next to it (its owner can run: sqlite3 '$ro/storewal.db' 'PRAGMA journal_mode = DELETE')" \
    -- $asuser $CARC verify "$ro/storewal.db"
chmod 755 "$ro"

echo "hostile-readonly: $pass passed, $fail failed"
[ $fail -eq 0 ]
