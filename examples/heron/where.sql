-- where.sql - the game of valid.sql with the heron sent onto the start
-- tile's city instead of its road.  Divergent at seq 1, citing
-- HERON-WHERE (heron.md 2): carc does not carry the move out, so the
-- heron never stands on the road, and the road's 6 points recorded at
-- the end are 3 by the rules.
INSERT INTO games(id, ruleset, tile_supply, status, source)
  VALUES (2, 'final', 'free', 'finished', 'examples/heron/where.sql');
INSERT INTO game_expansions(game_id, name, variant) VALUES (2, 'heron', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (2, 0, 'Red', 6),
  (2, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (2, 0, NULL, 'D', 'place',  0, 0, 0, NULL),
  (2, 1, 0,    'U', 'place',  1, 0, 0, 'E'),
  (2, 2, 1,    'U', 'place', -1, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES
  (2, 1, 1, 0, 'move', 'heron', 0, 0, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (2, NULL, 0, 6, 'road');
