-- inns-scoring.sql - worked example 3 of Inns & Cathedrals
-- (inns_cathedrals.md section 9; JCloisterZone's engine test
-- inns-and-cathedrals/inns-scoring, [J1]), derived by hand.  Valid.
-- PASSES IC-INN-DONE and IC-INN-END.  Free supply, seat 0 Alice, seat 1 Bob.
--   seq 0       D (0,0) 0.
--   seq 1 Alice IC14 (-1,0) 0: a crossing; only its E road has the inn
--               (doc/spec/tiles.md; inns_cathedrals.md 2); E against D's W
--               road; her follower on that road (E).
--   seq 2 Bob   IC15 (-2,0) 0: road W-E with an inn; E against IC14's W
--               road (which ends at the crossing); his follower on it (W).
--   seq 3 Alice W (1,0) 0: a crossing; its W road against D's E road.
-- Alice's road: IC14's E road, D, W (1,0)'s W road: closed at both
-- crossings at seq 3: 3 tiles x 2 = 6 to Alice (road, seq 3; IC-INN-DONE).
-- Bob's road: IC15 and IC14's W road, open at (-2,0)'s W edge at the end,
-- with an inn: 0 (IC-INN-END), no row.
-- Totals: Alice 6, Bob 0 (JCloisterZone: "Alice scored road for 6
-- points", "Bob scored road for 0 points").

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1221, 'final', 'free', 'finished', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1221, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1221, 0, 'Alice', 6);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1221, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1221, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1221, 1, 0, 'IC14', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1221, 2, 1, 'IC15', 'place', -2, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1221, 3, 0, 'W', 'place', 1, 0, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1221, 3, 0, 6, 'road');
