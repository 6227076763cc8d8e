-- no-effect-pass.sql - ROSE-NO-EFFECT kept: a rose tile joins features like
-- any tile (it cuts nothing) and its roads and fields take meeples; only
-- the rose picture does not.  Valid.
--
-- Orange rose at (0,0) rotation 0 (its road leaves W and ends at its city
-- gate).
--   seq 1  seat 0: U at (-1,0) rotation 0, a thief on its road (E).
--   seq 2  seat 1: CR-BLUE at (-2,0) rotation 270: its road runs E-S and
--          carries the road on; a farmer on its field (NL).  No points
--          (ROSE-BLUE-NOPTS); the road is still open.
--   seq 3  seat 0: A at (-2,1) rotation 180: the road ends at the
--          monastery.  The road is orange rose + U + blue rose + A =
--          4 tiles, complete: seat 0 scores 4 (road); the blue rose did not
--          cut it.
--   end    seat 1's farmer: its field touches only the orange rose's city,
--          which is not complete: 0.  The monastery holds no monk.
-- Totals: seat 0 4, seat 1 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (101, 'final', 'free', 'finished', 'a road through the blue rose');
INSERT INTO game_expansions(game_id, name, variant) VALUES (101, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (101, 0, 'A', 4), (101, 1, 'B', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (101, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (101, 1, 0, 'U', 'place', -1, 0, 0, 'E'),
  (101, 2, 1, 'CR-BLUE', 'place', -2, 0, 270, 'NL'),
  (101, 3, 0, 'A', 'place', -2, 1, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (101, 3, 0, 4, 'road');
