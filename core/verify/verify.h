/*
 * verify.h - the verifier: walks a record and the engine side by side and
 * turns every difference into a divergence citing a rule id
 * (record-format.md, "What the verifier compares").
 */
#ifndef CARC_VERIFY_H
#define CARC_VERIFY_H

#include "engine/drive.h"
#include "engine/game.h"
#include "host/plugins.h"
#include "record/record.h"
#include "verify/verdict.h"

struct carc_verifier;

int carc_verifier_new(struct carc_verifier **out,
    const struct carc_plugin_set *set, struct carc_error *err);
void carc_verifier_free(struct carc_verifier *vf);

/*
 * Judge one record.  Never fails: a record that cannot be read as a game
 * is an `unverifiable` verdict with the reason.
 */
void carc_verify(struct carc_verifier *vf, const struct carc_record *rec,
    struct carc_verdict *v);

/*
 * The same, stopping after move last_seq (a negative last_seq plays the
 * whole record): the verdict holds the divergences up to that move, no
 * final scoring (even after the last move), and computed scores so far.
 * `carc replay` draws the board at any move this way.
 */
void carc_verify_until(struct carc_verifier *vf,
    const struct carc_record *rec, int64_t last_seq, struct carc_verdict *v);

/* The game the last carc_verify left behind, for reading its board
 * (engine/view.h) until the next call. */
const struct carc_game *carc_verifier_game(const struct carc_verifier *vf);
/* Its move driver, as the last carc_verify left it: the fault injector
 * asks it what a move it changes would break (carc_drive_judge_*). */
struct carc_drive *carc_verifier_drive(const struct carc_verifier *vf);

/*
 * Told the points the rules give in each move (seq) and at final scoring
 * (seq -1), as the replay goes: `carc compare` watches a game played under
 * another variant this way.
 */
typedef void (*carc_verify_observer)(void *arg, int64_t seq,
    const struct carc_award *awards, size_t nawards);
void carc_verifier_observe(struct carc_verifier *vf, carc_verify_observer fn,
    void *arg);

/* Let a game's tiles of another variant of an enabled set play as its
 * own (for replaying a game under a variant it was not recorded in). */
void carc_verifier_any_variant(struct carc_verifier *vf, int on);

/* After carc_verify_until, keep the game running (its plugins' states
 * with it) until the next replay or carc_verifier_free: the fault
 * injector asks the driver what the next move would break, and the
 * plugins' rules (check_draw, check_figure) answer only in a
 * running game. */
void carc_verifier_keep_game(struct carc_verifier *vf, int on);

/* carc_verify_until(seq), of move seq only its tile: placed (or
 * discarded), its figure not played and nothing scored, where the rules
 * judge the move's figure or take-back (carc_drive_judge_figure,
 * carc_drive_judge_take_back).  seq >= 1. */
void carc_verify_until_tile(struct carc_verifier *vf,
    const struct carc_record *rec, int64_t seq, struct carc_verdict *v);

/* "carc 0.1.0" and the version of each plugin a game uses. */
void carc_engine_string(char *out, size_t outlen,
    const struct carc_plugin_set *set, const struct carc_record *rec);

/* The engine string of a game that enabled every plugin of set: "carc
 * 0.3.0; NAME 1.0.0; ...", what a stored verdict says it was made
 * beside (carcd's carc_state), so that a new plugin set is seen. */
void carc_engine_signature(char *out, size_t outlen,
    const struct carc_plugin_set *set);

#endif /* CARC_VERIFY_H */
