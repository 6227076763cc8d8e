-- volcano-break.sql - BREAKS DRAGON-VOLCANO (princess_dragon.md 2.1), on
-- volcano-pass.sql's board:
--   game 3731: seq 1 Alice places the volcano PD01 at (0,1) and a
--              follower on its field (N): DRAGON-VOLCANO at seq 1, seat
--              0; the follower is not placed, the dragon arrives.
-- (The pass is volcano-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3731, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3731, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3731, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3731, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3731, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3731, 1, 0, 'PD01', 'place', 0, 1, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3731, 2, 1, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3731, 3, 0, 'PD03', 'place', 0, 2, 0, NULL);
