-- gold-pass.sql - two games derived by hand, valid.  PASSES GOLD-TILE,
-- GOLD-ADJACENT, GOLD-WHEN, GOLD-TAKE, GOLD-VALUE.
--
-- Game 3601.
-- The board of JCloisterZone's engine test goldmines/gold-scoring.jcz
-- (tests/fixtures/jcz-engine-tests), as `carc import jcz` writes it.
-- Free supply, seat 0 Alice, seat 1 Bob (goldmines.md).
--   seq 0       D (0,0), the start tile: city N, road W-E.
--   seq 1 Alice GO07 (0,-1) 90: city N-S on the start tile's city, road
--               W-E; a follower on the city (N).  The gold symbol: a bar
--               on (0,-1) (GOLD-TILE); one tile lies around it, (0,0):
--               the second bar goes there with no choice and no row
--               (GOLD-ADJACENT, goldmines.md 2.2).  Bars: (0,-1) 1, (0,0) 1.
--   seq 2 Bob   GO01 (1,-1) 90: monastery, road W-S continuing (0,-1)'s.
--               A bar on (1,-1); around it lie (0,-1) and (0,0), a
--               choice: the row puts it on (0,0).  Bars: (0,-1) 1,
--               (0,0) 2, (1,-1) 1.
--   seq 3 Alice E (0,-2) 180 closes the city (0,0) (0,-1) (0,-2): 3 tiles,
--               2 each = 6 to Alice (BASE-CITY-PTS); its tiles' bars,
--               2 + 1 + 0 = 3, to Alice, its only majority (GOLD-TAKE).
--   seq 4 Bob   E (1,-2) 0; seq 5 Alice W (1,0) 90, a junction ending the
--               road at (1,-1)'s south.
--   seq 6 Bob   W (-1,-1) 0, a follower on its road E: the road (0,-1)
--               (1,-1) (1,0) (-1,-1) closes, 4 tiles = 4 to Bob; its
--               bars: (1,-1) 1 (those of (0,-1) are Alice's) = 1 to Bob.
-- Final scoring (goldmines.md 4): Alice 3 bars, 1 point each = 3; Bob 1
-- bar = 1.  Open features hold no follower.
-- Totals: Alice 6 + 3 = 9; Bob 4 + 1 = 5 (JCloisterZone's assertions).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3601, 'final', 'free', 'finished', 'replays/goldmines');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3601, 'goldmines', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3601, 0, 'Alice', 9);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3601, 1, 'Bob', 5);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 1, 0, 'GO07', 'place', 0, -1, 90, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 2, 1, 'GO01', 'place', 1, -1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 3, 0, 'E', 'place', 0, -2, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 4, 1, 'E', 'place', 1, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 5, 0, 'W', 'place', 1, 0, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 6, 1, 'W', 'place', -1, -1, 0, 'E');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3601, 2, 1, 1, 'token', 'gold', 0, 0, NULL, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3601, 3, 0, 6, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3601, 6, 1, 4, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3601, NULL, 0, 3, 'gold');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3601, NULL, 1, 1, 'gold');

-- Game 3602.
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

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3602, 'final', 'free', 'finished', 'replays/goldmines');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3602, 'goldmines', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3602, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3602, 1, 'Bob', 77);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 1, 0, 'GO05', 'place', 1, 0, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 2, 1, 'GO08', 'place', 1, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 3, 0, 'X', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 4, 1, 'GO04', 'place', 2, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 5, 0, 'GO01', 'place', 1, 1, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 6, 1, 'GO07', 'place', 0, -1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 7, 0, 'GO06', 'place', 1, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 8, 1, 'GO03', 'place', 2, -2, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 9, 0, 'GO02', 'place', 0, -2, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 10, 1, 'H', 'place', 1, -3, 0, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 11, 0, 'I', 'place', 3, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 12, 1, 'W', 'place', 3, -1, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 13, 0, 'E', 'place', 2, -3, 180, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3602, 2, 1, 1, 'token', 'gold', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3602, 4, 1, 1, 'token', 'gold', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3602, 5, 1, 0, 'token', 'gold', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3602, 6, 1, 1, 'token', 'gold', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3602, 7, 1, 0, 'token', 'gold', 1, -1, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3602, 8, 1, 1, 'token', 'gold', 1, -1, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3602, 9, 1, 0, 'token', 'gold', 1, -1, NULL, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3602, 10, 1, 10, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3602, 12, 1, 7, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3602, NULL, 1, 60, 'gold');
