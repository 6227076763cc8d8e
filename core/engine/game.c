/*
 * game.c - a game's state and its moves: setup, tile placement (rules-en.md
 * 1.3), meeples (1.4), and the plugin hooks at the moments their rules
 * name (3.4).  Scoring is in score.c.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game_impl.h"

const char *const carc_ruleset_names[4] = {
	"final", "c1-early-smallcity", "c1-farm-v1", "c1-farm-v2"
};

int
carc_ruleset_parse(const char *name)
{
	int i;

	for (i = 0; i < 4; i++)
		if (strcmp(name, carc_ruleset_names[i]) == 0)
			return i;
	return -1;
}

const struct carc_engine_plugin *
carc_plugin_list_find(const struct carc_plugin_list *list, const char *name)
{
	size_t i;

	for (i = 0; name != NULL && i < list->n; i++)
		if (strcmp(list->p[i].desc->name, name) == 0)
			return &list->p[i];
	return NULL;
}

/* The slot of a set (game_impl.h, type_slot), by its name. */
static uint8_t
set_slot(const struct carc_plugin_list *set, const char *name)
{
	const struct carc_engine_plugin *p;

	if (strcmp(name, "base") == 0)
		return 0;
	p = carc_plugin_list_find(set, name);
	return p != NULL ? (uint8_t)(p->slot + 1) : CARC_SLOT_NONE;
}

/* The slots whose plugin marks tile type t (game_impl.h, type_marks). */
static uint32_t
type_marks(const struct carc_plugin_list *set, const struct carc_tile_type *t)
{
	uint32_t marks = 0;
	size_t i;

	for (i = 0; i < set->n; i++)
		if (t->marking[set->p[i].slot] != NULL)
			marks |= 1u << set->p[i].slot;
	return marks;
}

/*
 * Each tile type's segments as a placement starts them, and its roads and
 * cities (struct carc_game, type_segs): what carc_game_place would
 * otherwise work out field by field from the catalogue at every tile.
 * -1: out of memory.
 */
static int
type_segments(struct carc_game *g)
{
	const struct carc_catalogue *cat = g->cat;
	size_t i, total = 0;
	int s;

	for (i = 0; i < cat->ntypes; i++)
		total += (size_t)cat->types[i].nseg;
	if ((g->type_segs = calloc(total ? total : 1,
	    sizeof(*g->type_segs))) == NULL ||
	    (g->type_seg_at = calloc(cat->ntypes ? cat->ntypes : 1,
	    sizeof(*g->type_seg_at))) == NULL ||
	    (g->type_closable = calloc(cat->ntypes ? cat->ntypes : 1,
	    sizeof(*g->type_closable))) == NULL ||
	    (g->type_shut = calloc(cat->ntypes ? cat->ntypes : 1,
	    sizeof(*g->type_shut))) == NULL)
		return -1;
	total = 0;
	for (i = 0; i < cat->ntypes; i++) {
		const struct carc_tile_type *t = &cat->types[i];

		g->type_seg_at[i] = total;
		for (s = 0; s < t->nseg; s++) {
			struct segment *sg = &g->type_segs[total++];

			sg->parent = sg->next = s;
			sg->tile = 0;
			sg->kind = t->seg[s].kind;
			sg->local = (uint8_t)s;
			sg->meeple = -1;
			/* figure, scored, seat_meeples, nfigures: calloc's 0 */
			sg->open = t->seg[s].nedges;
			sg->adj = t->seg[s].adj;
			sg->coa = t->seg[s].coa;
			sg->size = 1;
			if (sg->kind == CARC_ROAD || sg->kind == CARC_CITY) {
				g->type_closable[i] |= (uint16_t)(1u << s);
				if (sg->open <= 0)
					g->type_shut[i] = 1;
			}
		}
	}
	return 0;
}

/* What a plugin may know of each tile type in each rotation (struct
 * carc_game, type_info): every field a placement does not decide, the
 * edges spelt as letters, the bytes between the fields zero.  -1: out
 * of memory. */
static int
type_tile_infos(struct carc_game *g)
{
	const struct carc_catalogue *cat = g->cat;
	size_t i;
	int r;

	if ((g->type_info = calloc(cat->ntypes ? cat->ntypes : 1,
	    sizeof(*g->type_info))) == NULL)
		return -1;
	for (i = 0; i < cat->ntypes; i++) {
		const struct carc_tile_type *t = &cat->types[i];

		for (r = 0; r < 4; r++) {
			struct carc_tile_info *ti = &g->type_info[i][r];

			/* x, y, placed_seq, marking: calloc's 0, NULL */
			ti->size = sizeof(*ti);
			ti->id = t->id;
			ti->rotation = r;
			ti->coats_of_arms = t->coats_of_arms;
			ti->has_road = t->has_road;
			ti->has_city = t->has_city;
			ti->has_monastery = t->monastery >= 0;
			ti->set = t->set;
			carc_tile_edge_letters(&g->set->kinds,
			    t->turned_edge_kind[r], ti->edges);
		}
	}
	return 0;
}

/* Is the set of tile type `type` enabled, in the variant the tile is of?
 * Worked out from the slots (game_impl.h, type_slot) for type_on.
 * (BASE-SETUP-TILES: only the enabled sets' tiles are in the supply) */
static int
tile_enabled_worked_out(const struct carc_game *g, int type)
{
	const struct carc_tile_type *t;

	/* its set not enabled, or a kind it shows of a plugin the game
	 * does not enable (a declared feature without its plugin): it
	 * cannot be played as printed (type_needs) */
	if ((g->type_needs[type] & ~g->slot_on) != 0)
		return 0;
	t = &g->cat->types[type];
	return t->variant[0] == '\0' || g->any_variant ||
	    strcmp(t->variant, g->slot_variant[g->type_slot[type]]) == 0;
}

/* Every type's type_on worked out again; the supply a game begins with
 * made again with them. */
static void
type_on_work_out(struct carc_game *g)
{
	size_t i;

	for (i = 0; i < g->nleft; i++)
		g->type_on[i] = (uint8_t)tile_enabled_worked_out(g, (int)i);
	g->type_on_stale = 0;
	g->left_start_edition = 0;	/* the supply with them */
}

int
carc_game_new(struct carc_game **out, const struct carc_plugin_list *set,
    struct carc_error *err)
{
	struct carc_game *g;
	size_t i;

	*out = NULL;
	if ((g = calloc(1, sizeof(*g))) == NULL)
		return carc_error_set(err, "out of memory");
	g->set = set;
	g->cat = set->cat;
	g->nleft = set->cat->ntypes;
	if ((g->left = calloc(g->nleft ? g->nleft : 1, sizeof(int))) == NULL ||
	    (g->left_start = calloc(g->nleft ? g->nleft : 1,
	    sizeof(int))) == NULL ||
	    (g->type_on = calloc(g->nleft ? g->nleft : 1, 1)) == NULL ||
	    (g->type_slot = calloc(g->nleft ? g->nleft : 1, 1)) == NULL ||
	    (g->type_needs = calloc(g->nleft ? g->nleft : 1,
	    sizeof(*g->type_needs))) == NULL ||
	    (g->type_marks = calloc(g->nleft ? g->nleft : 1,
	    sizeof(*g->type_marks))) == NULL ||
	    type_segments(g) != 0 || type_tile_infos(g) != 0) {
		free(g->left);
		free(g->left_start);
		free(g->type_on);
		free(g->type_slot);
		free(g->type_needs);
		free(g->type_marks);
		free(g->type_segs);
		free(g->type_seg_at);
		free(g->type_closable);
		free(g->type_shut);
		free(g->type_info);
		free(g);
		return carc_error_set(err, "out of memory");
	}
	for (i = 0; i < g->nleft; i++) {
		g->type_slot[i] = set_slot(set, set->cat->types[i].set);
		g->type_needs[i] = g->type_slot[i] == CARC_SLOT_NONE ?
		    UINT32_MAX : (1u << g->type_slot[i]) |
		    set->cat->types[i].requires;
		g->type_marks[i] = type_marks(set, &set->cat->types[i]);
	}
	/* none before a game enables its sets */
	type_on_work_out(g);
	g->last_tile = -1;
	g->last_meeple = -1;
	*out = g;
	return 0;
}

