-- deploy-join.sql - Crop Circles: the choice deploy, and a follower added
-- beside Bob's own on his road, as the rules allow (crop_circles.md 2.4):
-- the host keeps both on the road (ABI 4.1, CARC_ACTION_JOINS).  Valid.
-- PASSES CROP-DEPLOY, CROP-ORDER, CROP-KIND.
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
--   n 1 Alice choose deploy.
--   n 2 Bob   place follower (1,-1) N, beside his own.
-- Final scoring: Alice's road D-U, 2 tiles: 2; Bob's road (1,-1) N, 1
-- tile, his two followers (one majority, counted once): 1.  Alice 2,
-- Bob 1.

-- Game 3610: the same game with The Flier enabled too, which declares
-- `place follower` as well (its landing): it judges no follower outside
-- the turn of a flying machine, so Bob's addition is valid there too.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3608, 'final', 'free', 'finished', 'replays/crop_circles');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3608, 'crop_circles', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3608, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3608, 1, 'Bob', 1);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3608, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3608, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3608, 2, 1, 'W', 'place', 1, -1, 180, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3608, 3, 0, 'CC04', 'place', 0, 1, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3608, 3, 1, 0, 'choose', NULL, NULL, NULL, NULL, 'deploy');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3608, 3, 2, 1, 'place', 'follower', 1, -1, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3608, NULL, 0, 2, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3608, NULL, 1, 1, 'road');
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3610, 'final', 'free', 'finished', 'replays/crop_circles');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3610, 'crop_circles', NULL);
INSERT INTO game_expansions(game_id, name, variant) VALUES (3610, 'flier', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3610, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3610, 1, 'Bob', 1);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3610, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3610, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3610, 2, 1, 'W', 'place', 1, -1, 180, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3610, 3, 0, 'CC04', 'place', 0, 1, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3610, 3, 1, 0, 'choose', NULL, NULL, NULL, NULL, 'deploy');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3610, 3, 2, 1, 'place', 'follower', 1, -1, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3610, NULL, 0, 2, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3610, NULL, 1, 1, 'road');
