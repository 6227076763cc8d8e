-- witch-pass.sql - worked examples 2 and 3 of Mage & Witch (mage_witch.md
-- section 9), derived by hand.  Valid.  PASSES MAGE-WITCH, MAGE-MOVE,
-- MAGE-TARGET.  Free supply, seat 0 Alice, seat 1 Bob.
--   game 3511 (JCloisterZone's engine test witch.jcz): mage-pass.sql's
--              game 3501 with the witch: seq 2 moves the witch onto D's
--              road, (0,0) W.  Seq 4 completes the road of 5 tiles: 5
--              halved, rounded up (section 3, MAGE-WITCH) = 3 to Alice
--              (road, seq 4).
--   game 3512 (with Inns & Cathedrals): seq 1 is IC15, the straight road
--              with an inn.  The complete road with an inn is worth 2 per
--              tile, 10; the witch halves the whole of it, the inn's
--              points included: 5 to Alice (road, seq 4).

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3511, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3511, 'mage_witch', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3511, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3511, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3511, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3511, 1, 0, 'U', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3511, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3511, 3, 0, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3511, 4, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3511, 2, 1, 1, 'move', 'witch', 0, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3511, 4, 0, 3, 'road');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3512, 'final', 'free', 'in_progress', 'replays/mage_witch');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3512, 'mage_witch', NULL);
INSERT INTO game_expansions(game_id, name, variant) VALUES (3512, 'inns_cathedrals', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3512, 0, 'Alice', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3512, 1, 'Bob', NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3512, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3512, 1, 0, 'IC15', 'place', 1, 0, 0, 'W');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3512, 2, 1, 'MW01', 'place', -1, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3512, 3, 0, 'D', 'place', 2, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3512, 4, 1, 'X', 'place', 3, 0, 0, NULL);
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3512, 2, 1, 1, 'move', 'witch', 0, 0, 'W', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3512, 4, 0, 5, 'road');
