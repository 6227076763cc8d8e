-- roads-complete-pass.sql - The Ferries: a ferry move that closes a road
-- far from the tile placed scores it in that turn (doc/rules/ferries.md
-- 2.3, FERRY-ROADS; the publisher: "If this movement leads to a road
-- being closed at both ends, that road now scores").
-- Free supply, seat 0 Alice, seat 1 Bob:
--   seq 0       D (0,0) 0, the start: city N, road W-E.
--   seq 1 Alice FR02 (1,0) 0: roads W, S, E ending at the lake, W on D's
--               road.  A follower on the road E (E).  n 1: the ferry
--               E-W: one road D - FR02, open at D's W and FR02's E edge.
--   seq 2 Bob   A (2,0) 90: the monastery, its road turned to W, on
--               FR02's E end: the road D - FR02 - A is open at D's W only.
--   seq 3 Alice A (-1,0) 270: its road E on D's W end.  It extends the
--               road holding the ferry of (1,0): n 1 takes it off (E-W),
--               n 2 puts it at S-W,
--               joining A(-1,0) - D - FR02 W to FR02's S (open).  FR02's
--               E end and A(2,0) are now a road of their own, closed at
--               the lake and at the monastery: complete, Alice's follower
--               on it, 2 tiles: Alice 2 at seq 3 (BASE-ROAD-PTS).
-- Valid.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3655, 'final', 'free', 'finished', 'replays/ferries');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3655, 'ferries', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3655, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3655, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3655, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3655, 1, 0, 'FR02', 'place', 1, 0, 0, 'E');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3655, 1, 1, 0, 'token', 'ferry', 1, 0, 'E-W', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3655, 2, 1, 'A', 'place', 2, 0, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3655, 3, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3655, 3, 1, 0, 'token', 'ferry', 1, 0, 'E-W', '-1');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3655, 3, 2, 0, 'token', 'ferry', 1, 0, 'S-W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3655, 3, 0, 2, 'road');
