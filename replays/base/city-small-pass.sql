-- city-small-pass.sql - the valid games next to city-small.sql's breaks
-- (its header has the board): a completed 2-tile city (rules-en.md 1.8,
-- 1.9).  PASSES BASE-CITY-PTS (641: 2 tiles x 2 = 4), BASE-CITY-SMALL
-- (642: c1-early-smallcity, 2), BASE-CITY-DONE (the city D-E has no open
-- city edge).  645: c1-farm-v1 changes only farms: 4 (record-format.md).

-- game 641: valid, final rules: E rot 180 at (0,-1) closes D's city, Red's knight: 2 tiles = 4.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (641, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (641, 0, 'Red', 4),
  (641, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (641, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (641, 1, 0, 'E', 'place', 0, -1, 180, 'S');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (641, 1, 0, 4, 'city');

-- game 642: valid, c1-early-smallcity: the same 2-tile city scores 2.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (642, 'c1-early-smallcity', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (642, 0, 'Red', 2),
  (642, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (642, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (642, 1, 0, 'E', 'place', 0, -1, 180, 'S');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (642, 1, 0, 2, 'city');

-- game 645: valid, c1-farm-v1: the ruleset changes only farms, a 2-tile city is 4.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (645, 'c1-farm-v1', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (645, 0, 'Red', 4),
  (645, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (645, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (645, 1, 0, 'E', 'place', 0, -1, 180, 'S');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (645, 1, 0, 4, 'city');
