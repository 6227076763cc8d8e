#!/bin/sh
# notation.sh - carc export text / carc import text give back every row
# (doc/spec/notation.md): each game of
#   - carc gen over every plugin combination it accepts (--expansions all),
#     under every ruleset,
#   - the bundled replays (replays/**.sql, each loaded over db/schema.sql
#     as replays.sh loads them),
#   - the JCloisterZone samples (tests/fixtures/jcz-sample: the converted
#     .sql games and the saves through carc import jcz),
# is exported, imported into a new database under its own id, and the two
# databases' record tables must be equal row by row (every column, NULLs
# and types included, through quote()).  A game the export refuses must be
# one the record reader itself cannot read (it is then no record to keep),
# and its refusal says so.  Then: a game imported twice is skipped; a
# malformed line is refused with file:line:col and what was expected; a
# JCloisterZone tile name is read as carc's id; an unknown tile is named
# with the nearest names.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-notation.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

# Every record table of db, each row with its game id and every column
# quoted (NULL, 1 and '1' differ), in one order.  $2: SQL run first (a
# temporary table m(id, as_id) that gives each game the id it is shown
# under: the original's); a table the file does not have shows no row.
dump() {
	has_actions=$("$SQLITE3" "$1" "SELECT 1 FROM sqlite_master
	    WHERE name = 'actions'")
	"$SQLITE3" "$1" "$2
SELECT 'games', as_id, quote(ruleset), quote(tile_supply), quote(status),
    quote(source), quote(started_at), quote(finished_at)
    FROM games JOIN m USING (id) ORDER BY 2, 3, 4, 5, 6, 7, 8;
SELECT 'game_expansions', as_id, quote(name), quote(variant)
    FROM game_expansions JOIN m ON id = game_id ORDER BY 2, 3, 4;
SELECT 'players', as_id, quote(seat), quote(name), quote(final_score)
    FROM players JOIN m ON id = game_id ORDER BY 2, 3, 4, 5;
SELECT 'moves', as_id, quote(seq), quote(seat), quote(tile), quote(action),
    quote(x), quote(y), quote(rotation), quote(meeple)
    FROM moves JOIN m ON id = game_id ORDER BY 2, 3, 4, 5, 6, 7, 8, 9, 10;
SELECT 'scores', as_id, quote(seq), quote(seat), quote(points), quote(kind)
    FROM scores JOIN m ON id = game_id ORDER BY 2, 3, 4, 5, 6;
${has_actions:+SELECT 'actions', as_id, quote(seq), quote(n), quote(seat),
    quote(verb), quote(kind), quote(x), quote(y), quote(spot), quote(arg)
    FROM actions JOIN m ON id = game_id ORDER BY 2, 3, 4, 5, 6, 7, 8, 9, 10, 11;}
"
}

# roundtrip NAME DB: every game of DB through the notation and back: each
# exported to a file, all the files imported at once (game k of the new
# database is the k-th file), the rows compared.
roundtrip() {
	name=$1 src=$2 dst=$tmp/back.db n=0 refused=0 bad=0
	rm -rf "$dst" "$tmp/txt"
	mkdir "$tmp/txt"
	map_src="CREATE TEMP TABLE m(id, as_id);" map_dst=$map_src
	for id in $("$SQLITE3" "$src" "SELECT id FROM games ORDER BY id"); do
		f=$tmp/txt/$(printf '%06d' $n).txt
		if ! $CARC export text "$src" --game "$id" --out "$f" \
		    2>"$tmp/err"; then
			rm -f "$f"
			if grep -q "cannot be read as a record" "$tmp/err"; then
				refused=$((refused + 1))
			else
				ko "$name: game $id not exported: $(cat "$tmp/err")"
				bad=1
			fi
			continue
		fi
		n=$((n + 1))
		map_src="$map_src INSERT INTO m VALUES ($id, $id);"
		map_dst="$map_dst INSERT INTO m VALUES ($n, $id);"
	done
	[ $bad -eq 0 ] || return
	if [ $n -eq 0 ]; then
		[ $refused -gt 0 ] &&
		    ok "$name: its $refused games are unreadable, refused" ||
		    ko "$name: no game to compare"
		return
	fi
	if ! $CARC import text "$tmp"/txt/*.txt --db "$dst" >"$tmp/out" \
	    2>"$tmp/err" ||
	    [ "$(tail -1 "$tmp/out")" != "imported $n, skipped 0 (already there), refused 0" ]; then
		ko "$name: not imported: $(cat "$tmp/out" "$tmp/err")"
		return
	fi
	dump "$src" "$map_src" >"$tmp/a"
	dump "$dst" "$map_dst" >"$tmp/b"
	if [ -s "$tmp/a" ] && cmp -s "$tmp/a" "$tmp/b"; then
		ok "$name: $n games, every row the same ($refused unreadable, refused)"
	else
		ko "$name: rows differ"
		diff "$tmp/a" "$tmp/b" | head -20
	fi
}

# -- generated games: every combination, every ruleset ---------------------
for rs in final c1-early-smallcity c1-farm-v1 c1-farm-v2; do
	db=$tmp/gen-$rs.db
	if $CARC gen --games 40 --seed 7 --players 2-6 --expansions all \
	    --ruleset "$rs" "$db" >/dev/null 2>"$tmp/err"; then
		roundtrip "gen --expansions all --ruleset $rs" "$db"
	else
		ko "carc gen --ruleset $rs: $(cat "$tmp/err")"
	fi
done
combos=$("$SQLITE3" "$tmp/gen-final.db" "SELECT count(DISTINCT e) FROM
    (SELECT group_concat(name || ':' || ifnull(variant, ''), ',') AS e
     FROM games LEFT JOIN game_expansions ON game_id = id GROUP BY id)")
[ "${combos:-0}" -ge 10 ] && ok "the generated games hold $combos combinations" ||
	ko "the generated games hold only ${combos:-0} combinations"

# -- the bundled replays, each file as replays.sh loads it -------------------
for sql in $(find "$top_srcdir/replays" -name '*.sql' | LC_ALL=C sort); do
	db=$tmp/replay.db
	rm -f "$db"
	if ! "$SQLITE3" -bail "$db" <"$top_srcdir/db/schema.sql" >/dev/null ||
	    ! "$SQLITE3" -bail "$db" <"$sql" >/dev/null; then
		ko "${sql#"$top_srcdir/"}: the SQL does not load"
		continue
	fi
	[ -n "$("$SQLITE3" "$db" "SELECT 1 FROM games LIMIT 1" 2>/dev/null)" ] ||
		continue
	roundtrip "${sql#"$top_srcdir/"}" "$db"
done

# -- the JCloisterZone samples ----------------------------------------------
sample=$top_srcdir/tests/fixtures/jcz-sample
db=$tmp/jcz-sql.db
"$SQLITE3" -bail "$db" <"$sample/schema.sql" >/dev/null &&
	cat "$sample"/base/*.sql "$sample"/watchtowers/*.sql \
	    "$sample"/compass/*.sql | "$SQLITE3" -bail "$db" >/dev/null &&
	roundtrip "jcz-sample/*.sql" "$db" || ko "jcz-sample/*.sql do not load"
db=$tmp/jcz-saves.db
if $CARC import jcz "$sample/saves" --db "$db" >/dev/null 2>"$tmp/err"; then
	roundtrip "jcz-sample/saves through import jcz" "$db"
else
	ko "import jcz of the samples: $(cat "$tmp/err")"
fi

# -- every form of the notation, read and written back byte for byte -------
forms=$top_srcdir/tests/fixtures/notation/forms.txt
rm -f "$tmp/forms.db"
if $CARC import text "$forms" --db "$tmp/forms.db" >/dev/null 2>"$tmp/err" &&
    $CARC export text "$tmp/forms.db" --game 1 >"$tmp/forms.txt" &&
    cmp -s "$forms" "$tmp/forms.txt"; then
	ok "forms.txt: every form read and written back the same"
else
	ko "forms.txt does not come back"
	cat "$tmp/err"
	diff "$forms" "$tmp/forms.txt" | head
fi
row=$("$SQLITE3" "$tmp/forms.db" "SELECT quote(seq) || quote(n) ||
    quote(seat) || verb || quote(kind) || x || y || spot || quote(arg)
    FROM actions WHERE n = 1")
[ "$("$SQLITE3" "$tmp/forms.db" "SELECT count(*) FROM actions")" = 3 ] &&
	[ "$row" = "410move'mage'2-1NNULL" ] &&
	ok "forms.txt: the action rows as written" ||
	ko "forms.txt: the action row n 1 is $row"

# -- the worked examples of doc/spec/notation.md: valid, and in the page ----
for f in farmers abbot; do
	ex=$top_srcdir/tests/fixtures/notation/$f.txt
	rm -f "$tmp/ex.db"
	if $CARC import text "$ex" --db "$tmp/ex.db" >/dev/null 2>&1 &&
	    $CARC verify "$tmp/ex.db" >/dev/null 2>&1; then
		ok "$f.txt is a valid record"
	else
		ko "$f.txt: $($CARC verify "$tmp/ex.db" 2>&1 | head -3)"
	fi
	missing=$(grep -v '^$' "$ex" | while IFS= read -r l; do
		grep -qxF -- "$l" "$top_srcdir/doc/spec/notation.md" ||
		    echo "$l"; done)
	[ -z "$missing" ] && ok "$f.txt is the page's example, line by line" ||
		ko "$f.txt lines not in notation.md: $missing"
done

# -- identity: a game imported twice is there once ---------------------------
$CARC export text "$tmp/gen-final.db" --game 1 --out "$tmp/one.txt" 2>/dev/null
rm -f "$tmp/twice.db"
o1=$($CARC import text "$tmp/one.txt" --db "$tmp/twice.db" 2>&1)
o2=$($CARC import text "$tmp/one.txt" "$tmp/one.txt" --db "$tmp/twice.db" 2>&1)
n=$("$SQLITE3" "$tmp/twice.db" "SELECT count(*) FROM games")
if [ "$o1" = "$tmp/one.txt: game 1
imported 1, skipped 0 (already there), refused 0" ] &&
    [ "$o2" = "$tmp/one.txt: skipped, already game 1
$tmp/one.txt: skipped, already game 1
imported 0, skipped 2 (already there), refused 0" ] &&
    [ "$n" = 1 ]; then
	ok "a game imported twice is skipped"
else
	ko "import twice: '$o1' / '$o2', $n games"
fi

# -- malformed lines: file:line:col and what was expected --------------------
# bad TEXT WANT: TEXT is refused and the message holds WANT.
bad() {
	printf '%s\n' "$1" >"$tmp/bad.txt"
	if out=$($CARC import text "$tmp/bad.txt" --db "$tmp/bad.db" 2>&1); then
		ko "accepted: $1"
	elif printf '%s' "$out" | grep -qF -- "$2"; then
		ok "refused: $2"
	else
		ko "refused without '$2': $out"
	fi
}
bad '[Ruleset final]
0 - D@0,0,0
1 0 E@1,0 N' "bad.txt:3:10: expected ',' after y, found a blank"
bad '0 - D@0,0,0
1 x E@1,0,0' "bad.txt:2:3: expected a seat (or '-'), found 'x'"
bad '[Rulset final]' "bad.txt:1:2: expected a tag named once of Ruleset"
bad '0 - D@0,0,0
0 0 E@1,0,0' "bad.txt:2:1: expected a seq above the last move's, found '0'"
bad '+ 1 0 move' "bad.txt:1:1: expected a move before its actions"
bad '0 - D@0,0,0
  = 0 0 road' "bad.txt:2:13: expected points (a whole number), found the end of the line"
bad '0 - "D@0,0,0' "bad.txt:1:13: expected a closing '\"', found the end of the line"
[ ! -e "$tmp/bad.db" ] && ok "nothing written for refused files" ||
	ko "a database was made for refused files"

# -- tile names: JCloisterZone's read as carc's; unknown ones named ----------
jcz=$("$SQLITE3" "$tmp/jcz-saves.db" "SELECT tile FROM moves WHERE seq > 0 LIMIT 1")
alias=$(awk -v t="$jcz" '$1 == "-" && $2 == "id:" && $3 == t { f = 1 }
    f && /aliases:/ { gsub(/[][,]/, " "); print $2; exit }' \
    "$top_srcdir/core/tiles/base.yaml")
printf '[Status in_progress]\n0 - D@0,0,0\n1 0 %s@1,0,0\n' "$alias" >"$tmp/alias.txt"
rm -f "$tmp/alias.db"
if [ -n "$alias" ] &&
    $CARC import text "$tmp/alias.txt" --db "$tmp/alias.db" >/dev/null 2>&1 &&
    [ "$("$SQLITE3" "$tmp/alias.db" "SELECT tile FROM moves WHERE seq = 1")" = "$jcz" ]; then
	ok "JCloisterZone's '$alias' is written as '$jcz'"
else
	ko "the alias '$alias' of '$jcz' is not read as it"
fi
printf '0 - D@0,0,0\n1 0 Q2@1,0,0\n' >"$tmp/unknown.txt"
out=$($CARC import text "$tmp/unknown.txt" --db "$tmp/unknown.db" 2>&1)
case $out in
*"unknown.txt:2:5: unknown tile 'Q2' (did you mean 'Q'?)"*)
	ok "an unknown tile is named with the nearest name" ;;
*)	ko "unknown tile: $out" ;;
esac

echo "notation: $pass passed, $fail failed"
[ $fail -eq 0 ]
