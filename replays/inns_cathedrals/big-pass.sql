-- big-pass.sql - worked example 6 of Inns & Cathedrals
-- (inns_cathedrals.md section 9), the big follower, derived by hand.
-- Valid.  PASSES IC-BIG-WEIGHT, IC-BIG-SUPPLY, IC-BIG-SPOT.  Free
-- supply, Alice 0, Bob 1.
--   seq 0       D (0,0) 0: road W-E.
--   seq 1 Alice W (1,0) 0: a crossing; its W road against D's E road;
--               her big follower on it (big:W, a road: IC-BIG-SPOT).
--   seq 2 Bob   V (0,1) 0: road W-S; its N field against D's S field;
--               his follower on the road (W).
--   seq 3 Alice V (-1,0) 270: at 270 its road runs E-S; E against D's W
--               road.  No figure.
--   seq 4 Bob   V (-1,1) 180: at 180 its road runs N-E; N against V
--               (-1,0)'s S road, E against V (0,1)'s W road: Alice's road
--               and Bob's are one.
--   seq 5 Alice W (0,2) 180: a crossing; its N road closes the road at
--               V (0,1)'s S edge.
-- The road: (1,0) (0,0) (-1,0) (-1,1) (0,1) (0,2), 6 tiles, complete.
-- Majority (inns_cathedrals.md 3.1, IC-BIG-WEIGHT): Alice 2 (the big
-- follower), Bob 1: 6 to Alice, nothing to Bob (road, seq 5); both
-- figures return (BASE-RETURN).
--   seq 6 Bob   U (2,0) 0: road W against the crossing's E road.
--   seq 7 Alice U (3,0) 0: her big follower, back in her supply, on its
--               road again (big:E; IC-BIG-SUPPLY: one big follower).
-- Final scoring: Alice's road from the crossing (1,0) east through U
-- (2,0) and U (3,0), open: 3 tiles, 3 (road).  Totals: Alice 9, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1251, 'final', 'free', 'finished', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1251, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1251, 0, 'Alice', 9);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1251, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1251, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1251, 1, 0, 'W', 'place', 1, 0, 0, 'big:W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1251, 2, 1, 'V', 'place', 0, 1, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1251, 3, 0, 'V', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1251, 4, 1, 'V', 'place', -1, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1251, 5, 0, 'W', 'place', 0, 2, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1251, 6, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1251, 7, 0, 'U', 'place', 3, 0, 0, 'big:E');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1251, 5, 0, 6, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1251, NULL, 0, 3, 'road');
