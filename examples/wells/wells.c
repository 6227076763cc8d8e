/*
 * wells.c - The Wells, an invented mini-expansion: carc's example plugin
 * (doc/plugins.md).  It is built outside carc's tree, against the
 * installed SDK alone (carc_plugin.h and its helpers carc_plugin_util.h,
 * found by `pkg-config --cflags carc-plugin`), and links nothing but
 * libc:
 *
 *	cc -std=c99 -fPIC -shared $(pkg-config --cflags carc-plugin) \
 *	    -o wells.so wells.c
 *
 * Four tiles (wells.yaml, ids WL01-WL04) show a village well in one
 * corner, said by the catalogue key `well: NE` that this plugin owns.
 * Two rules (wells.md):
 *   WELL-APART  two wells may not lie on orthogonally adjacent squares
 *               (check_place: a divergence at the move; the tile is still
 *               placed as the record says and the replay goes on);
 *   WELL-ROAD   a road is worth 1 more point for each of its tiles that
 *               shows a well, whenever it is valued (feature_value: a
 *               bonus, part of the road's value, recorded inside its
 *               `road` row like a signpost's).
 *
 * What a plugin needs and nothing more: a descriptor, a tile key, a
 * legality hook answered with a rule id, a scoring hook, a picture.  Every
 * function but the entry point is static; the markings are constant data,
 * so there is nothing to allocate per tile and nothing to free.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc_plugin.h"
#include "carc_plugin_util.h"

/* Tiles of a road read without allocating; a longer road allocates. */
#define WELLS_BUF 32

static const struct carc_rule wells_rules[] = {
	{ "WELL-APART", "two wells may not lie on orthogonally adjacent "
	    "squares: a tile showing a well is never placed next to another",
	    "wells.md 2" },
	{ "WELL-ROAD", "a road is worth 1 more point for each of its tiles "
	    "that shows a well, completed or valued at game end; the bonus "
	    "goes to the road's majority", "wells.md 3" },
};

/* The catalogue key this plugin owns, on a tile: `well: NE`. */
static const char *const wells_keys[] = { "well", NULL };

/*
 * A tile's marking: the corner of the tile where its well stands, in the
 * tile's defined orientation (the picture turns with the tile).  One
 * constant marking per corner: markings live as long as the plugin.
 */
struct well {
	const char *corner;
	double x, y;			/* the well's centre, 0..100 */
};

static const struct well corners[] = {
	{ "NE", 78, 22 }, { "SE", 78, 78 }, { "SW", 22, 78 }, { "NW", 22, 22 }
};

/* Board directions, clockwise from north (enum carc_edge). */
static const int dx[4] = { 0, 1, 0, -1 };
static const int dy[4] = { -1, 0, 1, 0 };
static const char *const edge_names[4] = { "north", "east", "south", "west" };

/* --- set-up and catalogue ---------------------------------------------- */

/* The state is the host's table: read-only, shared by every game. */
static int
wells_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	/* the services this plugin calls; all 3.0 */
	if (!CARC_HAS_SERVICE(host, tile_at) ||
	    !CARC_HAS_SERVICE(host, feature_tiles) ||
	    !CARC_HAS_SERVICE(host, fail)) {
		snprintf(err, errlen, "the host lacks tile_at, feature_tiles "
		    "or fail");
		return -1;
	}
	*state = (void *)host;
	return 0;
}

/*
 * `well: NE | SE | SW | NW` on a tile of any catalogue.  A bad value is
 * the catalogue's error: said with the node, and the catalogue is
 * refused whole (carc-tiles(5)).
 */
static int
wells_tile_key(void *state, const char *tile_id, const char *key,
    const struct carc_node *value, const void **marking,
    const struct carc_node **where, char *err, size_t errlen)
{
	size_t i;

	(void)state;
	(void)key;
	if (value->type == CARC_NODE_SCALAR)
		for (i = 0; i < sizeof(corners) / sizeof(corners[0]); i++)
			if (strcmp(value->scalar, corners[i].corner) == 0) {
				*marking = &corners[i];
				return 0;
			}
	snprintf(err, errlen, "well of tile '%s' is none of NE, SE, SW, NW "
	    "(the corner it stands in)", tile_id);
	*where = value;
	return -1;
}

/* --- WELL-APART: placing ------------------------------------------------ */

/*
 * Does a placed tile at (x, y) show a well?  Its marking is NULL for
 * another plugin's tile, and for a well tile in a game that does not
 * enable this plugin (DATA-TILESET: its markings do nothing).
 */
static int
well_at(const struct carc_host *host, struct carc_ctx *ctx, int x, int y)
{
	struct carc_tile_info ti;

	return host->tile_at(ctx, x, y, &ti, sizeof(ti)) == 0 &&
	    ti.marking != NULL;
}

