-- nofarmer-pass.sql - farmers, and meeples next to a tower, never make it
-- score.  PASSES TOWER-NO-FARMER.
--
-- Game 361/363 (a meeple next to the tower): Alice's meeple on the road of
-- U at (1,0) (seq 1); A at (-1,0) rot 270 (seq 2); seq 3 Alice lays WT05
-- (road tower) at (2,0): the road A-D-U-WT05 is complete, 4 tiles, 4 to
-- Alice.  Her meeple stands on U, next to the tower, not on it: no tower.
-- Game 362/364 (a farmer on the tower tile): Alice's road meeple on U
-- (seq 1); Bob lays WT05 at (2,0) with a farmer on its south field (seq 2);
-- seq 3 A at (-1,0) completes the road A-D-U-WT05, 4 to Alice.  Bob's
-- farmer is on the tower tile of the completed road: farmers never trigger.
-- At the end his field touches no completed city: 0.
--
-- Both games: Alice 4, Bob 0.  Verdict: valid.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (361, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (361, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (361, 0, 'Alice', 4);
INSERT INTO players(game_id, seat, name, final_score) VALUES (361, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (361, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (361, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (361, 2, 1, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (361, 3, 0, 'WT05', 'place', 2, 0, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (361, 3, 0, 4, 'road');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (362, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (362, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (362, 0, 'Alice', 4);
INSERT INTO players(game_id, seat, name, final_score) VALUES (362, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (362, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (362, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (362, 2, 1, 'WT05', 'place', 2, 0, 0, 'SL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (362, 3, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (362, 3, 0, 4, 'road');
