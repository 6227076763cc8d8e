-- tie-pass.sql - valid.  PASSES GOLD-TAKE, GOLD-ADJACENT, GOLD-VALUE.
-- Game 3604.
-- A tie: the bars go out one at a time in turn order from the player of
-- the turn (goldmines.md 3), derived by hand.  Free supply, seat 0 Alice,
-- seat 1 Bob.
--   seq 0       D (0,0): road W-E, field S.
--   seq 1 Alice U (1,0), a follower on its road (E): the road (0,0) (1,0).
--   seq 2 Bob   GO01 (1,1) 90: monastery, road S-W, fields N and E.  A bar
--               on (1,1); around it (0,0) and (1,0): the row puts the
--               second on (1,0).
--   seq 3 Alice B (2,1).
--   seq 4 Bob   U (3,1) 90, road N-S, a follower on it (N).
--   seq 5 Alice GO05 (3,0) 90: its roads E-N and W-S, the second on
--               (3,1)'s road.  A bar on (3,0); around it (2,1) and (3,1):
--               the row puts the second on (3,1).
--   seq 6 Bob   U (2,0) joins the two roads: (0,0) (1,0) (2,0) (3,0)
--               (3,1), Alice's follower and Bob's.
--   seq 7 Alice A (-1,0) 270 ends it at the west (its monastery).
--   seq 8 Bob   A (3,2) 180 ends it at the south: the road of 7 tiles
--               (-1,0) (0,0) (1,0) (2,0) (3,0) (3,1) (3,2) is complete, one
--               follower each: 7 to both (BASE-SCORE-TIE).  Its bars:
--               (1,0) 1, (3,0) 1, (3,1) 1 = 3 (those of (1,1) are on no
--               tile of it).  Bob, the player of the turn, takes one, then
--               Alice, then Bob: Bob 2, Alice 1 (GOLD-TAKE).
-- Final scoring: no follower left on an open feature; gold: Alice 1 bar
-- = 1, Bob 2 bars, 1 each = 2 (GOLD-VALUE).  Totals: Alice 7 + 1 = 8,
-- Bob 7 + 2 = 9.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3604, 'final', 'free', 'finished', 'replays/goldmines');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3604, 'goldmines', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3604, 0, 'Alice', 8);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3604, 1, 'Bob', 9);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 2, 1, 'GO01', 'place', 1, 1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 3, 0, 'B', 'place', 2, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 4, 1, 'U', 'place', 3, 1, 90, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 5, 0, 'GO05', 'place', 3, 0, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 6, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 7, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 8, 1, 'A', 'place', 3, 2, 180, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3604, 2, 1, 1, 'token', 'gold', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3604, 5, 1, 0, 'token', 'gold', 3, 1, NULL, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3604, 8, 0, 7, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3604, 8, 1, 7, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3604, NULL, 0, 1, 'gold');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3604, NULL, 1, 2, 'gold');
