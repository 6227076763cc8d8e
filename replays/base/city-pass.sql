-- city-pass.sql - the valid games next to city.sql's breaks (its header
-- has the board; rules-en.md 1.5-1.7, 1.9).  PASSES BASE-CITY-DONE and
-- BASE-CITY-PTS (621: closed by E rot 270 at seq 4, 5 tiles x 2 + 2 coats
-- of arms x 2 = 14), BASE-CITY-END (623: open east at the end, 5 + 2 = 7).

-- game 621: valid (rules-en.md 1.9): Red's knight on F rot 90 at (0,-1); M rot 180 (0,-2), G (1,-2), E rot 270 (2,-2) close the city at seq 4: D F M G E = 5 tiles, coats of arms on F and M: 5x2 + 2x2 = 14.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (621, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (621, 0, 'Red', 14),
  (621, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (621, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (621, 1, 0, 'F', 'place', 0, -1, 90, 'N'),
  (621, 2, 1, 'M', 'place', 0, -2, 180, NULL),
  (621, 3, 0, 'G', 'place', 1, -2, 0, NULL),
  (621, 4, 1, 'E', 'place', 2, -2, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (621, 4, 0, 14, 'city');

-- game 623: valid (rules-en.md 1.9): as 621 but G (2,-2) leaves the city open east: at the end 5 tiles + 2 coats of arms = 7.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (623, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (623, 0, 'Red', 7),
  (623, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (623, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (623, 1, 0, 'F', 'place', 0, -1, 90, 'N'),
  (623, 2, 1, 'M', 'place', 0, -2, 180, NULL),
  (623, 3, 0, 'G', 'place', 1, -2, 0, NULL),
  (623, 4, 1, 'G', 'place', 2, -2, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (623, NULL, 0, 7, 'city');
