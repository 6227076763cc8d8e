/*
 * abbot.c - The Abbot (C2/C3 base box; doc/rules/abbot.md).
 *
 * Each seat has one abbot (ABBOT-SUPPLY), a figure that stands only on a
 * monastery or a garden of the tile just placed (ABBOT-SPOT), and the
 * only figure a garden takes (ABBOT-GARDEN-ONLY).  Its owner may take it
 * back instead of placing a figure, scoring its feature's current value
 * at once (ABBOT-RETURN), but not from a feature this move's tile
 * completes (ABBOT-RETURN-DONE).  A garden scores like a monastery: 9
 * when its tile is surrounded (ABBOT-GARDEN-PTS), 1 + 1 per neighbour at
 * the end or when the abbot is taken back (ABBOT-GARDEN-END).  With The
 * Abbot every set's supply is its second edition, whose garden tiles
 * replace plain ones (ABBOT-TILES).
 *
 * Most of it is declaration, which the host enforces: the feature kind
 * `garden` (a centre feature, put on a tile by the catalogue key
 * `garden: true`, complete like a monastery when its 8 neighbours hold
 * tiles), the figure kind `abbot` (its supply, weight, where it stands,
 * taking it back, and the rules each cites), and the edition.  The hooks
 * add what a declaration cannot say: what a garden is worth
 * (feature_value), and the return from a completed feature
 * (check_figure).  An abbot on a monastery scores as a monk
 * (BASE-MON-PTS, BASE-MON-END), the host's.
 *
 * The catalogue abbot.yaml holds the eleven garden tiles of the base
 * game's, the river's and Inns & Cathedrals' second editions.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_plugin.h"
#include "carc_plugin_util.h"

/* ABBOT-GARDEN-PTS: a completed garden, as a monastery (BASE-MON-PTS). */
#define GARDEN_DONE 9

static const struct carc_rule abbot_rules[] = {
	{ "ABBOT-SUPPLY", "each seat has one abbot, in a supply of its own "
	    "(not one of the seven followers)", "abbot.md 1" },
	{ "ABBOT-TILES", "with The Abbot every set's supply is its second "
	    "edition; without it, no garden tile is in play", "abbot.md 1" },
	{ "ABBOT-SPOT", "the abbot stands only on a monastery or a garden of "
	    "the tile just placed", "abbot.md 2.2" },
	{ "ABBOT-GARDEN-ONLY", "only an abbot may stand on a garden; no "
	    "follower, big or small", "abbot.md 2.2" },
	{ "ABBOT-RETURN", "instead of placing a figure, a player may take "
	    "their abbot back; it scores its feature's current value (1 + 1 "
	    "per neighbour) at once", "abbot.md 2.3" },
	{ "ABBOT-RETURN-DONE", "the abbot cannot be taken back from a feature "
	    "this move's tile completes", "abbot.md 2.3" },
	{ "ABBOT-GARDEN-PTS", "a garden surrounded by 8 tiles scores 9 when "
	    "completed", "abbot.md 3" },
	{ "ABBOT-GARDEN-END", "at game end a garden with its abbot scores "
	    "1 + 1 per neighbouring tile", "abbot.md 3" },
};

static const struct carc_feature_kind abbot_features[] = {
	{ "garden", CARC_SHAPE_CENTRE, "ABBOT-GARDEN-ONLY", "#6aa84f",
	    "garden: only the abbot stands on it; 9 points when surrounded "
	    "(ABBOT-GARDEN-PTS)" },
};

static const char *const abbot_stands_on[] = { "monastery", "garden", NULL };

/* A hooded figure in a 0..100 box: head, cowl and robe. */
static const struct carc_figure_kind abbot_figures[] = {
	{ "abbot", 1, 1, CARC_FIGURE_FOLLOWER | CARC_FIGURE_RETURNABLE,
	    abbot_stands_on, "ABBOT-SUPPLY", "ABBOT-SPOT", "ABBOT-RETURN",
	    "M50 6 C36 6 30 18 30 28 C30 36 34 42 38 45 L22 94 L78 94 "
	    "L62 45 C66 42 70 36 70 28 C70 18 64 6 50 6 Z", 1.0,
	    "abbot: on a monastery or a garden; may be taken back, scoring "
	    "at once (ABBOT-RETURN)" },
};

struct abbot_game {
	const struct carc_host *host;
	int garden;			/* the garden's kind number here */
};

static int
abbot_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	/* kind_id finds the garden's number, feature_complete says whether
	 * a return comes too late */
	if (!CARC_HAS_SERVICE(host, kind_id) ||
	    !CARC_HAS_SERVICE(host, feature_complete)) {
		snprintf(err, errlen, "the host lacks kind_id or "
		    "feature_complete");
		return -1;
	}
	*state = (void *)host;	/* read-only: the host's table */
	return 0;
}

static int
abbot_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	const struct carc_host *host = state;
	struct abbot_game *ag;
	int garden;

	(void)variant;
	/* The number the host gave the declared kind: asked, never
	 * assumed (carc_plugin.h, enum carc_kind). */
	if ((garden = host->kind_id(ctx, "garden")) < 0) {
		snprintf(err, errlen, "the host knows no feature kind "
		    "'garden'");
		return -1;
	}
	if ((ag = malloc(sizeof(*ag))) == NULL) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	ag->host = host;
	ag->garden = garden;
	*game = ag;
	return 0;
}

static void
abbot_game_end(void *game)
{
	free(game);
}

