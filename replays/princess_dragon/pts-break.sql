-- pts-break.sql - BREAKS DRAGON-FAIRY-PTS (princess_dragon.md 4.3), on
-- fairy-pass.sql's board:
--   game 3713: the record leaves out the 3 points (fairy) Alice scores
--              at seq 6 when the road of her follower beside the fairy
--              is completed: DRAGON-FAIRY-PTS at seq 6, seat 0 (points
--              left out).  Alice 9 computed, Bob 0.
-- (The pass is fairy-pass.sql; at the game's end, fairy-end-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3713, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3713, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3713, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3713, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3713, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3713, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3713, 2, 1, 'X', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3713, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3713, 4, 1, 'U', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3713, 5, 0, 'U', 'place', 0, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3713, 6, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3713, 3, 1, 0, 'move', 'fairy', 1, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3713, 5, 0, 1, 'fairy');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3713, 6, 0, 5, 'road');
