-- double-city-pass.sql - the builder's second tile in a city
-- (traders_builders.md 2), derived by hand.  Valid.  PASSES TB-BUILDER,
-- TB-DOUBLE in a city as double-pass.sql on a road.  Free supply, seat 0
-- Alice, seat 1 Bob.
--   seq 1 Alice G (0,-1) 90, the city N-S, joined to D's: a follower in
--               it (N).
--   seq 2 Bob   U (-1,0) 0.
--   seq 3 Alice G (0,-2) 90, her builder in the same city (N): her
--               follower is in it (2.1, TB-BUILDER).  The tile extends
--               the city, but the builder came with it: no second tile.
--   seq 4 Bob   U (-2,0) 0.
--   seq 5 Alice G (0,-3) 90: extends her builder's city (2.2, TB-DOUBLE):
--   seq 6 Alice plays again, G (0,-4) 90, extending it again: no third.
--   seq 7 Bob   U (1,0) 0.
-- The city stays open; at the end Alice's follower scores its 5 tiles,
-- (0,0) to (0,-4): 5 (city, final scoring).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3616, 'final', 'free', 'finished', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3616, 'traders_builders', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3616, 0, 'Alice', 5);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3616, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3616, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3616, 1, 0, 'G', 'place', 0, -1, 90, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3616, 2, 1, 'U', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3616, 3, 0, 'G', 'place', 0, -2, 90, 'builder:N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3616, 4, 1, 'U', 'place', -2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3616, 5, 0, 'G', 'place', 0, -3, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3616, 6, 0, 'G', 'place', 0, -4, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3616, 7, 1, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3616, NULL, 0, 5, 'city');
