-- timing-break.sql - ROSE-TIMING broken: the rose points recorded after
-- the move that earned them.  Divergent.  (The pass is example.sql: the 3
-- points belong to the placing move, recorded with the city that move
-- closes.)
--
-- The moves of example.sql, game 1 (Red, seat 1, places CR-SW in SW at
-- seq 2: the rules give Red 3 compass then), and two more: seq 3 Blue
-- places U at (0,-1) rotation 0 (field S against the rose's field N),
-- seq 4 Red places U at (0,-2) rotation 0.  Blue's city, 4 at seq 2, is
-- recorded right in both games.
-- Game 91: Red's 3 compass recorded on Red's next turn, seq 4.
--   seq 2  the rules give Red 3, the record none: ROSE-QUARTER-3 (the
--          rule that gives them);
--   seq 4  the record gives Red 3 that no rule gives there: ROSE-TIMING.
-- Game 94: Red's 3 compass recorded one move late, at seq 3 (Blue's
--   move).  The verifier recognises any points recorded exactly one seq
--   late and reports them once, at seq 2, under the cross-cutting turn
--   order rule ORDER-TURN ("placement -> rose points -> meeple ..."); it
--   does not ask the plugin, so ROSE-TIMING is not cited here.
-- Games in progress: no final totals.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (91, 'final', 'free', 'in_progress', 'rose points recorded on the next turn'),
  (94, 'final', 'free', 'in_progress', 'rose points recorded a move late');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (91, 'compass', 'hig'), (94, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (91, 0, 'Blue', NULL), (91, 1, 'Red', NULL),
  (94, 0, 'Blue', NULL), (94, 1, 'Red', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (91, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (91, 1, 0, 'D', 'place', -1, 0, 180, 'S'),
  (91, 2, 1, 'CR-SW', 'place', -1, 1, 0, NULL),
  (91, 3, 0, 'U', 'place', 0, -1, 0, NULL),
  (91, 4, 1, 'U', 'place', 0, -2, 0, NULL),
  (94, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (94, 1, 0, 'D', 'place', -1, 0, 180, 'S'),
  (94, 2, 1, 'CR-SW', 'place', -1, 1, 0, NULL),
  (94, 3, 0, 'U', 'place', 0, -1, 0, NULL),
  (94, 4, 1, 'U', 'place', 0, -2, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (91, 2, 0, 4, 'city'),
  (91, 4, 1, 3, 'compass'),
  (94, 2, 0, 4, 'city'),
  (94, 3, 1, 3, 'compass');
