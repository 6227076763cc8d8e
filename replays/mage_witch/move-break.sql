-- move-break.sql - BREAKS MAGE-MOVE (mage_witch.md 2.1 and 9, example 5),
-- on mage-pass.sql's board:
--   game 3521: seq 2 places MW01, a tile with the magic symbol, and its
--              turn has no row in actions: neither the mage nor the witch
--              moves: MAGE-MOVE at seq 2, seat 1.  No magic figure is on
--              the board: seq 4's road of 5 tiles gives Alice 5 (road),
--              as recorded.
-- (The pass is mage-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3521, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3521, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3521, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3521, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3521, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3521, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3521, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3521, 3, 0, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3521, 4, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3521, 4, 0, 5, 'road');
