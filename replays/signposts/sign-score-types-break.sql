-- sign-score-types-break.sql - breaks SIGN-SCORE-TYPES: the bonus of a
-- completed road is (correct signposts) x (distinct types among them).
-- The board of own-cases.sql game 1 (the pass next to it):
--   seq 0  D at (0,0).
--   seq 1  Red: W (crossing) at (0,1) rot 0; a meeple on its E road.
--   seq 2  Blue: SP01 at (1,1) rot 0, road W-E; E: straight, W: left.
--   seq 3  Red: U at (2,1) rot 0, road W-E.
--   seq 4  Blue: SP04 at (3,1) rot 0, road W-S; S: straight, W: left.
--   seq 5  Red: U at (3,2) rot 90, road N-S.
--   seq 6  Blue: V at (3,3) rot 180, road N-E.
--   seq 7  Red: V at (4,3) rot 0, road W-S.
--   seq 8  Blue: SP12 at (4,4) rot 0, road N-S; N: left, S: right.
--   seq 9  Red: A at (4,5) rot 180: the road ends at the monastery.
-- The road runs W(0,1) .. A(4,5): 9 tiles.  Its six signposts:
--   SP01 E straight -> U(2,1), travel east, leaves E            correct
--   SP01 W left     -> W(0,1), the road ends at the crossing    SIGN-NOEND
--   SP04 S straight -> U(3,2), travel south, leaves S           correct
--   SP04 W left     -> U(2,1), travel west, left = S, leaves W  SIGN-DIR
--   SP12 N left     -> V(4,3), travel north, left = W, leaves W correct
--   SP12 S right    -> A(4,5), the road ends at the monastery   SIGN-NOEND
-- Correct {straight, straight, left}: k = 3, t = 2.
-- The rules: 9 + 3 x 2 = 15.
-- Game 1 records 9 + 3 = 12: one point per signpost, as if at game end.
-- Game 2 records 9 + 3 x 3 = 18: three types claimed.
-- Both: SIGN-SCORE-TYPES at seq 9, expected 15, recorded 12 / 18.
-- players.final_score is NULL: the one divergence is the road's.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'types ignored'),
  (2, 'final', 'free', 'finished', 'three types claimed');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL),
  (2, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', NULL), (1, 1, 'Blue', NULL),
  (2, 0, 'Red', NULL), (2, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (1, 2, 1, 'SP01', 'place', 1, 1, 0, NULL),
  (1, 3, 0, 'U', 'place', 2, 1, 0, NULL),
  (1, 4, 1, 'SP04', 'place', 3, 1, 0, NULL),
  (1, 5, 0, 'U', 'place', 3, 2, 90, NULL),
  (1, 6, 1, 'V', 'place', 3, 3, 180, NULL),
  (1, 7, 0, 'V', 'place', 4, 3, 0, NULL),
  (1, 8, 1, 'SP12', 'place', 4, 4, 0, NULL),
  (1, 9, 0, 'A', 'place', 4, 5, 180, NULL),
  (2, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (2, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (2, 2, 1, 'SP01', 'place', 1, 1, 0, NULL),
  (2, 3, 0, 'U', 'place', 2, 1, 0, NULL),
  (2, 4, 1, 'SP04', 'place', 3, 1, 0, NULL),
  (2, 5, 0, 'U', 'place', 3, 2, 90, NULL),
  (2, 6, 1, 'V', 'place', 3, 3, 180, NULL),
  (2, 7, 0, 'V', 'place', 4, 3, 0, NULL),
  (2, 8, 1, 'SP12', 'place', 4, 4, 0, NULL),
  (2, 9, 0, 'A', 'place', 4, 5, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, 9, 0, 12, 'road'),
  (2, 9, 0, 18, 'road');
