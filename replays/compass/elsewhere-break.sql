-- elsewhere-break.sql - ROSE-QUARTER-ELSEWHERE broken: 3 points recorded
-- for a quarter tile outside its section.  Divergent.
--
-- The moves of elsewhere-pass.sql: CR-NE at (-1,1) rotation 0, with the
-- orange rose at (0,0) rotation 0: n = -1, e = -1, in SW only.  No
-- reading explains NE here: the tile is not turned (its label reads NE),
-- the rose is not turned, no blue rose was placed.
--   seq 2  seat 1: 3 compass recorded, the rules give none:
--          ROSE-QUARTER-ELSEWHERE.
-- A game in progress: no final totals.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (62, 'final', 'free', 'in_progress', 'points for a quarter tile outside its section');
INSERT INTO game_expansions(game_id, name, variant) VALUES (62, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (62, 0, 'A', NULL), (62, 1, 'B', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (62, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (62, 1, 0, 'D', 'place', -1, 0, 180, NULL),
  (62, 2, 1, 'CR-NE', 'place', -1, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (62, 2, 1, 3, 'compass');
