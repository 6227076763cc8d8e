-- goods-pts-break.sql - goods-pass.sql with the wine's 10 points recorded
-- at the move that completed the city (traders_builders.md 4.2).
-- Divergent.  BREAKS TB-GOODS-PTS: goods give points at the end only.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3611, 'final', 'free', 'finished', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3611, 'traders_builders', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3611, 0, 'Alice', 6);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3611, 1, 'Bob', 10);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3611, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3611, 1, 0, 'TB02', 'place', 0, -1, 180, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3611, 2, 1, 'E', 'place', 1, -1, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3611, 2, 0, 6, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3611, 2, 1, 10, 'goods');
