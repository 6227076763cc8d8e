-- road-pass.sql - the valid games next to road.sql's breaks (rules-en.md
-- 1.5, 1.6).  PASSES BASE-ROAD-DONE and BASE-ROAD-PTS: 601 (closed at both
-- ends by two crossings, 3 tiles, Red 3), 603 (a loop of 4 curves, no
-- end, complete at seq 4, Red 4).

-- game 601: valid: Red's highwayman on the W arm of the crossing W at (1,0); Blue's crossing W at (-1,0) closes D's road at seq 2: 3 tiles, Red 3.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (601, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (601, 0, 'Red', 3),
  (601, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (601, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (601, 1, 0, 'W', 'place', 1, 0, 0, 'W'),
  (601, 2, 1, 'W', 'place', -1, 0, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (601, 2, 0, 3, 'road');

-- game 603: valid: a loop of four curves V at (0,1) rot 270, (1,1) rot 0, (0,2) rot 180, (1,2) rot 90; Red's highwayman on the first (S); the loop closes at seq 4: no end, complete, 4 tiles, Red 4.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (603, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (603, 0, 'Red', 4),
  (603, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (603, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (603, 1, 0, 'V', 'place', 0, 1, 270, 'S'),
  (603, 2, 1, 'V', 'place', 1, 1, 0, NULL),
  (603, 3, 0, 'V', 'place', 0, 2, 180, NULL),
  (603, 4, 1, 'V', 'place', 1, 2, 90, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (603, 4, 0, 4, 'road');
