-- instead-break.sql - BREAKS DRAGON-FAIRY (princess_dragon.md 4.1: the
-- fairy moves instead of a figure), on fairy-pass.sql's board:
--   game 3714: seq 3 Alice places U at (2,0) with a follower on its
--              north field (NL), and also moves the fairy beside her
--              road follower, (1,0) W: DRAGON-FAIRY at seq 3, seat 0;
--              the fairy stays beside the board.  No point at seq 5,
--              none for the fairy at seq 6, where the road of 5 tiles
--              gives Alice 5 (road).  Alice 5, Bob 0.
-- (The pass is fairy-pass.sql: the fairy moved in a turn without a
-- figure.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3714, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3714, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3714, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3714, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3714, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3714, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3714, 2, 1, 'X', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3714, 3, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3714, 4, 1, 'U', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3714, 5, 0, 'U', 'place', 0, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3714, 6, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3714, 3, 1, 0, 'move', 'fairy', 1, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3714, 6, 0, 5, 'road');
