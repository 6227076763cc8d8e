-- independent-break.sql - ROSE-INDEPENDENT broken: the rose points are the
-- placing player's own, need no meeple or majority, and are no part of
-- any feature.  Divergent.  (The pass is example.sql: Red, with no meeple
-- at all, scores 3 as a 'compass' row of its own.)
--
-- The moves of example.sql, game 1 (Red, seat 1, places CR-SW in SW and
-- closes the city of Blue's knight).
-- Game 92: the recorder gives the rose points to the city's majority,
--   Blue: seq 2, Blue 3 compass where the rules give none:
--   ROSE-INDEPENDENT; Red's 3 are missing: ROSE-QUARTER-3.
-- Game 93: the recorder books Red's rose points as city points (part of
--   the city the tile closed): seq 2, Red 3 city where the rules give
--   none: ROSE-INDEPENDENT; Red's 3 compass are missing: ROSE-QUARTER-3.
-- Games in progress: no final totals.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (92, 'final', 'free', 'in_progress', 'rose points to the city majority'),
  (93, 'final', 'free', 'in_progress', 'rose points booked as city points');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (92, 'compass', 'hig'), (93, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (92, 0, 'Blue', NULL), (92, 1, 'Red', NULL),
  (93, 0, 'Blue', NULL), (93, 1, 'Red', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (92, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (92, 1, 0, 'D', 'place', -1, 0, 180, 'S'),
  (92, 2, 1, 'CR-SW', 'place', -1, 1, 0, NULL),
  (93, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (93, 1, 0, 'D', 'place', -1, 0, 180, 'S'),
  (93, 2, 1, 'CR-SW', 'place', -1, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (92, 2, 0, 4, 'city'),
  (92, 2, 0, 3, 'compass'),
  (93, 2, 0, 4, 'city'),
  (93, 2, 1, 3, 'city');
