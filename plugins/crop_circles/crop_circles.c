/*
 * crop_circles.c - Crop Circles (I, and II: Mini #7;
 * doc/rules/crop_circles.md).
 *
 * A tile showing a crop circle (the catalogue's `crop_circle: city`,
 * `road` or `field`) gives its placer, once the turn is scored, a choice
 * (CROP-CHOOSE): every seat in turn, from the next to the placer itself
 * (CROP-ORDER), either may add one follower from its supply to a feature
 * of the circle's kind where it already has one (CROP-DEPLOY), or must
 * take one of its followers on such a feature back (CROP-REMOVE); the
 * follower concerned always stands on a feature of the circle's kind
 * (CROP-KIND).  A seat with nothing to add to or take back does nothing.
 *
 * Written on the plugin ABI 4.1 alone.  The choice is a `choose` action
 * (arg "deploy" or "remove"), each seat's follower a `place` or `remove`
 * action of kind follower by that seat (CARC_ACTION_ANY_SEAT), all after
 * the turn's scoring (record-format.md, "The whole turn"); a follower
 * added joins the seat's own on its feature (CARC_ACTION_JOINS).
 * check_action judges each against the rules; the host carries out what
 * it lets through; turn_end says what the turn left out (the choice, a
 * seat's take-back).
 *
 * The Flier and the magic portal declare `place follower` too, the
 * princess `remove follower`: this plugin claims its rows (ABI 4.2,
 * claim_action) only in the turn of a crop circle, so that a follower
 * placed or removed in another turn is another plugin's or, where no
 * plugin's turn calls for it, refused citing this plugin's rule.  Every
 * enabled plugin still judges every action: this one judges a follower
 * placed or removed only in the turn of a crop circle, and a choice
 * only there or where its arg is one of this plugin's.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_plugin.h"
#include "carc_plugin_util.h"

static const struct carc_rule cc_rules[] = {
	{ "CROP-CHOOSE", "after placing a tile with a crop circle, and once "
	    "the turn is scored, its player chooses once whether every player "
	    "may add a follower (deploy) or must take one back (remove); "
	    "nothing is added or taken back without that choice",
	    "crop_circles.md 2.1" },
	{ "CROP-ORDER", "the players act one at a time in turn order, "
	    "starting with the player after the one who placed the crop "
	    "circle and ending with that player, each at most once",
	    "crop_circles.md 2.2" },
	{ "CROP-KIND", "the follower added or taken back stands on a feature "
	    "of the crop circle's kind: a city for the shield, a road for the "
	    "club, a field for the pitchfork", "crop_circles.md 2.3" },
	{ "CROP-DEPLOY", "with deploy, each player may add one follower from "
	    "their supply to a feature of the circle's kind where they "
	    "already have a follower; nothing is taken back",
	    "crop_circles.md 2.4" },
	{ "CROP-REMOVE", "with remove, each player with a follower on a "
	    "feature of the circle's kind must take one of them back to "
	    "their supply, without points; nothing is added",
	    "crop_circles.md 2.5" },
};

static const char *const cc_tile_keys[] = { "crop_circle", NULL };

/* The choice, as the record holds it in a choose action's arg; the
 * args `carc gen` draws from. */
static const char DEPLOY[] = "deploy";
static const char REMOVE[] = "remove";
static const char *const cc_choices[] = { DEPLOY, REMOVE, NULL };

/* Every seat acts in the crop circle's round, the placer last
 * (CROP-ORDER): a follower's actions are any seat's. */
static const struct carc_action_kind cc_actions[] = {
	{ .size = sizeof(struct carc_action_kind), .verb = "choose",
	    .flags = CARC_ACTION_AFTER_SCORING, .rule = "CROP-CHOOSE",
	    .args = cc_choices },
	/* CROP-DEPLOY: beside the seat's own follower.  The flier and the
	 * magic portal place followers too: this plugin claims only the
	 * rows of its round (cc_claim_action) */
	{ .size = sizeof(struct carc_action_kind), .verb = "place",
	    .kind = "follower", .flags = CARC_ACTION_AFTER_SCORING |
	    CARC_ACTION_ANY_SEAT | CARC_ACTION_JOINS,
	    .rule = "CROP-DEPLOY" },
	{ .size = sizeof(struct carc_action_kind), .verb = "remove",
	    .kind = "follower", .flags = CARC_ACTION_AFTER_SCORING |
	    CARC_ACTION_ANY_SEAT,
	    .rule = "CROP-REMOVE" },
};

