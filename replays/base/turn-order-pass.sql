-- turn-order-pass.sql - the valid games next to turn-order.sql's breaks
-- (its header has the arithmetic; rules-en.md 1.2, 1.6, 3.4).  PASSES
-- BASE-SCORE-WHEN and ORDER-TURN (521: the city Blue closes at seq 2 is
-- scored at seq 2, 3 x 2 + 2 = 8 to Red), BASE-TURN-PHASES and ORDER-TURN
-- (524: the knight placed on the tile that closes D's city is in it when
-- the city scores, 4 at seq 1), BASE-ROAD-PTS and ORDER-TURN (526: two
-- roads of 2 tiles, 2 to Red at seq 2 and 2 at seq 3, each at its own
-- seq).

-- game 521: valid: Red's knight N on F rot 90 at (0,-1) (city D-F open north); Blue's E rot 180 at (0,-2) closes it at seq 2: 3 tiles, 1 coat of arms: 3x2 + 2 = 8 to Red at seq 2.  Red's monk on A rot 90 at (1,0): at the end 1 + 2 neighbours (D, F) = 3.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (521, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (521, 0, 'Red', 11),
  (521, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (521, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (521, 1, 0, 'F', 'place', 0, -1, 90, 'N'),
  (521, 2, 1, 'E', 'place', 0, -2, 180, NULL),
  (521, 3, 0, 'A', 'place', 1, 0, 90, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (521, 2, 0, 8, 'city'),
  (521, NULL, 0, 3, 'monastery');

-- game 524: valid: Red closes D's city with E rot 180 at (0,-1) and puts a knight (S) on it: the meeple is placed before the city is scored, 4 city at seq 1.  Blue's monk on A rot 270 at (-1,0): 1 + D + E = 3 at the end.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (524, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (524, 0, 'Red', 4),
  (524, 1, 'Blue', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (524, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (524, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (524, 2, 1, 'A', 'place', -1, 0, 270, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (524, 1, 0, 4, 'city'),
  (524, NULL, 1, 3, 'monastery');

-- game 526: valid: Red's highwayman E on W at (0,1); Blue's X at (1,1) closes the road between the two crossings: 2 tiles, 2 road to Red at seq 2 (the highwayman goes home).  Red's W rot 180 at (0,2), a highwayman on its N road, which meets W (0,1)'s S road between two crossings: complete at once, 2 road to Red at seq 3.  Totals: Red 4, Blue 0.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (526, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (526, 0, 'Red', 4),
  (526, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (526, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (526, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (526, 2, 1, 'X', 'place', 1, 1, 0, NULL),
  (526, 3, 0, 'W', 'place', 0, 2, 180, 'N');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (526, 2, 0, 2, 'road'),
  (526, 3, 0, 2, 'road');
