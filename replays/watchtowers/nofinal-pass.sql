-- nofinal-pass.sql - towers give nothing at game end.  PASSES TOWER-NO-FINAL.
-- Alice's meeple is on WT05's west road at (1,0), joined to D's road, when
-- the game ends: the road D-WT05 is incomplete, 2 tiles: 2 (BASE-ROAD-PTS),
-- and the tower gives nothing.  Alice 2.  Verdict: valid.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (391, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (391, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (391, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (391, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (391, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (391, 1, 0, 'WT05', 'place', 1, 0, 0, 'W');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (391, NULL, 0, 2, 'road');
