-- order-break.sql - BREAKS DRAGON-ORDER (princess_dragon.md 2.2), on
-- dragon-pass.sql's board:
--   game 3753: seq 7 (Alice's dragon tile) records the walk's first step,
--              (0,0), by Bob: the first step is the placer's, Alice's:
--              DRAGON-ORDER at seq 7, seat 1; the step is not carried
--              out (no DRAGON-MOVE for the rest: the refused step was
--              reported at its row).
-- (The pass is dragon-pass.sql.)
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3753, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3753, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3753, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3753, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3753, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3753, 1, 0, 'PD01', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3753, 2, 1, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3753, 3, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3753, 4, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3753, 5, 0, 'U', 'place', 4, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3753, 6, 1, 'U', 'place', 5, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3753, 7, 0, 'PD16', 'place', 6, 0, 0, 'SL');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3753, 7, 1, 1, 'move', 'dragon', 0, 0, NULL, NULL);
