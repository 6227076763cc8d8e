-- portal-complete-break.sql - BREAKS DRAGON-PORTAL (princess_dragon.md
-- 3.2: onto an incomplete feature), on portal-pass.sql's board:
--   seq 0       D (0,0) 0, the start tile: its city N, its road W-E.
--   seq 1 Alice E (0,-1) 180, no figure: its city closes D's, a
--               complete city of 2 tiles, nobody's: no points.
--   seq 2 Bob   PD08 (1,0) 0, and the record places his follower
--               through the portal onto that complete city, (0,0) N:
--               DRAGON-PORTAL at seq 2, seat 1; it is not placed.
--   Final scoring: nobody has a figure on the board.  Alice 0, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3773, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3773, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3773, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3773, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3773, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3773, 1, 0, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3773, 2, 1, 'PD08', 'place', 1, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3773, 2, 1, 1, 'place', 'follower', 0, 0, 'N', NULL);
