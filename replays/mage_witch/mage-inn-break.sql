-- mage-inn-break.sql - BREAKS MAGE-PTS (mage_witch.md 3 and 9, example
-- 4), on mage-inn-pass.sql's board:
--   game 3504: the final road with the inn left open is recorded at 1,
--              as if the inn's 0 took the mage's points too; the inn
--              makes it 0 and the mage 4: MAGE-PTS at final scoring,
--              seat 0.  (Recorded at 8, as if the inn had doubled it,
--              the inn's own rule IC-INN-END is the one broken.)
-- (The pass is mage-inn-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3504, 'final', 'free', 'finished', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3504, 'mage_witch', NULL);
INSERT INTO game_expansions(game_id, name, variant) VALUES (3504, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3504, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3504, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3504, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3504, 1, 0, 'IC15', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3504, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3504, 3, 0, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3504, 2, 1, 1, 'move', 'mage', 0, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3504, NULL, 0, 1, 'road');
