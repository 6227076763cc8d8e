-- return-pass.sql - worked example 2 of The Abbot (abbot.md section 9),
-- taking the abbot back, derived by hand.  Valid.  PASSES ABBOT-RETURN,
-- ABBOT-SUPPLY, ABBOT-GARDEN-ONLY, ABBOT-GARDEN-END, ABBOT-SPOT.  Free
-- supply, seat 0 Alice, seat 1 Bob.  Seqs 0-3 as garden-pass.sql; then
--   seq 4 Bob   B (1,1) 0, a monk on its monastery (C: a follower may
--               stand on a monastery, only the garden is the abbot's,
--               ABBOT-GARDEN-ONLY).
--   seq 5 Alice V (2,1) 270, then return:abbot@1,0 instead of a figure
--               (abbot.md 2.3, ABBOT-RETURN): the garden at (1,0) scores
--               1 + 1 per neighbour on the board: (0,0) (2,0) (0,1) (1,1)
--               and (2,1), the tile just placed; (0,-1) (1,-1) (2,-1) are
--               empty: 1 + 5 = 6 to Alice (garden, seq 5).
--   seq 6 Bob   U (3,0) 0, road W against U (2,0)'s road E.
--   seq 7 Alice A (3,1) 90: at 90 its road faces W and runs into V's
--               road E; her abbot, back in her supply since seq 5, on its
--               monastery (abbot:C; ABBOT-SUPPLY: one abbot, placed again).
-- Final scoring (abbot.md 3; rules-en.md BASE-MON-END):
--   Alice's abbot, monastery (3,1): neighbours (2,0) (3,0) (2,1): 1 + 3 = 4
--   Bob's abbot, garden (0,1): neighbours (0,0) (1,0) (1,1): 1 + 3 = 4
--   Bob's monk, monastery (1,1): neighbours (0,0) (1,0) (2,0) (0,1)
--   (2,1): 1 + 5 = 6
-- Totals: Alice 6 + 4 = 10; Bob 4 + 6 = 10.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1111, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1111, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1111, 0, 'Alice', 10);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1111, 1, 'Bob', 10);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1111, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1111, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1111, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1111, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1111, 4, 1, 'B', 'place', 1, 1, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1111, 5, 0, 'V', 'place', 2, 1, 270, 'return:abbot@1,0');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1111, 6, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1111, 7, 0, 'A', 'place', 3, 1, 90, 'abbot:C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1111, 5, 0, 6, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1111, NULL, 0, 4, 'monastery');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1111, NULL, 1, 4, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1111, NULL, 1, 6, 'monastery');
