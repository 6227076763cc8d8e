-- roads-break.sql - The Ferries: a road scored as the tiles draw it, not
-- as its ferry joins it (doc/rules/ferries.md 2.3, FERRY-ROADS; the
-- divergences cite the rules that give road points, FERRY-ROADS is their
-- hint: replays/README.md, "Rules no record breaks").
-- Free supply, seat 0 Alice, seat 1 Bob:
--   seq 0       D (0,0) 0, the start: city N, road W-E.
--   seq 1 Alice A (-1,0) 270: the monastery's road E on D's W end.
--   seq 2 Bob   FR02 (1,0) 0: roads W, S, E ending at the lake, W on D's
--               road.  A follower on the road W.  n 1: the ferry E-W:
--               the road A - D - FR02 W - lake - FR02 E runs on to FR02's
--               E edge, open: nothing completes.
-- The record scores Bob 3 for the road at seq 2, as if the road ended at
-- the lake (A, D, FR02 closed): points where the rules give none, at
-- seq 2.  At the end the road is open, 3 tiles: Bob 3 (BASE-ROAD-PTS),
-- which the record leaves out at the end.  Totals agree (3, 0).
-- Divergent: at seq 2 BASE-ROAD-DONE (the road is not complete) with the
-- hint FERRY-ROADS; at the end BASE-ROAD-PTS (3 left out).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3658, 'final', 'free', 'finished', 'replays/ferries');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3658, 'ferries', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3658, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3658, 1, 'Bob', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3658, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3658, 1, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3658, 2, 1, 'FR02', 'place', 1, 0, 0, 'W');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3658, 2, 1, 1, 'token', 'ferry', 1, 0, 'E-W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3658, 2, 1, 3, 'road');
