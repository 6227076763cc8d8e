/*
 * actions.c - the whole turn (ABI 4.0, record format 2): the figures
 * that stand beside the seats' figures on features (neutral ones, ones
 * that stand on a tile), the tokens on tiles, a turn's actions judged and
 * carried out, the hooks that see a turn begin and end and say who plays
 * next, and the services that let a plugin change the board in answer.
 * When each happens is the move driver's (drive.c); the words of a
 * ruling the host gives are written here, as carc_ruling fills them for
 * a plugin's.  A game whose plugins bring no action pays nothing here.
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_plugin_util.h"
#include "engine/game_impl.h"
#include "engine/kinds.h"

void
carc_actions_begin(struct carc_game *g)
{
	g->nloose = 0;
	g->loose_changes = 1;	/* 0 is no stamp (neutral_stamp) */
	g->stamp_tiles = 0;
	g->njoined = 0;
	g->nheld = 0;
	g->ntokens = 0;
	g->judging = 0;
}

void
carc_actions_free(struct carc_game *g)
{
	free(g->loose);
	free(g->held);
	free(g->tokens);
}

/* -- where figures stand ----------------------------------------------- */

/* The whole of what is allocated at once, so that a game grows and
 * clears it a few times, not at every figure. */
int
carc_held_grow(struct carc_game *g, size_t t)
{
	if (carc_grow((void **)&g->held, &g->held_cap, t + 1,
	    sizeof(*g->held)) != 0)
		return carc_game_oom(g);
	memset(&g->held[g->nheld], 0,
	    (g->held_cap - g->nheld) * sizeof(*g->held));
	g->nheld = g->held_cap;
	return 0;
}

static const struct carc_figure_def *
figure_def(const struct carc_game *g, int figure)
{
	return &g->set->kinds.figure[figure];
}

/* Does a figure of this kind stand beside the seats' figures on
 * features (g->loose)? */
static int
is_loose(const struct carc_game *g, int figure)
{
	return (figure_def(g, figure)->flags &
	    (CARC_FIGURE_NEUTRAL | CARC_FIGURE_ON_TILE)) != 0;
}

/* The loose figure of kind `figure` and owner `seat` on tile t (-1: on
 * any tile), standing on segment s if s >= 0; its index or -1. */
static int
loose_find(const struct carc_game *g, int figure, int seat, int t, int s)
{
	size_t i;

	for (i = 0; i < g->nloose; i++) {
		const struct loose_figure *l = &g->loose[i];

		if (l->figure == figure && l->seat == seat &&
		    (t < 0 || l->tile == t) && (s < 0 || l->seg == s))
			return (int)i;
	}
	return -1;
}

/* (4.1) A seat's figure of kind `figure` of `seat` (any: -1) that joined
 * a segment of tile t (segment want if want >= 0): its index, or -1. */
static int
joined_find(const struct carc_game *g, int figure, int seat, int t,
    int want)
{
	size_t i;

	for (i = 0; i < g->nloose; i++) {
		const struct loose_figure *l = &g->loose[i];

		if (l->figure == figure && (seat < 0 || l->seat == seat) &&
		    l->tile == t && l->seg >= 0 && (want < 0 || l->seg == want))
			return (int)i;
	}
	return -1;
}

/* The segment a figure of `figure` stands on at `spot` of tile t: -1 for
 * one that stands on the tile itself (spot NULL), -2 when the tile has
 * no such spot or the figure may not stand there. */
static int
segment_of(const struct carc_game *g, int figure, int t, const char *spot)
{
	const struct carc_figure_def *fd = figure_def(g, figure);
	int s;

	if (fd->flags & CARC_FIGURE_ON_TILE)
		return spot == NULL ? -1 : -2;
	if (spot == NULL)
		return -2;
	s = carc_board_segment_for(g, t, spot, fd->stands_on);
	return s >= 0 && (fd->stands_on & (1u << g->segs[s].kind)) ? s : -2;
}

/* The seats' figure of kind `figure` of `seat` (any seat: -1) on tile t,
 * on segment want if want >= 0: its segment, or -1. */
static int
segment_figure(const struct carc_game *g, int figure, int seat, int t,
    int want)
{
	int s;

	for (s = g->tiles[t].seg_base;
	    s < (int)g->nsegs && g->segs[s].tile == t; s++)
		if (g->segs[s].meeple >= 0 && g->segs[s].figure == figure &&
		    (seat < 0 || g->segs[s].meeple == seat) &&
		    (want < 0 || s == want))
			return s;
	return -1;
}

/*
 * (4.1) A seat's figure that joined a segment another figure holds
 * (CARC_ACTION_JOINS) is kept with the loose ones, on its segment, but
 * counts in its feature's majority as the segment's own figure does:
 * sign 1 when it comes, -1 when it goes.
 */
static void
joined_count(struct carc_game *g, const struct loose_figure *l, int sign)
{
	struct segment *root = &g->segs[carc_seg_find(g, l->seg)];

	root->seat_meeples[l->seat] = (uint16_t)(root->seat_meeples[l->seat] +
	    sign * figure_def(g, l->figure)->weight);
	root->nfigures = (uint16_t)(root->nfigures + sign);
	if (sign > 0)
		g->njoined++;
	else
		g->njoined--;
}

/* What neutral_figures tells of a listed loose figure l, but its
 * feature: the same as long as l stands where it stands, so written
 * once as it comes, not at every question (a plugin may ask of every
 * kind twice a turn). */
