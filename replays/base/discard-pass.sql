-- discard-pass.sql - the valid game next to discard.sql's breaks (its
-- header has the board; rules-en.md 1.3).  311: C (city on every edge)
-- fits nowhere after D and E rot 180, so its discard keeps
-- BASE-PLACE-NOFIT, BASE-PLACE-MUST and DATA-DISCARD (a discard with no
-- square), and BASE-MEEPLE-NEWTILE (no meeple with it); the same seat
-- draws again, DATA-SEAT.  PASSES all five.

-- game 311: valid: after D + E rot 180 at (0,-1), C (city on all four edges) fits nowhere: Blue discards it (seq 2) and draws again (seq 3, Blue again).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (311, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (311, 0, 'Red', NULL),
  (311, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (311, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (311, 1, 0, 'E', 'place', 0, -1, 180, NULL),
  (311, 2, 1, 'C', 'discard', NULL, NULL, NULL, NULL),
  (311, 3, 1, 'U', 'place', 1, 0, 0, NULL);
