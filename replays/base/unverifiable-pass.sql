-- unverifiable-pass.sql - the valid games next to unverifiable.sql's
-- unverifiable records.  Red closes D's city with a knight (4 at seq 1);
-- Blue's monk on B at (0,1), 1 + D = 2 at the end.  901 PASSES DATA-SEQ
-- (seqs 0, 1, 2) and DATA-TILE-UNKNOWN (D, E, B: all in the base
-- catalogue); 907 PASSES DATA-EXPANSION (it names 'watchtowers', which is
-- installed, and draws no tile of it).

-- game 901: valid: seqs 0, 1, 2; known tiles; rotations 180 and 0; seats 0 and 1 of 2; no expansion.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (901, 'final', 'free', 'finished');
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (901, 0, 'Red', 4),
  (901, 1, 'Blue', 2);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (901, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (901, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (901, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (901, 1, 0, 4, 'city'),
  (901, NULL, 1, 2, 'monastery');

-- game 907: valid: the game names expansion 'watchtowers' (installed) and plays only base tiles under the free supply.
INSERT INTO games(id, ruleset, tile_supply, status) VALUES (907, 'final', 'free', 'finished');
INSERT INTO game_expansions(game_id, name, variant) VALUES (907, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES
  (907, 0, 'Red', 4),
  (907, 1, 'Blue', 2);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES
  (907, 0, NULL, 'D', 'place', 0, 0, 0, NULL),
  (907, 1, 0, 'E', 'place', 0, -1, 180, 'S'),
  (907, 2, 1, 'B', 'place', 0, 1, 0, 'C');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES
  (907, 1, 0, 4, 'city'),
  (907, NULL, 1, 2, 'monastery');
