-- setup-break.sql - BREAKS RIVER-SETUP (river.md 1 and 8, example 2):
-- with The River, seq 0 is the spring RV01 at (0,0) rotation 0.
--   game 1011: seq 0 is the base start tile D in a game that enables
--              river: RIVER-SETUP at seq 0 (expected RV01).
--   game 1012: seq 0 is RV01 at (0,0) rotation 90 (the river would leave
--              southwards): RIVER-SETUP at seq 0 (expected rotation 0).
-- Nothing else is recorded; no points.  (The pass is setup-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1011, 'final', 'free', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1011, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1011, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1011, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1011, 0, NULL, 'D', 'place', 0, 0, 0, NULL);

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1012, 'final', 'free', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1012, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1012, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1012, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1012, 0, NULL, 'RV01', 'place', 0, 0, 90, NULL);