static void
loose_describe(const struct carc_game *g, struct loose_figure *l)
{
	const struct carc_figure_def *fd = figure_def(g, l->figure);

	/* every field named: what a later version adds is 0 */
	l->info = (struct carc_figure_info){
		.size = sizeof(l->info),
		.seat = l->seat,
		.x = g->tiles[l->tile].x,
		.y = g->tiles[l->tile].y,
		.kind = l->seg >= 0 ? (int)g->segs[l->seg].kind : -1,
		.feature = -1,
		.figure = fd->name,
		.weight = fd->weight,
		.follower = 0,
		.neutral = (fd->flags & CARC_FIGURE_NEUTRAL) != 0,
		.on_tile = (fd->flags & CARC_FIGURE_ON_TILE) != 0,
	};
}

static int
loose_add(struct carc_game *g, int figure, int seat, int t, int s)
{
	struct loose_figure *l;

	if (carc_grow((void **)&g->loose, &g->loose_cap, g->nloose + 1,
	    sizeof(*g->loose)) != 0)
		return carc_game_oom(g);
	l = &g->loose[g->nloose++];
	g->loose_changes++;
	l->figure = figure;
	l->seat = seat;
	l->tile = t;
	l->seg = s;
	l->listed = is_loose(g, figure);
	if (l->listed)
		loose_describe(g, l);
	/* its coming is a change of its own: the features the stamp sees
	 * from now on are measured against this one */
	l->feature_stamped = s >= 0 ? carc_seg_find(g, s) : -1;
	if (seat < 0)
		g->neutral_left[figure]--;
	else
		g->supply[seat][figure]--;
	if (!is_loose(g, figure))
		joined_count(g, l, 1);
	return 0;
}

static void
loose_remove(struct carc_game *g, int i)
{
	const struct loose_figure *l = &g->loose[i];

	g->loose_changes++;
	if (!is_loose(g, l->figure))
		joined_count(g, l, -1);
	if (l->seat < 0)
		g->neutral_left[l->figure]++;
	else
		g->supply[l->seat][l->figure]++;
	/* in the order they came onto the board (neutral_figures) */
	memmove(&g->loose[i], &g->loose[i + 1],
	    (g->nloose - (size_t)i - 1) * sizeof(*g->loose));
	g->nloose--;
}

/* Figures of kind `figure` and owner `seat` left beside the board. */
static int
left_of(const struct carc_game *g, int figure, int seat)
{
	if (figure_def(g, figure)->flags & CARC_FIGURE_NEUTRAL)
		return g->neutral_left[figure];
	return seat >= 0 && seat < g->nseats ? g->supply[seat][figure] : 0;
}

/* The owner of a figure of this kind an action names: none for a
 * neutral one, else the acting seat. */
static int
owner_of(const struct carc_game *g, int figure, int seat)
{
	return (figure_def(g, figure)->flags & CARC_FIGURE_NEUTRAL) ? -1 :
	    seat;
}

/*
 * Put a figure onto tile t (spot as for segment_of).  0 done; else the
 * host's reason it cannot stand there (*why), nothing changed; -1 out
 * of memory.
 */
static int
put_figure(struct carc_game *g, int figure, int seat, int t,
    const char *spot, int joins, const char **why)
{
	int s = segment_of(g, figure, t, spot), root;

	if (s == -2) {
		*why = "no such spot for it";
		return 1;
	}
	if (left_of(g, figure, seat) <= 0) {
		*why = "none left in the supply";
		return 1;
	}
	if (is_loose(g, figure))
		return loose_add(g, figure, seat, t, s);
	root = carc_seg_find(g, s);
	if (!joins && carc_feature_held(&g->segs[root])) {
		*why = "the feature is occupied";
		return 1;
	}
	/* (4.1) onto a segment another figure holds: beside it */
	if (g->segs[s].meeple >= 0)
		return loose_add(g, figure, seat, t, s);
	return carc_figure_put(g, seat, figure, s);
}

/* Where the figure an action moves or removes stands: *li (loose) or *si
 * (a segment); 0 found, 1 none. */
static int
find_figure(const struct carc_game *g, int figure, int seat, int t,
    const char *spot, int *li, int *si)
{
	int want = -1;

	*li = *si = -1;
	if (spot != NULL && (want = segment_of(g, figure, t, spot)) == -2)
		return 1;
	if (is_loose(g, figure))
		*li = loose_find(g, figure, seat, t, want);
	else if ((*si = segment_figure(g, figure, seat, t, want)) < 0)
		*li = joined_find(g, figure, seat, t, want);
	return *li < 0 && *si < 0;
}

/* -- the services of 4.0 (carc_plugin.h) ------------------------------ */

/* Does the calling hook may change the board? */
static int
may_change(struct carc_ctx *c)
{
	if (c->g->judging) {
		carc_game_fail(c->g, "%s: changed the board from a hook that "
		    "may only judge", c->plugin->desc->name);
		return 0;
	}
	return 1;
}

static int
tile_of(const struct carc_game *g, int x, int y)
{
	return carc_board_find(g, x, y);
}

int
carc_svc_seats(const struct carc_ctx *c)
{
	return c->g->nseats;
}

size_t
carc_svc_neutral_figures(const struct carc_ctx *c, const char *figure,
    struct carc_figure_info *out, size_t max, size_t esize)
{
	const struct carc_game *g = c->g;
	size_t i, n = 0;
	/* a plugin may ask of every kind (NULL) twice a turn */
	int k = figure != NULL ? carc_figure_asked(c->g, figure) : -1;

