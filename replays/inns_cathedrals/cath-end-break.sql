-- cath-end-break.sql - BREAKS IC-CATH-END (inns_cathedrals.md 3.3 and 9,
-- example 4's second break): cathedrals-scoring.sql recorded with 2 city
-- points for Bob at the end (1 per tile of his open city, as if there
-- were no cathedral).  The rules give 0: IC-CATH-END at the end (seq
-- null), seat 1.  players.final_score NULL.  (The pass is
-- cathedrals-scoring.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1233, 'final', 'free', 'finished', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1233, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1233, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1233, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1233, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1233, 1, 0, 'IC01', 'place', 0, -1, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1233, 2, 1, 'H', 'place', 0, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1233, 3, 0, 'H', 'place', 1, -1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1233, 4, 1, 'IC01', 'place', 2, -1, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1233, 5, 0, 'E', 'place', -1, -1, 90, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1233, 5, 0, 15, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1233, NULL, 1, 2, 'city');
