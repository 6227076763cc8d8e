-- turn-break.sql - BREAKS DRAGON-FAIRY-TURN (princess_dragon.md 4.2), on
-- fairy-pass.sql's board:
--   game 3712: the record leaves out the 1 point (fairy) Alice scores at
--              the start of her turn, seq 5, her follower beside the
--              fairy: DRAGON-FAIRY-TURN at seq 5, seat 0 (points left
--              out).  Alice 9 computed, Bob 0.
-- (The pass is fairy-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3712, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3712, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3712, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3712, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3712, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3712, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3712, 2, 1, 'X', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3712, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3712, 4, 1, 'U', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3712, 5, 0, 'U', 'place', 0, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3712, 6, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3712, 3, 1, 0, 'move', 'fairy', 1, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3712, 6, 0, 5, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3712, 6, 0, 3, 'fairy');
