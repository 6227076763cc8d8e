-- claim-break.sql - Crop Circles: a follower added or taken back after
-- a turn that is no crop circle's.  Only a crop circle's round adds or
-- takes back followers after the scoring (crop_circles.md 2.1): in any
-- other turn no row of the plugin's is called for (ABI 4.2: no plugin
-- claims it), so the row is refused citing the rule of the declaration
-- (CROP-DEPLOY for `place follower`, CROP-REMOVE for `remove
-- follower`), and not carried out.
-- The board (crop_circles.md 3, "the board of the replays"), free
-- supply, seat 0 Alice, seat 1 Bob:
--   seq 0       D (0,0) 0, the start: city N, road W-E.
--   seq 1 Alice U (1,0) 0, road W-E on D's: a follower on it (E).  The
--               road D-U: 2 tiles, open at both ends.
--   seq 2 Bob   W (1,-1) 180: roads N, E, W each ending at its crossing,
--               its field S on U's field N; a follower on its road N (1
--               tile, open at N).  No crop circle: nothing completed,
--               nothing scored.
--
-- Game 3691 (crop_circles): after seq 2,
--   n 1 Bob   place follower (1,-1) N, beside his own (what
--             deploy-join.sql does in a crop circle's turn).  BREAKS
--             CROP-DEPLOY at seq 2, seat 1: refused, not carried out.
--   Final scoring: Alice's road D-U, 2 tiles: 2; Bob's road (1,-1) N,
--   1 tile, one follower: 1.  Alice 2, Bob 1.
-- Game 3692: the same with The Flier enabled too, which declares
--   `place follower` as well (its landing) and claims it only in a turn
--   of a flying machine: W has none, so the row is nobody's either.
--   BREAKS CROP-DEPLOY at seq 2, seat 1 (crop_circles loads before
--   flier: its declaration is the first of the two with a claim).
--   Alice 2, Bob 1.
-- Game 3693 (crop_circles): after seq 2,
--   n 1 Alice remove follower (1,0) E, her follower on U.  BREAKS
--             CROP-REMOVE at seq 2, seat 0: refused, not carried out,
--             so her follower stays and scores at the end.
--   Final scoring: Alice's road D-U, 2 tiles: 2; Bob's road (1,-1) N:
--   1.  Alice 2, Bob 1.

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3691, 'final', 'free', 'finished', 'replays/crop_circles');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3691, 'crop_circles', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3691, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3691, 1, 'Bob', 1);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3691, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3691, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3691, 2, 1, 'W', 'place', 1, -1, 180, 'N');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3691, 2, 1, 1, 'place', 'follower', 1, -1, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3691, NULL, 0, 2, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3691, NULL, 1, 1, 'road');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3692, 'final', 'free', 'finished', 'replays/crop_circles');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3692, 'crop_circles', NULL);
INSERT INTO game_expansions(game_id, name, variant) VALUES (3692, 'flier', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3692, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3692, 1, 'Bob', 1);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3692, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3692, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3692, 2, 1, 'W', 'place', 1, -1, 180, 'N');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3692, 2, 1, 1, 'place', 'follower', 1, -1, 'N', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3692, NULL, 0, 2, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3692, NULL, 1, 1, 'road');

INSERT INTO games(id, ruleset, tile_supply, status, source) VALUES (3693, 'final', 'free', 'finished', 'replays/crop_circles');
INSERT INTO game_expansions(game_id, name, variant) VALUES (3693, 'crop_circles', NULL);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3693, 0, 'Alice', 2);
INSERT INTO players(game_id, seat, name, final_score) VALUES (3693, 1, 'Bob', 1);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3693, 0, NULL, 'D', 'place', 0, 0, 0, NULL);
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3693, 1, 0, 'U', 'place', 1, 0, 0, 'E');
INSERT INTO moves(game_id, seq, seat, tile, action, x, y, rotation, meeple) VALUES (3693, 2, 1, 'W', 'place', 1, -1, 180, 'N');
INSERT INTO actions(game_id, seq, n, seat, verb, kind, x, y, spot, arg) VALUES (3693, 2, 1, 0, 'remove', 'follower', 1, 0, 'E', NULL);
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3693, NULL, 0, 2, 'road');
INSERT INTO scores(game_id, seq, seat, points, kind) VALUES (3693, NULL, 1, 1, 'road');
