-- orient-pass.sql - ROSE-ORIENT-FREE kept: the quarter tile's own rotation
-- plays no part in the section test.  Valid.
--
-- The case of JCloisterZone's engine test wind-rose-bonus.jcz: orange
-- rose at (0,0) rotation 0, the SW tile at (-1,1) turned 270, +3.
--   seq 1  seat 0: U at (0,1) rotation 0 (road W-E).
--   seq 2  seat 1: CR-SW at (-1,1) rotation 270 (its road E-S joins U's):
--          n = -1, e = -1: SW.  +3 compass, whatever way the tile
--          (and its printed label) is turned.
--   seq 3  seat 0: CR-NE at (0,2) rotation 180 (field N against U):
--          n = -2, e = 0: SE and SW, not NE.  Turned 180, its label
--          points south-west, but the label's direction does not count:
--          nothing.
-- No meeples: no final points.  Totals: seat 0 0, seat 1 3.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (71, 'final', 'free', 'finished', 'quarter tiles turned');
INSERT INTO game_expansions(game_id, name, variant) VALUES (71, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (71, 0, 'A', 0), (71, 1, 'B', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (71, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (71, 1, 0, 'U', 'place', 0, 1, 0, NULL),
  (71, 2, 1, 'CR-SW', 'place', -1, 1, 270, NULL),
  (71, 3, 0, 'CR-NE', 'place', 0, 2, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (71, 2, 1, 3, 'compass');
