-- when-break.sql - BREAKS DRAGON-WHEN (princess_dragon.md 2.2), on
-- dragon-pass.sql's board:
--   game 3756: seq 6 Bob places U at (5,0), which shows no dragon, and
--              moves the dragon from (0,1) to (0,0): DRAGON-WHEN at seq
--              6, seat 1; the dragon stays on the volcano.
-- (The pass is dragon-pass.sql: the dragon moves only at seq 7 and 8.)
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3756, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3756, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3756, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3756, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3756, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3756, 1, 0, 'PD01', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3756, 2, 1, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3756, 3, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3756, 4, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3756, 5, 0, 'U', 'place', 4, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3756, 6, 1, 'U', 'place', 5, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3756, 6, 1, 1, 'move', 'dragon', 0, 0, NULL, NULL);