/* A tile's marking: the kind of feature its circle concerns, with how
 * pictures show it. */
struct circle {
	int kind;		/* CARC_CITY, CARC_ROAD, CARC_FIELD */
	const char *name;	/* as the catalogue says it */
	const char *letter;	/* on the picture */
	const char *legend;
};

static const struct circle circles[] = {
	{ CARC_CITY, "city", "C", "crop circle (shield): every player adds "
	    "or takes back a follower in a city (CROP-KIND)" },
	{ CARC_ROAD, "road", "R", "crop circle (club): every player adds "
	    "or takes back a follower on a road (CROP-KIND)" },
	{ CARC_FIELD, "field", "F", "crop circle (pitchfork): every player "
	    "adds or takes back a follower in a field (CROP-KIND)" },
};
#define NCIRCLES (sizeof(circles) / sizeof(circles[0]))

/* Board squares a game can reach: a record has at most 4,096 moves. */
#define FAR 8192
/* Figures on one tile: a follower on each of its segments, and more. */
#define MAX_ON_TILE 64
/* Placed tiles whose squares the game's state keeps: a tile a move, and
 * the start tile.  The list grows from FIRST_ROOM as tiles come: small,
 * so that the replays' few tiles already make it grow (a growth that
 * lost the first tiles' squares turns remove-break red). */
#define BOARD_ROOM 4097
#define FIRST_ROOM 2

/* A kept tile: its square (|x|, |y| < FAR) and what it shows. */
struct placed_tile {
	int16_t x, y;
	unsigned char shows;		/* SHOWS_* */
};

/*
 * Per game (the host keeps it: game_size): the turn's crop circle and
 * what became of its choice.
 */
struct cc_game {
	const struct carc_host *host;
	const struct circle *circle;	/* the turn's, or NULL */
	int placer;			/* the seat that placed it */
	int x, y;			/* where */
	const char *choice;		/* DEPLOY, REMOVE, or NULL: none yet */
	int next;			/* the next seat's place in the order:
					 * 0 the seat after the placer ..
					 * seats - 1 the placer */
	unsigned acted;			/* bit s: seat s added or took back */
	unsigned had;			/* bit s: seat s had a follower on a
					 * feature of the kind at the choice */
	size_t nplaced;			/* tiles after_place was told of;
					 * BOARD_ROOM + 1: not kept */
	/* Their squares, on the heap (freed by game_end): the host zeroes
	 * game_size bytes at every game, and a game's own tiles are a few
	 * dozen where BOARD_ROOM is a record's most (20 KB kept here
	 * before). */
	struct placed_tile *placed;
	size_t room;			/* placed's length */
};

/* What a kept tile shows (carc_tile_info's has_road, has_city): a
 * follower on a road or in a city stands on a tile that shows one. */
#define SHOWS_ROAD 1u
#define SHOWS_CITY 2u

/* -- reading the board ------------------------------------------------------ */

/* Seat s's place in the order of the turn: the seat after the placer 0,
 * the placer last. */
static int
order_of(const struct cc_game *cg, struct carc_ctx *ctx, int seat)
{
	int n = cg->host->seats(ctx);

	return ((seat - cg->placer - 1) % n + n) % n;
}

/* Is this figure a follower of `seat` on a feature of the circle's kind? */
static int
counts(const struct cc_game *cg, const struct carc_figure_info *f, int seat)
{
	return f->follower && !f->neutral && f->seat == seat &&
	    f->feature >= 0 && f->kind == cg->circle->kind;
}

/* The seats with a follower on a feature of the circle's kind on the
 * tile at (x, y), added to *seats as bits. */
