/*
 * princess_dragon.c - The Princess & the Dragon (expansion 3;
 * doc/rules/princess_dragon.md).
 *
 * This file plays the fairy, the part of the expansion that needs none
 * of its tiles (JCloisterZone lets any game use it: its element
 * `fairy`).  Instead of placing a figure, a player may move the fairy
 * beside one of their own followers on any tile (DRAGON-FAIRY: an
 * action 'move fairy' at the follower's tile and spot).  The owner of
 * the follower beside the fairy scores 1 point at the start of their
 * turn (DRAGON-FAIRY-TURN) and 3 points when that follower's feature
 * scores, whoever wins it, during the game or at its end
 * (DRAGON-FAIRY-PTS).  The fairy stays on its tile when its follower
 * leaves: it then stands beside nobody until it is moved again.
 *
 * The 30 tiles (princess_dragon.yaml) carry their symbols as tile keys
 * (volcano, dragon, portal) and the princess as a city's segment key;
 * this file reads them and draws them, holds the plugin's tables and
 * dispatches each hook to the part it concerns: the volcano and the
 * dragon are dragon.c's, the princess princess.c's, the magic portal
 * portal.c's.  The princess and the portal act instead of the turn's
 * figure, as the fairy does: pd_instead_used says what the turn did
 * already.
 *
 * Written on the plugin ABI 4 alone: the fairy is a neutral figure kind
 * that the host moves (move fairy), judged by check_action; its points
 * are the plugin's, awarded from turn_begin, before_score and
 * game_final under the scores kind "fairy".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pd.h"
#include "carc_plugin_util.h"

static const struct carc_rule pd_rules[] = {
	{ "DRAGON-VOLCANO", "no figure is placed on a volcano tile in the "
	    "turn it is placed: the dragon arrives on it",
	    "princess_dragon.md 2.1" },
	{ "DRAGON-ASIDE", "a dragon tile drawn while the dragon is not on "
	    "the board is set aside and another tile drawn",
	    "princess_dragon.md 2.2" },
	{ "DRAGON-MOVE", "after a dragon tile, the dragon walks six steps "
	    "before the turn's scoring, unless it can go no further",
	    "princess_dragon.md 2.2" },
	{ "DRAGON-ORDER", "the dragon's steps are taken one per seat in "
	    "turn order, the player of the dragon tile first",
	    "princess_dragon.md 2.2" },
	{ "DRAGON-STEP", "each step of the dragon goes onto an orthogonally "
	    "adjacent tile it has not been on in this walk, never the "
	    "fairy's; it eats the figures there",
	    "princess_dragon.md 2.2" },
	{ "DRAGON-WHEN", "the dragon moves only in the walk a dragon tile "
	    "makes, six steps at most", "princess_dragon.md 2.2" },
	{ "DRAGON-FAIRY", "instead of placing a figure, a player may move "
	    "the fairy beside one of their own followers on the board",
	    "princess_dragon.md 4.1" },
	{ "DRAGON-FAIRY-TURN", "a player whose follower stands beside the "
	    "fairy at the start of their turn scores 1 point",
	    "princess_dragon.md 4.2" },
	{ "DRAGON-FAIRY-PTS", "when the feature of the follower beside the "
	    "fairy scores, the follower's owner scores 3 more points, "
	    "whoever wins the feature, at the game's end too",
	    "princess_dragon.md 4.3" },
	{ "DRAGON-PRINCESS", "instead of placing a figure, the player of a "
	    "tile whose city shows the princess may remove one follower, "
	    "anyone's, from the city that tile's princess joins; it goes "
	    "back to its owner without scoring", "princess_dragon.md 3.1" },
	{ "DRAGON-PORTAL", "instead of placing a figure on a tile with a "
	    "magic portal, its player may place a follower onto any "
	    "unoccupied, incomplete feature of any placed tile",
	    "princess_dragon.md 3.2" },
};

/* The fairy: a winged figure in a 0..100 box. */
#define FAIRY_ICON							\
	"M50 30 C30 0 4 10 14 34 C20 48 40 46 46 42 L40 94 L60 94 "	\
	"L54 42 C60 46 80 48 86 34 C96 10 70 0 50 30 Z "			\
	"M50 8 A8 8 0 1 0 50 24 A8 8 0 1 0 50 8 Z"

