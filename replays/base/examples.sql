-- examples.sql - the base worked examples of rules-en.md 1.9, and where
-- each one lives:
--   completed city of 5 tiles, 2 coats of arms: 14     city-pass.sql 621
--   the same city incomplete at the end: 7             city-pass.sql 623
--   completed 2-tile city: 4 final, 2 early C1         city-small-pass.sql 641, 642
--   incomplete monastery with 5 neighbours: 6          monastery-pass.sql 664
--   road tie 4/4; 2-vs-1 majority                      majority-pass.sql 501, 503
--   a field touching 2 completed + 1 incomplete city: 6    here, 821
-- 821: Red 4 (C1, seq 1) + 6 (field) = 10; Blue's monk at (0,1): 1 + D
-- (0,0) + D (1,0) = 3.

-- game 821: valid: the field example: as fields-pass.sql 801 but Red's seq 3 tile carries no farmer and seq 5 is D rot 0 at (2,0) (its own city north, never closed) with Red's farmer on the road's north strip (WR): field B touches C1 and C2 (complete) and the city of D (2,0) (incomplete): 2 x 3 = 6.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (821, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (821, 0, 'Red', 10),
  (821, 1, 'Blue', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (821, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (821, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (821, 2, 1, 'D', 'place', 1, 0, 0, NULL),
  (821, 3, 0, 'E', 'place', 1, -1, 180, NULL),
  (821, 4, 1, 'B', 'place', 0, 1, 0, 'C'),
  (821, 5, 0, 'D', 'place', 2, 0, 0, 'WR');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (821, 1, 0, 4, 'city'),
  (821, NULL, 1, 3, 'monastery'),
  (821, NULL, 0, 6, 'field');
