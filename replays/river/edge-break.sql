-- edge-break.sql - BREAKS RIVER-EDGE (river.md 2.2, section 8 example 6):
-- a water edge touches only a water edge, whatever the tile placed.
--   game 1051: seq 1 Alice places the base tile B (a monastery, four
--              field edges) at (1,0) rot 0: its W field against the
--              spring's water E: RIVER-EDGE at seq 1.
--   game 1052: seq 1 Alice RV06 (1,0) 0 (legal); seq 2 Bob places the
--              base tile U (road W-E, fields N S) at (1,1) rot 0: its N
--              field against RV06's S field is fine, but (1,1) is not
--              next to water; then seq 3 Alice places B at (2,0) rot 0:
--              its W field against RV06's water E: RIVER-EDGE at seq 3.
-- (The pass is edge-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1051, 'final', 'free', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1051, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1051, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1051, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1051, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1051, 1, 0, 'B', 'place', 1, 0, 0, NULL);

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1052, 'final', 'free', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1052, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1052, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1052, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1052, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1052, 1, 0, 'RV06', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1052, 2, 1, 'U', 'place', 1, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1052, 3, 0, 'B', 'place', 2, 0, 0, NULL);
