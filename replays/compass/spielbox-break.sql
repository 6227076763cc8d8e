-- spielbox-break.sql - ROSE-SPIELBOX broken: Spielbox sections read like
-- HiG quadrants, or the rose's column taken for a boundary.  Divergent.
-- The divergences cite ROSE-QUARTER-3 (points left out) and
-- ROSE-QUARTER-ELSEWHERE (points given where none are due), the rules
-- that give the expected points (doc/rules/rule-ids.md); the rule misread, named
-- below, is each one's hint (doc/spec/cli.md).
--
-- Game 122: the moves of spielbox-pass.sql.
--   seq 1  CRS-N2 on the rose's row (n = 0): the recorder gives nothing,
--          the rules give seat 0 3: ROSE-SPIELBOX (the row belongs to both
--          halves).
--   seq 4  CRS-S2 at n = 2, turned 180: the recorder reads its S label
--          turned with the tile (pointing north) and gives seat 1 3; the
--          rules give none: ROSE-ORIENT-FREE.
--   seq 5  CRS-N2 at (0,2): n = -2, on the rose's column: the recorder
--          counts the column for both halves and gives seat 0 3; the
--          rules give none (only the row is shared): ROSE-SPIELBOX.
-- Game 123: a HiG game (CR-ORANGE) in which a Spielbox quarter tile,
--   CRS-N1, is drawn and placed at (0,-1), north of the rose: the tile is
--   not in the game's set (DATA-TILESET) and its marking does nothing: no
--   rose points, and the record gives none.
-- Games in progress: no final totals.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (122, 'final', 'free', 'in_progress', 'Spielbox halves misread'),
  (123, 'final', 'free', 'in_progress', 'a Spielbox tile in a HiG game');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (122, 'compass', 'spielbox'), (123, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (122, 0, 'A', NULL), (122, 1, 'B', NULL),
  (123, 0, 'A', NULL), (123, 1, 'B', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (122, 0, NULL, 'CRS-ORANGE', 'place', 0, 0, 0, NULL),
  (122, 1, 0, 'CRS-N2', 'place', 1, 0, 90, NULL),
  (122, 2, 1, 'CRS-S1', 'place', 0, 1, 180, NULL),
  (122, 3, 0, 'CRS-N1', 'place', 0, -1, 0, NULL),
  (122, 4, 1, 'CRS-S2', 'place', 0, -2, 180, NULL),
  (122, 5, 0, 'CRS-N2', 'place', 0, 2, 0, NULL),
  (123, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (123, 1, 0, 'CRS-N1', 'place', 0, -1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (122, 2, 1, 3, 'compass'),
  (122, 3, 0, 3, 'compass'),
  (122, 4, 1, 3, 'compass'),
  (122, 5, 0, 3, 'compass');
