-- portal-crop-break.sql - a follower placed or removed after a turn
-- that calls for neither, with Crop Circles and Princess & Dragon both
-- enabled, derived by hand.  BREAKS CROP-DEPLOY and CROP-REMOVE.
-- Both plugins declare `place follower` and `remove follower`, and
-- each claims such a row (ABI 4.2, claim_action) only in a turn that
-- calls for it: Crop Circles in the round of a crop circle
-- (crop_circles.md 2), Princess & Dragon in the turn of the magic
-- portal or of the princess (princess_dragon.md 3.1, 3.2).  A base
-- tile's turn with neither is nobody's: the row is refused, not carried
-- out, citing the rule of the first loaded declaration
-- (carc_plugin.h 4.2), Crop Circles' (crop_circles loads before
-- princess_dragon).  Before, Princess & Dragon claimed every follower's
-- row of a base tile's turn and refused it under DRAGON-PORTAL or
-- DRAGON-PRINCESS, rules of a portal and a princess this turn has not.
-- Free supply, seat 0 Alice, seat 1 Bob.
--
-- Game 3776, portal-none-break.sql's board:
--   seq 0       D (0,0) 0, the start tile: its city N, its road W-E.
--   seq 1 Alice U (-1,0) 0, a follower on its road (E), which runs on
--               through D.
--   seq 2 Bob   W (1,0) 0, the base game's crossing, no portal and no
--               crop circle; the record places his follower onto D's
--               city, (0,0) N: nobody's row, CROP-DEPLOY at seq 2, seat
--               1; it is not placed.
--   seq 3 Alice E (0,-1) 180: its city (N, turned to S) closes D's: a
--               complete city of 2 tiles, nobody's: no points.
--   Final scoring: Alice's road (-1,0)-(1,0), open in the west, 3
--   tiles: 3 (road).
--   Alice 3, Bob 0.
--
-- Game 3777, princess-tile-break.sql's board:
--   seq 0       D (0,0) 0, the start tile: its city N, its road W-E.
--   seq 1 Alice U (-1,0) 0, a follower on its road (E), which runs on
--               through D.
--   seq 2 Bob   N (0,-1) 2: its city (N W, turned to S E) joins D's;
--               a follower on it (S).  The city is open at (0,-1) E.
--   seq 3 Alice E (1,-1) 3, a city with no princess and no crop
--               circle, completes the same city, and the record removes
--               Bob's knight, (0,-1) S: nobody's row, CROP-REMOVE at seq
--               3, seat 0; the knight stays.  The complete city (3
--               tiles) gives Bob 6 (city).
--   Final scoring: Alice's road (-1,0)-(0,0), open at both ends, 2
--   tiles: 2 (road).
--   Alice 2, Bob 6.
-- (The pass: portal-crop-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3776, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3776, 'crop_circles', NULL);
INSERT INTO game_expansions(game_id, name, variant) VALUES (3776, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3776, 0, 'Alice', 3);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3776, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3776, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3776, 1, 0, 'U', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3776, 2, 1, 'W', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3776, 3, 0, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3776, 2, 1, 1, 'place', 'follower', 0, 0, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3776, NULL, 0, 3, 'road');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3777, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3777, 'crop_circles', NULL);
INSERT INTO game_expansions(game_id, name, variant) VALUES (3777, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3777, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3777, 1, 'Bob', 6);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3777, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3777, 1, 0, 'U', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3777, 2, 1, 'N', 'place', 0, -1, 180, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3777, 3, 0, 'E', 'place', 1, -1, 270, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3777, 3, 1, 0, 'remove', 'follower', 0, -1, 'S', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3777, 3, 1, 6, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3777, NULL, 0, 2, 'road');
