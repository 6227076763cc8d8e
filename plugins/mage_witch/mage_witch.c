/*
 * mage_witch.c - Mage & Witch (Mini #5; doc/rules/mage_witch.md).
 *
 * Two neutral figures, the mage and the witch, stand on incomplete roads
 * and cities.  Placing a tile with the magic symbol (the catalogue's
 * `magic: true`) makes its player place or move one of them (MAGE-MOVE);
 * so does a tile that brings both onto one feature (MAGE-JOINED).  Only
 * then, and once (MAGE-WHEN), onto an incomplete road or city
 * (MAGE-TARGET), another feature than the one it leaves (MAGE-ELSEWHERE)
 * and never the other's (MAGE-APART).  Where no road or city can take
 * either, one leaves the board (MAGE-REMOVE).  A feature with the mage is
 * worth 1 more per tile (MAGE-PTS); one with the witch half its whole
 * value, rounded up (MAGE-WITCH), bonuses of other plugins included.  A
 * figure whose feature scores during the game leaves the board.
 *
 * Written on the plugin ABI 4 alone: the two figures are neutral figure
 * kinds, their moves and removals actions the host carries out
 * (move/remove of kind mage or witch), judged by check_action; what a
 * turn leaves out is turn_end's; the witch's halving is whole_value's,
 * after every plugin's bonus.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_plugin.h"
#include "carc_plugin_util.h"

static const struct carc_rule mw_rules[] = {
	{ "MAGE-MOVE", "after placing a tile with the magic symbol, the "
	    "player places or moves the mage or the witch (one of the two)",
	    "mage_witch.md 2.1" },
	{ "MAGE-JOINED", "a tile that brings the mage and the witch onto one "
	    "feature makes its player move one of them, before scoring",
	    "mage_witch.md 2.2" },
	{ "MAGE-WHEN", "the mage or the witch moves only when a magic tile or "
	    "their joining requires it, and one of them once in that turn",
	    "mage_witch.md 2.3" },
	{ "MAGE-TARGET", "the mage and the witch stand only on an incomplete "
	    "road or city, on any tile", "mage_witch.md 2.4" },
	{ "MAGE-ELSEWHERE", "a magic figure that is moved goes to another "
	    "feature than the one it leaves", "mage_witch.md 2.4" },
	{ "MAGE-APART", "the mage and the witch never stand on one feature",
	    "mage_witch.md 2.4" },
	{ "MAGE-REMOVE", "where no road or city can take either figure, one "
	    "on the board leaves it (the player's choice when both stand); "
	    "never while one can move", "mage_witch.md 2.5" },
	{ "MAGE-PTS", "a road or city with the mage scores 1 more point per "
	    "tile, complete or at the end", "mage_witch.md 3" },
	{ "MAGE-WITCH", "a road or city with the witch scores half its whole "
	    "value, bonuses included, rounded up", "mage_witch.md 3" },
};

static const char *const mw_stands_on[] = { "road", "city", NULL };

/* Icons in a 0..100 box: the mage under a pointed hat with a star, the
 * witch under a brimmed hat. */
#define MAGE_ICON							\
	"M50 4 L64 40 L58 40 L72 94 L28 94 L42 40 L36 40 Z "		\
	"M50 18 L52 24 L58 24 L53 28 L55 34 L50 30 L45 34 L47 28 "	\
	"L42 24 L48 24 Z"
#define WITCH_ICON							\
	"M54 4 L62 36 L80 42 L20 42 L38 36 Z "				\
	"M40 46 C40 52 60 52 60 46 L74 94 L26 94 Z"

static const struct carc_figure_kind mw_figures[] = {
	{ "mage", 1, 0, CARC_FIGURE_NEUTRAL, mw_stands_on, "MAGE-REMOVE",
	    "MAGE-TARGET", NULL, MAGE_ICON, 1.0,
	    "mage: +1 point per tile of its road or city (MAGE-PTS)" },
	{ "witch", 1, 0, CARC_FIGURE_NEUTRAL, mw_stands_on, "MAGE-REMOVE",
	    "MAGE-TARGET", NULL, WITCH_ICON, 1.0,
	    "witch: halves the value of its road or city, rounded up "
	    "(MAGE-WITCH)" },
};

