/*
 * services.c - the host services a plugin reads the board through and
 * awards points with (struct carc_host in carc_plugin.h).  Plugins see
 * features only as handles and tiles only as struct carc_tile_info: the
 * engine's inner structures stay free to change.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <syslog.h>

#include "engine/game_impl.h"
#include "engine/services.h"

/* Element i of a caller's array, esize bytes apart (carc_plugin.h). */
static void
put_tile(const struct carc_ctx *c, int tile, struct carc_tile_info *out,
    size_t i, size_t esize)
{
	struct carc_tile_info ti;

	/* in place where the plugin's element is the host's (the usual
	 * case, both of one version), else copied as it takes it */
	if (esize == sizeof(ti)) {
		carc_tile_info_for(c, tile, &out[i]);
		return;
	}
	carc_tile_info_for(c, tile, &ti);
	carc_elem_put(out, i, esize, &ti, sizeof(ti));
}

static int
svc_tile_at(const struct carc_ctx *c, int x, int y,
    struct carc_tile_info *out, size_t esize)
{
	int t = carc_board_find(c->g, x, y);

	if (t < 0 || esize < CARC_TILE_INFO_SIZE_3_0)
		return -1;
	put_tile(c, t, out, 0, esize);
	return 0;
}

static size_t
svc_tiles_in_area(const struct carc_ctx *c, int x0, int y0, int x1, int y1,
    struct carc_tile_info *out, size_t max, size_t esize)
{
	const struct carc_game *g = c->g;
	size_t i, n = 0;

	if (esize < CARC_TILE_INFO_SIZE_3_0)
		max = 0;
	/* The whole board (a plugin asks how many tiles there are, then
	 * for all of them): every tile in seq order, none compared. */
	if (carc_board_within(g, x0, y0, x1, y1)) {
		for (i = 0; i < g->ntiles && i < max; i++)
			put_tile(c, (int)i, out, i, esize);
		return g->ntiles;
	}
	/* Walk the tiles in seq order: areas are small, games are too. */
	for (i = 0; i < g->ntiles; i++) {
		const struct placed *p = &g->tiles[i];

		if (p->x < x0 || p->x > x1 || p->y < y0 || p->y > y1)
			continue;
		if (n < max)
			put_tile(c, (int)i, out, n, esize);
		n++;
	}
	return n;
}

static int
valid_feature(const struct carc_game *g, carc_feature f)
{
	return f >= 0 && (size_t)f < g->nsegs;
}

static carc_feature
svc_feature_at(const struct carc_ctx *c, int x, int y, const char *spot)
{
	int t = carc_board_find(c->g, x, y), s;

	if (t < 0 || spot == NULL)
		return -1;
	if ((s = carc_board_segment_at_spot(c->g, t, spot)) < 0)
		return -1;
	return carc_seg_find(c->g, s);
}

static int
svc_feature_kind(const struct carc_ctx *c, carc_feature f)
{
	if (!valid_feature(c->g, f))
		return -1;
	return c->g->segs[carc_seg_find(c->g, f)].kind;
}

static int
svc_feature_open_edges(const struct carc_ctx *c, carc_feature f)
{
	if (!valid_feature(c->g, f))
		return -1;
	return c->g->segs[carc_seg_find(c->g, f)].open;
}

static int
svc_feature_complete(const struct carc_ctx *c, carc_feature f)
{
	if (!valid_feature(c->g, f))
		return 0;
	return carc_feature_complete(c->g, carc_seg_find(c->g, f));
}

/*
 * The distinct tiles of feature f, in g->feature_tiles in seq order; only
 * those plugin c marks where `marked` (4.4, feature_marked_tiles); how
 * many.  -1 where there is no room to sort them: the game is out of
 * memory, and the plugin asking is told of no tile (its hook fails the
 * game on its own terms).
 */
