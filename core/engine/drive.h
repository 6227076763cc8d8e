/*
 * drive.h - the move driver: the one place that sets up a game from what a
 * record's header says (seats, ruleset, expansions with their variants,
 * standard or free supply), plays its moves one by one, keeping turn
 * order and the supply, and says what the rules make of each move: a list
 * of rulings, each a rule id with its text and hint (engine/rulings.c),
 * for the whole game, final scoring included.  It knows no record: the
 * verifier, the generator and the importer translate their rows into a
 * struct carc_drive_move, and turn the rulings into what they need (the
 * verifier: divergences, a copy; the fault injector: the rule it expects).
 *
 * A move is played in two steps, because a player chooses the meeple
 * after seeing the tile on the board (rules-en.md 3.4, ORDER-TURN):
 *   carc_drive_tile()     whose turn, the tile against the sets and the
 *                        supply, the placement or the discard
 *   carc_drive_meeple()   optional, only after a placement
 *   carc_drive_finish()   scores what the placement completed and passes
 *                        the turn
 * (carc_drive_play() does the first two for a move that names its meeple,
 * as a record does), and at the end carc_drive_final().  Move 0 is the
 * start tile (BASE-SETUP-START): nobody's turn, no meeple, no scoring.
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
	int seat;			/* the recorded seat, -1 for none (the
					 * driver plays seq 0 as nobody's) */
	int64_t x, y;			/* a placement's square */
	int rotation;			/* in quarter turns, 0..3 */
	/*
	 * What the record said, where a ruling quotes it; a caller whose
	 * moves break no rule (the generator) may leave them zero.
	 */
	const char *tile;		/* the tile as written (an id or an
					 * alias), NULL: the catalogue's id */
	int64_t degrees;		/* the rotation as written */
	uint8_t has_xy, has_rotation;	/* the move gives a square (for a
					 * discard: DATA-DISCARD) */
	uint8_t meeple_cut;		/* the meeple's spot was longer than
					 * any spot: no spot of any tile */
	const char *meeple;		/* its spot as written, NULL: none */
	/*
	 * The figure of the move beyond a follower (record-format.md,
	 * "Figures and actions that plugins bring"; carc_figure_parse): the
	 * kind of the figure put on `meeple` (0: a follower), or take_back:
	 * the player takes its figure of that kind back from the tile at
	 * (back_x, back_y) instead of placing one; figure_malformed: a
	 * taking back whose X,Y break the grammar, a malformed record
	 * (DATA-SPOT, the replay stops).  figure_written: the record's text
	 * whole ("KIND:N"), where a ruling quotes it; NULL: `meeple`.
	 */
	int figure;
	uint8_t take_back, figure_malformed;
	int64_t back_x, back_y;
	const char *figure_written;
	/* The turn's actions (record format 2), in n order; none for a
	 * caller that has none. */
	const struct carc_drive_action *actions;
	size_t nactions;
};

/*
 * One action of a turn (record-format.md, "The whole turn"), its grammar
 * checked by the caller: its verb and kind declared by an enabled plugin
 * (def, engine/kinds.h), x and y where it is aimed at a tile, a spot of
 * a declared form.
 */
struct carc_drive_action {
	int n;				/* < 0: before the tile */
	int def;			/* kinds.action[def] */
	int verb;			/* enum carc_verb */
	int seat;			/* -1: nobody chooses */
	uint8_t has_xy;
	int64_t x, y;
	const char *kind, *spot, *arg;	/* as recorded; NULL: none */
};

/* What the rules say of a move, for the caller to use. */
struct carc_drive_facts {
	int seq;			/* the move's number, 0 for the start */
	int turn;			/* whose turn it was (-1 at seq 0) */
	int enabled;			/* the tile is of the game's sets */
	int inert;			/* it is not: its markings do nothing */
	int standard;			/* a standard supply */
	int supply_left;		/* copies of the type left before the
					 * draw (standard supply) */
	int set_count;			/* copies of the type in the game's
					 * edition (standard supply) */
	const char *edition_rule;	/* supply_left <= 0: the plugin's rule
					 * where the first edition has a copy
					 * more (edition_rule), NULL:
					 * DATA-TILESET */
	int supply_total;		/* tiles left before the draw, counted
					 * only where supply_left <= 0 (it
					 * decides nothing else), else -1
					 * (standard supply) */
	int place_fault;		/* enum carc_place_fault, CARC_PLACE_FAR */
	int fits_anywhere;		/* discard, or CARC_PLACE_EDGE */
	int rotation_fitting;		/* CARC_PLACE_EDGE: a rotation that fits
					 * the square, or -1 */
	const char *edge_rule;		/* CARC_PLACE_EDGE: the rule a declared
					 * edge kind's mismatch breaks
					 * (mismatch_rule), NULL:
					 * BASE-PLACE-EDGE */
	struct carc_meeple_check meeple;	/* after carc_drive_meeple */
	int stopped;			/* the record cannot be applied
					 * further: the replay stops here */
	int failed;			/* the engine ran out of memory */
	size_t nrulings;		/* the move's rulings so far
					 * (carc_drive_rulings) */
	size_t nawards;			/* after carc_drive_finish of a
					 * placement: the move's awards
					 * (carc_game_awards), 0 before */
};

