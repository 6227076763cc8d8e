-- goods-pass.sql - goods to the completer, and their majority
-- (traders_builders.md 4), as JCloisterZone's engine test wine-scoring.
-- Valid.  PASSES TB-GOODS, TB-GOODS-PTS.  Free supply.
--   seq 1 Alice TB02 (0,-1) 180, its wine city (N W, now S E) on D's
--               city, a follower in it (S).
--   seq 2 Bob   E (1,-1) 270 closes the city: 3 tiles, Alice's: 6 (city).
--               Bob completed it: the wine token is his (4.1, TB-GOODS),
--               though he has no follower there.
-- Final scoring: the most wine, 1 token, Bob: 10 (goods, TB-GOODS-PTS).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3608, 'final', 'free', 'finished', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3608, 'traders_builders', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3608, 0, 'Alice', 6);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3608, 1, 'Bob', 10);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3608, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3608, 1, 0, 'TB02', 'place', 0, -1, 180, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3608, 2, 1, 'E', 'place', 1, -1, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3608, 2, 0, 6, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3608, NULL, 1, 10, 'goods');
