/*
 * mock_host.c - the services of a fake carc host (see mock_host.h).
 * Links libc (and libdl, for mock_plugin_open) only: a test using it
 * never links the engine.
 */
#include "config.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mock_host.h"

static const int edge_dx[4] = { 0, 1, 0, -1 };
static const int edge_dy[4] = { -1, 0, 1, 0 };	/* y grows to the south */

static int
on_board(int x, int y)
{
	return x >= 0 && x < MOCK_SIZE && y >= 0 && y < MOCK_SIZE;
}

static const struct mock_square *
square(const struct carc_ctx *ctx, int x, int y)
{
	if (!on_board(x, y) || !ctx->sq[y][x].placed)
		return NULL;
	return &ctx->sq[y][x];
}

static int
valid_feature(const struct carc_ctx *ctx, carc_feature f)
{
	return f >= 0 && f < MOCK_FEATURES && ctx->kind[f] >= 0;
}

static void
fill_info(const struct mock_square *s, int x, int y,
    struct carc_tile_info *out)
{
	memset(out, 0, sizeof(*out));
	out->size = sizeof(*out);
	out->id = s->id;
	out->x = x;
	out->y = y;
	out->rotation = s->rotation;
	out->placed_seq = s->seq;
	out->coats_of_arms = s->coats_of_arms;
	out->has_road = s->has_road;
	out->has_city = s->has_city;
	out->has_monastery = s->has_monastery;
	out->marking = s->marking;
	out->set = s->set != NULL ? s->set : "base";
	memcpy(out->edges, s->edges, sizeof(out->edges));
}

static int
on_square(const struct mock_square *s, carc_feature f)
{
	int e;

	if (s->centre == f)
		return 1;
	for (e = 0; e < 4; e++)
		if (s->edge[e] == f)
			return 1;
	return 0;
}

/* --- services ----------------------------------------------------------- */

/* Element i of the caller's array, esize bytes apart (ABI 2.0). */
static void
put_info(const struct mock_square *s, int x, int y,
    struct carc_tile_info *out, size_t i, size_t esize)
{
	struct carc_tile_info ti;

	fill_info(s, x, y, &ti);
	carc_elem_put(out, i, esize, &ti, sizeof(ti));
}

static int
m_tile_at(const struct carc_ctx *ctx, int x, int y,
    struct carc_tile_info *out, size_t esize)
{
	const struct mock_square *s = square(ctx, x, y);

	if (s == NULL || esize < CARC_TILE_INFO_SIZE_3_0)
		return -1;
	put_info(s, x, y, out, 0, esize);
	return 0;
}

static size_t
m_tiles_in_area(const struct carc_ctx *ctx, int x0, int y0, int x1,
    int y1, struct carc_tile_info *out, size_t max, size_t esize)
{
	size_t n = 0;
	int i;

	for (i = 0; i < ctx->nplaced; i++) {
		int x = ctx->order[i] % MOCK_SIZE, y = ctx->order[i] / MOCK_SIZE;

		if (x < x0 || x > x1 || y < y0 || y > y1)
			continue;
		if (n < max)
			put_info(&ctx->sq[y][x], x, y, out, n, esize);
		n++;
	}
	return n;
}

/* Edges and C; the mock has no fields, so a half-edge names nothing. */
static carc_feature
m_feature_at(const struct carc_ctx *ctx, int x, int y, const char *spot)
{
	static const char *const names[4] = { "N", "E", "S", "W" };
	const struct mock_square *s = square(ctx, x, y);
	int e;

	if (s == NULL || spot == NULL)
		return -1;
	if (strcmp(spot, "C") == 0)
		return s->centre;
	for (e = 0; e < 4; e++)
		if (strcmp(spot, names[e]) == 0)
			return s->edge[e];
	return -1;
}

static int
m_feature_kind(const struct carc_ctx *ctx, carc_feature f)
{
	return valid_feature(ctx, f) ? ctx->kind[f] : -1;
}

static int
m_feature_complete(const struct carc_ctx *ctx, carc_feature f)
{
	return valid_feature(ctx, f) && ctx->complete[f];
}

/* Edges of f facing an empty square. */
static int
m_feature_open_edges(const struct carc_ctx *ctx, carc_feature f)
{
	int i, e, open = 0;

	if (!valid_feature(ctx, f) || ctx->complete[f])
		return 0;
	for (i = 0; i < ctx->nplaced; i++) {
		int x = ctx->order[i] % MOCK_SIZE, y = ctx->order[i] / MOCK_SIZE;

		for (e = 0; e < 4; e++)
			if (ctx->sq[y][x].edge[e] == f &&
			    square(ctx, x + edge_dx[e], y + edge_dy[e]) == NULL)
				open++;
	}
	return open;
}