static const struct carc_action_kind mw_actions[] = {
	{ .size = sizeof(struct carc_action_kind), .verb = "move",
	    .kind = "mage", .rule = "MAGE-TARGET" },
	{ .size = sizeof(struct carc_action_kind), .verb = "move",
	    .kind = "witch", .rule = "MAGE-TARGET" },
	{ .size = sizeof(struct carc_action_kind), .verb = "remove",
	    .kind = "mage", .rule = "MAGE-REMOVE" },
	{ .size = sizeof(struct carc_action_kind), .verb = "remove",
	    .kind = "witch", .rule = "MAGE-REMOVE" },
};

/* `magic: true` on a tile with the magic symbol (every tile of the set
 * has it), its only value: the tile's marking is
 * carc_util_tile_key_true's, never NULL and never told apart. */
static const char *const mw_tile_keys[] = { "magic", NULL };

/* Why a turn must move a magic figure. */
enum mw_need {
	NEED_NONE = 0,
	NEED_MAGIC,		/* MAGE-MOVE: a tile with the magic symbol */
	NEED_JOINED		/* MAGE-JOINED: both on one feature */
};

#define NFIG 2
static const char *const fig_names[NFIG] = { "mage", "witch" };

/* Where a magic figure stands: on the board or beside it. */
struct spot_of {
	int on;
	carc_feature f;
	int x, y;
};

/*
 * Per game (the host keeps it: game_size), what the turn's tile made of
 * the two figures, found in after_place and read by the action hooks.
 */
struct mw_game {
	const struct carc_host *host;
	enum mw_need need;
	int targets;		/* some road or city can take a figure */
	struct spot_of at[NFIG];	/* where each stood after the tile */
	int done;		/* magic actions carried out this turn */
	int was_joined;		/* both stood on one feature when the last
				 * turn ended (a MAGE-JOINED left out) */
	/* figures_now's last answer and the host's neutral_stamp it was
	 * given under (0: none yet this game) */
	uint64_t seen_stamp;
	struct spot_of seen[NFIG];
	int seen_on;
};

/* -- reading the board ------------------------------------------------------ */

static inline int
fig_index(const char *kind)
{
	int i;

	/* the first letter first: every neutral figure on the board and
	 * every action's kind is asked, twice a turn and more, and most
	 * are another's (inline: the call cost as much as the compares).
	 * A name that is the declaration's own string (as a host may hand
	 * it back) needs no compare. */
	for (i = 0; kind != NULL && i < NFIG; i++) {
		const char *name = mw_figures[i].name;	/* fig_names[i] */

		if (kind == name || (kind[0] == name[0] &&
		    strcmp(kind, name) == 0))
			return i;
	}
	return -1;
}

/*
 * Where the mage and the witch stand now, with one call of the host
 * (every tile, turn's end and road or city valued asks: a game without
 * magic figures on the board pays one call).  Other plugins' neutral
 * figures (a dragon, a fairy) are passed over.  Returns how many of the
 * two are on the board.  A host of 4.4 says when the answer may have
 * changed (neutral_stamp): until then the last one is given again.
 */
static int
figures_now(struct mw_game *mg, const struct carc_ctx *ctx,
    struct spot_of w[NFIG])
{
	struct carc_figure_info info[8];
	size_t n, k;
	int i, on = 0;
	uint64_t stamp = CARC_HAS_SERVICE(mg->host, neutral_stamp) ?
	    mg->host->neutral_stamp(ctx) : 0;

	if (stamp != 0 && stamp == mg->seen_stamp) {
		memcpy(w, mg->seen, NFIG * sizeof(w[0]));
		return mg->seen_on;
	}
	memset(w, 0, NFIG * sizeof(w[0]));
	n = mg->host->neutral_figures(ctx, NULL, info, 8, sizeof(info[0]));
	if (n > 8)
		n = 8;	/* more neutral figures than two sets bring */
	for (k = 0; k < n; k++)
		if ((i = fig_index(info[k].figure)) >= 0 && !w[i].on) {
			w[i].on = 1;
			w[i].f = info[k].feature;
			w[i].x = info[k].x;
			w[i].y = info[k].y;
			on++;
		}
	memcpy(mg->seen, w, NFIG * sizeof(w[0]));
	mg->seen_on = on;
	mg->seen_stamp = stamp;
	return on;
}

