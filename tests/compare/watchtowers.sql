-- watchtowers.sql - carc compare --as -watchtowers (tests/compare.sh).
-- Tile layouts plugins/watchtowers/watchtowers.yaml, core/tiles/base.yaml.
--
-- Game 21, two seats, free supply, watchtowers on:
--   seq 0        D (0,0) r0: city N, road W-E.
--   seq 1 seat 0 WT03 (meeple tower) (1,0) r90: N field, E city, S field,
--                W road ending at the tower; thief on the road (W).
--   seq 2 seat 1 B (0,1) r0, monk (C): inside the tower's 3x3 (x 0..2,
--                y -1..1).
--   seq 3 seat 0 A (-1,0) r270 (its road on E), monk (C): closes the road
--                A-D-WT03, 3 tiles, both ends closed.  The thief is on
--                the tower tile: TOWER-TRIGGER.  Meeples in the 3x3 of
--                (1,0): the thief (1,0) and seat 1's monk (0,1); seat 0's
--                new monk at (-1,0) lies outside.  Tower 2 x 2 = 4, road
--                3: seat 0 7.  Without watchtowers: road 3 only.
-- Final: seat 0's monastery (-1,0): neighbours D, B: 1 + 2 = 3; seat 1's
-- monastery (0,1): neighbours A, D, WT03: 1 + 3 = 4.
-- Totals (seat 0, seat 1): record 10 4; -watchtowers 6 4 (seq 3 seat 0
-- 7 -> 3); winner seat 0 both ways.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (21, 'final', 'free', 'finished', 'tests/compare');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (21, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (21, 0, 'A', 10), (21, 1, 'B', 4);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (21, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (21, 1, 0, 'WT03', 'place', 1, 0, 90, 'W'),
  (21, 2, 1, 'B', 'place', 0, 1, 0, 'C'),
  (21, 3, 0, 'A', 'place', -1, 0, 270, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (21, 3, 0, 4, 'watchtower'),
  (21, 3, 0, 3, 'road'),
  (21, NULL, 0, 3, 'monastery'),
  (21, NULL, 1, 4, 'monastery');
