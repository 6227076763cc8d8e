-- fairy-walk-pass.sql - the fairy protects a tile from the dragon
-- (princess_dragon.md 2.2), derived by hand.  Valid.  PASSES
-- DRAGON-MOVE (a walk that ends early where it can go no further),
-- DRAGON-STEP.  dragon-pass.sql's board to seq 7, with the fairy:
--   seq 5 Alice U (4,0) 0, no figure: instead she moves the fairy
--               beside her farmer, (2,0) NL (4.1).
--   seq 7 Alice's turn begins with her farmer beside the fairy: 1 point
--               (fairy, 4.2).  PD16 (6,0) 0, a farmer SL.  The dragon
--               walks from (0,1): Alice (0,0); Bob (1,0), eating Bob's
--               follower.  From (1,0) it can go nowhere: (0,0) is this
--               walk's, (2,0) the fairy's, no other neighbour.  The walk
--               ends after 2 steps; Alice's farmer at (2,0) stays.
--   Alice 1, Bob 0.
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3755, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3755, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3755, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3755, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3755, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3755, 1, 0, 'PD01', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3755, 2, 1, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3755, 3, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3755, 4, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3755, 5, 0, 'U', 'place', 4, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3755, 6, 1, 'U', 'place', 5, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3755, 7, 0, 'PD16', 'place', 6, 0, 0, 'SL');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3755, 5, 1, 0, 'move', 'fairy', 2, 0, 'NL', NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3755, 7, 1, 0, 'move', 'dragon', 0, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3755, 7, 2, 1, 'move', 'dragon', 1, 0, NULL, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3755, 7, 0, 1, 'fairy');
