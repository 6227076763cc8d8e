-- claim-pass.sql - Crop Circles: the follower taken back that
-- claim-break.sql game 3693 takes back after an ordinary turn, here in
-- the round of a crop circle Bob places: the row is the plugin's (ABI
-- 4.2, it claims the rows of a crop circle's turn) and carried out.
-- Valid.  PASSES CROP-REMOVE, CROP-CHOOSE, CROP-ORDER.
-- Free supply, seat 0 Alice, seat 1 Bob:
--   seq 0       D (0,0) 0, the start: city N, road W-E.
--   seq 1 Alice U (1,0) 0, road W-E on D's: a follower on it (E).  The
--               road D-U: 2 tiles, open at both ends.
--   seq 2 Bob   CC04 (0,1) 0 (crop circle, club: roads), its field N on
--               D's field S; no follower.  Nothing is completed, nothing
--               scored in the turn.  Then the round, after the scoring
--               (crop_circles.md 2.1), seat 0 Alice first, seat 1 Bob
--               last (2.2):
--   n 1 Bob   choose remove.
--   n 2 Alice remove follower (1,0) E: her only follower on a road,
--             back to her supply without points (2.5).  Bob has no
--             follower on a road: he does nothing.
-- Final scoring: no follower on the board.  Alice 0, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3694, 'final', 'free', 'finished', 'replays/crop_circles');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3694, 'crop_circles', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3694, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3694, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3694, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3694, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3694, 2, 1, 'CC04', 'place', 0, 1, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3694, 2, 1, 1, 'choose', NULL, NULL, NULL, NULL, 'remove');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3694, 2, 2, 0, 'remove', 'follower', 1, 0, 'E', NULL);
