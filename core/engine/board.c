/*
 * board.c - the squares of the board and the union-find over the placed
 * tiles' segments (DESIGN.md: features are joined as tiles are placed,
 * with a count of open edges so that completion is known at once).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "engine/game_impl.h"

/* carc_grow (game_impl.h) when *p must grow. */
int
carc_grow_to(void **p, size_t *cap, size_t need, size_t size)
{
	size_t ncap;
	void *np;

	if (need <= *cap)
		return 0;
	ncap = *cap ? *cap : 16;
	while (ncap < need)
		ncap *= 2;
	np = realloc(*p, ncap * size);
	if (np == NULL)
		return -1;
	*p = np;
	*cap = ncap;
	return 0;
}

static uint64_t
square_key(int x, int y)
{
	return ((uint64_t)(uint32_t)x << 32) | (uint32_t)y;
}

static size_t
square_hash(uint64_t k)
{
	k ^= k >> 33;
	k *= 0xff51afd7ed558ccdULL;
	k ^= k >> 33;
	return (size_t)k;
}

/*
 * The window grows to hold every tile with this margin around them, and
 * is given up past GRID_MAX squares: a real game (every expansion, 200
 * tiles) spans some 60 x 60, a window of 4,096 squares or so.
 */
#define GRID_MARGIN 8
#define GRID_MAX ((int64_t)1 << 18)

/* The tile at (x, y), or -1, on a board spread too wide for the window
 * (carc_board_find in game_impl.h looks in the window itself). */
int
carc_board_find_wide(const struct carc_game *g, int x, int y)
{
	uint64_t k = square_key(x, y);
	size_t mask = g->sq_cap - 1, i;

	if (g->sq_cap == 0)
		return -1;
	for (i = square_hash(k) & mask; g->sq_val[i] != 0; i = (i + 1) & mask)
		if (g->sq_key[i] == k)
			return g->sq_val[i] - 1;
	return -1;
}

static int
board_rehash(struct carc_game *g, size_t ncap)
{
	uint64_t *okey = g->sq_key;
	int *oval = g->sq_val;
	size_t ocap = g->sq_cap, i, j, mask = ncap - 1;

	g->sq_key = calloc(ncap, sizeof(*g->sq_key));
	g->sq_val = calloc(ncap, sizeof(*g->sq_val));
	if (g->sq_key == NULL || g->sq_val == NULL) {
		free(g->sq_key);
		free(g->sq_val);
		g->sq_key = okey;
		g->sq_val = oval;
		return -1;
	}
	g->sq_cap = ncap;
	for (i = 0; i < ocap; i++) {
		if (oval[i] == 0)
			continue;
		for (j = square_hash(okey[i]) & mask; g->sq_val[j] != 0;
		    j = (j + 1) & mask)
			;
		g->sq_key[j] = okey[i];
		g->sq_val[j] = oval[i];
	}
	free(okey);
	free(oval);
	return 0;
}

static int64_t
min64(int64_t a, int64_t b)
{
	return a < b ? a : b;
}

static int64_t
max64(int64_t a, int64_t b)
{
	return a > b ? a : b;
}

/* The squares a step inside the window (struct carc_game, ix0 ... inner)
 * after the window or grid_off changed: none while the table holds the
 * board or the window is too small to have any. */
static void
window_inner(struct carc_game *g)
{
	int any = !g->grid_off && g->gw > 2 && g->gh > 2;

	g->ix0 = g->gx0 + 1;
	g->iy0 = g->gy0 + 1;
	g->iw = any ? (uint64_t)(g->gw - 2) : 0;
	g->ih = any ? (uint64_t)(g->gh - 2) : 0;
	g->inner = any ? &g->grid[g->gw + 1] : NULL;
}

/*
 * Put tile at (x, y) in the window, growing it (to at least twice its
 * size, so that a board growing a row at a time costs little) and
 * refilling it from the tiles placed so far: g->tiles[0, ntiles) (the
 * new tile is not among them yet).  -1: out of memory.
 */
static int
grid_add(struct carc_game *g, int x, int y, int tile)
{
	int64_t x0, y0, x1, y1, w, h;
	size_t i;
	void *p;

	/* Inside, a square away from the window's edge at least: the
	 * squares around every tile are then in the window too, and
	 * carc_board_around reads them without a check. */
	if (g->gw > 0 && x > g->gx0 && x < g->gx0 + g->gw - 1 &&
	    y > g->gy0 && y < g->gy0 + g->gh - 1) {
		g->grid[(y - g->gy0) * g->gw + (x - g->gx0)] = tile + 1;
		return 0;
	}
	x0 = (int64_t)x - GRID_MARGIN;
	y0 = (int64_t)y - GRID_MARGIN;
	x1 = (int64_t)x + GRID_MARGIN + 1;
	y1 = (int64_t)y + GRID_MARGIN + 1;
	if (g->gw > 0) {
		w = g->gw / 2;
		h = g->gh / 2;
		x0 = min64(x0, x <= g->gx0 ? g->gx0 - w : g->gx0);
		y0 = min64(y0, y <= g->gy0 ? g->gy0 - h : g->gy0);
		x1 = max64(x1, x >= g->gx0 + g->gw - 1 ? g->gx0 + g->gw + w :
		    g->gx0 + g->gw);
		y1 = max64(y1, y >= g->gy0 + g->gh - 1 ? g->gy0 + g->gh + h :
		    g->gy0 + g->gh);
	}
	w = x1 - x0;
	h = y1 - y0;
	if (w * h > GRID_MAX) {
		g->grid_off = 1;
		window_inner(g);
		return 0;
	}
	if ((size_t)(w * h) > g->grid_cap) {
		if ((p = realloc(g->grid, (size_t)(w * h) *
		    sizeof(*g->grid))) == NULL)
			return -1;
		g->grid = p;
		g->grid_cap = (size_t)(w * h);
	}
	memset(g->grid, 0, (size_t)(w * h) * sizeof(*g->grid));
	g->gx0 = x0;
	g->gy0 = y0;
	g->gw = w;
	g->gh = h;
	window_inner(g);
	for (i = 0; i < g->ntiles; i++)
		g->grid[(g->tiles[i].y - y0) * w + (g->tiles[i].x - x0)] =
		    (int)i + 1;
	g->grid[(y - y0) * w + (x - x0)] = tile + 1;
	return 0;
}

