-- garden-end-break.sql - BREAKS ABBOT-GARDEN-END (abbot.md 3 and 9,
-- example 3): return-pass.sql recorded with 3 final garden points for
-- Bob (one per neighbour, his own tile left out).  The rules give 1 + 3
-- = 4: ABBOT-GARDEN-END at the end (seq null), seat 1.
-- players.final_score is left NULL so that the one divergence is the
-- garden's.  (The passes are garden-pass.sql and return-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1126, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1126, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1126, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1126, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1126, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1126, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1126, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1126, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1126, 4, 1, 'B', 'place', 1, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1126, 5, 0, 'V', 'place', 2, 1, 270, 'return:abbot@1,0');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1126, 6, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1126, 7, 0, 'A', 'place', 3, 1, 90, 'abbot:C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1126, 5, 0, 6, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1126, NULL, 0, 4, 'monastery');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1126, NULL, 1, 3, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1126, NULL, 1, 6, 'monastery');
