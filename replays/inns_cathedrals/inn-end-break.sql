-- inn-end-break.sql - BREAKS IC-INN-END (inns_cathedrals.md 3.2 and 9,
-- example 2's break): inn-end-pass.sql recorded with 4 road points for
-- Alice at the end (1 per tile, as if there were no inn).  The rules
-- give 0: IC-INN-END at the end (seq null), seat 0.  players.final_score
-- NULL.  (The pass is inn-end-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1212, 'final', 'free', 'finished', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1212, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1212, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1212, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1212, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1212, 1, 0, 'IC15', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1212, 2, 1, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1212, 3, 0, 'W', 'place', -2, 0, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1212, NULL, 0, 4, 'road');
