-- trigger-pass.sql - a tower scores only when the road or city holding the
-- tower-tile meeple is completed.  PASSES TOWER-TRIGGER.
-- Game 381: the road-pass.sql game (WT05 at (1,0), Alice's meeple on its
-- west road): nothing at seq 1 or 2 while the road is open; at seq 3, when A
-- at (-1,0) closes it, the tower gives 3 (D, WT05, U) and the road 3.
-- Alice 6.
-- Game 382: Alice's meeple is on WT05's city N (seq 1); Bob's A at (-1,0)
-- completes the road A-D-WT05 through the tower tile (seq 2), but Alice's
-- meeple is in the city, still open: no tower.  Final: city of 1 tile: 1.
-- Verdict: valid.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (381, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (381, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (381, 0, 'Alice', 6);
INSERT INTO players(game_id, seat, name, final_score) VALUES (381, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (381, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (381, 1, 0, 'WT05', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (381, 2, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (381, 3, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (381, 3, 0, 3, 'watchtower');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (381, 3, 0, 3, 'road');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (382, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (382, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (382, 0, 'Alice', 1);
INSERT INTO players(game_id, seat, name, final_score) VALUES (382, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (382, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (382, 1, 0, 'WT05', 'place', 1, 0, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (382, 2, 1, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (382, NULL, 0, 1, 'city');
