-- return-form-pass.sql - return-pass.sql with Alice's taking back at
-- seq 5 written return:abbot@1,-0: record-format.md's X, Y := '-'? ('0' |
-- [1-9][0-9]*) allows '-0', which is 0, so she takes back her abbot from
-- UG (1,0) as in return-pass.sql.  Valid.  PASSES DATA-SPOT.  The same
-- arithmetic: Alice 6 (garden, seq 5) + 4 (monastery at the end) = 10;
-- Bob 4 (garden) + 6 (monastery) = 10.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1175, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1175, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1175, 0, 'Alice', 10);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1175, 1, 'Bob', 10);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1175, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1175, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1175, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1175, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1175, 4, 1, 'B', 'place', 1, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1175, 5, 0, 'V', 'place', 2, 1, 270, 'return:abbot@1,-0');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1175, 6, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1175, 7, 0, 'A', 'place', 3, 1, 90, 'abbot:C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1175, 5, 0, 6, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1175, NULL, 0, 4, 'monastery');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1175, NULL, 1, 4, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1175, NULL, 1, 6, 'monastery');
