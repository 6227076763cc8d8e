-- valid.sql - a short game of the base game with The Wells (wells.md),
-- valid: load it into a database made with carc's schema.sql, then
--   carc verify --plugin-dir DIR games.db
-- with wells.so (and wells.yaml) in DIR.  Free supply, 2 players.
--   seq 1  WL02 east of the start tile, Red's follower on its road;
--   seq 3  A closes the road at the west: 4 tiles + 1 well = 5 for Red
--          (BASE-ROAD-DONE, WELL-ROAD, inside the `road` row);
--   seq 4  WL01 below the start tile: its well is diagonal to WL02's, not
--          next to it (WELL-APART holds);
--   end    Red's open road on WL03: 1 tile + 1 well = 2 (BASE-ROAD-PTS,
--          WELL-ROAD); Blue's monastery at (2,0) with 2 neighbours: 3
--          (BASE-MON-END).
INSERT INTO games(id, ruleset, tile_supply, status, source)
  VALUES (1, 'final', 'free', 'finished', 'examples/wells/valid.sql');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1, 'wells', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', 7),
  (1, 1, 'Blue', 3);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D',    'place',  0,  0,   0, NULL),
  (1, 1, 0,    'WL02', 'place',  1,  0,   0, 'E'),
  (1, 2, 1,    'A',    'place',  2,  0,  90, 'C'),
  (1, 3, 0,    'A',    'place', -1,  0, 270, NULL),
  (1, 4, 1,    'WL01', 'place',  0,  1,   0, NULL),
  (1, 5, 0,    'WL03', 'place',  3,  0, 180, 'N');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, 3,    0, 5, 'road'),
  (1, NULL, 0, 2, 'road'),
  (1, NULL, 1, 3, 'monastery');
