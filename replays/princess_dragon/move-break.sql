-- move-break.sql - BREAKS DRAGON-MOVE (princess_dragon.md 2.2), on
-- dragon-pass.sql's board:
--   game 3752: seq 7 records five steps of the walk, the last at (4,0)
--              by Alice; the dragon could still step onto (5,0): the
--              turn leaves out Bob's sixth step, DRAGON-MOVE at seq 7.
-- (The pass is dragon-pass.sql.)
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3752, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3752, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3752, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3752, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3752, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3752, 1, 0, 'PD01', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3752, 2, 1, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3752, 3, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3752, 4, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3752, 5, 0, 'U', 'place', 4, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3752, 6, 1, 'U', 'place', 5, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3752, 7, 0, 'PD16', 'place', 6, 0, 0, 'SL');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3752, 7, 1, 0, 'move', 'dragon', 0, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3752, 7, 2, 1, 'move', 'dragon', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3752, 7, 3, 0, 'move', 'dragon', 2, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3752, 7, 4, 1, 'move', 'dragon', 3, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3752, 7, 5, 0, 'move', 'dragon', 4, 0, NULL, NULL);
