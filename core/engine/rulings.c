/*
 * rulings.c - see rulings.h: each rule the driver finds broken, in words.
 * Built only where a rule is broken, so a valid game formats nothing.
 * The texts quote the record where it said something (the tile as
 * written, the square, the spot) through the move (drive.h).
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "engine/rulings.h"

/* The move's tile as the record wrote it. */
static const char *
tile(const struct carc_rulings *l)
{
	return l->mv->tile != NULL ? l->mv->tile :
	    l->cat->types[l->mv->type].id;
}

/* A ruling of the move; stop: the replay stops here. */
static struct carc_drive_ruling *
add(struct carc_rulings *l, const char *rule, int stop)
{
	struct carc_drive_ruling *r;

	/* a move meets at most 5 rules (seat, supply, placement, two of
	 * the meeple; or seat, supply, three of a discard): the bound is
	 * never reached, the last slot is kept rather than overrun */
	if (l->n == CARC_DRIVE_RULINGS)
		l->n--;
	r = &l->r[l->n++];
	memset(r, 0, sizeof(*r));
	r->rule = rule;
	r->seq = l->seq;
	r->has_seq = 1;
	r->seat = l->seat;
	r->has_seat = l->seat >= 0;
	r->stop = (uint8_t)stop;
	return r;
}

static void
square(char *out, size_t len, const struct carc_drive_move *mv)
{
	snprintf(out, len, "(%" PRId64 ",%" PRId64 ") rotation %" PRId64,
	    mv->x, mv->y, mv->degrees);
}

void
carc_rule_start(struct carc_rulings *l, int start, int any,
    const char *start_rule)
{
	const struct carc_drive_move *mv = l->mv;
	struct carc_drive_ruling *r;

	if (start >= 0 && mv->type != start) {
		r = add(l, start_rule, 0);
		snprintf(r->expected, sizeof(r->expected), "%s",
		    l->cat->types[start].id);
		snprintf(r->recorded, sizeof(r->recorded), "%s", tile(l));
		snprintf(r->message, sizeof(r->message), "the game must start "
		    "with tile %s, the record starts with %s",
		    l->cat->types[start].id, tile(l));
	}
	if (mv->discard || mv->x != 0 || mv->y != 0 ||
	    (!any && mv->degrees != 0)) {
		/* (0,0) is the base game's rule for every start tile; a
		 * rotation the start tile may not take is the rule that
		 * names the tile (a plugin's start_tile rule;
		 * BASE-SETUP-START for D) */
		r = add(l, !mv->discard && mv->x == 0 && mv->y == 0 &&
		    start >= 0 && mv->type == start ? start_rule :
		    "BASE-SETUP-START", 0);
		snprintf(r->expected, sizeof(r->expected), "(0,0)%s",
		    any ? "" : " rotation 0");
		if (!mv->discard)
			square(r->recorded, sizeof(r->recorded), mv);
		else
			snprintf(r->recorded, sizeof(r->recorded), "discard");
		snprintf(r->message, sizeof(r->message), "the start tile lies "
		    "face up at (0,0)%s", any ? "" : " in rotation 0");
	}
	if (mv->seat >= 0 || mv->meeple != NULL) {
		r = add(l, "BASE-SETUP-START", 0);
		snprintf(r->expected, sizeof(r->expected), "no seat, no meeple");
		snprintf(r->recorded, sizeof(r->recorded), "%s%s",
		    mv->seat >= 0 ? "a seat" : "",
		    mv->meeple != NULL ? (mv->seat >= 0 ? ", a meeple" :
		    "a meeple") : "");
		snprintf(r->message, sizeof(r->message), "the start tile is "
		    "nobody's move and carries no meeple");
	}
}

void
carc_rule_seat(struct carc_rulings *l, int turn, int after_discard,
    const char *order_rule, int last)
{
	struct carc_drive_ruling *r = add(l, order_rule != NULL ? order_rule :
	    "DATA-SEAT", 0);

	snprintf(r->expected, sizeof(r->expected), "seat %d", turn);
	snprintf(r->recorded, sizeof(r->recorded), "seat %d", l->seat);
	if (order_rule == NULL)
		snprintf(r->message, sizeof(r->message), "it is seat %d's "
		    "turn%s", turn, after_discard ? " (a discard: the same "
		    "seat draws again)" : "");
	else if (turn == last)
		snprintf(r->message, sizeof(r->message), "it is seat %d's "
		    "turn again: its last tile earned it another", turn);
	else
		snprintf(r->message, sizeof(r->message), "it is seat %d's "
		    "turn: seat %d's last tile earned it no further tile",
		    turn, last);
}

