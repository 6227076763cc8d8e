-- centre-pass.sql - worked example 6 of The Abbot (abbot.md section 9):
-- the centre of IC03G, with Inns & Cathedrals.  Valid.  PASSES
-- ABBOT-GARDEN-ONLY and ABBOT-SPOT (abbot.md 2.2: on IC03G's centre the
-- figure decides, record-format.md "Spots").  Free supply.
--   seq 0 D (0,0) 0.
--   seq 1 Alice IC03G (0,-1) 0: four separate cities; its S city closes
--         D's city (2 tiles, no figure, no points).
--   game 1151: abbot:C, the abbot on the garden.  Final: the garden's one
--         neighbour (0,0): 1 + 1 = 2 to Alice (garden, ABBOT-GARDEN-END).
--   game 1152: C, a follower: a farmer on the centre field, which touches
--         IC03G's four cities, of which one (S, with D) is complete:
--         3 x 1 = 3 to Alice (field, BASE-FIELD-PTS) at the end.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1151, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1151, 'abbot', NULL);
INSERT INTO game_expansions(game_id, name, variant) VALUES (1151, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1151, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1151, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1151, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1151, 1, 0, 'IC03G', 'place', 0, -1, 0, 'abbot:C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1151, NULL, 0, 2, 'garden');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1152, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1152, 'abbot', NULL);
INSERT INTO game_expansions(game_id, name, variant) VALUES (1152, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1152, 0, 'Alice', 3);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1152, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1152, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1152, 1, 0, 'IC03G', 'place', 0, -1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1152, NULL, 0, 3, 'field');
