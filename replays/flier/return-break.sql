-- return-break.sql - BREAKS FLIER-RETURN at seq 3 for seat 0, on the board
-- of flight-pass.sql's game 3702:
-- The board (free supply, seat 0 Alice, seat 1 Bob; flier.md):
--   seq 0       D (0,0), the start tile: city N, road W-E.
--   seq 1 Alice U (1,0) 0 and seq 2 Bob U (2,0) 0: the road goes on east.
--   seq 3 Alice FL05 (3,0) 0: the road ends its run of four tiles, still
--               open at both ends; its flying machine points W.  (FL03,
--               the same road, points NW.)  JCloisterZone's engine test
--               flying-machines/placement-is-mandatory.jcz plays this
--               board, its die 1.
--
-- Game 3731: FL03 at (3,0), the die says 2: (1,-2), no tile: the flier
-- goes back; the record lands it on (0,0)'s road instead (FLIER-RETURN),
-- refused, no points.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3731, 'final', 'free', 'finished', 'replays/flier');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3731, 'flier', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3731, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3731, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3731, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3731, 1, 0, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3731, 2, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3731, 3, 0, 'FL03', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3731, 3, 1, NULL, 'roll', NULL, NULL, NULL, NULL, '2');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3731, 3, 2, 0, 'place', 'follower', 0, 0, 'W', NULL);
