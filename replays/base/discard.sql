-- discard.sql - a tile with no legal placement (rules-en.md 1.3):
-- BASE-PLACE-NOFIT, BASE-PLACE-MUST, DATA-DISCARD, BASE-MEEPLE-NEWTILE.
-- Board: D at (0,0) and E rot 180 at (0,-1) closing its city.  The open
-- squares touch only road or field edges (E rot 180 shows field N, E, W;
-- D shows road E, W and field S), so C (city on every edge) fits nowhere.
-- After a discard the same seat draws again (seq 3 is Blue's again).
-- Pass: 311 (C discarded, Blue draws again).
-- Breaks: 312 BASE-PLACE-NOFIT, 313 BASE-PLACE-MUST, 314 DATA-DISCARD (a
-- discard with a square), 315 BASE-MEEPLE-NEWTILE (a discard with a meeple).
-- The valid games are in discard-pass.sql (replays/README.md, "Index").

-- game 312: BREAK BASE-PLACE-NOFIT: the same C is placed at (0,1) against D's field; it fits nowhere, so it must leave the game.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (312, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (312, 0, 'Red', NULL),
  (312, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (312, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (312, 1, 0, 'E', 'place', 0, -1, 180, NULL),
  (312, 2, 1, 'C', 'place', 0, 1, 0, NULL);

-- game 313: BREAK BASE-PLACE-MUST: U is discarded though it fits (at (1,0) rot 0, for one).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (313, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (313, 0, 'Red', NULL),
  (313, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (313, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (313, 1, 0, 'E', 'place', 0, -1, 180, NULL),
  (313, 2, 1, 'U', 'discard', NULL, NULL, NULL, NULL),
  (313, 3, 1, 'U', 'place', 1, 0, 0, NULL);

-- game 314: BREAK DATA-DISCARD: the discard of C (it really fits nowhere) gives it a square (0,1) rotation 0.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (314, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (314, 0, 'Red', NULL),
  (314, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (314, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (314, 1, 0, 'E', 'place', 0, -1, 180, NULL),
  (314, 2, 1, 'C', 'discard', 0, 1, 0, NULL),
  (314, 3, 1, 'U', 'place', 1, 0, 0, NULL);

-- game 315: BREAK BASE-MEEPLE-NEWTILE: the discard of C carries a meeple N; no tile was placed this turn.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (315, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (315, 0, 'Red', NULL),
  (315, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (315, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (315, 1, 0, 'E', 'place', 0, -1, 180, NULL),
  (315, 2, 1, 'C', 'discard', NULL, NULL, NULL, 'N'),
  (315, 3, 1, 'U', 'place', 1, 0, 0, NULL);