int
carc_game_fail(struct carc_game *g, const char *fmt, ...)
{
	va_list ap;

	/* Sticky: the first reason explains the game; what follows it may
	 * be a consequence. */
	if (g->failed[0] != '\0')
		return -1;
	va_start(ap, fmt);
	vsnprintf(g->failed, sizeof(g->failed), fmt, ap);
	va_end(ap);
	if (g->failed[0] == '\0')
		snprintf(g->failed, sizeof(g->failed), "a plugin failed");
	return -1;
}

int
carc_game_oom(struct carc_game *g)
{
	return carc_game_fail(g, "out of memory");
}

void
carc_game_hook_failed(struct carc_game *g, const struct carc_ctx *c,
    const char *hook)
{
	/* A plugin that said why has already called fail(). */
	carc_game_fail(g, "%s: %s failed", c->plugin->desc->name, hook);
}

const char *
carc_game_failed(const struct carc_game *g)
{
	return g->failed[0] != '\0' ? g->failed : NULL;
}

void
carc_game_end(struct carc_game *g)
{
	size_t i;

	for (i = 0; i < g->nctx; i++) {
		struct carc_ctx *c = &g->ctx[i];

		if (c->active && CARC_HAS_HOOK(c->plugin->desc, game_end))
			c->plugin->desc->game_end(c->game_state);
		c->active = 0;
		c->game_state = NULL;
	}
	g->nctx = 0;
	memset(g->nhooked, 0, sizeof(g->nhooked));
	memset(g->hook_marks, 0, sizeof(g->hook_marks));
	memset(g->ctx_of_slot, -1, sizeof(g->ctx_of_slot));
}

/* Lists, for each hook of a turn, the game's contexts whose
 * plugin has it (g->hook_calls), in load order as the hooks
 * run; and the context of each action slot's plugin (g->ctx_of_slot). */
static void
list_turn_hooks(struct carc_game *g)
{
	size_t i;

	memset(g->ctx_of_slot, -1, sizeof(g->ctx_of_slot));
	for (i = 0; i < g->nctx; i++) {
		const struct carc_plugin *d = g->ctx[i].plugin->desc;
		int has[TURN_HOOKS], h;

		g->ctx_of_slot[g->ctx[i].plugin->slot + 1] = (int8_t)i;
		has[HOOK_CHECK_DRAW] = CARC_HAS_HOOK(d, check_draw);
		has[HOOK_CHECK_PLACE] = CARC_HAS_HOOK(d, check_place);
		has[HOOK_TURN_BEGIN] = CARC_HAS_FIELD4(d, turn_begin) &&
		    d->turn_begin != NULL;
		has[HOOK_TURN_ORDER] = CARC_HAS_FIELD4(d, turn_order) &&
		    d->turn_order != NULL;
		has[HOOK_AFTER_ACTION] = CARC_HAS_FIELD4(d, after_action) &&
		    d->after_action != NULL;
		has[HOOK_CHECK_ACTION] = CARC_HAS_FIELD4(d, check_action) &&
		    d->check_action != NULL;
		has[HOOK_TURN_END] = CARC_HAS_FIELD4(d, turn_end) &&
		    d->turn_end != NULL;
		has[HOOK_AFTER_PLACE] = CARC_HAS_HOOK(d, after_place);
		has[HOOK_BEFORE_SCORE] = CARC_HAS_HOOK(d, before_score);
		has[HOOK_FEATURE_VALUE] = CARC_HAS_HOOK(d, feature_value);
		has[HOOK_WHOLE_VALUE] = CARC_HAS_FIELD4(d, whole_value) &&
		    d->whole_value != NULL;
		has[HOOK_CHECK_FIGURE] = CARC_HAS_HOOK(d, check_figure);
		for (h = 0; h < TURN_HOOKS; h++)
			if (has[h]) {
				g->hook_calls[h][g->nhooked[h]].c = &g->ctx[i];
				g->hook_calls[h][g->nhooked[h]++].d = d;
				g->hook_marks[h] |= g->ctx[i].mark_bit;
			}
	}
}

void
carc_game_free(struct carc_game *g)
{
	size_t i;

	if (g == NULL)
		return;
	carc_game_end(g);
	free(g->left);
	free(g->left_start);
	free(g->type_on);
	free(g->type_slot);
	free(g->type_needs);
	free(g->type_marks);
	free(g->type_segs);
	free(g->type_seg_at);
	free(g->type_closable);
	free(g->type_shut);
	free(g->type_info);
	free(g->tiles);
	free(g->segs);
	free(g->sq_key);
	free(g->sq_val);
	free(g->grid);
	free(g->awards);
	free(g->completed);
	free(g->completed_meeples);
	free(g->stamp);
	free(g->meepled);
	free(g->final_roots);
	free(g->feature_tiles);
	free(g->centres);
	carc_actions_free(g);
	carc_services_free(g);
	carc_links_free(g);
	for (i = 0; i < CARC_MAX_PLUGINS; i++)
		free(g->ctx[i].own);
	free(g);
}

int
carc_game_tile_enabled(const struct carc_game *g, int type)
{
	return carc_game_tile_enabled_inline(g, type);
}

void
carc_game_any_variant(struct carc_game *g, int on)
{
	if (g->any_variant == on)
		return;
	g->any_variant = on;
	type_on_work_out(g);
}

/* The game's context of plugin lp, which the game enables in variant:
 * its state made and its game_begin asked (carc_game_begin).  0, or the
 * error (the game ended). */
static int
ctx_begin(struct carc_game *g, const struct carc_engine_plugin *lp,
    const char *variant, struct carc_error *err)
{
	struct carc_ctx *c;
	char msg[256] = "";

	c = &g->ctx[g->nctx++];
	c->g = g;
	c->plugin = lp;
	c->variant = variant;
	c->game_state = NULL;
	c->active = 0;
	c->turn_tile = -1;	/* no tile of this game's yet */
	c->mark_bit = 1u << lp->slot;
	if (CARC_HAS_FIELD4(lp->desc, game_size) && lp->desc->game_size > 0) {
		/* (4.0) the plugin's state, kept by the host */
		if (lp->desc->game_size > c->own_cap) {
			void *np = realloc(c->own, lp->desc->game_size);

			if (np == NULL) {
				g->nctx--;
				carc_game_end(g);
				return carc_error_set(err, "out of memory");
			}
			c->own = np;
			c->own_cap = lp->desc->game_size;
		}
		memset(c->own, 0, lp->desc->game_size);
		c->game_state = c->own;
	}
	if (CARC_HAS_HOOK(lp->desc, game_begin) &&
	    lp->desc->game_begin(lp->state, c, variant, &c->game_state, msg,
	    sizeof(msg)) != 0) {
		g->nctx--;
		carc_game_end(g);
		return carc_error_set(err, "%s: %s", lp->desc->name,
		    msg[0] ? msg : "refused the game");
	}
	c->active = 1;
	if (CARC_HAS_FIELD4(lp->desc, whole_value) &&
	    lp->desc->whole_value != NULL)
		g->value_hooks = 1;
	if (CARC_HAS_FIELD4(lp->desc, turn_order) &&
	    (lp->desc->turn_begin != NULL ||
	    lp->desc->turn_end != NULL || lp->desc->turn_order != NULL))
		g->turn_hooks = 1;
	return 0;
}

int
carc_game_begin(struct carc_game *g, int nseats, int ruleset,
    const struct carc_game_plugin *plugins, size_t nplugins,
    struct carc_error *err)
{
	size_t i;
	uint32_t on;
	int s;

	carc_game_end(g);
	if (nseats < 1 || nseats > CARC_GAME_SEATS)
		return carc_error_set(err, "%d players: carc plays 1 to %d",
		    nseats, CARC_GAME_SEATS);
	g->nseats = nseats;
	g->ruleset = ruleset;
	for (s = 0; s < CARC_GAME_SEATS; s++) {
		g->score[s] = 0;
		g->returned[s] = 0;
	}
	carc_board_clear(g);
	g->ntiles = 0;
	g->nsegs = 0;
	g->nawards = 0;
	g->ncompleted = 0;
	g->nmeepled = 0;
	g->ncentres = 0;
	g->last_tile = -1;
	g->turn_tile = -1;
	g->last_meeple = -1;
	g->failed[0] = '\0';
	g->turn_hooks = g->value_hooks = 0;
	carc_actions_begin(g);
	carc_links_begin(g);

