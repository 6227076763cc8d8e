-- no-final-break.sql - ROSE-NO-FINAL broken: the recorder gives the rose
-- points again at game end.  Divergent.
--
-- The moves of no-final-pass.sql.  Final scoring: the road's 2 points are
-- right; the record adds 3 compass for seat 0, which the rules do not
-- give: ROSE-NO-FINAL.  (No recorded totals.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (112, 'final', 'free', 'finished', 'rose points at game end');
INSERT INTO game_expansions(game_id, name, variant) VALUES (112, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (112, 0, 'A', NULL), (112, 1, 'B', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (112, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (112, 1, 0, 'CR-SW', 'place', -1, 0, 270, 'E');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (112, 1, 0, 3, 'compass'),
  (112, NULL, 0, 2, 'road'),
  (112, NULL, 0, 3, 'compass');
