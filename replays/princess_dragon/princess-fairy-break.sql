-- princess-fairy-break.sql - BREAKS DRAGON-FAIRY (princess_dragon.md
-- 3, 4.1: the princess and the fairy each act instead of the turn's
-- figure, so not both), on princess-pass.sql's board:
--   seq 0       D (0,0) 0, the start tile: its city N, its road W-E.
--   seq 1 Alice U (-1,0) 0, a follower on its road (E), which runs on
--               through D.
--   seq 2 Bob   N (0,-1) 2: its city (N W, turned to S E) joins D's;
--               a follower on it (S).  The city is open at (0,-1) E.
--   seq 3 Alice PD09 (1,-1) 270 removes Bob's knight, (0,-1) S, as in
--               princess-pass.sql, then moves the fairy beside her road
--               follower, (-1,0) E: DRAGON-FAIRY at seq 3, seat 0; the
--               fairy stays beside the board.  The complete city holds
--               nobody: no points.
--   Final scoring: Alice's road (-1,0)-(0,0), open at both ends, 2
--   tiles: 2 (road).  No fairy points.
--   Alice 2, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3766, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3766, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3766, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3766, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3766, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3766, 1, 0, 'U', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3766, 2, 1, 'N', 'place', 0, -1, 180, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3766, 3, 0, 'PD09', 'place', 1, -1, 270, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3766, 3, 1, 0, 'remove', 'follower', 0, -1, 'S', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3766, 3, 2, 0, 'move', 'fairy', -1, 0, 'E', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3766, NULL, 0, 2, 'road');
