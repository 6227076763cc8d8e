-- portal-crop-pass.sql - the magic portal (princess_dragon.md 3.2) with
-- Crop Circles enabled too, derived by hand.  Valid.  PASSES
-- DRAGON-PORTAL.
-- Crop Circles declares `place follower` as well (a follower added in
-- a crop circle's round, after the turn's scoring, by any seat) and
-- loads first; it claims no row of a turn without a crop circle.  The
-- row is the portal's: Princess & Dragon claims a follower placed in the
-- turn of a magic portal (ABI 4.2, claim_action), and its rule judges
-- it.  The game of portal-pass.sql:
--   seq 0       D (0,0) 0, the start tile: its city N, its road W-E.
--   seq 1 Alice U (-1,0) 0, a follower on its road (E), which runs on
--               through D.
--   seq 2 Bob   PD08 (1,0) 0, a magic portal: its west road ends
--               Alice's road at its crossing.  Instead of a figure on
--               it, Bob places a follower through the portal onto D's
--               city, unoccupied and incomplete: place follower (0,0) N.
--   seq 3 Alice E (0,-1) 180: its city (N, turned to S) closes D's: a
--               complete city of 2 tiles, Bob's: 4 (city).
--   Final scoring: Alice's road (-1,0)-(1,0), open in the west, 3
--   tiles: 3 (road).
--   Alice 3, Bob 4.
-- (The break: portal-crop-break.sql, the same follower after a base
-- tile: CROP-DEPLOY.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3778, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3778, 'crop_circles', NULL);
INSERT INTO game_expansions(game_id, name, variant) VALUES (3778, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3778, 0, 'Alice', 3);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3778, 1, 'Bob', 4);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3778, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3778, 1, 0, 'U', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3778, 2, 1, 'PD08', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3778, 3, 0, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3778, 2, 1, 1, 'place', 'follower', 0, 0, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3778, 3, 1, 4, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3778, NULL, 0, 3, 'road');
