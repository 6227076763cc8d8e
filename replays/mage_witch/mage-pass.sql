-- mage-pass.sql - worked example 1 of Mage & Witch (mage_witch.md
-- section 9), derived by hand.  Valid.  PASSES MAGE-MOVE, MAGE-TARGET,
-- MAGE-PTS.  Free supply, seat 0 Alice, seat 1 Bob.
--   game 3501 (JCloisterZone's engine test mage.jcz):
--     seq 1 Alice U (1,0) 0, a follower on its road (W).
--     seq 2 Bob   MW01 (-1,0) 0: its crossing ends D's road in the west.
--                 The magic symbol (mage_witch.md 2.1, MAGE-MOVE): Bob
--                 brings the mage onto D's road, (0,0) W, an incomplete
--                 road (2.4, MAGE-TARGET).
--     seq 3 Alice D (2,0) 0.
--     seq 4 Bob   X (3,0) 0: its crossing ends the road in the east: a
--                 complete road of 5 tiles, (-1,0) to (3,0), Alice's:
--                 5 + 1 per tile for the mage (section 3, MAGE-PTS) = 10
--                 to Alice (road, seq 4).  The mage leaves the board.
-- (The mage on an open inn's road: mage-inn-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3501, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3501, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3501, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3501, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3501, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3501, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3501, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3501, 3, 0, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3501, 4, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3501, 2, 1, 1, 'move', 'mage', 0, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3501, 4, 0, 10, 'road');
