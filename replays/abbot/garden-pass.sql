-- garden-pass.sql - worked example 1 of The Abbot (doc/rules/abbot.md
-- section 9; JCloisterZone's engine test basic/garden-scoring, [J1]),
-- derived by hand.  Valid.  PASSES ABBOT-SPOT, ABBOT-GARDEN-PTS,
-- ABBOT-GARDEN-END.  Free supply, seat 0 Alice, seat 1 Bob.
--   seq 0       D (0,0) 0: city N, road W-E, field S.
--   seq 1 Alice UG (1,0) 0: road W-E joins D's; her abbot on its garden
--               (abbot:C, ABBOT-SPOT: a garden of the tile just placed).
--   seq 2 Bob   VG (0,1) 0: its N field against D's S field; his abbot
--               on its garden.
--   seq 3 Alice U (2,0) 0      road W against UG's road E.
--   seq 4 Bob   B (1,1) 0      a monastery, four fields; no figure.
--   seq 5 Alice V (2,1) 270    at 270 its fields face N and W, its road
--                              E-S; N against U's field, W against B's.
--   seq 6 Bob   E (0,-1) 180   its city S closes D's city (2 tiles, no
--                              figure: no points).
--   seq 7 Alice E (1,-1) 90    city E, fields N S W.
--   seq 8 Bob   E (2,-1) 270   city W closes E (1,-1)'s city (no figure).
-- Seq 8 fills the last of the eight squares around (1,0): (0,-1) (1,-1)
-- (2,-1) (0,0) (2,0) (0,1) (1,1) (2,1).  Alice's garden is complete: 9 to
-- Alice (garden, seq 8; abbot.md 3, ABBOT-GARDEN-PTS), her abbot returns.
-- Final scoring (abbot.md 3, ABBOT-GARDEN-END): Bob's garden at (0,1) has
-- three neighbours, (0,0) (1,0) (1,1): 1 + 3 = 4 to Bob (garden).
-- Totals: Alice 9, Bob 4 (JCloisterZone: "Alice has 9 points", "Bob has
-- 4 points").

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1101, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1101, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1101, 0, 'Alice', 9);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1101, 1, 'Bob', 4);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1101, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1101, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1101, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1101, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1101, 4, 1, 'B', 'place', 1, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1101, 5, 0, 'V', 'place', 2, 1, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1101, 6, 1, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1101, 7, 0, 'E', 'place', 1, -1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1101, 8, 1, 'E', 'place', 2, -1, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1101, 8, 0, 9, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1101, NULL, 1, 4, 'garden');
