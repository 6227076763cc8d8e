-- princess-tile-break.sql - BREAKS DRAGON-PRINCESS (princess_dragon.md
-- 3.1: only the princess of the tile just placed removes a knight), on
-- princess-pass.sql's board:
--   seq 0       D (0,0) 0, the start tile: its city N, its road W-E.
--   seq 1 Alice U (-1,0) 0, a follower on its road (E), which runs on
--               through D.
--   seq 2 Bob   N (0,-1) 2: its city (N W, turned to S E) joins D's;
--               a follower on it (S).  The city is open at (0,-1) E.
--   seq 3 Alice E (1,-1) 3, a city without the princess, completes the
--               same city, and the record removes Bob's knight, (0,-1)
--               S: DRAGON-PRINCESS at seq 3, seat 0; the knight stays.
--               (No plugin claims a follower's row of a turn with no
--               princess, ABI 4.2: the host refuses it under the only
--               declaration's rule.)
--               The complete city (3 tiles) gives Bob 6 (city).
--   Final scoring: Alice's road (-1,0)-(0,0), open at both ends, 2
--   tiles: 2 (road).
--   Alice 2, Bob 6.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3762, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3762, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3762, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3762, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3762, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3762, 1, 0, 'U', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3762, 2, 1, 'N', 'place', 0, -1, 180, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3762, 3, 0, 'E', 'place', 1, -1, 270, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3762, 3, 1, 0, 'remove', 'follower', 0, -1, 'S', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3762, 3, 1, 6, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3762, NULL, 0, 2, 'road');
