-- active-break.sql - ROSE-ACTIVE broken both ways: the recorder keeps
-- measuring from the orange rose after the blue one was placed.
-- Divergent.
-- The divergences cite ROSE-QUARTER-3 (points left out) and
-- ROSE-QUARTER-ELSEWHERE (points given where none are due), the rules
-- that give the expected points (doc/rules/rule-ids.md); the rule misread, named
-- below, is each one's hint (doc/spec/cli.md).
--
-- The moves of active-pass.sql (blue rose at (0,1) rotation 270).
--   seq 2  CR-NE at (1,0): in NE of the orange rose, in SE of the blue
--          one.  The record gives seat 1 3 compass, the rules none:
--          ROSE-ACTIVE.
--   seq 3  CR-NW at (-1,1): in SW of the orange rose, in NW of the blue
--          one.  The record gives nothing, the rules give seat 0 3:
--          ROSE-ACTIVE.
-- A game in progress: no final totals.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (82, 'final', 'free', 'in_progress', 'sections measured from the orange rose after the blue one');
INSERT INTO game_expansions(game_id, name, variant) VALUES (82, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (82, 0, 'A', NULL), (82, 1, 'B', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (82, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (82, 1, 0, 'CR-BLUE', 'place', 0, 1, 270, NULL),
  (82, 2, 1, 'CR-NE', 'place', 1, 0, 0, NULL),
  (82, 3, 0, 'CR-NW', 'place', -1, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (82, 2, 1, 3, 'compass');
