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
