-- sign-score-maj.sql - SIGN-SCORE-MAJ: the signpost bonus is part of the
-- road's value and goes to the road's majority only (each tied leader
-- gets all of it).
--
-- Game 1 (break): the worked example (worked-example.sql game 1): Red's
--   meeple alone completes the road, 9 + 15 = 24.  The record gives Red
--   24 and also gives Blue, who has no meeple on the road, the signpost
--   bonus of 15: SIGN-SCORE-MAJ at seq 9 for seat 1 (expected 0, recorded
--   15).
-- Game 2 (pass, a tie):
--   seq 0  D at (0,0).  seq 1  Red: W at (0,1) rot 0, meeple on E.
--   seq 2  Blue: U at (1,0) rot 0.  seq 3  Red: U at (2,0) rot 0.
--   seq 4  Blue: V at (2,1) rot 0 (road W-S), Blue's meeple on it (W).
--   seq 5  Red: A at (2,2) rot 180, the road ends at the monastery.
--   seq 6  Blue: SP02 at (1,1) rot 0 joins the two parts: the road
--          W(0,1), SP02, V(2,1), A(2,2) = 4 tiles is complete.
--   SP02 E right -> V(2,1), right = S, leaves S: correct; SP02 W straight
--   -> W(0,1), ends: SIGN-NOEND.  Value 4 + 1 x 1 = 5.
--   One meeple each: a tie, each gets the whole value, bonus included:
--   Red 5, Blue 5 (road, seq 6).  Totals 5, 5.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'bonus to a minority'),
  (2, 'final', 'free', 'finished', 'a tie shares the bonus');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL),
  (2, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', NULL), (1, 1, 'Blue', NULL),
  (2, 0, 'Red', 5), (2, 1, 'Blue', 5);
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
  (1, 9, 0, 'A', 'place', 4, 5, 180, NULL),
  (2, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (2, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (2, 2, 1, 'U', 'place', 1, 0, 0, NULL),
  (2, 3, 0, 'U', 'place', 2, 0, 0, NULL),
  (2, 4, 1, 'V', 'place', 2, 1, 0, 'W'),
  (2, 5, 0, 'A', 'place', 2, 2, 180, NULL),
  (2, 6, 1, 'SP02', 'place', 1, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, 9, 0, 24, 'road'),
  (1, 9, 1, 15, 'road'),
  (2, 6, 0, 5, 'road'),
  (2, 6, 1, 5, 'road');
