-- sign-multi-exit-break.sql - breaks SIGN-MULTI-EXIT: the record does not
-- count the signpost into the roundabout, as if the road had to leave by
-- a single edge.
--   seq 0  D at (0,0).  seq 1  Red: W at (0,1) rot 0, meeple on E.
--   seq 2  Blue: SP01 at (1,1) rot 0, road W-E; E: straight, W: left.
--   seq 3  Red: SP10 at (2,1) rot 0: one road leaving N, E and W (a
--          roundabout, no end); N: left, E: straight.
--   seq 4  Blue: A at (2,0) rot 0: closes the N branch at the monastery.
--   seq 5  Red: U at (3,1) rot 0: the E branch goes straight on.
--   seq 6  Blue: W at (4,1) rot 0: closes the E branch at the crossing.
--   SP01 E straight -> SP10, entering W, the road leaves N and E: E is
--                      one of them                         correct (SIGN-MULTI-EXIT)
--   SP01 W left     -> W(0,1), ends                        SIGN-NOEND
--   SP10 N left     -> A(2,0), ends                        SIGN-NOEND
--   SP10 E straight -> U(3,1), leaves E                    correct
-- The road: W(0,1), SP01, SP10, A(2,0), U(3,1), W(4,1) = 6 tiles,
-- complete at seq 6, Red's.  Two correct signposts, one type (straight):
-- bonus 2 x 1 = 2 (SIGN-SCORE-TYPES).
-- The rules: 6 + 2 = 8.  The record: 7, the bonus of the straight
-- signpost on SP10 alone (1 x 1): it left out the roundabout signpost.
-- carc cites SIGN-MULTI-EXIT (the bonus is not left out whole, so the
-- plugin explains the difference of -1).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'roundabout not counted');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', NULL), (1, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (1, 2, 1, 'SP01', 'place', 1, 1, 0, NULL),
  (1, 3, 0, 'SP10', 'place', 2, 1, 0, NULL),
  (1, 4, 1, 'A', 'place', 2, 0, 0, NULL),
  (1, 5, 0, 'U', 'place', 3, 1, 0, NULL),
  (1, 6, 1, 'W', 'place', 4, 1, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, 6, 0, 7, 'road');
