-- inn-end-pass.sql - worked example 2 of Inns & Cathedrals
-- (inns_cathedrals.md section 9): example 1 without seq 4.  Valid.
-- PASSES IC-INN-END.  The game ends after seq 3 with Alice's road open at
-- (1,0)'s east edge: (-2,0) (-1,0) (0,0) (1,0), 4 tiles, an inn, not
-- complete: 0 at the end (inns_cathedrals.md 3.2, IC-INN-END); no score
-- row.  Totals: Alice 0, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1211, 'final', 'free', 'finished', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1211, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1211, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1211, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1211, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1211, 1, 0, 'IC15', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1211, 2, 1, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1211, 3, 0, 'W', 'place', -2, 0, 0, NULL);