static size_t
m_feature_tiles(const struct carc_ctx *ctx, carc_feature f,
    struct carc_tile_info *out, size_t max, size_t esize)
{
	size_t n = 0;
	int i;

	if (!valid_feature(ctx, f))
		return 0;
	for (i = 0; i < ctx->nplaced; i++) {
		int x = ctx->order[i] % MOCK_SIZE, y = ctx->order[i] / MOCK_SIZE;

		if (!on_square(&ctx->sq[y][x], f))
			continue;
		if (n < max)
			put_info(&ctx->sq[y][x], x, y, out, n, esize);
		n++;
	}
	return n;
}

static size_t
m_feature_meeples(const struct carc_ctx *ctx, carc_feature f,
    struct carc_figure_info *out, size_t max, size_t esize)
{
	size_t i, n = 0;

	for (i = 0; i < ctx->nmeeples; i++) {
		if (ctx->meeples[i].feature != f)
			continue;
		if (n < max)
			carc_elem_put(out, n, esize, &ctx->meeples[i],
			    sizeof(ctx->meeples[i]));
		n++;
	}
	return n;
}

static size_t
m_tile_meeples(const struct carc_ctx *ctx, int x, int y,
    struct carc_figure_info *out, size_t max, size_t esize)
{
	size_t i, n = 0;

	for (i = 0; i < ctx->nmeeples; i++) {
		if (ctx->meeples[i].x != x || ctx->meeples[i].y != y)
			continue;
		if (n < max)
			carc_elem_put(out, n, esize, &ctx->meeples[i],
			    sizeof(ctx->meeples[i]));
		n++;
	}
	return n;
}

static int
m_road_exits(const struct carc_ctx *ctx, int x, int y, int entry)
{
	const struct mock_square *s = square(ctx, x, y);

	if (s == NULL || entry < 0 || entry > 3)
		return -1;
	return s->exits[entry];
}

static int
m_kind_id(const struct carc_ctx *ctx, const char *name)
{
	int k;

	for (k = 0; name != NULL && k < CARC_MAX_KINDS; k++)
		if (ctx->kind_names[k] != NULL &&
		    strcmp(ctx->kind_names[k], name) == 0)
			return k;
	return -1;
}

static const char *
m_kind_name(const struct carc_ctx *ctx, int kind)
{
	return kind >= 0 && kind < CARC_MAX_KINDS ? ctx->kind_names[kind] :
	    NULL;
}

static size_t
m_feature_markings(const struct carc_ctx *ctx, carc_feature f,
    const void **out, size_t max)
{
	size_t i, n = 0;

	for (i = 0; i < ctx->nmarkings; i++) {
		if (ctx->markings[i].f != f)
			continue;
		if (n < max)
			out[n] = ctx->markings[i].marking;
		n++;
	}
	return n;
}

static const struct mock_left *
find_left(const struct mock_left *l, size_t n, const char *name, int seat)
{
	size_t i;

	for (i = 0; name != NULL && i < n; i++)
		if (strcmp(l[i].name, name) == 0 && l[i].seat == seat)
			return &l[i];
	return NULL;
}

static int
m_tiles_left(const struct carc_ctx *ctx, const char *tile_id)
{
	const struct mock_left *l = find_left(ctx->tiles, ctx->ntiles,
	    tile_id, 0);

	return ctx->free_supply || l == NULL ? -1 : l->left;
}

static int
m_figures_left(const struct carc_ctx *ctx, int seat, const char *figure)
{
	const struct mock_left *l = find_left(ctx->figures, ctx->nfigures,
	    figure, seat);

	return l == NULL ? -1 : l->left;
}

static int
m_fail(struct carc_ctx *ctx, const char *why)
{
	ctx->nfails++;
	snprintf(ctx->failed, sizeof(ctx->failed), "%s", why ? why : "(null)");
	return -1;
}

static int
m_award(struct carc_ctx *ctx, int seat, int points, const char *kind,
    const char *rule, const char *why)
{
	struct mock_award *a;

	/* A host out of memory, as the test asks; or the mock's own
	 * limit, which a test never reaches unknowingly. */
	if (ctx->award_fails || ctx->nawards == MOCK_AWARDS)
		return m_fail(ctx, "out of memory");
	a = &ctx->awards[ctx->nawards++];
	a->seat = seat;
	a->points = points;
	snprintf(a->kind, sizeof(a->kind), "%s", kind ? kind : "(null)");
	snprintf(a->rule, sizeof(a->rule), "%s", rule ? rule : "(null)");
	snprintf(a->why, sizeof(a->why), "%s", why ? why : "(null)");
	return 0;
}