/* The dragon: a horned head in a 0..100 box. */
#define DRAGON_ICON							\
	"M20 10 L38 34 L62 34 L80 10 L74 40 C92 52 86 84 66 92 "	\
	"L34 92 C14 84 8 52 26 40 Z"

static const struct carc_figure_kind pd_figures[] = {
	{ "dragon", 1, 0, CARC_FIGURE_NEUTRAL | CARC_FIGURE_ON_TILE, NULL,
	    "DRAGON-VOLCANO", "DRAGON-STEP", NULL, DRAGON_ICON, 1.2,
	    "dragon: arrives on each volcano placed, walks six steps after "
	    "a dragon tile and eats the figures it meets (DRAGON-STEP)" },
	{ "fairy", 1, 0, CARC_FIGURE_NEUTRAL, NULL, "DRAGON-FAIRY",
	    "DRAGON-FAIRY", NULL, FAIRY_ICON, 1.0,
	    "fairy: 1 point at the start of its follower's owner's turn, "
	    "3 when that follower's feature scores (DRAGON-FAIRY-PTS)" },
};

static const struct carc_action_kind pd_actions[] = {
	{ .size = sizeof(struct carc_action_kind), .verb = "move",
	    .kind = "dragon", .flags = CARC_ACTION_ANY_SEAT,
	    .rule = "DRAGON-STEP" },
	{ .size = sizeof(struct carc_action_kind), .verb = "move",
	    .kind = "fairy", .rule = "DRAGON-FAIRY" },
	/* the princess sends a knight home (princess.c) */
	{ .size = sizeof(struct carc_action_kind), .verb = "remove",
	    .kind = "follower", .rule = "DRAGON-PRINCESS" },
	/* the magic portal's follower on any tile (portal.c) */
	{ .size = sizeof(struct carc_action_kind), .verb = "place",
	    .kind = "follower", .rule = "DRAGON-PORTAL" },
};

static const char *const pd_tile_keys[] = { "volcano", "dragon", "portal",
	NULL };
static const char *const pd_segment_keys[] = { "princess", NULL };

const enum pd_mark pd_marks[PD_NMARKS] = { PD_VOLCANO, PD_DRAGON,
	PD_PORTAL, PD_PRINCESS };

/*
 * The fairy (struct pd_game, pd.h): the follower beside it is the one of
 * fairy_seat standing on the fairy's tile in the fairy's feature; once
 * it leaves, the fairy stands beside nobody.
 */

/* The fairy, standing in a feature with a seat to be beside (0), or not
 * (-1). */
static int
fairy_in_feature(const struct pd_game *pg, const struct carc_ctx *ctx,
    struct carc_figure_info *fairy)
{
	if (pg->fairy_seat < 0 || pg->host->neutral_figures(ctx, "fairy",
	    fairy, 1, sizeof(*fairy)) == 0 || fairy->feature < 0)
		return -1;
	return 0;
}

/* The seat of the follower beside the fairy (fairy_in_feature's), or
 * -1. */
static int
fairy_follower(const struct pd_game *pg, const struct carc_ctx *ctx,
    const struct carc_figure_info *fairy)
{
	struct carc_figure_info on[CARC_MAX_FIGURES * CARC_MAX_SEATS];
	size_t n, i;

	n = pg->host->tile_figures(ctx, fairy->x, fairy->y, on,
	    sizeof(on) / sizeof(on[0]), sizeof(on[0]));
	if (n > sizeof(on) / sizeof(on[0]))
		n = sizeof(on) / sizeof(on[0]);
	for (i = 0; i < n; i++)
		if (on[i].seat == pg->fairy_seat && on[i].follower &&
		    on[i].feature == fairy->feature)
			return on[i].seat;
	return -1;
}

