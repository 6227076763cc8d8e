-- flight-pass.sql - two games derived by hand, valid.  PASSES FLIER-ROLL,
-- FLIER-LAND, FLIER-MUST, FLIER-RETURN.
-- The board (free supply, seat 0 Alice, seat 1 Bob; flier.md):
--   seq 0       D (0,0), the start tile: city N, road W-E.
--   seq 1 Alice U (1,0) 0 and seq 2 Bob U (2,0) 0: the road goes on east.
--   seq 3 Alice FL05 (3,0) 0: the road ends its run of four tiles, still
--               open at both ends; its flying machine points W.  (FL03,
--               the same road, points NW.)  JCloisterZone's engine test
--               flying-machines/placement-is-mandatory.jcz plays this
--               board, its die 1.
--
-- Game 3701: at seq 3 Alice puts no figure on the tile (moves.meeple
-- NULL) but a follower on the machine: the die says 1 (roll, n 1): one
-- tile W is (2,0), whose road is open: the flier lands on it (place
-- follower (2,0) W, n 2; FLIER-LAND, FLIER-MUST).  Final scoring
-- (rules-en.md BASE-ROAD-END): the open road (0,0) (1,0) (2,0) (3,0),
-- 4 tiles, 1 each = 4 to Alice.  Totals: Alice 4, Bob 0.
-- Game 3702: at seq 3 Alice places FL03 instead, its machine pointing
-- NW, and flies: the die says 2: (1,-2), where no tile lies: the flier
-- goes back to her supply, no place row (FLIER-RETURN).  No points.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3701, 'final', 'free', 'finished', 'replays/flier');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3701, 'flier', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3701, 0, 'Alice', 4);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3701, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3701, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3701, 1, 0, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3701, 2, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3701, 3, 0, 'FL05', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3701, 3, 1, NULL, 'roll', NULL, NULL, NULL, NULL, '1');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3701, 3, 2, 0, 'place', 'follower', 2, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3701, NULL, 0, 4, 'road');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3702, 'final', 'free', 'finished', 'replays/flier');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3702, 'flier', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3702, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3702, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3702, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3702, 1, 0, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3702, 2, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3702, 3, 0, 'FL03', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3702, 3, 1, NULL, 'roll', NULL, NULL, NULL, NULL, '2');
