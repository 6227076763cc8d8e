-- joined-pass.sql - worked example 7 of Mage & Witch (mage_witch.md
-- section 9), derived by hand.  Valid.  PASSES MAGE-JOINED, MAGE-WITCH,
-- MAGE-TARGET.  Free supply, seat 0 Alice, seat 1 Bob; finished after
-- seq 4.
--   game 3541:
--     seq 1 Alice V (0,1) 0, a follower on its curve (W).
--     seq 2 Bob   MW01 (-1,0) 0: the mage onto the road south of its
--                 crossing, (-1,0) S.
--     seq 3 Alice MW05 (0,-1) 0: closes D's city (2 tiles, nobody); the
--                 witch onto V's curve, (0,1) W (Alice's road).
--     seq 4 Bob   V (-1,1) 180: its curve joins the mage's road (north)
--                 to the witch's (east): both on one road (2.2,
--                 MAGE-JOINED).  Bob moves the mage onto D's road, (0,0)
--                 E (from MW01's crossing to the open east end).
--     final: the road (-1,0) S, (-1,1), (0,1) is open, 3 tiles, with the
--            witch: 3 halved, rounded up = 2 to Alice (road).  D's road
--            (the mage), MW01's west road, the cities of MW01 and MW05
--            have nobody.  Totals: Alice 2, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3541, 'final', 'free', 'finished', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3541, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3541, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3541, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3541, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3541, 1, 0, 'V', 'place', 0, 1, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3541, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3541, 3, 0, 'MW05', 'place', 0, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3541, 4, 1, 'V', 'place', -1, 1, 180, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3541, 2, 1, 1, 'move', 'mage', -1, 0, 'S', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3541, 3, 1, 0, 'move', 'witch', 0, 1, 'W', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3541, 4, 1, 1, 'move', 'mage', 0, 0, 'E', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3541, NULL, 0, 2, 'road');