static void
seats_on_tile(const struct cc_game *cg, struct carc_ctx *ctx, int x, int y,
    unsigned *seats)
{
	struct carc_figure_info fig[MAX_ON_TILE];
	size_t j, n;

	n = cg->host->tile_figures(ctx, x, y, fig, MAX_ON_TILE,
	    sizeof(fig[0]));
	for (j = 0; j < n && j < MAX_ON_TILE; j++)
		if (fig[j].seat >= 0 && fig[j].seat < CARC_MAX_SEATS &&
		    counts(cg, &fig[j], fig[j].seat))
			*seats |= 1u << fig[j].seat;
}

/* The walk has found what it was asked: every seat of the game (no tile
 * can add one), or with `any` the first. */
static int
found_enough(unsigned seats, unsigned all, int any)
{
	return any ? seats != 0 : seats == all;
}

/* The seats with a follower on a feature of the circle's kind, as bits
 * (every placed tile's figures; -1 out of memory).  With `any` only
 * whether there is one is asked: the walk stops at the first seat. */
static int
seats_with_follower(const struct cc_game *cg, struct carc_ctx *ctx,
    int any, unsigned *seats)
{
	struct carc_tile_info *t;
	size_t i, ntiles;
	unsigned all = (1u << cg->host->seats(ctx)) - 1;

	*seats = 0;
	/* Asked once a crop circle's turn.  The squares after_place kept
	 * are the board's tiles where the host counts as many: then the
	 * host need not describe every tile to say where they are. */
	ntiles = cg->host->tiles_in_area(ctx, -FAR, -FAR, FAR, FAR, NULL, 0,
	    sizeof(*t));
	if (ntiles == cg->nplaced && ntiles <= BOARD_ROOM) {
		unsigned need = cg->circle->kind == CARC_ROAD ? SHOWS_ROAD :
		    cg->circle->kind == CARC_CITY ? SHOWS_CITY : 0;

		for (i = 0; i < ntiles && !found_enough(*seats, all, any);
		    i++)
			if ((cg->placed[i].shows & need) == need)
				seats_on_tile(cg, ctx, cg->placed[i].x,
				    cg->placed[i].y, seats);
		return 0;
	}
	if (ntiles == 0)
		return 0;
	if ((t = calloc(ntiles, sizeof(*t))) == NULL)
		return cg->host->fail(ctx, "out of memory");
	ntiles = cg->host->tiles_in_area(ctx, -FAR, -FAR, FAR, FAR, t, ntiles,
	    sizeof(*t));
	for (i = 0; i < ntiles && !found_enough(*seats, all, any); i++)
		seats_on_tile(cg, ctx, t[i].x, t[i].y, seats);
	free(t);
	return 0;
}

/* Does `seat` have a follower in feature f? */
static int
has_follower_in(const struct cc_game *cg, struct carc_ctx *ctx,
    carc_feature f, int seat)
{
	struct carc_figure_info fig[128];
	size_t i, n;

	/* (a feature holds at most every seat's supply) */
	n = cg->host->feature_figures(ctx, f, fig, 128, sizeof(fig[0]));
	for (i = 0; i < n && i < 128; i++)
		if (counts(cg, &fig[i], seat))
			return 1;
	return 0;
}

/* -- hooks ------------------------------------------------------------------ */

static int
cc_tile_key(void *state, const char *tile_id, const char *key,
    const struct carc_node *value, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	size_t i;

	(void)state;
	(void)key;
	if (value->type == CARC_NODE_SCALAR)
		for (i = 0; i < NCIRCLES; i++)
			if (strcmp(value->scalar, circles[i].name) == 0) {
				*marking = &circles[i];
				return 0;
			}
	snprintf(err, errlen, "crop_circle of tile '%s' is not city, road or "
	    "field (the kind of feature its circle concerns)", tile_id);
	*where = value;
	return -1;
}