/*
 * WELL-APART (wells.md 2): asked alike by carc verify for a recorded
 * move, by carc gen for every square it considers, and by the fault
 * injector.  It changes nothing; the host has already checked the base
 * rules.  A ruling without `stop`: the board can hold the tile, so the
 * replay goes on as the record says.
 */
static int
wells_check_place(void *game, struct carc_ctx *ctx,
    const struct carc_turn *turn, struct carc_ruling *r)
{
	const struct carc_host *host = game;
	int e;

	if (turn->tile->marking == NULL)
		return 0;		/* not a well: nothing to say */
	for (e = 0; e < 4; e++) {
		if (!well_at(host, ctx, turn->x + dx[e], turn->y + dy[e]))
			continue;
		r->rule = "WELL-APART";
		snprintf(r->expected, sizeof(r->expected), "no well next to "
		    "a well");
		snprintf(r->recorded, sizeof(r->recorded), "%s at (%d,%d)",
		    turn->tile->id, turn->x, turn->y);
		snprintf(r->message, sizeof(r->message), "the well of %s at "
		    "(%d,%d) would lie next to the well at (%d,%d), %s of it",
		    turn->tile->id, turn->x, turn->y, turn->x + dx[e],
		    turn->y + dy[e], edge_names[e]);
		return 0;
	}
	return 0;
}

/* --- WELL-ROAD: scoring ------------------------------------------------- */

/*
 * WELL-ROAD (wells.md 3): a road valued (completed, or at game end) gets
 * 1 point per tile of it with a well, as a bonus: part of the road's
 * value, to its majority, and nothing if another plugin makes the road
 * worth nothing.  Other features are not this plugin's business.
 */
static int
wells_feature_value(void *game, struct carc_ctx *ctx, carc_feature f,
    struct carc_value *v)
{
	const struct carc_host *host = game;
	struct carc_tile_info buf[WELLS_BUF], *tiles = buf;
	size_t n, i;
	int wells = 0;

	if (v->kind != CARC_ROAD)
		return 0;
	n = host->feature_tiles(ctx, f, buf, WELLS_BUF, sizeof(buf[0]));
	if (n > WELLS_BUF) {
		/* a long road: ask again with room for all of it */
		if ((tiles = malloc(n * sizeof(*tiles))) == NULL)
			return host->fail(ctx, "out of memory");
		n = host->feature_tiles(ctx, f, tiles, n, sizeof(*tiles));
	}
	for (i = 0; i < n; i++)
		if (tiles[i].marking != NULL)
			wells++;
	if (tiles != buf)
		free(tiles);
	if (wells == 0)
		return 0;
	v->bonus = wells;
	v->bonus_rule = "WELL-ROAD";
	v->bonus_why = wells == 1 ? "a well by the road" :
	    "wells by the road";
	return 0;
}

/* --- pictures ----------------------------------------------------------- */

/* A well: a grey stone ring around blue water, in its corner. */
static size_t
wells_draw(void *state, const void *marking, struct carc_draw *out,
    size_t max, size_t esize)
{
	const struct well *w = marking;
	struct carc_draw d;
	size_t k;

	(void)state;
	if (w == NULL)
		return 0;
	if (esize < CARC_DRAW_SIZE_3_0)
		max = 0;		/* an older host: count, write nothing */
	for (k = 0; k < 2 && k < max; k++) {
		memset(&d, 0, sizeof(d));
		d.op = CARC_DRAW_CIRCLE;
		d.x = w->x;
		d.y = w->y;
		d.layer = CARC_LAYER_ART;
		d.rule = "WELL-APART";
		if (k == 0) {
			d.r = 11;
			d.fill = "#8a8a8a";
			d.stroke = "#ffffff";
			d.stroke_width = 1.5;
			d.legend = "well: never next to another well "
			    "(WELL-APART); 1 more point for its road (WELL-ROAD)";
		} else {
			d.r = 6;
			d.fill = "#3a78c2";
		}
		carc_elem_put(out, k, esize, &d, sizeof(d));
	}
	return 2;
}

/* --- the descriptor ----------------------------------------------------- */

static const struct carc_plugin wells = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
	.name = "wells",		/* the file is wells.so */
	.version = "1.0.0",
	.rule_prefix = "WELL-",
	.rules = wells_rules,
	.nrules = sizeof(wells_rules) / sizeof(wells_rules[0]),
	.catalogue = "wells.yaml",
	.rules_doc = "wells.md",
	.tile_keys = wells_keys,
	.init = wells_init,
	.tile_key = wells_tile_key,
	/* nothing per game: every hook's game is the state, the host's
	 * table (carc_plugin_util.h), and there is nothing to free */
	.game_begin = carc_util_game_is_state,
	.check_place = wells_check_place,
	.feature_value = wells_feature_value,
	.draw = wells_draw,
};

CARC_PLUGIN_DEFINE(wells)