/* A road or city, still open. */
static int
open_road_or_city(const struct mw_game *mg, const struct carc_ctx *ctx,
    carc_feature f)
{
	int k = mg->host->feature_kind(ctx, f);

	return (k == CARC_ROAD || k == CARC_CITY) &&
	    !mg->host->feature_complete(ctx, f);
}

/* A road or city at an edge spot of the tile at (x, y) that a figure
 * could go to: open, and neither figure's. */
static int
target_on(const struct mw_game *mg, struct carc_ctx *ctx, int x, int y)
{
	static const char *const spots[4] = { "N", "E", "S", "W" };
	int e, j, free_;

	for (e = 0; e < 4; e++) {
		carc_feature f = mg->host->feature_at(ctx, x, y, spots[e]);

		if (f < 0 || !open_road_or_city(mg, ctx, f))
			continue;
		free_ = 1;
		for (j = 0; j < NFIG; j++)
			if (mg->at[j].on && mg->at[j].f == f)
				free_ = 0;
		if (free_)
			return 1;
	}
	return 0;
}

/*
 * Is there an incomplete road or city that neither figure stands on
 * (mage_witch.md 2.5)?  Every road and city reaches an edge of each of
 * its tiles, so the edge spots of every placed tile find them all.  The
 * tile just placed and its neighbours almost always hold one: the whole
 * board is read only where they do not.
 */
static int
any_target(struct mw_game *mg, struct carc_ctx *ctx,
    const struct carc_turn *turn, int *found)
{
	static const int dx[5] = { 0, 0, 1, 0, -1 };
	static const int dy[5] = { 0, -1, 0, 1, 0 };
	struct carc_tile_info *t;
	size_t n, room, i;
	int k;

	for (k = 0; k < 5; k++)
		if ((*found = target_on(mg, ctx, turn->x + dx[k],
		    turn->y + dy[k])) != 0)
			return 0;
	room = mg->host->tiles_in_area(ctx, INT_MIN, INT_MIN, INT_MAX,
	    INT_MAX, NULL, 0, sizeof(*t));
	if (room == 0)
		return 0;
	if ((t = calloc(room, sizeof(*t))) == NULL)
		return mg->host->fail(ctx, "out of memory");
	n = mg->host->tiles_in_area(ctx, INT_MIN, INT_MIN, INT_MAX, INT_MAX,
	    t, room, sizeof(*t));
	if (n > room)
		n = room;
	for (i = 0; i < n && !*found; i++)
		*found = target_on(mg, ctx, t[i].x, t[i].y);
	free(t);
	return 0;
}

/* -- hooks ------------------------------------------------------------------ */

static int
mw_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	const struct carc_host *host = state;
	struct mw_game *mg;

	(void)ctx;
	(void)variant;
	/* A host without the whole turn cannot play a magic figure: its
	 * games are unverifiable, never scored without them.  The plugin
	 * still loads, so its rules and tiles are listed. */
	mg = carc_util_game_state(host, game,
	    CARC_HAS_SERVICE(host, neutral_figures) &&
	    CARC_HAS_SERVICE(host, remove_figure), "mage_witch needs a host "
	    "that keeps neutral figures and the plugin's per-game state (ABI "
	    "4: neutral_figures, remove_figure, game_size)", err, errlen);
	if (mg == NULL)
		return -1;
	mg->host = host;
	return 0;
}

static int
mw_turn_begin(void *game, struct carc_ctx *ctx, const struct carc_turn *turn)
{
	struct mw_game *mg = game;

	(void)ctx;
	(void)turn;
	mg->need = NEED_NONE;
	mg->targets = 0;
	mg->done = 0;
	return 0;
}

/*
 * After the tile: does the turn need a magic figure moved (MAGE-MOVE for
 * the symbol, MAGE-JOINED for both brought onto one feature), and can
 * one be?  Where neither can move and only one stands on the board,
 * there is no choice to record: it leaves the board before the turn's
 * scoring (mage_witch.md 2.5), in before_score or, where nothing is
 * scored, turn_end.
 */
