-- princess-city-break.sql - BREAKS DRAGON-PRINCESS (princess_dragon.md
-- 3.1: the knight removed is one of the princess's city), on
-- princess-pass.sql's board:
--   seq 0       D (0,0) 0, the start tile: its city N, its road W-E.
--   seq 1 Alice U (-1,0) 0, a follower on its road (E), which runs on
--               through D.
--   seq 2 Bob   N (0,-1) 2: its city (N W, turned to S E) joins D's;
--               a follower on it (S).  The city is open at (0,-1) E.
--   seq 3 Alice PD09 (1,-1) 3, the princess joins the city, and the
--               record removes Alice's own road follower, (-1,0) E, which
--               is in no city: DRAGON-PRINCESS at seq 3, seat 0; it
--               stays.  The complete city gives Bob 6 (city).
--   Final scoring: Alice's road (-1,0)-(0,0), open at both ends, 2
--   tiles: 2 (road).
--   Alice 2, Bob 6.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3763, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3763, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3763, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3763, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3763, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3763, 1, 0, 'U', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3763, 2, 1, 'N', 'place', 0, -1, 180, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3763, 3, 0, 'PD09', 'place', 1, -1, 270, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3763, 3, 1, 0, 'remove', 'follower', -1, 0, 'E', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3763, 3, 1, 6, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3763, NULL, 0, 2, 'road');
