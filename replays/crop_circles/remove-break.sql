-- remove-break.sql - Crop Circles: the choice remove, and the placer
-- keeps her road follower.  BREAKS CROP-REMOVE at seq 3, seat 0 (turn_end:
-- the turn left out her take-back).
-- The board (crop_circles.md 3, "the board of the replays"), free
-- supply, seat 0 Alice, seat 1 Bob:
--   seq 0       D (0,0) 0, the start: city N, road W-E.
--   seq 1 Alice U (1,0) 0, road W-E on D's: a follower on it (E).  The
--               road D-U: 2 tiles, open at both ends.
--   seq 2 Bob   W (1,-1) 180: roads N, E, W each ending at its crossing,
--               its field S on U's field N; a follower on its road N (1
--               tile, open at N).
--   seq 3 Alice CC04 (0,1) 0 (crop circle, club: roads), its field N on
--               D's field S; no follower.  Nothing is completed, nothing
--               scored in the turn.  Then the crop circle's action, after
--               the turn's scoring (crop_circles.md 2.1), seat 1 Bob
--               first, seat 0 Alice last (2.2):
--   n 1 Alice choose remove.
--   n 2 Bob   remove follower (1,-1) N: his, as he must.
--   Alice has a follower on a road, (1,0) E, and takes none back: the
--   divergence (crop_circles.md 2.5: "must").
-- Final scoring: Alice's road D-U, 2 tiles, incomplete: 2 (rules-en.md
-- BASE-ROAD-PTS at the end), recorded.  Alice 2, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3602, 'final', 'free', 'finished', 'replays/crop_circles');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3602, 'crop_circles', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3602, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3602, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 2, 1, 'W', 'place', 1, -1, 180, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3602, 3, 0, 'CC04', 'place', 0, 1, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3602, 3, 1, 0, 'choose', NULL, NULL, NULL, NULL, 'remove');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3602, 3, 2, 1, 'remove', 'follower', 1, -1, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3602, NULL, 0, 2, 'road');