static int
mw_after_place(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	struct mw_game *mg = game;
	int on;

	mg->need = NEED_NONE;
	mg->done = 0;
	on = figures_now(mg, ctx, mg->at);
	if (turn->seat < 0)
		return 0;	/* the start tile */
	if (turn->tile->marking != NULL)
		mg->need = NEED_MAGIC;
	else if (on == NFIG && mg->at[0].f == mg->at[1].f &&
	    !mg->was_joined)
		mg->need = NEED_JOINED;
	if (mg->need == NEED_NONE)
		return 0;
	return any_target(mg, ctx, turn, &mg->targets);
}

/* The one figure on the board when neither can move: it goes. */
static int
remove_lone(struct mw_game *mg, struct carc_ctx *ctx)
{
	struct spot_of w[NFIG];
	int lone;

	if (mg->need == NEED_NONE || mg->targets || mg->done ||
	    figures_now(mg, ctx, w) != 1)
		return 0;
	lone = w[0].on ? 0 : 1;
	mg->done = 1;
	return mg->host->remove_figure(ctx, fig_names[lone], -1, w[lone].x,
	    w[lone].y, NULL) < 0 ? -1 : 0;
}

static int
mw_before_score(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const carc_feature *completed,
    size_t ncompleted)
{
	(void)turn;
	(void)completed;
	(void)ncompleted;
	return remove_lone(game, ctx);
}

static void
say_action(const struct carc_turn_action *a, char *buf, size_t len)
{
	char sq[CARC_UTIL_SQUARE_MAX];

	snprintf(buf, len, "%s %s %s%s%s",
	    a->verb == CARC_VERB_MOVE ? "move" : "remove", a->kind,
	    carc_util_square(sq, a->x, a->y), a->spot != NULL ? " " : "",
	    a->spot != NULL ? a->spot : "");
}

static int
rule(struct carc_ruling *r, const struct carc_turn_action *a,
    const char *id, const char *expected, const char *why)
{
	r->rule = id;
	snprintf(r->expected, sizeof(r->expected), "%s", expected);
	say_action(a, r->recorded, sizeof(r->recorded));
	snprintf(r->message, sizeof(r->message), "%s", why);
	return 0;
}

/*
 * A move or a removal of the mage or the witch, judged before the host
 * carries it out (mage_witch.md 2.3 to 2.5): in a turn that needs one
 * and has had none yet; a move onto an incomplete road or city that is
 * neither the one it leaves nor the other figure's; a removal only where
 * no such road or city exists.
 */
static int
mw_check_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	const struct mw_game *mg = game;
	int i = fig_index(a->kind), other;
	char why[192], sq[CARC_UTIL_SQUARE_MAX];

	if (i < 0 || (a->verb != CARC_VERB_MOVE &&
	    a->verb != CARC_VERB_REMOVE))
		return 0;
	other = 1 - i;
	if (mg->need == NEED_NONE) {
		snprintf(why, sizeof(why), "%s at (%d,%d) has no magic symbol "
		    "and joins no mage to a witch: the %s stays where it is",
		    turn->tile->id, turn->x, turn->y, a->kind);
		return rule(r, a, "MAGE-WHEN", "no magic figure moves", why);
	}
	if (mg->done) {
		snprintf(why, sizeof(why), "one magic figure has moved this "
		    "turn already: the %s stays where it is", a->kind);
		return rule(r, a, "MAGE-WHEN", "one magic figure, once", why);
	}
	if (a->verb == CARC_VERB_REMOVE) {
		if (!mg->targets)
			return 0;	/* the host finds the figure, or not */
		snprintf(why, sizeof(why), "a road or city can still take "
		    "the %s or the %s: one of them must move there, none "
		    "leaves the board", fig_names[0], fig_names[1]);
		return rule(r, a, "MAGE-REMOVE", "a move of the mage or the "
		    "witch", why);
	}
	if (a->feature < 0 || !open_road_or_city(mg, ctx, a->feature)) {
		snprintf(why, sizeof(why), "spot %s of the tile at %s is "
		    "%s: the %s stands only on an incomplete road or city",
		    a->spot != NULL ? a->spot : "-",
		    carc_util_square(sq, a->x, a->y),
		    a->feature < 0 ? "no road or city" :
		    mg->host->feature_kind(ctx, a->feature) == CARC_ROAD ||
		    mg->host->feature_kind(ctx, a->feature) == CARC_CITY ?
		    "on a complete feature" : "no road or city", a->kind);
		return rule(r, a, "MAGE-TARGET", "an incomplete road or city",
		    why);
	}
	if (a->has_from && a->from_feature == a->feature) {
		snprintf(why, sizeof(why), "the %s already stands on that "
		    "feature (from (%d,%d)): a move takes it to another road "
		    "or city", a->kind, a->from_x, a->from_y);
		return rule(r, a, "MAGE-ELSEWHERE", "another road or city",
		    why);
	}
	if (mg->at[other].on && mg->at[other].f == a->feature) {
		snprintf(why, sizeof(why), "the %s stands on that feature "
		    "(at (%d,%d)): the mage and the witch never share one",
		    fig_names[other], mg->at[other].x, mg->at[other].y);
		return rule(r, a, "MAGE-APART", "a feature without the other "
		    "magic figure", why);
	}
	return 0;
}

