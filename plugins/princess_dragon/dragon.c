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
 *
 * A dragon tile drawn before the dragon is on the board is set aside
 * (DRAGON-ASIDE: check_draw, so that `carc gen` draws another).  Placed
 * once it is, it makes the dragon walk six steps before the turn's
 * scoring, one per seat in turn order from the placer (DRAGON-ORDER):
 * six actions `move dragon` at (x, y) that any seat may record
 * (CARC_ACTION_ANY_SEAT).  Each step goes to an orthogonally adjacent
 * tile, never one this walk has been on nor the fairy's (DRAGON-STEP),
 * and eats every seat's figure on the tile it enters: after_action sends
 * them home through remove_figure.  Where no step is left to take the
 * walk ends early; a turn that leaves steps out breaks DRAGON-MOVE
 * (turn_end), a step in a turn that owes none DRAGON-WHEN.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pd.h"

/* The four orthogonal neighbours. */
static const int step_dx[4] = { 0, 1, 0, -1 };
static const int step_dy[4] = { -1, 0, 1, 0 };

/* Where a neutral figure of a kind stands: 1 with *at, or 0 off the
 * board. */
static int
figure_at(const struct pd_game *pg, const struct carc_ctx *ctx,
    const char *kind, struct pd_square *at)
{
	struct carc_figure_info info;

	if (pg->host->neutral_figures(ctx, kind, &info, 1,
	    sizeof(info)) == 0)
		return 0;
	at->x = info.x;
	at->y = info.y;
	return 1;
}

static int
is_dragon_move(const struct carc_turn_action *a)
{
	return a->verb == CARC_VERB_MOVE && pd_kind_is(a->kind, "dragon");
}

/* Has this walk been on the tile at (x, y)? */
static int
been_on(const struct pd_dragon *dr, int x, int y)
{
	int i;

	for (i = 0; i <= dr->steps; i++)
		if (dr->been[i].x == x && dr->been[i].y == y)
			return 1;
	return 0;
}

/* Where the fairy stands, asked of the host the first time a step needs
 * it (asked 0) and kept for the other squares of one question: nothing
 * moves between them. */
struct fairy_seen {
	int asked, on;
	struct pd_square at;
};

/*
 * Why the dragon, standing at `from`, may not step onto (x, y), or NULL
 * if it may (princess_dragon.md 2.2): a tile orthogonally next to it,
 * placed, not one this walk has been on, not the fairy's.
 */
static const char *
step_refused(const struct pd_game *pg, const struct carc_ctx *ctx,
    struct pd_square from, int x, int y, struct fairy_seen *fairy)
{
	struct carc_tile_info t;
	int dx = x - from.x, dy = y - from.y;

	/* no dx * dx + dy * dy: an action's square may be far off the
	 * board (up to CARC_SQUARE_FAR), and its square overflows; the
	 * sum of the distances stays under 2^22 */
	if (abs(dx) + abs(dy) != 1)
		return "not orthogonally next to the dragon";
	if (pg->host->tile_at(ctx, x, y, &t, sizeof(t)) != 0)
		return "no tile";
	if (been_on(&pg->dragon, x, y))
		return "a tile this walk has been on";
	if (!fairy->asked) {
		fairy->on = figure_at(pg, ctx, "fairy", &fairy->at);
		fairy->asked = 1;
	}
	if (fairy->on && fairy->at.x == x && fairy->at.y == y)
		return "the fairy's tile";
	return NULL;
}

/* Can the dragon take another step from where it stands?  The fairy is
 * asked once for the four squares. */
static int
can_step(const struct pd_game *pg, const struct carc_ctx *ctx)
{
	struct pd_square at = pg->dragon.been[pg->dragon.steps];
	struct fairy_seen fairy = { 0, 0, { 0, 0 } };
	int k;

	for (k = 0; k < 4; k++)
		if (step_refused(pg, ctx, at, at.x + step_dx[k],
		    at.y + step_dy[k], &fairy) == NULL)
			return 1;
	return 0;
}

/* Does the turn still owe a step? */
static int
step_owed(const struct pd_game *pg, const struct carc_ctx *ctx)
{
	return pg->dragon.due && pg->dragon.steps < DRAGON_STEPS &&
	    can_step(pg, ctx);
}

/* The seat whose step comes next: the placer's first, then each seat in
 * turn order (princess_dragon.md 2.2). */
static int
next_stepper(const struct pd_game *pg, const struct carc_ctx *ctx)
{
	int seats = pg->host->seats(ctx);

	return seats > 0 ? (pg->dragon.placer + pg->dragon.steps) % seats :
	    pg->dragon.placer;
}

/*
 * No walk owed.  The squares and the path of a walk are read only up to
 * its steps, and only while one is due: they are left as they are, not
 * cleared at every turn and tile (a few hundred bytes each time).
 */
static void
walk_clear(struct pd_dragon *dr)
{
	dr->due = 0;
	dr->placer = 0;
	dr->steps = 0;
}

void
dragon_turn_begin(struct pd_game *pg)
{
	walk_clear(&pg->dragon);
}

