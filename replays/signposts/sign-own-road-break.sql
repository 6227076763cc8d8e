-- sign-own-road-break.sql - breaks SIGN-OWN-ROAD: the record counts both
-- signposts of SP08 for Red's road, though one stands on Blue's road.
--   seq 0  D at (0,0).
--   seq 1  Red: SP08 at (0,1) rot 0: a monastery with two roads, E and S,
--          each ending at it; E: right, S: left.  Red's meeple on the E
--          road.
--   seq 2  Blue: V at (0,2) rot 180 (road N-E); Blue's meeple on it (N):
--          the S road of SP08.
--   seq 3  Red: V at (1,1) rot 0 (road W-S), on the E road.
--   seq 4  Blue: X at (1,2): both roads end at the crossing, both complete.
--   SP08 E right -> V(1,1), travel east, right = S, leaves S: correct,
--                   on the E road (Red's)
--   SP08 S left  -> V(0,2), travel south, left = E, leaves E: correct,
--                   on the S road (Blue's)
-- Each road: SP08, a V, X = 3 tiles, and its own one signpost.
-- The rules: Red 4, Blue 4.  The record: Red 3 + 2 x 2 = 7, Blue 4.
-- carc cites SIGN-SCORE-TYPES for Red (a miscounted completed-road
-- bonus).  The 3 extra points are what counting the other road's correct
-- signpost adds: explain names SIGN-OWN-ROAD once asked about the
-- difference.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'other road counted');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', NULL), (1, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'SP08', 'place', 0, 1, 0, 'E'),
  (1, 2, 1, 'V', 'place', 0, 2, 180, 'N'),
  (1, 3, 0, 'V', 'place', 1, 1, 0, NULL),
  (1, 4, 1, 'X', 'place', 1, 2, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, 4, 0, 7, 'road'),
  (1, 4, 1, 4, 'road');
