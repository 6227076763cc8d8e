-- aside-break.sql - BREAKS DRAGON-ASIDE (princess_dragon.md 2.2):
--   game 3757: seq 1 Alice places the dragon tile PD16 at (1,0) before
--              any volcano: the dragon is not on the board, the tile is
--              set aside and another drawn: DRAGON-ASIDE at seq 1, seat
--              0.  seq 2 Bob places the volcano PD01 at (0,1): the
--              dragon arrives.
-- (The pass is dragon-pass.sql: its dragon tiles come after the
-- volcano.)
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3757, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3757, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3757, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3757, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3757, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3757, 1, 0, 'PD16', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3757, 2, 1, 'PD01', 'place', 0, 1, 0, NULL);
