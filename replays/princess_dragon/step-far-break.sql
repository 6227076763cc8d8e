-- step-far-break.sql - BREAKS DRAGON-STEP (princess_dragon.md 2.2) with a
-- square far off the board, on dragon-pass.sql's board:
--   game 3759: seq 8's walk starts at (5,0); Bob sends the dragon to
--              (88888888888888886,0), a square no board reaches:
--              DRAGON-STEP at seq 8, seat 1 (not next to the dragon),
--              and the step is not carried out: the dragon stays at
--              (5,0), step 1 of the walk is still Bob's.  Alice's move
--              to (7,0) is then out of turn: DRAGON-ORDER at seq 8, seat
--              0, not carried out either.  The walk owed steps ((6,0)
--              is free), but a turn with a refused step is not judged
--              for the steps it left out (DRAGON-MOVE; dragon.c,
--              dragon_turn_end): its refusal was reported at its row.
--              Moves only: Alice and Bob score nothing.
-- A far square once made the step check overflow an int (found by
-- tests/fuzz/fuzz_notation): the host gives a plugin an action's square
-- within CARC_SQUARE_FAR (carc_plugin.h), and the ruling says "(far off
-- the board)" rather than the bound, which is not what was recorded.
-- (The pass is dragon-pass.sql.)
INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3759, 'final', 'free', 'in_progress', 'replays/princess_dragon');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3759, 'princess_dragon', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3759, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3759, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3759, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3759, 1, 0, 'PD01', 'place', 0, 1, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3759, 2, 1, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3759, 3, 0, 'U', 'place', 2, 0, 0, 'NL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3759, 4, 1, 'U', 'place', 3, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3759, 5, 0, 'U', 'place', 4, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3759, 6, 1, 'U', 'place', 5, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3759, 7, 0, 'PD16', 'place', 6, 0, 0, 'SL');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3759, 8, 1, 'PD14', 'place', 7, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3759, 7, 1, 0, 'move', 'dragon', 0, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3759, 7, 2, 1, 'move', 'dragon', 1, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3759, 7, 3, 0, 'move', 'dragon', 2, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3759, 7, 4, 1, 'move', 'dragon', 3, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3759, 7, 5, 0, 'move', 'dragon', 4, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3759, 7, 6, 1, 'move', 'dragon', 5, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3759, 8, 1, 1, 'move', 'dragon', 88888888888888886, 0, NULL, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3759, 8, 2, 0, 'move', 'dragon', 7, 0, NULL, NULL);
