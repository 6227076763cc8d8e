-- monastery-break.sql - BREAKS GOLD-TAKE at final scoring for seat 0.
-- Game 3632, the board of monastery-pass.sql:
-- A monastery's nine squares (goldmines.md 3: "for monasteries, the tile
-- with the monastery and the 8 adjacent tiles"), derived by hand.  Free
-- supply, seat 0 Alice, seat 1 Bob.
--   seq 0       D (0,0): city N, road W-E, field S.
--   seq 1 Alice B (0,1), a monk on its monastery (C).
--   seq 2 Bob   GO01 (1,0) 180: a monastery of its own, its road W-N on
--               D's road, its fields S and E.  A bar on (1,0) (GOLD-TILE);
--               around it lie (0,0) and (0,1): the row puts the second on
--               (0,0) (GOLD-ADJACENT).  Bars: (0,0) 1, (1,0) 1.
--   seq 3-7     B at (-1,1), (1,1), (-1,2), (0,2), (1,2), all fields.
--   seq 8 Bob   U (-1,0) 0 on D's road W: the eighth square around (0,1);
--               Alice's monastery is complete: 9 points to her
--               (BASE-MON-PTS).  Its nine squares hold the bars of (0,0)
--               and (1,0), tiles it only touches: 2 bars to Alice, its
--               only majority (GOLD-TAKE).
-- Final scoring: no follower elsewhere; Alice's 2 bars, 1 point each = 2
-- (GOLD-VALUE).  Totals: Alice 9 + 2 = 11, Bob 0.
--
-- The record gives Alice no gold, as if the monastery took only the bars
-- of its own tile (none): 2 expected (GOLD-TAKE); and so the total, 11
-- not 9 (SCORE-TOTAL).  The record has no row of final scoring at all,
-- so the host adds its hint BASE-END to the first.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3632, 'final', 'free', 'finished', 'replays/goldmines');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3632, 'goldmines', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3632, 0, 'Alice', 9);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3632, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3632, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3632, 1, 0, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3632, 2, 1, 'GO01', 'place', 1, 0, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3632, 3, 0, 'B', 'place', -1, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3632, 4, 1, 'B', 'place', 1, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3632, 5, 0, 'B', 'place', -1, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3632, 6, 1, 'B', 'place', 0, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3632, 7, 0, 'B', 'place', 1, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3632, 8, 1, 'U', 'place', -1, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3632, 2, 1, 1, 'token', 'gold', 0, 0, NULL, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3632, 8, 0, 9, 'monastery');