static long
feature_tile_list(const struct carc_ctx *c, carc_feature f, int marked)
{
	struct carc_game *g = c->g;
	size_t i, n = 0;
	int root, s;

	root = carc_seg_find(g, f);
	/* The feature's distinct tiles from its ring, then in seq order
	 * (tile indices are the order of placement): the ring is a few
	 * segments where the board is a hundred tiles. */
	if (carc_grow((void **)&g->feature_tiles, &g->feature_tiles_cap,
	    g->ntiles, sizeof(*g->feature_tiles)) != 0) {
		carc_game_oom(g);
		return -1;
	}
	if (++g->stamp_now == 0) {
		memset(g->stamp, 0, g->stamp_cap * sizeof(*g->stamp));
		g->stamp_now = 1;
	}
	s = root;
	do {
		int t = g->segs[s].tile;

		/* a tile the plugin does not mark is not sorted in where
		 * only its own are asked for: most of a feature's are not */
		if (g->stamp[t] != g->stamp_now) {
			g->stamp[t] = g->stamp_now;
			if (!marked || carc_tile_marking(c, t) != NULL) {
				for (i = n; i > 0 &&
				    g->feature_tiles[i - 1] > t; i--)
					g->feature_tiles[i] =
					    g->feature_tiles[i - 1];
				g->feature_tiles[i] = t;
				n++;
			}
		}
		s = g->segs[s].next;
	} while (s != root);
	return (long)n;
}

static size_t
feature_tiles_put(const struct carc_ctx *c, carc_feature f,
    struct carc_tile_info *out, size_t max, size_t esize, int marked)
{
	long n;
	size_t i;

	if (!valid_feature(c->g, f) || (n = feature_tile_list(c, f,
	    marked)) < 0)
		return 0;
	if (esize < CARC_TILE_INFO_SIZE_3_0)
		max = 0;
	for (i = 0; i < (size_t)n && i < max; i++)
		put_tile(c, c->g->feature_tiles[i], out, i, esize);
	return (size_t)n;
}

static size_t
svc_feature_tiles(const struct carc_ctx *c, carc_feature f,
    struct carc_tile_info *out, size_t max, size_t esize)
{
	return feature_tiles_put(c, f, out, max, esize, 0);
}

/* (4.4) Those of them the calling plugin marks: a plugin that looks for
 * its own tiles in a feature is not handed every other. */
static size_t
svc_feature_marked_tiles(const struct carc_ctx *c, carc_feature f,
    struct carc_tile_info *out, size_t max, size_t esize)
{
	return feature_tiles_put(c, f, out, max, esize, 1);
}

static void
figure_info(const struct carc_game *g, int s, int seat, int figure,
    struct carc_figure_info *out, size_t i, size_t esize)
{
	const struct placed *p = &g->tiles[g->segs[s].tile];
	/* the figure on the segment, whatever its kind (a declared kind
	 * by its name, at its weight) */
	const struct carc_figure_def *fd = &g->set->kinds.figure[figure];
	/* written in place where the plugin's element is the host's (the
	 * usual case, both of one version), else copied as it takes it */
	struct carc_figure_info mi, *m = esize == sizeof(mi) ? &out[i] : &mi;

	/* every field named: what a later version adds is 0 */
	*m = (struct carc_figure_info){
		.size = sizeof(*m),
		.seat = seat,
		.x = p->x,
		.y = p->y,
		.kind = g->segs[s].kind,
		.feature = carc_seg_find(g, s),
		.figure = fd->name,
		.weight = fd->weight,
		.follower = (fd->flags & CARC_FIGURE_FOLLOWER) != 0,
		.neutral = 0,
		.on_tile = 0,
	};
	if (m == &mi)
		carc_elem_put(out, i, esize, m, sizeof(*m));
}

/* The figures on segment s, which holds one, from the n-th of the answer
 * on: its own, and (4.1) those that joined it; the new count.  The
 * callers skip a segment without a figure themselves: most segments
 * have none, and the call would cost more than the test. */
static size_t
segment_figures(const struct carc_game *g, int s,
    struct carc_figure_info *out, size_t n, size_t max, size_t esize)
{
	int seat[CARC_GAME_SEATS * 4], figure[CARC_GAME_SEATS * 4];
	size_t j, k;

