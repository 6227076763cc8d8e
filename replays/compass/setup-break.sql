-- setup-break.sql - ROSE-SETUP broken: a compass game must start with the
-- orange rose of its own variant.  Divergent.
--
-- Game 11 (HiG) starts with the base start tile D: ROSE-SETUP at seq 0
-- (the rules give CR-ORANGE).
-- Game 12 (Spielbox) starts with the HiG orange rose CR-ORANGE:
-- ROSE-SETUP at seq 0 (the rules give CRS-ORANGE).
-- Both are otherwise legal: one base tile each, no points recorded (a
-- record of moves only).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (11, 'final', 'free', 'in_progress', 'base start tile in a compass game'),
  (12, 'final', 'free', 'in_progress', 'HiG orange rose in a Spielbox game');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (11, 'compass', 'hig'),
  (12, 'compass', 'spielbox');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (11, 0, 'A', NULL), (11, 1, 'B', NULL),
  (12, 0, 'A', NULL), (12, 1, 'B', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (11, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (11, 1, 0, 'U', 'place', 1, 0, 0, NULL),
  (12, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (12, 1, 0, 'U', 'place', -1, 0, 0, NULL);