static int
mw_after_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a)
{
	struct mw_game *mg = game;

	(void)ctx;
	(void)turn;
	if (fig_index(a->kind) >= 0 && (a->verb == CARC_VERB_MOVE ||
	    a->verb == CARC_VERB_REMOVE))
		mg->done++;
	return 0;
}

/*
 * The whole turn (mage_witch.md 2): a move that the tile required and
 * the turn left out, reported once, and only where the turn recorded no
 * magic action at all (a refused one was reported at its row).  Then
 * what follows from the scoring: a magic figure whose feature was
 * completed and scored this turn leaves the board (mage_witch.md 3).
 */
static int
mw_turn_end(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    const struct carc_turn_action *acts, size_t nacts,
    struct carc_ruling *r)
{
	struct mw_game *mg = game;
	struct spot_of w[NFIG];
	size_t k;
	int i, recorded = 0;

	/* the rows are read only in a turn that needed a move: most do not */
	for (k = 0; mg->need != NEED_NONE && k < nacts; k++) {
		const struct carc_turn_action *a =
		    carc_turn_action_item(acts, k);

		if (fig_index(a->kind) >= 0 && (a->verb == CARC_VERB_MOVE ||
		    a->verb == CARC_VERB_REMOVE))
			recorded++;
	}
	if (mg->need != NEED_NONE && recorded == 0) {
		const char *id = mg->need == NEED_MAGIC ? "MAGE-MOVE" :
		    "MAGE-JOINED";

		if (remove_lone(mg, ctx) != 0)
			return -1;
		if (mg->targets) {
			r->rule = id;
			snprintf(r->expected, sizeof(r->expected), "a move of "
			    "the mage or the witch");
			snprintf(r->recorded, sizeof(r->recorded), "none");
			if (mg->need == NEED_MAGIC)
				snprintf(r->message, sizeof(r->message), "%s "
				    "at (%d,%d) shows the magic symbol: the "
				    "mage or the witch must be placed or moved",
				    turn->tile->id, turn->x, turn->y);
			else
				snprintf(r->message, sizeof(r->message), "%s "
				    "at (%d,%d) joins the mage's and the "
				    "witch's features: one of them must move",
				    turn->tile->id, turn->x, turn->y);
		} else if (mg->at[0].on && mg->at[1].on) {
			r->rule = "MAGE-REMOVE";
			snprintf(r->expected, sizeof(r->expected), "a removal "
			    "of the mage or the witch");
			snprintf(r->recorded, sizeof(r->recorded), "none");
			snprintf(r->message, sizeof(r->message), "no road or "
			    "city can take a magic figure: the player must "
			    "take the mage or the witch off the board");
		}
	}
	if (figures_now(mg, ctx, w) == 0) {
		mg->was_joined = 0;
		return 0;
	}
	for (i = 0; i < NFIG; i++)
		if (w[i].on && mg->host->feature_complete(ctx, w[i].f)) {
			if (mg->host->remove_figure(ctx, fig_names[i], -1,
			    w[i].x, w[i].y, NULL) < 0)
				return -1;
			w[i].on = 0;
		}
	/* Left together (the move was left out): the tile that joined them
	 * broke MAGE-JOINED, once; later tiles did not join them. */
	mg->was_joined = w[0].on && w[1].on && w[0].f == w[1].f;
	return 0;
}

