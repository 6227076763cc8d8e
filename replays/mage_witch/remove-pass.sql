-- remove-pass.sql - no road or city can take a magic figure (mage_witch.md
-- 2.5), derived by hand.  Valid.  PASSES MAGE-REMOVE, MAGE-PTS.  Free
-- supply, seat 0 Alice, seat 1 Bob.  Every city is closed by a second
-- single city, every road end by a monastery:
--   seq 1 Alice MW05 (0,-1) 0, a follower on its north city (N); its
--               south city closes D's (2 tiles, nobody).  The mage onto
--               the north city too, (0,-1) N (a follower and a magic
--               figure may share a feature, 1).
--   seq 2 Bob   A (1,0) 90, seq 3 Alice A (-1,0) 270: monasteries end
--               D's road both ways (3 tiles, nobody).
--   seqs 4-6    B at (1,-1), (1,-2), (1,-3), rotation 0 (fields).
--   game 3551:
--     seq 7 Alice E (0,-3) 180: a city facing south.
--     seq 8 Bob   MW05 (0,-2) 0: its south city closes the mage's city,
--                 its north city E's.  Every road and city is complete:
--                 neither figure can go anywhere, and only the mage is on
--                 the board: it leaves the board before the scoring, with
--                 no row (2.5).  Alice's city of 2 tiles scores without
--                 the mage: 4 to Alice (city, seq 8), not 6.
--   game 3552: the same, Bob's removal recorded: remove mage at (0,-1):
--              the same 4.
--   game 3553:
--     seq 7 Alice MW05 (0,-3) 0: the witch onto its south city, (0,-3) S.
--     seq 8 Bob   B (1,-4) 0.
--     seq 9 Alice E (0,-4) 180: closes MW05's north city (2 tiles,
--                 nobody).
--     seq 10 Bob  MW05 (0,-2) 0: closes the mage's city and the witch's.
--                 Nothing can take a figure and both stand: Bob takes the
--                 witch off, remove witch at (0,-3).  Alice's city with
--                 the mage: 4 + 2 = 6 to Alice (city, seq 10).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3551, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3551, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3551, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3551, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3551, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3551, 1, 0, 'MW05', 'place', 0, -1, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3551, 2, 1, 'A', 'place', 1, 0, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3551, 3, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3551, 4, 1, 'B', 'place', 1, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3551, 5, 0, 'B', 'place', 1, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3551, 6, 1, 'B', 'place', 1, -3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3551, 7, 0, 'E', 'place', 0, -3, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3551, 8, 1, 'MW05', 'place', 0, -2, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3551, 1, 1, 0, 'move', 'mage', 0, -1, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3551, 8, 0, 4, 'city');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3552, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3552, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3552, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3552, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3552, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3552, 1, 0, 'MW05', 'place', 0, -1, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3552, 2, 1, 'A', 'place', 1, 0, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3552, 3, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3552, 4, 1, 'B', 'place', 1, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3552, 5, 0, 'B', 'place', 1, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3552, 6, 1, 'B', 'place', 1, -3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3552, 7, 0, 'E', 'place', 0, -3, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3552, 8, 1, 'MW05', 'place', 0, -2, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3552, 1, 1, 0, 'move', 'mage', 0, -1, 'N', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3552, 8, 1, 1, 'remove', 'mage', 0, -1, NULL, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3552, 8, 0, 4, 'city');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3553, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3553, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3553, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3553, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3553, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3553, 1, 0, 'MW05', 'place', 0, -1, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3553, 2, 1, 'A', 'place', 1, 0, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3553, 3, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3553, 4, 1, 'B', 'place', 1, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3553, 5, 0, 'B', 'place', 1, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3553, 6, 1, 'B', 'place', 1, -3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3553, 7, 0, 'MW05', 'place', 0, -3, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3553, 8, 1, 'B', 'place', 1, -4, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3553, 9, 0, 'E', 'place', 0, -4, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3553, 10, 1, 'MW05', 'place', 0, -2, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3553, 1, 1, 0, 'move', 'mage', 0, -1, 'N', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3553, 7, 1, 0, 'move', 'witch', 0, -3, 'S', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3553, 10, 1, 1, 'remove', 'witch', 0, -3, NULL, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3553, 10, 0, 6, 'city');