void
carc_rule_action_seat(struct carc_rulings *l, int turn, const char *verb,
    const char *kind)
{
	struct carc_drive_ruling *r = add(l, "DATA-SEAT", 0);

	snprintf(r->expected, sizeof(r->expected), "seat %d", turn);
	snprintf(r->recorded, sizeof(r->recorded), "seat %d", l->seat);
	snprintf(r->message, sizeof(r->message), "it is seat %d's turn, and "
	    "no enabled plugin lets another seat %s%s%s; it is not done",
	    turn, verb, kind ? " " : "", kind ? kind : "");
}

void
carc_rule_supply(struct carc_rulings *l, const struct carc_drive_facts *f)
{
	const struct carc_tile_type *t = &l->cat->types[l->mv->type];
	struct carc_drive_ruling *r;

	if (!f->enabled) {
		r = add(l, "DATA-TILESET", 0);
		snprintf(r->expected, sizeof(r->expected), "a tile of this "
		    "game's sets");
		snprintf(r->recorded, sizeof(r->recorded), "%s", tile(l));
		snprintf(r->message, sizeof(r->message), "tile %s belongs to "
		    "'%s%s%s', which this game does not enable; its markings "
		    "do nothing", tile(l), t->set, t->variant[0] ? ":" : "",
		    t->variant);
		return;
	}
	if (f->standard && f->supply_left <= 0 && f->supply_total <= 0) {
		/* BASE-END: the last tile has been drawn, the game is over */
		r = add(l, "BASE-END", 0);
		snprintf(r->expected, sizeof(r->expected), "no move");
		snprintf(r->recorded, sizeof(r->recorded), "%s", tile(l));
		snprintf(r->message, sizeof(r->message), "every tile of the "
		    "supply has been drawn: the game ended with the turn of "
		    "the last one, and no move follows it");
	} else if (f->standard && f->supply_left <= 0) {
		/* the copies of the game's edition (the highest a plugin
		 * asks), and its rule where the first has more */
		int n = f->set_count;

		r = add(l, f->edition_rule != NULL ? f->edition_rule :
		    "DATA-TILESET", 0);
		snprintf(r->expected, sizeof(r->expected), "at most %d %s",
		    n, tile(l));
		snprintf(r->recorded, sizeof(r->recorded), "one more %s",
		    tile(l));
		snprintf(r->message, sizeof(r->message), "the set holds %d "
		    "tile%s %s%s and %s been drawn", n, n == 1 ? "" : "s",
		    tile(l), f->edition_rule != NULL ? " in this game's "
		    "edition" : "", n == 1 ? "it has" : n == 0 ? "one has" :
		    "all have");
	}
}

/* BASE-PLACE-EDGE, or the rule of a declared edge kind the mismatch
 * involves (its mismatch_rule, cited in BASE-PLACE-EDGE's place). */
static const char *
edge_rule(const struct carc_drive_facts *f)
{
	return f->edge_rule != NULL ? f->edge_rule : "BASE-PLACE-EDGE";
}

void
carc_rule_place(struct carc_rulings *l, const struct carc_drive_facts *f)
{
	struct carc_drive_ruling *r;

	switch (f->place_fault) {
	case CARC_PLACE_FAR:
		r = add(l, "BASE-PLACE-ADJ", 1);
		snprintf(r->expected, sizeof(r->expected), "a square next to "
		    "the board");
		snprintf(r->message, sizeof(r->message), "tile %s is placed "
		    "far from every other tile; the replay stops here",
		    tile(l));
		break;
	case CARC_PLACE_OCCUPIED:
		r = add(l, "BASE-PLACE-ADJ", 1);
		snprintf(r->expected, sizeof(r->expected), "an empty square");
		snprintf(r->message, sizeof(r->message), "tile %s is placed on "
		    "a square already taken; the replay stops here", tile(l));
		break;
	case CARC_PLACE_ISOLATED:
		r = add(l, "BASE-PLACE-ADJ", 0);
		snprintf(r->expected, sizeof(r->expected), "a square sharing an "
		    "edge with a placed tile");
		snprintf(r->message, sizeof(r->message), "tile %s touches no "
		    "placed tile along a full edge", tile(l));
		break;
	case CARC_PLACE_EDGE:
		if (!f->fits_anywhere) {
			r = add(l, "BASE-PLACE-NOFIT", 0);
			snprintf(r->expected, sizeof(r->expected), "discard");
			snprintf(r->message, sizeof(r->message), "tile %s fits "
			    "nowhere on the board: it leaves the game and the "
			    "player draws again", tile(l));
		} else if (f->rotation_fitting >= 0) {
			/* BASE-PLACE-EDGE is broken; BASE-PLACE-ROT forbids
			 * nothing, it is what the recorder misread */
			r = add(l, edge_rule(f), 0);
			snprintf(r->expected, sizeof(r->expected), "every "
			    "touching edge matching");
			snprintf(r->message, sizeof(r->message), "an edge of tile "
			    "%s does not match its neighbour's", tile(l));
			r->hint_rule = "BASE-PLACE-ROT";
			snprintf(r->hint, sizeof(r->hint), "tile %s fits this "
			    "square turned to rotation %d: the edge check uses "
			    "the rotated tile", tile(l),
			    f->rotation_fitting * 90);
		} else {
			r = add(l, edge_rule(f), 0);
			snprintf(r->expected, sizeof(r->expected), "every "
			    "touching edge matching");
			snprintf(r->message, sizeof(r->message), "an edge of tile "
			    "%s does not match its neighbour's in any rotation "
			    "here", tile(l));
		}
		break;
	default:
		return;
	}
	square(r->recorded, sizeof(r->recorded), l->mv);
}

