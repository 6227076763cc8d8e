-- nomeeple-pass.sql - the tower tile's city, road and field take meeples as
-- usual.  PASSES TOWER-NO-MEEPLE.
-- Each game: Alice lays WT05 (road tower, rot 0) at (1,0), its west road
-- joining D's road, and puts a meeple on it:
--   game 371: on the city N.  Final: incomplete city of 1 tile, 1 + 0 = 1.
--   game 372: on the field SL (the big south field, touching no city).
--             Final: no completed city: 0 (no row).
--   game 373: on the east road (ends at the tower, open east).  Final: road
--             of 1 tile: 1.
-- Verdict: valid.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (371, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (371, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (371, 0, 'Alice', 1);
INSERT INTO players(game_id, seat, name, final_score) VALUES (371, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (371, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (371, 1, 0, 'WT05', 'place', 1, 0, 0, 'N');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (371, NULL, 0, 1, 'city');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (372, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (372, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (372, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (372, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (372, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (372, 1, 0, 'WT05', 'place', 1, 0, 0, 'SL');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (373, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (373, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (373, 0, 'Alice', 1);
INSERT INTO players(game_id, seat, name, final_score) VALUES (373, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (373, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (373, 1, 0, 'WT05', 'place', 1, 0, 0, 'E');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (373, NULL, 0, 1, 'road');
