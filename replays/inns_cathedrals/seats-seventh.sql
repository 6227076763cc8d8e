-- seats-seventh.sql - a seventh seat (inns_cathedrals.md 4 and 7): no
-- edition of the game has one, and the engine keeps room for six
-- (record-format.md, "Seats: 2 to 6 players in any game").  The game is
-- unverifiable, its reason naming the seats; no rule id is cited, so
-- IC-SEATS has no break (replays/README.md).  Game 1263: seven seats,
-- Inns & Cathedrals enabled, seq 0 D, seq 1 seat 0 U (1,0) 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1263, 'final', 'free', 'in_progress', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1263, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1263, 0, 'S0', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1263, 1, 'S1', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1263, 2, 'S2', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1263, 3, 'S3', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1263, 4, 'S4', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1263, 5, 'S5', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1263, 6, 'S6', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1263, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1263, 1, 0, 'U', 'place', 1, 0, 0, NULL);
