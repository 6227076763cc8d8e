-- place-break.sql - The Ferries: a lake tile placed and no ferry put on
-- it (doc/rules/ferries.md 2.1, FERRY-PLACE: the ferry is not optional).
-- Free supply, seat 0 Alice, seat 1 Bob:
--   seq 0       D (0,0) 0, the start: city N, road W-E.
--   seq 1 Alice FR02 (1,0) 0: roads W, S, E each ending at the lake; its
--               road W on D's road E.  No follower, no action: the turn
--               owes a ferry: FERRY-PLACE at seq 1.
-- Scores: the road D - FR02 W ends at the lake, open at D's W: no
-- follower, no points.  Divergent, one divergence (FERRY-PLACE, seq 1).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3652, 'final', 'free', 'finished', 'replays/ferries');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3652, 'ferries', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3652, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3652, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3652, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3652, 1, 0, 'FR02', 'place', 1, 0, 0, NULL);
