-- monastery.sql - monasteries (rules-en.md 1.6, 1.7, 1.9): BASE-MON-PTS,
-- BASE-MON-END.  Red's monk on B at (0,1); the squares around it are
-- (-1,0) A rot 270 and (1,0) A rot 90 (road ends facing D's road), (0,0)
-- D, and B monasteries below.  No other monastery holds a monk.
-- 661 valid: complete at seq 8: 9.        662 BREAK BASE-MON-PTS: 8.
-- 663 BREAK BASE-MON-PTS: 9 at seq 7, still 7 neighbours; the 9 due at
--   seq 8 are then missing too (BASE-MON-PTS, hint BASE-SCORE-WHEN).
-- 664 valid: 5 neighbours at the end: 1 + 5 = 6.  665 BREAK BASE-MON-END: 5.
-- The valid games are in monastery-pass.sql (replays/README.md, "Index").

-- game 662: BREAK BASE-MON-PTS: as 661, 8 recorded.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (662, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (662, 0, 'Red', NULL),
  (662, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (662, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (662, 1, 0, 'B', 'place', 0, 1, 0, 'C'),
  (662, 2, 1, 'A', 'place', -1, 0, 270, NULL),
  (662, 3, 0, 'A', 'place', 1, 0, 90, NULL),
  (662, 4, 1, 'B', 'place', -1, 1, 0, NULL),
  (662, 5, 0, 'B', 'place', 1, 1, 0, NULL),
  (662, 6, 1, 'B', 'place', -1, 2, 0, NULL),
  (662, 7, 0, 'B', 'place', 0, 2, 0, NULL),
  (662, 8, 1, 'B', 'place', 1, 2, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (662, 8, 0, 8, 'monastery');

-- game 663: BREAK BASE-MON-PTS: as 661, the monastery scored 9 at seq 7 with 7 neighbours (and not at seq 8).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (663, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (663, 0, 'Red', NULL),
  (663, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (663, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (663, 1, 0, 'B', 'place', 0, 1, 0, 'C'),
  (663, 2, 1, 'A', 'place', -1, 0, 270, NULL),
  (663, 3, 0, 'A', 'place', 1, 0, 90, NULL),
  (663, 4, 1, 'B', 'place', -1, 1, 0, NULL),
  (663, 5, 0, 'B', 'place', 1, 1, 0, NULL),
  (663, 6, 1, 'B', 'place', -1, 2, 0, NULL),
  (663, 7, 0, 'B', 'place', 0, 2, 0, NULL),
  (663, 8, 1, 'B', 'place', 1, 2, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (663, 7, 0, 9, 'monastery');

-- game 665: BREAK BASE-MON-END: as 664, 5 recorded (the monastery tile itself left out).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (665, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (665, 0, 'Red', NULL),
  (665, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (665, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (665, 1, 0, 'B', 'place', 0, 1, 0, 'C'),
  (665, 2, 1, 'A', 'place', -1, 0, 270, NULL),
  (665, 3, 0, 'A', 'place', 1, 0, 90, NULL),
  (665, 4, 1, 'B', 'place', -1, 1, 0, NULL),
  (665, 5, 0, 'B', 'place', 1, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (665, NULL, 0, 5, 'monastery');
