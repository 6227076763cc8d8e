-- return-break.sql - BREAKS ABBOT-RETURN (abbot.md 2.3 and 9, example 3),
-- on return-pass.sql's board, the record ending after seq 5:
--   game 1124: seq 5 records 5 garden points for Alice's return: the
--              tile just placed, V (2,1), was left out.  The rules count
--              it: 1 + 5 = 6 (record-format.md: "the tile just placed
--              included"): ABBOT-RETURN at seq 5, seat 0.
--   game 1125: seq 5 return:abbot@0,1, Bob's abbot, not Alice's: she has
--              no abbot there to take back: ABBOT-RETURN at seq 5, seat 0.
--   games 1127-1130: seq 5 takes back an abbot from a tile far off the
--              board: (9223372036854775807,6), (3,9223372036854775807),
--              (9223372036854775807,9223372036854775807) and
--              (-9223372036854775808,-9223372036854775808), the ends of
--              a 64-bit X and Y (record-format.md's X, Y): no abbot of
--              hers there, ABBOT-RETURN at seq 5, seat 0, with both
--              coordinates as with one.
-- (The pass is return-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1124, 'final', 'free', 'in_progress', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1124, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1124, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1124, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1124, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1124, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1124, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1124, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1124, 4, 1, 'B', 'place', 1, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1124, 5, 0, 'V', 'place', 2, 1, 270, 'return:abbot@1,0');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1124, 5, 0, 5, 'garden');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1125, 'final', 'free', 'in_progress', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1125, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1125, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1125, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1125, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1125, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1125, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1125, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1125, 4, 1, 'B', 'place', 1, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1125, 5, 0, 'V', 'place', 2, 1, 270, 'return:abbot@0,1');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1127, 'final', 'free', 'in_progress', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1127, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1127, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1127, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1127, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1127, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1127, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1127, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1127, 4, 1, 'B', 'place', 1, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1127, 5, 0, 'V', 'place', 2, 1, 270, 'return:abbot@9223372036854775807,6');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1128, 'final', 'free', 'in_progress', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1128, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1128, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1128, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1128, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1128, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1128, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1128, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1128, 4, 1, 'B', 'place', 1, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1128, 5, 0, 'V', 'place', 2, 1, 270, 'return:abbot@3,9223372036854775807');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1129, 'final', 'free', 'in_progress', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1129, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1129, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1129, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1129, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1129, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1129, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1129, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1129, 4, 1, 'B', 'place', 1, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1129, 5, 0, 'V', 'place', 2, 1, 270, 'return:abbot@9223372036854775807,9223372036854775807');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1130, 'final', 'free', 'in_progress', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1130, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1130, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1130, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1130, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1130, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1130, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1130, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1130, 4, 1, 'B', 'place', 1, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1130, 5, 0, 'V', 'place', 2, 1, 270, 'return:abbot@-9223372036854775808,-9223372036854775808');
