-- coa-break.sql - the coa-pass.sql game, but the record counts only F's coat
-- of arms: 2 instead of 4.  BREAKS TOWER-COA.
--
-- Board: (-1,0) A rot 270 (road E to the monastery), (0,0) D, (1,0) WT01
-- coat-of-arms tower rot 90 (road W, cities E and S), Alice's meeple on its
-- road (seq 1); (2,0) F (city W-E, 1 coat of arms, seq 2); (1,1) O rot 0
-- (city N-W, 1 coat of arms, seq 3).  seq 4 (Bob) closes the road
-- A-D-WT01: 3 tiles.
-- TOWER-COA: block x 0..2, y -1..1 holds D, WT01, F and O: 2 coats of arms,
--   2 x 2 = 4 to Alice.  Road 3 to Alice.  No meeple is left at the end.
--
-- Expected: seq 4 TOWER-COA, seat 0, rules 4 watchtower, record 2;
-- SCORE-TOTAL seat 0: rules 7, record 5.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (342, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (342, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (342, 0, 'Alice', 5);
INSERT INTO players(game_id, seat, name, final_score) VALUES (342, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (342, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (342, 1, 0, 'WT01', 'place', 1, 0, 90, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (342, 2, 1, 'F', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (342, 3, 0, 'O', 'place', 1, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (342, 4, 1, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (342, 4, 0, 2, 'watchtower');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (342, 4, 0, 3, 'road');
