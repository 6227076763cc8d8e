-- apart-break.sql - BREAKS MAGE-APART (mage_witch.md 2.4 and 9, example
-- 6), on apart-pass.sql's board:
--   game 3533: seq 3 moves the witch onto D's road, (0,0) W, where the
--              mage stands: MAGE-APART at seq 3, seat 0, not carried out.
--              Seq 5: the road with the mage, 10 to Alice.
-- (The pass is apart-pass.sql, game 3531.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3533, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3533, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3533, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3533, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3533, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3533, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3533, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3533, 3, 0, 'MW05', 'place', 0, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3533, 4, 1, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3533, 5, 0, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3533, 2, 1, 1, 'move', 'mage', 0, 0, 'W', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3533, 3, 1, 0, 'move', 'witch', 0, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3533, 5, 0, 10, 'road');
