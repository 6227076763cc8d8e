-- spielbox-pass.sql - ROSE-SPIELBOX kept: under the Spielbox rules the
-- active rose makes two sections, N and S; its row belongs to both, its
-- column does not.  Also ROSE-QUARTER-3, ROSE-QUARTER-ELSEWHERE in the
-- Spielbox variant.  Valid.
--
-- CRS-ORANGE at (0,0) rotation 0: n = -y (N <=> n >= 0, S <=> n <= 0).
--   seq 1  seat 0: CRS-N2 (N) at (1,0) rotation 90, its city joining the
--          rose's: n = 0, on the rose's row, in both halves: +3.
--   seq 2  seat 1: CRS-S1 (S) at (0,1) rotation 180: n = -1: S: +3.
--   seq 3  seat 0: CRS-N1 (N) at (0,-1) rotation 0: n = 1: N: +3.
--   seq 4  seat 1: CRS-S2 (S) at (0,-2) rotation 180, its city joining
--          CRS-N1's: n = 2: N only: nothing.
--   seq 5  seat 0: CRS-N2 (N; a free supply) at (0,2) rotation 0, its
--          city joining CRS-S1's: n = -2, on the rose's column, which
--          belongs to no second half: S only: nothing.
-- No meeples: no final points.  Totals: seat 0 6, seat 1 3.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (121, 'final', 'free', 'finished', 'Spielbox halves');
INSERT INTO game_expansions(game_id, name, variant) VALUES (121, 'compass', 'spielbox');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (121, 0, 'A', 6), (121, 1, 'B', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (121, 0, NULL, 'CRS-ORANGE', 'place', 0, 0, 0, NULL),
  (121, 1, 0, 'CRS-N2', 'place', 1, 0, 90, NULL),
  (121, 2, 1, 'CRS-S1', 'place', 0, 1, 180, NULL),
  (121, 3, 0, 'CRS-N1', 'place', 0, -1, 0, NULL),
  (121, 4, 1, 'CRS-S2', 'place', 0, -2, 180, NULL),
  (121, 5, 0, 'CRS-N2', 'place', 0, 2, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (121, 1, 0, 3, 'compass'),
  (121, 2, 1, 3, 'compass'),
  (121, 3, 0, 3, 'compass');
