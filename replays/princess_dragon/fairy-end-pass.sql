-- fairy-end-pass.sql - the fairy at the game's end (princess_dragon.md
-- 4.3), derived by hand.  Valid.  PASSES DRAGON-FAIRY-PTS.
-- fairy-pass.sql's board without its seq 6: the game ends (finished,
-- free supply) with the road open.
--   seq 0       D (0,0) 0, the start tile: its road runs W-E.
--   seq 1 Alice U (1,0) 0, a follower on its road (W).
--   seq 2 Bob   X (-1,0) 0: its crossing ends the road in the west.
--   seq 3 Alice U (2,0) 0, no figure: instead, she moves the fairy
--               beside her follower, (1,0) W (princess_dragon.md 4.1).
--   seq 4 Bob   U (0,1) 0.
--   seq 5 Alice U (0,2) 0.  Her turn begins with her follower beside
--               the fairy: 1 point (4.2, fairy).
--   Final scoring: the open road of 4 tiles, (-1,0) to (2,0), Alice's:
--   4 (road), and 3 for the fairy beside her follower (4.3, fairy: the
--   second edition and JCloisterZone count final scoring too).
--   Alice 1 + 4 + 3 = 8, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3702, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3702, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3702, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3702, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3702, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3702, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3702, 2, 1, 'X', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3702, 3, 0, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3702, 4, 1, 'U', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3702, 5, 0, 'U', 'place', 0, 2, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3702, 3, 1, 0, 'move', 'fairy', 1, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3702, 5, 0, 1, 'fairy');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3702, NULL, 0, 4, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3702, NULL, 0, 3, 'fairy');