	if (n < max)
		figure_info(g, s, g->segs[s].meeple, g->segs[s].figure, out, n,
		    esize);
	n++;
	/* most games never join a figure to another's segment */
	k = g->njoined > 0 ? carc_joined_on(g, s, seat, figure,
	    sizeof(seat) / sizeof(seat[0])) : 0;
	for (j = 0; j < k; j++, n++)
		if (n < max && j < sizeof(seat) / sizeof(seat[0]))
			figure_info(g, s, seat[j], figure[j], out, n, esize);
	return n;
}

static size_t
svc_feature_figures(const struct carc_ctx *c, carc_feature f,
    struct carc_figure_info *out, size_t max, size_t esize)
{
	const struct carc_game *g = c->g;
	size_t n = 0;
	int root, s;

	if (!valid_feature(g, f))
		return 0;
	if (esize < CARC_FIGURE_INFO_SIZE_3_0)
		max = 0;
	root = s = carc_seg_find(g, f);
	/* a feature no figure stands in, as most are: the root counts its
	 * segments' figures and those that joined them (BASE-MEEPLE-FREE),
	 * so there is nothing to walk */
	if (g->segs[root].nfigures == 0)
		return 0;
	do {
		if (g->segs[s].meeple >= 0)
			n = segment_figures(g, s, out, n, max, esize);
		s = g->segs[s].next;
	} while (s != root);
	return n;
}

static size_t
svc_tile_figures(const struct carc_ctx *c, int x, int y,
    struct carc_figure_info *out, size_t max, size_t esize)
{
	const struct carc_game *g = c->g;
	int t = carc_board_find(g, x, y), local;
	unsigned held;
	size_t n = 0;

	if (t < 0)
		return 0;
	if (esize < CARC_FIGURE_INFO_SIZE_3_0)
		max = 0;
	/* Only the segments that hold a figure, in the order of the tile's
	 * segments (which follow one another from seg_base): most tiles
	 * hold none, and a plugin may ask of every tile of the board. */
	held = (size_t)t < g->nheld ? g->held[t] : 0;
	for (local = 0; held >> local != 0; local++)
		if (held & (1u << local))
			n = segment_figures(g, g->tiles[t].seg_base + local,
			    out, n, max, esize);
	return n;
}

static int
svc_road_exits(const struct carc_ctx *c, int x, int y, int entry)
{
	const struct carc_game *g = c->g;
	const struct placed *p;
	const struct carc_tile_type *t;
	int tile = carc_board_find(g, x, y), local;

	if (tile < 0 || entry < 0 || entry > 3)
		return -1;
	p = &g->tiles[tile];
	t = &g->cat->types[p->type];
	local = p->edge_seg[entry];
	if (local < 0 || t->seg[local].kind != CARC_ROAD)
		return -1;
	/* A road listed with one edge ends here; with two or more it leaves
	 * by all the others (doc/spec/tiles.md), and by those of the road
	 * ends a plugin linked it with (link_segments). */
	return (carc_mask_rotate4(t->seg[local].edges, p->rotation) |
	    (g->nlinks > 0 ? carc_links_edges(g, p->seg_base + local) : 0)) &
	    ~(1 << entry) & 0xf;
}

static int
svc_kind_id(const struct carc_ctx *c, const char *name)
{
	return carc_kinds_feature(&c->g->set->kinds, name);
}

static const char *
svc_kind_name(const struct carc_ctx *c, int kind)
{
	return kind >= 0 && kind < CARC_MAX_KINDS ?
	    c->g->set->kinds.feature[kind].name : NULL;
}

/* The calling plugin's segment markings on the segments of a feature. */
static size_t
svc_feature_markings(const struct carc_ctx *c, carc_feature f,
    const void **out, size_t max)
{
	const struct carc_game *g = c->g;
	size_t n = 0, k;
	int root, s;

	if (!valid_feature(g, f))
		return 0;
	root = s = carc_seg_find(g, f);
	do {
		const struct placed *p = &g->tiles[g->segs[s].tile];
		const struct carc_tile_type *t = &g->cat->types[p->type];

		/* an inert tile (its set not enabled) marks nothing */
		for (k = 0; !p->inert && k < t->nseg_markings; k++) {
			const struct carc_seg_marking *m = &t->seg_markings[k];

			if (m->seg != g->segs[s].local ||
			    m->slot != c->plugin->slot)
				continue;
			if (n < max)
				out[n] = m->marking;
			n++;
		}
		s = g->segs[s].next;
	} while (s != root);
	return n;
}

