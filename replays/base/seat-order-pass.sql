-- seat-order-pass.sql - seat-order.sql's tiles played in turn: PASSES
-- DATA-SEAT (record-format.md, "Turn order"; rules-en.md 1.2).  Moves-only.
--   seats 0, 1, 0, 1 after the start tile: each the seat after the last.
--   The tiles: U rot 0 east of D at (1,0), (2,0), (3,0), then west at
--   (-1,0); no meeple, nothing completes (the road's ends stay open).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (2, 'final', 'free', 'in_progress', 'in turn');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (2, 0, 'Red', NULL), (2, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (2, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (2, 1, 0, 'U', 'place', 1, 0, 0, NULL),
  (2, 2, 1, 'U', 'place', 2, 0, 0, NULL),
  (2, 3, 0, 'U', 'place', 3, 0, 0, NULL),
  (2, 4, 1, 'U', 'place', -1, 0, 0, NULL);
