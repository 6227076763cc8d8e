-- no-final-pass.sql - ROSE-NO-FINAL kept: at game end a quarter tile gives
-- nothing more; its features score as usual.  Valid.
--
-- Orange rose at (0,0) rotation 0.
--   seq 1  seat 0: CR-SW at (-1,0) rotation 270 (its road runs E-S and
--          joins the rose's road): n = 0, e = -1: SW (on the rose's row):
--          +3 compass.  A thief on its road (E).
--   end    the road (orange rose + CR-SW, open at S) is incomplete:
--          2 points to seat 0 (BASE-ROAD-PTS).  No rose points.
-- Totals: seat 0 5, seat 1 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (111, 'final', 'free', 'finished', 'final scoring with a quarter tile');
INSERT INTO game_expansions(game_id, name, variant) VALUES (111, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (111, 0, 'A', 5), (111, 1, 'B', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (111, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (111, 1, 0, 'CR-SW', 'place', -1, 0, 270, 'E');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (111, 1, 0, 3, 'compass'),
  (111, NULL, 0, 2, 'road');
