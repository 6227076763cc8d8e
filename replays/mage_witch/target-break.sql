-- target-break.sql - BREAKS MAGE-TARGET (mage_witch.md 2.4 and 9,
-- examples 5 and 6):
--   game 3522: mage-pass.sql's board; seq 2 moves the mage onto D's
--              field, (0,0) S: not a road or a city: MAGE-TARGET at
--              seq 2, seat 1.  The move is not carried out (and, being
--              recorded, is not also MAGE-MOVE): seq 4's road gives
--              Alice 5 (road), as recorded.
--   game 3523: apart-pass.sql's board; seq 3's MW05 at (0,-1) closes D's
--              city (2 tiles, nobody on it); Alice moves the witch onto
--              it, (0,0) N: a complete city: MAGE-TARGET at seq 3, seat
--              0, not carried out.  The mage stays on the road: seq 5
--              gives Alice 10 (road).
-- (The passes are mage-pass.sql and apart-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3522, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3522, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3522, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3522, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3522, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3522, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3522, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3522, 3, 0, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3522, 4, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3522, 2, 1, 1, 'move', 'mage', 0, 0, 'S', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3522, 4, 0, 5, 'road');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3523, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3523, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3523, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3523, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3523, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3523, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3523, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3523, 3, 0, 'MW05', 'place', 0, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3523, 4, 1, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3523, 5, 0, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3523, 2, 1, 1, 'move', 'mage', 0, 0, 'W', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3523, 3, 1, 0, 'move', 'witch', 0, 0, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3523, 5, 0, 10, 'road');