/*
 * The seat of the follower beside the fairy, or -1: the fairy is on the
 * board and its seat's follower still stands on the fairy's tile in the
 * fairy's feature.  *f is the fairy's feature.
 */
static int
beside_fairy(const struct pd_game *pg, const struct carc_ctx *ctx,
    carc_feature *f)
{
	struct carc_figure_info fairy;
	int seat;

	if (fairy_in_feature(pg, ctx, &fairy) != 0 ||
	    (seat = fairy_follower(pg, ctx, &fairy)) < 0)
		return -1;
	*f = fairy.feature;
	return seat;
}

/* -- hooks ------------------------------------------------------------------- */

/* "volcano: true", "dragon: true", "portal: true": the tile's symbol. */
static int
pd_tile_key(void *state, const char *tile_id, const char *key,
    const struct carc_node *value, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	int i;

	(void)state;
	for (i = 0; pd_tile_keys[i] != NULL; i++)
		if (strcmp(key, pd_tile_keys[i]) == 0)
			break;
	if (pd_tile_keys[i] == NULL || value->type != CARC_NODE_SCALAR ||
	    strcmp(value->scalar, "true") != 0) {
		snprintf(err, errlen, "%s of tile '%s' is not true (a tile "
		    "without the symbol has no key)", key, tile_id);
		*where = value;
		return -1;
	}
	*marking = &pd_marks[i];
	return 0;
}

static int
pd_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	struct pd_state *st = calloc(1, sizeof(*st));

	if (st == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	st->host = host;
	*state = st;
	return 0;
}

static void
pd_fini(void *state)
{
	princess_tiles_free(state);
	free(state);
}

/* "princess: true" in a city's entry: the tile's type is kept as one
 * whose placing may bring a princess (princess_after_place). */
static int
pd_segment_key(void *state, const char *tile_id, const char *segment,
    int kind, unsigned edges, unsigned halves, const char *key,
    const struct carc_node *value, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	(void)edges;
	(void)halves;
	(void)key;
	if (kind != CARC_CITY || value->type != CARC_NODE_SCALAR ||
	    strcmp(value->scalar, "true") != 0) {
		snprintf(err, errlen, "princess of %s on tile '%s': only a "
		    "city has one, as 'princess: true'", segment, tile_id);
		*where = value;
		return -1;
	}
	if (princess_tile(state, tile_id) != 0) {
		snprintf(err, errlen, "out of memory");
		*where = value;
		return -1;
	}
	*marking = &pd_marks[PD_PRINCESS];
	return 0;
}

static int
pd_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	const struct pd_state *st = state;
	const struct carc_host *host = st->host;
	struct pd_game *pg;

	(void)ctx;
	(void)variant;
	/* A host without the whole turn cannot move the fairy: its games
	 * are unverifiable, never scored without it. */
	pg = carc_util_game_state(host, game,
	    CARC_HAS_SERVICE(host, neutral_figures) &&
	    CARC_HAS_SERVICE(host, remove_figure), "princess_dragon needs a "
	    "host that keeps neutral figures and the plugin's per-game state "
	    "(ABI 4: neutral_figures, remove_figure, game_size)", err,
	    errlen);
	if (pg == NULL)
		return -1;
	pg->host = host;
	pg->state = st;
	pg->fairy_seat = -1;
	return 0;
}

static int
pd_check_draw(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, struct carc_ruling *r)
{
	return dragon_check_draw(game, ctx, turn, r);
}

static int
pd_check_figure(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_figure_query *q,
    struct carc_ruling *r)
{
	return dragon_check_figure(game, ctx, turn, q, r);
}

static int
pd_after_place(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	if (dragon_after_place(game, ctx, turn) != 0 ||
	    princess_after_place(game, ctx, turn) != 0)
		return -1;
	return portal_after_place(game, turn);
}

