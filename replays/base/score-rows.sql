-- score-rows.sql - SCORE-UNEXPECTED (points no rule gives: on seq 0, on a
-- seq with no move, of a kind no enabled rule scores) and SCORE-TOTAL.
-- Base game: Red closes D's city with a knight (4 at seq 1); Blue's monk
-- on B at (0,1), 1 + D = 2 at the end.
-- 941 valid.  942, 943 BREAK SCORE-UNEXPECTED.  944 BREAK SCORE-TOTAL.
-- The valid games are in score-rows-pass.sql (replays/README.md, "Index").

-- game 942: BREAK SCORE-UNEXPECTED: 1 road to Blue on seq 0 (the start tile) and 2 city to Red on seq 7 (no such move).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (942, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (942, 0, 'Red', NULL),
  (942, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (942, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (942, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (942, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (942, 1, 0, 4, 'city'),
  (942, NULL, 1, 2, 'monastery'),
  (942, 0, 1, 1, 'road'),
  (942, 7, 0, 2, 'city');

-- game 943: BREAK SCORE-UNEXPECTED: 3 compass points to Red at seq 1 in a base game.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (943, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (943, 0, 'Red', NULL),
  (943, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (943, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (943, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (943, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (943, 1, 0, 4, 'city'),
  (943, 1, 0, 3, 'compass'),
  (943, NULL, 1, 2, 'monastery');

-- game 944: BREAK SCORE-TOTAL: every row right, Blue's final_score 3 instead of 2.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (944, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (944, 0, 'Red', 4),
  (944, 1, 'Blue', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (944, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (944, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (944, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (944, 1, 0, 4, 'city'),
  (944, NULL, 1, 2, 'monastery');
