-- monastery-example-pass.sql - rules-en.md 3.3 worked example (JCZ test
-- watchtower-monasteries) as a recorded game.  PASSES TOWER-TRIGGER,
-- TOWER-ORDER, TOWER-AREA, TOWER-MONASTERY, TOWER-NO-FINAL.
--
-- Board (x east, y south):   (-1,0) A rot 270, road E to the monastery
--                            ( 0,0) D start
--                            ( 1,0) WT09 monastery tower, rot 0
--                            ( 2,0) A rot 90, road W to the monastery
--                            ( 0,1) B monastery
-- seq 3: Alice (seat 0) puts WT09 at (1,0) with her meeple on its east road
--   (its west road closes D's road A-D-WT09 at once: no meeple, no points).
-- seq 4: Bob lays A at (2,0): the road WT09(E)-A is complete, 2 tiles, closed
--   at the tower and at the monastery.  Alice's meeple is on the tower tile.
--
-- TOWER-TRIGGER: the completed road has Alice's meeple on the tower tile.
-- TOWER-AREA / TOWER-MONASTERY: the 3x3 block x 0..2, y -1..1 holds the
--   monasteries at (2,0) and (0,1); the one at (-1,0) is outside.
--   Tower 2 x 3 = 6 to Alice, then the road 2 tiles = 2 (BASE-ROAD-PTS).
-- TOWER-NO-FINAL: nothing at game end (no meeple is left on the board).
-- Alice 6 + 2 = 8, Bob 0.  Verdict: valid.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (301, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (301, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (301, 0, 'Alice', 8);
INSERT INTO players(game_id, seat, name, final_score) VALUES (301, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (301, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (301, 1, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (301, 2, 1, 'B', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (301, 3, 0, 'WT09', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (301, 4, 1, 'A', 'place', 2, 0, 90, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (301, 4, 0, 6, 'watchtower');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (301, 4, 0, 2, 'road');
