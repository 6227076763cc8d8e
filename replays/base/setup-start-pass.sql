-- setup-start-pass.sql - the valid game next to setup-start.sql's
-- breaks.  101 PASSES BASE-SETUP-START: seq 0 is D at (0,0) rotation 0,
-- no seat, no meeple (rules-en.md 1.1; record-format.md).  Moves-only.

-- game 101: valid: D at (0,0) rotation 0, no seat, no meeple; U continues the road east.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (101, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (101, 0, 'Red', NULL),
  (101, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (101, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (101, 1, 0, 'U', 'place', 1, 0, 0, NULL);