static int
cc_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	const struct carc_host *host = state;
	struct cc_game *cg;

	(void)ctx;
	(void)variant;
	cg = carc_util_game_state(host, game, CARC_HAS_SERVICE(host, seats),
	    "crop_circles needs a host that plays a turn's actions and keeps "
	    "the plugin's per-game state (ABI 4: seats, game_size)", err,
	    errlen);
	if (cg == NULL)
		return -1;
	cg->host = host;
	return 0;
}

static void
cc_game_end(void *game)
{
	struct cc_game *cg = game;

	if (cg == NULL)
		return;
	free(cg->placed);
	cg->placed = NULL;
	cg->room = 0;
}

/* Room in the kept list for one more tile, growing it (at most
 * BOARD_ROOM): 0 out of memory, and the host is asked where the tiles
 * are instead. */
static int
room_for_one(struct cc_game *cg)
{
	struct placed_tile *p;
	size_t room;

	if (cg->nplaced < cg->room)
		return 1;
	room = cg->room == 0 ? FIRST_ROOM : cg->room * 2;
	if (room > BOARD_ROOM)
		room = BOARD_ROOM;
	if ((p = realloc(cg->placed, room * sizeof(*p))) == NULL)
		return 0;
	cg->placed = p;
	cg->room = room;
	return 1;
}

static int
cc_turn_begin(void *game, struct carc_ctx *ctx, const struct carc_turn *turn)
{
	struct cc_game *cg = game;

	(void)ctx;
	(void)turn;
	cg->circle = NULL;
	cg->choice = NULL;
	cg->next = 0;
	cg->acted = cg->had = 0;
	return 0;
}

static int
cc_after_place(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn)
{
	struct cc_game *cg = game;

	(void)ctx;
	/* where the tiles are, for seats_with_follower; a square beyond
	 * FAR is kept as none, so that the count no longer agrees */
	if (cg->nplaced < BOARD_ROOM && turn->x > -FAR && turn->x < FAR &&
	    turn->y > -FAR && turn->y < FAR && room_for_one(cg)) {
		struct placed_tile *p = &cg->placed[cg->nplaced++];

		p->x = (int16_t)turn->x;
		p->y = (int16_t)turn->y;
		p->shows = (unsigned char)((turn->tile->has_road ?
		    SHOWS_ROAD : 0) | (turn->tile->has_city ? SHOWS_CITY : 0));
	} else
		cg->nplaced = BOARD_ROOM + 1;
	cg->circle = NULL;
	if (turn->seat < 0 || turn->tile->marking == NULL)
		return 0;
	cg->circle = turn->tile->marking;
	cg->placer = turn->seat;
	cg->x = turn->x;
	cg->y = turn->y;
	return 0;
}

static int
rule(struct carc_ruling *r, const struct carc_turn_action *a,
    const char *id, const char *expected, const char *why)
{
	char sq[CARC_UTIL_SQUARE_MAX];

	r->rule = id;
	snprintf(r->expected, sizeof(r->expected), "%s", expected);
	if (a->verb == CARC_VERB_CHOOSE)
		snprintf(r->recorded, sizeof(r->recorded), "choose %s",
		    a->arg != NULL ? a->arg : "nothing");
	else
		snprintf(r->recorded, sizeof(r->recorded), "%s follower at "
		    "%s%s%s by seat %d", a->verb == CARC_VERB_PLACE ?
		    "place" : "remove", carc_util_square(sq, a->x, a->y),
		    a->spot != NULL ? " " : "", a->spot != NULL ? a->spot : "",
		    a->seat);
	snprintf(r->message, sizeof(r->message), "%s", why);
	return 0;
}

/* Is the arg one of the two choices? */
static int
is_choice(const char *arg)
{
	return arg != NULL && (strcmp(arg, DEPLOY) == 0 ||
	    strcmp(arg, REMOVE) == 0);
}

/* Is the row a follower's action (place or remove) of this plugin's? */
static int
follower_action(const struct carc_turn_action *a, int verb)
{
	return a->verb == verb && a->kind != NULL &&
	    strcmp(a->kind, "follower") == 0;
}

/* The choice (crop_circles.md 2.1): the placer's, once, of the two.
 * Outside a crop circle's turn only a choice of these two is this
 * plugin's to refuse; another plugin's choice passes. */
