-- princess-other-pass.sql - the princess (princess_dragon.md 3.1) on
-- another tile than PD09, the first princess tile of the catalogue:
-- PD18, the last but one.  Valid.  PASSES DRAGON-PRINCESS.
-- The plugin looks for a princess only on the tile types whose city
-- shows one (every one the catalogues name, not the first alone).
-- Free supply, seat 0 Alice, seat 1 Bob; princess-pass.sql's board:
--   seq 0       D (0,0) 0, the start tile: its city N, its road W-E.
--   seq 1 Alice U (-1,0) 0, a follower on its road (E), which runs on
--               through D.
--   seq 2 Bob   N (0,-1) 2: its city (N W, turned to S E) joins D's;
--               a follower on it (S).  The city is open at (0,-1) E.
--   seq 3 Alice PD18 (1,-1) 0: its princess city (N W) joins the city at
--               its W edge and leaves it open at its N edge (as in
--               princess-joined-break.sql).  Instead of a figure, Alice
--               removes Bob's knight from it: remove follower (0,-1) S.
--               It goes back to Bob without scoring.
--   Final scoring: the city of D, N and PD18, open, has nobody on it;
--   Alice's road (-1,0)-(0,0), open at both ends, 2 tiles: 2 (road).
--   Alice 2, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3768, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3768, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3768, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3768, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3768, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3768, 1, 0, 'U', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3768, 2, 1, 'N', 'place', 0, -1, 180, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3768, 3, 0, 'PD18', 'place', 1, -1, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3768, 3, 1, 0, 'remove', 'follower', 0, -1, 'S', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3768, NULL, 0, 2, 'road');
