-- setup-start.sql - BASE-SETUP-START: seq 0 is the base start tile D at
-- (0,0), rotation 0, nobody's move, no meeple.
-- Passes: 101.  Breaks, one BASE-SETUP-START each (seq 0, no seat):
-- 102 tile E at seq 0; 103 D at (1,0) rotation 90; 104 seq 0 with a seat
-- and a meeple.  Moves-only games (in_progress, no scores rows, no totals):
-- legality alone is checked, computed scores 0.
-- The valid games are in setup-start-pass.sql (replays/README.md, "Index").

-- game 102: BREAK: seq 0 is tile E, not the start tile D.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (102, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (102, 0, 'Red', NULL),
  (102, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (102, 0, NULL, 'E', 'place', 0, 0, 0, NULL),
  (102, 1, 0, 'E', 'place', 0, -1, 180, NULL);

-- game 103: BREAK: the start tile D lies at (1,0) in rotation 90 (its W edge is field; B fits at (0,0)).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (103, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (103, 0, 'Red', NULL),
  (103, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (103, 0, NULL, 'D', 'place', 1, 0, 90, NULL),
  (103, 1, 0, 'B', 'place', 0, 0, 0, NULL);

-- game 104: BREAK: seq 0 carries a seat and a meeple.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (104, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (104, 0, 'Red', NULL),
  (104, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (104, 0, 0, 'D', 'place', 0, 0, 0, 'N'),
  (104, 1, 0, 'U', 'place', 1, 0, 0, NULL);
