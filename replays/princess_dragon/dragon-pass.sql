-- dragon-pass.sql - the dragon's walks (princess_dragon.md 2.2), derived
-- by hand.  Valid.  PASSES DRAGON-ASIDE (a dragon tile only once the
-- dragon is on the board), DRAGON-MOVE, DRAGON-ORDER, DRAGON-STEP,
-- DRAGON-WHEN.  Free supply, seat 0 Alice, seat 1 Bob.
--   seq 0       D (0,0) 0, the start tile: its road runs W-E.
--   seq 1 Alice PD01 (0,1) 0, a volcano (all field), no figure: the
--               dragon comes onto it (2.1).
--   seq 2 Bob   U (1,0) 0, a follower on the road (W).
--   seq 3 Alice U (2,0) 0, a farmer on the north field (NL).
--   seq 4 Bob   U (3,0) 0.  seq 5 Alice U (4,0) 0.  seq 6 Bob U (5,0) 0.
--   seq 7 Alice PD16 (6,0) 0, a dragon tile (road W-E), a farmer on its
--               south field (SL), empty: the road is Bob's, the north
--               field Alice's.  The dragon, at (0,1), walks six steps,
--               Alice's first, then in turn: Alice (0,0) (its only
--               neighbour; nothing there), Bob (1,0): it eats Bob's
--               follower, back to Bob; Alice (2,0): Alice's farmer,
--               back to her; Bob (3,0), Alice (4,0), Bob (5,0).
--   seq 8 Bob   PD14 (7,0) 0, a dragon tile (road W-S): the walk starts
--               at (5,0), Bob's first step: (6,0), eating Alice's
--               farmer of seq 7; Alice (7,0).  There the dragon can go
--               nowhere ((6,0) is this walk's, no other neighbour): the
--               walk ends after 2 steps and the turn is complete.
--   No feature is complete (the road's west end is open): no points.
--   Alice and Bob have all 7 followers back.
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3751, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3751, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3751, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3751, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3751, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3751, 1, 0, 'PD01', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3751, 2, 1, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3751, 3, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3751, 4, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3751, 5, 0, 'U', 'place', 4, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3751, 6, 1, 'U', 'place', 5, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3751, 7, 0, 'PD16', 'place', 6, 0, 0, 'SL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3751, 8, 1, 'PD14', 'place', 7, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3751, 7, 1, 0, 'move', 'dragon', 0, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3751, 7, 2, 1, 'move', 'dragon', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3751, 7, 3, 0, 'move', 'dragon', 2, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3751, 7, 4, 1, 'move', 'dragon', 3, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3751, 7, 5, 0, 'move', 'dragon', 4, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3751, 7, 6, 1, 'move', 'dragon', 5, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3751, 8, 1, 1, 'move', 'dragon', 6, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3751, 8, 2, 0, 'move', 'dragon', 7, 0, NULL, NULL);
