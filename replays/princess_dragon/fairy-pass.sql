-- fairy-pass.sql - the fairy (princess_dragon.md 4), derived by hand.
-- Valid.  PASSES DRAGON-FAIRY, DRAGON-FAIRY-TURN, DRAGON-FAIRY-PTS.
-- Free supply, seat 0 Alice, seat 1 Bob.
--   seq 0       D (0,0) 0, the start tile: its road runs W-E.
--   seq 1 Alice U (1,0) 0, a follower on its road (W).
--   seq 2 Bob   X (-1,0) 0: its crossing ends the road in the west.
--   seq 3 Alice U (2,0) 0, no figure: instead, she moves the fairy
--               beside her follower, (1,0) W (princess_dragon.md 4.1).
--   seq 4 Bob   U (0,1) 0.
--   seq 5 Alice U (0,2) 0.  Her turn begins with her follower beside
--               the fairy: 1 point (4.2, fairy).
--   seq 6 Bob   X (3,0) 0: its crossing ends the road in the east: a
--               complete road of 5 tiles, (-1,0) to (3,0), Alice's:
--               5 (road) and 3 for the fairy beside her follower
--               (4.3, fairy), both at seq 6.  Her follower goes home;
--               the fairy stays at (1,0), beside nobody: no point at the
--               start of her next turn.
--   Alice 1 + 5 + 3 = 9, Bob 0.
-- (The fairy's 3 points at the game's end: fairy-end-pass.sql.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3701, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3701, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3701, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3701, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3701, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3701, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3701, 2, 1, 'X', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3701, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3701, 4, 1, 'U', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3701, 5, 0, 'U', 'place', 0, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3701, 6, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3701, 3, 1, 0, 'move', 'fairy', 1, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3701, 5, 0, 1, 'fairy');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3701, 6, 0, 5, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3701, 6, 0, 3, 'fairy');
