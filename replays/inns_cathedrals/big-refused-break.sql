-- big-refused-break.sql - BREAKS IC-BIG-SUPPLY, and shows what follows a
-- refused big follower (record-format.md, "Figures and actions that
-- plugins bring": a figure a rule refuses is not placed; the divergence
-- is reported at its move and the replay goes on without it, so it
-- neither occupies nor scores anything later).  Free supply, Alice 0,
-- Bob 1.  The board of big-pass.sql:
--   seq 0       D (0,0) 0: road W-E.
--   seq 1 Alice W (1,0) 0: a crossing; her big follower on its E road
--               (big:E), a road of its own.
--   seq 2 Bob   V (0,1) 0: road W-S.  No figure.
--   seq 3 Alice V (-1,0) 270: road E-S, E against D's W road; the road
--               of the crossing's W, D and V is free, and she puts a big
--               follower on it (big:E) while her one big follower stands
--               on the crossing since seq 1: IC-BIG-SUPPLY at seq 3,
--               seat 0; the big follower is not placed.
--   seq 4 Bob   V (-1,1) 180: road N-E, joining V (-1,0)'s road and V
--               (0,1)'s into one; his follower on it (E): the road is
--               free, BASE-MEEPLE-FREE holds.
--   seq 5 Alice W (0,2) 180: a crossing; its N road closes the road at V
--               (0,1)'s S edge: (1,0) (0,0) (-1,0) (-1,1) (0,1) (0,2), 6
--               tiles, complete: Bob's follower alone, 6 to Bob (road,
--               seq 5; had the refused big follower stood there, Alice
--               would have had the majority, 2 to 1, and the 6).
-- Final scoring: Alice's big follower on the crossing's E road, open, 1
-- tile: 1 (road).  Totals: Alice 1, Bob 6.  The verdict: IC-BIG-SUPPLY
-- at seq 3, nothing else.  (The pass is big-refused-pass.sql, the same
-- game without the refused big follower.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1254, 'final', 'free', 'finished', 'replays/inns_cathedrals');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1254, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1254, 0, 'Alice', 1);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1254, 1, 'Bob', 6);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1254, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1254, 1, 0, 'W', 'place', 1, 0, 0, 'big:E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1254, 2, 1, 'V', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1254, 3, 0, 'V', 'place', -1, 0, 270, 'big:E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1254, 4, 1, 'V', 'place', -1, 1, 180, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1254, 5, 0, 'W', 'place', 0, 2, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1254, 5, 1, 6, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1254, NULL, 0, 1, 'road');