static void
m_log(const struct carc_ctx *ctx, int level, const char *msg)
{
	/* the ABI hands log a const ctx; the ctx is the test's, not const */
	struct carc_ctx *c = (struct carc_ctx *)ctx;

	c->nlogs++;
	c->last_level = level;
	snprintf(c->last_log, sizeof(c->last_log), "%s", msg ? msg : "(null)");
}

const struct carc_host mock_host = {
	.size = sizeof(struct carc_host),
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.tile_at = m_tile_at,
	.tiles_in_area = m_tiles_in_area,
	.feature_at = m_feature_at,
	.feature_kind = m_feature_kind,
	.feature_complete = m_feature_complete,
	.feature_open_edges = m_feature_open_edges,
	.feature_tiles = m_feature_tiles,
	.feature_figures = m_feature_meeples,
	.tile_figures = m_tile_meeples,
	.road_exits = m_road_exits,
	.kind_id = m_kind_id,
	.kind_name = m_kind_name,
	.feature_markings = m_feature_markings,
	.tiles_left = m_tiles_left,
	.figures_left = m_figures_left,
	.award = m_award,
	.log = m_log,
	.max_seats = CARC_MAX_SEATS,
	.fail = m_fail,
};

/* --- filling the board -------------------------------------------------- */

void
mock_reset(struct carc_ctx *ctx)
{
	int x, y, e, f;

	memset(ctx, 0, sizeof(*ctx));
	for (y = 0; y < MOCK_SIZE; y++)
		for (x = 0; x < MOCK_SIZE; x++) {
			for (e = 0; e < 4; e++) {
				ctx->sq[y][x].edge[e] = -1;
				ctx->sq[y][x].exits[e] = -1;
			}
			ctx->sq[y][x].centre = -1;
		}
	for (f = 0; f < MOCK_FEATURES; f++)
		ctx->kind[f] = -1;
	ctx->kind_names[CARC_FIELD] = "field";
	ctx->kind_names[CARC_ROAD] = "road";
	ctx->kind_names[CARC_CITY] = "city";
	ctx->kind_names[CARC_MONASTERY] = "monastery";
}

int
mock_tile(struct carc_ctx *ctx, int x, int y, const char *id, int rotation,
    const void *marking)
{
	struct mock_square *s;

	if (!on_board(x, y) || ctx->sq[y][x].placed)
		return -1;
	s = &ctx->sq[y][x];
	s->placed = 1;
	s->id = id;
	s->rotation = rotation;
	s->marking = marking;
	s->seq = ctx->nplaced;
	ctx->order[ctx->nplaced++] = y * MOCK_SIZE + x;
	return 0;
}

void
mock_feature(struct carc_ctx *ctx, carc_feature f, int kind, int complete)
{
	if (f < 0 || f >= MOCK_FEATURES)
		return;
	ctx->kind[f] = kind;
	ctx->complete[f] = complete;
}

int
mock_segment(struct carc_ctx *ctx, int x, int y, carc_feature f,
    unsigned edges)
{
	struct mock_square *s;
	int e;

	if (!on_board(x, y) || !ctx->sq[y][x].placed)
		return -1;
	s = &ctx->sq[y][x];
	for (e = 0; e < 4; e++) {
		if (!(edges & MOCK_EDGE(e)))
			continue;
		s->edge[e] = f;
		s->exits[e] = (int)(edges & ~MOCK_EDGE(e) & 0xfu);
	}
	s->has_road = 1;
	return 0;
}

int
mock_meeple(struct carc_ctx *ctx, int seat, int x, int y, carc_feature f)
{
	return mock_figure(ctx, seat, x, y, f, "follower", 1);
}

int
mock_figure(struct carc_ctx *ctx, int seat, int x, int y, carc_feature f,
    const char *figure, int weight)
{
	struct carc_figure_info *m;

	if (ctx->nmeeples == MOCK_MEEPLES)
		return -1;
	m = &ctx->meeples[ctx->nmeeples++];
	memset(m, 0, sizeof(*m));
	m->size = sizeof(*m);
	m->seat = seat;
	m->x = x;
	m->y = y;
	m->kind = f >= 0 && f < MOCK_FEATURES ? ctx->kind[f] : -1;
	m->feature = f;
	m->figure = figure;
	m->weight = weight;
	m->follower = 1;
	return 0;
}

int
mock_edges(struct carc_ctx *ctx, int x, int y, const char *edges,
    const char *set)
{
	struct mock_square *s;

	if (!on_board(x, y) || !ctx->sq[y][x].placed || edges == NULL ||
	    strlen(edges) != 4)
		return -1;
	s = &ctx->sq[y][x];
	memcpy(s->edges, edges, 5);
	s->set = set;
	return 0;
}

