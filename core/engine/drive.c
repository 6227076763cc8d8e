/*
 * drive.c - the move driver (see drive.h): turn order, the supply and the
 * order of a move's steps, kept in one place for every tool that walks
 * the moves of a game.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "engine/drive.h"

/* Coordinates beyond this cannot be next to anything a real game built
 * (at most a few hundred tiles), and stay far from int overflow. */
#define FAR_AWAY (1 << 20)

struct carc_drive {
	struct carc_game *g;
	int nseats;
	int standard;
	int seq;			/* the next move's number */
	int turn;			/* whose turn the next move is */
	int seat;			/* the seat playing the current move */
	int discard;			/* the current move is a discard */
};

int
carc_drive_new(struct carc_drive **out, const struct carc_plugin_list *plugins,
    struct carc_error *err)
{
	struct carc_drive *p;

	*out = NULL;
	if ((p = calloc(1, sizeof(*p))) == NULL)
		return carc_error_set(err, "out of memory");
	if (carc_game_new(&p->g, plugins, err) != 0) {
		free(p);
		return -1;
	}
	*out = p;
	return 0;
}

void
carc_drive_free(struct carc_drive *p)
{
	if (p == NULL)
		return;
	carc_game_free(p->g);
	free(p);
}

struct carc_game *
carc_drive_game(const struct carc_drive *p)
{
	return p->g;
}

const char *
carc_drive_variant(const struct carc_engine_plugin *p, const char *name)
{
	const char *const *vr = p->desc->variants;
	size_t i;

	if (name == NULL)
		return vr != NULL && vr[0] != NULL ? vr[0] : "";
	for (i = 0; vr != NULL && vr[i] != NULL; i++)
		if (strcmp(vr[i], name) == 0)
			return vr[i];
	return NULL;
}

int
carc_drive_begin(struct carc_drive *p, int nseats, int ruleset,
    const struct carc_game_plugin *plugins, size_t nplugins, int standard,
    struct carc_error *err)
{
	p->nseats = nseats;
	p->standard = standard;
	p->seq = 0;
	p->turn = 0;
	p->seat = -1;
	carc_game_set_standard(p->g, standard);
	return carc_game_begin(p->g, nseats, ruleset, plugins, nplugins, err);
}

void
carc_drive_end(struct carc_drive *p)
{
	carc_game_end(p->g);
}

int
carc_drive_turn(const struct carc_drive *p)
{
	return p->turn;
}

int
carc_drive_supply_total(const struct carc_drive *p)
{
	size_t t, n = carc_game_catalogue(p->g)->ntypes;
	int left = 0;

	for (t = 0; t < n; t++)
		if (carc_game_supply_left(p->g, (int)t) > 0)
			left += carc_game_supply_left(p->g, (int)t);
	return left;
}

/* Put the tile where the move says; the board cannot hold a second tile
 * on a square, nor one far from all others. */
static int
place(struct carc_drive *p, const struct carc_drive_move *mv,
    struct carc_drive_facts *f)
{
	int x, y;

	if (mv->x <= -FAR_AWAY || mv->x >= FAR_AWAY || mv->y <= -FAR_AWAY ||
	    mv->y >= FAR_AWAY) {
		f->place_fault = CARC_PLACE_FAR;
		f->stopped = 1;
		return -1;
	}
	x = (int)mv->x;
	y = (int)mv->y;
	/* The start tile lies alone: adjacency begins with seq 1. */
	f->place_fault = f->seq == 0 ? CARC_PLACE_OK :
	    carc_game_check_place(p->g, mv->type, x, y, mv->rotation);
	if (f->place_fault == CARC_PLACE_OCCUPIED) {
		f->stopped = 1;
		return -1;
	}
	if (f->place_fault == CARC_PLACE_EDGE) {
		f->rotation_fitting = carc_game_rotation_fitting(p->g,
		    mv->type, x, y);
		f->fits_anywhere = carc_game_fits_anywhere(p->g, mv->type);
	}
	if (carc_game_place(p->g, f->seq, mv->seat, mv->type, x, y,
	    mv->rotation, f->inert) != 0) {
		f->failed = 1;
		f->stopped = 1;
		return -1;
	}
	return 0;
}

int
carc_drive_tile(struct carc_drive *p, const struct carc_drive_move *mv,
    struct carc_drive_facts *f)
{
	memset(f, 0, sizeof(*f));
	f->seq = p->seq++;
	f->turn = f->seq == 0 ? -1 : p->turn;
	f->standard = p->standard;
	f->rotation_fitting = -1;
	f->meeple.feature = -1;
	f->meeple.holder = -1;
	f->enabled = carc_game_tile_enabled(p->g, mv->type);
	p->seat = mv->seat;
	p->discard = mv->discard;
	carc_game_clear_awards(p->g);
	if (f->seq == 0) {
		/* the start tile is not drawn, but it is one of the set */
		carc_game_supply_take(p->g, mv->type);
	} else if (!f->enabled) {
		/* DATA-TILESET: not of the game's sets, so not of its
		 * supply either; it lies on the board doing nothing */
		f->inert = 1;
	} else {
		if (p->standard) {
			f->supply_left = carc_game_supply_left(p->g, mv->type);
			/* the whole supply is counted only where it decides
			 * something: this type has run out (BASE-END or
			 * DATA-TILESET); a loop over every type per move
			 * otherwise */
			f->supply_total = f->supply_left > 0 ? f->supply_left :
			    carc_drive_supply_total(p);
		}
		carc_game_supply_take(p->g, mv->type);
	}
	if (mv->discard) {
		f->fits_anywhere = carc_game_fits_anywhere(p->g, mv->type);
		return 0;
	}
	return place(p, mv, f);
}

void
carc_drive_check_meeple(struct carc_drive *p, const char *spot,
    struct carc_meeple_check *chk)
{
	carc_game_check_meeple(p->g, p->seat, spot, chk);
}

int
carc_drive_meeple(struct carc_drive *p, const char *spot,
    struct carc_drive_facts *f)
{
	if (spot == NULL) {
		/* a name that is no spot: the rule the engine cites for
		 * one (on a watchtower TOWER-NO-MEEPLE, else DATA-SPOT) */
		carc_game_check_meeple(p->g, p->seat, "?", &f->meeple);
		f->stopped = 1;
		return -1;
	}
	carc_game_check_meeple(p->g, p->seat, spot, &f->meeple);
	switch (f->meeple.fault) {
	case CARC_MEEPLE_NO_SPOT:
		f->stopped = 1;
		return -1;
	case CARC_MEEPLE_REFUSED:
		return 0;
	default:
		carc_game_meeple(p->g, p->seat, &f->meeple);
		return 0;
	}
}

void
carc_drive_finish(struct carc_drive *p, struct carc_drive_facts *f)
{
	int seat = p->seat >= 0 ? p->seat : p->turn;

	if (f->seq == 0)
		return;		/* the start tile: nobody's turn, no score */
	if (f->stopped) {
		/* record-format.md: nothing of the move where the replay
		 * stops counts (a rose's or a tower's points) */
		carc_game_undo_awards(p->g);
		return;
	}
	if (p->discard) {
		/* BASE-PLACE-NOFIT: the same seat draws again */
		p->turn = seat;
		return;
	}
	carc_game_score_move(p->g);
	/* ORDER-TURN: the recorded seat played, turn order goes on from it */
	p->turn = (seat + 1) % p->nseats;
}
