-- edge-pass.sql - PASSES RIVER-EDGE (river.md 2.2): base tiles beside
-- the river touch only its fields, and the river continues water to
-- water.  Free supply.
--   seq 0       RV01 (0,0) 0, water E.
--   seq 1 Alice B (0,1) 0: its N field against the spring's S field.
--   seq 2 Bob   RV06 (1,0) 0: water W against the spring's water E; its S
--               field faces (1,1), empty.
--   seq 3 Alice B (1,1) 0: N field against RV06's S field, W field
--               against B (0,1)'s E field.
-- Valid; no points.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1053, 'final', 'free', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1053, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1053, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1053, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1053, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1053, 1, 0, 'B', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1053, 2, 1, 'RV06', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1053, 3, 0, 'B', 'place', 1, 1, 0, NULL);
