-- sign-empty-next-break.sql - breaks SIGN-EMPTY-NEXT: the record counts
-- the signpost that points to an empty square.
--   seq 0  D at (0,0).  seq 1  Red: W at (0,1) rot 0, meeple on E.
--   seq 2  Blue: U at (1,1) rot 0, road W-E.
--   seq 3  Red: SP01 at (2,1) rot 180: road W-E; its signposts turn with
--          it: E straight -> W straight, W left -> E left.
--   SP01 W straight -> U(1,1), travel west, leaves W             correct
--   SP01 E left     -> (3,1), an empty square                    SIGN-EMPTY-NEXT
-- The road (3 tiles) stays open at (3,1); Red's meeple is on it.
-- The rules: 3 + 1 = 4.  The record: 3 + 2 = 5.
-- carc cites SIGN-FINAL (the game-end bonus is miscounted): the verifier
-- asks a plugin to explain only points the rules do not give at all, so
-- a miscounted bonus cites the bonus's rule.  The one extra point is
-- exactly what counting the SIGN-EMPTY-NEXT signpost adds, and nothing
-- else on the road could add it: the plugin's explain names
-- SIGN-EMPTY-NEXT once the verifier asks it about the difference (see
-- the report on score_check.c).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'empty next square counted');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', NULL), (1, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (1, 2, 1, 'U', 'place', 1, 1, 0, NULL),
  (1, 3, 0, 'SP01', 'place', 2, 1, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, NULL, 0, 5, 'road');
