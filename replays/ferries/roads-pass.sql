-- roads-pass.sql - The Ferries: a lake tile and its ferry, as the record
-- holds them (doc/rules/ferries.md 2.1: a token action of kind ferry,
-- its spot the two road ends joined): FERRY-PLACE and FERRY-ROADS kept.
-- Free supply, seat 0 Alice, seat 1 Bob:
--   seq 0       D (0,0) 0, the start: city N, road W-E.
--   seq 1 Alice FR02 (1,0) 0: roads W, S, E each ending at the lake; its
--               road W on D's road E.  A follower on the road W (W).
--               n 1: the ferry, E-W: the road D - lake - E is one road.
-- Valid.  The road runs
-- from D's W end through D and FR02's W and E ends (one tile, once):
-- 2 tiles, open at both ends: Alice 2 at the end (rules-en.md
-- BASE-ROAD-PTS, ferries.md 2.3).  Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3651, 'final', 'free', 'finished', 'replays/ferries');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3651, 'ferries', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3651, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3651, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3651, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3651, 1, 0, 'FR02', 'place', 1, 0, 0, 'W');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3651, 1, 1, 0, 'token', 'ferry', 1, 0, 'E-W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3651, NULL, 0, 2, 'road');
