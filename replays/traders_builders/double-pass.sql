-- double-pass.sql - the builder's second tile (traders_builders.md 2),
-- derived by hand.  Valid.  PASSES TB-BUILDER, TB-DOUBLE, TB-SUPPLY (one
-- builder, placed once).  Free supply,
-- seat 0 Alice, seat 1 Bob.
--   seq 1 Alice U (1,0) 0, a follower on the road D starts (W).
--   seq 2 Bob   U (-1,0) 0.
--   seq 3 Alice U (2,0) 0, her builder on the same road (W): her follower
--               is on it (2.1, TB-BUILDER).  The tile extends the road,
--               but the builder came with it: no second tile.
--   seq 4 Bob   U (-2,0) 0: extends the road, not his builder.
--   seq 5 Alice U (3,0) 0: extends her builder's road (2.2, TB-DOUBLE):
--   seq 6 Alice plays again, U (4,0) 0, extending it again: no third.
--   seq 7 Bob   E (0,-1) 180: closes D's city, Bob has no follower there.
-- The road stays open; at the end Alice's follower scores 7 tiles, (-2,0)
-- to (4,0): 7 (road, final scoring).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3601, 'final', 'free', 'finished', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3601, 'traders_builders', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3601, 0, 'Alice', 7);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3601, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 2, 1, 'U', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 3, 0, 'U', 'place', 2, 0, 0, 'builder:W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 4, 1, 'U', 'place', -2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 5, 0, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 6, 0, 'U', 'place', 4, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 7, 1, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3601, NULL, 0, 7, 'road');
