-- remove-none-break.sql - Crop Circles: the choice remove, and neither
-- player takes a follower back.  BREAKS CROP-REMOVE at seq 3, naming seat
-- 1 (turn_end: the first in the order that left out its take-back).
-- The board of remove-break.sql (crop_circles.md 3, "the board of the
-- replays"), free supply, seat 0 Alice, seat 1 Bob:
--   seq 0       D (0,0) 0, the start: city N, road W-E.
--   seq 1 Alice U (1,0) 0, road W-E on D's: a follower on it (E).  The
--               road D-U: 2 tiles, open at both ends.
--   seq 2 Bob   W (1,-1) 180: roads N, E, W each ending at its crossing,
--               its field S on U's field N; a follower on its road N (1
--               tile, open at N).
--   seq 3 Alice CC04 (0,1) 0 (crop circle, club: roads), its field N on
--               D's field S; no follower.  Nothing is completed, nothing
--               scored in the turn.
--   n 1 Alice choose remove.
--   Then nothing: Bob (first in the order, crop_circles.md 2.2) and Alice
--   each have a follower on a road and must take one back (2.5).  The
--   divergence names Bob, the first of the two in the order.
-- Bob's follower stands on the later tile: the seats that had a follower
-- at the choice are every seat found on the board, not the first found
-- (a walk that stopped at Alice's tile would name seat 0).
-- Final scoring (rules-en.md BASE-ROAD-PTS at the end): Alice's road D-U,
-- 2 tiles, incomplete: 2; Bob's road N of W, 1 tile: 1.  Alice 2, Bob 1.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3695, 'final', 'free', 'finished', 'replays/crop_circles');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3695, 'crop_circles', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3695, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3695, 1, 'Bob', 1);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3695, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3695, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3695, 2, 1, 'W', 'place', 1, -1, 180, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3695, 3, 0, 'CC04', 'place', 0, 1, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3695, 3, 1, 0, 'choose', NULL, NULL, NULL, NULL, 'remove');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3695, NULL, 0, 2, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3695, NULL, 1, 1, 'road');
