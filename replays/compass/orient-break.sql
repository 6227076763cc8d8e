-- orient-break.sql - ROSE-ORIENT-FREE broken both ways: the recorder
-- reads the quarter tile's label as turned with the tile.  Divergent.
-- The divergences cite ROSE-QUARTER-3 (points left out) and
-- ROSE-QUARTER-ELSEWHERE (points given where none are due), the rules
-- that give the expected points (doc/rules/rule-ids.md); the rule misread, named
-- below, is each one's hint (doc/spec/cli.md).
--
-- The moves of orient-pass.sql.
--   seq 2  CR-SW at (-1,1) turned 270 (n = -1, e = -1: SW).  Its label,
--          turned with the tile, points south-east, so the recorder gives
--          nothing; the rules give seat 1 3 compass: ROSE-ORIENT-FREE.
--   seq 3  CR-NE at (0,2) turned 180 (n = -2, e = 0: SE and SW).  Its
--          label, turned, points south-west, so the recorder gives seat 0
--          3; the rules give none: ROSE-ORIENT-FREE.
-- A game in progress: no final totals.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (72, 'final', 'free', 'in_progress', 'quarter tile labels read as turned');
INSERT INTO game_expansions(game_id, name, variant) VALUES (72, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (72, 0, 'A', NULL), (72, 1, 'B', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (72, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (72, 1, 0, 'U', 'place', 0, 1, 0, NULL),
  (72, 2, 1, 'CR-SW', 'place', -1, 1, 270, NULL),
  (72, 3, 0, 'CR-NE', 'place', 0, 2, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (72, 3, 0, 3, 'compass');
