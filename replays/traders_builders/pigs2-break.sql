-- pigs2-break.sql - pigs2-pass.sql without the variant: one pig each, the
-- rule book's (traders_builders.md 1).  Divergent.  BREAKS TB-SUPPLY:
-- seq 5 places Alice's second pig; she has none left (1 per seat), and
-- it is not played.  Free supply, seat 0 Alice, seat 1 Bob.
--   seq 1 Alice U (1,0) 0, a farmer in the field north of the road (NL),
--               the field of D's city side.
--   seq 2 Bob   E (0,-1) 180 closes D's city: 2 tiles, no knight, nobody
--               scores.
--   seq 3 Alice U (2,0) 0, her pig in the same field (NL), beside her
--               farmer (3.1, TB-PIG).
--   seq 4 Bob   U (-1,0) 0.
--   seq 5 Alice U (3,0) 0, a second pig in the same field (NL).
-- Final scoring: as in pigs2-pass.sql, Alice 3 + 1 = 4 of field (her one
-- pig): the record's 4 is right.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3635, 'final', 'free', 'finished', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3635, 'traders_builders', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3635, 0, 'Alice', 4);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3635, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3635, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3635, 1, 0, 'U', 'place', 1, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3635, 2, 1, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3635, 3, 0, 'U', 'place', 2, 0, 0, 'pig:NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3635, 4, 1, 'U', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3635, 5, 0, 'U', 'place', 3, 0, 0, 'pig:NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3635, NULL, 0, 4, 'field');
