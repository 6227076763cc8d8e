-- mage-pts-break.sql - BREAKS MAGE-PTS (mage_witch.md 3 and 9, example 5),
-- on mage-pass.sql's board:
--   game 3503: seq 4 records 5 road points for Alice, the road without
--              its mage; the rules give 5 + 5 = 10: MAGE-PTS at seq 4,
--              seat 0.
-- (The pass is mage-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3503, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3503, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3503, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3503, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3503, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3503, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3503, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3503, 3, 0, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3503, 4, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3503, 2, 1, 1, 'move', 'mage', 0, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3503, 4, 0, 5, 'road');
