-- witch-break.sql - BREAKS MAGE-WITCH (mage_witch.md 3 and 9, example 5),
-- on witch-pass.sql's boards:
--   game 3513: seq 4 records 5 road points for Alice, the road without
--              its witch; the rules give 5 halved, rounded up, 3:
--              MAGE-WITCH at seq 4, seat 0.
--   game 3514: seq 4 records 10, the inn's value left unhalved; the rules
--              give 10 halved, 5: MAGE-WITCH at seq 4, seat 0.
-- (The pass is witch-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3513, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3513, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3513, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3513, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3513, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3513, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3513, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3513, 3, 0, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3513, 4, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3513, 2, 1, 1, 'move', 'witch', 0, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3513, 4, 0, 5, 'road');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3514, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3514, 'mage_witch', NULL);
INSERT INTO game_expansions(game_id, name, variant) VALUES (3514, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3514, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3514, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3514, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3514, 1, 0, 'IC15', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3514, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3514, 3, 0, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3514, 4, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3514, 2, 1, 1, 'move', 'witch', 0, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3514, 4, 0, 10, 'road');