/*
 * The type of tile id, or -1.  Asked with the same string again (a
 * plugin may ask of each of its tiles at every draw), the type found last
 * is kept by the string's address; it is the answer if its id is still
 * what the string says (a plugin may have written another id there
 * since), the catalogue's names being unique.
 */
static int
type_asked(struct carc_game *g, const char *id)
{
	struct asked_id *a;

	if (id == NULL)
		return -1;
	/* a prime count of slots: the strings of a plugin's tiles often
	 * lie a power of two apart */
	a = &g->asked_ids[(uintptr_t)id % CARC_ASKED_IDS];
	if (a->id == id && carc_text_same(g->cat->types[a->type].id, id))
		return a->type;
	a->id = NULL;
	a->type = carc_catalogue_find(g->cat, id);
	if (a->type >= 0 && carc_text_same(g->cat->types[a->type].id, id))
		a->id = id;	/* an alias is not kept */
	return a->type;
}

/*
 * The kind of figure `name`, or -1, kept as type_asked keeps tile ids:
 * by the address of the string, the answer only while the kind's name is
 * still what the string says (kind names are unique).  A miss asks
 * carc_kinds_figure, which compares the name with every kind's.
 */
/* The entry of asked_figures for the string at name: its address's low
 * bits, stirred with the next ones (a plugin's names lie a few bytes
 * apart), by a mask rather than a division: asked at every call. */
static size_t
asked_slot(const char *name)
{
	uintptr_t a = (uintptr_t)name;

	return (size_t)((a ^ a >> 5) & (CARC_ASKED_FIGURES - 1));
}

int
carc_figure_asked(struct carc_game *g, const char *name)
{
	const struct carc_kinds *k = &g->set->kinds;
	struct asked_figure *a;

	if (name == NULL)
		return -1;
	a = &g->asked_figures[asked_slot(name)];
	/* the kind's own string (a plugin naming its declaration's kind
	 * with the declaration's name) is what it says without reading it */
	if (a->name == name && (k->figure[a->kind].name == name ||
	    carc_text_same(k->figure[a->kind].name, name)))
		return a->kind;
	a->name = NULL;
	a->kind = carc_kinds_figure(k, name);
	if (a->kind >= 0)
		a->name = name;
	return a->kind;
}

static int
svc_tiles_left(const struct carc_ctx *c, const char *id)
{
	int type = type_asked(c->g, id);

	if (type < 0 || !c->g->standard)
		return -1;
	/* carc_game_supply_left's answer, read here: a plugin may ask of
	 * each of its tiles at every draw */
	return c->g->left[type];
}

/*
 * (4.3) The types plugin slot marks, in catalogue order, found once for
 * the struct's life: a plugin asks at every draw, and a catalogue holds
 * hundreds of types where a plugin marks a dozen.  NULL with *n 0 when
 * there is no room to keep them (the game fails: out of memory).
 */
static const int *
marked_types(struct carc_game *g, int slot, size_t *n)
{
	const struct carc_tile_type *tt = g->cat->types;
	size_t i, k = 0;

	if (!(g->marked_known & (1u << slot))) {
		for (i = 0; i < g->cat->ntypes; i++)
			if (tt[i].marking[slot] != NULL)
				k++;
		free(g->marked[slot]);
		free(g->marked_marks[slot]);
		g->marked[slot] = malloc((k ? k : 1) *
		    sizeof(*g->marked[slot]));
		g->marked_marks[slot] = malloc((k ? k : 1) *
		    sizeof(*g->marked_marks[slot]));
		if (g->marked[slot] == NULL || g->marked_marks[slot] == NULL) {
			/* neither kept: the slot's bit stays clear */
			carc_game_oom(g);
			*n = 0;
			return NULL;
		}
		for (i = 0, k = 0; i < g->cat->ntypes; i++)
			if (tt[i].marking[slot] != NULL) {
				g->marked[slot][k] = (int)i;
				g->marked_marks[slot][k++] =
				    tt[i].marking[slot];
			}
		g->nmarked[slot] = k;
		g->marked_known |= 1u << slot;
	}
	*n = g->nmarked[slot];
	return g->marked[slot];
}

