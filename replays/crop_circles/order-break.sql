-- order-break.sql - Crop Circles: seats acting out of the order.
-- BREAKS CROP-ORDER at seq 3 in both games (crop_circles.md 2.2: every
-- player in turn order from the next one, the placer last, each at most
-- once); the row out of order is refused and not carried out.
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
-- Game 3603, the choice remove:
--   n 1 Alice choose remove.
--   n 2 Alice remove follower (1,0) E: hers, but Bob, before her in the
--             order, has a follower on a road and has not taken it back
--             yet (2.5: he must): refused, CROP-ORDER, seat 0.
--   n 3 Bob   remove follower (1,-1) N: his, first in the order.
--   n 4 Alice remove follower (1,0) E: hers, now in order.
-- Both took one back: the turn owes nothing more.  Final scoring: no
-- follower on the board.  Alice 0, Bob 0.
-- Game 3609, the choice deploy:
--   n 1 Alice choose deploy.
--   n 2 Bob   place follower (1,-1) N, beside his own (2.4).
--   n 3 Bob   place follower (1,-1) N again: he has acted (each at most
--             once): refused, CROP-ORDER, seat 1.
-- Final scoring: Alice's road D-U, 2 tiles: 2; Bob's road (1,-1) N, 1
-- tile, his two followers: 1.  Alice 2, Bob 1.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3603, 'final', 'free', 'finished', 'replays/crop_circles');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3603, 'crop_circles', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3603, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3603, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3603, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3603, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3603, 2, 1, 'W', 'place', 1, -1, 180, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3603, 3, 0, 'CC04', 'place', 0, 1, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3603, 3, 1, 0, 'choose', NULL, NULL, NULL, NULL, 'remove');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3603, 3, 2, 0, 'remove', 'follower', 1, 0, 'E', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3603, 3, 3, 1, 'remove', 'follower', 1, -1, 'N', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3603, 3, 4, 0, 'remove', 'follower', 1, 0, 'E', NULL);

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3609, 'final', 'free', 'finished', 'replays/crop_circles');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3609, 'crop_circles', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3609, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3609, 1, 'Bob', 1);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3609, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3609, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3609, 2, 1, 'W', 'place', 1, -1, 180, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3609, 3, 0, 'CC04', 'place', 0, 1, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3609, 3, 1, 0, 'choose', NULL, NULL, NULL, NULL, 'deploy');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3609, 3, 2, 1, 'place', 'follower', 1, -1, 'N', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3609, 3, 3, 1, 'place', 'follower', 1, -1, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3609, NULL, 0, 2, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3609, NULL, 1, 1, 'road');