static int
check_choice(struct cc_game *cg, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	if (cg->circle == NULL && !is_choice(a->arg))
		return 0;
	if (cg->circle == NULL)
		return rule(r, a, "CROP-CHOOSE", "no choice", "only the "
		    "placing of a tile with a crop circle brings a choice");
	if (cg->choice != NULL)
		return rule(r, a, "CROP-CHOOSE", "one choice", "the player who "
		    "placed the crop circle has chosen already");
	if (a->seat != cg->placer)
		return rule(r, a, "CROP-CHOOSE", "the choice of the player who "
		    "placed the crop circle", "only the player who placed the "
		    "crop circle chooses");
	if (!is_choice(a->arg))
		return rule(r, a, "CROP-CHOOSE", "choose deploy or remove",
		    "the choice is deploy (every player may add a follower) "
		    "or remove (every player must take one back)");
	return 0;
}

/*
 * With remove, the first seat in the order, from the next one to act up
 * to `seat`, that had a follower of the kind at the choice and has not
 * taken one back: it must act before any seat after it (crop_circles.md
 * 2.2, 2.5); -1 if none.
 */
static int
owing_before(const struct cc_game *cg, struct carc_ctx *ctx, int seat)
{
	int n = cg->host->seats(ctx), o, s;

	if (cg->choice != REMOVE)
		return -1;
	for (o = cg->next; o < order_of(cg, ctx, seat); o++) {
		s = (cg->placer + 1 + o) % n;
		if (((cg->had & ~cg->acted) >> s) & 1u)
			return s;
	}
	return -1;
}

/*
 * A seat's follower added or taken back (crop_circles.md 2.2 to 2.5):
 * after the choice and of its kind, in turn order, once, on a feature of
 * the circle's kind where the seat already stands.  In any other turn
 * the follower is another plugin's (a flier landing): not judged here.
 */
static int
check_follower(struct cc_game *cg, struct carc_ctx *ctx,
    const struct carc_turn_action *a, struct carc_ruling *r)
{
	int deploy = a->verb == CARC_VERB_PLACE;
	const char *want = deploy ? DEPLOY : REMOVE;
	char expected[64], why[128];
	int owing;

	if (cg->circle == NULL)
		return 0;
	if (cg->choice == NULL)
		return rule(r, a, "CROP-CHOOSE", "no follower added or taken "
		    "back", "the player who placed the crop circle has not "
		    "chosen yet");
	if (strcmp(cg->choice, want) != 0)
		return rule(r, a, deploy ? "CROP-REMOVE" : "CROP-DEPLOY",
		    deploy ? "a follower taken back" : "a follower added or "
		    "none", deploy ? "the choice was remove: nothing is added" :
		    "the choice was deploy: nothing is taken back");
	if (a->seat < 0 || a->seat >= CARC_MAX_SEATS ||
	    order_of(cg, ctx, a->seat) < cg->next)
		return rule(r, a, "CROP-ORDER", "each player once, in turn "
		    "order from the next player", "this player has acted, or "
		    "a player after them in the order has");
	if ((owing = owing_before(cg, ctx, a->seat)) >= 0) {
		snprintf(expected, sizeof(expected), "seat %d takes a "
		    "follower back first", owing);
		snprintf(why, sizeof(why), "the players act in turn order "
		    "from the next player, and seat %d must take one back "
		    "before this player", owing);
		return rule(r, a, "CROP-ORDER", expected, why);
	}
	snprintf(expected, sizeof(expected), "a follower in a %s",
	    cg->circle->name);
	if (deploy) {
		if (a->feature < 0 || a->feature_kind != cg->circle->kind)
			return rule(r, a, "CROP-KIND", expected, "the follower "
			    "goes onto a feature of the crop circle's kind");
		if (!has_follower_in(cg, ctx, a->feature, a->seat))
			return rule(r, a, "CROP-DEPLOY", "a feature where the "
			    "player has a follower", "a follower is added "
			    "only beside one of the player's own");
		if (cg->host->figures_left(ctx, a->seat, "follower") <= 0)
			return rule(r, a, "CROP-DEPLOY", "a follower in the "
			    "supply", "the follower added comes from the "
			    "player's supply");
		return 0;
	}
	if (!a->has_from)
		return 0;	/* the host says no such figure, citing the
				 * declaration's rule (CROP-REMOVE) */
	if (a->from_seat != a->seat)
		return rule(r, a, "CROP-REMOVE", "one of the player's own "
		    "followers", "a player takes back only their own follower");
	if (a->from_feature < 0 || cg->host->feature_kind(ctx,
	    a->from_feature) != cg->circle->kind)
		return rule(r, a, "CROP-KIND", expected, "the follower taken "
		    "back stands on a feature of the crop circle's kind");
	return 0;
}

