-- end-scoring-pass.sql - the valid game next to end-scoring.sql's breaks
-- (its header has the arithmetic; rules-en.md 1.6, 1.7).  701 PASSES
-- BASE-RETURN (the knight of the city closed at seq 1 goes home: D's city
-- is not scored again at the end) and BASE-END-ONLY-MEEPLES (the road D-U
-- with Red's highwayman scores 2 once; no meepleless feature scores):
-- Red 4 + 2 = 6, Blue's monastery 1 + D + U = 3.

-- game 701: valid: Red's knight closes D's city with E rot 180 at (0,-1) (4 at seq 1) and goes home; Red's highwayman on U at (1,0) (road D-U, 2 at the end); Blue's monk on B at (0,1) (1 + D + U = 3 at the end).  D's city has no meeple at the end and does not score again.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (701, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (701, 0, 'Red', 6),
  (701, 1, 'Blue', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (701, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (701, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (701, 2, 1, 'B', 'place', 0, 1, 0, 'C'),
  (701, 3, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (701, 1, 0, 4, 'city'),
  (701, NULL, 0, 2, 'road'),
  (701, NULL, 1, 3, 'monastery');
