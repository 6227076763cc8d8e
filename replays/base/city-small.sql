-- city-small.sql - a completed 2-tile city (rules-en.md 1.8, 1.9):
-- 4 under the final rules, 2 under c1-early-smallcity (BASE-CITY-SMALL);
-- c1-farm-v1 changes only farms (record-format.md: 4).
-- 641, 642, 645 valid; 643 BREAK BASE-CITY-SMALL; 644 BREAK BASE-CITY-PTS.
-- The valid games are in city-small-pass.sql (replays/README.md, "Index").

-- game 643: BREAK BASE-CITY-SMALL: c1-early-smallcity, 4 recorded.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (643, 'c1-early-smallcity', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (643, 0, 'Red', NULL),
  (643, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (643, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (643, 1, 0, 'E', 'place', 0, -1, 180, 'S');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (643, 1, 0, 4, 'city');

-- game 644: BREAK BASE-CITY-PTS: final rules, 2 recorded (the early rule applied to a final-rules game).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (644, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (644, 0, 'Red', NULL),
  (644, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (644, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (644, 1, 0, 'E', 'place', 0, -1, 180, 'S');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (644, 1, 0, 2, 'city');
