-- u-turn-break.sql - BREAKS RIVER-U-TURN (river.md 2.3, section 8
-- example 4: the rulebook's forbidden U-turn).  Free supply.
--   seq 0       RV01 (0,0) 0, water E.
--   seq 1 Alice RV09 (1,0) 0: water W (against the spring) and S; the
--               river turns right; open end S of (1,0).
--   seq 2 Bob   RV09 (1,1) 90: at 90 the tile's W edge faces N and its S
--               edge faces W: water N (against the open end) and W, the
--               river turns right again, towards (0,1).  Every edge
--               matches: N water-water, E S W face empty squares.  The
--               five squares of the open end W: (0,1), its side
--               neighbours (0,0) and (0,2), the square beyond, (-1,1), and
--               its side neighbours (-1,0) and (-1,2).  (0,0) holds the
--               spring: RIVER-U-TURN at seq 2.
-- (The pass is u-turn-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1031, 'final', 'free', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1031, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1031, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1031, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1031, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1031, 1, 0, 'RV09', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1031, 2, 1, 'RV09', 'place', 1, 1, 90, NULL);
