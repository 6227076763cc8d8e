-- pig-pts-break.sql - pig-pass.sql with the pig's point left out
-- (traders_builders.md 3.2).  Divergent.  BREAKS TB-PIG-PTS: Alice's
-- field touches 1 completed city and holds her pig: 3 + 1 = 4, the
-- record gives 3.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3610, 'final', 'free', 'finished', 'replays/traders_builders');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3610, 'traders_builders', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3610, 0, 'Alice', 3);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3610, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3610, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3610, 1, 0, 'U', 'place', 1, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3610, 2, 1, 'E', 'place', 0, -1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3610, 3, 0, 'U', 'place', 2, 0, 0, 'pig:NL');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3610, NULL, 0, 3, 'field');
