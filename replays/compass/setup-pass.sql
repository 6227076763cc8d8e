-- setup-pass.sql - ROSE-SETUP kept: the orange rose starts, here at
-- rotation 90 (any rotation is allowed, and the sections turn with it);
-- in a standard supply all 72 base tiles stay in (the four D tiles are
-- all drawn: the start tile was the rose, not a D) and the other five rose
-- tiles are shuffled in.  Valid (a game in progress, no final scoring).
--
-- Orange rose at (0,0) rotation 90: its printed N points east.  In its
-- frame (rules-en.md 3.2, r = 90): n = dx, e = -dn, i.e. n = x, e = y.
--   seq 1-4  the four D tiles at (0,-1) r90, (0,1) r0, (0,-2) r90, (1,1) r0
--            (D at (0,1) closes the rose's 2-tile city: no meeple, no
--            points).
--   seq 5  seat 0: CR-NE at (1,0) r180: n = 1, e = 0: NE (on the rose's
--          row, which belongs to NE and SE): +3 compass.
--   seq 6  seat 1: CR-SW at (-1,0) r0: n = -1, e = 0: SW: +3.
--   seq 7  seat 0: CR-SE at (0,2) r180: n = 0, e = 2: SE (the rose's
--          column): +3.
--   seq 8  seat 1: CR-NW at (1,-1) r90: n = 1, e = -1: NW: +3.
--   seq 9  seat 0: CR-BLUE at (-2,0) r180: no points (ROSE-BLUE-NOPTS).
-- Scores: seat 0 6, seat 1 6.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (21, 'final', 'standard', 'in_progress', 'orange rose at rotation 90, standard supply');
INSERT INTO game_expansions(game_id, name, variant) VALUES (21, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (21, 0, 'A', NULL), (21, 1, 'B', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (21, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 90, NULL),
  (21, 1, 0, 'D', 'place', 0, -1, 90, NULL),
  (21, 2, 1, 'D', 'place', 0, 1, 0, NULL),
  (21, 3, 0, 'D', 'place', 0, -2, 90, NULL),
  (21, 4, 1, 'D', 'place', 1, 1, 0, NULL),
  (21, 5, 0, 'CR-NE', 'place', 1, 0, 180, NULL),
  (21, 6, 1, 'CR-SW', 'place', -1, 0, 0, NULL),
  (21, 7, 0, 'CR-SE', 'place', 0, 2, 180, NULL),
  (21, 8, 1, 'CR-NW', 'place', 1, -1, 90, NULL),
  (21, 9, 0, 'CR-BLUE', 'place', -2, 0, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (21, 5, 0, 3, 'compass'),
  (21, 6, 1, 3, 'compass'),
  (21, 7, 0, 3, 'compass'),
  (21, 8, 1, 3, 'compass');
