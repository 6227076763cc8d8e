-- end-pass.sql - the valid games next to end.sql's breaks (rules-en.md
-- 1.7).  PASSES BASE-END: 721 (free supply: finished, its final scoring
-- recorded: Red 4 city at seq 1, Blue's monk at (0,1) 1 + D = 2 at the
-- end) and 724 (the standard supply's 72 tiles all drawn, then final
-- scoring: totals 38 and 33, JCloisterZone seed 1001).

-- game 721: valid: 321 of meeple.sql under the free supply: finished, final scoring recorded.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (721, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (721, 0, 'Red', 4),
  (721, 1, 'Blue', 2);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (721, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (721, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (721, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (721, 1, 0, 4, 'city'),
  (721, NULL, 1, 2, 'monastery');

-- game 724: valid, 72 tiles, standard supply.
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (724, 'final', 'standard', 'finished', 'JCloisterZone 5.12.0, seed 1001 (tests/fixtures/jcz-sample/base/001.sql)');
INSERT INTO players(game_id, seat, name, final_score) VALUES (724, 0, 'P1', 38);
INSERT INTO players(game_id, seat, name, final_score) VALUES (724, 1, 'P2', 33);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 1, 0, 'W', 'place', -1, 0, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 2, 1, 'I', 'place', 0, 1, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 3, 0, 'R', 'place', 0, 2, 270, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 4, 1, 'W', 'place', -2, 0, 0, 'ER');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 5, 0, 'U', 'place', -3, 0, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 6, 1, 'S', 'place', -1, 2, 180, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 7, 0, 'L', 'place', -4, 0, 180, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 8, 1, 'D', 'place', -2, 2, 90, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 9, 0, 'V', 'place', -2, -1, 180, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 10, 1, 'B', 'place', 1, 2, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 11, 0, 'P', 'place', -2, 3, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 12, 1, 'A', 'place', -5, 0, 270, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 13, 0, 'N', 'place', -1, 3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 14, 1, 'B', 'place', 1, 1, 90, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 15, 0, 'O', 'place', 0, -1, 270, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 16, 1, 'L', 'place', -2, 4, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 17, 0, 'N', 'place', -6, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 18, 1, 'W', 'place', -6, 1, 0, 'SR');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 19, 0, 'H', 'place', -3, 2, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 20, 1, 'V', 'place', -7, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 21, 0, 'V', 'place', 2, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 22, 1, 'E', 'place', -5, -1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 23, 0, 'T', 'place', -7, 0, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 24, 1, 'H', 'place', 0, 3, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 25, 0, 'N', 'place', -4, 2, 270, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 26, 1, 'J', 'place', -3, 3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 27, 0, 'V', 'place', 1, 0, 90, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 28, 1, 'B', 'place', 1, 3, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 29, 0, 'L', 'place', -2, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 30, 1, 'H', 'place', -7, 2, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 31, 0, 'E', 'place', -8, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 32, 1, 'M', 'place', -4, 3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 33, 0, 'P', 'place', -3, -2, 270, 'NR');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 34, 1, 'V', 'place', -1, 4, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 35, 0, 'U', 'place', -5, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 36, 1, 'J', 'place', 0, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 37, 0, 'S', 'place', -8, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 38, 1, 'B', 'place', -9, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 39, 0, 'V', 'place', 2, 0, 270, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 40, 1, 'E', 'place', 0, -3, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 41, 0, 'J', 'place', -1, 1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 42, 1, 'F', 'place', 1, 4, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 43, 0, 'E', 'place', -7, 3, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 44, 1, 'W', 'place', -1, 5, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 45, 0, 'D', 'place', -10, 1, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 46, 1, 'K', 'place', -8, 3, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 47, 0, 'F', 'place', -5, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 48, 1, 'V', 'place', 0, 5, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 49, 0, 'A', 'place', -9, 0, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 50, 1, 'C', 'place', -4, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 51, 0, 'D', 'place', -1, 6, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 52, 1, 'K', 'place', 0, -4, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 53, 0, 'V', 'place', -1, 7, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 54, 1, 'U', 'place', 1, -2, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 55, 0, 'U', 'place', -4, 4, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 56, 1, 'U', 'place', 3, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 57, 0, 'R', 'place', -7, 4, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 58, 1, 'G', 'place', -5, 3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 59, 0, 'I', 'place', -1, -3, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 60, 1, 'V', 'place', -1, 8, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 61, 0, 'U', 'place', -3, -3, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 62, 1, 'X', 'place', 0, 7, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 63, 0, 'U', 'place', -9, 3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 64, 1, 'O', 'place', -4, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 65, 0, 'M', 'place', -3, 1, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 66, 1, 'Q', 'place', -7, 5, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 67, 0, 'R', 'place', 2, 3, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 68, 1, 'E', 'place', -6, -1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 69, 0, 'U', 'place', -6, 5, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 70, 1, 'P', 'place', -11, 1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (724, 71, 0, 'K', 'place', 4, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, 7, 0, 3, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, 12, 1, 2, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, 24, 0, 18, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, NULL, 0, 3, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, NULL, 0, 3, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, NULL, 0, 4, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, NULL, 0, 3, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, NULL, 1, 8, 'monastery');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, NULL, 1, 2, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, NULL, 1, 8, 'monastery');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, NULL, 0, 4, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, NULL, 1, 1, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, NULL, 1, 6, 'field');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, NULL, 1, 3, 'field');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (724, NULL, 1, 3, 'field');