	/* The sets this game enables, as slots, and the variant each is
	 * played in (an expansion's first row decides); which types that
	 * enables is worked out again only where they differ from the last
	 * game's. */
	on = 1u;			/* the base set */
	for (i = 0; i < nplugins; i++) {
		unsigned slot = (unsigned)plugins[i].plugin->slot + 1;
		char *kept = g->slot_variant[slot];

		if (on & (1u << slot))
			continue;
		on |= 1u << slot;
		/* the variant as kept, cut to CARC_SET_MAX - 1 letters:
		 * compared without copying it first, copied only when it
		 * differs (a game of the set before's variant, the most) */
		if (strncmp(plugins[i].variant, kept, CARC_SET_MAX - 1) != 0) {
			snprintf(kept, CARC_SET_MAX, "%s", plugins[i].variant);
			g->type_on_stale = 1;
		}
	}
	if (on != g->slot_on) {
		g->slot_on = on;
		g->type_on_stale = 1;
	}
	if (g->type_on_stale)
		type_on_work_out(g);
	/* the highest edition a plugin of the game asks for is every
	 * set's (carc_plugin.edition) */
	g->edition = 1;
	g->edition_rule = NULL;
	for (i = 0; i < nplugins; i++) {
		const struct carc_plugin *d = plugins[i].plugin->desc;

		if (d->edition > g->edition) {
			g->edition = d->edition;
			g->edition_rule = CARC_HAS_HOOK(d, edition_rule) ?
			    d->edition_rule : NULL;
		}
	}
	if (g->left_start_edition != g->edition) {
		g->left_start_total = 0;
		for (i = 0; i < g->nleft; i++) {
			int n = g->type_on[i] ?
			    carc_tile_count(&g->cat->types[i], g->edition) : 0;

			g->left_start[i] = n;
			if (n > 0)
				g->left_start_total += n;
		}
		g->left_start_edition = g->edition;
	}
	memcpy(g->left, g->left_start, g->nleft * sizeof(*g->left));
	g->left_total = g->left_start_total;
	/* BASE-SETUP-SUPPLY, and each figure kind's own supply: the kinds
	 * of the base game and of the plugins the game enables */
	for (i = 0; i < CARC_MAX_FIGURES; i++) {
		int n = i < g->set->kinds.nfigures &&
		    (on & (1u << g->set->kinds.figure[i].slot)) ?
		    g->set->kinds.figure[i].supply : 0;
		/* (4.0) a neutral kind: one shared supply, no seat's */
		int neutral = n > 0 && (g->set->kinds.figure[i].flags &
		    CARC_FIGURE_NEUTRAL);

		g->neutral_left[i] = neutral ? n : 0;
		g->supply_start[i] = neutral ? 0 : n;
		for (s = 0; s < CARC_GAME_SEATS; s++)
			g->supply[s][i] = neutral ? 0 : n;
	}

	/* Plugins begin in load order, so that hooks run in one order in
	 * every game whatever order the record lists its expansions. */
	for (i = 0; i < g->set->n; i++) {
		const struct carc_engine_plugin *lp = &g->set->p[i];
		const char *variant = NULL;
		size_t j;
		int rc;

		for (j = 0; j < nplugins; j++)
			if (plugins[j].plugin == lp)
				variant = plugins[j].variant;
		if (variant != NULL &&
		    (rc = ctx_begin(g, lp, variant, err)) != 0)
			return rc;
	}
	list_turn_hooks(g);
	return 0;
}

int
carc_game_start_tile(struct carc_game *g, int *any_rotation,
    const char **rule)
{
	const struct carc_ctx *chose = NULL;
	const char *first_rule = NULL;
	size_t i, t;
	int start = -1, first_any = 0;

	for (i = 0; i < g->nctx; i++) {
		struct carc_ctx *c = &g->ctx[i];
		const char *id = NULL, *r = NULL;
		int any = 0, k;

		if (!CARC_HAS_HOOK(c->plugin->desc, start_tile))
			continue;
		if (c->plugin->desc->start_tile(c->game_state, c, &id, &any,
		    &r) != 1 || id == NULL ||
		    (k = carc_catalogue_find(g->cat, id)) < 0)
			continue;
		if (chose != NULL) {
			/* two start tiles, each a plugin's: no game can
			 * begin with both (record-format.md) */
			carc_game_fail(g, "expansions '%s' and '%s' both "
			    "choose the start tile: a game cannot enable "
			    "both", chose->plugin->desc->name,
			    c->plugin->desc->name);
			break;
		}
		chose = c;
		start = k;
		first_any = any;
		first_rule = r;
	}
	if (chose != NULL) {
		*any_rotation = first_any;
		*rule = first_rule != NULL ? first_rule : "BASE-SETUP-START";
		return start;
	}
	/* BASE-SETUP-START: the base set's start tile, at rotation 0. */
	*any_rotation = 0;
	*rule = "BASE-SETUP-START";
	for (t = 0; t < g->cat->ntypes; t++)
		if (g->cat->types[t].start_copies > 0 &&
		    strcmp(g->cat->types[t].set, "base") == 0)
			return (int)t;
	return -1;
}

int
carc_game_supply_left(const struct carc_game *g, int type)
{
	return carc_game_supply_left_inline(g, type);
}

int
carc_game_supply_total(const struct carc_game *g)
{
	return g->left_total;
}

void
carc_game_supply_take(struct carc_game *g, int type)
{
	carc_game_supply_take_inline(g, type);
}

void
carc_game_supply_put_back(struct carc_game *g, int type)
{
	if (++g->left[type] > 0)
		g->left_total++;
}

int
carc_game_set_count(const struct carc_game *g, int type)
{
	return carc_tile_count(&g->cat->types[type], g->edition);
}

const char *
carc_game_edition_rule(const struct carc_game *g, int type)
{
	const struct carc_tile_type *t = &g->cat->types[type];
	int drawn = carc_tile_count(t, g->edition) - g->left[type];

	/* a plugin's edition_rule: the first edition has a copy more */
	return g->edition > 1 && drawn < carc_tile_count(t, 1) ?
	    g->edition_rule : NULL;
}

int
carc_game_occupied(const struct carc_game *g, int x, int y)
{
	return carc_board_find(g, x, y) >= 0;
}

static const int dx4[4] = { 0, 1, 0, -1 };
static const int dy4[4] = { -1, 0, 1, 0 };	/* y grows south */

/* One edge e of a placement whose edges are kind[] (board orientation),
 * against tile n across it (-1: none): a neighbour more (BASE-PLACE-ADJ),
 * and a fault where the edges differ (BASE-PLACE-EDGE). */
static inline void
check_edge(const struct carc_game *g, const uint8_t *kind, int e, int n,
    int *neighbours, int *fault)
{
	if (n < 0)
		return;
	(*neighbours)++;
	if (kind[e] != g->tiles[n].edge_kind[carc_edge_opposite(e)])
		*fault = CARC_PLACE_EDGE;
}

/* The same, the tile across it given as the window's cell holds it,
 * v = tile + 1 (0: none): the tile's entry then found without taking
 * the 1 off first (a tile's index is never negative, so v as unsigned
 * is the same number). */
static inline void
check_edge_cell(const struct carc_game *g, const uint8_t *kind, int e,
    unsigned v, int *neighbours, int *fault)
{
	if (v == 0)
		return;
	(*neighbours)++;
	if (kind[e] != (g->tiles + (size_t)v - 1)->edge_kind[
	    carc_edge_opposite(e)])
		*fault = CARC_PLACE_EDGE;
}

/* carc_game_check_place for a square on or past the window's edge, or on
 * a board the table holds: out of line, so that the common case keeps
 * no registers and no frame for it. */
static __attribute__((noinline)) int
check_place_edge(const struct carc_game *g, const uint8_t *kind, int x,
    int y)
{
	int e, near[4], neighbours = 0, fault = CARC_PLACE_OK;

	if (carc_board_cross(g, x, y, near))
		return CARC_PLACE_OCCUPIED;
	for (e = 0; e < 4; e++)
		check_edge(g, kind, e, near[e], &neighbours, &fault);
	if (neighbours == 0)
		return CARC_PLACE_ISOLATED;
	return fault;
}