/*
 * Is a follower's row (`place` or `remove follower`) this plugin's: one
 * after the tile of a player's turn whose tile brings the magic portal
 * (a follower placed) or the princess (a follower removed)?  Only
 * these call for such a row (princess_dragon.md 3.1, 3.2).  In any other
 * turn the row is no rule of this plugin's: another plugin's (a crop
 * circle's round, a flying machine's landing) or, where no plugin's
 * turn calls for it, nobody's, which the host refuses under the first
 * loaded declaration's rule (carc_plugin.h 4.2): with Crop Circles
 * enabled, loaded first, CROP-DEPLOY or CROP-REMOVE, not this plugin's
 * DRAGON-PORTAL or DRAGON-PRINCESS, which a turn with neither sign
 * does not concern.
 */
static int
pd_follower_ours(const struct pd_game *pg, const struct carc_turn *turn,
    const struct carc_turn_action *a)
{
	if (a->n <= 0 || turn->seat < 0 || turn->tile == NULL)
		return 0;
	return a->verb == CARC_VERB_PLACE ? pg->portal.turn :
	    pg->princess.turn_edge >= 0;
}

const char *
pd_instead_used(const struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	struct carc_figure_info on[CARC_MAX_FIGURES * CARC_MAX_SEATS];
	size_t n, i;

	if (pg->moved)
		return "the fairy moved this turn";
	if (pg->princess.removed)
		return "the princess removed a knight this turn";
	if (pg->portal.used)
		return "a follower went through the magic portal this turn";
	/* the tile being new, a figure of the player's on it is the
	 * turn's */
	n = pg->host->tile_figures(ctx, turn->x, turn->y, on,
	    sizeof(on) / sizeof(on[0]), sizeof(on[0]));
	if (n > sizeof(on) / sizeof(on[0]))
		n = sizeof(on) / sizeof(on[0]);
	for (i = 0; i < n; i++)
		if (on[i].seat == turn->seat && !on[i].neutral)
			return "a figure was placed on the tile this turn";
	return NULL;
}

/* DRAGON-FAIRY-TURN: 1 point to the seat whose turn begins, if its
 * follower stands beside the fairy (princess_dragon.md 4.2). */
static int
pd_turn_begin(void *game, struct carc_ctx *ctx, const struct carc_turn *turn)
{
	struct pd_game *pg = game;
	carc_feature f;

	pg->moved = 0;
	dragon_turn_begin(pg);
	/* Only the fairy's owner can earn its point: other seats' turns
	 * spare asking the board where it stands. */
	if (turn->seat < 0 || turn->seat != pg->fairy_seat ||
	    beside_fairy(pg, ctx, &f) != turn->seat)
		return 0;
	return pg->host->award(ctx, turn->seat, 1, "fairy",
	    "DRAGON-FAIRY-TURN", "the fairy beside a follower at the start "
	    "of the turn");
}

static void
say_action(const struct carc_turn_action *a, char *buf, size_t len)
{
	char sq[CARC_UTIL_SQUARE_MAX];

	snprintf(buf, len, "move fairy %s%s%s", carc_util_square(sq, a->x,
	    a->y), a->spot != NULL ? " " : "", a->spot != NULL ? a->spot : "");
}

/*
 * A move of the fairy (princess_dragon.md 4.1): once in the turn, in a
 * turn that placed no figure, to a spot of a tile where one of the
 * mover's own followers stands in the feature that spot names.
 */
