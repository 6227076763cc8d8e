-- remove-break.sql - BREAKS MAGE-REMOVE (mage_witch.md 2.5 and 9,
-- example 6):
--   game 3535: apart-pass.sql's board; seq 3 takes the mage off the board,
--              remove mage at (0,0), while MW05's north city could take
--              a figure: MAGE-REMOVE at seq 3, seat 0, not carried out.
--              Seq 5: the road with the mage, 10 to Alice.
--   game 3554: remove-pass.sql's game 3553 without seq 10's removal: both
--              figures stand and nothing can take either: MAGE-REMOVE at
--              seq 10, seat 1.  Alice's city with the mage: 6 (city, seq
--              10), as recorded.
-- (The pass is remove-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3535, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3535, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3535, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3535, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3535, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3535, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3535, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3535, 3, 0, 'MW05', 'place', 0, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3535, 4, 1, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3535, 5, 0, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3535, 2, 1, 1, 'move', 'mage', 0, 0, 'W', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3535, 3, 1, 0, 'remove', 'mage', 0, 0, NULL, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3535, 5, 0, 10, 'road');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3554, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3554, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3554, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3554, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3554, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3554, 1, 0, 'MW05', 'place', 0, -1, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3554, 2, 1, 'A', 'place', 1, 0, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3554, 3, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3554, 4, 1, 'B', 'place', 1, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3554, 5, 0, 'B', 'place', 1, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3554, 6, 1, 'B', 'place', 1, -3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3554, 7, 0, 'MW05', 'place', 0, -3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3554, 8, 1, 'B', 'place', 1, -4, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3554, 9, 0, 'E', 'place', 0, -4, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3554, 10, 1, 'MW05', 'place', 0, -2, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3554, 1, 1, 0, 'move', 'mage', 0, -1, 'N', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3554, 7, 1, 0, 'move', 'witch', 0, -3, 'S', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3554, 10, 0, 6, 'city');