void
mock_kind(struct carc_ctx *ctx, int kind, const char *name)
{
	if (kind >= 0 && kind < CARC_MAX_KINDS)
		ctx->kind_names[kind] = name;
}

int
mock_marking(struct carc_ctx *ctx, carc_feature f, const void *marking)
{
	if (ctx->nmarkings == MOCK_MARKINGS)
		return -1;
	ctx->markings[ctx->nmarkings].f = f;
	ctx->markings[ctx->nmarkings++].marking = marking;
	return 0;
}

/* Set or add an entry of a table of what is left. */
static int
set_left(struct mock_left *l, size_t *n, const char *name, int seat,
    int left)
{
	size_t i;

	for (i = 0; i < *n; i++)
		if (strcmp(l[i].name, name) == 0 && l[i].seat == seat) {
			l[i].left = left;
			return 0;
		}
	if (*n == MOCK_SUPPLY)
		return -1;
	l[*n].name = name;
	l[*n].seat = seat;
	l[(*n)++].left = left;
	return 0;
}

int
mock_tiles_left(struct carc_ctx *ctx, const char *id, int left)
{
	return set_left(ctx->tiles, &ctx->ntiles, id, 0, left);
}

int
mock_figures_left(struct carc_ctx *ctx, int seat, const char *figure,
    int left)
{
	return set_left(ctx->figures, &ctx->nfigures, figure, seat, left);
}

/* --- helpers of the tests ------------------------------------------------ */

int
mock_streq(const char *got, const char *want)
{
	return got != NULL && want != NULL && strcmp(got, want) == 0;
}

struct carc_node
mock_scalar(const char *s)
{
	struct carc_node n;

	memset(&n, 0, sizeof(n));
	n.size = sizeof(n);
	n.type = CARC_NODE_SCALAR;
	n.line = n.col = 1;
	n.scalar = s;
	return n;
}

/* --- loading a plugin ---------------------------------------------------- */

static void *
open_in(const char *dir, const char *sub, const char *name, char *path,
    size_t len)
{
	if (dir == NULL)
		return NULL;
	snprintf(path, len, "%s%s/%s.so", dir, sub, name);
	return dlopen(path, RTLD_NOW | RTLD_LOCAL);
}

const struct carc_plugin *
mock_plugin_open(const char *name, void **handle)
{
	carc_plugin_entry_fn entry;
	const struct carc_plugin *p;
	char path[4096];
	const char *dir = getenv("CARC_PLUGIN_DIR");

	/* the build tree's plugins only when no directory is named: a
	 * wrong one must fail the test (tests/plugin-dir.sh), not test
	 * another copy of the plugin */
	if (dir != NULL && dir[0] != '\0')
		*handle = open_in(dir, "", name, path, sizeof(path));
	else
		*handle = open_in(getenv("top_builddir"),
		    "/plugins/.libs", name, path, sizeof(path));
	if (*handle == NULL) {
		fprintf(stderr, "cannot load %s.so from $CARC_PLUGIN_DIR or "
		    "$top_builddir/plugins/.libs: %s\n", name, dlerror());
		return NULL;
	}
	*(void **)&entry = dlsym(*handle, CARC_PLUGIN_ENTRY);
	if (entry == NULL || (p = entry()) == NULL ||
	    p->abi_major != CARC_ABI_MAJOR || p->size < CARC_PLUGIN_SIZE_3_0) {
		fprintf(stderr, "'%s' is no ABI %u plugin\n", path,
		    CARC_ABI_MAJOR);
		dlclose(*handle);
		*handle = NULL;
		return NULL;
	}
	return p;
}

void
mock_plugin_close(void *handle)
{
	if (handle != NULL)
		dlclose(handle);
}

const struct carc_plugin *
mock_plugin_start(const char *name, const struct carc_host *host,
    void **handle, void **state)
{
	const struct carc_plugin *p;
	char err[256] = "";

	*state = NULL;
	if ((p = mock_plugin_open(name, handle)) == NULL)
		return NULL;
	if (p->init(host, state, err, sizeof(err)) != 0) {
		fprintf(stderr, "%s: init: %s\n", name, err);
		*state = NULL;
		mock_plugin_close(*handle);
		*handle = NULL;
		return NULL;
	}
	return p;
}

void
mock_plugin_stop(const struct carc_plugin *p, void **handle, void **state)
{
	if (p != NULL && p->fini != NULL && *state != NULL)
		p->fini(*state);
	*state = NULL;
	mock_plugin_close(*handle);
	*handle = NULL;
}
