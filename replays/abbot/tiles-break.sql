-- tiles-break.sql - BREAKS ABBOT-TILES (abbot.md 1 and 9, example 5):
--   game 1142: tiles-pass.sql with seq 5 a fifth plain E, same square and
--              rotation: the second edition holds four; a first-edition
--              game could draw it: ABBOT-TILES at seq 5.
--   game 1143: the same game without the abbot expansion, seq 5 EG: a
--              garden tile without The Abbot is not in play
--              (record-format.md, "Editions"): DATA-TILESET at seq 5.
--              (DATA-TILESET: the rule record-format.md names; abbot.md
--              1.)
-- Standard supply, in_progress; no points.  (The pass is tiles-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1142, 'final', 'standard', 'in_progress', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1142, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1142, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1142, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1142, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1142, 1, 0, 'E', 'place', 0, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1142, 2, 1, 'E', 'place', 0, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1142, 3, 0, 'E', 'place', 1, 1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1142, 4, 1, 'E', 'place', -1, 1, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1142, 5, 0, 'E', 'place', 0, -1, 180, NULL);

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1143, 'final', 'standard', 'in_progress', 'replays/abbot');
INSERT INTO players(game_id, seat, name, final_score) VALUES (1143, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1143, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1143, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1143, 1, 0, 'E', 'place', 0, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1143, 2, 1, 'E', 'place', 0, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1143, 3, 0, 'E', 'place', 1, 1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1143, 4, 1, 'E', 'place', -1, 1, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1143, 5, 0, 'EG', 'place', 0, -1, 180, NULL);
