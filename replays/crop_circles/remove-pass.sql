-- remove-pass.sql - Crop Circles, the choice remove, derived by hand.
-- Valid.  PASSES CROP-CHOOSE, CROP-ORDER, CROP-KIND, CROP-REMOVE.
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
--   n 1 Alice choose remove (CROP-CHOOSE: the placer, once).
--   n 2 Bob   remove follower (1,-1) N: his road follower, back to his
--             supply without points (CROP-REMOVE, CROP-KIND: a road).
--   n 3 Alice remove follower (1,0) E: hers, last (CROP-ORDER).
-- Final scoring: no follower is left on the board.  Alice 0, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3601, 'final', 'free', 'finished', 'replays/crop_circles');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3601, 'crop_circles', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3601, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3601, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 2, 1, 'W', 'place', 1, -1, 180, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3601, 3, 0, 'CC04', 'place', 0, 1, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3601, 3, 1, 0, 'choose', NULL, NULL, NULL, NULL, 'remove');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3601, 3, 2, 1, 'remove', 'follower', 1, -1, 'N', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3601, 3, 3, 0, 'remove', 'follower', 1, 0, 'E', NULL);
