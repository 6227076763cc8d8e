-- worked-example.sql - the worked examples 1 and 7 of The River
-- (doc/rules/river.md section 8), derived by hand from its rules.  Valid.
--
-- Game 1001 (example 1, a whole river, standard supply, in_progress):
-- PASSES RIVER-SETUP, RIVER-FIRST, RIVER-LAKE-LAST, RIVER-CONTINUE,
-- RIVER-U-TURN, RIVER-EDGE.  Seat 0 Alice, seat 1 Bob.  Rotations turn
-- the tile clockwise (rules-en.md 0): at 90 the west edge faces N, the
-- north edge E; at 180 N<->S, E<->W; at 270 the east edge faces N.
--   seq 0       RV01 (0,0) 0: the spring, water E (river.md 1, RIVER-SETUP)
--   seq 1 Alice RV06 (1,0) 0   water W E; W against the spring's E; open E
--   seq 2 Bob   RV09 (2,0) 0   water W S; turns right; open S of (2,0)
--   seq 3 Alice RV02 (2,1) 90  water N S (cities E, W face empty squares)
--   seq 4 Bob   RV09 (2,2) 180 water N E; turns left; open E of (2,2)
--   seq 5 Alice RV05 (3,2) 90  water W E (its roads N, S face empty squares)
--   seq 6 Bob   RV08 (4,2) 0   water W S; turns right; open S of (4,2)
--   seq 7 Alice RV03 (4,3) 90  water N S
--   seq 8 Bob   RV07 (4,4) 270 water N E; turns left; open E of (4,4)
--   seq 9 Alice RV04 (5,4) 0   water W E
--   seq 10 Bob  RV06 (6,4) 0   water W E
--   seq 11 Alice RV10 (7,4) 0  the lake, water W: the river is closed
--   seq 12 Bob  D (8,4) 90     the base start tile, drawn from the supply
--                              like any other (RIVER-SETUP, river.md 1) as
--                              the first tile of another set once the river
--                              tiles are all drawn (RIVER-FIRST, 2.1); its
--                              field W against the lake's field E, its
--                              roads N and S facing empty squares.
-- Each river tile puts a water edge against the open end (RIVER-CONTINUE,
-- 2.2) and touches the board nowhere else (RIVER-EDGE).  The five-square
-- test (2.3, RIVER-U-TURN) of each open end, all empty when tested:
--   seq 1 E of (1,0): (2,0) (2,-1) (2,1) (3,0) (3,-1) (3,1)
--   seq 2 S of (2,0): (2,1) (1,1) (3,1) (2,2) (1,2) (3,2)
--   seq 4 E of (2,2): (3,2) (3,1) (3,3) (4,2) (4,1) (4,3)
--   seq 8 E of (4,4): (5,4) (5,3) (5,5) (6,4) (6,3) (6,5)
-- The first edition (`:1`, no abbot) holds RV06 x2 and RV09 x2: seqs 1-11
-- draw the ten river tiles and the lake, the lake last (RIVER-LAKE-LAST).
-- Points: none (no figure).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1001, 'final', 'standard', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1001, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1001, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1001, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1001, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1001, 1, 0, 'RV06', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1001, 2, 1, 'RV09', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1001, 3, 0, 'RV02', 'place', 2, 1, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1001, 4, 1, 'RV09', 'place', 2, 2, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1001, 5, 0, 'RV05', 'place', 3, 2, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1001, 6, 1, 'RV08', 'place', 4, 2, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1001, 7, 0, 'RV03', 'place', 4, 3, 90, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1001, 8, 1, 'RV07', 'place', 4, 4, 270, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1001, 9, 0, 'RV04', 'place', 5, 4, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1001, 10, 1, 'RV06', 'place', 6, 4, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1001, 11, 0, 'RV10', 'place', 7, 4, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1001, 12, 1, 'D', 'place', 8, 4, 90, NULL);

-- Game 1002 (example 7, the spring's field, free supply, finished):
-- PASSES RIVER-NO-FEATURE (the river's banks take farmers; the river
-- itself is not a feature and gives nothing).
--   seq 1 Alice RV02 (1,0) 0: cities N and S, water W E; a farmer on EL,
--         the north bank's field [WR EL] (doc/spec/tiles.md, The River).
--   seq 2 Bob E (1,-1) 180: its city faces S and closes RV02's north
--         city: 2 tiles x 2 = 4 to Bob (city, BASE-CITY-PTS), at seq 2;
--         his knight returns.
--   end   Alice's field: RV02's WR EL; across RV02's west water edge WR
--         meets the spring's one field, which also meets RV02's WL (south
--         bank, [WL ER]): the spring joins both banks (river.md 3).  It
--         touches RV02's north city (complete) and south city (open):
--         3 x 1 complete city = 3 to Alice (field, BASE-FIELD-PTS).
--   totals Alice 3, Bob 4.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1002, 'final', 'free', 'finished', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1002, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1002, 0, 'Alice', 3);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1002, 1, 'Bob', 4);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1002, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1002, 1, 0, 'RV02', 'place', 1, 0, 0, 'EL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1002, 2, 1, 'E', 'place', 1, -1, 180, 'S');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1002, 2, 1, 4, 'city');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1002, NULL, 0, 3, 'field');
