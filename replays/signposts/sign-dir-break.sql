-- sign-dir-break.sql - breaks SIGN-DIR: the record counts a signpost whose
-- road goes on past the next tile, but not the way it points.
--   seq 0  D at (0,0).  seq 1  Red: W at (0,1) rot 0, meeple on E.
--   seq 2  Blue: U at (1,1) rot 0.
--   seq 3  Red: SP05 at (2,1) rot 0: city N, road W-E; E: straight,
--          W: right.
--   seq 4  Blue: U at (3,1) rot 0.
--   seq 5  Red: W at (4,1) rot 0: the road ends at the crossing.
--   SP05 E straight -> U(3,1), travel east, leaves E             correct
--   SP05 W right    -> U(1,1), travel west, right = N, but the road
--                      leaves W (goes on, the wrong way)         SIGN-DIR
-- The rules: 5 + 1 = 6.  The record: {straight, right}, 5 + 2 x 2 = 9.
-- carc cites SIGN-SCORE-TYPES (a miscounted completed-road bonus; the
-- verifier asks plugins only about points no rule gives).  The 3 extra
-- points are what counting the SIGN-DIR signpost adds, and no other
-- signpost fails: explain names SIGN-DIR once asked about the difference.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'dir counted');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', NULL), (1, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (1, 2, 1, 'U', 'place', 1, 1, 0, NULL),
  (1, 3, 0, 'SP05', 'place', 2, 1, 0, NULL),
  (1, 4, 1, 'U', 'place', 3, 1, 0, NULL),
  (1, 5, 0, 'W', 'place', 4, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, 5, 0, 9, 'road');
