-- nofinal-break.sql - the nofinal-pass.sql game, but the record also scores
-- the road tower at game end (D and WT05: 2).  BREAKS TOWER-NO-FINAL.
-- Expected: final scoring TOWER-NO-FINAL, seat 0, rules 0 watchtower,
-- record 2; SCORE-TOTAL seat 0 (rules 2, record 4).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (392, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (392, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (392, 0, 'Alice', 4);
INSERT INTO players(game_id, seat, name, final_score) VALUES (392, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (392, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (392, 1, 0, 'WT05', 'place', 1, 0, 0, 'W');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (392, NULL, 0, 2, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (392, NULL, 0, 2, 'watchtower');