void
carc_rule_discard(struct carc_rulings *l, const struct carc_drive_facts *f)
{
	const struct carc_drive_move *mv = l->mv;
	struct carc_drive_ruling *r;

	if (mv->has_xy || mv->has_rotation) {
		r = add(l, "DATA-DISCARD", 0);
		snprintf(r->expected, sizeof(r->expected), "no square");
		square(r->recorded, sizeof(r->recorded), mv);
		snprintf(r->message, sizeof(r->message), "a discarded tile "
		    "lies nowhere, yet the record gives it a square");
	}
	if (f->fits_anywhere) {
		r = add(l, "BASE-PLACE-MUST", 0);
		snprintf(r->expected, sizeof(r->expected), "place");
		snprintf(r->recorded, sizeof(r->recorded), "discard");
		snprintf(r->message, sizeof(r->message), "tile %s fits on the "
		    "board, so it must be placed", tile(l));
	}
	if (mv->meeple != NULL) {
		r = add(l, "BASE-MEEPLE-NEWTILE", 0);
		snprintf(r->expected, sizeof(r->expected), "no meeple");
		snprintf(r->recorded, sizeof(r->recorded), "%.15s", mv->meeple);
		snprintf(r->message, sizeof(r->message), "no tile was placed "
		    "this turn, so no meeple can be");
	}
}

void
carc_rule_meeple_cut(struct carc_rulings *l,
    const struct carc_meeple_check *chk)
{
	/* the rule the engine cites for an unknown name (a plugin's that
	 * claims the tile's artwork, else DATA-SPOT) */
	struct carc_drive_ruling *r = add(l, chk->fault == CARC_MEEPLE_NO_SPOT ?
	    chk->rule : "DATA-SPOT", 1);

	snprintf(r->expected, sizeof(r->expected), "a spot of tile %s",
	    tile(l));
	snprintf(r->recorded, sizeof(r->recorded), "'%.12s...'",
	    l->mv->meeple != NULL ? l->mv->meeple : "");
	snprintf(r->message, sizeof(r->message), "the meeple spot is no spot "
	    "of any tile; the replay stops here");
}

void
carc_rule_figure_malformed(struct carc_rulings *l)
{
	struct carc_drive_ruling *r = add(l, "DATA-SPOT", 1);

	snprintf(r->expected, sizeof(r->expected), "return:KIND@X,Y");
	snprintf(r->recorded, sizeof(r->recorded), "%s",
	    l->mv->meeple != NULL ? l->mv->meeple : "");
	snprintf(r->message, sizeof(r->message), "X and Y of a taking back "
	    "are 64-bit decimal integers, with no '+', no leading zero and "
	    "no blank; the replay stops here");
}

void
carc_rule_meeple_max1(struct carc_rulings *l, const char *written,
    const char *first)
{
	struct carc_drive_ruling *r = add(l, "BASE-MEEPLE-MAX1", 0);

	snprintf(r->expected, sizeof(r->expected), "at most one meeple");
	snprintf(r->recorded, sizeof(r->recorded), "%s", written);
	snprintf(r->message, sizeof(r->message), "several meeples in one "
	    "turn; only the first, on %s, is played", first);
}

/* A spot the tile does not have, for a figure of any kind: the replay
 * stops (record-format.md). */
