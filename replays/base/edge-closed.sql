-- edge-closed.sql - after an edge mismatch (BASE-PLACE-EDGE) the
-- mismatched edge counts as closed on both sides, as it looks on the
-- table: a tile stands against it and none can ever be placed there, so a
-- city or road can still be completed around it (record-format.md,
-- "Details that decide verdicts").  Finished games, free supply.
--
-- Game 1: a city closed on the new tile's side.
--   seq 0  D at (0,0): city N.
--   seq 1  Red: F rot 90 at (0,-1) (city N-S, a coat of arms), a knight on
--          S: the city D-F is open at F's N edge.
--   seq 2  Blue: B at (0,-2): its S edge is a field against F's city:
--          BASE-PLACE-EDGE (B is all fields: no rotation fits).  The city
--          counts as closed there: complete, 2 tiles + 1 coat of arms =
--          6 to Red at seq 2, the knight goes home.
--   Totals: Red 6, Blue 0 (B's monastery holds no monk).
-- Game 2: a road closed on the old tile's side.
--   seq 1  Red: A rot 90 at (1,0): its road W meets D's road E and ends at
--          the monastery; a highwayman on W.  Open at D's W end.
--   seq 2  Blue: B at (-1,0): its E edge is a field against D's road:
--          BASE-PLACE-EDGE.  D's road end counts as closed: the road D-A
--          is complete, 2 tiles = 2 to Red at seq 2.
--   Totals: Red 2, Blue 0 (the monasteries hold no monk).
-- Both record the points the contract gives: the only divergence is the
-- BASE-PLACE-EDGE itself.  (carc left the edges open before, scored the
-- city 3 and the road 2 at the end, and cited the points at seq 2.)
-- Game 3: as game 1, but the record keeps the city open and scores it at
--   the end (3, BASE-CITY-END): the points of seq 2 are missing
--   (BASE-CITY-PTS, hint BASE-SCORE-WHEN) and the final 3 are unexpected
--   (BASE-RETURN: the knight went home when the city scored).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'a city closed by a mismatch'),
  (2, 'final', 'free', 'finished', 'a road closed by a mismatch'),
  (3, 'final', 'free', 'finished', 'the city left open');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', 6), (1, 1, 'Blue', 0),
  (2, 0, 'Red', 2), (2, 1, 'Blue', 0),
  (3, 0, 'Red', 3), (3, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'F', 'place', 0, -1, 90, 'S'),
  (1, 2, 1, 'B', 'place', 0, -2, 0, NULL),
  (2, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (2, 1, 0, 'A', 'place', 1, 0, 90, 'W'),
  (2, 2, 1, 'B', 'place', -1, 0, 0, NULL),
  (3, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (3, 1, 0, 'F', 'place', 0, -1, 90, 'S'),
  (3, 2, 1, 'B', 'place', 0, -2, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, 2, 0, 6, 'city'),
  (2, 2, 0, 2, 'road'),
  (3, NULL, 0, 3, 'city');
