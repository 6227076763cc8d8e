-- worked-example.sql - the official Example 2 of The Signposts (seed 000;
-- rules-en.md 3.1 "Worked example"), built as a legal board: Red completes
-- a road worth 9 with eight signposts along it, 5 correct of all three
-- types, 3 incorrect; 9 + 5 x 3 = 24.
--
-- Game 1: valid.  Passes SIGN-NEXT-TILE, SIGN-DIR, SIGN-NOEND,
-- SIGN-SCORE-TYPES, SIGN-SCORE-MAJ (Blue, without a meeple, gets nothing).
-- Game 2: the same game recorded with the bonus left out (9): breaks
-- SIGN-SCORE-TYPES.  players.final_score is left NULL so that the one
-- divergence is the road's.
--
-- Seat 0 is Red, seat 1 Blue.  The road, in travel order T1..T9 (y grows
-- south):
--   T1 (0,1) W    rot 0    crossing: the road ends at its E edge; Red's
--                          meeple on it (spot E), seq 1
--   T2 (1,1) SP01 rot 0    road W-E; E: straight, W: left
--   T3 (2,1) SP02 rot 0    road W-E; E: right,    W: straight
--   T4 (3,1) SP04 rot 0    road W-S; S: straight, W: left
--   T5 (3,2) U    rot 90   road N-S
--   T6 (3,3) V    rot 180  road N-E
--   T7 (4,3) V    rot 0    road W-S
--   T8 (4,4) SP12 rot 0    road N-S; N: left,     S: right
--   T9 (4,5) A    rot 180  the road ends at the monastery (road N only)
-- The eight signposts, each judged on the tile across its edge:
--   T2 E straight -> T3, travel east, T3 leaves E             correct
--   T2 W left     -> T1, the road ends at the crossing        NOEND (it
--                    would leave S, and S has a road, but another one)
--   T3 E right    -> T4, travel east, right = S, T4 leaves S  correct
--   T3 W straight -> T2, travel west, T2 leaves W             correct
--   T4 S straight -> T5, travel south, T5 leaves S            correct
--   T4 W left     -> T3, travel west, left = S, T3 leaves W   DIR
--   T8 N left     -> T7, travel north, left = W, T7 leaves W  correct
--   T8 S right    -> T9, the road ends at the monastery, and
--                    right = W is not even a road edge        NOEND and DIR
-- Correct: 5, types {straight, right, left} = 3: bonus 5 x 3 = 15.
-- Road: 9 tiles = 9.  Red scores 9 + 15 = 24 at seq 9 (road); Red's
-- meeple goes home, nothing is left for the final scoring.
-- Totals: Red 24, Blue 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'signposts example 2, valid'),
  (2, 'final', 'free', 'finished', 'signposts example 2, bonus left out');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL), (2, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', 24), (1, 1, 'Blue', 0),
  (2, 0, 'Red', NULL), (2, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (1, 2, 1, 'SP01', 'place', 1, 1, 0, NULL),
  (1, 3, 0, 'SP02', 'place', 2, 1, 0, NULL),
  (1, 4, 1, 'SP04', 'place', 3, 1, 0, NULL),
  (1, 5, 0, 'U', 'place', 3, 2, 90, NULL),
  (1, 6, 1, 'V', 'place', 3, 3, 180, NULL),
  (1, 7, 0, 'V', 'place', 4, 3, 0, NULL),
  (1, 8, 1, 'SP12', 'place', 4, 4, 0, NULL),
  (1, 9, 0, 'A', 'place', 4, 5, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple)
  SELECT 2, seq, seat, tile, action, x, y, rotation, meeple FROM moves
  WHERE game_id = 1;
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, 9, 0, 24, 'road'),
  (2, 9, 0, 9, 'road');
