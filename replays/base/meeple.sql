-- meeple.sql - meeple placement (rules-en.md 1.4): BASE-MEEPLE-MAX1,
-- BASE-MEEPLE-FREE, BASE-MEEPLE-SPOT, DATA-SPOT.
-- Passes: 321 (a knight that scores at once: E rot 180 at (0,-1) closes
--   D's city, 2 tiles x 2 = 4; Blue's monk on B at (0,1), at the end
--   1 + 1 neighbour (D) = 2), 326 (a highwayman and a monk at the end:
--   road D-U 2; monastery B at (0,1) with neighbours D, U = 3).
-- Breaks: 322 BASE-MEEPLE-MAX1, 323 BASE-MEEPLE-FREE, 324 BASE-MEEPLE-SPOT
--   (now DATA-SPOT: 'C' where there is no monastery is a spot the tile
--   does not have, and the replay stops, whatever artwork stands there;
--   record-format.md), 325 DATA-SPOT (a spot that does not exist: the
--   replay stops), 328 DATA-SPOT (325 in the long form 'follower:N': the
--   kind 'follower' is the same as no kind, so N is the spot; record-format.md).
-- Two meeples joined by a later tile is legal: majority-pass.sql, game 501.
-- The valid games are in meeple-pass.sql (replays/README.md, "Index").

-- game 322: BREAK BASE-MEEPLE-MAX1: the same turn records two meeples 'S,NL'; only S is played (4 city, as recorded).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (322, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (322, 0, 'Red', NULL),
  (322, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (322, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (322, 1, 0, 'E', 'place', 0, -1, 180, 'S,NL'),
  (322, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (322, 1, 0, 4, 'city'),
  (322, NULL, 1, 2, 'monastery');

-- game 323: BREAK BASE-MEEPLE-FREE: Red's knight N on F rot 90 at (0,-1); Blue's E rot 180 at (0,-2) closes the city and puts a knight on it too (seq 2).  The meeple is played as recorded: the city of 3 tiles with 1 coat of arms (3x2 + 2 = 8) ties, 8 each.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (323, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (323, 0, 'Red', NULL),
  (323, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (323, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (323, 1, 0, 'F', 'place', 0, -1, 90, 'N'),
  (323, 2, 1, 'E', 'place', 0, -2, 180, 'S');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (323, 2, 0, 8, 'city'),
  (323, 2, 1, 8, 'city');

-- game 324: BREAK DATA-SPOT: Red's meeple 'C' on W rot 0 at (1,0): a crossing, not a monastery, on a base tile: DATA-SPOT, and the replay stops at seq 1 (Blue's monk at seq 2 is not played, no final scoring: 0 and 0).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (324, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (324, 0, 'Red', NULL),
  (324, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (324, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (324, 1, 0, 'W', 'place', 1, 0, 0, 'C'),
  (324, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (324, NULL, 1, 3, 'monastery');

-- game 325: BREAK DATA-SPOT: Red's meeple 'N' on U rot 0 at (1,0), whose N edge is field: no such spot; the replay stops (seq 2 is not played, no final scoring).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (325, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (325, 0, 'Red', NULL),
  (325, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (325, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (325, 1, 0, 'U', 'place', 1, 0, 0, 'N'),
  (325, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (325, NULL, 1, 3, 'monastery');

-- game 328: BREAK DATA-SPOT: game 325 in the long form: Red's 'follower:N' on U rot 0 at (1,0) is a follower on N (record-format.md: the kind 'follower' is the same as no kind), whose N edge is field: no such spot; the replay stops at seq 1 (seq 2 is not played, no final scoring).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (328, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (328, 0, 'Red', NULL),
  (328, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (328, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (328, 1, 0, 'U', 'place', 1, 0, 0, 'follower:N'),
  (328, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (328, NULL, 1, 3, 'monastery');
