-- garden-only-break.sql - BREAKS ABBOT-GARDEN-ONLY (abbot.md 2.2 and 9,
-- example 3): return-pass.sql's seq 2 with a follower on VG's garden (C,
-- no kind: a follower).  Only an abbot stands on a garden:
-- ABBOT-GARDEN-ONLY at seq 2, seat 1.  The record ends there.
-- (The passes: return-pass.sql seq 4, a monk on B's monastery;
-- centre-pass.sql game 1152, a follower on IC03G's centre field.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1122, 'final', 'free', 'in_progress', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1122, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1122, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1122, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1122, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1122, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1122, 2, 1, 'VG', 'place', 0, 1, 0, 'C');
