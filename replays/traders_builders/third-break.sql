-- third-break.sql - double-pass.sql with a third tile (traders_builders.md
-- 2.2: "never a third").  Divergent.  BREAKS TB-DOUBLE: seq 6, Alice's
-- second tile, extends her builder's road again, yet gives no third; seq
-- 7 is Bob's, the record gives it to Alice: TB-DOUBLE, the rule that
-- withholds the third (turn_order names it and grants nothing), Bob
-- expected.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3603, 'final', 'free', 'finished', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3603, 'traders_builders', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3603, 0, 'Alice', 7);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3603, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3603, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3603, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3603, 2, 1, 'U', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3603, 3, 0, 'U', 'place', 2, 0, 0, 'builder:W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3603, 4, 1, 'U', 'place', -2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3603, 5, 0, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3603, 6, 0, 'U', 'place', 4, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3603, 7, 0, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3603, NULL, 0, 7, 'road');