	if (figure != NULL && k < 0)
		return 0;
	if (esize < CARC_FIGURE_INFO_SIZE_3_0)
		max = 0;
	/* by index: g->loose is NULL until the first loose figure, and
	 * NULL + 0 is undefined (C99 6.5.6) */
	for (i = 0; i < g->nloose; i++) {
		const struct loose_figure *l = &g->loose[i];
		struct carc_figure_info m;
		int feature;

		if (!l->listed || (k >= 0 && l->figure != k))
			continue;
		if (n < max) {
			/* read before the plugin's element is written: a
			 * store into it may alias the game, which would be
			 * read again after it */
			feature = l->seg >= 0 ? carc_seg_find(g, l->seg) : -1;
			/* in place where the plugin's element is the host's
			 * (the usual case, both of one version), else copied
			 * as it takes it */
			if (esize == sizeof(m)) {
				out[n] = l->info;
				out[n].feature = feature;
			} else {
				m = l->info;
				m.feature = feature;
				carc_elem_put(out, n, esize, &m, sizeof(m));
			}
		}
		n++;
	}
	return n;
}

/*
 * (4.4) Every change of neutral_figures' answer is a loose figure added
 * or removed (loose_add, loose_remove: a move is both), a link made or
 * parted, or a listed figure's feature joined to another by a tile, so
 * that its handle (the feature's root) is another: each adds to
 * loose_changes, which only grows in a game.  The last is looked for
 * here, after tiles came (or a link: carc_svc_link_segments), not at
 * each tile: most tiles join no feature a neutral figure stands in, and
 * a plugin that keeps the answer would ask again at every one.  A
 * feature joined and its handle the same is no change of the answer.
 * Each stamp is told with every figure's feature_stamped its feature
 * then, which a later tile's is compared with.
 */
uint64_t
carc_svc_neutral_stamp(const struct carc_ctx *c)
{
	struct carc_game *g = c->g;
	size_t i;

	if (g->stamp_tiles == g->ntiles)
		return g->loose_changes;
	g->stamp_tiles = g->ntiles;
	/* by index: g->loose is NULL until the first loose figure, and
	 * NULL + 0 is undefined (C99 6.5.6) */
	for (i = 0; i < g->nloose; i++) {
		struct loose_figure *l = &g->loose[i];
		int feature;

		if (!l->listed || l->seg < 0 ||
		    (feature = carc_seg_find(g, l->seg)) == l->feature_stamped)
			continue;
		l->feature_stamped = feature;
		g->loose_changes++;
	}
	return g->loose_changes;
}

int
carc_svc_place_figure(struct carc_ctx *c, const char *figure, int seat,
    int x, int y, const char *spot)
{
	struct carc_game *g = c->g;
	const char *why;
	int k = carc_figure_asked(g, figure), t, rc;

	if (c->g->judging == CARC_JUDGING_DRY)
		return 0;	/* a judged turn_end: nothing happens */
	if (!may_change(c))
		return -1;
	if (k < 0 || (t = tile_of(g, x, y)) < 0 ||
	    owner_of(g, k, seat) != seat || seat >= g->nseats)
		return 1;
	rc = put_figure(g, k, seat, t, spot, 0, &why);
	return rc < 0 ? -1 : rc;
}

int
carc_svc_remove_figure(struct carc_ctx *c, const char *figure, int seat,
    int x, int y, const char *spot)
{
	struct carc_game *g = c->g;
	int k = carc_figure_asked(g, figure), t, li, si;

	if (c->g->judging == CARC_JUDGING_DRY)
		return 0;	/* a judged turn_end: nothing happens */
	if (!may_change(c))
		return -1;
	if (k < 0 || (t = tile_of(g, x, y)) < 0 ||
	    find_figure(g, k, seat, t, spot, &li, &si) != 0)
		return 1;
	if (li >= 0)
		loose_remove(g, li);
	else
		carc_figure_lift(g, si);
	return 0;
}

int
carc_svc_move_figure(struct carc_ctx *c, const char *figure, int seat,
    int from_x, int from_y, int to_x, int to_y, const char *to_spot)
{
	struct carc_game *g = c->g;
	int k = carc_figure_asked(g, figure), t, to, li, si, rc;
	int was = -1;
	const char *why;

	if (c->g->judging == CARC_JUDGING_DRY)
		return 0;	/* a judged turn_end: nothing happens */
	if (!may_change(c))
		return -1;
	if (k < 0 || (t = tile_of(g, from_x, from_y)) < 0 ||
	    (to = tile_of(g, to_x, to_y)) < 0 ||
	    find_figure(g, k, seat, t, NULL, &li, &si) != 0 ||
	    segment_of(g, k, to, to_spot) == -2)
		return 1;
	/* off, then on: a figure moved within its feature is no second one */
	if (li >= 0) {
		was = g->loose[li].seg;
		loose_remove(g, li);
	} else
		carc_figure_lift(g, si);
	if ((rc = put_figure(g, k, seat, to, to_spot, 0, &why)) == 1) {
		/* the feature it goes to is occupied: it stays where it was */
		if (li >= 0)
			rc = loose_add(g, k, seat, t, was);
		else
			rc = carc_figure_put(g, seat, k, si);
		return rc < 0 ? -1 : 1;
	}
	return rc < 0 ? -1 : 0;
}

/* count tokens of d's kind onto tile t (taken off, negative): 0, 1 too
 * few there, -1 out of memory. */
