/*
 * portal.c - the magic portal (princess_dragon.md 3.2).
 *
 * A tile with a magic portal (tile key `portal`) lets its player, instead
 * of placing a figure on it, place a follower onto any unoccupied,
 * incomplete feature of any placed tile: an action `place follower` at
 * that tile and spot, by the player of the turn (DRAGON-PORTAL).  On the
 * portal tile itself the follower goes where a figure of the turn may,
 * a feature this tile completes included (JCloisterZone's
 * AbstractActionPhase: completed features are allowed on the tile just
 * placed only).  The host puts the follower on the board.
 */
#include <stdio.h>
#include <string.h>

#include "pd.h"

/* A tile was placed: is it a player's portal tile? */
int
portal_after_place(struct pd_game *pg, const struct carc_turn *turn)
{
	pg->portal.turn = turn->seat >= 0 &&
	    pd_marked(turn->tile->marking, PD_PORTAL);
	pg->portal.used = 0;
	return 0;
}

static int
rule(struct carc_ruling *r, const struct carc_turn_action *a,
    const char *expected, const char *why)
{
	char sq[CARC_UTIL_SQUARE_MAX];

	r->rule = "DRAGON-PORTAL";
	snprintf(r->expected, sizeof(r->expected), "%s", expected);
	snprintf(r->recorded, sizeof(r->recorded), "place follower %s%s%s",
	    carc_util_square(sq, a->x, a->y), a->spot != NULL ? " " : "",
	    a->spot != NULL ? a->spot : "");
	snprintf(r->message, sizeof(r->message), "%s", why);
	return 0;
}

/*
 * A `place follower` in the turn of a magic portal (the rows this plugin
 * claims, pd_follower_ours: a follower's row of another turn is not the
 * portal's): once, instead of the turn's figure, onto a feature no
 * figure holds that is not complete (but for the portal tile's own).
 */
int
portal_check_action(const struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	const char *done;
	char why[192], sq[CARC_UTIL_SQUARE_MAX];
	int here = a->x == turn->x && a->y == turn->y;

	if ((done = pd_instead_used(pg, ctx, turn)) != NULL) {
		snprintf(why, sizeof(why), "%s: the magic portal places a "
		    "follower only instead of the turn's figure, once", done);
		return rule(r, a, "the turn's figure or the portal's", why);
	}
	if (a->feature < 0) {
		snprintf(why, sizeof(why), "the tile at %s has no feature "
		    "at spot %s for a follower", carc_util_square(sq, a->x,
		    a->y), a->spot != NULL ? a->spot : "-");
		return rule(r, a, "a feature of a placed tile", why);
	}
	if (pg->host->feature_figures(ctx, a->feature, NULL, 0,
	    sizeof(struct carc_figure_info)) > 0) {
		snprintf(why, sizeof(why), "the feature at spot %s of the "
		    "tile at (%d,%d) is occupied: the portal's follower goes "
		    "onto an unoccupied feature", a->spot, a->x, a->y);
		return rule(r, a, "an unoccupied feature", why);
	}
	if (!here && pg->host->feature_complete(ctx, a->feature)) {
		snprintf(why, sizeof(why), "the feature at spot %s of the "
		    "tile at (%d,%d) is complete: the portal's follower goes "
		    "onto an incomplete feature", a->spot, a->x, a->y);
		return rule(r, a, "an incomplete feature", why);
	}
	return 0;
}

int
portal_after_action(struct pd_game *pg, const struct carc_turn_action *a)
{
	(void)a;
	pg->portal.used++;
	return 0;
}
