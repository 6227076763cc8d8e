-- cathedrals-scoring.sql - worked example 4 of Inns & Cathedrals
-- (inns_cathedrals.md section 9; JCloisterZone's engine test
-- inns-and-cathedrals/cathedrals-scoring, [J1]), derived by hand.  Valid.
-- PASSES IC-CATH-DONE and IC-CATH-END.  Free supply, Alice 0, Bob 1.
--   seq 0       D (0,0) 0: city N.
--   seq 1 Alice IC01 (0,-1) 0: four-sided city with a cathedral; its S
--               against D's city; her knight on it (N).
--   seq 2 Bob   H (0,-2) 0: two separate cities N and S; S closes IC01's
--               N edge (H's N city is another city).
--   seq 3 Alice H (1,-1) 90: at 90 its cities face W and E; W closes
--               IC01's E edge.
--   seq 4 Bob   IC01 (2,-1) 0: the second cathedral; its W against H
--               (1,-1)'s E city; his knight on it (N).
--   seq 5 Alice E (-1,-1) 90: at 90 its city faces E and closes IC01's
--               W edge.
-- Alice's city: (0,-1) (0,-2) (1,-1) (0,0) (-1,-1): 5 tiles, complete at
-- seq 5, no coat of arms, a cathedral: 5 x 3 = 15 to Alice (city, seq 5;
-- inns_cathedrals.md 3.3, IC-CATH-DONE).  Bob's city: IC01 (2,-1) and H
-- (1,-1)'s E cap, open on three sides at the end, a cathedral: 0
-- (IC-CATH-END), no row.  Totals: Alice 15, Bob 0 (JCloisterZone: the
-- same).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1231, 'final', 'free', 'finished', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1231, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1231, 0, 'Alice', 15);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1231, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1231, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1231, 1, 0, 'IC01', 'place', 0, -1, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1231, 2, 1, 'H', 'place', 0, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1231, 3, 0, 'H', 'place', 1, -1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1231, 4, 1, 'IC01', 'place', 2, -1, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1231, 5, 0, 'E', 'place', -1, -1, 90, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1231, 5, 0, 15, 'city');
