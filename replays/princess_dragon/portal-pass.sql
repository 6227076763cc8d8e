-- portal-pass.sql - the magic portal (princess_dragon.md 3.2), derived
-- by hand.  Valid.  PASSES DRAGON-PORTAL.
-- Free supply, seat 0 Alice, seat 1 Bob.
--   seq 0       D (0,0) 0, the start tile: its city N, its road W-E.
--   seq 1 Alice U (-1,0) 0, a follower on its road (E), which runs on
--               through D.
--   seq 2 Bob   PD08 (1,0) 0, a magic portal: its west road ends
--               Alice's road at its crossing.  Instead of a figure on
--               it, Bob places a follower through the portal onto D's
--               city, unoccupied and incomplete: place follower (0,0) N.
--   seq 3 Alice E (0,-1) 180: its city (N, turned to S) closes D's: a
--               complete city of 2 tiles, Bob's: 4 (city).
--   Final scoring: Alice's road (-1,0)-(1,0), open in the west, 3
--   tiles: 3 (road).
--   Alice 3, Bob 4.
-- (The breaks: portal-occupied-break.sql, portal-complete-break.sql,
-- portal-instead-break.sql, portal-none-break.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3771, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3771, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3771, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3771, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3771, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3771, 1, 0, 'U', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3771, 2, 1, 'PD08', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3771, 3, 0, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3771, 2, 1, 1, 'place', 'follower', 0, 0, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3771, 3, 1, 4, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3771, NULL, 0, 3, 'road');
