-- order-break.sql - The Ferries: a lake tile placed, and a ferry moved
-- before the new lake's own ferry is put (doc/rules/ferries.md 3: the
-- rule book's order, the new lake's ferry first: FERRY-PLACE).
-- Free supply, seat 0 Alice, seat 1 Bob:
--   seq 0       D (0,0) 0, the start: city N, road W-E.
--   seq 1 Alice FR02 (1,0) 0: roads W, S, E ending at the lake, W on D's
--               road.  No follower.  n 1: the ferry E-W.
--   seq 2 Bob   FR02 (-1,0) 0: a second lake tile, its road E on D's W
--               end.  n 1 takes the ferry of (1,0) off (E-W, arg -1)
--               before this lake has its ferry: FERRY-PLACE at seq 2,
--               refused, not carried out.  n 2 puts the new lake's ferry
--               E-W: a ferry of its own, kept.
-- The roads: FR02(-1,0) W - lake - E - D - FR02(1,0) W - lake - E, open
-- at both ends; no follower, no points.  Divergent: FERRY-PLACE at seq 2.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3656, 'final', 'free', 'finished', 'replays/ferries');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3656, 'ferries', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3656, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3656, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3656, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3656, 1, 0, 'FR02', 'place', 1, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3656, 1, 1, 0, 'token', 'ferry', 1, 0, 'E-W', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3656, 2, 1, 'FR02', 'place', -1, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3656, 2, 1, 1, 'token', 'ferry', 1, 0, 'E-W', '-1');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3656, 2, 2, 1, 'token', 'ferry', -1, 0, 'E-W', NULL);
