-- score-rows-pass.sql - the valid game next to score-rows.sql's breaks.
-- 941 PASSES SCORE-UNEXPECTED (every recorded row is points a rule gives:
-- Red 4 city at seq 1, Blue's monastery 1 + D = 2 at the end) and
-- SCORE-TOTAL (totals 4 and 2, the sums of those rows).

-- game 941: valid: as unverifiable-pass.sql 901; totals 4 and 2.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (941, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (941, 0, 'Red', 4),
  (941, 1, 'Blue', 2);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (941, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (941, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (941, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (941, 1, 0, 4, 'city'),
  (941, NULL, 1, 2, 'monastery');