static int
fairy_check_action(const struct pd_game *pg, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	struct carc_figure_info on[CARC_MAX_FIGURES * CARC_MAX_SEATS];
	char sq[CARC_UTIL_SQUARE_MAX];
	size_t n, i;

	if (a->verb != CARC_VERB_MOVE || !pd_kind_is(a->kind, "fairy"))
		return 0;
	if (pg->moved) {
		r->rule = "DRAGON-FAIRY";
		snprintf(r->expected, sizeof(r->expected), "one move of the "
		    "fairy");
		say_action(a, r->recorded, sizeof(r->recorded));
		snprintf(r->message, sizeof(r->message), "the fairy has "
		    "moved this turn already: it stays where it is");
		return 0;
	}
	/* the princess's knight and the portal's follower are instead of
	 * the turn's figure too (princess_dragon.md 3) */
	if (pg->princess.removed || pg->portal.used) {
		r->rule = "DRAGON-FAIRY";
		snprintf(r->expected, sizeof(r->expected), "the fairy or the "
		    "princess or the portal");
		say_action(a, r->recorded, sizeof(r->recorded));
		snprintf(r->message, sizeof(r->message), "%s: the fairy moves "
		    "only instead of the turn's figure, and it stays where it "
		    "is", pd_instead_used(pg, ctx, turn));
		return 0;
	}
	/* instead of a figure: in the figure's stage, before the walk a
	 * dragon tile makes (princess_dragon.md 2.2) */
	if (pg->dragon.steps > 0) {
		r->rule = "DRAGON-FAIRY";
		snprintf(r->expected, sizeof(r->expected), "the fairy before "
		    "the dragon");
		say_action(a, r->recorded, sizeof(r->recorded));
		snprintf(r->message, sizeof(r->message), "the dragon has "
		    "begun its walk: the fairy moves instead of a figure, "
		    "before the dragon's steps");
		return 0;
	}
	/* instead of a figure: any figure of the mover's on the tile of
	 * the turn was placed this turn, the tile being new */
	n = pg->host->tile_figures(ctx, turn->x, turn->y, on,
	    sizeof(on) / sizeof(on[0]), sizeof(on[0]));
	if (n > sizeof(on) / sizeof(on[0]))
		n = sizeof(on) / sizeof(on[0]);
	for (i = 0; i < n; i++)
		if (on[i].seat == a->seat) {
			r->rule = "DRAGON-FAIRY";
			snprintf(r->expected, sizeof(r->expected), "a figure "
			    "or the fairy");
			say_action(a, r->recorded, sizeof(r->recorded));
			snprintf(r->message, sizeof(r->message), "seat %d "
			    "placed a %s on %s at (%d,%d) this turn: the fairy "
			    "moves only instead of a figure", a->seat,
			    on[i].figure, turn->tile != NULL ? turn->tile->id :
			    "the tile", turn->x, turn->y);
			return 0;
		}
	n = a->feature < 0 ? 0 : pg->host->tile_figures(ctx, a->x, a->y, on,
	    sizeof(on) / sizeof(on[0]), sizeof(on[0]));
	if (n > sizeof(on) / sizeof(on[0]))
		n = sizeof(on) / sizeof(on[0]);
	for (i = 0; i < n; i++)
		if (on[i].seat == a->seat && on[i].follower &&
		    on[i].feature == a->feature)
			return 0;
	r->rule = "DRAGON-FAIRY";
	snprintf(r->expected, sizeof(r->expected), "beside a follower of "
	    "seat %d", a->seat);
	say_action(a, r->recorded, sizeof(r->recorded));
	snprintf(r->message, sizeof(r->message), "no follower of seat %d "
	    "stands at spot %s of the tile at %s: the fairy goes only "
	    "beside one of the mover's own followers", a->seat,
	    a->spot != NULL ? a->spot : "-", carc_util_square(sq, a->x,
	    a->y));
	return 0;
}

/* Every action is judged by the part it concerns (each passes the
 * others'): the fairy's here, the dragon's in dragon.c. */
