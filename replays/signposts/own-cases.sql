-- own-cases.sql - the project's own test cases of rules-en.md 3.1:
-- correct signposts {straight, straight, left} -> 3 x 2 = 6; {right} -> 1;
-- the same three on an incomplete road at game end -> 3.  All valid.
--
-- Passes: SIGN-SCORE-TYPES (games 1, 2), SIGN-FINAL and SIGN-EMPTY-NEXT
-- (game 3), SIGN-DIR, SIGN-NOEND, SIGN-NEXT-TILE, SIGN-OWN-ROAD (only
-- the road's own signposts stand on it; every SP tile here has one road).
-- Seat 0 is Red, seat 1 Blue.
--
-- Game 1:
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
-- Red completes the road at seq 9: 9 + 3 x 2 = 15 (road).  Totals 15, 0.
--
-- Game 2: {right}.
--   seq 0  D at (0,0).  seq 1  Red: W at (0,1) rot 0, meeple on E.
--   seq 2  Blue: SP02 at (1,1) rot 0, road W-E; E: right, W: straight.
--   seq 3  Red: V at (2,1) rot 0, road W-S.
--   seq 4  Blue: A at (2,2) rot 180: the road ends at the monastery.
--   SP02 E right    -> V(2,1), travel east, right = S, leaves S correct
--   SP02 W straight -> W(0,1), the road ends at the crossing    SIGN-NOEND
-- Road of 4 tiles, completed by Blue at seq 4; Red's meeple alone on it:
-- Red 4 + 1 x 1 = 5 (road).  Totals 5, 0.
--
-- Game 3:
-- The board of own-cases.sql game 1 without its last move (A at (4,5)):
-- the road W(0,1) .. SP12(4,4) is 8 tiles and stays open at SP12's S
-- edge, where SP12's "right" now points to an empty square
-- (SIGN-EMPTY-NEXT).  Red's meeple is still on it at the end.
-- Correct at the end: SP01 E straight, SP04 S straight, SP12 N left = 3.
-- SIGN-FINAL: 8 + 3 x 1 = 11 (the types do not matter at the end).
-- Final scoring: Red 11 (road).  Totals 11, 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'signposts own case {S,S,L}'),
  (2, 'final', 'free', 'finished', 'signposts own case {R}'),
  (3, 'final', 'free', 'finished', 'signposts own case, incomplete at the end');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL),
  (2, 'signposts', NULL),
  (3, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', 15), (1, 1, 'Blue', 0),
  (2, 0, 'Red', 5), (2, 1, 'Blue', 0),
  (3, 0, 'Red', 11), (3, 1, 'Blue', 0);
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
  (2, 2, 1, 'SP02', 'place', 1, 1, 0, NULL),
  (2, 3, 0, 'V', 'place', 2, 1, 0, NULL),
  (2, 4, 1, 'A', 'place', 2, 2, 180, NULL),
  (3, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (3, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (3, 2, 1, 'SP01', 'place', 1, 1, 0, NULL),
  (3, 3, 0, 'U', 'place', 2, 1, 0, NULL),
  (3, 4, 1, 'SP04', 'place', 3, 1, 0, NULL),
  (3, 5, 0, 'U', 'place', 3, 2, 90, NULL),
  (3, 6, 1, 'V', 'place', 3, 3, 180, NULL),
  (3, 7, 0, 'V', 'place', 4, 3, 0, NULL),
  (3, 8, 1, 'SP12', 'place', 4, 4, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, 9, 0, 15, 'road'),
  (2, 4, 0, 5, 'road'),
  (3, NULL, 0, 11, 'road');
