-- sign-noend-break.sql - breaks SIGN-NOEND: the record counts a signpost
-- whose road ends on the next tile (a crossing that looks like it goes on).
--   seq 0  D at (0,0).  seq 1  Red: W at (0,1) rot 0, meeple on E.
--   seq 2  Blue: SP02 at (1,1) rot 0, road W-E; E: right, W: straight.
--   seq 3  Red: V at (2,1) rot 0, road W-S.
--   seq 4  Blue: A at (2,2) rot 180: the road ends at the monastery.
--   SP02 E right    -> V(2,1), travel east, right = S, leaves S  correct
--   SP02 W straight -> W(0,1): the crossing has a road going on
--                      straight (W), but this road ends there    SIGN-NOEND
-- The rules: 4 + 1 = 5.  The record counts both: {right, straight},
-- 4 + 2 x 2 = 8.  carc cites SIGN-SCORE-TYPES (the completed road's bonus
-- is miscounted; the verifier asks plugins only about points no rule
-- gives).  The 3 extra points are exactly what counting the SIGN-NOEND
-- signpost adds, and no other signpost fails: explain names SIGN-NOEND
-- once the verifier asks it about the difference.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'noend counted');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', NULL), (1, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (1, 2, 1, 'SP02', 'place', 1, 1, 0, NULL),
  (1, 3, 0, 'V', 'place', 2, 1, 0, NULL),
  (1, 4, 1, 'A', 'place', 2, 2, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, 4, 0, 8, 'road');
