-- quarter-break.sql - ROSE-QUARTER-3 broken: the record leaves out the 3
-- points of a quarter tile placed inside its section.  Divergent.
--
-- The moves of example.sql, game 1: Red (seat 1) places CR-SW at (-1,1)
-- rotation 0; the orange rose lies at (0,0) rotation 0, so n = -1,
-- e = -1: well inside SW (not on the rose's row or column, the tile not
-- turned, the rose not turned: nothing but ROSE-QUARTER-3 to misread).
--   seq 2  the rules give Red 3 compass, the record none: ROSE-QUARTER-3.
--          Blue's city (2 tiles, 4 points) is recorded right.
-- Totals as recorded: Blue 4, Red 0; the rules give Red 3: SCORE-TOTAL.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (51, 'final', 'free', 'finished', 'rose points left out');
INSERT INTO game_expansions(game_id, name, variant) VALUES (51, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (51, 0, 'Blue', 4), (51, 1, 'Red', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (51, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (51, 1, 0, 'D', 'place', -1, 0, 180, 'S'),
  (51, 2, 1, 'CR-SW', 'place', -1, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (51, 2, 0, 4, 'city');