static struct carc_drive_ruling *
rule_no_spot(struct carc_rulings *l, const struct carc_meeple_check *chk,
    const char *spot)
{
	struct carc_drive_ruling *r = add(l, chk->rule, 1);

	snprintf(r->expected, sizeof(r->expected), "a spot of tile %s",
	    tile(l));
	snprintf(r->message, sizeof(r->message), "tile %s as placed has no "
	    "feature at spot '%s'; the replay stops here", tile(l), spot);
	return r;
}

void
carc_rule_meeple(struct carc_rulings *l, const struct carc_meeple_check *chk,
    const char *spot)
{
	struct carc_drive_ruling *r;

	switch (chk->fault) {
	case CARC_MEEPLE_NO_SPOT:
		/* record-format.md: whatever artwork stands there, the most
		 * specific rule (a plugin's that claims its artwork,
		 * BASE-MEEPLE-SPOT, else DATA-SPOT) */
		r = rule_no_spot(l, chk, spot);
		break;
	case CARC_MEEPLE_REFUSED:
		r = add(l, chk->rule, 0);
		snprintf(r->expected, sizeof(r->expected), "no meeple there");
		snprintf(r->message, sizeof(r->message), "spot '%s' of tile %s "
		    "cannot hold a meeple; the meeple is not played", spot,
		    tile(l));
		break;
	case CARC_MEEPLE_OCCUPIED:
		r = add(l, chk->rule, 0);
		snprintf(r->expected, sizeof(r->expected), "an unoccupied %s",
		    carc_kinds_feature_name(l->kinds, chk->kind));
		snprintf(r->message, sizeof(r->message), "the %s at '%s' "
		    "already holds a meeple of seat %d",
		    carc_kinds_feature_name(l->kinds, chk->kind), spot,
		    chk->holder);
		break;
	case CARC_MEEPLE_NO_SUPPLY:
		r = add(l, chk->rule, 0);
		snprintf(r->expected, sizeof(r->expected), "a meeple in supply");
		snprintf(r->message, sizeof(r->message), "seat %d has all %d "
		    "meeples on the board; the meeple is not played", l->seat,
		    CARC_MEEPLES_PER_SEAT);
		if (chk->hint == NULL)
			break;
		r->hint_rule = chk->hint;
		snprintf(r->hint, sizeof(r->hint), "%s",
		    strcmp(chk->hint, "BASE-FARMER-STAY") == 0 ?
		    "farmers among them: a farmer stays until the end" :
		    "none has come back: this would be an 8th of the 7");
		break;
	default:
		return;
	}
	/* the record's text: "follower:N" whole, as a figure of any other
	 * kind is quoted; else the spot played */
	snprintf(r->recorded, sizeof(r->recorded), "%s", l->mv != NULL &&
	    l->mv->meeple != NULL && strchr(l->mv->meeple, ':') != NULL ?
	    l->mv->meeple : spot);
}

/* The figure a ruling speaks of: "meeple" for a follower, as the base
 * game's texts say, else its kind's name (carc_figure_kind.name). */
static const char *
figure_word(const struct carc_rulings *l, int figure)
{
	return figure == CARC_FIGURE_FOLLOWER_KIND ? "meeple" :
	    l->kinds->figure[figure].name;
}

/* "a" or "an" before a kind's name ("an owl", "a hat"). */
static const char *
article(const char *word)
{
	return strchr("aeiou", word[0]) != NULL && word[0] != '\0' ?
	    "an" : "a";
}

/* The plugin's words where it gave them, else ours. */
static void
claim_words(struct carc_drive_ruling *r, const struct carc_ruling *claim)
{
	if (claim == NULL)
		return;
	if (claim->expected[0] != '\0')
		snprintf(r->expected, sizeof(r->expected), "%s",
		    claim->expected);
	if (claim->recorded[0] != '\0')
		snprintf(r->recorded, sizeof(r->recorded), "%s",
		    claim->recorded);
	snprintf(r->message, sizeof(r->message), "%s", claim->message);
	if (claim->hint_rule != NULL) {
		r->hint_rule = claim->hint_rule;
		snprintf(r->hint, sizeof(r->hint), "%s", claim->hint);
	}
}