int
carc_game_check_place(const struct carc_game *g, int type, int x, int y,
    int rotation)
{
	const uint8_t *kind = g->cat->types[type].turned_edge_kind[rotation & 3];
	const int *c = carc_board_inner(g, x, y);
	int neighbours = 0, fault = CARC_PLACE_OK;

	if (c == NULL)
		return check_place_edge(g, kind, x, y);
	/* a step inside the window (nearly every move): its four neighbours
	 * read from its cell, each edge asked as it is read */
	if (*c != 0)
		return CARC_PLACE_OCCUPIED;
	check_edge_cell(g, kind, 0, (unsigned)c[-g->gw], &neighbours, &fault);
	check_edge_cell(g, kind, 1, (unsigned)c[1], &neighbours, &fault);
	check_edge_cell(g, kind, 2, (unsigned)c[g->gw], &neighbours, &fault);
	check_edge_cell(g, kind, 3, (unsigned)c[-1], &neighbours, &fault);
	return neighbours == 0 ? CARC_PLACE_ISOLATED : fault;
}

const char *
carc_game_edge_rule(const struct carc_game *g, int type, int x, int y,
    int rotation)
{
	const uint8_t *kind = g->cat->types[type].turned_edge_kind[rotation & 3];
	const struct carc_edge_def *def = g->set->kinds.edge;
	int e, n, near[4], other;

	if (carc_board_cross(g, x, y, near))
		return NULL;
	for (e = 0; e < 4; e++) {
		if ((n = near[e]) < 0)
			continue;
		other = g->tiles[n].edge_kind[carc_edge_opposite(e)];
		if (kind[e] == other)
			continue;
		/* the first mismatch whose kind has a rule of its own */
		if (def[kind[e]].mismatch_rule != NULL)
			return def[kind[e]].mismatch_rule;
		if (def[other].mismatch_rule != NULL)
			return def[other].mismatch_rule;
	}
	return NULL;
}

/* The descriptor's copy of a rule id a plugin gives, if it is one of its
 * own; else the game fails: a divergence would cite a rule nobody
 * explains. */
static const char *
own_rule_or_fail(struct carc_game *g, const struct carc_ctx *c,
    const char *rule, const char *hook)
{
	const struct carc_plugin *d = c->plugin->desc;
	size_t i;

	for (i = 0; rule != NULL && i < d->nrules; i++)
		if (strcmp(d->rules[i].id, rule) == 0)
			return d->rules[i].id;
	carc_game_fail(g, "plugin '%s': %s cited '%.40s', not one of its "
	    "rule ids", d->name, hook, rule != NULL ? rule : "(null)");
	return NULL;
}

/* What a plugin is told of a tile that is not on the board: drawn, or
 * tried at (x, y) in rotation; its marking is each plugin's (rule_move). */
static void
candidate_tile(const struct carc_game *g, int type, int seq, int x, int y,
    int rotation, struct carc_tile_info *ti)
{
	memcpy(ti, &g->type_info[type][rotation & 3], sizeof(*ti));
	ti->x = x;
	ti->y = y;
	ti->placed_seq = seq;
}

enum { RULE_DRAW, RULE_PLACE };

/* Ask every plugin of the game with the hook; keep what they say. */
static void
rule_move(struct carc_game *g, int which, int seq, int seat, int type, int x,
    int y, int rotation, struct carc_plugin_rulings *out)
{
	static const char *const hooks[] = { "check_draw", "check_place" };
	struct carc_tile_info ti;
	struct carc_turn turn;
	struct carc_ruling r;
	/* each plugin's marking of the type, by its slot: shown only if
	 * the tile's set is enabled in this game, as on the board */
	const void *const *marking;
	size_t i;
	int rc, hook = which == RULE_DRAW ? HOOK_CHECK_DRAW :
	    HOOK_CHECK_PLACE;

	out->n = 0;
	if (g->nhooked[hook] == 0)
		return;	/* a base game: out before the frame is set up */
	/* the same turn for every plugin asked, but for the marking */
	candidate_tile(g, type, seq, x, y, rotation, &ti);
	marking = carc_game_tile_enabled_inline(g, type) ?
	    g->cat->types[type].marking : NULL;
	memset(&turn, 0, sizeof(turn));
	turn.size = sizeof(turn);
	turn.seq = seq;
	turn.seat = seat;
	turn.x = x;
	turn.y = y;
	turn.rotation = rotation & 3;
	turn.tile = &ti;
	for (i = 0; i < g->nhooked[hook]; i++) {
		struct carc_ctx *c = g->hook_calls[hook][i].c;
		const struct carc_plugin *d = g->hook_calls[hook][i].d;

		ti.marking = marking != NULL ? marking[c->plugin->slot] : NULL;
		carc_ruling_clear(&r);
		/* a judge changes nothing (the 4.0 services refuse) */
		g->judging = 1;
		rc = which == RULE_DRAW ? d->check_draw(c->game_state, c,
		    &turn, &r) : d->check_place(c->game_state, c, &turn, &r);
		g->judging = 0;
		if (rc != 0) {
			carc_game_hook_failed(g, c, hooks[which]);
			continue;
		}
		if (r.rule == NULL)
			continue;
		if ((r.rule = own_rule_or_fail(g, c, r.rule, hooks[which])) ==
		    NULL)
			continue;
		if (r.hint_rule != NULL &&
		    (r.hint_rule = own_rule_or_fail(g, c, r.hint_rule,
		    hooks[which])) == NULL)
			continue;
		/* the texts are the plugin's, cut where it did not end them */
		r.expected[sizeof(r.expected) - 1] = '\0';
		r.recorded[sizeof(r.recorded) - 1] = '\0';
		r.message[sizeof(r.message) - 1] = '\0';
		r.hint[sizeof(r.hint) - 1] = '\0';
		if (out->n < CARC_MAX_RULINGS)
			out->r[out->n++] = r;
	}
}

void
carc_game_rule_draw(struct carc_game *g, int seq, int seat, int type,
    struct carc_plugin_rulings *out)
{
	rule_move(g, RULE_DRAW, seq, seat, type, 0, 0, 0, out);
}

void
carc_game_rule_place(struct carc_game *g, int seq, int seat, int type, int x,
    int y, int rotation, struct carc_plugin_rulings *out)
{
	rule_move(g, RULE_PLACE, seq, seat, type, x, y, rotation, out);
}

int
carc_game_plugins_place(const struct carc_game *g)
{
	size_t i;

	for (i = 0; i < g->nctx; i++)
		if (CARC_HAS_HOOK(g->ctx[i].plugin->desc, check_place))
			return 1;
	return 0;
}

/* Legal under the base rules and every plugin's (the generator's and
 * the discard's question). */
static int
fits(const struct carc_game *cg, int type, int x, int y, int rotation,
    int ask_plugins)
{
	struct carc_game *g = (struct carc_game *)cg;
	struct carc_plugin_rulings rs;

	if (carc_game_check_place(g, type, x, y, rotation) != CARC_PLACE_OK)
		return 0;
	if (!ask_plugins)
		return 1;
	/* the hooks read the board through services that stamp the
	 * engine's scratch; nothing of the game changes */
	carc_game_rule_place(g, (int)g->ntiles, -1, type, x, y, rotation, &rs);
	return rs.n == 0;
}

int
carc_game_rotation_fitting(const struct carc_game *g, int type, int x, int y)
{
	int r, ask = carc_game_plugins_place(g);

	for (r = 0; r < 4; r++)
		if (fits(g, type, x, y, r, ask))
			return r;
	return -1;
}

int
carc_game_fits(const struct carc_game *g, int type, int x, int y,
    int rotation)
{
	return fits(g, type, x, y, rotation, carc_game_plugins_place(g));
}

int
carc_game_plugins_draw(const struct carc_game *g)
{
	size_t i;

	for (i = 0; i < g->nctx; i++)
		if (CARC_HAS_HOOK(g->ctx[i].plugin->desc, check_draw))
			return 1;
	return 0;
}

/* BASE-PLACE-NOFIT: try every empty square next to the board. */
int
carc_game_fits_anywhere(const struct carc_game *g, int type)
{
	size_t i;
	int e;

	for (i = 0; i < g->ntiles; i++) {
		const struct placed *p = &g->tiles[i];

		for (e = 0; e < 4; e++) {
			int x = p->x + dx4[e], y = p->y + dy4[e];

			if (carc_board_find(g, x, y) < 0 &&
			    carc_game_rotation_fitting(g, type, x, y) >= 0)
				return 1;
		}
	}
	return 0;
}

/* Set the board-orientation lookups of a placed tile. */
static void
orient(struct placed *p, const struct carc_tile_type *t)
{
	memcpy(p->edge_kind, t->turned_edge_kind[p->rotation],
	    sizeof(p->edge_kind));
	memcpy(p->edge_seg, t->turned_edge_seg[p->rotation],
	    sizeof(p->edge_seg));
	memcpy(p->half_seg, t->turned_half_seg[p->rotation],
	    sizeof(p->half_seg));
}

