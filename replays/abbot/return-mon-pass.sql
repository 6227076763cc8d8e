-- return-mon-pass.sql - taking the abbot back from a monastery, derived
-- by hand.  Valid.  PASSES ABBOT-RETURN: the abbot may be taken back from
-- a monastery as from a garden (abbot.md 2.3), and its owner scores the
-- monastery at once as at game end (1 + 1 per neighbour).  Every output
-- cites the take-back's rule, ABBOT-RETURN, for these points (issue 34,
-- 5; tests/award-rule.sh).  Free supply, every tile but D a B (a
-- monastery, four field edges), rotation 0; seat 0 Alice, seat 1 Bob.
--   seq 0 D (0,0); seq 1 Alice B (0,1); seq 2 Bob B (-1,1);
--   seq 3 Alice B (0,2) with her abbot on its monastery (abbot:C);
--   seq 4 Bob B (1,1);
--   seq 5 Alice B (-1,2), then return:abbot@0,2 instead of a figure: the
--         monastery at (0,2) has the neighbours (-1,1) (0,1) (1,1) and
--         (-1,2), the tile just placed; (1,2) (-1,3) (0,3) (1,3) are
--         empty, so it is not complete (ABBOT-RETURN-DONE does not
--         apply): 1 + 4 = 5 to Alice (monastery, seq 5; ABBOT-RETURN).
-- No figure is left on the board: no final scoring points.
-- Totals: Alice 5, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1112, 'final', 'free', 'finished', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1112, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1112, 0, 'Alice', 5);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1112, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1112, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1112, 1, 0, 'B', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1112, 2, 1, 'B', 'place', -1, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1112, 3, 0, 'B', 'place', 0, 2, 0, 'abbot:C');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1112, 4, 1, 'B', 'place', 1, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1112, 5, 0, 'B', 'place', -1, 2, 0, 'return:abbot@0,2');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (1112, 5, 0, 5, 'monastery');
