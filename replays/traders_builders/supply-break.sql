-- supply-break.sql - a second builder (traders_builders.md 1).
-- Divergent.  BREAKS TB-SUPPLY: Alice's builder stands on the road since
-- seq 3; seq 5 places a builder again (her U (3,0), W): she has none
-- left.  (The figure is played as recorded; seq 5 extends the road of
-- her first builder, so seq 6 would be hers: the game stops before.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3607, 'final', 'free', 'in_progress', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3607, 'traders_builders', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3607, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3607, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3607, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3607, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3607, 2, 1, 'U', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3607, 3, 0, 'U', 'place', 2, 0, 0, 'builder:W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3607, 4, 1, 'U', 'place', -2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3607, 5, 0, 'U', 'place', 3, 0, 0, 'builder:W');
