-- fields-pass.sql - the valid games next to fields.sql's breaks (its
-- header has the board and the arithmetic of each ruleset; rules-en.md
-- 1.7, 1.8).  PASSES BASE-FIELD-PTS (801: 6 + 6 = 12), BASE-FIELD-C1V1
-- (803: 4 per completed city, 8), BASE-FIELD-C1V2 (804: each city once
-- per player, 6), BASE-CITY-SMALL (802: 2 for C1) and BASE-FARMER-STAY
-- (the farmers of seq 3 and 5 score only at the end).

-- game 801: valid, final rules: fields 6 + 6 = 12; Red 4 + 12 = 16, Blue 3.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (801, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (801, 0, 'Red', 16),
  (801, 1, 'Blue', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (801, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (801, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (801, 2, 1, 'D', 'place', 1, 0, 0, NULL),
  (801, 3, 0, 'E', 'place', 1, -1, 180, 'NL'),
  (801, 4, 1, 'B', 'place', 0, 1, 0, 'C'),
  (801, 5, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (801, 1, 0, 4, 'city'),
  (801, NULL, 1, 3, 'monastery'),
  (801, NULL, 0, 6, 'field'),
  (801, NULL, 0, 6, 'field');

-- game 802: valid, c1-early-smallcity: the knight's 2-tile city gives 2; fields as final, 12: Red 14, Blue 3.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (802, 'c1-early-smallcity', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (802, 0, 'Red', 14),
  (802, 1, 'Blue', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (802, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (802, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (802, 2, 1, 'D', 'place', 1, 0, 0, NULL),
  (802, 3, 0, 'E', 'place', 1, -1, 180, 'NL'),
  (802, 4, 1, 'B', 'place', 0, 1, 0, 'C'),
  (802, 5, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (802, 1, 0, 2, 'city'),
  (802, NULL, 1, 3, 'monastery'),
  (802, NULL, 0, 6, 'field'),
  (802, NULL, 0, 6, 'field');

-- game 803: valid, c1-farm-v1: 4 per completed city to the farmer majority over all its fields: C1 4, C2 4; Red 4 + 8 = 12, Blue 3.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (803, 'c1-farm-v1', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (803, 0, 'Red', 12),
  (803, 1, 'Blue', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (803, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (803, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (803, 2, 1, 'D', 'place', 1, 0, 0, NULL),
  (803, 3, 0, 'E', 'place', 1, -1, 180, 'NL'),
  (803, 4, 1, 'B', 'place', 0, 1, 0, 'C'),
  (803, 5, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (803, 1, 0, 4, 'city'),
  (803, NULL, 1, 3, 'monastery'),
  (803, NULL, 0, 4, 'field'),
  (803, NULL, 0, 4, 'field');

-- game 804: valid, c1-farm-v2: field by field, each city once per player: field A gives C1 and C2 (6), field B nothing new; Red 4 + 6 = 10, Blue 3.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (804, 'c1-farm-v2', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (804, 0, 'Red', 10),
  (804, 1, 'Blue', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (804, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (804, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (804, 2, 1, 'D', 'place', 1, 0, 0, NULL),
  (804, 3, 0, 'E', 'place', 1, -1, 180, 'NL'),
  (804, 4, 1, 'B', 'place', 0, 1, 0, 'C'),
  (804, 5, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (804, 1, 0, 4, 'city'),
  (804, NULL, 1, 3, 'monastery'),
  (804, NULL, 0, 6, 'field');