static int
put_token(struct carc_game *g, const struct carc_action_def *d, int t,
    const char *spot, int count)
{
	struct token_pile *p = NULL;
	size_t i;

	if (spot != NULL && strlen(spot) >= sizeof(p->spot))
		return 1;
	for (i = 0; i < g->ntokens; i++)
		if (g->tokens[i].tile == t &&
		    strcmp(g->tokens[i].kind, d->kind) == 0 &&
		    strcmp(g->tokens[i].spot, spot ? spot : "") == 0)
			p = &g->tokens[i];
	if (count < 0 && (p == NULL || p->count < -count))
		return 1;
	if (p == NULL) {
		if (carc_grow((void **)&g->tokens, &g->tokens_cap,
		    g->ntokens + 1, sizeof(*g->tokens)) != 0)
			return carc_game_oom(g);
		p = &g->tokens[g->ntokens++];
		p->kind = d->kind;
		p->tile = t;
		carc_text_copy(p->spot, sizeof(p->spot), spot ? spot : "");
		p->count = 0;
	}
	p->count += count;
	return 0;
}

int
carc_svc_put_token(struct carc_ctx *c, const char *token, int x, int y,
    const char *spot, int count)
{
	struct carc_game *g = c->g;
	int t, a;

	if (c->g->judging == CARC_JUDGING_DRY)
		return 0;	/* a judged turn_end: nothing happens */
	if (!may_change(c))
		return -1;
	/* a token kind of the calling plugin's */
	a = carc_kinds_action(&g->set->kinds, ~0u, CARC_VERB_TOKEN, token);
	if (a < 0 || g->set->kinds.action[a].slot != c->plugin->slot + 1 ||
	    (t = tile_of(g, x, y)) < 0)
		return 1;
	return put_token(g, &g->set->kinds.action[a], t, spot, count);
}

int
carc_svc_link_segments(struct carc_ctx *c, int x, int y, const char *spot_a,
    const char *spot_b, int join)
{
	struct carc_game *g = c->g;
	int t;

	if (g->judging == CARC_JUDGING_DRY)
		return 0;	/* a judged turn_end: nothing happens */
	if (!may_change(c))
		return -1;
	if ((t = tile_of(g, x, y)) < 0 || spot_a == NULL || spot_b == NULL)
		return 1;
	g->loose_changes++;	/* a figure's feature may be another */
	/* and the features the stamp last saw may be no figure's now: a
	 * tile could join a figure's road back to one of them unseen,
	 * which the stamp's next question is to look at */
	g->stamp_tiles = SIZE_MAX;
	return carc_links_change(g, carc_board_segment_at_spot(g, t, spot_a),
	    carc_board_segment_at_spot(g, t, spot_b), join != 0);
}

size_t
carc_svc_tokens_at(const struct carc_ctx *c, const char *token, int x,
    int y, struct carc_token_info *out, size_t max, size_t esize)
{
	const struct carc_game *g = c->g;
	int t = tile_of(g, x, y);
	size_t i, n = 0;

	if (esize < sizeof(uint32_t) || t < 0)
		max = 0;
	for (i = 0; t >= 0 && i < g->ntokens; i++) {
		const struct token_pile *p = &g->tokens[i];
		struct carc_token_info ti;

		if (p->count <= 0 || p->tile != t || (token != NULL &&
		    strcmp(p->kind, token) != 0))
			continue;
		if (n < max) {
			memset(&ti, 0, sizeof(ti));
			ti.size = sizeof(ti);
			ti.kind = p->kind;
			ti.x = g->tiles[p->tile].x;
			ti.y = g->tiles[p->tile].y;
			ti.spot = p->spot[0] ? p->spot : NULL;
			ti.count = p->count;
			carc_elem_put(out, n, esize, &ti, sizeof(ti));
		}
		n++;
	}
	return n;
}

/* -- the hooks of a turn ----------------------------------------------- */

int
carc_game_turn_hooks(const struct carc_game *g)
{
	return g->turn_hooks;
}

/*
 * The turn a hook is told of: the move's, its tile the one placed last;
 * before the tile (turn_begin, the actions of n < 0) no tile, the seat
 * the turn's or the action's.  That bare turn is the same for every
 * plugin a hook asks, so it is written once, into *bare, before them
 * (bare_turn); NULL where the hooks are told of the tile placed last,
 * each plugin's (turn_told).  No hook places a tile.
 */
static const struct carc_turn *
bare_turn(const struct carc_game *g, int seq, int seat, int before_tile,
    struct carc_turn *bare)
{
	if (!before_tile && g->last_tile >= 0)
		return NULL;
	memset(bare, 0, sizeof(*bare));
	bare->size = sizeof(*bare);
	bare->seq = seq;
	bare->seat = seat;
	return bare;
}

static inline const struct carc_turn *
turn_told(struct carc_game *g, struct carc_ctx *c,
    const struct carc_turn *bare)
{
	return bare != NULL ? bare : carc_hook_turn(g, c, g->last_tile);
}

/*
 * The turn every plugin of hook `hook` is told of, found once before
 * them where it is the same for all: the bare turn, or the tile placed
 * last where none of them marks it (carc_hook_turn_shared); NULL where
 * one does, each then told of its own by turn_told.  Asked only where
 * the hook has plugins.
 */
static const struct carc_turn *
hook_turn(struct carc_game *g, int hook, int seq, int seat, int before_tile,
    struct carc_turn *bare)
{
	const struct carc_turn *t = bare_turn(g, seq, seat, before_tile, bare);

