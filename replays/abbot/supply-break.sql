-- supply-break.sql - BREAKS ABBOT-SUPPLY (abbot.md 1 and 9, example 3):
-- return-pass.sql's seq 4 with Bob's abbot put on B's monastery
-- (abbot:C) while his one abbot stands on VG (0,1) since seq 2: he has
-- none to place: ABBOT-SUPPLY at seq 4, seat 1.  The record ends there.
-- (The pass is return-pass.sql: Alice's abbot placed again at seq 7 after
-- she took it back at seq 5.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1123, 'final', 'free', 'in_progress', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1123, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1123, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1123, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1123, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1123, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1123, 2, 1, 'VG', 'place', 0, 1, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1123, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1123, 4, 1, 'B', 'place', 1, 1, 0, 'abbot:C');
