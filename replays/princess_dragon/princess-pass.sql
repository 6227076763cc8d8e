-- princess-pass.sql - the princess (princess_dragon.md 3.1), derived by
-- hand.  Valid.  PASSES DRAGON-PRINCESS.
-- Free supply, seat 0 Alice, seat 1 Bob.
--   seq 0       D (0,0) 0, the start tile: its city N, its road W-E.
--   seq 1 Alice U (-1,0) 0, a follower on its road (E), which runs on
--               through D.
--   seq 2 Bob   N (0,-1) 2: its city (N W, turned to S E) joins D's;
--               a follower on it (S).  The city is open at (0,-1) E.
--   seq 3 Alice PD09 (1,-1) 3: its princess city (N, turned to W) joins
--               (0,-1)'s; the city of D, N and PD09 is complete (3 tiles,
--               no coat of arms).  Instead of a figure, Alice removes
--               Bob's knight from it: remove follower (0,-1) S.  It goes
--               back to Bob without scoring, and the complete city, with
--               nobody on it, gives no points.
--   Final scoring: Alice's road (-1,0)-(0,0), open at both ends, 2
--   tiles: 2 (road).
--   Alice 2, Bob 0.
-- (The breaks: princess-tile-break.sql, princess-city-break.sql,
-- princess-instead-break.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3761, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3761, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3761, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3761, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3761, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3761, 1, 0, 'U', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3761, 2, 1, 'N', 'place', 0, -1, 180, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3761, 3, 0, 'PD09', 'place', 1, -1, 270, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3761, 3, 1, 0, 'remove', 'follower', 0, -1, 'S', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3761, NULL, 0, 2, 'road');