	return t != NULL ? t : carc_hook_turn_shared(g, hook, g->last_tile);
}

void
carc_game_turn_begin(struct carc_game *g, int seq, int seat)
{
	struct carc_turn bare;
	size_t i;

	if (g->nhooked[HOOK_TURN_BEGIN] == 0)
		return;
	(void)bare_turn(g, seq, seat, 1, &bare);
	for (i = 0; i < g->nhooked[HOOK_TURN_BEGIN]; i++) {
		const struct hook_call *e = &g->hook_calls[HOOK_TURN_BEGIN][i];

		if (e->d->turn_begin(e->c->game_state, e->c, &bare) != 0)
			carc_game_hook_failed(g, e->c, "turn_begin");
	}
}

/* The words of a ruling the host gives of an action. */
static void
host_ruling(struct carc_game *g, const struct carc_turn_action *a,
    const char *rule, const char *why, struct carc_ruling *r)
{
	char sq[CARC_UTIL_SQUARE_MAX];

	r->rule = rule;
	snprintf(r->expected, sizeof(r->expected), "%s", why);
	/* a square at the bound is worded as the plugins word it: it
	 * stands for one farther off, which the record holds */
	if (a->has_tile)
		snprintf(r->recorded, sizeof(r->recorded), "%s %s at %s%s%s",
		    carc_verb_names[a->verb], a->kind ? a->kind : "",
		    carc_util_square(sq, a->x, a->y), a->spot ? " " : "",
		    a->spot ? a->spot : "");
	else
		snprintf(r->recorded, sizeof(r->recorded), "%s %s",
		    carc_verb_names[a->verb], a->arg ? a->arg : "");
	snprintf(r->message, sizeof(r->message), "action %d of the turn "
	    "(%s %s) is not carried out: %s", a->n, carc_verb_names[a->verb],
	    a->kind ? a->kind : (a->arg ? a->arg : ""), why);
	(void)g;
}

/*
 * What the host itself says of an action, after the plugins: its tile,
 * the figure it concerns, the spot; fills the action's feature and
 * where its figure stands.  NULL, or the reason it cannot be done.
 * *to: the segment its figure goes to, as segment_of answers (-3: not
 * looked up), so that carry_out need not look again.
 */
static const char *
host_check(struct carc_game *g, const struct carc_action_def *d,
    struct carc_turn_action *a, int *t, int *li, int *si, int *to)
{
	int figure = d->figure, owner, s;

	*t = -1;
	*li = *si = -1;
	*to = -3;
	a->feature = a->feature_kind = -1;
	a->from_feature = -1;
	a->from_seat = -1;
	/* (4.2) the reader let through a form some declaration of the
	 * verb and kind takes; the row is played by its claimant's
	 * (claim_action), which may not take it.  A declaration no other
	 * plugin loaded shares is the one the reader asked. */
	switch (d->first_twin == (int)(d - g->set->kinds.action) &&
	    d->next_twin < 0 ? CARC_FORM_OK : carc_action_form(&g->set->kinds,
	    d, a->n, a->has_tile, a->spot)) {
	case CARC_FORM_BEFORE_TILE:
		return "an action its declaration takes before the tile";
	case CARC_FORM_NO_TILE:
		return "an action aimed at no tile";
	case CARC_FORM_TILE:
		return "an action aimed at a tile";
	case CARC_FORM_SPOT:
		return "a spot form its declaration takes";
	case CARC_FORM_OK:
		break;
	}
	if (!a->has_tile)
		return NULL;
	if ((*t = tile_of(g, a->x, a->y)) < 0)
		return "a placed tile";
	if (figure < 0) {
		/* a token: on the tile or a spot the plugin's form names */
		if (a->spot != NULL && d->spots == NULL &&
		    (s = carc_board_segment_at_spot(g, *t, a->spot)) >= 0) {
			a->feature = carc_seg_find(g, s);
			a->feature_kind = g->segs[s].kind;
		}
		return NULL;
	}
	owner = owner_of(g, figure, a->seat);
	*to = s = segment_of(g, figure, *t, a->spot);
	if (s >= 0) {
		a->feature = carc_seg_find(g, s);
		a->feature_kind = g->segs[s].kind;
	}
	switch (a->verb) {
	case CARC_VERB_PLACE:
		if (s == -2)
			return "a spot it may stand on";
		if (left_of(g, figure, owner) <= 0)
			return "a figure left in the supply";
		if (s >= 0 && !is_loose(g, figure) &&
		    !(d->flags & CARC_ACTION_JOINS) &&
		    carc_feature_held(&g->segs[a->feature]))
			return "an unoccupied feature";
		return NULL;
	case CARC_VERB_MOVE:
		if (s == -2)
			return "a spot it may stand on";
		/* from where it stands: on the board, or beside it */
		if (is_loose(g, figure)) {
			*li = loose_find(g, figure, owner, -1, -1);
			if (*li >= 0 && a->arg != NULL) {
				int fx, fy, ft;

				if (sscanf(a->arg, "%d,%d", &fx, &fy) != 2 ||
				    (ft = tile_of(g, fx, fy)) < 0 ||
				    (*li = loose_find(g, figure, owner, ft,
				    -1)) < 0)
					return "the figure on the tile arg "
					    "names";
			}
			if (*li < 0 && left_of(g, figure, owner) <= 0)
				return "a figure to move";
			if (*li >= 0) {
				const struct loose_figure *l = &g->loose[*li];

				a->has_from = 1;
				a->from_x = g->tiles[l->tile].x;
				a->from_y = g->tiles[l->tile].y;
				a->from_feature = l->seg >= 0 ?
				    carc_seg_find(g, l->seg) : -1;
				a->from_seat = l->seat;
			}
			return NULL;
		}
		return "a figure of a kind that moves";
	case CARC_VERB_RETURN:
		/* as return:KIND@X,Y: the seat's own figure (carc_game_act) */
		return a->seat < 0 ? "the seat whose figure it is" : NULL;
	case CARC_VERB_REMOVE:
		if (find_figure(g, figure, is_loose(g, figure) ? owner : -1,
		    *t, a->spot, li, si) != 0)
			return "a figure of that kind on the tile";
		a->has_from = 1;
		a->from_x = a->x;
		a->from_y = a->y;
		if (*si >= 0) {
			a->from_feature = carc_seg_find(g, *si);
			a->from_seat = g->segs[*si].meeple;
		} else {
			a->from_feature = g->loose[*li].seg >= 0 ?
			    carc_seg_find(g, g->loose[*li].seg) : -1;
			a->from_seat = g->loose[*li].seat;
		}
		return NULL;
	default:
		return NULL;
	}
}

