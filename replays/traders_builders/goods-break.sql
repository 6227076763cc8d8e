-- goods-break.sql - goods-pass.sql with the wine's 10 points recorded to
-- the city's owner instead of its completer (traders_builders.md 4.1).
-- Divergent.  BREAKS TB-GOODS: Alice scored the city but Bob completed
-- it; the wine token, and its majority's 10, are Bob's.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3609, 'final', 'free', 'finished', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3609, 'traders_builders', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3609, 0, 'Alice', 16);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3609, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3609, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3609, 1, 0, 'TB02', 'place', 0, -1, 180, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3609, 2, 1, 'E', 'place', 1, -1, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3609, 2, 0, 6, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3609, NULL, 0, 10, 'goods');
