-- section-pass.sql - ROSE-SECTION kept: the rose's row and column belong
-- to both adjoining sections, measured in the rose's own frame, for the
-- orange rose at each of the four rotations.  Also ROSE-QUARTER-3,
-- ROSE-QUARTER-ELSEWHERE, ROSE-ORIENT-FREE passes.  Valid.
--
-- Games 31-34: the orange rose at (0,0), rotation 0, 90, 180, 270.  Its
-- printed N points to table direction N, E, S, W.  Each game puts one
-- quarter tile on each of the rose's four neighbours, which all lie on
-- its row or column (rules-en.md 3.2: n, e from dx = x, dn = -y):
--   seq 1  seat 0: CR-NW on the rose-north neighbour (n = 1, e = 0):
--          in NE and NW: +3.  It touches the rose's N edge (field).
--   seq 2  seat 1: CR-SE on the rose-east neighbour (n = 0, e = 1):
--          in NE and SE: +3.  Its city closes the rose's 2-tile city
--          (no meeple: no points).
--   seq 3  seat 0: CR-NE on the rose-south neighbour (n = -1, e = 0):
--          in SE and SW only, not NE: nothing (ROSE-QUARTER-ELSEWHERE).
--   seq 4  seat 1: CR-SW on the rose-west neighbour (n = 0, e = -1):
--          in NW and SW: +3.  Its road joins the rose's road.
-- The squares, by rotation r (rose-north, -east, -south, -west):
--   r 0:   (0,-1)  (1,0)   (0,1)   (-1,0)
--   r 90:  (1,0)   (0,1)   (-1,0)  (0,-1)
--   r 180: (0,1)   (-1,0)  (0,-1)  (1,0)
--   r 270: (-1,0)  (0,-1)  (1,0)   (0,1)
-- The quarter tiles lie in whatever rotation their edges need
-- (ROSE-ORIENT-FREE: it does not matter).  Totals: seat 0 3, seat 1 6;
-- no meeples, so no final points.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (31, 'final', 'free', 'finished', 'rose boundaries, rotation 0'),
  (32, 'final', 'free', 'finished', 'rose boundaries, rotation 90'),
  (33, 'final', 'free', 'finished', 'rose boundaries, rotation 180'),
  (34, 'final', 'free', 'finished', 'rose boundaries, rotation 270');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (31, 'compass', 'hig'), (32, 'compass', 'hig'),
  (33, 'compass', 'hig'), (34, 'compass', 'hig');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (31, 0, 'A', 3), (31, 1, 'B', 6),
  (32, 0, 'A', 3), (32, 1, 'B', 6),
  (33, 0, 'A', 3), (33, 1, 'B', 6),
  (34, 0, 'A', 3), (34, 1, 'B', 6);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (31, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 0, NULL),
  (31, 1, 0, 'CR-NW', 'place', 0, -1, 90, NULL),
  (31, 2, 1, 'CR-SE', 'place', 1, 0, 270, NULL),
  (31, 3, 0, 'CR-NE', 'place', 0, 1, 270, NULL),
  (31, 4, 1, 'CR-SW', 'place', -1, 0, 270, NULL),
  (32, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 90, NULL),
  (32, 1, 0, 'CR-NW', 'place', 1, 0, 180, NULL),
  (32, 2, 1, 'CR-SE', 'place', 0, 1, 0, NULL),
  (32, 3, 0, 'CR-NE', 'place', -1, 0, 0, NULL),
  (32, 4, 1, 'CR-SW', 'place', 0, -1, 0, NULL),
  (33, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 180, NULL),
  (33, 1, 0, 'CR-NW', 'place', 0, 1, 270, NULL),
  (33, 2, 1, 'CR-SE', 'place', -1, 0, 90, NULL),
  (33, 3, 0, 'CR-NE', 'place', 0, -1, 90, NULL),
  (33, 4, 1, 'CR-SW', 'place', 1, 0, 90, NULL),
  (34, 0, NULL, 'CR-ORANGE', 'place', 0, 0, 270, NULL),
  (34, 1, 0, 'CR-NW', 'place', -1, 0, 0, NULL),
  (34, 2, 1, 'CR-SE', 'place', 0, -1, 180, NULL),
  (34, 3, 0, 'CR-NE', 'place', 1, 0, 180, NULL),
  (34, 4, 1, 'CR-SW', 'place', 0, 1, 180, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (31, 1, 0, 3, 'compass'), (31, 2, 1, 3, 'compass'), (31, 4, 1, 3, 'compass'),
  (32, 1, 0, 3, 'compass'), (32, 2, 1, 3, 'compass'), (32, 4, 1, 3, 'compass'),
  (33, 1, 0, 3, 'compass'), (33, 2, 1, 3, 'compass'), (33, 4, 1, 3, 'compass'),
  (34, 1, 0, 3, 'compass'), (34, 2, 1, 3, 'compass'), (34, 4, 1, 3, 'compass');
