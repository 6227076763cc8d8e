-- meeple-pass.sql - the valid games next to meeple.sql's breaks (its
-- header has the arithmetic; rules-en.md 1.4).  PASSES BASE-MEEPLE-MAX1
-- (one meeple a turn), BASE-MEEPLE-FREE (each on an empty feature),
-- BASE-MEEPLE-SPOT (a knight on a city, a highwayman on a road, monks on
-- monasteries), BASE-MEEPLE-NEWTILE (each on the tile just placed) and
-- DATA-SPOT (every spot is on its tile): 321 (knight 4 at seq 1, monk
-- 1 + D = 2 at the end), 326 (road D-U 2, monk 1 + D + U = 3), 327
-- (326 in the long form 'follower:SPOT': record-format.md's KIND
-- 'follower' is the same as no KIND).

-- game 321: valid: Red's knight S on E rot 180 at (0,-1) closes D's city: 4 city at seq 1; Blue's monk on B at (0,1): 2 at the end (1 + D).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (321, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (321, 0, 'Red', 4),
  (321, 1, 'Blue', 2);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (321, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (321, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (321, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (321, 1, 0, 4, 'city'),
  (321, NULL, 1, 2, 'monastery');

-- game 326: valid: Red's highwayman E on U rot 0 at (1,0) (road of D and U, 2 tiles, incomplete: 2 at the end); Blue's monk on B at (0,1) (neighbours D, U: 3).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (326, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (326, 0, 'Red', 2),
  (326, 1, 'Blue', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (326, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (326, 1, 0, 'U', 'place', 1, 0, 0, 'E'),
  (326, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (326, NULL, 0, 2, 'road'),
  (326, NULL, 1, 3, 'monastery');

-- game 327: valid: game 326 with its meeples in the long form, 'follower:E' and 'follower:C' (record-format.md: the kind 'follower' is the same as no kind): Red's highwayman on the road D-U (2 at the end), Blue's monk on B at (0,1) (neighbours D, U: 3).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (327, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (327, 0, 'Red', 2),
  (327, 1, 'Blue', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (327, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (327, 1, 0, 'U', 'place', 1, 0, 0, 'follower:E'),
  (327, 2, 1, 'B', 'place', 0, 1, 0, 'follower:C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (327, NULL, 0, 2, 'road'),
  (327, NULL, 1, 3, 'monastery');