static int
cc_check_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a,
    struct carc_ruling *r)
{
	struct cc_game *cg = game;

	(void)turn;
	if (a->verb == CARC_VERB_CHOOSE)
		return check_choice(cg, a, r);
	/* a follower's row of the crop circle's round is this plugin's
	 * (cc_claim_action); outside it, another plugin's */
	if ((follower_action(a, CARC_VERB_PLACE) ||
	    follower_action(a, CARC_VERB_REMOVE)) && cg->circle != NULL)
		return check_follower(cg, ctx, a, r);
	return 0;
}

/* A crop circle's round is the turn's only after its tile (the choice,
 * then each seat's follower): every row of this plugin's kinds in that
 * turn is this plugin's, no row of another turn is. */
static int
cc_claim_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a)
{
	const struct cc_game *cg = game;

	(void)ctx;
	(void)turn;
	return a->n > 0 && cg->circle != NULL;
}

static int
cc_after_action(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, const struct carc_turn_action *a)
{
	struct cc_game *cg = game;

	(void)turn;
	if (cg->circle == NULL)
		return 0;
	if (a->verb == CARC_VERB_CHOOSE && cg->choice == NULL &&
	    is_choice(a->arg)) {
		cg->choice = strcmp(a->arg, DEPLOY) == 0 ? DEPLOY : REMOVE;
		/* who had a follower of the kind is what remove owes
		 * (owing_before, cc_turn_end); deploy never reads it, and
		 * the board is not walked for it */
		if (cg->choice != REMOVE)
			return 0;
		return seats_with_follower(cg, ctx, 0, &cg->had);
	}
	if ((follower_action(a, CARC_VERB_PLACE) ||
	    follower_action(a, CARC_VERB_REMOVE)) &&
	    cg->choice != NULL && a->seat >= 0 && a->seat < CARC_MAX_SEATS) {
		cg->next = order_of(cg, ctx, a->seat) + 1;
		cg->acted |= 1u << a->seat;
	}
	return 0;
}

/*
 * What a crop circle's turn left out: the choice, where it changes
 * anything (a follower of the kind on the board), and with remove each
 * take-back of a seat that had such a follower (crop_circles.md 2.1,
 * 2.5).  A choice where nobody has such a follower does nothing, so it
 * may be left out (as JCloisterZone skips it).  The choice and the
 * take-backs are read from the turn's rows: asked as a judge (carc gen),
 * the last row is a candidate not carried out, which after_action has
 * not seen.
 */
static int
cc_turn_end(void *game, struct carc_ctx *ctx, const struct carc_turn *turn,
    const struct carc_turn_action *acts, size_t nacts,
    struct carc_ruling *r)
{
	struct cc_game *cg = game;
	const char *choice = cg->choice;
	unsigned had = cg->had, acted = 0, missing;
	size_t k;
	int s, n;

