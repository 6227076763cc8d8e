/*
 * drive.h - the move driver: the one place that sets up a game from what a
 * record's header says (seats, ruleset, expansions with their variants,
 * standard or free supply) and plays its moves one by one, keeping turn
 * order and the supply.  It knows no record: the verifier, the generator
 * and the importer translate their rows into a struct carc_drive_move, and
 * turn the facts it returns into what they need (divergences, records,
 * inferred discards).
 *
 * A move is played in two steps, because a player chooses the meeple
 * after seeing the tile on the board (rules-en.md 3.4, ORDER-TURN):
 *   carc_drive_tile()     whose turn, the tile against the sets and the
 *                        supply, the placement or the discard
 *   carc_drive_meeple()   optional, only after a placement
 *   carc_drive_finish()   scores what the placement completed and passes
 *                        the turn
 * Move 0 is the start tile (BASE-SETUP-START): nobody's turn, no meeple,
 * no scoring.
 */
#ifndef CARC_DRIVE_H
#define CARC_DRIVE_H

#include <stdint.h>

#include "engine/game.h"

/* Why a placement cannot be played at all, besides enum carc_place_fault. */
#define CARC_PLACE_FAR	(-1)	/* BASE-PLACE-ADJ: far from every tile */

struct carc_drive_move {
	int type;			/* catalogue index */
	int discard;			/* 1: the tile leaves the game */
	int seat;			/* the recorded seat, -1 for none */
	int64_t x, y;			/* a placement's square */
	int rotation;			/* in quarter turns, 0..3 */
};

/* What the rules say of a move, for the caller to report or use. */
struct carc_drive_facts {
	int seq;			/* the move's number, 0 for the start */
	int turn;			/* whose turn it was (-1 at seq 0) */
	int enabled;			/* the tile is of the game's sets */
	int inert;			/* it is not: its markings do nothing */
	int standard;			/* a standard supply */
	int supply_left;		/* copies of the type left before the
					 * draw (standard supply) */
	int supply_total;		/* tiles left before the draw; counted
					 * only when supply_left <= 0, else
					 * supply_left (a lower bound) */
	int place_fault;		/* enum carc_place_fault, CARC_PLACE_FAR */
	int fits_anywhere;		/* discard, or CARC_PLACE_EDGE */
	int rotation_fitting;		/* CARC_PLACE_EDGE: a rotation that fits
					 * the square, or -1 */
	struct carc_meeple_check meeple;	/* after carc_drive_meeple */
	int stopped;			/* the record cannot be applied
					 * further: the replay stops here */
	int failed;			/* the engine ran out of memory */
};

struct carc_drive;

int carc_drive_new(struct carc_drive **out,
    const struct carc_plugin_list *plugins, struct carc_error *err);
void carc_drive_free(struct carc_drive *p);

/* The game the driver plays on (to read: scores, awards, views). */
struct carc_game *carc_drive_game(const struct carc_drive *p);

/*
 * The variant of plugin p a game plays: name NULL, the plugin's default
 * (its first variant, "" if it has none); else its variant called name
 * (the plugin's own string), or NULL if it has none of that name.
 */
const char *carc_drive_variant(const struct carc_engine_plugin *p,
    const char *name);

/*
 * Start a game (carc_game_begin): the driver's turn order begins with
 * seat 0 after the start tile; standard: a standard supply, where a tile
 * drawn is counted against its set (free: any tile any number of times).
 */
int carc_drive_begin(struct carc_drive *p, int nseats, int ruleset,
    const struct carc_game_plugin *plugins, size_t nplugins, int standard,
    struct carc_error *err);
void carc_drive_end(struct carc_drive *p);

/* Whose turn the next move is (seat 0 after the start tile). */
int carc_drive_turn(const struct carc_drive *d);

/* Tiles left in a standard supply (of the game's sets). */
int carc_drive_supply_total(const struct carc_drive *p);

/* The tile of a move: draw, then place or discard.  Returns -1 if the
 * move stops the replay (f->stopped), else 0. */
int carc_drive_tile(struct carc_drive *p, const struct carc_drive_move *mv,
    struct carc_drive_facts *f);

/* May the player of the move put a meeple on spot (no change)? */
void carc_drive_check_meeple(struct carc_drive *p, const char *spot,
    struct carc_meeple_check *chk);
/* The meeple of the move, as recorded: checked, then put on the board
 * where the board can hold it (OK, OCCUPIED, NO_SUPPLY: the record is
 * followed even where it breaks a rule; REFUSED: not played).  spot
 * NULL: a name that is no spot of any tile.  Returns -1 if the replay
 * stops (a spot the tile does not have), else 0. */
int carc_drive_meeple(struct carc_drive *p, const char *spot,
    struct carc_drive_facts *f);

/* End the move: score what it completed and pass the turn.  Where the
 * replay stopped, take back the points its placement gave instead
 * (record-format.md: nothing of that move counts). */
void carc_drive_finish(struct carc_drive *p, struct carc_drive_facts *f);

#endif /* CARC_DRIVE_H */
