#!/bin/sh
# beside.sh - a figure kind beside followers (CARC_FIGURE_BESIDE) and the
# host's field_cities (carc_plugin.h, ABI 4.0), with the test plugin
# tests/abi/beside.c: its lamp joins its owner's farmer on a field
# (BASE-MEEPLE-FREE does not refuse it, and the lamp weighs nothing), and
# scores 1 per completed city of the field as the host counts them.  A
# lamp that weighs is refused by the loader, naming the kind.
set -u
: "${top_builddir:=.}" "${top_srcdir:=.}" "${CARC:=./carc}" "${SQLITE3:=sqlite3}"
: "${CARC_TEST_PLUGIN_DIR:=$top_builddir/tests/abi/.libs}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/carc-beside.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
ko() { echo "FAIL: $*"; fail=$((fail + 1)); }

mkdir "$tmp/p" "$tmp/bad"
cp "$CARC_TEST_PLUGIN_DIR/beside.so" "$tmp/p/" || exit 99
cp "$CARC_TEST_PLUGIN_DIR/bad_beside.so" "$tmp/bad/" || exit 99

# Alice's farmer north of the road (seq 1), Bob closes D's city (seq 2:
# 2 tiles, nobody's), Alice's lamp beside her farmer (seq 3).  At the
# end her field touches 1 completed city: 3 (BASE-FIELD-PTS) + 1 (the
# lamp), Bob 0: valid only if the lamp was played beside the farmer
# (not BASE-MEEPLE-FREE) and field_cities counted the city.
"$SQLITE3" -bail "$tmp/g.db" < "$top_srcdir/db/schema.sql" || exit 99
"$SQLITE3" -bail "$tmp/g.db" <<'SQL' || exit 99
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (1, 'final', 'free', 'finished');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1, 'beside', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1, 0, 'Alice', 4);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1, 1, 0, 'U', 'place', 1, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1, 2, 1, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1, 3, 0, 'U', 'place', 2, 0, 0, 'lamp:NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1, NULL, 0, 4, 'field');
SQL
out=$("$CARC" verify --plugin-dir "$tmp/p" --format json "$tmp/g.db")
case $out in
*'"verdict":"valid"'*'"computed":[4,0]'*)
	ok "a figure beside its owner's farmer; 1 per city by field_cities" ;;
*)	ko "the lamp beside the farmer: $out" ;;
esac
"$CARC" plugins --plugin-dir "$tmp/bad" >"$tmp/plugins" 2>&1
if grep -q "figure kind 'lamp' stands beside followers: weight 0, no follower" "$tmp/plugins"; then
	ok "a figure beside followers that weighs is refused, named"
else
	ko "a weighing lamp: $(cat "$tmp/plugins")"
fi
echo "beside: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