/* Carry out what host_check found possible. */
static int
carry_out(struct carc_game *g, const struct carc_action_def *d,
    const struct carc_turn_action *a, int t, int li, int si, int to)
{
	struct carc_meeple_check chk;
	const char *why;
	int owner = d->figure >= 0 ? owner_of(g, d->figure, a->seat) : -1;
	int rc;

	switch (a->verb) {
	case CARC_VERB_PLACE:
		rc = put_figure(g, d->figure, owner, t, a->spot,
		    (d->flags & CARC_ACTION_JOINS) != 0, &why);
		return rc < 0 ? -1 : 0;
	case CARC_VERB_MOVE:
		if (li >= 0)
			loose_remove(g, li);
		/* the board is as host_check found it: the plugins that
		 * judged since change nothing */
		return loose_add(g, d->figure, owner, t, to != -3 ? to :
		    segment_of(g, d->figure, t, a->spot));
	case CARC_VERB_REMOVE:
		if (li >= 0)
			loose_remove(g, li);
		else
			carc_figure_lift(g, si);
		return 0;
	case CARC_VERB_RETURN:
		carc_game_check_take_back(g, a->seat, d->figure, a->x, a->y,
		    &chk);
		if (chk.fault == CARC_MEEPLE_OK)
			carc_game_take_back(g, a->seat, &chk);
		return 0;
	case CARC_VERB_TOKEN:
		return put_token(g, d, t, a->spot, a->arg != NULL &&
		    strcmp(a->arg, "-1") == 0 ? -1 : 1) < 0 ? -1 : 0;
	default:
		return 0;
	}
}

/*
 * The judgement of an action *a that host_check has looked up (why, its
 * answer), changing nothing: the plugins' check_action, then the host's
 * own; 1 with *r filled where a rule is broken, else 0.
 */
static int
judge_checked(struct carc_game *g, const struct carc_action_def *d,
    struct carc_turn_action *a, const char *why, struct carc_ruling *r)
{
	struct carc_meeple_check chk;
	struct carc_turn bare;
	const struct carc_turn *before = g->nhooked[HOOK_CHECK_ACTION] > 0 ?
	    hook_turn(g, HOOK_CHECK_ACTION, a->seq, a->seat, a->n < 0, &bare) :
	    NULL;
	size_t i;

	carc_ruling_clear(r);
	g->judging = 1;
	for (i = 0; i < g->nhooked[HOOK_CHECK_ACTION] && r->rule == NULL;
	    i++) {
		const struct hook_call *e = &g->hook_calls[HOOK_CHECK_ACTION][i];

		if (e->d->check_action(e->c->game_state, e->c, turn_told(g,
		    e->c, before), a, r) != 0) {
			carc_game_hook_failed(g, e->c, "check_action");
			carc_ruling_clear(r);
		}
	}
	g->judging = 0;
	if (r->rule != NULL)
		return 1;
	if (why == NULL && a->verb == CARC_VERB_RETURN) {
		/* as return:KIND@X,Y: the kind's return rule, or a plugin's
		 * check_figure */
		carc_game_check_take_back(g, a->seat, d->figure, a->x, a->y,
		    &chk);
		if (chk.fault != CARC_MEEPLE_OK) {
			host_ruling(g, a, chk.rule, "a figure of the seat's of "
			    "that kind on the tile, that may be taken back", r);
			return 1;
		}
	}
	if (why != NULL) {
		host_ruling(g, a, d->rule != NULL ? d->rule : d->figure >= 0 ?
		    figure_def(g, d->figure)->spot_rule : "DATA-SPOT", why, r);
		return 1;
	}
	return 0;
}

/*
 * The judgement of an action, changing nothing: the plugins'
 * check_action, then the host's own; 1 with *r filled where a rule is
 * broken, else 0 with where it is aimed (t, li, si, to) for carry_out.
 */
static int
judge_act(struct carc_game *g, const struct carc_action_def *d,
    struct carc_turn_action *a, struct carc_ruling *r, int *t, int *li,
    int *si, int *to)
{
	/* where it is aimed: the plugins judge what the host found */
	return judge_checked(g, d, a, host_check(g, d, a, t, li, si, to), r);
}

int
carc_game_judge_act(struct carc_game *g, int def, struct carc_turn_action *a,
    struct carc_ruling *r)
{
	int t, li, si, to;