/* Join the new tile's segments with each neighbour's across the shared
 * edges: road to road, city to city, and the fields half-edge by
 * half-edge.  An edge that meets a mismatching edge (BASE-PLACE-EDGE)
 * joins nothing but counts as closed on both sides, as it looks on the
 * table: a tile stands against it and none can ever be placed there, so
 * the features on either side can still be completed (record-format.md,
 * "Details that decide verdicts").  1 if a feature's open edges ran out
 * on the way (it may be complete now), else 0. */

/* The square across each edge, as g->around_last numbers its squares:
 * dx4 and dy4 worked out once, not at each edge of each move. */
static const int around4[4] = {
	CARC_AROUND_AT(0, -1), CARC_AROUND_AT(1, 0), CARC_AROUND_AT(0, 1),
	CARC_AROUND_AT(-1, 0)
};

/* One square around a tile just placed, holding tile t (-1: none): a
 * centre on it has one neighbour more and is one the move may complete
 * (g->last_centres, n of them so far).  How many are now kept. */
static inline int
near_centre(struct carc_game *g, int t, int n)
{
	int c;

	if (t >= 0 && (c = g->tiles[t].centre_no) >= 0) {
		g->centres[c].neighbours++;
		g->last_centres[n++] = c;
	}
	return n;
}

/*
 * The centres around a tile just placed, read from the tiles on its
 * squares (g->around_last), not by a walk of every centre of the game:
 * those, the tile's own included, are the ones its move may complete
 * (g->last_centres, in the order of the squares, CARC_AROUND_AT: 4 is
 * the tile's own, 0 to 3 come before it and 5 to 8 after).  A tile
 * showing a centre starts its own count from its squares.  The squares
 * one by one, not in a loop: most of them are empty, and a loop's count
 * and its test for the middle square cost more than the look at each.
 */
static void
near_centres(struct carc_game *g, int tile)
{
	struct placed *p = &g->tiles[tile];
	const int *a = g->around_last;
	int n = 0;

	n = near_centre(g, a[0], n);
	n = near_centre(g, a[1], n);
	n = near_centre(g, a[2], n);
	n = near_centre(g, a[3], n);
	p->centre_no = -1;
	if (p->centre >= 0) {
		struct centre *c = &g->centres[g->ncentres];

		c->x = p->x;
		c->y = p->y;
		c->tile = tile;
		c->neighbours = (a[0] >= 0) + (a[1] >= 0) + (a[2] >= 0) +
		    (a[3] >= 0) + (a[5] >= 0) + (a[6] >= 0) + (a[7] >= 0) +
		    (a[8] >= 0);
		p->centre_no = (int)g->ncentres++;
		g->last_centres[n++] = p->centre_no;
	}
	n = near_centre(g, a[5], n);
	n = near_centre(g, a[6], n);
	n = near_centre(g, a[7], n);
	n = near_centre(g, a[8], n);
	g->nlast_centres = n;
}

static int
join_neighbours(struct carc_game *g, int tile)
{
	const struct placed *p = &g->tiles[tile];
	int e, shut = 0;

	for (e = 0; e < 4; e++) {
		int n = g->around_last[around4[e]];
		int oe = carc_edge_opposite(e);
		const struct placed *q;
		const int8_t *ph, *qh;
		int a, b;

		if (n < 0)
			continue;
		q = &g->tiles[n];
		a = p->edge_seg[e];
		b = q->edge_seg[oe];
		if (a >= 0 && b >= 0 &&
		    g->segs[p->seg_base + a].kind ==
		    g->segs[q->seg_base + b].kind) {
			int root = carc_seg_union(g, p->seg_base + a,
			    q->seg_base + b);

			/* both edges are now closed */
			if ((g->segs[root].open -= 2) <= 0)
				shut = 1;
		} else {
			if (a >= 0 && --g->segs[carc_seg_find(g,
			    p->seg_base + a)].open <= 0)
				shut = 1;
			if (b >= 0 && --g->segs[carc_seg_find(g,
			    q->seg_base + b)].open <= 0)
				shut = 1;
			/* a road or city against another kind of edge */
			if (a >= 0 || b >= 0)
				g->last_mismatch = 1;
		}
		/* half k of the edge meets half 1 - k of the facing edge
		 * (carc_half_facing).  Where both edges are one field from
		 * end to end (no road between the halves), half 1 joins the
		 * same two segments half 0 just joined: not asked again. */
		ph = &p->half_seg[2 * e];
		qh = &q->half_seg[2 * oe];
		if (ph[0] >= 0 && qh[1] >= 0)
			carc_seg_union(g, p->seg_base + ph[0],
			    q->seg_base + qh[1]);
		if (ph[1] >= 0 && qh[0] >= 0 &&
		    (ph[1] != ph[0] || qh[0] != qh[1]))
			carc_seg_union(g, p->seg_base + ph[1],
			    q->seg_base + qh[0]);
	}
	return shut;
}

/*
 * Room for one tile more in the arrays kept per placed tile: the tiles,
 * their centres (at most one a tile) and their stamps.  The two others
 * grow first and the tiles last, so that tiles_cap, which carc_game_place
 * alone tests, never exceeds theirs, even where one of them failed.
 * -1: out of memory.
 */
static int
tiles_grow(struct carc_game *g)
{
	size_t need = g->ntiles + 1;

	if (carc_grow((void **)&g->centres, &g->centres_cap, need,
	    sizeof(*g->centres)) != 0 ||
	    carc_grow((void **)&g->stamp, &g->stamp_cap, need,
	    sizeof(*g->stamp)) != 0)
		return -1;
	return carc_grow((void **)&g->tiles, &g->tiles_cap, need,
	    sizeof(*g->tiles));
}

int
carc_game_place(struct carc_game *g, int seq, int seat, int type, int x,
    int y, int rotation, int inert)
{
	const struct carc_tile_type *t = &g->cat->types[type];
	const struct carc_turn *shared;	/* every after_place's, or NULL */
	const struct segment *start;
	struct placed *p;
	struct segment *sg;
	size_t i;
	int tile = (int)g->ntiles, s, nseg, base;
	/* the square's cell where it is a step inside the window (nearly
	 * every placement): asked once for whether it is taken, the store
	 * of the tile and the squares around it */
	int *cell = carc_board_inner(g, x, y);

	if (cell != NULL ? *cell != 0 : carc_board_find(g, x, y) >= 0)
		return -1;
	if ((g->ntiles >= g->tiles_cap && tiles_grow(g) != 0) ||
	    carc_grow((void **)&g->segs, &g->segs_cap, g->nsegs + t->nseg,
	    sizeof(*g->segs)) != 0 ||
	    (cell == NULL && carc_board_add_grow(g, x, y, tile) != 0))
		return carc_game_oom(g);
	if (cell != NULL)
		*cell = tile + 1;
	g->stamp[tile] = 0;
	p = &g->tiles[g->ntiles++];
	p->type = type;
	p->x = x;
	p->y = y;
	p->rotation = rotation & 3;
	p->seq = seq;
	p->seat = seat;
	p->inert = inert;
	p->seg_base = (int)g->nsegs;
	p->monastery = t->monastery;
	p->centre = t->centre;
	orient(p, t);
	/* the count and the first new segment in locals: the stores of
	 * bytes below may alias g and t, which the compiler would read
	 * again at every field of every segment */
	nseg = t->nseg;
	base = (int)g->nsegs;
	sg = &g->segs[base];
	start = &g->type_segs[g->type_seg_at[type]];
	for (s = 0; s < nseg; s++, sg++) {
		/* the type's segment as every placement starts it, made
		 * this tile's */
		*sg = start[s];
		sg->parent = sg->next = base + s;
		sg->tile = tile;
	}
	g->nsegs += (size_t)nseg;
	/* the squares around it, once: its edges to join, the features
	 * it completes and the monasteries around it read them */
	if (cell != NULL)
		carc_board_around_cell(g, cell, g->around_last);
	else
		carc_board_around(g, tile, g->around_last);
	near_centres(g, tile);
	g->last_mismatch = 0;
	/* the tile's roads and cities the scoring looks at: none where no
	 * feature ran out of open edges as the tile joined its neighbours
	 * (nearly every tile), unless one of them has no edge at all */
	g->last_closable = join_neighbours(g, tile) ||
	    g->type_shut[type] ? g->type_closable[type] : 0;
	g->last_tile = tile;
	g->last_meeple = -1;
	g->ncompleted = 0;	/* nothing completed by this move yet */

	/* ORDER-TURN: placement, then the plugins' after_place (points
	 * a placement gives come before the meeple). */
	if (g->nhooked[HOOK_AFTER_PLACE] == 0)
		return 0;
	shared = carc_hook_turn_shared(g, HOOK_AFTER_PLACE, tile);
	for (i = 0; i < g->nhooked[HOOK_AFTER_PLACE]; i++) {
		const struct hook_call *e = &g->hook_calls[HOOK_AFTER_PLACE][i];

		if (e->d->after_place(e->c->game_state, e->c, shared != NULL ?
		    shared : carc_hook_turn(g, e->c, tile)) != 0)
			carc_game_hook_failed(g, e->c, "after_place");
	}
	return 0;
}

