-- meeple-supply.sql - each seat has 7 meeples (BASE-SETUP-SUPPLY); a meeple
-- is placed only from supply (BASE-MEEPLE-SUPPLY); knights of a completed
-- city come back in that turn (BASE-RETURN); farmers never come back
-- during play (BASE-FARMER-STAY).  One-player games, in_progress, so no
-- final scoring: 201, 202, 205, 206 are moves-only.
--
-- An 8th meeple on the board is cited by what the record must have
-- believed (core/engine/game.c, carc_game_check_meeple):
--   a farmer of the seat on the board -> hint BASE-FARMER-STAY (206)
--   no meeple of the seat ever back   -> hint BASE-SETUP-SUPPLY (202)
-- (the divergence itself cites BASE-MEEPLE-SUPPLY: doc/rules/rule-ids.md)
--   otherwise                         -> BASE-MEEPLE-SUPPLY (204)
-- Passes: 201 (7 meeples), 203 (a knight returns, 8 placements),
-- 205 (a farmer and 6 monks).
-- 203/204: E rot 180 at (0,-1) closes D's city N: 2 tiles x 2 = 4 (seq 1).
-- The valid games are in meeple-supply-pass.sql (replays/README.md, "Index").

-- game 202: BREAK BASE-SETUP-SUPPLY: as 201, then an 8th monk at (4,1) (seq 8); no meeple of Red ever came back.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (202, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (202, 0, 'Red', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (202, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (202, 1, 0, 'B', 'place', 0, 1, 0, 'C'),
  (202, 2, 0, 'B', 'place', 1, 1, 0, 'C'),
  (202, 3, 0, 'B', 'place', -1, 1, 0, 'C'),
  (202, 4, 0, 'B', 'place', 2, 1, 0, 'C'),
  (202, 5, 0, 'B', 'place', -2, 1, 0, 'C'),
  (202, 6, 0, 'B', 'place', 3, 1, 0, 'C'),
  (202, 7, 0, 'B', 'place', -3, 1, 0, 'C'),
  (202, 8, 0, 'B', 'place', 4, 1, 0, 'C');

-- game 204: BREAK BASE-MEEPLE-SUPPLY: as 203, then a monk at (4,1) (seq 9): 7 on the board, the knight's return already used.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (204, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (204, 0, 'Red', 4);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (204, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (204, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (204, 2, 0, 'B', 'place', 0, 1, 0, 'C'),
  (204, 3, 0, 'B', 'place', 1, 1, 0, 'C'),
  (204, 4, 0, 'B', 'place', -1, 1, 0, 'C'),
  (204, 5, 0, 'B', 'place', 2, 1, 0, 'C'),
  (204, 6, 0, 'B', 'place', -2, 1, 0, 'C'),
  (204, 7, 0, 'B', 'place', 3, 1, 0, 'C'),
  (204, 8, 0, 'B', 'place', -3, 1, 0, 'C'),
  (204, 9, 0, 'B', 'place', 4, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (204, 1, 0, 4, 'city');

-- game 206: BREAK BASE-FARMER-STAY: as 205, then a monk at (4,1) (seq 8): the record treats the farmer as back in supply.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (206, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (206, 0, 'Red', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (206, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (206, 1, 0, 'B', 'place', 0, 1, 0, 'NL'),
  (206, 2, 0, 'B', 'place', 1, 1, 0, 'C'),
  (206, 3, 0, 'B', 'place', -1, 1, 0, 'C'),
  (206, 4, 0, 'B', 'place', 2, 1, 0, 'C'),
  (206, 5, 0, 'B', 'place', -2, 1, 0, 'C'),
  (206, 6, 0, 'B', 'place', 3, 1, 0, 'C'),
  (206, 7, 0, 'B', 'place', -3, 1, 0, 'C'),
  (206, 8, 0, 'B', 'place', 4, 1, 0, 'C');
