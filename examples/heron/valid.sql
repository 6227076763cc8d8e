-- valid.sql - a short game of the base game with The Heron (heron.md),
-- valid: load it into a database made with carc's schema.sql, then
--   carc verify --plugin-dir DIR games.db
-- with heron.so (and heron.md) in DIR.  Free supply, 2 players.
--   seq 1  Red's U east of the start tile, a follower on its road; then
--          Red moves the heron onto the start tile's road (actions n 1):
--          the same road, on another tile than the one just placed;
--   seq 2  Blue's U west of the start tile: the road is 3 tiles long;
--   end    Red's open road: 3 tiles (BASE-ROAD-PTS) + 3 for the heron
--          (HERON-FISH), 6 in the one `road` row.
INSERT INTO games(id, ruleset, tile_supply, status, source)
  VALUES (1, 'final', 'free', 'finished', 'examples/heron/valid.sql');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1, 'heron', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', 6),
  (1, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place',  0, 0, 0, NULL),
  (1, 1, 0,    'U', 'place',  1, 0, 0, 'E'),
  (1, 2, 1,    'U', 'place', -1, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES
  (1, 1, 1, 0, 'move', 'heron', 0, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, NULL, 0, 6, 'road');
