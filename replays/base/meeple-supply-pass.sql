-- meeple-supply-pass.sql - the valid games next to meeple-supply.sql's
-- breaks (its header has the board; rules-en.md 1.1, 1.4, 1.6).  One
-- player, in progress.  PASSES BASE-SETUP-SUPPLY and BASE-MEEPLE-SUPPLY
-- (201: 7 monks, no more), BASE-RETURN (203: the knight of the city closed
-- at seq 1, 2 x 2 = 4, is back for the 8th placement), BASE-FARMER-STAY
-- (205: the farmer stays, so a farmer and 6 monks make 7).

-- game 201: valid: Red (alone) places 7 monks on monasteries B at (0,1) (1,1) (-1,1) (2,1) (-2,1) (3,1) (-3,1); none completes.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (201, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (201, 0, 'Red', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (201, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (201, 1, 0, 'B', 'place', 0, 1, 0, 'C'),
  (201, 2, 0, 'B', 'place', 1, 1, 0, 'C'),
  (201, 3, 0, 'B', 'place', -1, 1, 0, 'C'),
  (201, 4, 0, 'B', 'place', 2, 1, 0, 'C'),
  (201, 5, 0, 'B', 'place', -2, 1, 0, 'C'),
  (201, 6, 0, 'B', 'place', 3, 1, 0, 'C'),
  (201, 7, 0, 'B', 'place', -3, 1, 0, 'C');

-- game 203: valid: Red's knight on E (0,-1) closes D's city at once (4 city, seq 1) and comes back; then 7 monks: 8 placements, never more than 7 on the board.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (203, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (203, 0, 'Red', 4);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (203, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (203, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (203, 2, 0, 'B', 'place', 0, 1, 0, 'C'),
  (203, 3, 0, 'B', 'place', 1, 1, 0, 'C'),
  (203, 4, 0, 'B', 'place', -1, 1, 0, 'C'),
  (203, 5, 0, 'B', 'place', 2, 1, 0, 'C'),
  (203, 6, 0, 'B', 'place', -2, 1, 0, 'C'),
  (203, 7, 0, 'B', 'place', 3, 1, 0, 'C'),
  (203, 8, 0, 'B', 'place', -3, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (203, 1, 0, 4, 'city');

-- game 205: valid: Red's farmer on B (0,1) (spot NL, the field south of D's road), then 6 monks at (1,1) (-1,1) (2,1) (-2,1) (3,1) (-3,1): 7 on the board.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (205, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (205, 0, 'Red', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (205, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (205, 1, 0, 'B', 'place', 0, 1, 0, 'NL'),
  (205, 2, 0, 'B', 'place', 1, 1, 0, 'C'),
  (205, 3, 0, 'B', 'place', -1, 1, 0, 'C'),
  (205, 4, 0, 'B', 'place', 2, 1, 0, 'C'),
  (205, 5, 0, 'B', 'place', -2, 1, 0, 'C'),
  (205, 6, 0, 'B', 'place', 3, 1, 0, 'C'),
  (205, 7, 0, 'B', 'place', -3, 1, 0, 'C');
