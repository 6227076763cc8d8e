-- city.sql - cities (rules-en.md 1.5-1.7, 1.9): BASE-CITY-DONE,
-- BASE-CITY-PTS, BASE-CITY-END.
-- City north of D: F rot 90 (0,-1) N-S with a coat of arms, M rot 180
-- (0,-2) S-E with a coat of arms, G rot 0 (1,-2) W-E, then E rot 270
-- (2,-2) closes it (city W only) or G rot 0 leaves it open east.
-- 621 valid: complete, 5 tiles, 2 coats of arms: 10 + 4 = 14 (seq 4).
-- 622 BREAK BASE-CITY-PTS: 10.
-- 623 valid: incomplete at the end: 5 + 2 = 7.
-- 624 BREAK BASE-CITY-END: 5 at the end (coats of arms left out).  (14
--   would read as the city counted twice at the end, 2 x 7, and cite
--   BASE-END-ONLY-MEEPLES: for a city the two mistakes give one number.)
-- 625 BREAK BASE-CITY-DONE: the open city scored during play.
-- The valid games are in city-pass.sql (replays/README.md, "Index").

-- game 622: BREAK BASE-CITY-PTS: as 621, 10 recorded (the coats of arms left out).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (622, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (622, 0, 'Red', NULL),
  (622, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (622, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (622, 1, 0, 'F', 'place', 0, -1, 90, 'N'),
  (622, 2, 1, 'M', 'place', 0, -2, 180, NULL),
  (622, 3, 0, 'G', 'place', 1, -2, 0, NULL),
  (622, 4, 1, 'E', 'place', 2, -2, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (622, 4, 0, 10, 'city');

-- game 624: BREAK BASE-CITY-END: as 623, the incomplete city recorded at 1 per tile, its coats of arms left out (5).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (624, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (624, 0, 'Red', NULL),
  (624, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (624, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (624, 1, 0, 'F', 'place', 0, -1, 90, 'N'),
  (624, 2, 1, 'M', 'place', 0, -2, 180, NULL),
  (624, 3, 0, 'G', 'place', 1, -2, 0, NULL),
  (624, 4, 1, 'G', 'place', 2, -2, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (624, NULL, 0, 5, 'city');

-- game 625: BREAK BASE-CITY-DONE: as 623, the open city scored 14 at seq 4 as if complete (and 7 at the end, right).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (625, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (625, 0, 'Red', NULL),
  (625, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (625, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (625, 1, 0, 'F', 'place', 0, -1, 90, 'N'),
  (625, 2, 1, 'M', 'place', 0, -2, 180, NULL),
  (625, 3, 0, 'G', 'place', 1, -2, 0, NULL),
  (625, 4, 1, 'G', 'place', 2, -2, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (625, 4, 0, 14, 'city'),
  (625, NULL, 0, 7, 'city');
