-- return-done-break.sql - BREAKS ABBOT-RETURN-DONE (abbot.md 2.3 and 9,
-- example 4's break): return-done-pass.sql with seq 9 recorded as
-- return:abbot@0,2 and 9 monastery points.  The tile of seq 9 completes
-- that monastery, so the abbot cannot be taken back from it:
-- ABBOT-RETURN-DONE at seq 9, seat 0.  players.final_score NULL.
-- (The pass is return-done-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1132, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1132, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1132, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1132, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1132, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1132, 1, 0, 'B', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1132, 2, 1, 'B', 'place', -1, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1132, 3, 0, 'B', 'place', 0, 2, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1132, 4, 1, 'B', 'place', 1, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1132, 5, 0, 'B', 'place', -1, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1132, 6, 1, 'B', 'place', 1, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1132, 7, 0, 'B', 'place', -1, 3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1132, 8, 1, 'B', 'place', 1, 3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1132, 9, 0, 'B', 'place', 0, 3, 0, 'return:abbot@0,2');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1132, 9, 0, 9, 'monastery');