/* A plugin's claim on a figure: its rule, checked to be its own (else
 * the game fails), and its words kept for the ruling (carc_game_claim). */
static const char *
keep_claim(struct carc_game *g, const struct carc_ctx *c,
    const struct carc_ruling *r)
{
	const char *rule = own_rule_or_fail(g, c, r->rule, "check_figure");

	if (rule == NULL)
		return NULL;
	g->claim = *r;
	g->claim.rule = rule;
	g->claim.message[sizeof(g->claim.message) - 1] = '\0';
	g->claim.expected[sizeof(g->claim.expected) - 1] = '\0';
	g->claim.recorded[sizeof(g->claim.recorded) - 1] = '\0';
	g->claim.hint[sizeof(g->claim.hint) - 1] = '\0';
	if (g->claim.hint_rule != NULL)
		g->claim.hint_rule = own_rule_or_fail(g, c,
		    g->claim.hint_rule, "check_figure");
	g->claim_said = g->claim.message[0] != '\0';
	return rule;
}

const struct carc_ruling *
carc_game_claim(const struct carc_game *g)
{
	return g->claim_said ? &g->claim : NULL;
}

const struct carc_kinds *
carc_game_kinds(const struct carc_game *g)
{
	return &g->set->kinds;
}

/*
 * The first rule a plugin's check_figure gives to query q (the plugins in
 * load order; the first that gives one decides), or NULL.  A hook that
 * fails makes the game unverifiable.
 */
static const char *
ask_check_figure(struct carc_game *g, const struct carc_figure_query *q)
{
	struct carc_ruling r;
	size_t i;
	int rc;

	for (i = 0; i < g->nhooked[HOOK_CHECK_FIGURE]; i++) {
		const struct hook_call *e =
		    &g->hook_calls[HOOK_CHECK_FIGURE][i];
		struct carc_ctx *c = e->c;

		carc_ruling_clear(&r);
		g->judging = 1;
		rc = e->d->check_figure(c->game_state, c,
		    carc_hook_turn(g, c, g->last_tile), q, &r);
		g->judging = 0;
		if (rc != 0) {
			carc_game_hook_failed(g, c, "check_figure");
			continue;
		}
		if (r.rule != NULL)
			return keep_claim(g, c, &r);
	}
	return NULL;
}

/*
 * The first rule a plugin's check_figure gives for putting a follower on
 * `spot` of the tile just placed (segment s, -1 if the tile has none),
 * or NULL.  A hook that fails makes the game unverifiable.
 */
static const char *
plugin_claim(struct carc_game *g, int seat, int figure, const char *spot,
    int s)
{
	struct carc_figure_query q;
	const struct placed *p = &g->tiles[g->last_tile];

	if (g->nhooked[HOOK_CHECK_FIGURE] == 0)
		return NULL;	/* no plugin of the game has check_figure */
	memset(&q, 0, sizeof(q));
	q.size = sizeof(q);
	q.action = CARC_FIGURE_PLACE;
	q.figure = g->set->kinds.figure[figure].name;
	q.seat = seat;
	q.spot = spot;
	q.x = p->x;
	q.y = p->y;
	q.feature = s >= 0 ? carc_seg_find(g, s) : -1;
	q.feature_kind = s >= 0 ? g->segs[s].kind : -1;
	return ask_check_figure(g, &q);
}

int
carc_centre_complete(const struct carc_game *cg, int root)
{
	/* the hook reads the board through services, which stamp the
	 * engine's scratch: the const is the caller's view only */
	struct carc_game *g = (struct carc_game *)cg;
	const struct segment *r = &g->segs[root];
	int slot = g->set->kinds.feature[r->kind].slot, done, i;

	/* the game's context of the kind's plugin, if it has the hook */
	if ((i = g->ctx_of_slot[slot]) >= 0 &&
	    CARC_HAS_HOOK(g->ctx[i].plugin->desc, feature_complete)) {
		struct carc_ctx *c = &g->ctx[i];

		done = 0;
		if (c->plugin->desc->feature_complete(c->game_state, c, root,
		    &done) != 0) {
			carc_game_hook_failed(g, c, "feature_complete");
			return 0;
		}
		return done != 0;
	}
	return carc_monastery_neighbours(g, r->tile) == 8;
}

void
carc_game_check_meeple(struct carc_game *g, int seat, const char *spot,
    struct carc_meeple_check *out)
{
	carc_game_check_figure(g, seat, CARC_FIGURE_FOLLOWER_KIND, spot, out);
}

void
carc_game_check_figure(struct carc_game *g, int seat, int figure,
    const char *spot, struct carc_meeple_check *out)
{
	const struct carc_figure_def *fd = &g->set->kinds.figure[figure];
	const char *claimed;
	int s, root, kind;

	memset(out, 0, sizeof(*out));
	out->feature = -1;
	out->holder = -1;
	out->segment = -1;
	out->figure = figure;
	if (g->last_tile < 0) {
		out->fault = CARC_MEEPLE_NO_SPOT;
		out->rule = "DATA-SPOT";
		return;
	}
	/* A plugin may claim a spot of its own artwork on the tile first:
	 * BASE-MEEPLE-SPOT, under the plugin's own rule id. */
	/* "C" names the centre feature, or the centre field for a figure
	 * that may not stand on it (record-format.md, "Spots") */
	s = carc_board_segment_for(g, g->last_tile, spot, fd->stands_on);
	g->claim_said = 0;
	claimed = plugin_claim(g, seat, figure, spot, s);
	out->claimed = claimed != NULL;
	if (s < 0) {
		/*
		 * A spot the tile does not have stops the replay, whatever
		 * artwork stands there (record-format.md), citing the most
		 * specific rule: the plugin's that claims its artwork
		 * (check_figure); the centre of any other expansion
		 * tile, where its artwork
		 * stands, BASE-MEEPLE-SPOT; anything else DATA-SPOT.
		 */
		out->fault = CARC_MEEPLE_NO_SPOT;
		if (claimed != NULL)
			out->rule = claimed;
		else if (strcmp(spot, "C") == 0 && strcmp(g->cat->types[
		    g->tiles[g->last_tile].type].set, "base") != 0)
			out->rule = "BASE-MEEPLE-SPOT";
		else
			out->rule = "DATA-SPOT";
		return;
	}
	if (claimed != NULL) {
		/* artwork on a spot the tile does have: the meeple is not
		 * played, the replay goes on */
		out->fault = CARC_MEEPLE_REFUSED;
		out->rule = claimed;
		return;
	}
	root = carc_seg_find(g, s);
	out->feature = root;
	out->kind = kind = g->segs[s].kind;
	if (!(fd->stands_on & (1u << kind))) {
		/* BASE-MEEPLE-SPOT for a follower; a declared figure's or
		 * feature's own rule (spot_rule, figure_rule): not
		 * played, the replay goes on */
		out->fault = CARC_MEEPLE_REFUSED;
		out->rule = g->set->kinds.feature[kind].figure_rule != NULL ?
		    g->set->kinds.feature[kind].figure_rule : fd->spot_rule;
		return;
	}
	if (carc_feature_held(&g->segs[root]) &&
	    !(fd->flags & CARC_FIGURE_BESIDE)) {
		/* BASE-MEEPLE-FREE: anyone's meeple, the placer's too (a
		 * figure beside followers: its plugin's check_figure) */
		int m = root;

		do {
			if (g->segs[m].meeple >= 0) {
				out->holder = g->segs[m].meeple;
				break;
			}
			m = g->segs[m].next;
		} while (m != root);
		out->fault = CARC_MEEPLE_OCCUPIED;
		out->rule = "BASE-MEEPLE-FREE";
		return;
	}
	if (seat < 0 || seat >= g->nseats || g->supply[seat][figure] <= 0) {
		/*
		 * The supply is empty, yet the record places a meeple: it
		 * counts one meeple more than the rules leave the seat.
		 * That breaks BASE-MEEPLE-SUPPLY; which meeple it counts is
		 * the hint (doc/spec/cli.md) at what the recorder misread:
		 *   a farmer of the seat is on the board   BASE-FARMER-STAY
		 *     (the record let a farmer come back during play)
		 *   no meeple of the seat ever came back   BASE-SETUP-SUPPLY
		 *     (an 8th meeple: the record starts with more than 7)
		 */
		out->fault = CARC_MEEPLE_NO_SUPPLY;
		out->rule = fd->supply_rule;	/* a declared kind's own */
		out->per_seat = g->supply_start[figure];
		if (figure != CARC_FIGURE_FOLLOWER_KIND)
			return;
		if (seat >= 0 && seat < g->nseats &&
		    carc_game_has_farmer(g, seat))
			out->hint = "BASE-FARMER-STAY";
		else if (seat >= 0 && seat < g->nseats &&
		    g->returned[seat] == 0)
			out->hint = "BASE-SETUP-SUPPLY";
	}
}

