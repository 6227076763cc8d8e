-- inn-done-pass.sql - worked example 1 of Inns & Cathedrals
-- (doc/rules/inns_cathedrals.md section 9; the rulebook's "an inn and
-- five tiles", 10 points), derived by hand.  Valid.  PASSES IC-INN-DONE.
-- Free supply, seat 0 Alice, seat 1 Bob.
--   seq 0       D (0,0) 0: road W-E.
--   seq 1 Alice IC15 (-1,0) 0: road W-E with an inn (doc/spec/tiles.md); its
--               E road against D's W road; her follower on it (E).
--   seq 2 Bob   U (1,0) 0: road W-E against D's E road.
--   seq 3 Alice W (-2,0) 0: a crossing; its E road ends there and closes
--               the road's west end.
--   seq 4 Bob   W (2,0) 0: a crossing; its W road closes the east end.
-- The road: (-2,0) (-1,0) (0,0) (1,0) (2,0), 5 tiles, complete, an inn
-- on it: 5 x 2 = 10 to Alice (road, seq 4; inns_cathedrals.md 3.2,
-- IC-INN-DONE).  Totals: Alice 10, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1201, 'final', 'free', 'finished', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1201, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1201, 0, 'Alice', 10);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1201, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1201, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1201, 1, 0, 'IC15', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1201, 2, 1, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1201, 3, 0, 'W', 'place', -2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1201, 4, 1, 'W', 'place', 2, 0, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1201, 4, 0, 10, 'road');
