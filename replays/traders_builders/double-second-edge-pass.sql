-- double-second-edge-pass.sql - double-pass.sql with the builder's road
-- extended by a tile whose first edge is a city's (traders_builders.md
-- 2.2), derived by hand.  Valid.  PASSES TB-DOUBLE.  Free supply, seat 0
-- Alice, seat 1 Bob.
--   seq 1 Alice U (1,0) 0, a follower on the road D starts (W).
--   seq 2 Bob   U (-1,0) 0.
--   seq 3 Alice U (2,0) 0, her builder on the same road (W) (TB-BUILDER).
--   seq 4 Bob   U (-2,0) 0: extends the road, not his builder.
--   seq 5 Alice D (3,0) 0: a city north (a feature of its own, nobody's)
--               and the road west to east, which extends her builder's
--               road (2.2, TB-DOUBLE): the road is the tile's second
--               feature by its edges (N, then E), the builder found there.
--   seq 6 Alice plays again, U (4,0) 0, extending it again: no third.
--   seq 7 Bob   E (0,-1) 180: closes D's city at (0,0), Bob has no
--               follower there.
-- The road stays open; at the end Alice's follower scores 7 tiles, (-2,0)
-- to (4,0): 7 (road, final scoring).  D's city at (3,0) stays open,
-- nobody's.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3617, 'final', 'free', 'finished', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3617, 'traders_builders', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3617, 0, 'Alice', 7);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3617, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3617, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3617, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3617, 2, 1, 'U', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3617, 3, 0, 'U', 'place', 2, 0, 0, 'builder:W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3617, 4, 1, 'U', 'place', -2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3617, 5, 0, 'D', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3617, 6, 0, 'U', 'place', 4, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3617, 7, 1, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3617, NULL, 0, 7, 'road');
