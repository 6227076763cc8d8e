-- area-pass.sql - a tower that triggers over a 3x3 block holding nothing it
-- counts gives nothing.  PASSES TOWER-AREA (see also
-- monastery-example-pass.sql, where a monastery just outside the block is not
-- counted).
--
-- Board: (-1,0) A rot 270 (monastery, road E), (0,0) D, (1,0) WT09 monastery
-- tower rot 0 with Bob's meeple on its east road (seq 2; its west road closes
-- A-D-WT09 at once, with no meeple), (2,0) W crossing rot 0 (seq 3), whose
-- west road closes WT09(E)-W: 2 tiles.
-- TOWER-TRIGGER: Bob's meeple on the tower tile, the road complete.
-- TOWER-AREA: the block x 0..2, y -1..1 holds D, WT09 and W: no monastery.
-- The monastery at (-1,0) is two squares away, outside.  Tower 0 x 3 = 0.
-- Road 2 to Bob (BASE-ROAD-PTS).
--
-- Alice 0, Bob 2.  Verdict: valid.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (311, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (311, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (311, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (311, 1, 'Bob', 2);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (311, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (311, 1, 0, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (311, 2, 1, 'WT09', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (311, 3, 0, 'W', 'place', 2, 0, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (311, 3, 1, 2, 'road');
