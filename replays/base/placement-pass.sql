-- placement-pass.sql - the valid game next to placement.sql's breaks
-- (rules-en.md 1.3).  301 PASSES BASE-PLACE-ADJ (each tile beside one on
-- the board), BASE-PLACE-EDGE (E's city S against D's city N, U's road W
-- against D's road E) and BASE-PLACE-ROT (E fits only turned, rot 180).

-- game 301: valid: E rot 180 at (0,-1) closes D's city (its S edge is city); U rot 0 at (1,0) continues the road.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (301, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (301, 0, 'Red', NULL),
  (301, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (301, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (301, 1, 0, 'E', 'place', 0, -1, 180, NULL),
  (301, 2, 1, 'U', 'place', 1, 0, 0, NULL);
