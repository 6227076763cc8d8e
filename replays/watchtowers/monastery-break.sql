-- monastery-break.sql - the same game as monastery-example-pass.sql, but the
-- record counts the monastery at (-1,0), outside the tower's 3x3 block:
-- 3 monasteries x 3 = 9 instead of 6.  BREAKS TOWER-MONASTERY (a wrong tower
-- value cites the tower type's rule).
--
-- Board (x east, y south):   (-1,0) A rot 270, road E to the monastery
--                            ( 0,0) D start
--                            ( 1,0) WT09 monastery tower, rot 0
--                            ( 2,0) A rot 90, road W to the monastery
--                            ( 0,1) B monastery
-- seq 3: Alice (seat 0) puts WT09 at (1,0) with her meeple on its east road
--   (its west road closes D's road A-D-WT09 at once: no meeple, no points).
-- seq 4: Bob lays A at (2,0): the road WT09(E)-A is complete, 2 tiles, closed
--   at the tower and at the monastery.  Alice's meeple is on the tower tile.
--
-- Expected: seq 4 TOWER-MONASTERY, seat 0, rules 6 watchtower, record 9;
-- SCORE-TOTAL seat 0: rules 6 + 2 = 8, record 9 + 2 = 11.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (302, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (302, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (302, 0, 'Alice', 11);
INSERT INTO players(game_id, seat, name, final_score) VALUES (302, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (302, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (302, 1, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (302, 2, 1, 'B', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (302, 3, 0, 'WT09', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (302, 4, 1, 'A', 'place', 2, 0, 90, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (302, 4, 0, 9, 'watchtower');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (302, 4, 0, 2, 'road');
