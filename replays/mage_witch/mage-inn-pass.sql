-- mage-inn-pass.sql - worked example 4 of Mage & Witch (mage_witch.md
-- section 9), derived by hand.  Valid.  PASSES MAGE-PTS (with Inns &
-- Cathedrals).  Free supply, seat 0 Alice, seat 1 Bob; finished after
-- seq 3.
--   game 3502:
--     seq 1 Alice IC15 (1,0) 0 (a straight road with an inn), a follower
--                 on its road (W).
--     seq 2 Bob   MW01 (-1,0) 0: the mage onto D's road, (0,0) W.
--     seq 3 Alice D (2,0) 0.
--     final: the road (-1,0) to (2,0) is open, 4 tiles; an inn left open
--            makes it worth 0 (IC-INN-END), the mage adds 1 per tile all
--            the same (section 3, MAGE-PTS; carc_plugin.h: whole_value
--            sees the whole after the zero rule): 4 to Alice (road).
--            Nobody stands on a city or field.  Totals: Alice 4, Bob 0.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3502, 'final', 'free', 'finished', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3502, 'mage_witch', NULL);
INSERT INTO game_expansions(game_id, name, variant) VALUES (3502, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3502, 0, 'Alice', 4);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3502, 1, 'Bob', 0);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3502, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3502, 1, 0, 'IC15', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3502, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3502, 3, 0, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3502, 2, 1, 1, 'move', 'mage', 0, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3502, NULL, 0, 4, 'road');
