-- seat-order.sql - DATA-SEAT at every move out of turn, each measured
-- from the move before it (record-format.md): the move is still played by
-- the recorded seat and turn order goes on from it.  Moves-only games.
-- Game 1: seats 0, 0, 0, 1: DATA-SEAT at seq 2 (seat 1's turn after seat
--   0) and at seq 3 (seat 1's turn again, after seat 0's seq 2); seq 4,
--   seat 1 after seat 0, is in turn.
-- Game 2: seats 0, 1, 0, 1: valid, in seat-order-pass.sql.
-- The tiles: U rot 0 east of D at (1,0), (2,0), (3,0), then west at (-1,0).
-- The valid game is in seat-order-pass.sql (replays/README.md, "Index").

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'in_progress', 'seat 0 three times');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', NULL), (1, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'U', 'place', 1, 0, 0, NULL),
  (1, 2, 0, 'U', 'place', 2, 0, 0, NULL),
  (1, 3, 0, 'U', 'place', 3, 0, 0, NULL),
  (1, 4, 1, 'U', 'place', -1, 0, 0, NULL);
