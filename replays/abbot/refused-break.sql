-- refused-break.sql - BREAKS ABBOT-SUPPLY and ABBOT-SPOT, and shows what
-- follows a refused figure (record-format.md, "Figures and actions that
-- plugins bring": a figure a rule refuses is not placed; the divergence
-- is reported at its move and the replay goes on without it, so it
-- neither occupies nor scores anything later).  Free supply, seat 0
-- Alice, seat 1 Bob.  Seqs 0-3 as return-pass.sql; then
--   seq 4 Bob   B (1,1) 0 with abbot:C while his one abbot stands on VG
--               (0,1) since seq 2: ABBOT-SUPPLY at seq 4, seat 1; the
--               abbot is not placed, so the monastery stays empty.
--   seq 5 Alice V (2,1) 270 (road S-E) with abbot:E on its road: the
--               abbot stands only on a monastery or a garden (abbot.md
--               2.2): ABBOT-SPOT at seq 5, seat 0; not placed, so the
--               road stays empty.
--   seq 6 Bob   A (3,1) 90: its road W runs into V's road E; Bob's
--               follower on it (W): the road is free, BASE-MEEPLE-FREE
--               holds.
-- Final scoring (abbot.md 3; rules-en.md BASE-MON-END, BASE-ROAD-PTS):
--   Alice's abbot, garden (1,0): neighbours (0,0) (2,0) (0,1) (1,1)
--   (2,1): 1 + 5 = 6
--   Bob's abbot, garden (0,1): neighbours (0,0) (1,0) (1,1): 1 + 3 = 4
--   Bob's follower, road (2,1)-(3,1), open: 2 tiles, 2
--   the monastery (1,1): no figure, no points (had the refused abbot
--   stood there: 1 + 5 = 6 to Bob)
-- Totals: Alice 6; Bob 4 + 2 = 6.  The verdict: ABBOT-SUPPLY at seq 4 and
-- ABBOT-SPOT at seq 5, nothing else.  (The pass is refused-pass.sql, the
-- same game without the two refused abbots.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1161, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1161, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1161, 0, 'Alice', 6);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1161, 1, 'Bob', 6);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1161, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1161, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1161, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1161, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1161, 4, 1, 'B', 'place', 1, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1161, 5, 0, 'V', 'place', 2, 1, 270, 'abbot:E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1161, 6, 1, 'A', 'place', 3, 1, 90, 'W');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1161, NULL, 0, 6, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1161, NULL, 1, 4, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1161, NULL, 1, 2, 'road');
