-- cath-done-break.sql - BREAKS IC-CATH-DONE (inns_cathedrals.md 3.3 and
-- 9, example 4's first break): cathedrals-scoring.sql recorded with 10
-- city points at seq 5 (2 per tile, the cathedral forgotten).  The rules
-- give 5 x 3 = 15: IC-CATH-DONE at seq 5, seat 0.  players.final_score
-- NULL.  (The passes are cathedrals-scoring.sql and
-- cathedrals-scoring-2.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1232, 'final', 'free', 'finished', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1232, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1232, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1232, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1232, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1232, 1, 0, 'IC01', 'place', 0, -1, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1232, 2, 1, 'H', 'place', 0, -2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1232, 3, 0, 'H', 'place', 1, -1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1232, 4, 1, 'IC01', 'place', 2, -1, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1232, 5, 0, 'E', 'place', -1, -1, 90, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1232, 5, 0, 10, 'city');
