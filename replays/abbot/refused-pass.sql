-- refused-pass.sql - refused-break.sql's game without its two refused
-- abbots: what that game must score, since a refused figure is not
-- placed (record-format.md, "Figures and actions that plugins bring").
-- Valid.  PASSES ABBOT-SUPPLY (Bob's one abbot, on VG since seq 2, and
-- no other), ABBOT-SPOT (each abbot on a garden).  Free supply, seat 0
-- Alice, seat 1 Bob: seq 4 Bob B (1,1) 0 and seq 5 Alice V (2,1) 270,
-- no figure; seq 6 Bob A (3,1) 90, his follower on its road (W).
-- Final scoring: Alice's abbot, garden (1,0): 1 + 5 = 6; Bob's abbot,
-- garden (0,1): 1 + 3 = 4; Bob's road (2,1)-(3,1), open: 2.  Totals:
-- Alice 6, Bob 6.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1162, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1162, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1162, 0, 'Alice', 6);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1162, 1, 'Bob', 6);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1162, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1162, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1162, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1162, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1162, 4, 1, 'B', 'place', 1, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1162, 5, 0, 'V', 'place', 2, 1, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1162, 6, 1, 'A', 'place', 3, 1, 90, 'W');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1162, NULL, 0, 6, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1162, NULL, 1, 4, 'garden');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1162, NULL, 1, 2, 'road');
