-- active-pass.sql - ROSE-ACTIVE and ROSE-BLUE-NOPTS kept: once the blue
-- rose is placed it alone defines the sections, in its own orientation,
-- and it scores nothing itself.  Valid.
--
-- Orange rose at (0,0) rotation 0.
--   seq 1  seat 0: CR-BLUE at (0,1) rotation 270 (its printed N points
--          west).  No points (ROSE-BLUE-NOPTS).  From now on the sections
--          are the blue rose's: dx = x - 0, dn = 1 - y, r = 270:
--          n = -dx, e = dn.
--   seq 2  seat 1: CR-NE at (1,0) rotation 0 (its city joins the rose's).
--          Under the orange rose: n = 0, e = 1, NE (on its row), which
--          would score; under the blue one: n = -1, e = 1, SE only.
--          Nothing.
--   seq 3  seat 0: CR-NW at (-1,1) rotation 0 (field E against the blue
--          rose's field W).  Under the orange rose: n = -1, e = -1, SW
--          only; under the blue one: n = 1, e = 0, NE and NW: +3 compass.
-- No meeples: no final points.  Totals: seat 0 3, seat 1 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (81, 'final', 'free', 'finished', 'the blue rose takes over');
INSERT INTO game_expansions(game_id, name, variant) VALUES (81, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (81, 0, 'A', 3), (81, 1, 'B', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (81, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (81, 1, 0, 'CR-BLUE', 'place', 0, 1, 270, NULL),
  (81, 2, 1, 'CR-NE', 'place', 1, 0, 0, NULL),
  (81, 3, 0, 'CR-NW', 'place', -1, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (81, 3, 0, 3, 'compass');
