-- portal-occupied-break.sql - BREAKS DRAGON-PORTAL (princess_dragon.md
-- 3.2: onto an unoccupied feature), on portal-pass.sql's board:
--   seq 0       D (0,0) 0, the start tile: its city N, its road W-E.
--   seq 1 Alice U (-1,0) 0, a follower on its road (E), which runs on
--               through D.
--   seq 2 Bob   PD08 (1,0) 0, and the record places his follower
--               through the portal onto Alice's road, (-1,0) E:
--               DRAGON-PORTAL at seq 2, seat 1; it is not placed.
--   seq 3 Alice E (0,-1) 180: its city (N, turned to S) closes D's: a
--               complete city of 2 tiles, nobody's: no points.
--   Final scoring: Alice's road (-1,0)-(1,0), open in the west, 3
--   tiles: 3 (road).
--   Alice 3, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3772, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3772, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3772, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3772, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3772, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3772, 1, 0, 'U', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3772, 2, 1, 'PD08', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3772, 3, 0, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3772, 2, 1, 1, 'place', 'follower', -1, 0, 'E', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3772, NULL, 0, 3, 'road');