	(void)turn;
	if (cg->circle == NULL)
		return 0;
	for (k = 0; k < nacts; k++) {
		const struct carc_turn_action *a =
		    carc_turn_action_item(acts, k);

		if (a->refused)
			continue;
		if (a->verb == CARC_VERB_CHOOSE && choice == NULL &&
		    is_choice(a->arg)) {
			choice = strcmp(a->arg, DEPLOY) == 0 ? DEPLOY : REMOVE;
			if (choice == REMOVE &&
			    seats_with_follower(cg, ctx, 0, &had) != 0)
				return -1;
		} else if (follower_action(a, CARC_VERB_REMOVE) &&
		    a->seat >= 0 && a->seat < CARC_MAX_SEATS)
			acted |= 1u << a->seat;
	}
	if (choice == NULL) {
		/* a choice left out matters where anyone has such a
		 * follower: the first found says so */
		if (seats_with_follower(cg, ctx, 1, &had) != 0 || had == 0)
			return 0;
		r->rule = "CROP-CHOOSE";
		snprintf(r->expected, sizeof(r->expected), "choose deploy or "
		    "remove");
		snprintf(r->recorded, sizeof(r->recorded), "none");
		snprintf(r->message, sizeof(r->message), "the crop circle at "
		    "(%d,%d) concerns followers in a %s, and some are on the "
		    "board: its player must choose", cg->x, cg->y,
		    cg->circle->name);
		return 0;
	}
	if (choice != REMOVE || (missing = had & ~acted) == 0)
		return 0;
	n = cg->host->seats(ctx);
	/* the first in the order of the turn */
	for (s = (cg->placer + 1) % n; !((missing >> s) & 1u); s = (s + 1) % n)
		;
	r->rule = "CROP-REMOVE";
	snprintf(r->expected, sizeof(r->expected), "a follower in a %s taken "
	    "back by seat %d", cg->circle->name, s);
	snprintf(r->recorded, sizeof(r->recorded), "none");
	snprintf(r->message, sizeof(r->message), "the choice was remove: "
	    "seat %d has a follower in a %s and must take one back", s,
	    cg->circle->name);
	return 0;
}

/* The crop circle: a ring in the tile's centre with its kind's letter. */
static size_t
cc_draw(void *state, const void *marking, struct carc_draw *out,
    size_t max, size_t esize)
{
	const struct circle *c = marking;
	struct carc_draw d;

	(void)state;
	if (c == NULL)
		return 0;
	memset(&d, 0, sizeof(d));
	d.op = CARC_DRAW_CIRCLE;
	d.x = 50;
	d.y = 50;
	d.r = 13;
	d.fill = "#d9c77a";
	d.stroke = "#6b5a1e";
	d.stroke_width = 2;
	d.layer = CARC_LAYER_ART;
	d.legend = c->legend;
	d.rule = "CROP-KIND";
	if (max > 0 && esize >= CARC_DRAW_SIZE_3_0)
		carc_elem_put(out, 0, esize, &d, sizeof(d));
	memset(&d, 0, sizeof(d));
	d.op = CARC_DRAW_TEXT;
	d.x = 50;
	d.y = 50;
	d.text = c->letter;
	d.font_size = 14;
	d.fill = "#3b300a";
	d.layer = CARC_LAYER_ART;
	d.rule = "CROP-KIND";
	if (max > 1 && esize >= CARC_DRAW_SIZE_3_0)
		carc_elem_put(out, 1, esize, &d, sizeof(d));
	return 2;
}

static const struct carc_plugin crop_circles = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "crop_circles",
	.version = "1.0.0",
	.rule_prefix = "CROP-",
	.rules = cc_rules,
	.nrules = sizeof(cc_rules) / sizeof(cc_rules[0]),
	.catalogue = "crop_circles.yaml",
	.rules_doc = "crop_circles.md",
	.tile_keys = cc_tile_keys,
	.init = carc_util_init_host,
	.tile_key = cc_tile_key,
	.game_begin = cc_game_begin,
	.game_end = cc_game_end,
	.after_place = cc_after_place,
	.draw = cc_draw,
	.action_kinds = cc_actions,
	.naction_kinds = sizeof(cc_actions) / sizeof(cc_actions[0]),
	.game_size = sizeof(struct cc_game),
	.turn_begin = cc_turn_begin,
	.check_action = cc_check_action,
	.after_action = cc_after_action,
	.turn_end = cc_turn_end,
	.claim_action = cc_claim_action,
};

CARC_PLUGIN_DEFINE(crop_circles)
