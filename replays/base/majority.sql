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
-- The valid games are in majority-pass.sql (replays/README.md, "Index").

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
