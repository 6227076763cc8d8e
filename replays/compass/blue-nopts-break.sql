-- blue-nopts-break.sql - ROSE-BLUE-NOPTS broken: 3 compass points recorded
-- for placing the blue rose.  Divergent.  (The pass is active-pass.sql.)
--
-- The moves of active-pass.sql.
--   seq 1  seat 0 places CR-BLUE at (0,1) rotation 270; the record gives
--          3 compass, the rules none: ROSE-BLUE-NOPTS.
--   seq 3  CR-NW in the blue rose's NW section: 3 to seat 0, recorded
--          right.
-- A game in progress: no final totals.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (83, 'final', 'free', 'in_progress', 'points for the blue rose');
INSERT INTO game_expansions(game_id, name, variant) VALUES (83, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (83, 0, 'A', NULL), (83, 1, 'B', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (83, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (83, 1, 0, 'CR-BLUE', 'place', 0, 1, 270, NULL),
  (83, 2, 1, 'CR-NE', 'place', 1, 0, 0, NULL),
  (83, 3, 0, 'CR-NW', 'place', -1, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (83, 1, 0, 3, 'compass'),
  (83, 3, 0, 3, 'compass');
