-- big-weight-break.sql - BREAKS IC-BIG-WEIGHT (inns_cathedrals.md 3.1 and
-- 9, example 6's first break): big-pass.sql with 6 road points recorded
-- for Bob as well at seq 5, as if the big follower counted once (a tie,
-- 1 against 1).  It weighs two: Bob is not in the majority: IC-BIG-WEIGHT
-- at seq 5, seat 1.  players.final_score NULL.  (The pass is
-- big-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1252, 'final', 'free', 'finished', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1252, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1252, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1252, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1252, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1252, 1, 0, 'W', 'place', 1, 0, 0, 'big:W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1252, 2, 1, 'V', 'place', 0, 1, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1252, 3, 0, 'V', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1252, 4, 1, 'V', 'place', -1, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1252, 5, 0, 'W', 'place', 0, 2, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1252, 6, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1252, 7, 0, 'U', 'place', 3, 0, 0, 'big:E');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1252, 5, 0, 6, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1252, 5, 1, 6, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1252, NULL, 0, 3, 'road');
