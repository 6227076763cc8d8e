-- seat-supply-pass.sql - the valid game next to seat-supply.sql's
-- breaks.  921 PASSES DATA-TILESET (the one C of the standard supply,
-- then an E of its 5: no count exceeded) and DATA-SEAT (Red, Blue in
-- turn).  Moves-only, in progress.

-- game 921: valid (standard supply, in progress): C at (0,-1) (the one C of the set) on D's city, E rot 180 at (0,-2) on C's north edge.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (921, 'final', 'standard', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (921, 0, 'Red', NULL),
  (921, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (921, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (921, 1, 0, 'C', 'place', 0, -1, 0, NULL),
  (921, 2, 1, 'E', 'place', 0, -2, 180, NULL);
