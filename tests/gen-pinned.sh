#!/bin/sh
# gen-pinned.sh - the games `carc gen` writes of the sets whose turns
# carry actions (princess_dragon's dragon walks and portal, mage_witch's
# mandatory moves, ferries, and mixes of them) are, for fixed seeds, the
# bytes pinned below: notation and verdicts (cksum, "sum/bytes"); every
# game valid.  The generator keeps what the judge said of a candidate
# while nothing changes (gen.c, gen->known); kept one step too long, or
# asked in another order, the games change and this goes red, naming
# the case.
#
# A change meant to move the games (a rule fixed, gen playing otherwise):
# read the new games, then rerun with --print for the new table.
#
# usage: gen-pinned.sh [--print]
set -u
pins=gen-pinned
. "${top_srcdir:-.}/tests/pins.sh"

# NAME SEED NOTATION VERDICTS OPTIONS-OF-GEN: 10 games of carc gen
while read -r name seed want_n want_v opts; do
	db=$tmp/$name.db
	# shellcheck disable=SC2086
	if ! $CARC gen --games 10 --seed "$seed" $opts "$db" >/dev/null; then
		echo "FAIL: $name: carc gen $opts"
		fail=$((fail + 1))
		continue
	fi
	n=$(notation "$db" '^\[Source ' | sum)
	v=$(verdicts "$db" | sum)
	if [ $print -eq 1 ]; then
		echo "$name $seed $n $v $opts"
		continue
	fi
	bad=$(verdicts "$db" | grep -vc '"verdict":"valid"')
	check "$name" "the number of generated games not valid" "$bad" 0
	check "$name" "the games' notation" "$n" "$want_n"
	check "$name" "the verdicts" "$v" "$want_v"
	[ "$n$v" = "$want_n$want_v" ] && echo "PASS: $name ($opts)"
done <<'PINNED'
princess_dragon 3 1018313322/49345 1500586493/1237 --expansions princess_dragon
mage_witch 4 4265666554/20598 1570190448/1209 --expansions mage_witch
ferries 5 2419726904/22678 3175439721/1261 --expansions ferries
mixed 6 336607745/69264 980698798/1225 --expansions princess_dragon,mage_witch,ferries,traders_builders
all 7 3901979578/63726 1920732129/1277 --expansions all
PINNED

[ $print -eq 1 ] && exit 0
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ] && [ "$pass" -gt 0 ]
