-- pig-break.sql - a pig on a field without its owner's farmer
-- (traders_builders.md 3.1).  Divergent.  BREAKS TB-PIG: seq 2 Bob puts
-- his pig on the north field of U (2,0) (NL), where only Alice's farmer
-- stands (seq 1): not played.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3605, 'final', 'free', 'in_progress', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3605, 'traders_builders', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3605, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3605, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3605, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3605, 1, 0, 'U', 'place', 1, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3605, 2, 1, 'U', 'place', 2, 0, 0, 'pig:NL');