/*
 * The first rule a plugin's check_figure gives for `seat` taking back its
 * figure of kind `figure` standing on segment s of the tile at (x, y).
 */
static const char *
plugin_claim_take_back(struct carc_game *g, int seat, int figure, int x,
    int y, int s)
{
	struct carc_figure_query q;

	memset(&q, 0, sizeof(q));
	q.size = sizeof(q);
	q.action = CARC_FIGURE_TAKE_BACK;
	q.figure = g->set->kinds.figure[figure].name;
	q.seat = seat;
	q.x = x;
	q.y = y;
	q.feature = carc_seg_find(g, s);
	q.feature_kind = g->segs[s].kind;
	return ask_check_figure(g, &q);
}

void
carc_game_check_take_back(struct carc_game *g, int seat, int figure, int x,
    int y, struct carc_meeple_check *out)
{
	const struct carc_figure_def *fd = &g->set->kinds.figure[figure];
	const char *claimed;
	int t, s;

	memset(out, 0, sizeof(*out));
	out->feature = -1;
	out->holder = -1;
	out->segment = -1;
	out->figure = figure;
	out->fault = CARC_MEEPLE_REFUSED;
	if (!(fd->flags & CARC_FIGURE_RETURNABLE)) {
		out->rule = fd->spot_rule;	/* the verifier refuses such a
						 * record before the replay */
		return;
	}
	/* the kind's return rule: the seat has no such figure there, and
	 * nothing happens */
	out->rule = fd->return_rule;
	if (g->last_tile < 0 || (t = carc_board_find(g, x, y)) < 0)
		return;
	for (s = g->tiles[t].seg_base;
	    s < (int)g->nsegs && g->segs[s].tile == t; s++)
		if (g->segs[s].meeple == seat && g->segs[s].figure == figure)
			break;
	if (s >= (int)g->nsegs || g->segs[s].tile != t)
		return;
	out->segment = s;
	out->feature = carc_seg_find(g, s);
	out->kind = g->segs[s].kind;
	g->claim_said = 0;
	if ((claimed = plugin_claim_take_back(g, seat, figure, x, y, s)) !=
	    NULL) {
		out->rule = claimed;	/* the plugin's check_figure */
		out->claimed = 1;
		return;
	}
	out->fault = CARC_MEEPLE_OK;
	out->rule = NULL;
}

void
carc_game_take_back(struct carc_game *g, int seat,
    const struct carc_meeple_check *chk)
{
	struct segment *sg, *root;

	if (chk->fault != CARC_MEEPLE_OK || chk->segment < 0)
		return;
	sg = &g->segs[chk->segment];
	root = &g->segs[chk->feature];
	/* its points first, with the figure still standing, then home */
	carc_score_taken_back(g, seat, chk->feature, chk->figure);
	root->seat_meeples[seat] -= (uint16_t)
	    g->set->kinds.figure[chk->figure].weight;
	root->nfigures--;
	carc_seg_free(g, chk->segment);
	g->supply[seat][chk->figure]++;
	g->returned[seat] |= 1u << sg->kind;
	carc_joined_promote(g, chk->segment);
}

int
carc_game_has_farmer(const struct carc_game *g, int seat)
{
	size_t s;

	for (s = 0; s < g->nsegs; s++)
		if (g->segs[s].kind == CARC_FIELD && g->segs[s].meeple == seat)
			return 1;
	return 0;
}

/* carc_figure_put, inlined into carc_game_meeple, which stands every
 * figure a record places. */
static inline int
figure_put(struct carc_game *g, int seat, int figure, int s)
{
	int root = carc_seg_find(g, s);

	if (carc_grow((void **)&g->meepled, &g->meepled_cap,
	    g->nmeepled + 1, sizeof(*g->meepled)) != 0)
		return carc_game_oom(g);
	if (carc_seg_hold(g, s, seat, figure) != 0)
		return -1;
	g->meepled[g->nmeepled++] = s;
	/* BASE-SCORE-MAJ counts each figure at its weight (a declared
	 * figure kind may weigh two) */
	g->segs[root].seat_meeples[seat] += (uint16_t)
	    g->set->kinds.figure[figure].weight;
	g->segs[root].nfigures++;
	g->supply[seat][figure]--;
	return 0;
}

void
carc_game_meeple(struct carc_game *g, int seat,
    const struct carc_meeple_check *chk)
{
	int s, end = (int)g->nsegs;

	if (chk->feature < 0 || seat < 0 || seat >= g->nseats)
		return;
	/* The spot's own segment on the new tile (not just its feature):
	 * the tile placed last has the last segments, from its seg_base
	 * on (carc_game_place alone adds segments, a tile's at its end). */
	for (s = g->tiles[g->last_tile].seg_base; s < end; s++) {
		if (carc_seg_find(g, s) != chk->feature)
			continue;
		if (g->segs[s].meeple >= 0)
			continue;
		if (figure_put(g, seat, chk->figure, s) == 0)
			g->last_meeple = s;
		return;
	}
}

int
carc_figure_put(struct carc_game *g, int seat, int figure, int s)
{
	return figure_put(g, seat, figure, s);
}

void
carc_figure_lift(struct carc_game *g, int s)
{
	int root = carc_seg_find(g, s), seat = g->segs[s].meeple;
	int figure = g->segs[s].figure;

	if (seat < 0)
		return;
	g->segs[root].seat_meeples[seat] -= (uint16_t)
	    g->set->kinds.figure[figure].weight;
	g->segs[root].nfigures--;
	carc_seg_free(g, s);
	g->supply[seat][figure]++;
	carc_joined_promote(g, s);
}

void
carc_game_clear_awards(struct carc_game *g)
{
	carc_game_clear_awards_inline(g);
}

void
carc_game_score_move(struct carc_game *g)
{
	carc_score_completed(g);
}

void
carc_game_final(struct carc_game *g)
{
	size_t i;

	carc_score_final(g);
	for (i = 0; i < g->nctx; i++) {
		struct carc_ctx *c = &g->ctx[i];

		if (CARC_HAS_HOOK(c->plugin->desc, game_final) &&
		    c->plugin->desc->game_final(c->game_state, c) != 0)
			carc_game_hook_failed(g, c, "game_final");
	}
}

/* The turn a plugin's explain hooks are told of: the tile placed last,
 * as the move's other hooks saw it; NULL at final scoring. */
static const struct carc_turn *
explain_turn(struct carc_game *g, struct carc_ctx *c, int final)
{
	if (final || g->last_tile < 0)
		return NULL;
	return carc_hook_turn(g, c, g->last_tile);
}

/* One plugin's answer: keep the first hint any plugin gives. */
static void
keep_hint(const char *hr, const char *hw, const char **hint_rule,
    const char **hint_why)
{
	if (hr == NULL || *hint_rule != NULL)
		return;
	*hint_rule = hr;
	*hint_why = hw != NULL ? hw : "";
}

