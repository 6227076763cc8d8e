-- value-break.sql - BREAKS GOLD-VALUE at final scoring for seat 1, on the
-- board of gold-pass.sql's game 3602:
-- The board of JCloisterZone's engine test goldmines/gold-scoring-2.jcz,
-- as `carc import jcz` writes it.  Free supply, seat 0 Alice, seat 1 Bob.
-- Eight gold tiles, sixteen bars (GOLD-TILE on each, GOLD-ADJACENT):
--   seq 1 GO05 (1,0): own bar; (0,0) the only tile around: its bar there.
--   seq 2, 4, 5, 6: GO08 (1,-1), GO04 (2,-1), GO01 (1,1), GO07 (0,-1):
--   own bars, each second bar on (1,0) by a row.
--   seq 7, 8, 9: GO06 (1,-2), GO03 (2,-2), GO02 (0,-2): own bars, each
--   second on (1,-1) by a row.
-- Bars before seq 10: (0,0) 1, (1,0) 5, (1,-1) 4, (2,-1) 1, (1,1) 1,
-- (0,-1) 1, (1,-2) 1, (2,-2) 1, (0,-2) 1: 16.
--   seq 10 Bob  H (1,-3), a follower on its city S: the city (0,0) (0,-1)
--               (1,-2) (0,-2) (1,-3) closes: 5 tiles = 10; its bars 1 + 1
--               + 1 + 1 = 4 to Bob (GOLD-TAKE).
--   seq 12 Bob  W (3,-1), a follower on its road W: the road (1,0) (1,-1)
--               (2,0) (2,-1) (1,-2) (2,-2) (3,-1) closes: 7 tiles = 7; its
--               bars 5 + 4 + 1 + 1 = 11 to Bob: 15 in all.
--   seq 13 Alice E (2,-3) closes a city of 3 tiles with no follower: no
--               points, its bars stay.  (1,1)'s bar is never taken.
-- Final scoring (goldmines.md 4): Bob's 15 bars, 10 or more: 4 each = 60.
-- Totals: Alice 0; Bob 10 + 7 + 60 = 77, JCloisterZone's assertions.
--
-- Game 3641: the record values Bob's 15 bars at 1 point each, 15, a
-- number no count of bars is worth (1, 2, 3, 8, 10, 12, 21 ...): the
-- table read otherwise (GOLD-VALUE): 60 expected; and so the total, 77
-- not 32 (SCORE-TOTAL).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3641, 'final', 'free', 'finished', 'replays/goldmines');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3641, 'goldmines', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3641, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3641, 1, 'Bob', 32);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3641, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3641, 1, 0, 'GO05', 'place', 1, 0, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3641, 2, 1, 'GO08', 'place', 1, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3641, 3, 0, 'X', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3641, 4, 1, 'GO04', 'place', 2, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3641, 5, 0, 'GO01', 'place', 1, 1, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3641, 6, 1, 'GO07', 'place', 0, -1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3641, 7, 0, 'GO06', 'place', 1, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3641, 8, 1, 'GO03', 'place', 2, -2, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3641, 9, 0, 'GO02', 'place', 0, -2, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3641, 10, 1, 'H', 'place', 1, -3, 0, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3641, 11, 0, 'I', 'place', 3, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3641, 12, 1, 'W', 'place', 3, -1, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3641, 13, 0, 'E', 'place', 2, -3, 180, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3641, 2, 1, 1, 'token', 'gold', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3641, 4, 1, 1, 'token', 'gold', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3641, 5, 1, 0, 'token', 'gold', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3641, 6, 1, 1, 'token', 'gold', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3641, 7, 1, 0, 'token', 'gold', 1, -1, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3641, 8, 1, 1, 'token', 'gold', 1, -1, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3641, 9, 1, 0, 'token', 'gold', 1, -1, NULL, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3641, 10, 1, 10, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3641, 12, 1, 7, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3641, NULL, 1, 15, 'gold');
