-- target-far-break.sql - BREAKS MAGE-TARGET (mage_witch.md 2.4) with a
-- square far off the board:
--   game 3526: target-break.sql's game 3522, but seq 2 moves the mage
--              to (-9000000000,5) W, a square no board reaches (nor an
--              int holds): MAGE-TARGET at seq 2, seat 1, the square
--              named "(far off the board)" (carc_plugin.h,
--              CARC_SQUARE_FAR; carc_util_square), not the bound the
--              host gives the plugin.  The move is not carried out:
--              seq 4's road gives Alice 5 (road), as recorded.
-- (The pass is mage-pass.sql.)
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3526, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3526, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3526, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3526, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3526, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3526, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3526, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3526, 3, 0, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3526, 4, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3526, 2, 1, 1, 'move', 'mage', -9000000000, 5, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3526, 4, 0, 5, 'road');
