-- move-pass.sql - The Ferries: a ferry moved by the player whose tile
-- extends its road (doc/rules/ferries.md 2.2, FERRY-MOVE), and the roads
-- following it (2.3, FERRY-ROADS).
-- Free supply, seat 0 Alice, seat 1 Bob:
--   seq 0       D (0,0) 0, the start: city N, road W-E.
--   seq 1 Alice FR02 (1,0) 0: roads W, S, E ending at the lake, W on D's
--               road.  A follower on the road W.  n 1: the ferry E-W:
--               one road D's W end - D - FR02 W - lake - FR02 E.
--   seq 2 Bob   A (-1,0) 270: the monastery, its road turned to E, on D's
--               W end: it closes the road there.  The road now ends at A
--               and at FR02's E edge; it holds the ferry of (1,0), the
--               first met from A: Bob may move it.  n 1 takes it off
--               (E-W, arg -1), n 2 puts it at S-W: the road is A - D -
--               FR02 W - lake - FR02 S, open at FR02's S edge; FR02's E
--               end is a road of its own, ending at the lake.
-- Nothing completes (FR02 S open).  At the end: Alice's road A, D, FR02
-- (the lake tile once): 3 tiles, 3 points (BASE-ROAD-PTS).  Bob 0.
-- Valid.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3653, 'final', 'free', 'finished', 'replays/ferries');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3653, 'ferries', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3653, 0, 'Alice', 3);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3653, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3653, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3653, 1, 0, 'FR02', 'place', 1, 0, 0, 'W');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3653, 1, 1, 0, 'token', 'ferry', 1, 0, 'E-W', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3653, 2, 1, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3653, 2, 1, 1, 'token', 'ferry', 1, 0, 'E-W', '-1');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3653, 2, 2, 1, 'token', 'ferry', 1, 0, 'S-W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3653, NULL, 0, 3, 'road');
