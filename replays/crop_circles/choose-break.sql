-- choose-break.sql - Crop Circles: a crop circle placed, followers on
-- roads on the board, and no choice.  BREAKS CROP-CHOOSE at seq 3, seat 0
-- (crop_circles.md 2.1: the active player must choose).
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
--   no action: the choice is left out.
-- Final scoring: Alice's road D-U, 2 tiles: 2; Bob's road (1,-1) N, 1
-- tile: 1.  Alice 2, Bob 1.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3604, 'final', 'free', 'finished', 'replays/crop_circles');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3604, 'crop_circles', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3604, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3604, 1, 'Bob', 1);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 2, 1, 'W', 'place', 1, -1, 180, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 3, 0, 'CC04', 'place', 0, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3604, NULL, 0, 2, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3604, NULL, 1, 1, 'road');
