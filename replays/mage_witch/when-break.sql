-- when-break.sql - BREAKS MAGE-WHEN (mage_witch.md 2.3 and 9, example 5),
-- on mage-pass.sql's board:
--   game 3524: seq 3 (D, no magic symbol, no mage joined to a witch)
--              moves the witch onto D's city at (2,0), N: MAGE-WHEN at
--              seq 3, seat 0, not carried out.  The road gives Alice 10
--              at seq 4 (the mage's).
--   game 3525: seq 2 moves the mage, then (n = 2) the witch onto MW01's
--              city, (-1,0) N: one magic figure per turn: MAGE-WHEN at
--              seq 2, seat 1, the witch's move not carried out.  Seq 4:
--              10 to Alice.
-- (The pass is mage-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3524, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3524, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3524, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3524, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3524, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3524, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3524, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3524, 3, 0, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3524, 4, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3524, 2, 1, 1, 'move', 'mage', 0, 0, 'W', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3524, 3, 1, 0, 'move', 'witch', 2, 0, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3524, 4, 0, 10, 'road');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3525, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3525, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3525, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3525, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3525, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3525, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3525, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3525, 3, 0, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3525, 4, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3525, 2, 1, 1, 'move', 'mage', 0, 0, 'W', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3525, 2, 2, 1, 'move', 'witch', -1, 0, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3525, 4, 0, 10, 'road');
