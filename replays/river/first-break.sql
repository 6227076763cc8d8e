-- first-break.sql - BREAKS RIVER-FIRST and RIVER-LAKE-LAST (river.md 2.1,
-- section 8 example 3).  Standard supply, first edition (no abbot): the
-- river stack holds ten river tiles and the lake.
--   game 1021: seq 0 RV01 (0,0) 0; seq 1 Alice RV06 (1,0) 0 (water W E,
--              W against the spring); seq 2 Bob draws the base tile D and
--              places it at (0,1) rot 180: its N field against the
--              spring's S field, a legal placement, but nine river tiles
--              and the lake are still undrawn: RIVER-FIRST at seq 2.
--   game 1022: seqs 0 and 1 as before; seq 2 Bob draws the lake RV10 and
--              places it at (2,0) rot 0 (water W against the open end E
--              of (1,0)) while nine river tiles are undrawn:
--              RIVER-LAKE-LAST at seq 2.
-- (The passes are first-pass.sql and worked-example.sql game 1001.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1021, 'final', 'standard', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1021, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1021, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1021, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1021, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1021, 1, 0, 'RV06', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1021, 2, 1, 'D', 'place', 0, 1, 180, NULL);

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1022, 'final', 'standard', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1022, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1022, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1022, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1022, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1022, 1, 0, 'RV06', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1022, 2, 1, 'RV10', 'place', 2, 0, 0, NULL);
