-- sign-next-tile-break.sql - SIGN-NEXT-TILE: a signpost judges the tile
-- across the edge its road leaves the signpost tile by, not the tile
-- behind it.
--   seq 0  D at (0,0).
--   seq 1  Red: U at (0,1) rot 0 (road W-E), meeple on E.
--   seq 2  Blue: W at (-1,1) rot 0: the road ends at its crossing.
--   seq 3  Red: SP01 at (1,1) rot 0, road W-E; E: straight, W: left.
--   seq 4  Blue: V at (2,1) rot 0: the road turns from W to S.
--   seq 5  Red: A at (2,2) rot 180: the road ends at the monastery.
-- The road: W(-1,1), U(0,1), SP01(1,1), V(2,1), A(2,2) = 5 tiles,
-- complete at seq 5, Red's meeple.
--   SP01 E straight -> V(2,1): travelling east, the road leaves S: not
--                      straight (SIGN-DIR).  Judged on the tile behind,
--                      U(0,1), travelling west, it would go straight on.
--   SP01 W left     -> U(0,1): travelling west, left is S; the road
--                      leaves W (SIGN-DIR); on V it would need N: no.
-- No correct signpost: the road is worth 5 (BASE-ROAD-PTS).
-- Game 1 (valid): Red 5.
-- Game 2: the record gives 6, counting SP01's straight signpost as if it
-- pointed at U: carc cites SIGN-DIR (the rule that makes it not correct,
-- doc/rules/rule-ids.md) with the hint SIGN-NEXT-TILE.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'signpost judged on the next tile'),
  (2, 'final', 'free', 'finished', 'signpost judged on the tile behind');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL), (2, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', 5), (1, 1, 'Blue', 0),
  (2, 0, 'Red', 6), (2, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'U', 'place', 0, 1, 0, 'E'),
  (1, 2, 1, 'W', 'place', -1, 1, 0, NULL),
  (1, 3, 0, 'SP01', 'place', 1, 1, 0, NULL),
  (1, 4, 1, 'V', 'place', 2, 1, 0, NULL),
  (1, 5, 0, 'A', 'place', 2, 2, 180, NULL),
  (2, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (2, 1, 0, 'U', 'place', 0, 1, 0, 'E'),
  (2, 2, 1, 'W', 'place', -1, 1, 0, NULL),
  (2, 3, 0, 'SP01', 'place', 1, 1, 0, NULL),
  (2, 4, 1, 'V', 'place', 2, 1, 0, NULL),
  (2, 5, 0, 'A', 'place', 2, 2, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, 5, 0, 5, 'road'),
  (2, 5, 0, 6, 'road');
