-- placement.sql - tile placement (rules-en.md 1.3): BASE-PLACE-ADJ,
-- BASE-PLACE-EDGE, BASE-PLACE-ROT.  Moves-only games (in_progress).
-- D at (0,0): N city, E and W road, S field.  E rot 180: city S, field
-- elsewhere; E rot 0: city N, field S.
-- Passes: 301 (E rot 180 closes D's city; U rot 0 at (1,0) joins the road;
--   the rotation turns the edges, BASE-PLACE-ROT passes).
-- Breaks: 302 BASE-PLACE-ADJ (isolated tile; the next move still checked),
--   303 BASE-PLACE-EDGE (U has no city edge: no rotation fits at (0,-1)),
--   304 BASE-PLACE-EDGE with the hint BASE-PLACE-ROT (E rot 0 shows its
--   field to D's city; rot 180 fits).
-- The valid games are in placement-pass.sql (replays/README.md, "Index").

-- game 302: BREAK BASE-PLACE-ADJ: U at (5,5) touches no tile (seq 1); the replay goes on: seq 2 E rot 180 at (0,-1) is legal.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (302, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (302, 0, 'Red', NULL),
  (302, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (302, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (302, 1, 0, 'U', 'place', 5, 5, 0, NULL),
  (302, 2, 1, 'E', 'place', 0, -1, 180, NULL);

-- game 303: BREAK BASE-PLACE-EDGE: U (no city edge) at (0,-1) against D's city N, in no rotation can it fit there (it fits elsewhere).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (303, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (303, 0, 'Red', NULL),
  (303, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (303, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (303, 1, 0, 'U', 'place', 0, -1, 0, NULL);

-- game 304: BREAK BASE-PLACE-EDGE, hint BASE-PLACE-ROT: E rot 0 at (0,-1) shows D a field; E fits there turned to 180 (BASE-PLACE-ROT forbids nothing: it is what was misread).
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (304, 'final', 'free', 'in_progress');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (304, 0, 'Red', NULL),
  (304, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (304, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (304, 1, 0, 'E', 'place', 0, -1, 0, NULL);