/*
 * A garden valued: ABBOT-GARDEN-PTS, 9 when completed during play;
 * ABBOT-GARDEN-END, 1 + 1 per neighbouring tile at game end; the same
 * when its abbot is taken back (the host scores that under the kind's
 * return rule, ABBOT-RETURN).  A monastery is the host's: an abbot on one
 * scores as a monk.  Every other feature is not this plugin's business.
 */
static int
abbot_feature_value(void *game, struct carc_ctx *ctx, carc_feature f,
    struct carc_value *v)
{
	const struct abbot_game *ag = game;
	int n = v->neighbours;
	size_t at = 0;

	(void)f;
	if (v->kind != ag->garden)
		return 0;
	if (n < 0 || n > 8) {
		char why[64];

		snprintf(why, sizeof(why), "a garden valued with %d "
		    "neighbours (0 to 8)", n);
		return ag->host->fail(ctx, why);
	}
	if (v->complete && !v->final) {
		v->points = GARDEN_DONE;
		v->rule = "ABBOT-GARDEN-PTS";
		snprintf(v->why, sizeof(v->why), "garden surrounded by 8 "
		    "tiles");
		return 0;
	}
	v->points = 1 + n;
	v->rule = v->taken_back ? "ABBOT-RETURN" : "ABBOT-GARDEN-END";
	/* "garden and %d neighbouring tile%s", built piece by piece: every
	 * garden valued at the end asks, snprintf costs a thousand
	 * instructions */
	carc_util_text_put(v->why, sizeof(v->why), &at, "garden and ");
	carc_util_text_int(v->why, sizeof(v->why), &at, n);
	carc_util_text_put(v->why, sizeof(v->why), &at,
	    n == 1 ? " neighbouring tile" : " neighbouring tiles");
	return 0;
}

/*
 * check_figure adds two things to the declaration:
 *   - ABBOT-RETURN-DONE (abbot.md 2.3): the abbot is not taken back from
 *     a feature this move's tile completes; that feature scores in the
 *     move's scoring and the abbot returns as any figure does;
 *   - ABBOT-SPOT (abbot.md 2.2) for an abbot put on a spot the tile does
 *     not have ("abbot:C" on a tile with no monastery or garden): no
 *     monastery or garden there, the most specific rule; the host stops
 *     the replay.  A spot that names another feature (a road) is the
 *     host's, from the declaration (stands_on, spot_rule).
 */
static int
abbot_check_figure(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_figure_query *q,
    struct carc_ruling *r)
{
	const struct abbot_game *ag = game;

	if (q->figure == NULL || strcmp(q->figure, "abbot") != 0)
		return 0;
	if (q->action == CARC_FIGURE_TAKE_BACK) {
		if (q->feature < 0 || !ag->host->feature_complete(ctx,
		    q->feature))
			return 0;
		r->rule = "ABBOT-RETURN-DONE";
		snprintf(r->expected, sizeof(r->expected), "no return: the "
		    "feature scores complete");
		snprintf(r->recorded, sizeof(r->recorded), "return:abbot@%d,%d",
		    q->x, q->y);
		snprintf(r->message, sizeof(r->message), "the abbot at (%d,%d) "
		    "stands in a feature that %s completes: it scores in the "
		    "move's scoring and the abbot comes back then",
		    q->x, q->y, turn->tile->id);
		return 0;
	}
	if (q->action != CARC_FIGURE_PLACE || q->feature >= 0)
		return 0;
	r->rule = "ABBOT-SPOT";
	r->stop = 1;
	snprintf(r->expected, sizeof(r->expected), "a monastery or a garden");
	snprintf(r->recorded, sizeof(r->recorded), "abbot:%s",
	    q->spot != NULL ? q->spot : "?");
	snprintf(r->message, sizeof(r->message), "%s at (%d,%d) has no "
	    "monastery or garden at spot %s: the abbot stands on nothing "
	    "else", turn->tile->id, q->x, q->y, q->spot != NULL ? q->spot :
	    "?");
	return 0;
}

/*
 * Pictures need no hook: the host draws a garden at its tile's centre in
 * the feature kind's colour, with its legend, and the abbot by the figure
 * kind's icon (abbot_features, abbot_figures).
 */

static const struct carc_plugin abbot = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "abbot",
	.version = "1.0.0",
	.rule_prefix = "ABBOT-",
	.rules = abbot_rules,
	.nrules = sizeof(abbot_rules) / sizeof(abbot_rules[0]),
	.catalogue = "abbot.yaml",
	.rules_doc = "abbot.md",
	/* `garden: true` is the feature kind's own catalogue key, read by
	 * the host: no tile key of the plugin's */
	.feature_kinds = abbot_features,
	.nfeature_kinds = sizeof(abbot_features) / sizeof(abbot_features[0]),
	.figure_kinds = abbot_figures,
	.nfigure_kinds = sizeof(abbot_figures) / sizeof(abbot_figures[0]),
	/* ABBOT-TILES: the second editions, whose garden tiles replace
	 * plain ones (doc/spec/record-format.md, "Editions") */
	.edition = 2,
	/* a fifth E: the first edition's, not the second's (abbot.md 1
	 * and 9, example 5; 3.1) */
	.edition_rule = "ABBOT-TILES",
	.init = abbot_init,
	.game_begin = abbot_game_begin,
	.game_end = abbot_game_end,
	.check_figure = abbot_check_figure,
	.feature_value = abbot_feature_value,
	/* No feature_complete: a garden is complete as a monastery is,
	 * when the 8 squares around its tile hold tiles (the host's
	 * default for a centre feature). */
};

CARC_PLUGIN_DEFINE(abbot)
