-- no-effect-break.sql - ROSE-NO-EFFECT broken: a meeple on the rose
-- picture, and a road scored as if the rose cut it.  Divergent.
--
-- Game 102: the moves of example.sql, game 1, but Red puts a meeple on
--   the rose picture (spot C) of the SW quarter tile: ROSE-NO-EFFECT at
--   seq 2.  The tile has no such spot: the replay stops there, and
--   nothing of that move counts (record-format.md): not Red's 3 compass
--   points nor Blue's 4 city points, recorded right: totals 0 and 0.
-- Game 103: the first two moves of no-effect-pass.sql.  At seq 2 the blue
--   rose carries seat 0's road on (its S edge is still open), but the
--   recorder takes the rose for the road's end and gives seat 0 3 road
--   points (orange rose + U + blue rose): ROSE-NO-EFFECT.
-- Games in progress: no final totals.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (102, 'final', 'free', 'in_progress', 'a meeple on the rose picture'),
  (103, 'final', 'free', 'in_progress', 'a road cut by the blue rose');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (102, 'compass', 'hig'), (103, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (102, 0, 'Blue', NULL), (102, 1, 'Red', NULL),
  (103, 0, 'A', NULL), (103, 1, 'B', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (102, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (102, 1, 0, 'D', 'place', -1, 0, 180, 'S'),
  (102, 2, 1, 'CR-SW', 'place', -1, 1, 0, 'C'),
  (103, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (103, 1, 0, 'U', 'place', -1, 0, 0, 'E'),
  (103, 2, 1, 'CR-BLUE', 'place', -2, 0, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (102, 2, 1, 3, 'compass'),
  (102, 2, 0, 4, 'city'),
  (103, 2, 0, 3, 'road');
