-- step-break.sql - BREAKS DRAGON-STEP (princess_dragon.md 2.2), on
-- fairy-walk-pass.sql's board:
--   game 3754: seq 7's walk goes on after (1,0): Alice sends the dragon
--              onto (2,0), the fairy's tile: DRAGON-STEP at seq 7, seat
--              0; the dragon stays at (1,0), Alice's farmer at (2,0).
--              Alice 1 (fairy), Bob 0.
-- (The pass is fairy-walk-pass.sql.)
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3754, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3754, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3754, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3754, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3754, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3754, 1, 0, 'PD01', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3754, 2, 1, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3754, 3, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3754, 4, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3754, 5, 0, 'U', 'place', 4, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3754, 6, 1, 'U', 'place', 5, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3754, 7, 0, 'PD16', 'place', 6, 0, 0, 'SL');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3754, 5, 1, 0, 'move', 'fairy', 2, 0, 'NL', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3754, 7, 1, 0, 'move', 'dragon', 0, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3754, 7, 2, 1, 'move', 'dragon', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3754, 7, 3, 0, 'move', 'dragon', 2, 0, NULL, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3754, 7, 0, 1, 'fairy');