void
carc_services_free(struct carc_game *g)
{
	size_t i;

	for (i = 0; i < CARC_MAX_PLUGINS; i++) {
		free(g->marked[i]);
		free(g->marked_marks[i]);
	}
}

static size_t
svc_marked_tiles_left(const struct carc_ctx *c, const void **markings,
    int *left, size_t max)
{
	struct carc_game *g = c->g;
	int slot = c->plugin->slot;
	size_t n, i, room;
	const int *types = marked_types(g, slot, &n);
	/* the game's array read once: a store into the plugin's arrays
	 * may alias it, which would read it again at every type */
	const int *supply = g->left;

	if (types == NULL)
		return 0;
	room = n < max ? n : max;
	/* the markings as kept (marked_types), one copy where every draw
	 * of the game asks */
	if (room > 0)
		memcpy(markings, g->marked_marks[slot],
		    room * sizeof(*markings));
	/* svc_tiles_left's answer for each type's own id */
	if (g->standard)
		for (i = 0; i < room; i++)
			left[i] = supply[types[i]];
	else
		for (i = 0; i < room; i++)
			left[i] = -1;
	return n;
}

static int
svc_figures_left(const struct carc_ctx *c, int seat, const char *figure)
{
	int kind = carc_figure_asked(c->g, figure);

	if (kind < 0 || seat < 0 || seat >= c->g->nseats)
		return -1;
	/* carc_game_figures_left's answer, read here: kind is one of the
	 * kinds (below CARC_MAX_FIGURES), and a plugin may ask every
	 * turn */
	return c->g->supply[seat][kind];
}

/* The descriptor's copy of one of the plugin's rule ids, or NULL. */
static const char *
own_rule(const struct carc_ctx *c, const char *rule)
{
	const struct carc_plugin *d = c->plugin->desc;
	size_t i;

	if (rule == NULL)
		return NULL;
	/* a plugin awards under its descriptor's own strings, mostly: its
	 * addresses first, then the text (every award asks) */
	for (i = 0; i < d->nrules; i++)
		if (d->rules[i].id == rule)
			return rule;
	for (i = 0; i < d->nrules; i++)
		if (d->rules[i].id[0] == rule[0] &&
		    strcmp(d->rules[i].id, rule) == 0)
			return d->rules[i].id;
	return NULL;
}

static int
svc_award(struct carc_ctx *c, int seat, int points, const char *kind,
    const char *rule, const char *why)
{
	struct carc_award a;
	const char *own = own_rule(c, rule);

	if (c->g->judging == CARC_JUDGING_DRY)
		return 0;	/* a judged turn_end: nothing is awarded */
	if (own == NULL)
		return carc_game_fail(c->g, "plugin '%s' awarded points under "
		    "'%s', not one of its rule ids", c->plugin->desc->name,
		    rule ? rule : "(null)");
	if (kind == NULL)
		return carc_game_fail(c->g, "plugin '%s' awarded points of no "
		    "kind", c->plugin->desc->name);
	rule = own;
	memset(&a, 0, sizeof(a));
	a.seat = seat;
	a.points = points;
	a.kind = kind;
	a.rule = rule;
	a.feature = -1;
	a.parts[0].points = points;
	a.parts[0].rule = rule;
	a.nparts = 1;
	carc_text_copy(a.why, sizeof(a.why), why ? why : "");
	return carc_award_add(c->g, &a);
}

/* At most this many cities are counted for one field, as the base game's
 * farmers count them (score.c). */
#define SVC_FIELD_CITIES 256

static size_t
svc_field_cities(const struct carc_ctx *c, carc_feature field,
    carc_feature *out, size_t max)
{
	int cities[SVC_FIELD_CITIES];
	size_t n, i;
	int root;

	if (!valid_feature(c->g, field))
		return 0;
	root = carc_seg_find(c->g, field);
	if (c->g->segs[root].kind != CARC_FIELD)
		return 0;
	n = carc_field_cities(c->g, root, cities, SVC_FIELD_CITIES);
	for (i = 0; i < n && i < max; i++)
		out[i] = cities[i];
	return n;
}

