-- example.sql - the official example of the Wind Roses rules (seed
-- 001, "Příklad přiložení kartičky"; rules-en.md 3.2), as recorded games
-- in both variants.  Valid.
--
-- Passes: ROSE-SETUP (the orange rose starts), ROSE-QUARTER-3,
-- ROSE-TIMING (the rose points belong to the placing move, with the
-- city it closes), ROSE-INDEPENDENT (Red, with no meeple anywhere, scores
-- them; they are a 'compass' row of their own, not part of the city),
-- ROSE-NO-EFFECT (a rose tile closes a city that is scored as usual),
-- ROSE-NO-FINAL (no rose points at the end), ROSE-SPIELBOX (game 2).
--
-- Seat 0 is Blue, seat 1 is Red.  The orange rose lies at (0,0),
-- rotation 0: its road leaves by W.
--   seq 1  Blue: D at (-1,0) rotation 180: its road runs W-E and joins
--          the rose's road; its city faces S.  A knight on the city (S).
--   seq 2  Red: the SW quarter tile at (-1,1) rotation 0, its city
--          facing N, closes the city of D.
--          Section: dx = -1, dn = 0 - 1 = -1; rotation 0: n = -1, e = -1,
--          so n <= 0 and e <= 0: the SW section.  Red scores 3 at once
--          (compass).  The city (2 tiles) is complete: Blue's knight
--          scores 2 x 2 = 4 (city) and returns.
--   end    no meeple is left on the board: no final points.
--   totals Blue 4, Red 3.
-- Game 2 is the same under the Spielbox rules: the quarter tile CRS-S2
-- (S) at n = -1 <= 0 is in the S half: Red 3, Blue 4.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'compass official example, HiG'),
  (2, 'final', 'free', 'finished', 'compass official example, Spielbox');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'compass', 'hig'),
  (2, 'compass', 'spielbox');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Blue', 4), (1, 1, 'Red', 3),
  (2, 0, 'Blue', 4), (2, 1, 'Red', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'D', 'place', -1, 0, 180, 'S'),
  (1, 2, 1, 'CR-SW', 'place', -1, 1, 0, NULL),
  (2, 0, NULL, 'CRS-ORANGE', 'place', 0, 0, 0, NULL),
  (2, 1, 0, 'D', 'place', -1, 0, 180, 'S'),
  (2, 2, 1, 'CRS-S2', 'place', -1, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, 2, 1, 3, 'compass'),
  (1, 2, 0, 4, 'city'),
  (2, 2, 1, 3, 'compass'),
  (2, 2, 0, 4, 'city');
