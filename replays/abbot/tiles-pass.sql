-- tiles-pass.sql - worked example 5 of The Abbot (abbot.md section 9),
-- the pass.  PASSES ABBOT-TILES: with The Abbot the base set's standard
-- supply is its second edition (doc/spec/tiles.md: E is 4 plain + 1 EG).
-- Standard supply, in_progress; no figures, no points.
--   seq 0 D (0,0) 0; seq 1 Alice E (0,1) 180 (city S); seq 2 Bob E (0,2)
--   0 (city N closes it, no figure); seq 3 Alice E (1,1) 90 (city E);
--   seq 4 Bob E (-1,1) 270 (city W): the four plain E are drawn;
--   seq 5 Alice EG (0,-1) 180: the garden copy, the fifth E of the second
--   edition; its city S closes D's.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1141, 'final', 'standard', 'in_progress', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1141, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1141, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1141, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1141, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1141, 1, 0, 'E', 'place', 0, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1141, 2, 1, 'E', 'place', 0, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1141, 3, 0, 'E', 'place', 1, 1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1141, 4, 1, 'E', 'place', -1, 1, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1141, 5, 0, 'EG', 'place', 0, -1, 180, NULL);
