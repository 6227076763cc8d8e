-- continue-break.sql - BREAKS RIVER-CONTINUE (river.md 2.2, section 8
-- example 5).  Free supply.
--   seq 0       RV01 (0,0) 0, water E.
--   seq 1 Alice RV06 (0,-1) 0: its S edge (field) against the spring's N
--               edge (field) matches, and its water edges E and W face
--               empty squares, so no edge is wrong; but neither touches
--               the river's open end (E of (0,0)): RIVER-CONTINUE at
--               seq 1.
-- (The pass is continue-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1041, 'final', 'free', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1041, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1041, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1041, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1041, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1041, 1, 0, 'RV06', 'place', 0, -1, 0, NULL);
