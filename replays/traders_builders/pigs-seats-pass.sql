-- pigs-seats-pass.sql - two players' pigs, each on a field of its own
-- (traders_builders.md 3).  Valid.  PASSES TB-PIG, TB-PIG-PTS for every
-- pig on the board, not only the first found.  Free supply, seat 0
-- Alice, seat 1 Bob.
--   seq 1 Alice U (1,0) 0, a farmer in the field north of the road (NL),
--               the field of D's city side.
--   seq 2 Bob   E (0,-1) 180 closes D's city: 2 tiles, no knight, nobody
--               scores.
--   seq 3 Alice U (2,0) 0, her pig in the same field (NL), beside her
--               farmer (3.1, TB-PIG).
--   seq 4 Bob   E (1,1) 180, a city facing south, a farmer in its field
--               (NL), the field south of the road.
--   seq 5 Alice E (1,2) 0 closes Bob's city: 2 tiles, no knight.
--   seq 6 Bob   U (-1,0) 0, his pig in the field south of the road (SL),
--               beside his farmer.
-- Final scoring: each field touches 1 completed city: 3 (field,
-- BASE-FIELD-PTS) and 1 more for the pig (3.2, TB-PIG-PTS) to each of
-- Alice and Bob: 4 of field each.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3615, 'final', 'free', 'finished', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3615, 'traders_builders', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3615, 0, 'Alice', 4);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3615, 1, 'Bob', 4);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3615, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3615, 1, 0, 'U', 'place', 1, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3615, 2, 1, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3615, 3, 0, 'U', 'place', 2, 0, 0, 'pig:NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3615, 4, 1, 'E', 'place', 1, 1, 180, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3615, 5, 0, 'E', 'place', 1, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3615, 6, 1, 'U', 'place', -1, 0, 0, 'pig:SL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3615, NULL, 0, 4, 'field');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3615, NULL, 1, 4, 'field');