/* DRAGON-ASIDE: a dragon tile drawn while the dragon is not on the
 * board is set aside, to be shuffled back later (princess_dragon.md
 * 2.2). */
int
dragon_check_draw(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, struct carc_ruling *r)
{
	struct pd_square at;

	if (turn->seq == 0 || turn->tile == NULL ||
	    !pd_marked(turn->tile->marking, PD_DRAGON) ||
	    figure_at(pg, ctx, "dragon", &at))
		return 0;
	r->rule = "DRAGON-ASIDE";
	snprintf(r->expected, sizeof(r->expected), "a tile without the "
	    "dragon symbol");
	snprintf(r->recorded, sizeof(r->recorded), "%s", turn->tile->id);
	snprintf(r->message, sizeof(r->message), "%s shows the dragon, "
	    "which is not on the board yet (no volcano placed): the tile is "
	    "set aside and another drawn", turn->tile->id);
	return 0;
}

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
 * The tile's symbol (princess_dragon.md 2): a volcano brings the dragon
 * onto it, from beside the board or from where it stands; a dragon tile
 * with the dragon on the board owes its walk, from where it stands.
 */
int
dragon_after_place(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	struct pd_square at;
	const void *mark = turn->tile != NULL ? turn->tile->marking : NULL;
	int on;

	walk_clear(&pg->dragon);
	if (turn->seat < 0)
		return 0;	/* the start tile */
	/* where the dragon is matters to a dragon or volcano tile alone:
	 * the board is not asked for the others */
	if (!pd_marked(mark, PD_DRAGON) && !pd_marked(mark, PD_VOLCANO))
		return 0;
	on = figure_at(pg, ctx, "dragon", &at);
	if (pd_marked(mark, PD_DRAGON) && on) {
		pg->dragon.due = 1;
		pg->dragon.placer = turn->seat;
		pg->dragon.been[0] = at;
		return 0;
	}
	if (!pd_marked(mark, PD_VOLCANO))
		return 0;
	if (!on)
		return pg->host->place_figure(ctx, "dragon", -1, turn->x,
		    turn->y, NULL) < 0 ? -1 : 0;
	return pg->host->move_figure(ctx, "dragon", -1, at.x, at.y,
	    turn->x, turn->y, NULL) < 0 ? -1 : 0;
}

static int
step_rule(struct carc_ruling *r, const struct carc_turn_action *a,
    const char *id, const char *expected, const char *why)
{
	char sq[CARC_UTIL_SQUARE_MAX];

	r->rule = id;
	snprintf(r->expected, sizeof(r->expected), "%s", expected);
	snprintf(r->recorded, sizeof(r->recorded), "move dragon %s by "
	    "seat %d", carc_util_square(sq, a->x, a->y), a->seat);
	snprintf(r->message, sizeof(r->message), "%s", why);
	return 0;
}

/*
 * A step of the dragon, judged before the host carries it out
 * (princess_dragon.md 2.2): in the walk of a dragon tile, six steps at
 * most (DRAGON-WHEN), by the seat whose step it is (DRAGON-ORDER), onto
 * a tile it may enter (DRAGON-STEP: where it can enter none, its walk
 * has ended early and every step is refused so).  Other actions are
 * not the dragon's: passed.
 */
int
dragon_check_action(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	const struct pd_dragon *dr = &pg->dragon;
	struct pd_square at;
	struct fairy_seen fairy = { 0, 0, { 0, 0 } };
	const char *no;
	char why[sizeof(r->message)], expected[32];
	int seat;

	if (!is_dragon_move(a))
		return 0;
	if (!dr->due || dr->steps >= DRAGON_STEPS) {
		if (!dr->due)
			snprintf(why, sizeof(why), "%s at (%d,%d) %s: the "
			    "dragon stays where it is", turn->tile != NULL ?
			    turn->tile->id : "the tile", turn->x, turn->y,
			    figure_at(pg, ctx, "dragon", &at) ?
			    "shows no dragon symbol" :
			    "brings no dragon onto the board");
		else
			snprintf(why, sizeof(why), "the dragon has taken its "
			    "six steps: its walk is over");
		return step_rule(r, a, "DRAGON-WHEN", "no move of the dragon",
		    why);
	}
	if (a->seat != (seat = next_stepper(pg, ctx))) {
		snprintf(why, sizeof(why), "step %d of the dragon's walk is "
		    "seat %d's: the placer's first, then each seat in turn "
		    "order", dr->steps + 1, seat);
		snprintf(expected, sizeof(expected), "seat %d", seat);
		return step_rule(r, a, "DRAGON-ORDER", expected, why);
	}
	if ((no = step_refused(pg, ctx, dr->been[dr->steps], a->x,
	    a->y, &fairy)) != NULL) {
		char sq[CARC_UTIL_SQUARE_MAX];

		snprintf(why, sizeof(why), "the dragon at (%d,%d) may not "
		    "step onto %s, %s: only next to it, onto a tile new to "
		    "this walk, not the fairy's", dr->been[dr->steps].x,
		    dr->been[dr->steps].y, carc_util_square(sq, a->x, a->y),
		    no);
		return step_rule(r, a, "DRAGON-STEP", "a tile next to the "
		    "dragon", why);
	}
	return 0;
}

