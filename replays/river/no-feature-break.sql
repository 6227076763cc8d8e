-- no-feature-break.sql - BREAKS RIVER-NO-FEATURE (river.md 3, section 8
-- example 7, the break): worked-example.sql game 1002 with Alice's figure
-- on spot E of RV02 at (1,0) rot 0, its east water edge: the river is no
-- feature, so no figure stands there: RIVER-NO-FEATURE at seq 1, and the
-- replay stops there (river.md 3), as for TOWER-NO-MEEPLE: Bob's seq 2 is
-- not played, there is no final scoring; the record's totals are 0 and 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1061, 'final', 'free', 'finished', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1061, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1061, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1061, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1061, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1061, 1, 0, 'RV02', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1061, 2, 1, 'E', 'place', 1, -1, 180, NULL);
