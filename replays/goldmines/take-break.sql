-- take-break.sql - BREAKS GOLD-TAKE at final scoring for seat 0, on the
-- board of gold-pass.sql's game 3601:
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
--
-- Game 3631: the record gives Alice 2 gold points, the value of 2 bars,
-- as if the city had not taken (0,0)'s second bar at seq 3; she took 3
-- (GOLD-TAKE): 3 expected; and so the total, 9 not 8 (SCORE-TOTAL).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3631, 'final', 'free', 'finished', 'replays/goldmines');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3631, 'goldmines', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3631, 0, 'Alice', 8);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3631, 1, 'Bob', 5);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3631, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3631, 1, 0, 'GO07', 'place', 0, -1, 90, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3631, 2, 1, 'GO01', 'place', 1, -1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3631, 3, 0, 'E', 'place', 0, -2, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3631, 4, 1, 'E', 'place', 1, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3631, 5, 0, 'W', 'place', 1, 0, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3631, 6, 1, 'W', 'place', -1, -1, 0, 'E');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3631, 2, 1, 1, 'token', 'gold', 0, 0, NULL, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3631, 3, 0, 6, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3631, 6, 1, 4, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3631, NULL, 0, 2, 'gold');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3631, NULL, 1, 1, 'gold');
