-- elsewhere-break.sql - BREAKS MAGE-ELSEWHERE (mage_witch.md 2.4 and 9,
-- example 6), on apart-pass.sql's board:
--   game 3534: seq 3 moves the mage from D's road at (0,0) to U's tile,
--              (1,0) E: the same road: MAGE-ELSEWHERE at seq 3, seat 0,
--              not carried out.  Seq 5: the road with the mage, 10 to
--              Alice.
-- (The pass is apart-pass.sql, game 3532.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3534, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3534, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3534, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3534, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3534, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3534, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3534, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3534, 3, 0, 'MW05', 'place', 0, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3534, 4, 1, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3534, 5, 0, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3534, 2, 1, 1, 'move', 'mage', 0, 0, 'W', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3534, 3, 1, 0, 'move', 'mage', 1, 0, 'E', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3534, 5, 0, 10, 'road');
