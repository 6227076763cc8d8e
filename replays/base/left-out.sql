-- left-out.sql - points left out cite the rule that produced them
-- (doc/rules/rule-ids.md); why they were left out is only the hint (doc/spec/cli.md).
-- Issue 15: a road's points left out during play are BASE-ROAD-PTS (carc
-- cited BASE-SCORE-WHEN or BASE-TURN-PHASES); a city's final points wrong
-- or left out are BASE-CITY-END (carc cited BASE-END-ONLY-MEEPLES or
-- BASE-END).  Finished games, free supply.
--
-- Games 1-3, a road: D at (0,0); seq 1 Red A rot 90 at (1,0) (road W, to
-- its monastery); seq 2 Blue A rot 270 at (-1,0) (road E): the road
-- A-D-A is complete, 3 tiles = 3.
--   Game 1: Red's highwayman on seq 1's road (W); the record never scores
--     it: BASE-ROAD-PTS, hint BASE-SCORE-WHEN.  Totals: Red 3, Blue 0.
--   Game 2: Blue's highwayman placed on seq 2's road (E), which it
--     completes; the record scores before the meeple phase, nothing:
--     BASE-ROAD-PTS, hint BASE-TURN-PHASES.  Totals: Red 0, Blue 3.
--   Game 3: as game 1, scored right: valid, in left-out-pass.sql.
-- Games 4-7, a city at the end: D at (0,0); seq 1 Red F rot 90 at (0,-1)
-- (city N-S, a coat of arms), a knight on S; seq 2 Blue B at (0,1), a monk
-- on C.  At the end: the city D-F is open at F's N: 2 tiles + 1 coat of
-- arms = 3 (BASE-CITY-END) to Red; the monastery 1 + D = 2 (BASE-MON-END)
-- to Blue.
--   Game 4: the city's row left out: BASE-CITY-END.
--   Game 5: the city recorded 4 (as if 2 per tile): BASE-CITY-END.
--   Game 6: the city recorded twice (3 + 3): BASE-CITY-END, hint
--     BASE-END-ONLY-MEEPLES.
--   Game 7: no final scoring at all: BASE-CITY-END and BASE-MON-END, each
--     with the hint BASE-END.
-- Totals recorded as the rows add up (SCORE-TOTAL where they differ).
-- The valid game is in left-out-pass.sql (replays/README.md, "Index").

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'a road never scored'),
  (2, 'final', 'free', 'finished', 'a road scored before the meeple'),
  (4, 'final', 'free', 'finished', 'a city left out at the end'),
  (5, 'final', 'free', 'finished', 'a city miscounted at the end'),
  (6, 'final', 'free', 'finished', 'a city counted twice at the end'),
  (7, 'final', 'free', 'finished', 'no final scoring');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', 0), (1, 1, 'Blue', 0),
  (2, 0, 'Red', 0), (2, 1, 'Blue', 0),
  (4, 0, 'Red', 0), (4, 1, 'Blue', 2),
  (5, 0, 'Red', 4), (5, 1, 'Blue', 2),
  (6, 0, 'Red', 6), (6, 1, 'Blue', 2),
  (7, 0, 'Red', 0), (7, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'A', 'place', 1, 0, 90, 'W'),
  (1, 2, 1, 'A', 'place', -1, 0, 270, NULL),
  (2, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (2, 1, 0, 'A', 'place', 1, 0, 90, NULL),
  (2, 2, 1, 'A', 'place', -1, 0, 270, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple)
  SELECT g.id, m.seq, m.seat, m.tile, 'place', m.x, m.y, m.rotation, m.meeple
  FROM (SELECT 4 AS id UNION ALL SELECT 5 UNION ALL SELECT 6
        UNION ALL SELECT 7) AS g,
  (SELECT 0 AS seq, NULL AS seat, 'D' AS tile, 0 AS x, 0 AS y, 0 AS rotation, NULL AS meeple
   UNION ALL SELECT 1, 0, 'F', 0, -1, 90, 'S'
   UNION ALL SELECT 2, 1, 'B', 0, 1, 0, 'C') AS m;
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (4, NULL, 1, 2, 'monastery'),
  (5, NULL, 0, 4, 'city'), (5, NULL, 1, 2, 'monastery'),
  (6, NULL, 0, 3, 'city'), (6, NULL, 0, 3, 'city'),
  (6, NULL, 1, 2, 'monastery');
