-- order-break.sql - (TOWER-ORDER as the hint of the plugin's explain_value hook)
-- the two-towers game of two-towers-pass.sql, but the
-- record scores Bob's meeple tower after the completed road and city have
-- sent their meeples home: only Alice's monk and Bob's meeple at (0,3) are
-- counted, 2 x 2 = 4 instead of 8.  BREAKS TOWER-ORDER.
--
-- Board (x east, y south):
--   (0,0) D start            (1,0) U rot 0 (seq 4, far away)
--   (0,1) E rot 180, city S  (seq 1)
--   (-1,2) B monastery, Alice's monk (seq 3)
--   (0,2) WT03 meeple tower rot 0, Bob's meeple on its road S (seq 2; its
--         city N closes E+WT03 at once, with no meeple: no points)
--   (-1,3) WT12 city tower rot 180 (city E, road W), Alice's meeple on the
--         city (seq 5)
--   (0,3) L rot 270 (seq 6, Bob): road N ends at the crossing, city W; Bob
--         puts a meeple on its east road (still open)
-- seq 6 completes the road WT03(S)-L(N) (2 tiles) and the city WT12(E)-L(W)
-- (2 tiles) in one placement: both towers trigger.
-- TOWER-ORDER: both towers score first, with every meeple on the board.
-- TOWER-MEEPLE: block x -1..1, y 1..3 holds Alice's monk (-1,2), Bob's
--   road meeple (0,2), Alice's city meeple (-1,3) and Bob's new meeple (0,3):
--   4 meeples x 2 = 8 to Bob (2 of them leave right after: Bob's road meeple
--   and Alice's city meeple).
-- TOWER-CITY: block x -2..0, y 2..4 holds WT03, WT12 and L with a city
--   (B has none): 3 to Alice.
-- Then the road: 2 to Bob; the city of 2 tiles: 4 to Alice.
-- Final: Alice's monk at (-1,2) has 4 neighbours (0,1) (0,2) (-1,3) (0,3):
--   1 + 4 = 5 (BASE-MON-END); Bob's road at (0,3) east, 1 tile: 1.
--
-- Expected: seq 6, seat 1, rules 8 watchtower, record 4; SCORE-TOTAL seat 1:
-- rules 11, record 7.
-- The divergence cites the rule that produced the expected points,
-- TOWER-MEEPLE (doc/rules/rule-ids.md); TOWER-ORDER, what the recorder misread
-- (recorded = value without the meeples of the completed features), is
-- its hint (doc/spec/cli.md).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (322, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (322, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (322, 0, 'Alice', 12);
INSERT INTO players(game_id, seat, name, final_score) VALUES (322, 1, 'Bob', 7);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (322, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (322, 1, 0, 'E', 'place', 0, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (322, 2, 1, 'WT03', 'place', 0, 2, 0, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (322, 3, 0, 'B', 'place', -1, 2, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (322, 4, 1, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (322, 5, 0, 'WT12', 'place', -1, 3, 180, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (322, 6, 1, 'L', 'place', 0, 3, 270, 'E');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (322, 6, 1, 4, 'watchtower');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (322, 6, 0, 3, 'watchtower');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (322, 6, 1, 2, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (322, 6, 0, 4, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (322, NULL, 0, 5, 'monastery');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (322, NULL, 1, 1, 'road');
