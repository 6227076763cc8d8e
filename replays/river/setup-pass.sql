-- setup-pass.sql - PASSES RIVER-SETUP (river.md 1): the spring RV01 at
-- (0,0) rotation 0 is seq 0, and the base start tile D is no longer the
-- start: it is in the supply (standard) and placed later like any tile.
-- Game 1013, free supply so that D may follow at once (the order rules
-- of 2.1 are checked under the standard supply only, river.md 2.1):
--   seq 0       RV01 (0,0) 0, water E.
--   seq 1 Alice D (0,1) 180: N field against the spring's S field; its
--               road W-E and city S face empty squares.  No figure.
-- Valid; no points.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1013, 'final', 'free', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1013, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1013, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1013, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1013, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1013, 1, 0, 'D', 'place', 0, 1, 180, NULL);
