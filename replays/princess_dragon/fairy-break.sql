-- fairy-break.sql - BREAKS DRAGON-FAIRY (princess_dragon.md 4.1), on
-- fairy-pass.sql's board:
--   game 3711: seq 3 sends the fairy to (2,0) N, the field of the tile
--              Alice just placed, where none of her followers stands:
--              DRAGON-FAIRY at seq 3, seat 0.  The fairy stays beside
--              the board: no point at seq 5, none at seq 6, where the
--              road of 5 tiles gives Alice 5 (road).
--   Alice 5, Bob 0; the record gives no fairy points either.
-- (The pass is fairy-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3711, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3711, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3711, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3711, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3711, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3711, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3711, 2, 1, 'X', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3711, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3711, 4, 1, 'U', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3711, 5, 0, 'U', 'place', 0, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3711, 6, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3711, 3, 1, 0, 'move', 'fairy', 2, 0, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3711, 6, 0, 5, 'road');
