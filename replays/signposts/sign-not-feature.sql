-- sign-not-feature.sql - SIGN-NOT-FEATURE: a signpost is no feature and
-- takes no meeple.  A record names a meeple spot N E S W, a half-edge or
-- C; on a signpost tile without a monastery, C is the middle of the art
-- where the signpost stands: the tile has no such spot, the replay stops
-- there, citing SIGN-NOT-FEATURE (the most specific rule, not DATA-SPOT;
-- record-format.md).  Games in progress: no final scoring.
--
-- Game 1 (break): seq 1 Red places SP01 at (-1,0) rot 0 (its road joins
--   D's) with a meeple on C: SIGN-NOT-FEATURE at seq 1.
-- Game 2 (pass): the same tile, the meeple on its road (E): valid.
-- Game 3 (pass): SP08 at (0,1) rot 0 has a monastery: a monk on C is a
--   monk, not a meeple on a signpost: valid.
-- Game 4 (break): as game 1, finished: the replay stops at seq 1, so
--   Blue's seq 2 on D's square (BASE-PLACE-ADJ if it were played) and the
--   recorded final scoring are never checked; the totals are those of
--   the moves before seq 1: 0 and 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES
  (1, 'final', 'free', 'in_progress', 'meeple on a signpost'),
  (2, 'final', 'free', 'in_progress', 'meeple on the road'),
  (3, 'final', 'free', 'in_progress', 'monk on SP08'),
  (4, 'final', 'free', 'finished', 'the replay stops');
INSERT INTO game_expansions(game_id, name, variant) VALUES
  (1, 'signposts', NULL),
  (2, 'signposts', NULL),
  (3, 'signposts', NULL),
  (4, 'signposts', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (1, 0, 'Red', NULL), (1, 1, 'Blue', NULL),
  (2, 0, 'Red', NULL), (2, 1, 'Blue', NULL),
  (3, 0, 'Red', NULL), (3, 1, 'Blue', NULL),
  (4, 0, 'Red', 2), (4, 1, 'Blue', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (1, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (1, 1, 0, 'SP01', 'place', -1, 0, 0, 'C'),
  (2, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (2, 1, 0, 'SP01', 'place', -1, 0, 0, 'E'),
  (3, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (3, 1, 0, 'SP08', 'place', 0, 1, 0, 'C'),
  (4, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (4, 1, 0, 'SP01', 'place', -1, 0, 0, 'C'),
  (4, 2, 1, 'U', 'place', 0, 0, 0, NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (4, NULL, 0, 2, 'road');
