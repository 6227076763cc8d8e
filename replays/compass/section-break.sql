-- section-break.sql - ROSE-SECTION broken at the rose's row and column, for
-- the orange rose at each of the four rotations; also
-- ROSE-QUARTER-ELSEWHERE.  Divergent.
-- The divergences cite ROSE-QUARTER-3 (points left out) and
-- ROSE-QUARTER-ELSEWHERE (points given where none are due), the rules
-- that give the expected points (doc/rules/rule-ids.md); the rule misread, named
-- below, is each one's hint (doc/spec/cli.md).
--
-- The moves of section-pass.sql (games 31-34, here 41-44): seq 1 puts
-- CR-NW on the rose-north neighbour (n = 1, e = 0: on the rose's column,
-- in NE and NW), seq 3 puts CR-NE on the rose-south neighbour (n = -1,
-- e = 0: in SE and SW, not NE).  The recorder wrongly counts the column
-- for neither section at seq 1, and for NE at seq 3:
--   seq 1  seat 0: no points recorded, the rules give 3: ROSE-SECTION
--          (the square is on the rose's column).
--   seq 3  seat 0: 3 recorded, the rules give none.
--          r 0, r 90: ROSE-QUARTER-ELSEWHERE (outside NE in any reading);
--          r 180, r 270: ROSE-SECTION: the square is NE of the rose as
--          the table sees it ((0,-1) and (1,0)), but the sections turn
--          with the rose: in its own frame it is rose-south.
-- The CR-NE tile at seq 3 lies at 270, 0, 90, 180: in every game a
-- quarter turn counter-clockwise of the rose, so its label turned with the
-- tile (NW) would not match either: the tile's turn explains nothing.
-- Games in progress: no final totals.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (41, 'final', 'free', 'in_progress', 'rose boundaries misread, rotation 0'),
  (42, 'final', 'free', 'in_progress', 'rose boundaries misread, rotation 90'),
  (43, 'final', 'free', 'in_progress', 'rose boundaries misread, rotation 180'),
  (44, 'final', 'free', 'in_progress', 'rose boundaries misread, rotation 270');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (41, 'compass', 'hig'), (42, 'compass', 'hig'),
  (43, 'compass', 'hig'), (44, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (41, 0, 'A', NULL), (41, 1, 'B', NULL),
  (42, 0, 'A', NULL), (42, 1, 'B', NULL),
  (43, 0, 'A', NULL), (43, 1, 'B', NULL),
  (44, 0, 'A', NULL), (44, 1, 'B', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (41, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (41, 1, 0, 'CR-NW', 'place', 0, -1, 90, NULL),
  (41, 2, 1, 'CR-SE', 'place', 1, 0, 270, NULL),
  (41, 3, 0, 'CR-NE', 'place', 0, 1, 270, NULL),
  (41, 4, 1, 'CR-SW', 'place', -1, 0, 270, NULL),
  (42, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 90, NULL),
  (42, 1, 0, 'CR-NW', 'place', 1, 0, 180, NULL),
  (42, 2, 1, 'CR-SE', 'place', 0, 1, 0, NULL),
  (42, 3, 0, 'CR-NE', 'place', -1, 0, 0, NULL),
  (42, 4, 1, 'CR-SW', 'place', 0, -1, 0, NULL),
  (43, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 180, NULL),
  (43, 1, 0, 'CR-NW', 'place', 0, 1, 270, NULL),
  (43, 2, 1, 'CR-SE', 'place', -1, 0, 90, NULL),
  (43, 3, 0, 'CR-NE', 'place', 0, -1, 90, NULL),
  (43, 4, 1, 'CR-SW', 'place', 1, 0, 90, NULL),
  (44, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 270, NULL),
  (44, 1, 0, 'CR-NW', 'place', -1, 0, 0, NULL),
  (44, 2, 1, 'CR-SE', 'place', 0, -1, 180, NULL),
  (44, 3, 0, 'CR-NE', 'place', 1, 0, 180, NULL),
  (44, 4, 1, 'CR-SW', 'place', 0, 1, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (41, 2, 1, 3, 'compass'), (41, 3, 0, 3, 'compass'), (41, 4, 1, 3, 'compass'),
  (42, 2, 1, 3, 'compass'), (42, 3, 0, 3, 'compass'), (42, 4, 1, 3, 'compass'),
  (43, 2, 1, 3, 'compass'), (43, 3, 0, 3, 'compass'), (43, 4, 1, 3, 'compass'),
  (44, 2, 1, 3, 'compass'), (44, 3, 0, 3, 'compass'), (44, 4, 1, 3, 'compass');