/*
 * One thing the rules say of a move or of the game's end: the rule a
 * record breaks, what the rules expect, what the move did, a sentence for
 * a person, and the optional hint (doc/spec/cli.md: another rule id, what the
 * recorder probably misread).  The verifier copies it into a divergence
 * (verify/verdict.h, fields of the same sizes).  A plugin's answer to a
 * check hook (carc_plugin.h, struct carc_ruling) is one of these once
 * the driver has it.
 */
struct carc_drive_ruling {
	const char *rule;		/* static */
	int64_t seq;			/* valid if has_seq; else the game's end */
	int seat;			/* valid if has_seat */
	uint8_t has_seq, has_seat;
	uint8_t stop;			/* the record can no longer be applied:
					 * the replay stops at this move */
	uint8_t owed;			/* a plugin's turn_end: what the turn
					 * left out, not what it did */
	char expected[96];
	char recorded[96];
	char message[256];
	const char *hint_rule;		/* static; NULL: no hint */
	char hint[160];
};

#define CARC_DRIVE_RULINGS 24		/* the most one move can get: a
					 * turn of actions meets more */

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

/* The tile seq 0 must be (BASE-SETUP-START, or a plugin's start tile),
 * -1 if the catalogue has none; *any_rotation if it may lie turned. */
int carc_drive_start_tile(struct carc_drive *p, int *any_rotation);

/* Whose turn the next move is (seat 0 after the start tile). */
int carc_drive_turn(const struct carc_drive *d);

/* Tiles left in a standard supply (of the game's sets), and copies of
 * one type (may go negative: a record that drew one too many). */
int carc_drive_supply_total(struct carc_drive *p);
int carc_drive_supply_left(const struct carc_drive *p, int type);

/* Has the game ended: a standard supply with every tile drawn (BASE-END)? */
int carc_drive_over(struct carc_drive *p);

/* The tile of a move: draw, then place or discard.  Returns -1 if the
 * move stops the replay (f->stopped), else 0. */
int carc_drive_tile(struct carc_drive *p, const struct carc_drive_move *mv,
    struct carc_drive_facts *f);

/* May the player of the move put a meeple on spot (no change)? */
void carc_drive_check_meeple(struct carc_drive *p, const char *spot,
    struct carc_meeple_check *chk);
/* The same for a figure of any kind, and for taking one back. */
void carc_drive_check_figure(struct carc_drive *p, int figure,
    const char *spot, struct carc_meeple_check *chk);
void carc_drive_check_take_back(struct carc_drive *p, int figure, int64_t x,
    int64_t y, struct carc_meeple_check *chk);
/* The meeple of the move, as recorded: only the first of several spots
 * ("N,S", BASE-MEEPLE-MAX1) is played; checked, then put on the board
 * where the board can hold it (OK, OCCUPIED, NO_SUPPLY: the record is
 * followed even where it breaks a rule; REFUSED: not played).  spot
 * NULL: a name longer than any spot (the move's meeple_cut).  Returns -1
 * if the replay stops (a spot the tile does not have), else 0. */
int carc_drive_meeple(struct carc_drive *p, const char *spot,
    struct carc_drive_facts *f);

/* A figure of kind `figure` put on spot (carc_drive_meeple for any
 * kind), and a figure taken back instead of placing one: checked, played
 * where the rules let it be (OK), else a ruling (the kind's return rule,
 * a plugin's) and nothing happens.  Return as carc_drive_meeple. */
int carc_drive_figure(struct carc_drive *p, int figure, const char *spot,
    struct carc_drive_facts *f);
int carc_drive_take_back(struct carc_drive *p, int figure, int64_t x,
    int64_t y, struct carc_drive_facts *f);

/* carc_drive_tile, then the move's own figure (mv->meeple, mv->figure,
 * mv->take_back) if it placed the tile and names one. */
