-- princess-crop-pass.sql - the princess (princess_dragon.md 3.1) with
-- Crop Circles enabled too, derived by hand.  Valid.  PASSES
-- DRAGON-PRINCESS.
-- Crop Circles declares `remove follower` as well (a take-back, after
-- the turn's scoring) and loads first; the row is the princess's, who
-- claims it in the turn of her tile (ABI 4.2, claim_action), so it is
-- played by her declaration, before the scoring: the knight goes home
-- before the city it stands in is scored.  (Played after the scoring,
-- Bob's knight would score the complete city, 3 tiles: 6, first.)
-- The game of princess-pass.sql:
--   seq 0       D (0,0) 0, the start tile: its city N, its road W-E.
--   seq 1 Alice U (-1,0) 0, a follower on its road (E), which runs on
--               through D.
--   seq 2 Bob   N (0,-1) 2: its city (N W, turned to S E) joins D's;
--               a follower on it (S).  The city is open at (0,-1) E.
--   seq 3 Alice PD09 (1,-1) 3: its princess city (N, turned to W) joins
--               (0,-1)'s; the city of D, N and PD09 is complete (3 tiles,
--               no coat of arms).  Instead of a figure, Alice removes
--               Bob's knight from it: remove follower (0,-1) S.  It goes
--               back to Bob without scoring, and the complete city, with
--               nobody on it, gives no points.  No crop circle: nothing
--               after the scoring.
--   Final scoring: Alice's road (-1,0)-(0,0), open at both ends, 2
--   tiles: 2 (road).
--   Alice 2, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3769, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3769, 'princess_dragon', NULL);
INSERT INTO game_expansions(game_id, name, variant) VALUES (3769, 'crop_circles', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3769, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3769, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3769, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3769, 1, 0, 'U', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3769, 2, 1, 'N', 'place', 0, -1, 180, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3769, 3, 0, 'PD09', 'place', 1, -1, 270, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3769, 3, 1, 0, 'remove', 'follower', 0, -1, 'S', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3769, NULL, 0, 2, 'road');
