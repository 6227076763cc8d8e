-- apart.sql - the game of valid.sql with one move changed: at seq 4 Blue
-- puts WL01 at (1,1), right below WL02's well at (1,0).  Divergent, at
-- seq 4, citing WELL-APART (wells.md 2); nothing else: the tile lies where
-- the record put it, the game goes on, and the points recorded are those
-- of the board as recorded (Blue's monastery at (2,0) now has 3
-- neighbours: 4).
INSERT INTO games(id, ruleset, tile_supply, status, source)
  VALUES (2, 'final', 'free', 'finished', 'examples/wells/apart.sql');
INSERT INTO game_expansions(game_id, name, variant) VALUES (2, 'wells', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (2, 0, 'Red', 7),
  (2, 1, 'Blue', 4);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (2, 0, NULL, 'D',    'place',  0,  0,   0, NULL),
  (2, 1, 0,    'WL02', 'place',  1,  0,   0, 'E'),
  (2, 2, 1,    'A',    'place',  2,  0,  90, 'C'),
  (2, 3, 0,    'A',    'place', -1,  0, 270, NULL),
  (2, 4, 1,    'WL01', 'place',  1,  1,   0, NULL),
  (2, 5, 0,    'WL03', 'place',  3,  0, 180, 'N');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (2, 3,    0, 5, 'road'),
  (2, NULL, 0, 2, 'road'),
  (2, NULL, 1, 4, 'monastery');
