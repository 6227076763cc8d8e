/*
 * dragon.c - the volcano and the dragon of The Princess & the Dragon
 * (doc/rules/princess_dragon.md 2).
 *
 * The dragon is a neutral figure standing on a tile itself (ON_TILE, one
 * in the supply).  A volcano tile takes no figure in the turn it is
 * placed (DRAGON-VOLCANO) and brings the dragon onto it, from beside
 * the board or from where it stands, through the host's services in
 * after_place: nothing in the record says so, as in JCloisterZone,
 * where the arrival is implicit.
 */
#include <stdio.h>
#include <string.h>

#include "pd.h"

/* DRAGON-VOLCANO: no figure on a volcano in the turn it is placed
 * (princess_dragon.md 2.1). */
int
dragon_check_figure(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_figure_query *q,
    struct carc_ruling *r)
{
	(void)pg;
	(void)ctx;
	if (q->action != CARC_FIGURE_PLACE || turn->tile == NULL ||
	    !pd_marked(turn->tile->marking, PD_VOLCANO))
		return 0;
	r->rule = "DRAGON-VOLCANO";
	snprintf(r->expected, sizeof(r->expected), "no figure");
	snprintf(r->recorded, sizeof(r->recorded), "%s:%s", q->figure,
	    q->spot != NULL ? q->spot : "-");
	snprintf(r->message, sizeof(r->message), "%s at (%d,%d) shows a "
	    "volcano: the dragon arrives there, and no figure may be "
	    "placed on it this turn", turn->tile->id, turn->x, turn->y);
	return 0;
}

/*
 * The tile's symbol (princess_dragon.md 2.1): a volcano brings the
 * dragon onto it, from beside the board or from where it stands.
 */
int
dragon_after_place(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	struct carc_figure_info dragon;
	const void *mark = turn->tile != NULL ? turn->tile->marking : NULL;

	if (!pd_marked(mark, PD_VOLCANO))
		return 0;
	if (pg->host->neutral_figures(ctx, "dragon", &dragon, 1,
	    sizeof(dragon)) == 0)
		return pg->host->place_figure(ctx, "dragon", -1, turn->x,
		    turn->y, NULL) < 0 ? -1 : 0;
	return pg->host->move_figure(ctx, "dragon", -1, dragon.x, dragon.y,
	    turn->x, turn->y, NULL) < 0 ? -1 : 0;
}
