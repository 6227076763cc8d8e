-- order-break.sql - BREAKS GOLD-TAKE at final scoring for seats 0 and 1.
-- Game 3643, the board of order-pass.sql:
-- Two scoring turns: in the second, each bar goes from the tile the most
-- seats may take from (goldmines.md 3 and 5), counted from that turn's
-- claims alone, not added to the first turn's.  Derived by hand.  Free
-- supply, seat 0 Alice, seat 1 Bob.
--   seq 0       D (0,0): city N, road W-E, field S.
--   seq 1 Alice GO01 (0,1): monastery, road E-S, fields N and W.  A bar
--               on (0,1); around it only (0,0): carc puts the second
--               there (no row).
--   seq 2 Bob   E (0,-1) 180, city S, a follower on it (S): the city
--               (0,-1) (0,0) is complete, 4 to Bob.  Its bars: (0,0) 1,
--               claimed by Bob alone: Bob takes it (GOLD-TAKE).  Bob 1.
--   seq 3 Alice U (1,0), a follower on its road (E): the road (0,0) (1,0).
--   seq 4 Bob   A (-1,0) 270 ends the road at the west.
--   seq 5 Alice GO07 (2,0) 90: road W-E, city N-S.  A bar on (2,0);
--               around it only (1,0): carc puts the second on (1,0).
--   seq 6 Bob   U (3,0).
--   seq 7 Alice E (2,1), its city N joins (2,0)'s.
--   seq 8 Bob   B (3,1), a follower on the monastery (C).
--   seq 9 Alice E (4,1) 90.
--   seq 10 Bob  B (2,2).
--   seq 11 Alice B (3,2).
--   seq 12 Bob  B (4,2).
--   seq 13 Alice A (4,0) 90 ends the road at the east: the road (-1,0)
--               (0,0) (1,0) (2,0) (3,0) (4,0), Alice's follower, 6 to
--               Alice; and Bob's monastery (3,1) has its eight
--               neighbours, 9 to Bob.  Bars: (1,0) 1, on the road only:
--               Alice may take it; (2,0) 1, on the road and in the
--               monastery's nine squares: Alice and Bob may take it.  The
--               road claims (1,0) first (placed first), but (2,0) is the
--               tile more seats may take from.  Alice, the player of the
--               turn, takes (2,0)'s; Bob may take nothing left; Alice
--               takes (1,0)'s (GOLD-TAKE).  Alice 2, Bob 1.  (Had Alice
--               taken (1,0)'s first, Bob would have taken (2,0)'s: 1
--               and 2.)
-- Final scoring: no follower left on an open feature; the bar on (0,1)
-- is worth nothing; gold: Alice 2 bars, 1 each = 2, Bob 1 bar = 1
-- (GOLD-VALUE).  Totals: Alice 6 + 2 = 8, Bob 4 + 9 + 1 = 14.
--
-- The record hands out the bars of seq 13 from (1,0) first, the tile
-- claimed first, as if (1,0) had as many seats as (2,0) (an earlier
-- turn's count left over): Alice 1 bar (1 point), Bob 2 (2 points).  The
-- rules give Alice 2 and Bob 1 (GOLD-TAKE for each seat), and so the
-- totals 8 and 14, not 7 and 15 (SCORE-TOTAL).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3643, 'final', 'free', 'finished', 'replays/goldmines');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3643, 'goldmines', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3643, 0, 'Alice', 7);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3643, 1, 'Bob', 15);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3643, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3643, 1, 0, 'GO01', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3643, 2, 1, 'E', 'place', 0, -1, 180, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3643, 3, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3643, 4, 1, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3643, 5, 0, 'GO07', 'place', 2, 0, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3643, 6, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3643, 7, 0, 'E', 'place', 2, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3643, 8, 1, 'B', 'place', 3, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3643, 9, 0, 'E', 'place', 4, 1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3643, 10, 1, 'B', 'place', 2, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3643, 11, 0, 'B', 'place', 3, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3643, 12, 1, 'B', 'place', 4, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3643, 13, 0, 'A', 'place', 4, 0, 90, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3643, 2, 1, 4, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3643, 13, 0, 6, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3643, 13, 1, 9, 'monastery');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3643, NULL, 0, 1, 'gold');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3643, NULL, 1, 2, 'gold');
