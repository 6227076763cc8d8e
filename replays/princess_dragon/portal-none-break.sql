-- portal-none-break.sql - BREAKS DRAGON-PORTAL (princess_dragon.md 3.2:
-- only the portal of the tile just placed sends a follower onto another
-- tile), on portal-pass.sql's board:
--   seq 0       D (0,0) 0, the start tile: its city N, its road W-E.
--   seq 1 Alice U (-1,0) 0, a follower on its road (E), which runs on
--               through D.
--   seq 2 Bob   W (1,0) 0, the base game's crossing of the same shape as
--               PD08 but without a portal, and the record places his
--               follower onto D's city, (0,0) N: DRAGON-PORTAL at seq 2,
--               seat 1; it is not placed.  (No plugin claims a
--               follower's row of a turn with no portal, ABI 4.2: the
--               host refuses it under the only declaration's rule.)
--   seq 3 Alice E (0,-1) 180: its city (N, turned to S) closes D's: a
--               complete city of 2 tiles, nobody's: no points.
--   Final scoring: Alice's road (-1,0)-(1,0), open in the west, 3
--   tiles: 3 (road).
--   Alice 3, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3775, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3775, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3775, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3775, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3775, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3775, 1, 0, 'U', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3775, 2, 1, 'W', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3775, 3, 0, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3775, 2, 1, 1, 'place', 'follower', 0, 0, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3775, NULL, 0, 3, 'road');
