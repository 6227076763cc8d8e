-- left-out-pass.sql - the road of left-out.sql games 1 and 2, scored
-- right: PASSES BASE-ROAD-PTS, BASE-ROAD-DONE, BASE-SCORE-WHEN,
-- BASE-TURN-PHASES (rules-en.md 1.3, 1.5, 1.6).  Finished, free supply.
--   seq 0  D at (0,0): road W-E.
--   seq 1  Red: A rot 90 at (1,0): its road W meets D's E and ends at the
--          monastery; a highwayman on W.  The road is open at D's W.
--   seq 2  Blue: A rot 270 at (-1,0): its road E meets D's W and ends at
--          its monastery: the road A-D-A is closed at both ends
--          (BASE-ROAD-DONE), 3 distinct tiles = 3 (BASE-ROAD-PTS) to Red,
--          scored in seq 2 (BASE-SCORE-WHEN), after Blue's (empty) meeple
--          phase (BASE-TURN-PHASES); the highwayman goes home.
--   Totals: Red 3, Blue 0 (the monasteries hold no monk).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (3, 'final', 'free', 'finished', 'a road scored right');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (3, 0, 'Red', 3), (3, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (3, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (3, 1, 0, 'A', 'place', 1, 0, 90, 'W'),
  (3, 2, 1, 'A', 'place', -1, 0, 270, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (3, 2, 0, 3, 'road');
