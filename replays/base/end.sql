-- end.sql - the game ends after the turn of the last tile, and final
-- scoring follows (BASE-END, rules-en.md 1.7).
-- 721 valid (free supply): Red 4 city at seq 1; Blue's monk at (0,1) with
--   one neighbour (D): 1 + 1 = 2 at the end.
-- 722 BREAK BASE-END (the hint; the monastery points left out cite
--     BASE-MON-END): finished, but no final-scoring row at all.
-- 723 BREAK BASE-END: a standard-supply game recorded finished with 69
--   of its 72 tiles never drawn.
-- 724 valid: a complete 72-tile standard game (JCloisterZone, seed 1001,
--   from tests/fixtures/jcz-sample/base/001.sql): totals 38 and 33.
-- 725 BREAK BASE-END: the same game with a 73rd move (U rot 90 at (-2,5),
--   a legal square): the supply is exhausted, the game was over.
-- The valid games are in end-pass.sql (replays/README.md, "Index").

-- game 722: BREAK BASE-END: as 721, no final scoring at all (the 2 monastery points of Blue missing).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (722, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (722, 0, 'Red', NULL),
  (722, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (722, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (722, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (722, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (722, 1, 0, 4, 'city');

-- game 723: BREAK BASE-END: as 721 but with the standard supply: recorded finished after 3 tiles, 69 never drawn.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (723, 'final', 'standard', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (723, 0, 'Red', 4),
  (723, 1, 'Blue', 2);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (723, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (723, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (723, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (723, 1, 0, 4, 'city'),
  (723, NULL, 1, 2, 'monastery');

-- game 725: BREAK BASE-END, as 724 plus a 73rd move.
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (725, 'final', 'standard', 'finished', 'JCloisterZone 5.12.0, seed 1001 (tests/fixtures/jcz-sample/base/001.sql)');
INSERT INTO players(game_id, seat, name, final_score) VALUES (725, 0, 'P1', 38);
INSERT INTO players(game_id, seat, name, final_score) VALUES (725, 1, 'P2', 33);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 1, 0, 'W', 'place', -1, 0, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 2, 1, 'I', 'place', 0, 1, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 3, 0, 'R', 'place', 0, 2, 270, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 4, 1, 'W', 'place', -2, 0, 0, 'ER');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 5, 0, 'U', 'place', -3, 0, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 6, 1, 'S', 'place', -1, 2, 180, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 7, 0, 'L', 'place', -4, 0, 180, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 8, 1, 'D', 'place', -2, 2, 90, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 9, 0, 'V', 'place', -2, -1, 180, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 10, 1, 'B', 'place', 1, 2, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 11, 0, 'P', 'place', -2, 3, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 12, 1, 'A', 'place', -5, 0, 270, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 13, 0, 'N', 'place', -1, 3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 14, 1, 'B', 'place', 1, 1, 90, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 15, 0, 'O', 'place', 0, -1, 270, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 16, 1, 'L', 'place', -2, 4, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 17, 0, 'N', 'place', -6, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 18, 1, 'W', 'place', -6, 1, 0, 'SR');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 19, 0, 'H', 'place', -3, 2, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 20, 1, 'V', 'place', -7, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 21, 0, 'V', 'place', 2, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 22, 1, 'E', 'place', -5, -1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 23, 0, 'T', 'place', -7, 0, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 24, 1, 'H', 'place', 0, 3, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 25, 0, 'N', 'place', -4, 2, 270, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 26, 1, 'J', 'place', -3, 3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 27, 0, 'V', 'place', 1, 0, 90, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 28, 1, 'B', 'place', 1, 3, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 29, 0, 'L', 'place', -2, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 30, 1, 'H', 'place', -7, 2, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 31, 0, 'E', 'place', -8, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 32, 1, 'M', 'place', -4, 3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 33, 0, 'P', 'place', -3, -2, 270, 'NR');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 34, 1, 'V', 'place', -1, 4, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 35, 0, 'U', 'place', -5, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 36, 1, 'J', 'place', 0, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 37, 0, 'S', 'place', -8, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 38, 1, 'B', 'place', -9, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 39, 0, 'V', 'place', 2, 0, 270, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 40, 1, 'E', 'place', 0, -3, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 41, 0, 'J', 'place', -1, 1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 42, 1, 'F', 'place', 1, 4, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 43, 0, 'E', 'place', -7, 3, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 44, 1, 'W', 'place', -1, 5, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 45, 0, 'D', 'place', -10, 1, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 46, 1, 'K', 'place', -8, 3, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 47, 0, 'F', 'place', -5, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 48, 1, 'V', 'place', 0, 5, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 49, 0, 'A', 'place', -9, 0, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 50, 1, 'C', 'place', -4, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 51, 0, 'D', 'place', -1, 6, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 52, 1, 'K', 'place', 0, -4, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 53, 0, 'V', 'place', -1, 7, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 54, 1, 'U', 'place', 1, -2, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 55, 0, 'U', 'place', -4, 4, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 56, 1, 'U', 'place', 3, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 57, 0, 'R', 'place', -7, 4, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 58, 1, 'G', 'place', -5, 3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 59, 0, 'I', 'place', -1, -3, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 60, 1, 'V', 'place', -1, 8, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 61, 0, 'U', 'place', -3, -3, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 62, 1, 'X', 'place', 0, 7, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 63, 0, 'U', 'place', -9, 3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 64, 1, 'O', 'place', -4, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 65, 0, 'M', 'place', -3, 1, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 66, 1, 'Q', 'place', -7, 5, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 67, 0, 'R', 'place', 2, 3, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 68, 1, 'E', 'place', -6, -1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 69, 0, 'U', 'place', -6, 5, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 70, 1, 'P', 'place', -11, 1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 71, 0, 'K', 'place', 4, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, 7, 0, 3, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, 12, 1, 2, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, 24, 0, 18, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, NULL, 0, 3, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, NULL, 0, 3, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, NULL, 0, 4, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, NULL, 0, 3, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, NULL, 1, 8, 'monastery');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, NULL, 1, 2, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, NULL, 1, 8, 'monastery');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, NULL, 0, 4, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, NULL, 1, 1, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, NULL, 1, 6, 'field');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, NULL, 1, 3, 'field');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (725, NULL, 1, 3, 'field');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (725, 72, 1, 'U', 'place', -2, 5, 90, NULL);