	return judge_act(g, &g->set->kinds.action[def], a, r, &t, &li, &si,
	    &to);
}

int
carc_game_host_check(struct carc_game *g, int def, struct carc_turn_action *a)
{
	int t, li, si, to;

	return host_check(g, &g->set->kinds.action[def], a, &t, &li, &si,
	    &to) != NULL;
}

int
carc_game_judge_checked(struct carc_game *g, int def,
    struct carc_turn_action *a, struct carc_ruling *r)
{
	return judge_checked(g, &g->set->kinds.action[def], a, NULL, r);
}

int
carc_game_claim_act(struct carc_game *g, int def,
    const struct carc_turn_action *a, int *nobody)
{
	const struct carc_action_def *act = g->set->kinds.action;
	struct carc_turn_action row = *a;
	struct carc_turn bare;
	int first_hook = -1, first_plain = -1, mine, own;

	/* not looked up yet: the board is not the one the row meets */
	row.feature = row.feature_kind = row.from_feature = -1;
	row.from_seat = -1;
	row.has_from = 0;
	/* the declarations of the row's verb and kind, at most one a plugin,
	 * in load order as the game's contexts are (kinds.h): each of a
	 * plugin of the game's */
	for (own = act[def].first_twin; own >= 0; own = act[own].next_twin) {
		struct carc_ctx *c;
		const struct carc_plugin *p;

		if (g->ctx_of_slot[act[own].slot] < 0)
			continue;	/* the base set's, or not in play */
		c = &g->ctx[g->ctx_of_slot[act[own].slot]];
		p = c->plugin->desc;
		if (!CARC_HAS_FIELD4(p, claim_action) ||
		    p->claim_action == NULL) {
			if (first_plain < 0)
				first_plain = own;
			continue;
		}
		if (first_hook < 0)
			first_hook = own;
		g->judging = 1;
		mine = p->claim_action(c->game_state, c, turn_told(g, c,
		    bare_turn(g, a->seq, a->seat, a->n < 0, &bare)), &row);
		g->judging = 0;
		if (mine < 0)
			carc_game_hook_failed(g, c, "claim_action");
		else if (mine > 0) {
			*nobody = 0;
			return own;
		}
	}
	/* carc_plugin.h, 4.2: a plugin without the hook plays the rows
	 * nobody claims, as in 4.1; where every declaration has it, no
	 * turn of the game's calls for the row */
	*nobody = first_plain < 0 && first_hook >= 0;
	return first_plain >= 0 ? first_plain : first_hook >= 0 ?
	    first_hook : def;
}

void
carc_game_unclaimed(struct carc_game *g, int def,
    const struct carc_turn_action *a, struct carc_ruling *r)
{
	const struct carc_action_def *d = &g->set->kinds.action[def];

	carc_ruling_clear(r);
	host_ruling(g, a, d->rule != NULL ? d->rule : d->figure >= 0 ?
	    figure_def(g, d->figure)->spot_rule : "DATA-SPOT",
	    "an action a plugin in play claims", r);
}

int
carc_game_act(struct carc_game *g, int def, struct carc_turn_action *a,
    struct carc_ruling *r)
{
	const struct carc_action_def *d = &g->set->kinds.action[def];
	struct carc_turn bare;
	const struct carc_turn *before;
	size_t i;
	int t, li, si, to;

	if (judge_act(g, d, a, r, &t, &li, &si, &to) != 0)
		return 1;
	if (carry_out(g, d, a, t, li, si, to) != 0)
		return -1;
	if (g->nhooked[HOOK_AFTER_ACTION] == 0)
		return 0;
	before = hook_turn(g, HOOK_AFTER_ACTION, a->seq, a->seat, a->n < 0,
	    &bare);
	for (i = 0; i < g->nhooked[HOOK_AFTER_ACTION]; i++) {
		const struct hook_call *e = &g->hook_calls[HOOK_AFTER_ACTION][i];

		if (e->d->after_action(e->c->game_state, e->c, turn_told(g,
		    e->c, before), a) != 0)
			carc_game_hook_failed(g, e->c, "after_action");
	}
	return 0;
}

void
carc_game_turn_end(struct carc_game *g, int seq, int seat,
    const struct carc_turn_action *acts, size_t n,
    struct carc_plugin_rulings *out)
{
	struct carc_turn bare;
	const struct carc_turn *before;
	struct carc_ruling *r;
	size_t i;

	out->n = 0;
	if (g->nhooked[HOOK_TURN_END] == 0)
		return;
	before = hook_turn(g, HOOK_TURN_END, seq, seat, 0, &bare);
	for (i = 0; i < g->nhooked[HOOK_TURN_END]; i++) {
		const struct hook_call *e = &g->hook_calls[HOOK_TURN_END][i];

		r = &out->r[out->n];
		carc_ruling_clear(r);
		if (e->d->turn_end(e->c->game_state, e->c, turn_told(g, e->c,
		    before), n > 0 ? acts : NULL, n, r) != 0) {
			carc_game_hook_failed(g, e->c, "turn_end");
			continue;
		}
		if (r->rule != NULL && out->n < CARC_MAX_RULINGS)
			out->n++;
	}
}

/* The bytes of c's per-game state the host keeps (game_size), 0 where
 * the plugin has the host keep none. */
static size_t
own_size(const struct carc_ctx *c)
{
	const struct carc_plugin *d = c->plugin->desc;

	return CARC_HAS_FIELD4(d, game_size) ? d->game_size : 0;
}

