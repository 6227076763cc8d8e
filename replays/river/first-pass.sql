-- first-pass.sql - PASSES RIVER-FIRST and RIVER-LAKE-LAST next to
-- first-break.sql (river.md 2.1): the same two moves, then seq 2 draws a
-- river tile that is neither the lake nor the last.
--   game 1023 (standard): seq 2 Bob RV09 (2,0) 0, water W S, against the
--              open end E of (1,0); a river tile while river tiles are
--              left: legal.
--   game 1024 (free supply): seq 2 Bob D (0,1) 180, first-break's game
--              1021 move: under the free supply the order of 2.1 is not
--              checked (river.md 2.1, record-format.md), so it is legal.
-- Valid; no points.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1023, 'final', 'standard', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1023, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1023, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1023, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1023, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1023, 1, 0, 'RV06', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1023, 2, 1, 'RV09', 'place', 2, 0, 0, NULL);

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1024, 'final', 'free', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1024, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1024, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1024, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1024, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1024, 1, 0, 'RV06', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1024, 2, 1, 'D', 'place', 0, 1, 180, NULL);
