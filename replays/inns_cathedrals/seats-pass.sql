-- seats-pass.sql - worked example 7 of Inns & Cathedrals
-- (inns_cathedrals.md section 9): six players.  Valid.  PASSES IC-SEATS.
-- Six seats 0-5, free supply, in_progress.  Seq 0 D (0,0) 0; seq k
-- (k = 1..6): seat k - 1 places U at (k,0) rotation 0 (road W-E against
-- the road of the tile west of it), no figure.  Every move is legal;
-- turn order runs 0 1 2 3 4 5 (ORDER-TURN).  No points.
-- Game 1262: the same six seats without Inns & Cathedrals, valid too:
-- record-format.md lets any game have 2 to 6 seats, so carc does not
-- cite IC-SEATS against a base game of six (inns_cathedrals.md 4).
-- IC-SEATS cannot be broken by a record (replays/README.md): a seventh
-- seat is beyond every edition, and carc finds such a game unverifiable
-- (seats-seventh.sql).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1261, 'final', 'free', 'in_progress', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1261, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1261, 0, 'S0', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1261, 1, 'S1', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1261, 2, 'S2', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1261, 3, 'S3', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1261, 4, 'S4', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1261, 5, 'S5', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1261, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1261, 1, 0, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1261, 2, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1261, 3, 2, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1261, 4, 3, 'U', 'place', 4, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1261, 5, 4, 'U', 'place', 5, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1261, 6, 5, 'U', 'place', 6, 0, 0, NULL);

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1262, 'final', 'free', 'in_progress', 'replays/inns_cathedrals');
INSERT INTO players(game_id, seat, name, final_score) VALUES (1262, 0, 'S0', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1262, 1, 'S1', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1262, 2, 'S2', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1262, 3, 'S3', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1262, 4, 'S4', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1262, 5, 'S5', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1262, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1262, 1, 0, 'U', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1262, 2, 1, 'U', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1262, 3, 2, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1262, 4, 3, 'U', 'place', 4, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1262, 5, 4, 'U', 'place', 5, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1262, 6, 5, 'U', 'place', 6, 0, 0, NULL);
