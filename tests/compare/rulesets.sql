-- rulesets.sql - carc compare --as RULESET on base games (tests/compare.sh).
-- x east, y south, rotation clockwise; tile layouts core/tiles/base.yaml.
--
-- Game 1, two seats, record ruleset 'final', free supply:
--   seq 0        D (0,0) r0: city N (X), road W-E, field f0 [EL WR]
--                adj X north of the road, field f1 south of it.
--   seq 1 seat 0 H (0,-1) r0, farmer on its field (EL).  H's S city
--                closes X = D + H (2 tiles); no knight, no points.  H's
--                field [EL ER WL WR] touches X and H's N city (Y).  F1.
--   seq 2 seat 1 E (0,-2) r180 (city on S), knight on S: closes Y =
--                H + E, 2 tiles: final 4 / c1-early-smallcity 2.
--   seq 3 seat 0 U (1,0) r0, farmer NL: U's north field joins D's f0,
--                which touches X only.  F2 (seat 0's second field
--                touching X).
--   seq 4 seat 1 U (-1,0) r0, thief on the road (E): the road
--                U-D-U, 3 tiles, open at both ends.
-- Final scoring: the road, incomplete: 3 to seat 1 (every ruleset).
--   final      F1: 3 x 2 cities (X, Y) = 6, F2: 3 x 1 (X) = 3: seat 0 9.
--   c1-farm-v1 city by city, majority over all fields touching it:
--              X: F1 + F2 = 2 farmers of seat 0 -> 4; Y: F1 (and E's
--              north field, empty) -> 4: seat 0 8.
--   c1-farm-v2 field by field, each city once per player: seat 0 gets
--              X and Y once each: 6.
-- Totals (seat 0, seat 1), winner:
--   record / final      9  7   seat 0
--   c1-early-smallcity  9  5   seat 0 (seq 2 seat 1: 4 -> 2)
--   c1-farm-v1          8  7   seat 0 (final seat 0: 9 -> 8)
--   c1-farm-v2          6  7   seat 1: the winner changes (final 9 -> 6)
--
-- Game 2, two seats: D, then seat 0's U (1,0) r0 with a thief on the road;
-- final: road of 2 tiles, 2 to seat 0 under every ruleset.  No change.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'tests/compare'),
  (2, 'final', 'free', 'finished', 'tests/compare');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'A', 9), (1, 1, 'B', 7),
  (2, 0, 'A', 2), (2, 1, 'B', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'H', 'place', 0, -1, 0, 'EL'),
  (1, 2, 1, 'E', 'place', 0, -2, 180, 'S'),
  (1, 3, 0, 'U', 'place', 1, 0, 0, 'NL'),
  (1, 4, 1, 'U', 'place', -1, 0, 0, 'E'),
  (2, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (2, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, 2, 1, 4, 'city'),
  (1, NULL, 1, 3, 'road'),
  (1, NULL, 0, 6, 'field'),
  (1, NULL, 0, 3, 'field'),
  (2, NULL, 0, 2, 'road');
