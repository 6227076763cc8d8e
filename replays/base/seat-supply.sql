-- seat-supply.sql - DATA-TILESET (tile counts of the standard supply) and
-- DATA-SEAT (turn order).  Moves-only games, in progress.
-- 921 valid: C (1 in the set) at (0,-1) on D's city, E rot 180 at (0,-2)
--   on C's north edge.  (After a discard the same seat draws again: that
--   DATA-SEAT pass is discard-pass.sql 311.)
-- 922 BREAK DATA-TILESET: a second C.
-- 923 BREAK DATA-SEAT: Red plays twice in a row; reported once, then turn
--   order follows the recorded seat (seq 3 Blue is in turn).
-- The valid games are in seat-supply-pass.sql (replays/README.md, "Index").

-- game 922: BREAK DATA-TILESET: standard supply: a second C at (0,-2); the set has one.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (922, 'final', 'standard', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (922, 0, 'Red', NULL),
  (922, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (922, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (922, 1, 0, 'C', 'place', 0, -1, 0, NULL),
  (922, 2, 1, 'C', 'place', 0, -2, 0, NULL);

-- game 923: BREAK DATA-SEAT: seq 2 is recorded for Red (seat 0) again; turn order goes on from it (seq 3 Blue, no divergence).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (923, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (923, 0, 'Red', NULL),
  (923, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (923, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (923, 1, 0, 'U', 'place', 1, 0, 0, NULL),
  (923, 2, 0, 'U', 'place', 2, 0, 0, NULL),
  (923, 3, 1, 'U', 'place', 3, 0, 0, NULL);
