-- volcano-pass.sql - the volcano (princess_dragon.md 2.1), derived by
-- hand.  Valid.  PASSES DRAGON-VOLCANO.  Free supply, seat 0 Alice,
-- seat 1 Bob.
--   seq 0       D (0,0) 0, the start tile (field to the south).
--   seq 1 Alice PD01 (0,1) 0, a volcano (all field), no figure: the
--               dragon comes onto it from beside the board.
--   seq 2 Bob   U (1,0) 0, a follower on its road (W).
--   seq 3 Alice PD03 (0,2) 0, a volcano (a road ending south), no
--               figure: the dragon flies from (0,1) to (0,2).
--   No feature is complete; the game goes on (in progress): no points.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3721, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3721, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3721, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3721, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3721, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3721, 1, 0, 'PD01', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3721, 2, 1, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3721, 3, 0, 'PD03', 'place', 0, 2, 0, NULL);
