-- fairy-late-break.sql - BREAKS DRAGON-FAIRY (princess_dragon.md 2.2 and
-- 4.1: the fairy moves instead of a figure, before the dragon's walk),
-- on dragon-pass.sql's board:
--   game 3758: seq 7 Alice places PD16 at (6,0) with no figure; the
--              dragon steps to (0,0) (Alice), then Alice moves the fairy
--              beside her farmer at (2,0) NL: the walk has begun,
--              DRAGON-FAIRY at seq 7, seat 0; the fairy stays beside the
--              board.  The walk goes on: Bob (1,0), Alice (2,0) eating
--              her farmer, Bob (3,0), Alice (4,0), Bob (5,0).  No points.
-- (The pass is fairy-walk-pass.sql: the fairy moved in the figure's
-- stage.)
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3758, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3758, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3758, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3758, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3758, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3758, 1, 0, 'PD01', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3758, 2, 1, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3758, 3, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3758, 4, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3758, 5, 0, 'U', 'place', 4, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3758, 6, 1, 'U', 'place', 5, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3758, 7, 0, 'PD16', 'place', 6, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3758, 7, 1, 0, 'move', 'dragon', 0, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3758, 7, 2, 0, 'move', 'fairy', 2, 0, 'NL', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3758, 7, 4, 1, 'move', 'dragon', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3758, 7, 5, 0, 'move', 'dragon', 2, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3758, 7, 6, 1, 'move', 'dragon', 3, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3758, 7, 7, 0, 'move', 'dragon', 4, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3758, 7, 8, 1, 'move', 'dragon', 5, 0, NULL, NULL);