const char *
carc_game_explain(struct carc_game *g, int final, int seat, const char *kind,
    int points, const char **hint_rule, const char **hint_why)
{
	const char *rule, *hr, *hw;
	size_t i;

	*hint_rule = *hint_why = NULL;
	for (i = 0; i < g->nctx; i++) {
		struct carc_ctx *c = &g->ctx[i];

		if (!CARC_HAS_HOOK(c->plugin->desc, explain))
			continue;
		hr = hw = NULL;
		rule = c->plugin->desc->explain(c->game_state, c,
		    explain_turn(g, c, final), seat, kind, points,
		    &hr, &hw);
		keep_hint(hr, hw, hint_rule, hint_why);
		if (rule != NULL)
			return rule;
	}
	return NULL;
}

const char *
carc_game_explain_value(struct carc_game *g, int final, int seat,
    const char *kind, int expected, int recorded, const char **hint_rule,
    const char **hint_why)
{
	const char *rule, *hr, *hw;
	size_t i;

	*hint_rule = *hint_why = NULL;
	for (i = 0; i < g->nctx; i++) {
		struct carc_ctx *c = &g->ctx[i];

		if (!CARC_HAS_HOOK(c->plugin->desc, explain_value))
			continue;
		hr = hw = NULL;
		rule = c->plugin->desc->explain_value(c->game_state, c,
		    explain_turn(g, c, final), seat, kind, expected,
		    recorded, &hr, &hw);
		keep_hint(hr, hw, hint_rule, hint_why);
		if (rule != NULL)
			return rule;
	}
	return NULL;
}

void
carc_game_undo_awards(struct carc_game *g)
{
	size_t i;

	for (i = 0; i < g->nawards; i++)
		g->score[g->awards[i].seat] -= g->awards[i].points;
	g->nawards = 0;
}

size_t
carc_game_awards(const struct carc_game *g, const struct carc_award **out)
{
	*out = g->awards;
	return g->nawards;
}

int
carc_game_score(const struct carc_game *g, int seat)
{
	return g->score[seat];
}

int
carc_game_supply(const struct carc_game *g, int seat)
{
	return g->supply[seat][CARC_FIGURE_FOLLOWER_KIND];
}

int
carc_game_figures_left(const struct carc_game *g, int seat, int kind)
{
	if (seat < 0 || seat >= g->nseats)
		return -1;
	if (kind < 0 || kind >= CARC_MAX_FIGURES)
		return -1;
	return g->supply[seat][kind];
}

void
carc_game_set_standard(struct carc_game *g, int standard)
{
	g->standard = standard;
}

int
carc_game_nseats(const struct carc_game *g)
{
	return g->nseats;
}

const struct carc_catalogue *
carc_game_catalogue(const struct carc_game *g)
{
	return g->cat;
}

size_t
carc_game_ntiles(const struct carc_game *g)
{
	return g->ntiles;
}

int
carc_game_returned(const struct carc_game *g, int seat, int kind)
{
	return seat >= 0 && seat < g->nseats &&
	    (g->returned[seat] & (1u << kind)) != 0;
}

/* Is every road segment of the feature one that passes through its tile
 * (two edges)?  Then the road has no end: a loop (BASE-ROAD-DONE). */
static int
road_is_loop(const struct carc_game *g, int root)
{
	int m = root;

	do {
		const struct segment *sg = &g->segs[m];
		const struct carc_tile_type *t =
		    &g->cat->types[g->tiles[sg->tile].type];

		/* a segment reaching one edge is an end; two or more
		 * (a roundabout in the tile's middle) carry the road on */
		if (t->seg[sg->local].nedges == 1)
			return 0;
		m = sg->next;
	} while (m != root);
	return 1;
}

void
carc_game_feature_view(const struct carc_game *g, int root,
    struct carc_feature_view *v)
{
	struct carc_feature_facts ff;
	size_t j;

	root = carc_seg_find(g, root);
	memset(v, 0, sizeof(*v));
	v->feature = root;
	v->kind = g->segs[root].kind;
	/* feature_facts only stamps the engine's scratch array */
	carc_feature_facts((struct carc_game *)g, root, &ff);
	v->complete = ff.complete;
	v->ntiles = ff.ntiles;
	v->loop = v->kind == CARC_ROAD && v->complete && road_is_loop(g, root);
	v->placed_now = -1;
	if (g->last_meeple >= 0 && carc_seg_find(g, g->last_meeple) == root &&
	    g->last_tile >= 0)
		v->placed_now = g->tiles[g->last_tile].seat;
	/* A feature scored in this move: its meeples as they stood when
	 * it scored; they have gone home since (BASE-RETURN). */
	for (j = 0; j < g->ncompleted; j++) {
		if (g->completed[j] != root)
			continue;
		memcpy(v->meeples, &g->completed_meeples[j * CARC_GAME_SEATS],
		    sizeof(v->meeples));
		return;
	}
	memcpy(v->meeples, ff.meeples, sizeof(v->meeples));
}

static size_t
view_add(const struct carc_game *g, int seg, struct carc_feature_view *out,
    size_t n, size_t max)
{
	int root = carc_seg_find(g, seg);
	size_t i;

	for (i = 0; i < n && i < max; i++)
		if (out[i].feature == root)
			return n;
	if (n < max)
		carc_game_feature_view(g, root, &out[n]);
	return n + 1;
}

size_t
carc_game_features_of_last_tile(const struct carc_game *g,
    struct carc_feature_view *out, size_t max)
{
	const struct placed *p;
	size_t n = 0;
	int s, dx, dy;

	if (g->last_tile < 0)
		return 0;
	p = &g->tiles[g->last_tile];
	for (s = p->seg_base; s < (int)g->nsegs &&
	    g->segs[s].tile == g->last_tile; s++)
		n = view_add(g, s, out, n, max);
	/* BASE-MON-PTS: a monastery next to the tile is completed by it */
	for (dy = -1; dy <= 1; dy++) {
		for (dx = -1; dx <= 1; dx++) {
			int t = carc_board_find(g, p->x + dx, p->y + dy);
			const struct carc_tile_type *tt;

			if ((dx == 0 && dy == 0) || t < 0)
				continue;
			tt = &g->cat->types[g->tiles[t].type];
			if (tt->centre >= 0)
				n = view_add(g, g->tiles[t].seg_base +
				    tt->centre, out, n, max);
		}
	}
	return n;
}

/* What a plugin's hook is told of the tile just placed: the turn, and
 * in info what a plugin may know of the tile, with marking. */
static void
turn_info(const struct carc_game *g, int tile, const void *marking,
    struct carc_turn *turn, struct carc_tile_info *info)
{
	const struct placed *p = &g->tiles[tile];

	turn->size = sizeof(*turn);
	turn->seq = p->seq;
	turn->seat = p->seat;
	turn->x = p->x;
	turn->y = p->y;
	turn->rotation = p->rotation;
	turn->tile = info;
	carc_tile_info_fields(g, tile, marking, info);
}

/*
 * The hooks of a move, a score, an action and the turn's end all ask
 * of the tile placed last, plugin after plugin.  The turn differs from
 * plugin to plugin only in the tile's marking, which is each plugin's
 * own and NULL for most: one turn kept in the game serves every plugin
 * that does not mark the tile, and one kept in the context each plugin
 * that does.  The game's is built at the first hook that asks of a
 * tile, whichever plugin's, or before the plugins of a hook where none
 * of them marks it (carc_hook_turn_shared), with the slots that mark
 * the tile; the context's at the plugin's first.  Both are reset at
 * carc_game_begin, so no game sees another's.
 */
void
carc_hook_turn_build(struct carc_game *g, int tile)
{
	const struct placed *p = &g->tiles[tile];

	/* the asking plugin's marking is not the others' */
	turn_info(g, tile, NULL, &g->turn, &g->turn_info);
	/* carc_tile_marking: an inert tile shows no marking */
	g->turn_marks = p->inert ? 0 : g->type_marks[p->type];
	g->turn_tile = tile;
}

const struct carc_turn *
carc_hook_turn_find(struct carc_game *g, struct carc_ctx *c, int tile)
{
	if (g->turn_tile != tile)
		carc_hook_turn_build(g, tile);
	if (!(g->turn_marks & c->mark_bit))
		return &g->turn;
	if (c->turn_tile != tile) {
		turn_info(g, tile, carc_tile_marking(c, tile), &c->turn,
		    &c->turn_info);
		c->turn_tile = tile;
	}
	return &c->turn;
}
