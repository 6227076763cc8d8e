-- trigger-break.sql - tower points for a meeple on the tower tile whose
-- feature is not complete.  BREAKS TOWER-TRIGGER.
-- Game 383: as trigger-pass.sql game 381, but the record already scores the
-- tower at seq 1, when Alice puts her meeple on WT05's open road (D and WT05
-- show a road: 2).  Expected: seq 1 TOWER-TRIGGER, seat 0, rules 0, record
-- 2; SCORE-TOTAL seat 0 (rules 6, record 8).
-- Game 384: as trigger-pass.sql game 382, but the record scores the tower for
-- Alice's meeple in the open city when the road through the tower tile
-- completes (A, D, WT05: 3).  Expected: seq 2 TOWER-TRIGGER, seat 0, rules
-- 0, record 3; SCORE-TOTAL seat 0 (rules 1, record 4).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (383, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (383, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (383, 0, 'Alice', 8);
INSERT INTO players(game_id, seat, name, final_score) VALUES (383, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (383, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (383, 1, 0, 'WT05', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (383, 2, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (383, 3, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (383, 1, 0, 2, 'watchtower');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (383, 3, 0, 3, 'watchtower');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (383, 3, 0, 3, 'road');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (384, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (384, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (384, 0, 'Alice', 4);
INSERT INTO players(game_id, seat, name, final_score) VALUES (384, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (384, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (384, 1, 0, 'WT05', 'place', 1, 0, 0, 'N');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (384, 2, 1, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (384, 2, 0, 3, 'watchtower');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (384, NULL, 0, 1, 'city');
