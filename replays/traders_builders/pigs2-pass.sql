-- pigs2-pass.sql - two pigs each, the variant pigs=2 (traders_builders.md
-- 1, as JCloisterZone's engine test pigs-no-stack sets a game up).
-- Valid.  PASSES TB-SUPPLY, TB-PIG, TB-PIG-PTS.  Free supply, seat 0
-- Alice, seat 1 Bob; game_expansions.variant 'pigs=2'.
--   seq 1 Alice U (1,0) 0, a farmer in the field north of the road (NL),
--               the field of D's city side.
--   seq 2 Bob   E (0,-1) 180 closes D's city: 2 tiles, no knight, nobody
--               scores.
--   seq 3 Alice U (2,0) 0, her pig in the same field (NL), beside her
--               farmer (3.1, TB-PIG).
--   seq 4 Bob   U (-1,0) 0.
--   seq 5 Alice U (3,0) 0, a second pig in the same field (NL).
--               Her second pig: the variant gives her two (TB-SUPPLY).
-- Final scoring: the field touches 1 completed city: Alice 3 (field,
-- BASE-FIELD-PTS) and 1 more for her pigs (3.2, TB-PIG-PTS: one bonus a
-- player a field, pigs do not stack): 4 of field.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3614, 'final', 'free', 'finished', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3614, 'traders_builders', 'pigs=2');
INSERT INTO players(game_id, seat, name, final_score) VALUES (3614, 0, 'Alice', 4);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3614, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3614, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3614, 1, 0, 'U', 'place', 1, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3614, 2, 1, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3614, 3, 0, 'U', 'place', 2, 0, 0, 'pig:NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3614, 4, 1, 'U', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3614, 5, 0, 'U', 'place', 3, 0, 0, 'pig:NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3614, NULL, 0, 4, 'field');
