-- sign-empty-next-pass.sql - passes SIGN-EMPTY-NEXT (a signpost pointing
-- to an empty square is not correct) and SIGN-FINAL.  Valid.
--   seq 0  D at (0,0).  seq 1  Red: W at (0,1) rot 0, meeple on E.
--   seq 2  Blue: U at (1,1) rot 0, road W-E.
--   seq 3  Red: SP01 at (2,1) rot 180: road W-E; its signposts turn with
--          it: E straight -> W straight, W left -> E left.
--   SP01 W straight -> U(1,1), travel west, leaves W             correct
--   SP01 E left     -> (3,1), an empty square                    SIGN-EMPTY-NEXT
-- The road (3 tiles) stays open at (3,1); Red's meeple is on it.
-- Final scoring: Red 3 + 1 = 4 (road).  Totals 4, 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'empty next square');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', 4), (1, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (1, 2, 1, 'U', 'place', 1, 1, 0, NULL),
  (1, 3, 0, 'SP01', 'place', 2, 1, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, NULL, 0, 4, 'road');
