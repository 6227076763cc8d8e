-- end-scoring.sql - meeples go home after scoring (BASE-RETURN); at the
-- end only features holding meeples score, each once
-- (BASE-END-ONLY-MEEPLES).
-- 701 valid: Red 4 (city, seq 1) + 2 (road D-U at the end) = 6; Blue's
--   monastery at (0,1): neighbours D (0,0), U (1,0): 1 + 2 = 3.
-- 702 BREAK BASE-RETURN: D's city scored again at the end for Red.
-- 703 BREAK BASE-END-ONLY-MEEPLES: Blue scores a road without a meeple.
-- 704 BREAK BASE-END-ONLY-MEEPLES (the hint; the road's points cite
--     BASE-ROAD-PTS): Red's road counted twice (4, not 2).
-- The valid games are in end-scoring-pass.sql (replays/README.md, "Index").

-- game 702: BREAK BASE-RETURN: as 701, the record scores D's city again at the end (2 city to Red), as if the knight had stayed.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (702, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (702, 0, 'Red', NULL),
  (702, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (702, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (702, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (702, 2, 1, 'B', 'place', 0, 1, 0, 'C'),
  (702, 3, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (702, 1, 0, 4, 'city'),
  (702, NULL, 0, 2, 'road'),
  (702, NULL, 1, 3, 'monastery'),
  (702, NULL, 0, 2, 'city');

-- game 703: BREAK BASE-END-ONLY-MEEPLES: as 701, the record gives Blue 2 road at the end for D's road, where Blue has no meeple.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (703, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (703, 0, 'Red', NULL),
  (703, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (703, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (703, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (703, 2, 1, 'B', 'place', 0, 1, 0, 'C'),
  (703, 3, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (703, 1, 0, 4, 'city'),
  (703, NULL, 0, 2, 'road'),
  (703, NULL, 1, 3, 'monastery'),
  (703, NULL, 1, 2, 'road');

-- game 704: BREAK BASE-END-ONLY-MEEPLES: as 701, Red's road scored twice at the end (two rows of 2).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (704, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (704, 0, 'Red', NULL),
  (704, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (704, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (704, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (704, 2, 1, 'B', 'place', 0, 1, 0, 'C'),
  (704, 3, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (704, 1, 0, 4, 'city'),
  (704, NULL, 0, 2, 'road'),
  (704, NULL, 0, 2, 'road'),
  (704, NULL, 1, 3, 'monastery');
