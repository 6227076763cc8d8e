-- big-refused-pass.sql - big-refused-break.sql's game without its refused
-- big follower: what that game must score, since a refused figure is not
-- placed (record-format.md, "Figures and actions that plugins bring").
-- Valid.  PASSES IC-BIG-SUPPLY (Alice's one big follower, on the
-- crossing's E road since seq 1, and no other).  Free supply, Alice 0,
-- Bob 1: seq 3 Alice V (-1,0) 270, no figure; seq 4 Bob's follower on
-- the road of V (-1,1) (E); seq 5 W (0,2) 180 completes that road of 6
-- tiles: 6 to Bob (road, seq 5).  Final scoring: Alice's big follower on
-- the crossing's E road, open, 1 tile: 1 (road).  Totals: Alice 1, Bob 6.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1255, 'final', 'free', 'finished', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1255, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1255, 0, 'Alice', 1);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1255, 1, 'Bob', 6);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1255, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1255, 1, 0, 'W', 'place', 1, 0, 0, 'big:E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1255, 2, 1, 'V', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1255, 3, 0, 'V', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1255, 4, 1, 'V', 'place', -1, 1, 180, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1255, 5, 0, 'W', 'place', 0, 2, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1255, 5, 1, 6, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1255, NULL, 0, 1, 'road');
