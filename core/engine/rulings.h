/*
 * rulings.h - the texts of the driver's rulings (engine/drive.h): what
 * happened in a move, as a rule id with what the rules expect, what the
 * record did, a sentence and a hint.  Only the driver includes it; it
 * decides when a rule is broken, these functions only say it.
 */
#ifndef CARC_RULINGS_H
#define CARC_RULINGS_H

#include "engine/drive.h"

/* The rulings of one move (or of the end), and the move they quote. */
struct carc_rulings {
	struct carc_drive_ruling r[CARC_DRIVE_RULINGS];
	size_t n;
	const struct carc_catalogue *cat;
	const struct carc_kinds *kinds;	/* the names of declared kinds */
	const struct carc_drive_move *mv;	/* the move quoted, as written:
					 * valid while a ruling is made */
	int64_t seq;
	int seat;			/* -1: nobody's (seq 0) */
};

/* Start the list of move seq (seat -1: nobody's); inline, since it
 * runs for every move. */
static inline void
carc_rulings_begin(struct carc_rulings *l, const struct carc_catalogue *cat,
    const struct carc_drive_move *mv, int64_t seq, int seat)
{
	l->n = 0;
	l->cat = cat;
	l->mv = mv;
	l->seq = seq;
	l->seat = seat;
}

/* seq 0: BASE-SETUP-START, or the plugin's rule for its start tile
 * (start_rule), start -1 if the catalogue has none. */
void carc_rule_start(struct carc_rulings *l, int start, int any,
    const char *start_rule);
/* DATA-SEAT: the recorded seat is not the one whose turn it was; (4.2)
 * cited under order_rule where a plugin's turn_order decided that turn
 * (a tile granted to last, or a further one withheld). */
void carc_rule_seat(struct carc_rulings *l, int turn, int after_discard,
    const char *order_rule, int last);
/* DATA-SEAT: an action of a seat other than the turn's (l->seat), whose
 * kind does not let any seat act (CARC_ACTION_ANY_SEAT, ABI 4.1): the
 * action's verb and kind (NULL: none). */
void carc_rule_action_seat(struct carc_rulings *l, int turn,
    const char *verb, const char *kind);
/* DATA-TILESET, BASE-END: the tile against the sets and the supply
 * (only where f says it is not enabled or its type ran out). */
void carc_rule_supply(struct carc_rulings *l,
    const struct carc_drive_facts *f);
/* BASE-PLACE-ADJ, BASE-PLACE-EDGE (hint BASE-PLACE-ROT), BASE-PLACE-NOFIT:
 * the placement's fault in f (none for CARC_PLACE_OK). */
void carc_rule_place(struct carc_rulings *l,
    const struct carc_drive_facts *f);
/* DATA-DISCARD, BASE-PLACE-MUST, BASE-MEEPLE-NEWTILE. */
void carc_rule_discard(struct carc_rulings *l,
    const struct carc_drive_facts *f);
/* The meeple: a name no spot can have (the rule chk cites for one);
 * several spots in one turn (BASE-MEEPLE-MAX1, only `first` played); the
 * check of spot (DATA-SPOT, a plugin's spot rule, BASE-MEEPLE-FREE,
 * BASE-MEEPLE-SUPPLY with its hint). */
void carc_rule_meeple_cut(struct carc_rulings *l,
    const struct carc_meeple_check *chk);
void carc_rule_meeple_max1(struct carc_rulings *l, const char *written,
    const char *first);
/* A taking back whose X,Y break the grammar: DATA-SPOT, as a malformed
 * spot (record-format.md); the replay stops. */
void carc_rule_figure_malformed(struct carc_rulings *l);
void carc_rule_meeple(struct carc_rulings *l,
    const struct carc_meeple_check *chk, const char *spot);
/* The same for a figure of a declared kind, or any check a plugin
 * claimed in its own words (claim NULL: none). */
void carc_rule_figure(struct carc_rulings *l,
    const struct carc_meeple_check *chk, const struct carc_ruling *claim,
    const char *spot);
/* What a plugin's check_draw or check_place said (its words, its
 * rule; stop as it said). */
void carc_rule_plugin(struct carc_rulings *l, const struct carc_ruling *pr);
/* A figure taken back from (x, y) that the rules do not let go: the
 * kind's return rule (none of its figures there), or a plugin's
 * (check_figure), in the plugin's words if it gave some. */
void carc_rule_take_back(struct carc_rulings *l,
    const struct carc_meeple_check *chk, const struct carc_ruling *claim,
    int64_t x, int64_t y);
/* BASE-END at the game's end: `left` tiles never drawn. */
void carc_rule_end(struct carc_rulings *l, int left);

#endif /* CARC_RULINGS_H */