/* Square (x, y) holds tile, in the table; the caller keeps the table at
 * most half full (table_reserve). */
static void
table_put(struct carc_game *g, int x, int y, int tile)
{
	uint64_t k = square_key(x, y);
	size_t mask = g->sq_cap - 1, i;

	for (i = square_hash(k) & mask; g->sq_val[i] != 0; i = (i + 1) & mask)
		;
	g->sq_key[i] = k;
	g->sq_val[i] = tile + 1;
}

static int
table_reserve(struct carc_game *g, size_t n)
{
	size_t cap = g->sq_cap ? g->sq_cap : 256;

	while (n * 2 > cap)
		cap *= 2;
	return cap == g->sq_cap ? 0 : board_rehash(g, cap);
}

/*
 * The table takes over from the window (a board spread past GRID_MAX
 * squares, or no memory for a larger window): every tile placed so far
 * goes in, g->tiles[0, ntiles).
 */
static int
table_take_over(struct carc_game *g)
{
	size_t i;

	g->grid_off = 1;
	window_inner(g);
	if (table_reserve(g, g->ntiles + 1) != 0)
		return -1;
	for (i = 0; i < g->ntiles; i++)
		table_put(g, g->tiles[i].x, g->tiles[i].y, (int)i);
	return 0;
}

/* carc_board_add (game_impl.h) where the square is not one a step inside
 * the window: the window grows, or the table takes over. */
int
carc_board_add_grow(struct carc_game *g, int x, int y, int tile)
{
	/* The window alone while it lasts: the table is only filled
	 * when it takes over. */
	if (!g->grid_off) {
		if (grid_add(g, x, y, tile) == 0 && !g->grid_off)
			return 0;
		if (table_take_over(g) != 0)
			return -1;
	}
	if (table_reserve(g, g->ntiles + 1) != 0)
		return -1;
	table_put(g, x, y, tile);
	return 0;
}

/*
 * A new game on the same board: only the squares the last game used are
 * emptied, and the window keeps its place and size (every game starts
 * near (0, 0)), so that a game does not grow its window again from
 * nothing.  g->tiles still holds the last game's tiles.
 */
void
carc_board_clear(struct carc_game *g)
{
	size_t i;

	if (g->grid_off) {
		if (g->sq_cap > 0)
			memset(g->sq_val, 0, g->sq_cap * sizeof(*g->sq_val));
		g->gw = g->gh = 0;	/* the window is stale: rebuilt */
	} else {
		for (i = 0; i < g->ntiles; i++)
			g->grid[(g->tiles[i].y - g->gy0) * g->gw +
			    (g->tiles[i].x - g->gx0)] = 0;
	}
	g->grid_off = 0;
	window_inner(g);
}

int
carc_board_cross_edge(const struct carc_game *g, int x, int y, int near[4])
{
	if (carc_board_find(g, x, y) >= 0)
		return 1;
	near[0] = carc_board_find(g, x, y - 1);
	near[1] = carc_board_find(g, x + 1, y);
	near[2] = carc_board_find(g, x, y + 1);
	near[3] = carc_board_find(g, x - 1, y);
	return 0;
}

/* carc_board_around (game_impl.h) on a board too wide for the window. */
void
carc_board_around_wide(const struct carc_game *g, int tile, int out[9])
{
	const struct placed *p = &g->tiles[tile];
	int dx, dy;

	for (dy = -1; dy <= 1; dy++)
		for (dx = -1; dx <= 1; dx++)
			out[CARC_AROUND_AT(dx, dy)] = carc_board_find_wide(g,
			    p->x + dx, p->y + dy);
}

/* The segment (global index) a spot names on a placed tile, or -1, for
 * any figure (carc_board_segment_for, game_impl.h). */
int
carc_board_segment_at_spot(const struct carc_game *g, int tile, const char *spot)
{
	return carc_board_segment_for(g, tile, spot, ~0u);
}

/* How many of the 8 squares around a tile hold tiles. */
int
carc_monastery_neighbours(const struct carc_game *g, int tile)
{
	int around[9], i, n = 0;

	/* counted when asked: only a monastery asks, a few times a game,
	 * where keeping counts for every tile cost every placement */
	carc_board_around(g, tile, around);
	/* the tile's own square, 4, is not one of them: the two runs
	 * around it, each of a count the compiler knows */
	for (i = 0; i < 4; i++)
		n += around[i] >= 0;
	for (i = 5; i < 9; i++)
		n += around[i] >= 0;
	return n;
}

/* What plugin c may know of a placed tile, its marking as above; the
 * bytes between the fields zero too (out may be copied whole into a
 * plugin's element): carc_tile_info_fields writes every byte. */
void
carc_tile_info_for(const struct carc_ctx *c, int tile,
    struct carc_tile_info *out)
{
	carc_tile_info_fields(c->g, tile, carc_tile_marking(c, tile), out);
}
