-- fields.sql - farms under the four rulesets (rules-en.md 1.7, 1.8):
-- BASE-FIELD-PTS, BASE-FIELD-C1V1, BASE-FIELD-C1V2, BASE-CITY-SMALL,
-- BASE-FARMER-STAY.  One board, played the same in every game:
--   seq 1 Red  E rot 180 (0,-1), knight S: closes D's city C1 (2 tiles)
--   seq 2 Blue D rot 0 (1,0): road on from D, its own city north
--   seq 3 Red  E rot 180 (1,-1), farmer NL: closes C2 (D (1,0) + E, no
--              knight: nobody scores); the farmer stands in field A, the
--              outer fields of both E tiles, joined across (0,-1)|(1,-1)
--   seq 4 Blue B (0,1), monk: at the end 1 + D (0,0) + D (1,0) = 3
--   seq 5 Red  U rot 0 (2,0), farmer NL: field B, the strip north of the
--              road on D (0,0), D (1,0) and U; D (0,0)'s strip touches C1,
--              D (1,0)'s touches C2
-- Fields A and B both touch C1 and C2, both complete; Red has the only
-- farmer in each.  Red's field points:
--   final (801)              A 2x3 + B 2x3                 = 12
--   c1-early-smallcity (802) as final                      = 12, and C1
--                            scores 2 at seq 1, not 4
--   c1-farm-v1 (803)         C1: Red 2 farmers in A+B -> 4; C2 the same
--                            -> 4                          =  8
--   c1-farm-v2 (804)         A: C1, C2 -> 6; B: both already collected
--                            -> 0                          =  6
-- Totals Red 16 / 14 / 12 / 10; Blue 3 in each.
-- Breaks: 805 BASE-FIELD-PTS, 806 BASE-FIELD-C1V1, 807 BASE-FIELD-C1V2
-- (each recorded under another ruleset's arithmetic), 808
-- BASE-FARMER-STAY (a farmer paid during play).
-- The small-city break is in city-small.sql (643).
-- The valid games are in fields-pass.sql (replays/README.md, "Index").

-- game 805: BREAK BASE-FIELD-PTS: final rules, Red's fields recorded as under c1-farm-v2 (6 in all).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (805, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (805, 0, 'Red', NULL),
  (805, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (805, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (805, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (805, 2, 1, 'D', 'place', 1, 0, 0, NULL),
  (805, 3, 0, 'E', 'place', 1, -1, 180, 'NL'),
  (805, 4, 1, 'B', 'place', 0, 1, 0, 'C'),
  (805, 5, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (805, 1, 0, 4, 'city'),
  (805, NULL, 1, 3, 'monastery'),
  (805, NULL, 0, 6, 'field');

-- game 806: BREAK BASE-FIELD-C1V1: c1-farm-v1, recorded as under the final rules (6 + 6).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (806, 'c1-farm-v1', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (806, 0, 'Red', NULL),
  (806, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (806, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (806, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (806, 2, 1, 'D', 'place', 1, 0, 0, NULL),
  (806, 3, 0, 'E', 'place', 1, -1, 180, 'NL'),
  (806, 4, 1, 'B', 'place', 0, 1, 0, 'C'),
  (806, 5, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (806, 1, 0, 4, 'city'),
  (806, NULL, 1, 3, 'monastery'),
  (806, NULL, 0, 6, 'field'),
  (806, NULL, 0, 6, 'field');

-- game 807: BREAK BASE-FIELD-C1V2: c1-farm-v2, recorded as under the final rules (6 + 6).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (807, 'c1-farm-v2', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (807, 0, 'Red', NULL),
  (807, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (807, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (807, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (807, 2, 1, 'D', 'place', 1, 0, 0, NULL),
  (807, 3, 0, 'E', 'place', 1, -1, 180, 'NL'),
  (807, 4, 1, 'B', 'place', 0, 1, 0, 'C'),
  (807, 5, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (807, 1, 0, 4, 'city'),
  (807, NULL, 1, 3, 'monastery'),
  (807, NULL, 0, 6, 'field'),
  (807, NULL, 0, 6, 'field');

-- game 808: BREAK BASE-FARMER-STAY: as 801, the record pays Red's farmer 3 field at seq 3, when C2 closes beside it.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (808, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (808, 0, 'Red', NULL),
  (808, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (808, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (808, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (808, 2, 1, 'D', 'place', 1, 0, 0, NULL),
  (808, 3, 0, 'E', 'place', 1, -1, 180, 'NL'),
  (808, 4, 1, 'B', 'place', 0, 1, 0, 'C'),
  (808, 5, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (808, 1, 0, 4, 'city'),
  (808, 3, 0, 3, 'field'),
  (808, NULL, 1, 3, 'monastery'),
  (808, NULL, 0, 6, 'field'),
  (808, NULL, 0, 6, 'field');
