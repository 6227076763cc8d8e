-- quarter-pass.sql - ROSE-QUARTER-3 kept: every quarter tile placed inside
-- the section it names gives the player who places it 3 points, each
-- time, whoever that is.  Valid.  (The break is quarter-break.sql.)
--
-- Each quarter tile lies strictly inside its section (n and e both
-- non-zero), so ROSE-SECTION's shared row and column play no part; the
-- rose is the orange one throughout (ROSE-ACTIVE) and no meeple is placed
-- (ROSE-INDEPENDENT: nothing but the rose points is scored).
-- Seat 0 is Blue, seat 1 is Red.  Section test (rules-en.md 3.2,
-- "Geometry"): the orange rose at (0,0) rotation 0, so for a square
-- (x, y): n = dn = 0 - y, e = dx = x.
--
-- Game 52, HiG (variant 'hig'):
--   seq 0  CR-ORANGE at (0,0) rot 0 (F C F R).
--   seq 1  Blue: E at (0,-1) rot 0; its S field meets the rose's N field.
--   seq 2  Red: CR-NE at (1,-1) rot 90 (now C C F F: its W field meets
--          E's E field).  n = 1, e = 1: n >= 0 and e >= 0, the NE
--          section; the tile is NE: Red 3 (compass).
--   seq 3  Blue: CR-NW at (-1,-1) rot 0 (C F C F: its E field meets E's
--          W field).  n = 1, e = -1: NW; the tile is NW: Blue 3.
--   seq 4  Red: J at (-1,0) rot 0 (C R R F): its E road meets the
--          rose's W road, its N city CR-NW's S city.  No rose points (J is
--          no quarter tile) and nothing completes: the road runs on
--          south, CR-NW's city is open to the north.
--   seq 5  Blue: CR-SW at (-1,1) rot 180 (now R R C F: its N road meets
--          J's S road).  n = -1, e = -1: SW; the tile is SW: Blue 3.
--          The road rose-J-CR-SW stays open at CR-SW's E edge.
--   end    no meeple on the board: no final points (ROSE-NO-FINAL).
--   totals Blue 3 + 3 = 6, Red 3.
-- Game 53 is the same board under the Spielbox rules (variant
-- 'spielbox', rules-en.md 3.2 "Spielbox two-section variant": N iff
-- n >= 0, S iff n <= 0): CRS-N1 (the NE landscape) at n = 1 is in N,
-- Red 3; CRS-N2 (the NW landscape) at n = 1 is in N, Blue 3; CRS-S2
-- (the SW landscape) at n = -1 is in S, Blue 3.  Totals Blue 6, Red 3.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (52, 'final', 'free', 'finished', 'quarter tiles in their sections, HiG'),
  (53, 'final', 'free', 'finished', 'quarter tiles in their sections, Spielbox');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (52, 'compass', 'hig'),
  (53, 'compass', 'spielbox');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (52, 0, 'Blue', 6), (52, 1, 'Red', 3),
  (53, 0, 'Blue', 6), (53, 1, 'Red', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (52, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (52, 1, 0, 'E', 'place', 0, -1, 0, NULL),
  (52, 2, 1, 'CR-NE', 'place', 1, -1, 90, NULL),
  (52, 3, 0, 'CR-NW', 'place', -1, -1, 0, NULL),
  (52, 4, 1, 'J', 'place', -1, 0, 0, NULL),
  (52, 5, 0, 'CR-SW', 'place', -1, 1, 180, NULL),
  (53, 0, NULL, 'CRS-ORANGE', 'place', 0, 0, 0, NULL),
  (53, 1, 0, 'E', 'place', 0, -1, 0, NULL),
  (53, 2, 1, 'CRS-N1', 'place', 1, -1, 90, NULL),
  (53, 3, 0, 'CRS-N2', 'place', -1, -1, 0, NULL),
  (53, 4, 1, 'J', 'place', -1, 0, 0, NULL),
  (53, 5, 0, 'CRS-S2', 'place', -1, 1, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (52, 2, 1, 3, 'compass'),
  (52, 3, 0, 3, 'compass'),
  (52, 5, 0, 3, 'compass'),
  (53, 2, 1, 3, 'compass'),
  (53, 3, 0, 3, 'compass'),
  (53, 5, 0, 3, 'compass');
