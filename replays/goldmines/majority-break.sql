-- majority-break.sql - BREAKS GOLD-TAKE at final scoring for seats 0 and
-- 1, on the board of majority-pass.sql's game 3613:
-- Free supply, seat 0 Alice, seat 1 Bob.
--   seq 0       D (0,0): road W-E, field S.
--   seq 1 Alice U (1,0), her big follower on its road (big:E, IC-BIG-SPOT):
--               the road (0,0) (1,0).
--   seq 2 Bob   GO01 (1,1) 90: monastery, road S-W, fields N and E.  A bar
--               on (1,1); around it (0,0) and (1,0): the row puts the
--               second on (1,0).
--   seq 3 Alice B (2,1).
--   seq 4 Bob   U (3,1) 90, road N-S, a follower on it (N).
--   seq 5 Alice GO05 (3,0) 90: its roads E-N and W-S, the second on
--               (3,1)'s road.  A bar on (3,0); around it (2,1) and (3,1):
--               the row puts the second on (3,1).
--   seq 6 Bob   U (2,0) joins the two roads: (0,0) (1,0) (2,0) (3,0)
--               (3,1), Alice's big follower and Bob's follower.
--   seq 7 Alice A (-1,0) 270 ends it at the west (its monastery).
--   seq 8 Bob   A (3,2) 180 ends it at the south: the road of 7 tiles
--               (-1,0) (0,0) (1,0) (2,0) (3,0) (3,1) (3,2) is complete.
--               Its majority by weight: Alice 2 (the big follower counts
--               as two, IC-BIG-WEIGHT), Bob 1: 7 to Alice alone
--               (BASE-SCORE-MAJ), none to Bob.  Its bars: (1,0) 1, (3,0)
--               1, (3,1) 1 = 3 (those of (1,1) are on no tile of it), to
--               the same majority (GOLD-TAKE): Bob, the player of the turn,
--               may take none; Alice takes all three.
-- Final scoring: no follower left on an open feature; gold: Alice 3 bars,
-- 1 point each = 3, Bob none (GOLD-VALUE).  Totals: Alice 7 + 3 = 10,
-- Bob 0.
--
-- Game 3634: the record counts the big follower as one follower: a tie
-- at seq 8, 7 to each (Bob's 7 is IC-BIG-WEIGHT's: the big follower
-- outweighs him), and the bars shared as in tie-pass.sql, Alice 1, Bob
-- 2: the majority took them all, Alice 3 expected, Bob 0 (GOLD-TAKE);
-- and so the totals, Alice 10 not 8, Bob 0 not 9 (SCORE-TOTAL).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3634, 'final', 'free', 'finished', 'replays/goldmines');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3634, 'goldmines', NULL);
INSERT INTO game_expansions(game_id, name, variant) VALUES (3634, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3634, 0, 'Alice', 8);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3634, 1, 'Bob', 9);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3634, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3634, 1, 0, 'U', 'place', 1, 0, 0, 'big:E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3634, 2, 1, 'GO01', 'place', 1, 1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3634, 3, 0, 'B', 'place', 2, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3634, 4, 1, 'U', 'place', 3, 1, 90, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3634, 5, 0, 'GO05', 'place', 3, 0, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3634, 6, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3634, 7, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3634, 8, 1, 'A', 'place', 3, 2, 180, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3634, 2, 1, 1, 'token', 'gold', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3634, 5, 1, 0, 'token', 'gold', 3, 1, NULL, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3634, 8, 0, 7, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3634, 8, 1, 7, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3634, NULL, 0, 1, 'gold');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3634, NULL, 1, 2, 'gold');
