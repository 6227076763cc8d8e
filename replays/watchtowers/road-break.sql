-- road-break.sql - the road-pass.sql game, but the record counts road
-- segments, not tiles: WT05's two roads count twice, 4 instead of 3.
-- BREAKS TOWER-ROAD.
--
-- Board: (-1,0) A rot 270, (0,0) D, (1,0) WT05 road tower rot 0 (roads W and
-- E, each ending at the tower; city N), Alice's meeple on its west road
-- (seq 1); (2,0) U (seq 2) continues WT05's east road.  seq 3 closes the road
-- A-D-WT05(W): 3 tiles.
-- TOWER-ROAD: block x 0..2, y -1..1: D, WT05 and U show a road: 3 (WT05
--   counts once, though it shows two road segments).  Road 3 to Alice.
--
-- Expected: seq 3 TOWER-ROAD, seat 0, rules 3 watchtower, record 4;
-- SCORE-TOTAL seat 0: rules 6, record 7.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (352, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (352, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (352, 0, 'Alice', 7);
INSERT INTO players(game_id, seat, name, final_score) VALUES (352, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (352, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (352, 1, 0, 'WT05', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (352, 2, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (352, 3, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (352, 3, 0, 4, 'watchtower');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (352, 3, 0, 3, 'road');
