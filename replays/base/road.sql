-- road.sql - roads (rules-en.md 1.5, 1.6): BASE-ROAD-DONE, BASE-ROAD-PTS.
-- 601 valid: road (-1,0) D (1,0) between two crossings: 3 tiles, Red 3.
-- 602 BREAK BASE-ROAD-PTS: 2 recorded for it.
-- 603 valid: a loop (no end) of 4 tiles is complete: 4 at seq 4.
-- 604 BREAK BASE-ROAD-DONE (the hint; the points left out cite
--     BASE-ROAD-PTS): the loop is not scored at seq 4; the record
--   scores it at the end instead, as an incomplete road (1 row): that row
--   is points no rule gives at the end, the meeple having gone home
--   (BASE-RETURN, a consequence).
-- 605 BREAK BASE-ROAD-DONE: a road open at both ends scored during play
--   (2 at seq 1); the end-of-game 2 for it are right.
-- The valid games are in road-pass.sql (replays/README.md, "Index").

-- game 602: BREAK BASE-ROAD-PTS: as 601, recorded 2.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (602, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (602, 0, 'Red', NULL),
  (602, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (602, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (602, 1, 0, 'W', 'place', 1, 0, 0, 'W'),
  (602, 2, 1, 'W', 'place', -1, 0, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (602, 2, 0, 2, 'road');

-- game 604: BREAK BASE-ROAD-DONE: as 603, the loop is not scored (the record waits for road ends that a loop never has).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (604, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (604, 0, 'Red', NULL),
  (604, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (604, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (604, 1, 0, 'V', 'place', 0, 1, 270, 'S'),
  (604, 2, 1, 'V', 'place', 1, 1, 0, NULL),
  (604, 3, 0, 'V', 'place', 0, 2, 180, NULL),
  (604, 4, 1, 'V', 'place', 1, 2, 90, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (604, NULL, 0, 1, 'road');

-- game 605: BREAK BASE-ROAD-DONE: Red's highwayman on U at (1,0) (road D-U, open both ends) is scored 2 at seq 1.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (605, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (605, 0, 'Red', NULL),
  (605, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (605, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (605, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (605, 1, 0, 2, 'road'),
  (605, NULL, 0, 2, 'road');
