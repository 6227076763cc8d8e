-- move-unfinished-break.sql - The Ferries: a ferry taken off to be moved
-- and never put back (doc/rules/ferries.md 3: a move is the ferry taken
-- off and put on its own lake in the same turn: FERRY-MOVE at turn end).
-- Free supply, seat 0 Alice, seat 1 Bob:
--   seq 0       D (0,0) 0, the start: city N, road W-E.
--   seq 1 Alice FR02 (1,0) 0: roads W, S, E ending at the lake, W on D's
--               road.  A follower on the road W.  n 1: the ferry E-W.
--   seq 2 Bob   A (-1,0) 270: the monastery's road E on D's W end; the
--               ferry of (1,0) is the first on the road: n 1 takes it off
--               (E-W, arg -1), allowed, carried out.  No row puts it
--               back: FERRY-MOVE at seq 2, at the turn's end.
-- The lake without its ferry: the road A - D - FR02 W ends at the
-- monastery and at the lake: complete in that turn, Alice's follower:
-- 3 tiles, 3 points at seq 2 (BASE-ROAD-PTS), as recorded.  Bob 0.
-- Divergent: FERRY-MOVE at seq 2, nothing else.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3657, 'final', 'free', 'finished', 'replays/ferries');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3657, 'ferries', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3657, 0, 'Alice', 3);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3657, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3657, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3657, 1, 0, 'FR02', 'place', 1, 0, 0, 'W');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3657, 1, 1, 0, 'token', 'ferry', 1, 0, 'E-W', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3657, 2, 1, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3657, 2, 1, 1, 'token', 'ferry', 1, 0, 'E-W', '-1');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3657, 2, 0, 3, 'road');