static int
pd_check_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	/* the princess's knight, the portal's follower (princess.c,
	 * portal.c), in the turns of the princess and of the portal: a
	 * follower's row of another turn is not this plugin's to judge */
	if (pd_kind_is(a->kind, "follower") &&
	    (a->verb == CARC_VERB_PLACE || a->verb == CARC_VERB_REMOVE))
		return !pd_follower_ours(game, turn, a) ? 0 :
		    a->verb == CARC_VERB_PLACE ?
		    portal_check_action(game, ctx, turn, a, r) :
		    princess_check_action(game, ctx, turn, a, r);
	if (fairy_check_action(game, ctx, turn, a, r) != 0)
		return -1;
	if (r->rule != NULL)
		return 0;
	return dragon_check_action(game, ctx, turn, a, r);
}

/*
 * (ABI 4.2) Whose is a row: the dragon's steps and the fairy's moves are
 * this plugin's alone; a follower removed or placed after the tile is
 * the princess's or the portal's in the turn of her tile or of the
 * portal (pd_follower_ours), so that the princess's removal is played
 * before the turn's scoring, as declared (a knight of a city the tile
 * completes goes home before the city scores, princess_dragon.md 3.1).
 * A follower's row of any other turn is not claimed: it is another
 * plugin's (a crop circle's round, a flier's landing), or nobody's and
 * refused by the host under the first loaded declaration's rule.
 */
static int
pd_claim_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a)
{
	(void)ctx;
	if (!pd_kind_is(a->kind, "follower"))
		return 1;
	return pd_follower_ours(game, turn, a);
}

static int
pd_after_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a)
{
	struct pd_game *pg = game;

	if (a->verb == CARC_VERB_MOVE && pd_kind_is(a->kind, "fairy")) {
		pg->fairy_seat = a->seat;
		pg->moved++;
	}
	if (pd_kind_is(a->kind, "follower") &&
	    pd_follower_ours(pg, turn, a)) {
		if (a->verb == CARC_VERB_REMOVE)
			return princess_after_action(pg, a);
		if (a->verb == CARC_VERB_PLACE)
			return portal_after_action(pg, a);
	}
	return dragon_after_action(pg, ctx, turn, a);
}

static int
pd_turn_end(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    const struct carc_turn_action *acts, size_t nacts,
    struct carc_ruling *r)
{
	return dragon_turn_end(game, ctx, turn, acts, nacts, r);
}

static int
award_fairy(struct pd_game *pg, struct carc_ctx *ctx, int seat)
{
	return pg->host->award(ctx, seat, 3, "fairy", "DRAGON-FAIRY-PTS",
	    "the fairy beside a follower of the scored feature");
}

/* DRAGON-FAIRY-PTS during the game: the fairy's feature is among those
 * this tile completed, its follower still on it (princess_dragon.md
 * 4.3). */
static int
pd_before_score(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const carc_feature *completed,
    size_t ncompleted)
{
	struct pd_game *pg = game;
	struct carc_figure_info fairy;
	size_t i;
	int seat;

	(void)turn;
	/* the follower beside the fairy is looked for only where the
	 * fairy's feature is one of those completed: most scorings
	 * complete another */
	if (fairy_in_feature(pg, ctx, &fairy) != 0)
		return 0;
	for (i = 0; i < ncompleted; i++)
		if (completed[i] == fairy.feature)
			return (seat = fairy_follower(pg, ctx, &fairy)) < 0 ?
			    0 : award_fairy(pg, ctx, seat);
	return 0;
}

/* DRAGON-FAIRY-PTS at the game's end: every feature that still holds a
 * follower is scored then, fields included, even for 0 points (JCZ's
 * fairy-endgame-zero-field). */
static int
pd_game_final(void *game, struct carc_ctx *ctx)
{
	struct pd_game *pg = game;
	carc_feature f;
	int seat;

	if ((seat = beside_fairy(pg, ctx, &f)) < 0)
		return 0;
	return award_fairy(pg, ctx, seat);
}

/* The markings' pictures, in the tile's box (0..100): the symbols sit
 * where the printed tiles show them, in a corner of the field. */
