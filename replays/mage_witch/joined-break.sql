-- joined-break.sql - BREAKS MAGE-JOINED (mage_witch.md 2.2 and 9, example
-- 7), on joined-pass.sql's board, in progress after seq 4:
--   game 3542: seq 4's V joins the mage's road to the witch's and the
--              turn has no row in actions: MAGE-JOINED at seq 4, seat 1.
--              No points (in progress, nothing complete).
-- (The pass is joined-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3542, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3542, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3542, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3542, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3542, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3542, 1, 0, 'V', 'place', 0, 1, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3542, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3542, 3, 0, 'MW05', 'place', 0, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3542, 4, 1, 'V', 'place', -1, 1, 180, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3542, 2, 1, 1, 'move', 'mage', -1, 0, 'S', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3542, 3, 1, 0, 'move', 'witch', 0, 1, 'W', NULL);