/*
 * A step carried out (the dragon stands on the tile it entered): the
 * dragon eats every seat's figure there, each back to its owner without
 * points (princess_dragon.md 2.2; JCloisterZone's DragonMovePhase
 * undeploys every meeple of the tile).
 */
int
dragon_after_action(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a)
{
	struct pd_dragon *dr = &pg->dragon;
	struct carc_figure_info on[CARC_MAX_FIGURES * CARC_MAX_SEATS];
	size_t n, i;

	(void)turn;
	if (!is_dragon_move(a) || !dr->due || dr->steps >= DRAGON_STEPS)
		return 0;
	dr->steps++;
	dr->been[dr->steps].x = a->x;
	dr->been[dr->steps].y = a->y;
	n = pg->host->tile_figures(ctx, a->x, a->y, on,
	    sizeof(on) / sizeof(on[0]), sizeof(on[0]));
	if (n > sizeof(on) / sizeof(on[0]))
		n = sizeof(on) / sizeof(on[0]);
	for (i = 0; i < n; i++)
		if (on[i].seat >= 0 && pg->host->remove_figure(ctx,
		    on[i].figure, on[i].seat, a->x, a->y, NULL) < 0)
			return -1;
	return 0;
}

/*
 * The whole turn (princess_dragon.md 2.2): steps the dragon tile owed
 * and the turn left out, where it could still move.  Reported only when
 * no step of the turn was refused (a refused one was reported at its
 * row).
 */
int
dragon_turn_end(struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *acts,
    size_t nacts, struct carc_ruling *r)
{
	size_t k;

	if (!step_owed(pg, ctx))
		return 0;
	for (k = 0; k < nacts; k++) {
		const struct carc_turn_action *a =
		    carc_turn_action_item(acts, k);

		if (is_dragon_move(a) && a->refused)
			return 0;
	}
	r->rule = "DRAGON-MOVE";
	snprintf(r->expected, sizeof(r->expected), "step %d of the dragon",
	    pg->dragon.steps + 1);
	snprintf(r->recorded, sizeof(r->recorded), "%d step%s",
	    pg->dragon.steps, pg->dragon.steps == 1 ? "" : "s");
	snprintf(r->message, sizeof(r->message), "%s at (%d,%d) shows the "
	    "dragon: it walks six steps, one per seat in turn from seat %d, "
	    "and could still step from (%d,%d)", turn->tile != NULL ?
	    turn->tile->id : "the tile", turn->x, turn->y, pg->dragon.placer,
	    pg->dragon.been[pg->dragon.steps].x,
	    pg->dragon.been[pg->dragon.steps].y);
	return 0;
}

/*
 * The walk of the turn over the board (princess_dragon.md 2.2): a line
 * through the centres of the tiles the dragon has been on, from where it
 * started, and each step's number on the tile it entered.  The host
 * draws the dragon itself where it stands.  Drawn from the placing of
 * the dragon tile until the next turn begins.
 */
size_t
dragon_draw_board(struct pd_game *pg, struct carc_draw *out, size_t max,
    size_t esize)
{
	static const char *const numbers[DRAGON_STEPS + 1] = { "0", "1", "2",
	    "3", "4", "5", "6" };
	const struct pd_dragon *dr = &pg->dragon;
	struct carc_draw d;
	size_t n = 0, len = 0;
	int i;

	if (!dr->due || dr->steps == 0 || esize < CARC_DRAW_SIZE_3_0)
		return 0;
	for (i = 0; i <= dr->steps && len < sizeof(pg->dragon.path); i++)
		len += (size_t)snprintf(pg->dragon.path + len,
		    sizeof(pg->dragon.path) - len, "%s%d %d", i == 0 ? "M" :
		    " L", 100 * dr->been[i].x + 50, 100 * dr->been[i].y + 50);
	memset(&d, 0, sizeof(d));
	d.op = CARC_DRAW_PATH;
	d.path = pg->dragon.path;
	d.stroke = "#b10026";
	d.stroke_width = 6;
	d.opacity = 0.6;
	d.layer = CARC_LAYER_ART;
	d.legend = "the dragon's walk this turn, step by step (DRAGON-STEP)";
	d.rule = "DRAGON-STEP";
	if (n < max)
		carc_elem_put(out, n, esize, &d, sizeof(d));
	n++;
	for (i = 1; i <= dr->steps; i++) {
		memset(&d, 0, sizeof(d));
		d.op = CARC_DRAW_TEXT;
		d.x = 100.0 * dr->been[i].x + 50;
		d.y = 100.0 * dr->been[i].y + 82;
		d.text = numbers[i];
		d.font_size = 16;
		d.fill = "#b10026";
		d.layer = CARC_LAYER_LABEL;
		d.rule = "DRAGON-STEP";
		if (n < max)
			carc_elem_put(out, n, esize, &d, sizeof(d));
		n++;
	}
	return n;
}
