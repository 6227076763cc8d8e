-- builder-break.sql - a builder beside nobody's follower of its owner
-- (traders_builders.md 2.1).  Divergent.  BREAKS TB-BUILDER: seq 2 Bob
-- puts his builder on the road of U (2,0) (W), which holds only Alice's
-- follower (seq 1): not played, the replay goes on.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3604, 'final', 'free', 'in_progress', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3604, 'traders_builders', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3604, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3604, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3604, 2, 1, 'U', 'place', 2, 0, 0, 'builder:W');
