-- inert-spot.sql - a meeple on the artwork of an expansion tile whose
-- expansion the game does not enable: the tile is DATA-TILESET and its
-- markings do nothing, so no plugin's rule applies; C is still a spot the
-- tile does not have, on signpost artwork: BASE-MEEPLE-SPOT, and the
-- replay stops there (record-format.md).  In progress: no final scoring.
--   seq 0  D at (0,0).
--   seq 1  Red: SP01 at (-1,0) rot 0 (road W-E, joins D's) in a game of the
--          base set only, a meeple on C: DATA-TILESET, BASE-MEEPLE-SPOT.
--   seq 2  Blue: U at (-1,0), the same square: never played.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'in_progress', 'a signpost tile in a base game');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', NULL), (1, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'SP01', 'place', -1, 0, 0, 'C'),
  (1, 2, 1, 'U', 'place', -1, 0, 0, NULL);
