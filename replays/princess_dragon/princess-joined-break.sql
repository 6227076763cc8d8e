-- princess-joined-break.sql - BREAKS DRAGON-PRINCESS (princess_dragon.md
-- 3.1: the princess of the tile just placed, not one already in the
-- city), on princess-pass.sql's board:
--   seq 0       D (0,0) 0, the start tile: its city N, its road W-E.
--   seq 1 Alice U (-1,0) 0, a follower on its road (E), which runs on
--               through D.
--   seq 2 Bob   N (0,-1) 2: its city (N W, turned to S E) joins D's;
--               a follower on it (S).  The city is open at (0,-1) E.
--   seq 3 Alice PD18 (1,-1) 0, no figure and no removal: its princess
--               city (N W) joins the city at its W edge and leaves it
--               open at its N edge.
--   seq 4 Bob   E (1,-2) 180: its city (N, turned to S) closes the city
--               of D, N, PD18 and E (4 tiles, no coat of arms), which
--               holds PD18's princess; E shows none, and the record
--               removes Bob's own knight, (0,-1) S: DRAGON-PRINCESS at
--               seq 4, seat 1 (a row no plugin claims, ABI 4.2: refused
--               under the only declaration's rule); the knight stays
--               and wins the city: 8 (city).
--   Final scoring: Alice's road (-1,0)-(0,0), open at both ends, 2
--   tiles: 2 (road).
--   Alice 2, Bob 8.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3765, 'final', 'free', 'finished', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3765, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3765, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3765, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3765, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3765, 1, 0, 'U', 'place', -1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3765, 2, 1, 'N', 'place', 0, -1, 180, 'S');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3765, 3, 0, 'PD18', 'place', 1, -1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3765, 4, 1, 'E', 'place', 1, -2, 180, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3765, 4, 1, 1, 'remove', 'follower', 0, -1, 'S', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3765, 4, 1, 8, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3765, NULL, 0, 2, 'road');
