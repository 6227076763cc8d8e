-- garden-pts-break.sql - BREAKS ABBOT-GARDEN-PTS (abbot.md 3 and 9,
-- example 1's break): garden-pass.sql recorded with 8 points for Alice's
-- completed garden at seq 8 (one per surrounding tile, the garden's own
-- tile left out).  The rules give 9: ABBOT-GARDEN-PTS at seq 8, seat 0.
-- players.final_score is left NULL so that the one divergence is the
-- garden's.  (The pass is garden-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1102, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1102, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1102, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1102, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1102, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1102, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1102, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1102, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1102, 4, 1, 'B', 'place', 1, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1102, 5, 0, 'V', 'place', 2, 1, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1102, 6, 1, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1102, 7, 0, 'E', 'place', 1, -1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1102, 8, 1, 'E', 'place', 2, -1, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1102, 8, 0, 8, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1102, NULL, 1, 4, 'garden');
