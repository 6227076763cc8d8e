#!/bin/sh
# watch.sh - carcd picks up, within a second of the commit and without a
# restart: a new finished game, a game whose status becomes finished, a
# game whose scores or actions change; the verdicts are those of `carc
# verify`; an in-progress game is left alone; SIGTERM exits 0.
set -u
. "${top_srcdir:-.}/tests/daemon/lib.sh"

db=$tmp/games.db
newdb "$db" && mkgames "$db" 1 200 && mkdivergent "$db" || exit 99
startd "$tmp/log" "$db"
waitfor 20 all_verified "$db" || fail "200 games not verified: $(cat "$tmp/log")"
same_as_oneshot "$db" || fail "verdicts differ from carc verify"
pass "200 games verified as carc verify does"

verdict() { count "$db" "SELECT verdict FROM verdicts WHERE game_id = $1"; }
has_verdict() { [ -n "$(verdict "$1")" ]; }
is_verdict() { [ "$(verdict "$1")" = "$2" ]; }

# A new finished game: within a second.
mkgames "$db" 1000 1
waitfor 1 has_verdict 1000 || fail "new game not verified within 1s"
pass "new finished game verified within 1s: $(verdict 1000)"

# In progress: left alone; then finished: within a second.
mkgames "$db" 1001 1 in_progress
sleep 0.5
has_verdict 1001 && fail "in-progress game verified"
sql "$db" "UPDATE games SET status = 'finished' WHERE id = 1001"
waitfor 1 has_verdict 1001 || fail "game 1001 not verified within 1s of finishing"
pass "in_progress -> finished verified within 1s: $(verdict 1001)"

# Changed scores: verified again; changed back: valid again.
is_verdict 1000 valid || fail "game 1000 is $(verdict 1000)"
sql "$db" "UPDATE players SET final_score = final_score + 5 WHERE game_id = 1000 AND seat = 1"
waitfor 1 is_verdict 1000 divergent || fail "changed final score not seen within 1s"
sql "$db" "UPDATE players SET final_score = final_score - 5 WHERE game_id = 1000 AND seat = 1"
waitfor 1 is_verdict 1000 valid || fail "restored final score not seen within 1s"
sql "$db" "DELETE FROM scores WHERE rowid = (SELECT min(rowid) FROM scores WHERE game_id = 1000 AND seq IS NOT NULL)"
waitfor 1 is_verdict 1000 divergent || fail "deleted score row not seen within 1s"
pass "changed scores verified again within 1s"

# A change of a game's actions (record format 2) is a change of the game:
# a row no plugin declares makes it unverifiable, and its removal gives
# the verdict back (carcd's triggers on actions).
sql "$db" "INSERT INTO actions VALUES (1000, 1, 1, 0, 'fly', NULL, NULL, NULL, NULL, NULL)"
waitfor 1 is_verdict 1000 unverifiable || fail "an inserted action not seen within 1s: $(verdict 1000)"
sql "$db" "DELETE FROM actions WHERE game_id = 1000"
waitfor 1 is_verdict 1000 divergent || fail "a deleted action not seen within 1s: $(verdict 1000)"
pass "changed actions verified again within 1s"

# A rewrite of the same rows does not produce a new verdict.
before=$(count "$db" "SELECT checked_at || engine FROM verdicts WHERE game_id = 5")
sql "$db" "UPDATE moves SET tile = tile WHERE game_id = 5"
sleep 1.2
after=$(count "$db" "SELECT checked_at || engine FROM verdicts WHERE game_id = 5")
[ "$before" = "$after" ] || fail "unchanged rows rewrote the verdict"
[ "$(count "$db" "SELECT count(*) FROM carc_state WHERE game_id = 5")" = 1 ] ||
    fail "no state row for game 5 after an identical rewrite"
pass "identical rewrite: verdict kept"

# A deleted verdict is made again.
sql "$db" "DELETE FROM divergences WHERE game_id = 7; DELETE FROM verdicts WHERE game_id = 7"
waitfor 1 has_verdict 7 || fail "deleted verdict not made again"
pass "deleted verdict made again: $(verdict 7)"

same_as_oneshot "$db" || fail "verdicts differ from carc verify at the end"
kill -TERM "$dpid"
wait "$dpid"
rc=$?
[ $rc -eq 0 ] || fail "SIGTERM: exit $rc"
grep -q "terminating" "$tmp/log" || fail "no 'terminating' in the log"
if grep -E "cannot|database is locked|busy, game" "$tmp/log"; then fail "errors in the log"; fi
pass "SIGTERM: exit 0"
exit 0
