-- return-form-break.sql - BREAKS DATA-SPOT: return-pass.sql's seq 5,
-- Alice taking her abbot back from UG (1,0), with X or Y written against
-- record-format.md's grammar X, Y := '-'? ('0' | [1-9][0-9]*) (no sign
-- '+', no leading zero, no blank): a malformed record, reported as a
-- malformed spot is (DATA-SPOT at seq 5, seat 0), and the replay stops
-- there: nothing of seq 5 counts (its 6 garden points are not
-- computed), no final scoring.
--   game 1171: return:abbot@+1,0
--   game 1172: return:abbot@01,0
--   game 1173: return:abbot@ 1,0
--   game 1174: return:abbot@1,00
-- (The pass is return-pass.sql, return:abbot@1,0, and
-- return-form-pass.sql, return:abbot@1,-0.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1171, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1171, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1171, 0, 'Alice', 10);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1171, 1, 'Bob', 10);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1171, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1171, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1171, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1171, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1171, 4, 1, 'B', 'place', 1, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1171, 5, 0, 'V', 'place', 2, 1, 270, 'return:abbot@+1,0');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1171, 6, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1171, 7, 0, 'A', 'place', 3, 1, 90, 'abbot:C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1171, 5, 0, 6, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1171, NULL, 0, 4, 'monastery');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1171, NULL, 1, 4, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1171, NULL, 1, 6, 'monastery');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1172, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1172, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1172, 0, 'Alice', 10);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1172, 1, 'Bob', 10);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1172, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1172, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1172, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1172, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1172, 4, 1, 'B', 'place', 1, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1172, 5, 0, 'V', 'place', 2, 1, 270, 'return:abbot@01,0');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1172, 6, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1172, 7, 0, 'A', 'place', 3, 1, 90, 'abbot:C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1172, 5, 0, 6, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1172, NULL, 0, 4, 'monastery');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1172, NULL, 1, 4, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1172, NULL, 1, 6, 'monastery');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1173, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1173, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1173, 0, 'Alice', 10);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1173, 1, 'Bob', 10);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1173, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1173, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1173, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1173, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1173, 4, 1, 'B', 'place', 1, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1173, 5, 0, 'V', 'place', 2, 1, 270, 'return:abbot@ 1,0');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1173, 6, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1173, 7, 0, 'A', 'place', 3, 1, 90, 'abbot:C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1173, 5, 0, 6, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1173, NULL, 0, 4, 'monastery');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1173, NULL, 1, 4, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1173, NULL, 1, 6, 'monastery');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1174, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1174, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1174, 0, 'Alice', 10);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1174, 1, 'Bob', 10);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1174, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1174, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1174, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1174, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1174, 4, 1, 'B', 'place', 1, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1174, 5, 0, 'V', 'place', 2, 1, 270, 'return:abbot@1,00');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1174, 6, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1174, 7, 0, 'A', 'place', 3, 1, 90, 'abbot:C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1174, 5, 0, 6, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1174, NULL, 0, 4, 'monastery');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1174, NULL, 1, 4, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1174, NULL, 1, 6, 'monastery');
