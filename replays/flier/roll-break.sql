-- roll-break.sql - BREAKS FLIER-ROLL three times, on the board of
-- flight-pass.sql's game 3701:
-- The board (free supply, seat 0 Alice, seat 1 Bob; flier.md):
--   seq 0       D (0,0), the start tile: city N, road W-E.
--   seq 1 Alice U (1,0) 0 and seq 2 Bob U (2,0) 0: the road goes on east.
--   seq 3 Alice FL05 (3,0) 0: the road ends its run of four tiles, still
--               open at both ends; its flying machine points W.  (FL03,
--               the same road, points NW.)  JCloisterZone's engine test
--               flying-machines/placement-is-mandatory.jcz plays this
--               board, its die 1.
--
-- Game 3721: at seq 2 (U, no machine) a roll: FLIER-ROLL at seq 2.
-- Game 3722: at seq 3 the die says 4: FLIER-ROLL at seq 3.
-- Game 3723: at seq 3 Alice put her follower on FL05's road (moves.meeple
-- W) and rolls as well: FLIER-ROLL at seq 3.  Final scoring: the open
-- road of 4 tiles to Alice, 4.
-- Each roll refused is not carried out: no flight follows.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3721, 'final', 'free', 'finished', 'replays/flier');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3721, 'flier', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3721, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3721, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3721, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3721, 1, 0, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3721, 2, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3721, 3, 0, 'FL05', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3721, 2, 1, NULL, 'roll', NULL, NULL, NULL, NULL, '2');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3722, 'final', 'free', 'finished', 'replays/flier');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3722, 'flier', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3722, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3722, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3722, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3722, 1, 0, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3722, 2, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3722, 3, 0, 'FL05', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3722, 3, 1, NULL, 'roll', NULL, NULL, NULL, NULL, '4');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3723, 'final', 'free', 'finished', 'replays/flier');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3723, 'flier', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3723, 0, 'Alice', 4);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3723, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3723, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3723, 1, 0, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3723, 2, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3723, 3, 0, 'FL05', 'place', 3, 0, 0, 'W');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3723, 3, 1, NULL, 'roll', NULL, NULL, NULL, NULL, '1');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3723, NULL, 0, 4, 'road');
