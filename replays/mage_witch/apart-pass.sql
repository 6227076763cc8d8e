-- apart-pass.sql - worked example 6 of Mage & Witch (mage_witch.md
-- section 9), derived by hand.  Valid.  PASSES MAGE-APART, MAGE-ELSEWHERE,
-- MAGE-WHEN, MAGE-MOVE.  Free supply, seat 0 Alice, seat 1 Bob.
--   seqs 0-2 as mage-pass.sql: the mage on D's road, (0,0) W.
--   game 3531:
--     seq 3 Alice MW05 (0,-1) 0, a second magic tile: its south city
--                 closes D's city (2 tiles, nobody on it: no points); its
--                 north city is open.  Alice moves the witch onto it,
--                 (0,-1) N: not the mage's feature (2.4, MAGE-APART).
--     seq 4 Bob   D (2,0) 0.
--     seq 5 Alice X (3,0) 0: the road of 5 tiles, with the mage: 10 to
--                 Alice (road, seq 5).
--   game 3532: seq 3 moves the mage instead, from D's road to MW05's
--              north city, (0,-1) N: another feature (2.4,
--              MAGE-ELSEWHERE).  Seq 5's road scores without it: 5 to
--              Alice (road).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3531, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3531, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3531, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3531, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3531, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3531, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3531, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3531, 3, 0, 'MW05', 'place', 0, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3531, 4, 1, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3531, 5, 0, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3531, 2, 1, 1, 'move', 'mage', 0, 0, 'W', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3531, 3, 1, 0, 'move', 'witch', 0, -1, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3531, 5, 0, 10, 'road');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3532, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3532, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3532, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3532, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3532, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3532, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3532, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3532, 3, 0, 'MW05', 'place', 0, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3532, 4, 1, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3532, 5, 0, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3532, 2, 1, 1, 'move', 'mage', 0, 0, 'W', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3532, 3, 1, 0, 'move', 'mage', 0, -1, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3532, 5, 0, 5, 'road');
