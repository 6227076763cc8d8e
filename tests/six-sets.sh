#!/bin/sh
# six-sets.sh - nothing of the six earlier expansions changes (issue 35,
# item 7): with every bundled plugin loaded, the games `carc gen` writes
# for fixed seeds of the base game, of each of signposts, compass (both
# variants), watchtowers, river, abbot and inns_cathedrals, and of mixes
# of them; the verdicts on those games and on the faulted copies `carc
# faults make` writes of them; and the verdicts on the twenty
# JCloisterZone sample games, loaded from their SQL and imported from
# their saves, are the bytes pinned below (cksum, "sum/bytes").  The
# replays' verdicts are pinned by tests/replays.sh (.expected files).
#
# A change of the engine, a plugin or the generator that moves any of
# these goes red here, naming the case.  Where the change is meant (a
# rule fixed, the notation extended), read the new output, then rerun
# with --print to get the new table to paste below.
#
# usage: six-sets.sh [--print]
set -u
: "${top_srcdir:=.}"
pins=six-sets
. "$top_srcdir/tests/pins.sh"

# NAME SEED NOTATION VERDICTS FAULTED OPTIONS-OF-GEN: 30 games of carc
# gen, 40 faulted copies of them (carc faults make, same seed, of the
# kinds that can touch these sets, named so that a kind added later
# changes nothing here).  compass and river both choose the start tile:
# no game enables both.
kinds=place-edge,place-rot,place-isolated,place-occupied,meeple-occupied
kinds=$kinds,meeple-eighth,meeple-nospot,points-changed,points-wrong-seat
kinds=$kinds,points-missing,points-added,total-wrong,seat-order
kinds=$kinds,tile-unknown,tile-overdrawn,discard-fits,draw-order
kinds=$kinds,place-refused,figure-spot,figure-supply,return-wrong
while read -r name seed want_n want_v want_f opts; do
	db=$tmp/$name.db
	# shellcheck disable=SC2086
	if ! $CARC gen --games 30 --seed "$seed" $opts "$db" >/dev/null; then
		echo "FAIL: $name: carc gen $opts"
		fail=$((fail + 1))
		continue
	fi
	$CARC faults make --count 40 --seed "$seed" --kinds "$kinds" "$db" \
	    "$tmp/$name-f.db" >/dev/null || echo "FAIL: $name: carc faults make"
	n=$(notation "$db" | sum)
	v=$(verdicts "$db" | sum)
	f=$(verdicts "$tmp/$name-f.db" | sum)
	if [ $print -eq 1 ]; then
		echo "$name $seed $n $v $f $opts"
		continue
	fi
	# every generated game is valid, whatever the sums say
	bad=$(verdicts "$db" | grep -vc '"verdict":"valid"')
	check "$name" "the number of generated games not valid" "$bad" 0
	check "$name" "the games' notation" "$n" "$want_n"
	check "$name" "the verdicts" "$v" "$want_v"
	check "$name" "the faulted games' verdicts" "$f" "$want_f"
	[ "$n$v$f" = "$want_n$want_v$want_f" ] && echo "PASS: $name ($opts)"
done <<'EOF'
base 1 3912376408/56171 1690766941/3711 2236764329/22288 --expansions base
base-c1-farm-v1 2 208742139/54629 1545675206/3703 354489204/24149 --expansions base --ruleset c1-farm-v1
base-c1-smallcity 3 2543228666/55145 1358419228/3737 505550908/23573 --expansions base --ruleset c1-early-smallcity
signposts 4 3784950715/61258 2926716407/3753 2009788333/21176 --expansions signposts
compass 5 3458649334/61809 2453310085/3839 2212494055/23404 --expansions compass
compass-spielbox 6 3003724217/60922 1775838634/3711 1356683945/24132 --expansions compass:spielbox
watchtowers 7 2594866491/64529 4293579687/3759 795593706/25693 --expansions watchtowers
river 8 176486095/60417 4287129230/3691 4290453433/38878 --expansions river
abbot 9 3897884337/57720 1082409435/3735 866339456/21747 --expansions abbot
inns_cathedrals 10 3183602667/64215 3137392605/3719 2828539778/21999 --expansions inns_cathedrals
five-river 11 1045319852/98965 2995170208/3793 95425647/34306 --expansions river,abbot,inns_cathedrals,signposts,watchtowers
five-compass 12 596150898/96136 2356398140/3739 2877239815/24771 --expansions compass:spielbox,abbot,inns_cathedrals,signposts,watchtowers
mixed 13 1858766789/66405 3344297550/3669 1712724601/25975 --expansions base --expansions river,inns_cathedrals --expansions compass,abbot --expansions signposts,watchtowers --ruleset c1-farm-v2
EOF

# the JCloisterZone sample (tests/fixtures/jcz-sample): FILE VERDICTS-OF-
# ITS-SQL VERDICTS-OF-ITS-SAVE (saves/SET-GAME.jcz, carc import jcz)
dir=$top_srcdir/tests/fixtures/jcz-sample
while read -r file want_sql want_save; do
	game=$(grep "\"file\": \"$file\"" "$dir/expected.jsonl" |
	    sed 's/.*"game": \([0-9]*\).*/\1/')
	save=$dir/saves/${file%%/*}-$game.jcz
	db=$tmp/sample.db jdb=$tmp/save.db
	rm -f "$db" "$jdb"
	"$SQLITE3" -bail "$db" < "$dir/schema.sql" &&
	    "$SQLITE3" -bail "$db" < "$dir/$file" || echo "FAIL: $file loads"
	$CARC import jcz "$save" --db "$jdb" >/dev/null ||
	    echo "FAIL: $file: carc import jcz $save"
	s=$(verdicts "$db" | sum)
	j=$(verdicts "$jdb" | sum)
	if [ $print -eq 1 ]; then
		echo "$file $s $j"
		continue
	fi
	check "$file" "the verdict of its SQL" "$s" "$want_sql"
	check "$file" "the verdict of its save, imported" "$j" "$want_save"
	[ "$s$j" = "$want_sql$want_save" ] && echo "PASS: $file and its save"
done <<'EOF'
base/001.sql 1413193091/116 1658999230/116
base/002.sql 3493551302/128 2336049104/132
base/003.sql 1012929280/122 1416467066/124
base/004.sql 148671695/122 2922966102/124
base/005.sql 2744748866/122 1031274441/124
base/006.sql 3143574550/122 709763381/124
base/007.sql 1502552790/116 3776060967/116
base/008.sql 1014059212/128 137014828/132
base/009.sql 3440953638/116 1788270824/116
base/010.sql 1742241945/128 428327093/132
watchtowers/001.sql 666072951/128 392457512/132
watchtowers/002.sql 1480313578/128 2804190792/132
watchtowers/003.sql 3223501631/116 3872175690/116
watchtowers/004.sql 3378851233/128 3152284637/132
watchtowers/005.sql 1527992430/122 1828204104/124
compass/001.sql 3952947510/122 1741348562/124
compass/002.sql 793366435/116 1888293454/116
compass/003.sql 11291848/128 3193828163/132
compass/004.sql 837103055/122 645237019/124
compass/005.sql 1750414194/128 3043161067/132
EOF
echo "six-sets: $pass passed, $fail failed"
[ $print -eq 1 ] || { [ $fail -eq 0 ] && [ $pass -gt 0 ]; }
