#!/bin/sh
# award-rule.sh - one rule per award, in every output (issue 34, 5): the
# engine's award carries the rule the driver gave it, and the text
# replay, `replay --format json`, `replay --svg`, the report's game page
# and verify's divergences all cite that one.  The abbot taken back
# (return:abbot@X,Y) from a garden (replays/abbot/return-pass.sql) and
# from a monastery (return-mon-pass.sql, where the value's own rule is
# the core's BASE-MON-END) scores under ABBOT-RETURN everywhere.
set -u
: "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
if ! command -v xmllint >/dev/null 2>&1; then
	echo "SKIP: xmllint not installed (Debian: libxml2-utils)"
	exit 77
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-award-rule.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
export CARC_PROGRESS=never

fail=0
ok() { echo "PASS: $1"; }
ko() { echo "FAIL: $1"; fail=$((fail + 1)); }

db=$tmp/games.db
"$SQLITE3" -bail "$db" < "$top_srcdir/db/schema.sql" &&
"$SQLITE3" -bail "$db" < "$top_srcdir/replays/abbot/return-pass.sql" &&
"$SQLITE3" -bail "$db" < "$top_srcdir/replays/abbot/return-mon-pass.sql" ||
    exit 99
$CARC report "$db" --out "$tmp/report" --all > /dev/null 2>"$tmp/err" ||
    { cat "$tmp/err"; exit 99; }

# same GAME SEQ POINTS NAME: the take-back's award at SEQ cites
# ABBOT-RETURN for POINTS in each output, and no other rule
same() {
	game=$1 seq=$2 pts=$3 name=$4
	want="ABBOT-RETURN $pts"

	$CARC replay "$db" --game "$game" --to "$seq" > "$tmp/text"
	got=$(sed -n '/^points in this move/,/^$/p' "$tmp/text" |
	    grep -o '\[[^]]*\]$')
	if [ "$got" = "[$want]" ]; then
		ok "$name: text replay"
	else
		ko "$name: text replay cites '$got', not [$want]"
	fi

	$CARC replay "$db" --game "$game" --format json > "$tmp/json"
	got=$(grep "\"seq\":$seq," "$tmp/json" | grep -o '"rule":"[^"]*"')
	if [ "$got" = '"rule":"ABBOT-RETURN"' ]; then
		ok "$name: replay --format json"
	else
		ko "$name: replay --format json cites '$got'"
	fi

	# the points panel of the picture: one text element per award
	$CARC replay "$db" --game "$game" --to "$seq" --svg "$tmp/board.svg"
	got=$(xmllint --xpath \
	    '//*[local-name()="text"][starts-with(., "[")]/text()' \
	    "$tmp/board.svg" 2>/dev/null)
	if [ "$got" = "[$want]" ]; then
		ok "$name: replay --svg"
	else
		ko "$name: replay --svg cites '$got', not [$want]"
	fi

	# the report's page: its awards' rows, [seq,seat,points,kind,why,
	# rules], the board it steps through the same picture
	page=$tmp/report/games/$game.html
	got=$(grep "^\[$seq,0,$pts,\"[^\"]*\",\"[^\"]*\",\"" "$page" |
	    sed 's/.*,"\([^"]*\)"\],*$/\1/')
	if [ "$got" = "$want" ]; then
		ok "$name: report page"
	else
		ko "$name: report page cites '$got', not $want"
	fi

	# a wrong score for it: verify's divergence cites the same rule
	cp "$db" "$tmp/wrong.db"
	"$SQLITE3" -bail "$tmp/wrong.db" "UPDATE scores SET points = points - 1
	    WHERE game_id = $game AND seq = $seq" || exit 99
	got=$($CARC verify --format json --game "$game" "$tmp/wrong.db" |
	    grep -o "\"seq\":$seq,\"seat\":0,\"rule\":\"[^\"]*\"")
	if [ "$got" = "\"seq\":$seq,\"seat\":0,\"rule\":\"ABBOT-RETURN\"" ]; then
		ok "$name: verify's divergence"
	else
		ko "$name: verify's divergence is '$got'"
	fi
}

same 1111 5 6 "garden taken back"
same 1112 5 5 "monastery taken back"

[ $fail -eq 0 ]
