-- city-small.sql - a completed 2-tile city (rules-en.md 1.8, 1.9):
-- 4 under the final rules, 2 under c1-early-smallcity (BASE-CITY-SMALL);
-- c1-farm-v1 changes only farms (record-format.md: 4).
-- 641, 642, 645 valid; 643 BREAK BASE-CITY-SMALL; 644 BREAK BASE-CITY-PTS.
-- 646, 647: a 2-tile city with a coat of arms, possible only after an edge
-- mismatch (edge-closed.sql game 1's board: D; F rot 90 at (0,-1), a coat
-- of arms, Red's knight on S; Blue's B at (0,-2) against F's city:
-- BASE-PLACE-EDGE, and the mismatched edge closes the city at seq 2).
-- Under c1-early-smallcity "a completed city of only 2 tiles scores 2
-- points" (rules-en.md 1.8), coat of arms or not: 646 records 2 and breaks
-- only BASE-PLACE-EDGE; 647 BREAK BASE-CITY-SMALL records 4 (2 + 2 for the
-- coat of arms).  Under the final rules the same city is 2x2 + 2 = 6
-- (edge-closed.sql game 1).
-- The valid games are in city-small-pass.sql (replays/README.md, "Index").

-- game 643: BREAK BASE-CITY-SMALL: c1-early-smallcity, 4 recorded.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (643, 'c1-early-smallcity', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (643, 0, 'Red', NULL),
  (643, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (643, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (643, 1, 0, 'E', 'place', 0, -1, 180, 'S');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (643, 1, 0, 4, 'city');

-- game 644: BREAK BASE-CITY-PTS: final rules, 2 recorded (the early rule applied to a final-rules game).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (644, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (644, 0, 'Red', NULL),
  (644, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (644, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (644, 1, 0, 'E', 'place', 0, -1, 180, 'S');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (644, 1, 0, 2, 'city');

-- game 646: BREAK BASE-PLACE-EDGE only: c1-early-smallcity, Blue's B at (0,-2) against F's city closes the 2-tile city D-F with its coat of arms: 2 to Red at seq 2, as recorded.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (646, 'c1-early-smallcity', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (646, 0, 'Red', 2),
  (646, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (646, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (646, 1, 0, 'F', 'place', 0, -1, 90, 'S'),
  (646, 2, 1, 'B', 'place', 0, -2, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (646, 2, 0, 2, 'city');

-- game 647: BREAK BASE-CITY-SMALL: 646 with 4 recorded (2 + 2 for the coat of arms); the rule gives 2.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (647, 'c1-early-smallcity', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (647, 0, 'Red', 4),
  (647, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (647, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (647, 1, 0, 'F', 'place', 0, -1, 90, 'S'),
  (647, 2, 1, 'B', 'place', 0, -2, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (647, 2, 0, 4, 'city');
