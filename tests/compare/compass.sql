-- compass.sql - carc compare on a HiG Wind Roses game (tests/compare.sh):
-- --as compass:spielbox, --as -compass, and a combination.
-- Tile layouts plugins/compass/compass.yaml, core/tiles/base.yaml; the
-- section test rules-en.md 3.2: dx = x - rx, dn = ry - y, the orange rose
-- at (0,0) r0, so n = -y, e = x.
--
-- Game 11, two seats, HiG, free supply:
--   seq 0        CR-ORANGE (0,0) r0: N field, E city, S field, W road.
--   seq 1 seat 0 E (1,0) r270 (city on W), knight on W: closes the rose's
--                city, 2 tiles: 4 (c1-early-smallcity: 2).
--   seq 2 seat 1 CR-SW (1,1) r270 (N field under E's field): n = -1,
--                e = 1.  HiG SW needs e <= 0: nothing.  Under Spielbox
--                the SW quadrant counts by its half, S: n <= 0: +3.
--   seq 3 seat 0 CR-NE (1,-1) r0 (S field over E's field): n = 1, e = 1.
--                HiG NE: +3; Spielbox N: +3 (no change).
-- No meeple is left on the board: no final points.
-- (A quarter tile that scores under HiG but not under Spielbox cannot
-- exist: each HiG quadrant lies inside its Spielbox half.  -compass
-- takes the HiG points away instead.)
-- Totals (seat 0, seat 1):
--   record (HiG)                           7  0   seat 0
--   compass:spielbox                       7  3   seat 0 (seq 2 seat 1 0 -> 3)
--   -compass (plain tiles, no rose points) 4  0   seat 0 (seq 3 seat 0 3 -> 0)
--   compass:spielbox,c1-early-smallcity    5  3   seat 0 (seq 1 seat 0
--                                          4 -> 2, seq 2 seat 1 0 -> 3)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (11, 'final', 'free', 'finished', 'tests/compare');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (11, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (11, 0, 'A', 7), (11, 1, 'B', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (11, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (11, 1, 0, 'E', 'place', 1, 0, 270, 'W'),
  (11, 2, 1, 'CR-SW', 'place', 1, 1, 270, NULL),
  (11, 3, 0, 'CR-NE', 'place', 1, -1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (11, 1, 0, 4, 'city'),
  (11, 3, 0, 3, 'compass');
