-- owner-break.sql - the owner-pass.sql game, but the record gives the tower's
-- 6 points to Blue too, as if the tower went with the tied road.
-- BREAKS TOWER-OWNER.
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
-- Expected: seq 4 TOWER-OWNER, seat 1, rules 0 watchtower, record 6 (the
-- plugin's explain hook: a tower scored this move for another seat's meeple);
-- SCORE-TOTAL seat 1: rules 7, record 13.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (332, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (332, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (332, 0, 'Alice', 10);
INSERT INTO players(game_id, seat, name, final_score) VALUES (332, 1, 'Bob', 13);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (332, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (332, 1, 0, 'WT03', 'place', 0, -1, 180, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (332, 2, 1, 'A', 'place', 1, -1, 180, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (332, 3, 0, 'V', 'place', 0, -2, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (332, 4, 1, 'V', 'place', 1, -2, 0, 'NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (332, 4, 0, 6, 'watchtower');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (332, 4, 0, 4, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (332, 4, 1, 4, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (332, NULL, 1, 3, 'field');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (332, 4, 1, 6, 'watchtower');
