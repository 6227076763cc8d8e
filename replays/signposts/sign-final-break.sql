-- sign-final-break.sql - breaks SIGN-FINAL: at game end each correct
-- signpost on an incomplete road gives 1, whatever its type.  The pass
-- next to it is own-cases.sql game 3 (Red 11).
-- The board of own-cases.sql game 1 without its last move (A at (4,5)):
-- the road W(0,1) .. SP12(4,4) is 8 tiles and stays open at SP12's S
-- edge, where SP12's "right" now points to an empty square
-- (SIGN-EMPTY-NEXT).  Red's meeple is still on it at the end.
-- Correct at the end: SP01 E straight, SP04 S straight, SP12 N left = 3.
-- SIGN-FINAL: 8 + 3 x 1 = 11 (the types do not matter at the end).
-- Game 1 records 8 + 3 x 2 = 14: the completed-road formula at the end.
-- Game 2 records 8: the signposts forgotten at the end.
-- Both: SIGN-FINAL (final scoring), expected 11, recorded 14 / 8.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'finished', 'types counted at the end'),
  (2, 'final', 'free', 'finished', 'signposts forgotten at the end');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL),
  (2, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', NULL), (1, 1, 'Blue', NULL),
  (2, 0, 'Red', NULL), (2, 1, 'Blue', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (1, 2, 1, 'SP01', 'place', 1, 1, 0, NULL),
  (1, 3, 0, 'U', 'place', 2, 1, 0, NULL),
  (1, 4, 1, 'SP04', 'place', 3, 1, 0, NULL),
  (1, 5, 0, 'U', 'place', 3, 2, 90, NULL),
  (1, 6, 1, 'V', 'place', 3, 3, 180, NULL),
  (1, 7, 0, 'V', 'place', 4, 3, 0, NULL),
  (1, 8, 1, 'SP12', 'place', 4, 4, 0, NULL),
  (2, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (2, 1, 0, 'W', 'place', 0, 1, 0, 'E'),
  (2, 2, 1, 'SP01', 'place', 1, 1, 0, NULL),
  (2, 3, 0, 'U', 'place', 2, 1, 0, NULL),
  (2, 4, 1, 'SP04', 'place', 3, 1, 0, NULL),
  (2, 5, 0, 'U', 'place', 3, 2, 90, NULL),
  (2, 6, 1, 'V', 'place', 3, 3, 180, NULL),
  (2, 7, 0, 'V', 'place', 4, 3, 0, NULL),
  (2, 8, 1, 'SP12', 'place', 4, 4, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (1, NULL, 0, 14, 'road'),
  (2, NULL, 0, 8, 'road');
