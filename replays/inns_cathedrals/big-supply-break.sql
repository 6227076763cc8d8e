-- big-supply-break.sql - BREAKS IC-BIG-SUPPLY (inns_cathedrals.md 1 and
-- 9, example 6's second break): big-pass.sql's seq 3 with Alice's big
-- follower put on a field of V (-1,0) (big:NL) while her one big follower
-- stands on the crossing's road at (1,0) since seq 1: IC-BIG-SUPPLY at
-- seq 3, seat 0.  The record ends there (in_progress).  (The pass is
-- big-pass.sql: the big follower placed again at seq 7 after it came
-- back at seq 5.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1253, 'final', 'free', 'in_progress', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1253, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1253, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1253, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1253, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1253, 1, 0, 'W', 'place', 1, 0, 0, 'big:W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1253, 2, 1, 'V', 'place', 0, 1, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1253, 3, 0, 'V', 'place', -1, 0, 270, 'big:NL');
