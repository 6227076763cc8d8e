-- nomeeple-break.sql - a meeple on the tower itself.  BREAKS TOWER-NO-MEEPLE.
-- Game 374: Alice lays WT05 at (1,0) with her meeple on "C", the tile centre
-- where the tower stands.  Game 375: the same spot named "T" (tower).
-- Expected in each: seq 1 TOWER-NO-MEEPLE, seat 0.  The tile has no such
-- spot, so the replay stops there (record-format.md): Bob's A at (-1,0) is
-- not played, there is no final scoring, and the totals are 0 and 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (374, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (374, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (374, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (374, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (374, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (374, 1, 0, 'WT05', 'place', 1, 0, 0, 'C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (374, 2, 1, 'A', 'place', -1, 0, 270, NULL);

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (375, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (375, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (375, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (375, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (375, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (375, 1, 0, 'WT05', 'place', 1, 0, 0, 'T');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (375, 2, 1, 'A', 'place', -1, 0, 270, NULL);

-- Game 376: the meeple on a name no tile has, "XYZ", on the tower tile:
-- TOWER-NO-MEEPLE too (record-format.md: the most specific rule on a
-- watchtower), and the replay stops: Bob's A at (1,0), on the tower
-- tile's square, would be BASE-PLACE-ADJ, but it is never played.
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (376, 'final', 'free', 'finished', 'replays/watchtowers');
INSERT INTO game_expansions(game_id, name, variant) VALUES (376, 'watchtowers', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (376, 0, 'Alice', 0);
INSERT INTO players(game_id, seat, name, final_score) VALUES (376, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (376, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (376, 1, 0, 'WT05', 'place', 1, 0, 0, 'XYZ');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (376, 2, 1, 'A', 'place', 1, 0, 270, NULL);