void
carc_game_judge_turn_end(struct carc_game *g, int seq, int seat,
    const struct carc_turn_action *acts, size_t n,
    struct carc_plugin_rulings *out)
{
	size_t i, total = 0, at = 0;
	char *saved;

	/*
	 * turn_end may change the board and its own state (a figure that
	 * cannot move leaves); asked as a judge it must leave both as they
	 * were: the services do nothing (CARC_JUDGING_DRY) and the per-game
	 * state kept by the host of each plugin asked is put back after
	 * (doc/plugins.md, "What carc gen plays").  Only those: no other
	 * plugin's code runs in a dry turn_end (no service calls a hook),
	 * and a context's buffer past its plugin's game_size is nobody's.
	 */
	for (i = 0; i < g->nhooked[HOOK_TURN_END]; i++)
		total += own_size(g->hook_calls[HOOK_TURN_END][i].c);
	if ((saved = malloc(total ? total : 1)) == NULL) {
		carc_game_oom(g);
		out->n = 0;
		return;
	}
	for (i = 0; i < g->nhooked[HOOK_TURN_END]; i++) {
		const struct carc_ctx *c = g->hook_calls[HOOK_TURN_END][i].c;

		if (own_size(c) > 0)
			memcpy(saved + at, c->own, own_size(c));
		at += own_size(c);
	}
	g->judging = CARC_JUDGING_DRY;
	carc_game_turn_end(g, seq, seat, acts, n, out);
	g->judging = 0;
	for (i = 0, at = 0; i < g->nhooked[HOOK_TURN_END]; i++) {
		struct carc_ctx *c = g->hook_calls[HOOK_TURN_END][i].c;

		if (own_size(c) > 0)
			memcpy(c->own, saved + at, own_size(c));
		at += own_size(c);
	}
	free(saved);
}

/* The descriptor's copy of one of d's rule ids, or NULL. */
static const char *
own_rule(const struct carc_plugin *d, const char *rule)
{
	size_t i;

	for (i = 0; rule != NULL && i < d->nrules; i++)
		if (strcmp(d->rules[i].id, rule) == 0)
			return d->rules[i].id;
	return NULL;
}

const char *
carc_game_turn_order(struct carc_game *g, int seq, int seat, int *next,
    const char **withheld)
{
	struct carc_turn bare;
	const struct carc_turn *before;
	const char *granted = NULL;
	size_t i;

	*withheld = NULL;
	if (g->nhooked[HOOK_TURN_ORDER] == 0)
		return NULL;
	before = hook_turn(g, HOOK_TURN_ORDER, seq, seat, 0, &bare);
	for (i = 0; i < g->nhooked[HOOK_TURN_ORDER]; i++) {
		const struct hook_call *e = &g->hook_calls[HOOK_TURN_ORDER][i];
		const struct carc_plugin *d = e->d;
		const char *rule = NULL;
		int n = *next, rc;

		rc = d->turn_order(e->c->game_state, e->c, turn_told(g, e->c,
		    before), &n, &rule);
		if (rc < 0) {
			carc_game_hook_failed(g, e->c, "turn_order");
			continue;
		}
		/* the first plugin that grants decides; (4.2) its rule, or
		 * the rule of a plugin that names one and grants nothing
		 * (a tile withheld), is what a record of another order
		 * breaks: none of the plugin's own, DATA-SEAT */
		if (rc == 1 && granted == NULL && n >= 0 && n < g->nseats) {
			*next = n;
			granted = own_rule(d, rule);
		} else if (rc == 0 && *withheld == NULL)
			*withheld = own_rule(d, rule);
	}
	if (granted != NULL)
		*withheld = NULL;
	return granted;
}

/* -- (4.1) figures that joined a held segment -------------------------- */

int
carc_joined_promote(struct carc_game *g, int s)
{
	size_t i;

	for (i = 0; g->njoined > 0 && i < g->nloose; i++) {
		const struct loose_figure *l = &g->loose[i];

		if (l->seg != s || is_loose(g, l->figure))
			continue;
		/* the segment's figure left: the one beside it takes its
		 * place, counted already */
		if (carc_seg_hold(g, s, l->seat, l->figure) != 0)
			return 0;	/* out of memory: the game fails */
		memmove(&g->loose[i], &g->loose[i + 1],
		    (g->nloose - i - 1) * sizeof(*g->loose));
		g->nloose--;
		g->njoined--;
		return 1;
	}
	return 0;
}

void
carc_joined_return(struct carc_game *g, int root)
{
	size_t i = 0;

	while (g->njoined > 0 && i < g->nloose) {
		const struct loose_figure *l = &g->loose[i];

		if (l->seg < 0 || is_loose(g, l->figure) ||
		    carc_seg_find(g, l->seg) != root) {
			i++;
			continue;
		}
		g->returned[l->seat] |= 1u << g->segs[l->seg].kind;
		g->supply[l->seat][l->figure]++;
		memmove(&g->loose[i], &g->loose[i + 1],
		    (g->nloose - i - 1) * sizeof(*g->loose));
		g->nloose--;
		g->njoined--;
	}
}

size_t
carc_joined_on(const struct carc_game *g, int s, int *seat, int *figure,
    size_t max)
{
	size_t i, n = 0;

	for (i = 0; g->njoined > 0 && i < g->nloose; i++) {
		const struct loose_figure *l = &g->loose[i];

		if (l->seg != s || is_loose(g, l->figure))
			continue;
		if (n < max) {
			seat[n] = l->seat;
			figure[n] = l->figure;
		}
		n++;
	}
	return n;
}