/* The seats of a feature's majority, by the scoring's own rule. */
static size_t
svc_feature_majority(const struct carc_ctx *c, carc_feature f, int *out,
    size_t max)
{
	int count[CARC_GAME_SEATS], seats[CARC_GAME_SEATS], most, n, i;

	if (!valid_feature(c->g, f))
		return 0;
	most = carc_feature_meeples(c->g, carc_seg_find(c->g, f), count);
	n = carc_majority_seats(c->g, count, most, seats);
	for (i = 0; i < n && (size_t)i < max; i++)
		out[i] = seats[i];
	return (size_t)n;
}

/* (4.2) A per-game supply of a plugin's own seat figure kind, set while
 * its game_begin runs (the ctx is not active yet). */
static int
svc_figure_supply(struct carc_ctx *c, const char *figure, int count)
{
	struct carc_game *g = c->g;
	int k = carc_figure_asked(g, figure);
	int s;

	if (c->active)
		return carc_game_fail(g, "plugin '%s' set a figure supply "
		    "after game_begin", c->plugin->desc->name);
	if (k < 0 || g->set->kinds.figure[k].slot != c->plugin->slot + 1 ||
	    (g->set->kinds.figure[k].flags & CARC_FIGURE_NEUTRAL) ||
	    count < 0 || count > CARC_MAX_SUPPLY)
		return 1;
	g->supply_start[k] = count;
	for (s = 0; s < CARC_GAME_SEATS; s++)
		g->supply[s][k] = count;
	return 0;
}

static int
svc_fail(struct carc_ctx *c, const char *why)
{
	/* One reason for every allocation failure, the plugins' included. */
	if (why != NULL && strcmp(why, "out of memory") == 0)
		return carc_game_oom(c->g);
	return carc_game_fail(c->g, "%s: %s", c->plugin->desc->name,
	    why != NULL && why[0] != '\0' ? why : "a hook failed");
}

static carc_log_fn log_sink;

void
carc_services_set_log(carc_log_fn fn)
{
	log_sink = fn;
}

static void
svc_log(const struct carc_ctx *c, int level, const char *msg)
{
	const char *name = c ? c->plugin->desc->name : "plugin";

	if (log_sink != NULL)
		log_sink(level, name, msg);
	else if (level <= CARC_LOG_WARNING)
		fprintf(stderr, "carc: %s: %s\n", name, msg);
}

static const struct carc_host host = {
	.size = sizeof(struct carc_host),
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.tile_at = svc_tile_at,
	.tiles_in_area = svc_tiles_in_area,
	.feature_at = svc_feature_at,
	.feature_kind = svc_feature_kind,
	.feature_complete = svc_feature_complete,
	.feature_open_edges = svc_feature_open_edges,
	.feature_tiles = svc_feature_tiles,
	.feature_figures = svc_feature_figures,
	.tile_figures = svc_tile_figures,
	.road_exits = svc_road_exits,
	.kind_id = svc_kind_id,
	.kind_name = svc_kind_name,
	.feature_markings = svc_feature_markings,
	.tiles_left = svc_tiles_left,
	.figures_left = svc_figures_left,
	.award = svc_award,
	.fail = svc_fail,
	.log = svc_log,
	.max_seats = CARC_MAX_SEATS,
	/* 4.0: actions.c */
	.seats = carc_svc_seats,
	.neutral_figures = carc_svc_neutral_figures,
	.place_figure = carc_svc_place_figure,
	.move_figure = carc_svc_move_figure,
	.remove_figure = carc_svc_remove_figure,
	.put_token = carc_svc_put_token,
	.tokens_at = carc_svc_tokens_at,
	.field_cities = svc_field_cities,
	/* 4.2 */
	.feature_majority = svc_feature_majority,
	.figure_supply = svc_figure_supply,
	.link_segments = carc_svc_link_segments,
	/* 4.3 */
	.marked_tiles_left = svc_marked_tiles_left,
	/* 4.4 */
	.neutral_stamp = carc_svc_neutral_stamp,
	.feature_marked_tiles = svc_feature_marked_tiles,
};

const struct carc_host *
carc_services(void)
{
	return &host;
}
