-- move-break.sql - The Ferries: a ferry moved by a player whose tile
-- extends no road holding it (doc/rules/ferries.md 2.2, FERRY-MOVE).
-- Free supply, seat 0 Alice, seat 1 Bob:
--   seq 0       D (0,0) 0, the start: city N, road W-E.
--   seq 1 Alice FR02 (1,0) 0: roads W, S, E ending at the lake, W on D's
--               road.  A follower on the road W.  n 1: the ferry E-W.
--   seq 2 Bob   A (0,1) 0: the monastery under D, its road S leading
--               nowhere near a ferry.  n 1 takes the ferry of (1,0) off:
--               FERRY-MOVE at seq 2 (no road of A leads to it); refused,
--               not carried out.  n 2 puts it at S-W: FERRY-MOVE again
--               (no ferry of that lake was taken off), refused.
-- The ferry stays at E-W: Alice's road D - FR02 W - lake - FR02 E, open
-- at both ends: 2 tiles, 2 points at the end.  Bob 0.
-- Divergent: FERRY-MOVE twice at seq 2.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3654, 'final', 'free', 'finished', 'replays/ferries');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3654, 'ferries', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3654, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3654, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3654, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3654, 1, 0, 'FR02', 'place', 1, 0, 0, 'W');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3654, 1, 1, 0, 'token', 'ferry', 1, 0, 'E-W', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3654, 2, 1, 'A', 'place', 0, 1, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3654, 2, 1, 1, 'token', 'ferry', 1, 0, 'E-W', '-1');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3654, 2, 2, 1, 'token', 'ferry', 1, 0, 'S-W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3654, NULL, 0, 2, 'road');
