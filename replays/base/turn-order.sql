-- turn-order.sql - a turn is place, meeple, score (rules-en.md 1.2, 1.6,
-- 3.4): BASE-TURN-PHASES, BASE-SCORE-WHEN, ORDER-TURN.
-- 521 valid: the city D + F rot 90 (coat of arms) + E rot 180 is closed
--   by Blue at seq 2: 2x3 + 2x1 = 8 to Red (knight on F).  Red's monk at
--   (1,0): neighbours D (0,0), F (0,-1): 1 + 2 = 3 at the end.
-- (points left out cite the rule that gives them, BASE-CITY-PTS; the
-- rules named below are the hints: doc/rules/rule-ids.md)
-- 522 BREAK BASE-SCORE-WHEN: the 8 points are missing (never scored).
-- 523 BREAK ORDER-TURN: the 8 points are recorded one move late (seq 3);
--   reported once, at seq 2, and not again at seq 3.
-- 524 valid: a knight on the tile that closes the city scores at once (4).
-- 525 BREAK BASE-TURN-PHASES: that knight's 4 are missing: the record
--   scored before the meeple phase.
-- 526 valid: Red scores a road of 2 tiles between two crossings at seq 2
--   (Blue's X closes Red's highwayman's road W (0,1)-X (1,1)) and another
--   at seq 3 (Red's W rot 180 at (0,2), a highwayman on its N road, which
--   ends at once at W (0,1)): 2 road at seq 2, 2 road at seq 3.
-- 527 BREAK BASE-ROAD-PTS: as 526 with the row of seq 2 at 0 points: the
--   2 of seq 2 are missing (BASE-ROAD-PTS, hint BASE-SCORE-WHEN), and only
--   there: the row of seq 3 is seq 3's own 2, not seq 2's recorded one
--   move late (carc used to call it ORDER-TURN at seq 2, then the 2 of
--   seq 3 missing).
-- 528 BREAK ORDER-TURN: as 526 with seq 2's 2 recorded at seq 3 beside
--   seq 3's own: reported once, at seq 2.
-- The valid games are in turn-order-pass.sql (replays/README.md, "Index").

-- game 522: BREAK BASE-SCORE-WHEN: as 521, the 8 city points never recorded.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (522, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (522, 0, 'Red', NULL),
  (522, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (522, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (522, 1, 0, 'F', 'place', 0, -1, 90, 'N'),
  (522, 2, 1, 'E', 'place', 0, -2, 180, NULL),
  (522, 3, 0, 'A', 'place', 1, 0, 90, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (522, NULL, 0, 3, 'monastery');

-- game 523: BREAK ORDER-TURN: as 521, the 8 city points recorded at seq 3 (Red's next move) instead of seq 2.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (523, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (523, 0, 'Red', NULL),
  (523, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (523, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (523, 1, 0, 'F', 'place', 0, -1, 90, 'N'),
  (523, 2, 1, 'E', 'place', 0, -2, 180, NULL),
  (523, 3, 0, 'A', 'place', 1, 0, 90, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (523, 3, 0, 8, 'city'),
  (523, NULL, 0, 3, 'monastery');

-- game 525: BREAK BASE-TURN-PHASES: as 524, the record scores the city before the meeple phase: no points at seq 1 for the knight placed that turn.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (525, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (525, 0, 'Red', NULL),
  (525, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (525, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (525, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (525, 2, 1, 'A', 'place', -1, 0, 270, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (525, NULL, 1, 3, 'monastery');

-- game 527: BREAK BASE-ROAD-PTS: as 526, the row of seq 2 says 0 points: the 2 road of seq 2 are missing, reported at seq 2 only; the row of seq 3 is seq 3's own.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (527, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (527, 0, 'Red', 4),
  (527, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (527, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (527, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (527, 2, 1, 'X', 'place', 1, 1, 0, NULL),
  (527, 3, 0, 'W', 'place', 0, 2, 180, 'N');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (527, 2, 0, 0, 'road'),
  (527, 3, 0, 2, 'road');

-- game 528: BREAK ORDER-TURN: as 526, seq 2's 2 road recorded at seq 3 beside seq 3's own 2: one move late, reported at seq 2 only.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (528, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (528, 0, 'Red', 4),
  (528, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (528, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (528, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (528, 2, 1, 'X', 'place', 1, 1, 0, NULL),
  (528, 3, 0, 'W', 'place', 0, 2, 180, 'N');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (528, 3, 0, 2, 'road'),
  (528, 3, 0, 2, 'road');
