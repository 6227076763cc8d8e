-- u-turn-pass.sql - PASSES RIVER-U-TURN (river.md 2.3, section 8
-- example 4, the pass).  u-turn-break.sql's seqs 0 and 1, then
--   seq 2 Bob RV09 (1,1) 180: water N (against the open end S of (1,0))
--             and E: the river turns left after turning right.  The five
--             squares of the open end E: (2,1), its side neighbours (2,0)
--             and (2,2), beyond (3,1) with (3,0) and (3,2): all empty.
--   seq 3 Alice RV06 (2,1) 0: straight on, water W E; the squares of its
--             open end E, (3,1) (3,0) (3,2) (4,1) (4,0) (4,2), are empty.
--   seq 4 Bob RV08 (3,1) 0: water W S, the river turns right (right,
--             left, straight, right: "right, straight, right" is legal,
--             2.3); open end S of (3,1): (3,2) (2,2) (4,2) (3,3) (2,3)
--             (4,3) are all empty, (2,2) too: the river at (1,1) is two
--             squares away.  Its road N E faces empty squares.
-- Valid; no points.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1032, 'final', 'free', 'in_progress', 'replays/river');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1032, 'river', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1032, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1032, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1032, 0, NULL, 'RV01', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1032, 1, 0, 'RV09', 'place', 1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1032, 2, 1, 'RV09', 'place', 1, 1, 180, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1032, 3, 0, 'RV06', 'place', 2, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1032, 4, 1, 'RV08', 'place', 3, 1, 0, NULL);
