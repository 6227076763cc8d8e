-- cathedrals-scoring-2.sql - worked example 5 of Inns & Cathedrals
-- (inns_cathedrals.md section 9; JCloisterZone's engine test
-- inns-and-cathedrals/cathedrals-scoring-2, [J1]): coats of arms in a
-- cathedral city, derived by hand.  Valid.  PASSES IC-CATH-DONE.
-- Free supply, in_progress after seq 6; Alice 0, Bob 1.
--   seq 0       D (0,0) 0: city N.
--   seq 1 Alice IC01 (0,-1) 0, the cathedral; her knight on it (N).
--   seq 2 Bob   M (1,-1) 0: city N-W with a coat of arms; W against
--               IC01's E edge.
--   seq 3 Alice M (1,-2) 270: at 270 its city faces S and W; S against M
--               (1,-1)'s N edge.
--   seq 4 Bob   Q (0,-2) 180: city E S W with a coat of arms; S against
--               IC01's N edge, E against M (1,-2)'s W edge.
--   seq 5 Alice IC06 (-1,-2) 180: at 180 its city with the coat of arms
--               faces E and S (E against Q's W edge); its other city
--               faces N, apart.
--   seq 6 Bob   O (-1,-1) 90: at 90 its city (coat of arms) faces N and
--               E, against IC06's S and IC01's W: the city is closed.
-- 7 tiles: (0,-1) (1,-1) (1,-2) (0,-2) (-1,-2) (-1,-1) (0,0); coats of
-- arms on M, M, Q, IC06 (its city with the coat of arms is the one that
-- joins) and O: 5.  7 x 3 + 5 x 3 = 21 + 15 = 36 to Alice (city, seq 6;
-- IC-CATH-DONE).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1241, 'final', 'free', 'in_progress', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1241, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1241, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1241, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1241, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1241, 1, 0, 'IC01', 'place', 0, -1, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1241, 2, 1, 'M', 'place', 1, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1241, 3, 0, 'M', 'place', 1, -2, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1241, 4, 1, 'Q', 'place', 0, -2, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1241, 5, 0, 'IC06', 'place', -1, -2, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1241, 6, 1, 'O', 'place', -1, -1, 90, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1241, 6, 0, 36, 'city');
