-- return-done-pass.sql - worked example 4 of The Abbot (abbot.md section
-- 9), derived by hand.  Valid.  PASSES ABBOT-RETURN-DONE: the abbot on a
-- monastery its owner's own tile completes is not taken back; the
-- monastery scores in the move's scoring.  Free supply, every tile B (a
-- monastery, four field edges), rotation 0; seat 0 Alice, seat 1 Bob.
--   seq 0 D (0,0); seq 1 Alice B (0,1); seq 2 Bob B (-1,1); seq 3 Alice
--   B (0,2) with her abbot on its monastery (abbot:C); seq 4-8 B at
--   (1,1) (-1,2) (1,2) (-1,3) (1,3); seq 9 Alice B (0,3), no figure.
-- Seq 9 fills the eighth square around (0,2): (-1,1) (0,1) (1,1) (-1,2)
-- (1,2) (-1,3) (0,3) (1,3).  The monastery is complete: 9 to Alice
-- (monastery, seq 9; BASE-MON-PTS) and the abbot returns (BASE-RETURN).
-- The other monasteries hold no figure.  Totals: Alice 9, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1131, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1131, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1131, 0, 'Alice', 9);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1131, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1131, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1131, 1, 0, 'B', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1131, 2, 1, 'B', 'place', -1, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1131, 3, 0, 'B', 'place', 0, 2, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1131, 4, 1, 'B', 'place', 1, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1131, 5, 0, 'B', 'place', -1, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1131, 6, 1, 'B', 'place', 1, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1131, 7, 0, 'B', 'place', -1, 3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1131, 8, 1, 'B', 'place', 1, 3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1131, 9, 0, 'B', 'place', 0, 3, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1131, 9, 0, 9, 'monastery');