int carc_drive_play(struct carc_drive *p, const struct carc_drive_move *mv,
    struct carc_drive_facts *f);

/* End the move: score what it completed and pass the turn.  Where the
 * replay stopped, take back the points its placement gave instead
 * (record-format.md: nothing of that move counts). */
void carc_drive_finish(struct carc_drive *p, struct carc_drive_facts *f);

/*
 * The game's end, after the last move played: the rulings of the end
 * (BASE-END: a finished game of the standard supply that left tiles
 * undrawn) and, finished, final scoring (its awards in the game's list;
 * else the list is empty).
 */
void carc_drive_final(struct carc_drive *p, int finished);

/*
 * The rulings of the move being played (since carc_drive_tile), or of the
 * end (since carc_drive_final), in the order the rules meet them.  Valid
 * until the driver's next call.
 */
size_t carc_drive_rulings(const struct carc_drive *p,
    const struct carc_drive_ruling **out);

/*
 * The rulings a placement would get on the board as it stands (the next
 * move's, as mv's seat), without playing it; and those a meeple on spot
 * would get on the tile of the move just played.  For the fault
 * injector, whose expected rule is the driver's; they replace the list
 * carc_drive_rulings returns.
 */
size_t carc_drive_judge_place(struct carc_drive *p,
    const struct carc_drive_move *mv, const struct carc_drive_ruling **out);
size_t carc_drive_judge_meeple(struct carc_drive *p, const char *spot,
    const struct carc_drive_ruling **out);
/*
 * The same for a figure of any kind on spot of the tile just played, for
 * taking one back from (x, y) instead, and for drawing a tile of mv->type
 * as the next move (mv->seat's: the supply, the sets and the plugins'
 * rules of drawing, check_draw).  Nothing changes; 0 where no rule
 * is broken.
 */
size_t carc_drive_judge_figure(struct carc_drive *p, int figure,
    const char *spot, const struct carc_drive_ruling **out);
size_t carc_drive_judge_take_back(struct carc_drive *p, int figure,
    int64_t x, int64_t y, const struct carc_drive_ruling **out);
size_t carc_drive_judge_draw(struct carc_drive *p,
    const struct carc_drive_move *mv, const struct carc_drive_ruling **out);

/*
 * (4.0) One action of the move being played, after its figure (the
 * generator's, which chooses its actions one by one): judged and
 * carried out as a recorded one of n > 0 (check_action, the host's
 * checks, after_action), and kept for the turn's turn_end.  Returns as
 * carc_drive_meeple.  The strings of a must live until
 * carc_drive_finish.
 */
int carc_drive_action(struct carc_drive *p, const struct carc_drive_action *a,
    struct carc_drive_facts *f);
/*
 * (4.2) The declaration the action takes in the move being played (the
 * plugin that claims it, claim_action), *nobody set where no plugin of
 * the game calls for it (the driver refuses it).  Nothing changes.
 */
int carc_drive_claim(struct carc_drive *p, const struct carc_drive_action *a,
    int *nobody);
/* The rulings that action would get now, nothing changed. */
size_t carc_drive_judge_action(struct carc_drive *p,
    const struct carc_drive_action *a, const struct carc_drive_ruling **out);
/*
 * Would the action be carried out now as a row of its own declaration
 * a->def: the one claim_action gives it (carc_drive_claim, someone
 * claiming it) and no rule broken (carc_drive_judge_action would give
 * none)?  The same verdict without its words, for the generator, which
 * asks it of every candidate: the host's own refusals come first and
 * spare the plugins' hooks.  Nothing changes.
 */
int carc_drive_action_passes(struct carc_drive *p,
    const struct carc_drive_action *a);
/*
 * What turn_end would say of the turn as played so far (with `with` at
 * its end, not carried out, where not NULL): 0 where the turn may end
 * so; else the rule a missing action breaks.  Nothing changes.
 */
size_t carc_drive_judge_turn_end(struct carc_drive *p,
    const struct carc_drive_action *with, const struct carc_drive_ruling **out);
/*
 * (4.0) Called by carc_drive_finish after the turn's scoring and its
 * recorded actions declared after it, before turn_end: where the
 * generator plays its actions declared CARC_ACTION_AFTER_SCORING
 * (carc_drive_action).  NULL: none.
 */
void carc_drive_on_scored(struct carc_drive *p,
    void (*fn)(void *arg, struct carc_drive_facts *f), void *arg);

#endif /* CARC_DRIVE_H */
