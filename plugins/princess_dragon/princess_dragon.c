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
 * The dragon, the volcanoes, the princess and the magic portals are not
 * played yet (ABI-NEEDS.md here says what each needs of the host).
 *
 * Written on the plugin ABI 4 alone: the fairy is a neutral figure kind
 * that the host moves (move fairy), judged by check_action; its points
 * are the plugin's, awarded from turn_begin, before_score and
 * game_final under the scores kind "fairy".
 */
#include <stdio.h>
#include <string.h>

#include "carc_plugin.h"

static const struct carc_rule pd_rules[] = {
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
};

/* The fairy: a winged figure in a 0..100 box. */
#define FAIRY_ICON							\
	"M50 30 C30 0 4 10 14 34 C20 48 40 46 46 42 L40 94 L60 94 "	\
	"L54 42 C60 46 80 48 86 34 C96 10 70 0 50 30 Z "			\
	"M50 8 A8 8 0 1 0 50 24 A8 8 0 1 0 50 8 Z"

static const struct carc_figure_kind pd_figures[] = {
	{ "fairy", 1, 0, CARC_FIGURE_NEUTRAL, NULL, "DRAGON-FAIRY",
	    "DRAGON-FAIRY", NULL, FAIRY_ICON, 1.0,
	    "fairy: 1 point at the start of its follower's owner's turn, "
	    "3 when that follower's feature scores (DRAGON-FAIRY-PTS)" },
};

static const struct carc_action_kind pd_actions[] = {
	{ .size = sizeof(struct carc_action_kind), .verb = "move",
	    .kind = "fairy", .rule = "DRAGON-FAIRY" },
};

/*
 * Per game (the host keeps it: game_size): the seat whose follower the
 * fairy was last sent beside, -1 before it ever moves.  The follower is
 * the one of that seat standing on the fairy's tile in the fairy's
 * feature; once it leaves, the fairy stands beside nobody.
 */
struct pd_game {
	const struct carc_host *host;
	int fairy_seat;
	int moved;		/* fairy moves this turn */
};

/*
 * The seat of the follower beside the fairy, or -1: the fairy is on the
 * board and its seat's follower still stands on the fairy's tile in the
 * fairy's feature.  *f is the fairy's feature.
 */
static int
beside_fairy(const struct pd_game *pg, const struct carc_ctx *ctx,
    carc_feature *f)
{
	struct carc_figure_info fairy, on[CARC_MAX_FIGURES * CARC_MAX_SEATS];
	size_t n, i;

	if (pg->fairy_seat < 0 || pg->host->neutral_figures(ctx, "fairy",
	    &fairy, 1, sizeof(fairy)) == 0 || fairy.feature < 0)
		return -1;
	n = pg->host->tile_figures(ctx, fairy.x, fairy.y, on,
	    sizeof(on) / sizeof(on[0]), sizeof(on[0]));
	if (n > sizeof(on) / sizeof(on[0]))
		n = sizeof(on) / sizeof(on[0]);
	for (i = 0; i < n; i++)
		if (on[i].seat == pg->fairy_seat && on[i].follower &&
		    on[i].feature == fairy.feature) {
			*f = fairy.feature;
			return on[i].seat;
		}
	return -1;
}

/* -- hooks ------------------------------------------------------------------- */

static int
pd_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	(void)err;
	(void)errlen;
	*state = (void *)host;	/* read-only: the host's table */
	return 0;
}

static int
pd_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	struct pd_game *pg = *game;	/* the host's, zeroed (game_size) */
	const struct carc_host *host = state;

	(void)ctx;
	(void)variant;
	/* A host without the whole turn cannot move the fairy: its games
	 * are unverifiable, never scored without it. */
	if (!CARC_HAS_SERVICE(host, neutral_figures) || pg == NULL) {
		snprintf(err, errlen, "princess_dragon needs a host that "
		    "keeps neutral figures and the plugin's per-game state "
		    "(ABI 4: neutral_figures, game_size); this host of ABI "
		    "%u.%u has not",
		    (unsigned)host->abi_major, (unsigned)host->abi_minor);
		return -1;
	}
	pg->host = host;
	pg->fairy_seat = -1;
	return 0;
}

/* DRAGON-FAIRY-TURN: 1 point to the seat whose turn begins, if its
 * follower stands beside the fairy (princess_dragon.md 4.2). */
static int
pd_turn_begin(void *game, struct carc_ctx *ctx, const struct carc_turn *turn)
{
	struct pd_game *pg = game;
	carc_feature f;

	pg->moved = 0;
	if (turn->seat < 0 || beside_fairy(pg, ctx, &f) != turn->seat)
		return 0;
	return pg->host->award(ctx, turn->seat, 1, "fairy",
	    "DRAGON-FAIRY-TURN", "the fairy beside a follower at the start "
	    "of the turn");
}

static void
say_action(const struct carc_turn_action *a, char *buf, size_t len)
{
	snprintf(buf, len, "move fairy (%d,%d)%s%s", a->x, a->y,
	    a->spot != NULL ? " " : "", a->spot != NULL ? a->spot : "");
}

/*
 * A move of the fairy (princess_dragon.md 4.1): once in the turn, in a
 * turn that placed no figure, to a spot of a tile where one of the
 * mover's own followers stands in the feature that spot names.
 */
static int
pd_check_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	const struct pd_game *pg = game;
	struct carc_figure_info on[CARC_MAX_FIGURES * CARC_MAX_SEATS];
	size_t n, i;

	if (a->verb != CARC_VERB_MOVE || a->kind == NULL ||
	    strcmp(a->kind, "fairy") != 0)
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
	    "stands at spot %s of the tile at (%d,%d): the fairy goes only "
	    "beside one of the mover's own followers", a->seat,
	    a->spot != NULL ? a->spot : "-", a->x, a->y);
	return 0;
}

static int
pd_after_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a)
{
	struct pd_game *pg = game;

	(void)ctx;
	(void)turn;
	if (a->verb == CARC_VERB_MOVE && a->kind != NULL &&
	    strcmp(a->kind, "fairy") == 0) {
		pg->fairy_seat = a->seat;
		pg->moved++;
	}
	return 0;
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
	carc_feature f;
	size_t i;
	int seat;

	(void)turn;
	if ((seat = beside_fairy(pg, ctx, &f)) < 0)
		return 0;
	for (i = 0; i < ncompleted; i++)
		if (completed[i] == f)
			return award_fairy(pg, ctx, seat);
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
	.figure_kinds = pd_figures,
	.nfigure_kinds = sizeof(pd_figures) / sizeof(pd_figures[0]),
	.init = pd_init,
	.game_begin = pd_game_begin,
	.before_score = pd_before_score,
	.game_final = pd_game_final,
	.action_kinds = pd_actions,
	.naction_kinds = sizeof(pd_actions) / sizeof(pd_actions[0]),
	.game_size = sizeof(struct pd_game),
	.turn_begin = pd_turn_begin,
	.check_action = pd_check_action,
	.after_action = pd_after_action,
};

CARC_PLUGIN_DEFINE(princess_dragon)
