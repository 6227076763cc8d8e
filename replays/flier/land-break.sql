-- land-break.sql - BREAKS FLIER-LAND at seq 3 for seat 0, twice, on the
-- board of flight-pass.sql's game 3701:
-- The board (free supply, seat 0 Alice, seat 1 Bob; flier.md):
--   seq 0       D (0,0), the start tile: city N, road W-E.
--   seq 1 Alice U (1,0) 0 and seq 2 Bob U (2,0) 0: the road goes on east.
--   seq 3 Alice FL05 (3,0) 0: the road ends its run of four tiles, still
--               open at both ends; its flying machine points W.  (FL03,
--               the same road, points NW.)  JCloisterZone's engine test
--               flying-machines/placement-is-mandatory.jcz plays this
--               board, its die 1.
--
-- Game 3712: the die says 1, the flier is put on (1,0), two tiles W:
-- refused (FLIER-LAND), not carried out; no points.
-- Game 3713: the die says 1, the flier is put on (2,0)'s field NL:
-- never a field (FLIER-LAND); not carried out, no points.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3712, 'final', 'free', 'finished', 'replays/flier');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3712, 'flier', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3712, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3712, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3712, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3712, 1, 0, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3712, 2, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3712, 3, 0, 'FL05', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3712, 3, 1, NULL, 'roll', NULL, NULL, NULL, NULL, '1');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3712, 3, 2, 0, 'place', 'follower', 1, 0, 'W', NULL);

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3713, 'final', 'free', 'finished', 'replays/flier');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3713, 'flier', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3713, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3713, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3713, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3713, 1, 0, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3713, 2, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3713, 3, 0, 'FL05', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3713, 3, 1, NULL, 'roll', NULL, NULL, NULL, NULL, '1');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3713, 3, 2, 0, 'place', 'follower', 2, 0, 'NL', NULL);