/*
 * The whole value of a road or city (mage_witch.md 3), after every
 * plugin's bonus: the mage adds 1 per tile, also to a road or city that
 * another rule made worth nothing at the end (an inn's road left open);
 * then the witch halves what there is, rounded up.  Both stand on one
 * feature only where a turn left out MAGE-JOINED's move: the mage's
 * points are counted before the halving.
 */
static int
mw_whole_value(void *game, struct carc_ctx *ctx, carc_feature f,
    struct carc_value *v)
{
	struct mw_game *mg = game;
	struct spot_of w[NFIG];

	if ((v->kind != CARC_ROAD && v->kind != CARC_CITY) ||
	    figures_now(mg, ctx, w) == 0)
		return 0;
	if (w[0].on && w[0].f == f) {
		v->whole += v->tiles;
		v->whole_rule = "MAGE-PTS";
		v->whole_why = "with the mage: 1 more per tile";
	}
	if (w[1].on && w[1].f == f) {
		v->whole = v->whole / 2 + v->whole % 2;
		v->whole_rule = "MAGE-WITCH";
		v->whole_why = "halved by the witch, rounded up";
	}
	return 0;
}

/* The magic symbol: a purple disc with a white star, in the south-east
 * corner (JCloisterZone gives no place for it; the printed tiles show it
 * in a corner of fields). */
static size_t
mw_draw(void *state, const void *marking, struct carc_draw *out,
    size_t max, size_t esize)
{
	struct carc_draw d[2];
	size_t i;

	(void)state;
	if (marking == NULL)
		return 0;
	memset(d, 0, sizeof(d));
	d[0].op = CARC_DRAW_CIRCLE;
	d[0].x = 84;
	d[0].y = 84;
	d[0].r = 9;
	d[0].fill = "#6a3d9a";
	d[0].stroke = "#2b1840";
	d[1].op = CARC_DRAW_PATH;
	d[1].path = "M84 76 L86 82 L92 82 L87 86 L89 92 L84 88 L79 92 L81 86 "
	    "L76 82 L82 82 Z";
	d[1].fill = "#ffffff";
	for (i = 0; i < 2 && i < max && esize >= CARC_DRAW_SIZE_3_0; i++) {
		d[i].layer = CARC_LAYER_ART;
		d[i].legend = "magic symbol: the mage or the witch moves "
		    "(MAGE-MOVE)";
		d[i].rule = "MAGE-MOVE";
		carc_elem_put(out, i, esize, &d[i], sizeof(d[i]));
	}
	return 2;
}

static const struct carc_plugin mage_witch = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "mage_witch",
	.version = "1.0.0",
	.rule_prefix = "MAGE-",
	.rules = mw_rules,
	.nrules = sizeof(mw_rules) / sizeof(mw_rules[0]),
	.catalogue = "mage_witch.yaml",
	.rules_doc = "mage_witch.md",
	.tile_keys = mw_tile_keys,
	.figure_kinds = mw_figures,
	.nfigure_kinds = sizeof(mw_figures) / sizeof(mw_figures[0]),
	.init = carc_util_init_host,
	.tile_key = carc_util_tile_key_true,
	.game_begin = mw_game_begin,
	.after_place = mw_after_place,
	.before_score = mw_before_score,
	.draw = mw_draw,
	.action_kinds = mw_actions,
	.naction_kinds = sizeof(mw_actions) / sizeof(mw_actions[0]),
	.game_size = sizeof(struct mw_game),
	.turn_begin = mw_turn_begin,
	.check_action = mw_check_action,
	.after_action = mw_after_action,
	.turn_end = mw_turn_end,
	.whole_value = mw_whole_value,
};

CARC_PLUGIN_DEFINE(mage_witch)