static size_t
pd_draw(void *state, const void *marking, struct carc_draw *out,
    size_t max, size_t esize)
{
	struct carc_draw d;

	(void)state;
	if (marking == NULL)
		return 0;
	if (max == 0 || esize < CARC_DRAW_SIZE_3_0)
		return 1;
	memset(&d, 0, sizeof(d));
	d.layer = CARC_LAYER_ART;
	d.op = CARC_DRAW_PATH;
	if (pd_marked(marking, PD_VOLCANO)) {
		d.path = "M62 90 L74 66 L84 66 L96 90 Z M76 66 L79 58 L82 66 Z";
		d.fill = "#8c2d04";
		d.stroke = "#3b1302";
		d.legend = "volcano: the dragon arrives, no figure this turn "
		    "(DRAGON-VOLCANO)";
		d.rule = "DRAGON-VOLCANO";
	} else if (pd_marked(marking, PD_DRAGON)) {
		d.path = "M76 70 L82 78 L90 78 L84 84 L86 92 L80 88 L72 92 "
		    "L74 84 L68 78 L76 78 Z";
		d.fill = "#b10026";
		d.stroke = "#4a0010";
		d.legend = "dragon symbol: the dragon walks six steps "
		    "(DRAGON-MOVE)";
		d.rule = "DRAGON-MOVE";
	} else if (pd_marked(marking, PD_PORTAL)) {
		d.op = CARC_DRAW_CIRCLE;
		d.x = 80;
		d.y = 80;
		d.r = 9;
		d.fill = "#c6dbef";
		d.stroke = "#2171b5";
		d.stroke_width = 3;
		d.legend = "magic portal: instead of a figure here, a "
		    "follower onto any tile's free, incomplete feature "
		    "(DRAGON-PORTAL)";
		d.rule = "DRAGON-PORTAL";
	} else {
		d.path = "M40 58 L40 44 L45 50 L50 40 L55 50 L60 44 L60 58 Z";
		d.fill = "#f768a1";
		d.stroke = "#7a0177";
		d.legend = "princess: instead of a figure, one knight "
		    "removed from her city (DRAGON-PRINCESS)";
		d.rule = "DRAGON-PRINCESS";
	}
	carc_elem_put(out, 0, esize, &d, sizeof(d));
	return 1;
}

static size_t
pd_draw_board(void *game, const struct carc_ctx *ctx, int x0, int y0,
    int x1, int y1, struct carc_draw *out, size_t max, size_t esize)
{
	(void)ctx;
	(void)x0;
	(void)y0;
	(void)x1;
	(void)y1;
	if (game == NULL)
		return 0;
	return dragon_draw_board(game, out, max, esize);
}

static const struct carc_plugin princess_dragon = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "princess_dragon",
	.version = "0.1.0",
	.rule_prefix = "DRAGON-",
	.rules = pd_rules,
	.nrules = sizeof(pd_rules) / sizeof(pd_rules[0]),
	.catalogue = "princess_dragon.yaml",
	.rules_doc = "princess_dragon.md",
	.tile_keys = pd_tile_keys,
	.segment_keys = pd_segment_keys,
	.figure_kinds = pd_figures,
	.nfigure_kinds = sizeof(pd_figures) / sizeof(pd_figures[0]),
	.init = pd_init,
	.fini = pd_fini,
	.tile_key = pd_tile_key,
	.segment_key = pd_segment_key,
	.game_begin = pd_game_begin,
	.check_draw = pd_check_draw,
	.check_figure = pd_check_figure,
	.after_place = pd_after_place,
	.before_score = pd_before_score,
	.game_final = pd_game_final,
	.draw = pd_draw,
	.draw_board = pd_draw_board,
	.action_kinds = pd_actions,
	.naction_kinds = sizeof(pd_actions) / sizeof(pd_actions[0]),
	.game_size = sizeof(struct pd_game),
	.turn_begin = pd_turn_begin,
	.check_action = pd_check_action,
	.after_action = pd_after_action,
	.turn_end = pd_turn_end,
	.claim_action = pd_claim_action,
};

CARC_PLUGIN_DEFINE(princess_dragon)