void
carc_rule_figure(struct carc_rulings *l, const struct carc_meeple_check *chk,
    const struct carc_ruling *claim, const char *spot)
{
	const char *what = figure_word(l, chk->figure);
	/* the record's text whole ("KIND:N"): quote() made it the move's */
	const char *written = chk->figure != CARC_FIGURE_FOLLOWER_KIND &&
	    l->mv != NULL && l->mv->meeple != NULL ? l->mv->meeple : spot;
	struct carc_drive_ruling *r;

	if (chk->figure == CARC_FIGURE_FOLLOWER_KIND && claim == NULL) {
		carc_rule_meeple(l, chk, spot);	/* the base game's words */
		return;
	}
	switch (chk->fault) {
	case CARC_MEEPLE_NO_SPOT:
		r = rule_no_spot(l, chk, spot);
		break;
	case CARC_MEEPLE_REFUSED:
		r = add(l, chk->rule, 0);
		snprintf(r->expected, sizeof(r->expected), "no %s there", what);
		snprintf(r->message, sizeof(r->message), "%s %s cannot stand "
		    "on spot '%s' of tile %s (%s); it is not played",
		    article(what), what, spot,
		    tile(l), chk->feature >= 0 ?
		    carc_kinds_feature_name(l->kinds, chk->kind) : "no feature");
		break;
	case CARC_MEEPLE_OCCUPIED:
		r = add(l, chk->rule, 0);
		snprintf(r->expected, sizeof(r->expected), "an unoccupied %s",
		    carc_kinds_feature_name(l->kinds, chk->kind));
		snprintf(r->message, sizeof(r->message), "the %s at '%s' "
		    "already holds a figure of seat %d",
		    carc_kinds_feature_name(l->kinds, chk->kind), spot,
		    chk->holder);
		break;
	case CARC_MEEPLE_NO_SUPPLY:
		r = add(l, chk->rule, 0);
		snprintf(r->expected, sizeof(r->expected), "%s %s in supply",
		    article(what), what);
		snprintf(r->message, sizeof(r->message), "seat %d has no %s "
		    "left (%d per seat); it is not played", l->seat, what,
		    chk->per_seat);
		break;
	default:
		return;
	}
	snprintf(r->recorded, sizeof(r->recorded), "%s", written);
	claim_words(r, claim);
}

void
carc_rule_take_back(struct carc_rulings *l,
    const struct carc_meeple_check *chk, const struct carc_ruling *claim,
    int64_t x, int64_t y)
{
	const char *what = figure_word(l, chk->figure);
	struct carc_drive_ruling *r = add(l, chk->rule, 0);

	snprintf(r->recorded, sizeof(r->recorded), "%s",
	    l->mv != NULL && l->mv->figure_written != NULL ?
	    l->mv->figure_written : "return");
	if (chk->segment < 0) {
		snprintf(r->expected, sizeof(r->expected), "%s %s of seat %d "
		    "at (%" PRId64 ",%" PRId64 ")", article(what), what,
		    l->seat, x, y);
		snprintf(r->message, sizeof(r->message), "seat %d has no %s on "
		    "the tile at (%" PRId64 ",%" PRId64 "): nothing is taken "
		    "back", l->seat, what, x, y);
	} else {
		snprintf(r->expected, sizeof(r->expected), "the %s stays",
		    what);
		snprintf(r->message, sizeof(r->message), "seat %d's %s at "
		    "(%" PRId64 ",%" PRId64 ") may not be taken back now; it "
		    "stays", l->seat, what, x, y);
	}
	claim_words(r, claim);
}

void
carc_rule_plugin(struct carc_rulings *l, const struct carc_ruling *pr)
{
	struct carc_drive_ruling *r = add(l, pr->rule, pr->stop != 0);

	snprintf(r->expected, sizeof(r->expected), "%s", pr->expected);
	snprintf(r->recorded, sizeof(r->recorded), "%s", pr->recorded);
	snprintf(r->message, sizeof(r->message), "%s", pr->message[0] != '\0' ?
	    pr->message : pr->rule);
	if (pr->hint_rule != NULL) {
		r->hint_rule = pr->hint_rule;
		snprintf(r->hint, sizeof(r->hint), "%s", pr->hint);
	}
}

void
carc_rule_end(struct carc_rulings *l, int left)
{
	/* BASE-END: a game ends with the turn of the last tile; a finished
	 * game of the standard supply has drawn them all */
	struct carc_drive_ruling *r = add(l, "BASE-END", 0);

	r->seq = 0;
	r->has_seq = 0;
	snprintf(r->expected, sizeof(r->expected), "0 tiles left");
	snprintf(r->recorded, sizeof(r->recorded), "%d tiles left", left);
	snprintf(r->message, sizeof(r->message), "the game is recorded "
	    "finished with %d tiles of the supply never drawn", left);
}
