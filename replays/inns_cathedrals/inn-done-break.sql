-- inn-done-break.sql - BREAKS IC-INN-DONE (inns_cathedrals.md 3.2 and 9,
-- example 1's break): inn-done-pass.sql recorded with 5 road points at
-- seq 4 (1 per tile, the inn forgotten).  The rules give 5 x 2 = 10:
-- IC-INN-DONE at seq 4, seat 0.  players.final_score NULL, so that the
-- one divergence is the road's.  (The pass is inn-done-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1202, 'final', 'free', 'finished', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1202, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1202, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1202, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1202, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1202, 1, 0, 'IC15', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1202, 2, 1, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1202, 3, 0, 'W', 'place', -2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1202, 4, 1, 'W', 'place', 2, 0, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1202, 4, 0, 5, 'road');
