-- majority-pass.sql - valid.  PASSES GOLD-TAKE, GOLD-VALUE.
-- Game 3613.
-- The majority that takes the gold is the one the feature's points go
-- to, weights included (goldmines.md 3: "the players of its majority";
-- carc asks the host's feature_majority, the rule of BASE-SCORE-MAJ): the
-- board of tie-pass.sql, with Alice's follower a big one (Inns &
-- Cathedrals), derived by hand.  Free supply, seat 0 Alice, seat 1 Bob.
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

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3613, 'final', 'free', 'finished', 'replays/goldmines');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3613, 'goldmines', NULL);
INSERT INTO game_expansions(game_id, name, variant) VALUES (3613, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3613, 0, 'Alice', 10);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3613, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3613, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3613, 1, 0, 'U', 'place', 1, 0, 0, 'big:E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3613, 2, 1, 'GO01', 'place', 1, 1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3613, 3, 0, 'B', 'place', 2, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3613, 4, 1, 'U', 'place', 3, 1, 90, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3613, 5, 0, 'GO05', 'place', 3, 0, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3613, 6, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3613, 7, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3613, 8, 1, 'A', 'place', 3, 2, 180, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3613, 2, 1, 1, 'token', 'gold', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3613, 5, 1, 0, 'token', 'gold', 3, 1, NULL, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3613, 8, 0, 7, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3613, NULL, 0, 3, 'gold');
