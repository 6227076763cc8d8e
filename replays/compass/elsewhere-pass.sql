-- elsewhere-pass.sql - ROSE-QUARTER-ELSEWHERE kept: a quarter tile placed
-- outside its section is legal and scores nothing.  Valid.
--
-- Orange rose at (0,0) rotation 0.
--   seq 1  seat 0: D at (-1,0) rotation 180 (its city faces S).
--   seq 2  seat 1: CR-NE at (-1,1) rotation 0, its city joining D's:
--          n = -1, e = -1: the SW section, not NE (nor on a boundary):
--          no points.  The city (D + CR-NE) stays open (W edge).
-- No meeples: no final points.  Totals 0, 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (61, 'final', 'free', 'finished', 'quarter tile outside its section');
INSERT INTO game_expansions(game_id, name, variant) VALUES (61, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (61, 0, 'A', 0), (61, 1, 'B', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (61, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (61, 1, 0, 'D', 'place', -1, 0, 180, NULL),
  (61, 2, 1, 'CR-NE', 'place', -1, 1, 0, NULL);
