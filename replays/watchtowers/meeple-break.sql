-- meeple-break.sql - the owner-pass.sql game, but the record leaves Blue's
-- farmer out of the meeple tower's count (farmers count too): 2 x 2 = 4
-- instead of 6.  BREAKS TOWER-MEEPLE.
--
-- Board (x east, y south):
--   (0,-2) V rot 270, road S-E (seq 3)   (1,-2) V rot 0, road W-S (seq 4),
--                                               Blue's farmer on NL
--   (0,-1) WT03 meeple tower rot 180     (1,-1) A rot 180, monastery, road N,
--          road N, city S; Red's meeple          Blue's meeple on the road
--          on the road (seq 1; the city          (seq 2)
--          S closes D's city at once,
--          no meeple: no points)
--   (0,0) D start
-- seq 4 completes the road WT03-V-V-A (4 tiles): Red 1 meeple (on the tower
-- tile), Blue 1 meeple (on A): a tie.
-- TOWER-TRIGGER, TOWER-OWNER: Red's meeple is on the tower tile, so the tower
--   is Red's alone, although Blue ties for the road.
-- TOWER-MEEPLE: block x -1..1, y -2..0 holds Red's meeple, Blue's road
--   meeple and Blue's farmer: 3 x 2 = 6 to Red.
-- Road: 4 to Red and 4 to Blue (BASE-SCORE-TIE).
-- Final: Blue's farmer's field touches the completed city D+WT03 (through
--   the fields of (0,-2) and of WT03): 3 (BASE-FIELD-PTS).
--
-- Expected: seq 4 TOWER-MEEPLE, seat 0, rules 6 watchtower, record 4;
-- SCORE-TOTAL seat 0: rules 10, record 8.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (333, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (333, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (333, 0, 'Alice', 8);
INSERT INTO players(game_id, seat, name, final_score) VALUES (333, 1, 'Bob', 7);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (333, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (333, 1, 0, 'WT03', 'place', 0, -1, 180, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (333, 2, 1, 'A', 'place', 1, -1, 180, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (333, 3, 0, 'V', 'place', 0, -2, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (333, 4, 1, 'V', 'place', 1, -2, 0, 'NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (333, 4, 0, 4, 'watchtower');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (333, 4, 0, 4, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (333, 4, 1, 4, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (333, NULL, 1, 3, 'field');
