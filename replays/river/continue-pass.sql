-- continue-pass.sql - PASSES RIVER-CONTINUE (river.md 2.2, section 8
-- example 5, the pass).  Free supply.
--   seq 0       RV01 (0,0) 0, water E.
--   seq 1 Alice RV06 (1,0) 0: water W against the open end E of (0,0).
--   seq 2 Bob   RV06 (2,0) 0: water W against the new open end E of (1,0).
-- Valid; no points.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1042, 'final', 'free', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1042, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1042, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1042, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1042, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1042, 1, 0, 'RV06', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1042, 2, 1, 'RV06', 'place', 2, 0, 0, NULL);
