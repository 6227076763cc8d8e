-- sign-score-maj-pass.sql - passes SIGN-SCORE-MAJ: the signpost bonus is
-- part of the road's value and goes, with the tile points, only to the
-- road's majority; a minority meeple gets neither.  Valid.  (The break
-- is sign-score-maj.sql game 1, the bonus given to a seat without the
-- majority; its game 2 is the tie, each leader getting the bonus.)
--
-- Seat 0 is Red, seat 1 is Blue.  Row 0 (D and four U) only carries the
-- row 1 road's tiles (their S edges are fields); its own road D-U-U-U-U
-- holds no meeple.  Row 1 is built in three parts, one meeple each, then
-- joined: two of Red's, one of Blue's.
--   seq 0  D at (0,0).
--   seq 1  Red: W at (0,1) rot 0 (F R R R), meeple on its E road (a road
--          that ends at the crossing): part 1, Red.
--   seq 2  Blue: U at (1,0) rot 0.   seq 3  Red: U at (2,0) rot 0.
--   seq 4  Blue: U at (3,0) rot 0.
--   seq 5  Red: U at (2,1) rot 0 (road W-E, both ends open), meeple on
--          it (E): part 2, Red.
--   seq 6  Blue: U at (4,0) rot 0.
--   seq 7  Red: SP01 at (1,1) rot 0 (road W-E) joins parts 1 and 2, no
--          meeple (both Red's: BASE-MEEPLE-FREE would forbid one).  The
--          road still runs open out of U(2,1)'s E edge.
--   seq 8  Blue: A at (4,1) rot 90: its road (S at rot 0) leaves by W
--          and ends at the monastery.  Blue's meeple on the road (W):
--          part 3, Blue.
--   seq 9  Red: SP02 at (3,1) rot 0 (road W-E) joins parts 2 and 3: the
--          road W(0,1), SP01, U(2,1), SP02, A(4,1) ends at the crossing
--          and at the monastery: complete, 5 tiles (BASE-ROAD-PTS).
-- Its signposts (rules-en.md 3.1, SIGN-NEXT-TILE, SIGN-DIR, SIGN-NOEND):
--   SP01 E straight -> U(2,1), travel east, straight = E, leaves E and
--                      goes on: correct.
--   SP01 W left     -> W(0,1): the road ends at the crossing: not correct.
--   SP02 E right    -> A(4,1): the road ends at the monastery: not correct.
--   SP02 W straight -> U(2,1), travel west, straight = W, leaves W and
--                      goes on: correct.
-- 2 correct, 1 type: bonus 2 x 1 = 2 (SIGN-SCORE-TYPES); value 5 + 2 = 7.
-- Majority (rules-en.md 3.1 "Scoring a completed road", point 4): Red 2
-- meeples, Blue 1: Red 7 (road, seq 9), Blue nothing: not the 5 tile
-- points, not the bonus.  All three meeples go home.
-- End: no meeple on the board, no final points.  Totals Red 7, Blue 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'the bonus to the majority only');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', 7), (1, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (1, 2, 1, 'U', 'place', 1, 0, 0, NULL),
  (1, 3, 0, 'U', 'place', 2, 0, 0, NULL),
  (1, 4, 1, 'U', 'place', 3, 0, 0, NULL),
  (1, 5, 0, 'U', 'place', 2, 1, 0, 'E'),
  (1, 6, 1, 'U', 'place', 4, 0, 0, NULL),
  (1, 7, 0, 'SP01', 'place', 1, 1, 0, NULL),
  (1, 8, 1, 'A', 'place', 4, 1, 90, 'W'),
  (1, 9, 0, 'SP02', 'place', 3, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, 9, 0, 7, 'road');
