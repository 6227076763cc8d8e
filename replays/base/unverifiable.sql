-- unverifiable.sql - records that cannot be read as a game are
-- `unverifiable`, with a reason naming the rule (record-format.md):
-- 902 DATA-SEQ (a gap), 903 DATA-TILE-UNKNOWN, 904 rotation 45, 905 a seat
-- that is no player, 906 DATA-EXPANSION.  901 and 907 are the valid games
-- next to them (907 enables an installed plugin, watchtowers, and draws no
-- tile of it).  Every game: Red closes D's city with a knight (4 at seq 1);
-- Blue's monk on B at (0,1), 1 + D = 2 at the end.
-- The valid games are in unverifiable-pass.sql (replays/README.md, "Index").

-- game 902: UNVERIFIABLE DATA-SEQ: the moves are numbered 0, 1, 3.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (902, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (902, 0, 'Red', 4),
  (902, 1, 'Blue', 2);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (902, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (902, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (902, 3, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (902, 1, 0, 4, 'city'),
  (902, NULL, 1, 2, 'monastery');

-- game 903: UNVERIFIABLE DATA-TILE-UNKNOWN: seq 2 names tile 'Z9'.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (903, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (903, 0, 'Red', 4),
  (903, 1, 'Blue', 2);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (903, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (903, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (903, 2, 1, 'Z9', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (903, 1, 0, 4, 'city'),
  (903, NULL, 1, 2, 'monastery');

-- game 904: UNVERIFIABLE: seq 1 has rotation 45.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (904, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (904, 0, 'Red', 4),
  (904, 1, 'Blue', 2);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (904, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (904, 1, 0, 'E', 'place', 0, -1, 45, 'S'),
  (904, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (904, 1, 0, 4, 'city'),
  (904, NULL, 1, 2, 'monastery');

-- game 905: UNVERIFIABLE: seq 2 is played by seat 2 of a 2-player game.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (905, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (905, 0, 'Red', 4),
  (905, 1, 'Blue', 2);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (905, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (905, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (905, 2, 2, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (905, 1, 0, 4, 'city'),
  (905, NULL, 1, 2, 'monastery');

-- game 906: UNVERIFIABLE DATA-EXPANSION: the game names expansion 'dragons', which no installed plugin provides.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (906, 'final', 'free', 'finished');
INSERT INTO game_expansions(game_id, name, variant) VALUES (906, 'dragons', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (906, 0, 'Red', 4),
  (906, 1, 'Blue', 2);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (906, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (906, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (906, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (906, 1, 0, 4, 'city'),
  (906, NULL, 1, 2, 'monastery');
