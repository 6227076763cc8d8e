-- majority-pass.sql - the valid games next to majority.sql's breaks (its
-- header has the board; rules-en.md 1.6, 1.9).  PASSES BASE-SCORE-TIE
-- (501: 1 - 1, 4 each), BASE-SCORE-MAJ (503: Red 2 - Blue 1 on 5 tiles,
-- Red 5, Blue 0), BASE-SCORE-NONE (505: no meeple, nobody scores 3),
-- BASE-MEEPLE-FIXED and BASE-FARMER-STAY (507: the farmer stays on its
-- field and the road scores nothing), BASE-MEEPLE-FREE (501, 503: pieces
-- each free when claimed, joined later).

-- game 501: valid (rules-en.md 1.9, road tie): Red's highwayman on the E arm of the crossing W at (0,1), Blue's on the W arm of the crossing W at (3,1); U (1,1) joins Red's piece, U (2,1) closes the road at seq 7: 4 tiles, Red 1 - Blue 1, each gets 4.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (501, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (501, 0, 'Red', 4),
  (501, 1, 'Blue', 4);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (501, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (501, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (501, 2, 1, 'A', 'place', 1, 0, 90, NULL),
  (501, 3, 0, 'B', 'place', 2, 0, 0, NULL),
  (501, 4, 1, 'B', 'place', 3, 0, 0, NULL),
  (501, 5, 0, 'U', 'place', 1, 1, 0, NULL),
  (501, 6, 1, 'W', 'place', 3, 1, 0, 'W'),
  (501, 7, 0, 'U', 'place', 2, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (501, 7, 0, 4, 'road'),
  (501, 7, 1, 4, 'road');

-- game 503: valid (rules-en.md 1.9, majority): Red on the crossing W (0,1) E arm and on U (2,1), Blue on the crossing W (4,1) W arm; U (1,1) joins Red's two, U (3,1) closes the road at seq 9: 5 tiles, Red 2 - Blue 1: Red 5, Blue 0.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (503, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (503, 0, 'Red', 5),
  (503, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (503, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (503, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (503, 2, 1, 'A', 'place', 1, 0, 90, NULL),
  (503, 3, 0, 'B', 'place', 2, 0, 0, NULL),
  (503, 4, 1, 'B', 'place', 3, 0, 0, NULL),
  (503, 5, 0, 'U', 'place', 2, 1, 0, 'E'),
  (503, 6, 1, 'B', 'place', 4, 0, 0, NULL),
  (503, 7, 0, 'U', 'place', 1, 1, 0, NULL),
  (503, 8, 1, 'W', 'place', 4, 1, 0, 'W'),
  (503, 9, 0, 'U', 'place', 3, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (503, 9, 0, 5, 'road');

-- game 505: valid: A rot 90 at (1,0) and A rot 270 at (-1,0) close D's road at two monasteries: 3 tiles, no meeple, nobody scores.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (505, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (505, 0, 'Red', 0),
  (505, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (505, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (505, 1, 0, 'A', 'place', 1, 0, 90, NULL),
  (505, 2, 1, 'A', 'place', -1, 0, 270, NULL);

-- game 507: valid: as 505, Blue puts a farmer (NL) on the field of A at (-1,0); it stays put and scores nothing at the end (the field touches only D's open city).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (507, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (507, 0, 'Red', 0),
  (507, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (507, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (507, 1, 0, 'A', 'place', 1, 0, 90, NULL),
  (507, 2, 1, 'A', 'place', -1, 0, 270, 'NL');
