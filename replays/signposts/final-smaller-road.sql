-- final-smaller-road.sql - SIGN-FINAL cited where the seat also has a
-- larger road (issue 15): the divergence cites the rule that produced the
-- expected points (doc/rules/rule-ids.md), even when the road carrying the signpost
-- is not the seat's largest road of the move.
--   seq 0  D at (0,0): road W-E.
--   seq 1  Red: SP01 at (1,0) rot 0, meeple on its road (E).  E straight,
--          W left.
--   seq 2  Blue: U at (2,0) rot 0: the road goes straight on east.
--   seq 3  Red: U at (0,1) rot 0, meeple on its road (E).
--   seq 4  Blue: U at (1,1); seq 5 Red: U at (2,1); seq 6 Blue: U at
--          (3,1); seq 7 Red: U at (-1,1): a second road of Red's, 5 tiles.
-- At the end both roads are open:
--   road 1: D, SP01, U(2,0) = 3 tiles.  SP01 E straight -> U(2,0), which
--     the road leaves by E: correct.  SP01 W left -> D, entered from E,
--     left is S, the road leaves W: not correct (SIGN-DIR).  SIGN-FINAL:
--     3 + 1 = 4.
--   road 2: U(-1,1) .. U(3,1) = 5 tiles, no signpost: 5 (BASE-ROAD-PTS).
-- Red: 4 + 5 = 9 road points at the end.  Blue: nothing.
-- Game 1 (valid): rows 5 and 4.
-- Game 2: rows 5 and 3: the signpost point left out: SIGN-FINAL (carc
--   cited BASE-ROAD-PTS, the rule of the larger road, before).
-- Game 3: rows 5 and 6: the signpost counted as 3: SIGN-FINAL.
-- Totals recorded as the rows add up: SCORE-TOTAL in games 2 and 3.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'both roads right'),
  (2, 'final', 'free', 'finished', 'the signpost point left out'),
  (3, 'final', 'free', 'finished', 'the signpost counted as 3');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL), (2, 'signposts', NULL), (3, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', 9), (1, 1, 'Blue', 0),
  (2, 0, 'Red', 8), (2, 1, 'Blue', 0),
  (3, 0, 'Red', 11), (3, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple)
  SELECT g.id, m.seq, m.seat, m.tile, 'place', m.x, m.y, m.rotation, m.meeple
  FROM (SELECT 1 AS id UNION ALL SELECT 2 UNION ALL SELECT 3) AS g,
  (SELECT 0 AS seq, NULL AS seat, 'D' AS tile, 0 AS x, 0 AS y, 0 AS rotation, NULL AS meeple
   UNION ALL SELECT 1, 0, 'SP01', 1, 0, 0, 'E'
   UNION ALL SELECT 2, 1, 'U', 2, 0, 0, NULL
   UNION ALL SELECT 3, 0, 'U', 0, 1, 0, 'E'
   UNION ALL SELECT 4, 1, 'U', 1, 1, 0, NULL
   UNION ALL SELECT 5, 0, 'U', 2, 1, 0, NULL
   UNION ALL SELECT 6, 1, 'U', 3, 1, 0, NULL
   UNION ALL SELECT 7, 0, 'U', -1, 1, 0, NULL) AS m;
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, NULL, 0, 5, 'road'), (1, NULL, 0, 4, 'road'),
  (2, NULL, 0, 5, 'road'), (2, NULL, 0, 3, 'road'),
  (3, NULL, 0, 5, 'road'), (3, NULL, 0, 6, 'road');
