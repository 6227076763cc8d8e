-- kind-break.sql - Crop Circles: a club (roads) circle, and a farmer
-- taken back.  BREAKS CROP-KIND at seq 3, seat 1: the follower taken back
-- stands in a field, not on a road (crop_circles.md 2.3); refused, not
-- carried out.  Bob has no follower on a road, so he owes nothing.
-- The board (crop_circles.md 3, "the board of the replays"), free
-- supply, seat 0 Alice, seat 1 Bob:
--   seq 0       D (0,0) 0, the start: city N, road W-E.
--   seq 1 Alice U (1,0) 0, road W-E on D's: a follower on it (E).  The
--               road D-U: 2 tiles, open at both ends.
--   seq 2 Bob   W (1,-1) 180: roads N, E, W each ending at its crossing,
--               its field S on U's field N; a follower on that field
--               (SL), south of the crossing, on U's and D's.
--   seq 3 Alice CC04 (0,1) 0 (crop circle, club: roads), its field N on
--               D's field S; no follower.  Nothing is completed, nothing
--               scored in the turn.  Then the crop circle's action, after
--               the turn's scoring (crop_circles.md 2.1), seat 1 Bob
--               first, seat 0 Alice last (2.2):
--   n 1 Alice choose remove.
--   n 2 Bob   remove follower (1,-1) SL: his farmer: refused.
--   n 3 Alice remove follower (1,0) E: hers, on a road.
-- Final scoring: Bob's farmer stayed, in the field of W's south, U's
-- north and D's north-west and north-east (D's WR and EL halves), along
-- the city of D (open): no completed city, 0 (rules-en.md BASE-FIELD-PTS).
-- Alice 0, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3605, 'final', 'free', 'finished', 'replays/crop_circles');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3605, 'crop_circles', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3605, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3605, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3605, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3605, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3605, 2, 1, 'W', 'place', 1, -1, 180, 'SL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3605, 3, 0, 'CC04', 'place', 0, 1, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3605, 3, 1, 0, 'choose', NULL, NULL, NULL, NULL, 'remove');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3605, 3, 2, 1, 'remove', 'follower', 1, -1, 'SL', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3605, 3, 3, 0, 'remove', 'follower', 1, 0, 'E', NULL);
