-- majority.sql - who scores a completed feature (rules-en.md 1.6, 1.9):
-- BASE-SCORE-TIE, BASE-SCORE-MAJ, BASE-SCORE-NONE, BASE-MEEPLE-FIXED.
-- Road on row 1: crossings W rot 0 (arms E, S, W; N field), straights
-- U rot 0 (W-E), monasteries A rot 90 (road W) and B as the row above.
-- Two highwaymen on separate pieces joined by a later tile is legal
-- (BASE-MEEPLE-FREE passes in 501 and 503).  A 4-tile road cannot carry
-- three meeples legally (the meeple pieces must not touch along the road
-- until the last tile), so the 2-vs-1 example uses 5 tiles.
-- 501 tie: 4 + 4.  502 BREAK BASE-SCORE-TIE (Blue left out).
-- 503 Red 2 - Blue 1: Red 5, Blue 0.  504 BREAK BASE-SCORE-MAJ (Blue 5).
-- 505 no meeple: nobody.  506 BREAK BASE-SCORE-NONE (3 to the placer).
-- 507 a farmer stays where it was put.  508 BREAK BASE-MEEPLE-FIXED: the
-- record scores the road for Blue, whose only meeple this turn went on the
-- field beside it: as if the meeple had moved onto the road.
-- Final scoring: no meeple is left on a road, city or monastery; the
-- farmers' fields touch no completed city: nothing.

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

-- game 502: BREAK BASE-SCORE-TIE: as 501, Blue's 4 left out.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (502, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (502, 0, 'Red', NULL),
  (502, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (502, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (502, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (502, 2, 1, 'A', 'place', 1, 0, 90, NULL),
  (502, 3, 0, 'B', 'place', 2, 0, 0, NULL),
  (502, 4, 1, 'B', 'place', 3, 0, 0, NULL),
  (502, 5, 0, 'U', 'place', 1, 1, 0, NULL),
  (502, 6, 1, 'W', 'place', 3, 1, 0, 'W'),
  (502, 7, 0, 'U', 'place', 2, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (502, 7, 0, 4, 'road');

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

-- game 504: BREAK BASE-SCORE-MAJ: as 503, Blue (in the minority) also given 5.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (504, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (504, 0, 'Red', NULL),
  (504, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (504, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (504, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (504, 2, 1, 'A', 'place', 1, 0, 90, NULL),
  (504, 3, 0, 'B', 'place', 2, 0, 0, NULL),
  (504, 4, 1, 'B', 'place', 3, 0, 0, NULL),
  (504, 5, 0, 'U', 'place', 2, 1, 0, 'E'),
  (504, 6, 1, 'B', 'place', 4, 0, 0, NULL),
  (504, 7, 0, 'U', 'place', 1, 1, 0, NULL),
  (504, 8, 1, 'W', 'place', 4, 1, 0, 'W'),
  (504, 9, 0, 'U', 'place', 3, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (504, 9, 0, 5, 'road'),
  (504, 9, 1, 5, 'road');

-- game 505: valid: A rot 90 at (1,0) and A rot 270 at (-1,0) close D's road at two monasteries: 3 tiles, no meeple, nobody scores.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (505, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (505, 0, 'Red', 0),
  (505, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (505, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (505, 1, 0, 'A', 'place', 1, 0, 90, NULL),
  (505, 2, 1, 'A', 'place', -1, 0, 270, NULL);

-- game 506: BREAK BASE-SCORE-NONE: as 505, the record gives Blue (who closed it) 3 road.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (506, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (506, 0, 'Red', NULL),
  (506, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (506, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (506, 1, 0, 'A', 'place', 1, 0, 90, NULL),
  (506, 2, 1, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (506, 2, 1, 3, 'road');

-- game 507: valid: as 505, Blue puts a farmer (NL) on the field of A at (-1,0); it stays put and scores nothing at the end (the field touches only D's open city).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (507, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (507, 0, 'Red', 0),
  (507, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (507, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (507, 1, 0, 'A', 'place', 1, 0, 90, NULL),
  (507, 2, 1, 'A', 'place', -1, 0, 270, 'NL');

-- game 508: BREAK BASE-MEEPLE-FIXED: as 507, the record gives Blue 3 road, as if the farmer placed this turn stood on the road it completes.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (508, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (508, 0, 'Red', NULL),
  (508, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (508, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (508, 1, 0, 'A', 'place', 1, 0, 90, NULL),
  (508, 2, 1, 'A', 'place', -1, 0, 270, 'NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (508, 2, 1, 3, 'road');
