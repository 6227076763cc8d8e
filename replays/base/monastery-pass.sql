-- monastery-pass.sql - the valid games next to monastery.sql's breaks
-- (its header has the board; rules-en.md 1.6, 1.7, 1.9).  PASSES
-- BASE-MON-PTS (661: the 8th neighbour at seq 8 completes it, 9) and
-- BASE-MON-END (664: 5 neighbours at the end, 1 + 5 = 6).

-- game 661: valid: Red's monk on B at (0,1); A rot 270 (-1,0), A rot 90 (1,0), B at (-1,1) (1,1) (-1,2) (0,2) (1,2) fill the 8 squares around it (with D): complete at seq 8, 9.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (661, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (661, 0, 'Red', 9),
  (661, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (661, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (661, 1, 0, 'B', 'place', 0, 1, 0, 'C'),
  (661, 2, 1, 'A', 'place', -1, 0, 270, NULL),
  (661, 3, 0, 'A', 'place', 1, 0, 90, NULL),
  (661, 4, 1, 'B', 'place', -1, 1, 0, NULL),
  (661, 5, 0, 'B', 'place', 1, 1, 0, NULL),
  (661, 6, 1, 'B', 'place', -1, 2, 0, NULL),
  (661, 7, 0, 'B', 'place', 0, 2, 0, NULL),
  (661, 8, 1, 'B', 'place', 1, 2, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (661, 8, 0, 9, 'monastery');

-- game 664: valid (rules-en.md 1.9): Red's monk on B at (0,1), neighbours D, A (-1,0), A (1,0), B (-1,1), B (1,1): 5; at the end 1 + 5 = 6.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (664, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (664, 0, 'Red', 6),
  (664, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (664, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (664, 1, 0, 'B', 'place', 0, 1, 0, 'C'),
  (664, 2, 1, 'A', 'place', -1, 0, 270, NULL),
  (664, 3, 0, 'A', 'place', 1, 0, 90, NULL),
  (664, 4, 1, 'B', 'place', -1, 1, 0, NULL),
  (664, 5, 0, 'B', 'place', 1, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (664, NULL, 0, 6, 'monastery');
