-- keep-going.sql - after an illegal move the replay goes on where the
-- board can hold the move as recorded; it stops where it cannot
-- (record-format.md, "What the verifier compares").
-- 961: an edge mismatch at seq 1 is reported and the tile stays; the road
--   closed at seq 3 ((-1,0) D (1,0), 3 tiles) is still scored and the
--   record's 2 is reported (BASE-ROAD-PTS).
-- 962: a tile on an occupied square (seq 2) stops the replay: computed
--   totals are those after seq 1 (Red 4), with no final scoring, and
--   nothing after seq 2 is reported.

-- game 961: BREAK BASE-PLACE-EDGE, then BASE-ROAD-PTS: Red's U at (0,-1) against D's city (seq 1) stays on the board; Blue's highwayman W on the crossing W at (1,0) (seq 2); Red's crossing W at (-1,0) closes the road (seq 3): 3 tiles to Blue, recorded 2: still checked.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (961, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (961, 0, 'Red', NULL),
  (961, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (961, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (961, 1, 0, 'U', 'place', 0, -1, 0, NULL),
  (961, 2, 1, 'W', 'place', 1, 0, 0, 'W'),
  (961, 3, 0, 'W', 'place', -1, 0, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (961, 3, 1, 2, 'road');

-- game 962: BREAK BASE-PLACE-ADJ, the replay stops: Red's knight closes D's city (4, seq 1); Blue puts B on D's square (0,0) at seq 2: the record cannot be applied; seq 3 (a meeple on a field edge that does not exist) and the final rows are not checked; computed 4 and 0, no final scoring.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (962, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (962, 0, 'Red', NULL),
  (962, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (962, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (962, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (962, 2, 1, 'B', 'place', 0, 0, 0, 'C'),
  (962, 3, 0, 'U', 'place', 1, 0, 0, 'N');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (962, 1, 0, 4, 'city'),
  (962, NULL, 1, 2, 'monastery'),
  (962, NULL, 0, 9, 'road');
