-- spot-break.sql - BREAKS ABBOT-SPOT (abbot.md 2.2 and 9, example 3):
-- return-pass.sql's seq 1 with the abbot on the road of UG (abbot:E): the
-- abbot stands only on a monastery or a garden: ABBOT-SPOT at seq 1,
-- seat 0.  The record ends there (in_progress), so nothing else differs.
-- (The pass is garden-pass.sql, the abbot on UG's garden, abbot:C.)

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (1121, 'final', 'free', 'in_progress', 'replays/abbot');
INSERT INTO game_expansions(game_id, name, variant) VALUES (1121, 'abbot', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1121, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (1121, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1121, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (1121, 1, 0, 'UG', 'place', 1, 0, 0, 'abbot:E');
