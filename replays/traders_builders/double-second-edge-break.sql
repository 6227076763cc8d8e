-- double-second-edge-break.sql - double-second-edge-pass.sql with the
-- second tile left out (traders_builders.md 2.2).  Divergent.  BREAKS
-- TB-DOUBLE: seq 5 Alice's D (3,0) extends the road of her builder by
-- its second feature (the city north comes first), so seq 6 is hers
-- again; the record gives it to Bob, a move out of turn that leaves out
-- the second tile: cited under TB-DOUBLE, naming the seat expected.
-- Then seq 7 is Alice's, as recorded.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3618, 'final', 'free', 'finished', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3618, 'traders_builders', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3618, 0, 'Alice', 7);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3618, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3618, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3618, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3618, 2, 1, 'U', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3618, 3, 0, 'U', 'place', 2, 0, 0, 'builder:W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3618, 4, 1, 'U', 'place', -2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3618, 5, 0, 'D', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3618, 6, 1, 'U', 'place', 4, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3618, 7, 0, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3618, NULL, 0, 7, 'road');
