-- coa-pass.sql - rules-en.md 3.3 coat-of-arms example: base tiles F and O in
-- the block give 2 x 2 = 4.  PASSES TOWER-COA.
--
-- Board: (-1,0) A rot 270 (road E to the monastery), (0,0) D, (1,0) WT01
-- coat-of-arms tower rot 90 (road W, cities E and S), Alice's meeple on its
-- road (seq 1); (2,0) F (city W-E, 1 coat of arms, seq 2); (1,1) O rot 0
-- (city N-W, 1 coat of arms, seq 3).  seq 4 (Bob) closes the road
-- A-D-WT01: 3 tiles.
-- TOWER-COA: block x 0..2, y -1..1 holds D, WT01, F and O: 2 coats of arms,
--   2 x 2 = 4 to Alice.  Road 3 to Alice.  No meeple is left at the end.
--
-- Alice 4 + 3 = 7, Bob 0.  Verdict: valid.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (341, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (341, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (341, 0, 'Alice', 7);
INSERT INTO players(game_id, seat, name, final_score) VALUES (341, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (341, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (341, 1, 0, 'WT01', 'place', 1, 0, 90, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (341, 2, 1, 'F', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (341, 3, 0, 'O', 'place', 1, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (341, 4, 1, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (341, 4, 0, 4, 'watchtower');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (341, 4, 0, 3, 'road');
