/*
 * beside.c - a figure kind that stands beside followers (ABI 4.0,
 * CARC_FIGURE_BESIDE) and the service field_cities (tests/beside.sh).
 * The lamp goes on a field its owner's farmer holds (BASE-MEEPLE-FREE
 * must not refuse it); at the end its owner scores 1 per completed city
 * of the lamp's field, counted by the host.  Built with BAD_WEIGHT, the
 * lamp weighs 1 and the loader must refuse the plugin, naming the kind.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "carc_plugin.h"

static const struct carc_rule beside_rules[] = {
	{ "BES-SPOT", "the lamp stands on a field", "tests/abi" },
	{ "BES-CITIES", "1 per completed city of the lamp's field",
	    "tests/abi" },
};

static const char *const lamp_on[] = { "field", NULL };

static const struct carc_figure_kind beside_figures[] = {
	{ .name = "lamp", .supply = 1,
#ifdef BAD_WEIGHT
	  .weight = 1,
#else
	  .weight = 0,
#endif
	  .flags = CARC_FIGURE_BESIDE, .stands_on = lamp_on,
	  .supply_rule = "BES-SPOT", .spot_rule = "BES-SPOT" },
};

static int
beside_init(const struct carc_host *host, void **state, char *err,
    size_t errlen)
{
	(void)err;
	(void)errlen;
	*state = (void *)host;
	return 0;
}

static int
beside_game_begin(void *state, struct carc_ctx *ctx, const char *variant,
    void **game, char *err, size_t errlen)
{
	const struct carc_host *host = state;

	(void)ctx;
	(void)variant;
	if (!CARC_HAS_SERVICE(host, field_cities)) {
		snprintf(err, errlen, "no field_cities");
		return -1;
	}
	*game = state;
	return 0;
}

static int
beside_game_final(void *game, struct carc_ctx *ctx)
{
	const struct carc_host *host = game;
	struct carc_tile_info tiles[64];
	struct carc_figure_info fig[16];
	size_t nt, t, nf, k, n;

	nt = host->tiles_in_area(ctx, INT_MIN / 2, INT_MIN / 2, INT_MAX / 2,
	    INT_MAX / 2, tiles, 64, sizeof(tiles[0]));
	for (t = 0; t < nt && t < 64; t++) {
		nf = host->tile_figures(ctx, tiles[t].x, tiles[t].y, fig, 16,
		    sizeof(fig[0]));
		for (k = 0; k < nf && k < 16; k++) {
			if (strcmp(fig[k].figure, "lamp") != 0)
				continue;
			n = host->field_cities(ctx, fig[k].feature, NULL, 0);
			if (host->award(ctx, fig[k].seat, (int)n, "field",
			    "BES-CITIES", "lamp") != 0)
				return -1;
		}
	}
	return 0;
}

static const struct carc_plugin beside = {
	.abi_major = CARC_ABI_MAJOR,
	.abi_minor = CARC_ABI_MINOR,
	.size = sizeof(struct carc_plugin),
#ifdef BAD_WEIGHT
	.name = "bad_beside",
#else
	.name = "beside",
#endif
	.version = "1.0.0",
	.rule_prefix = "BES-",
	.rules = beside_rules,
	.nrules = sizeof(beside_rules) / sizeof(beside_rules[0]),
	.figure_kinds = beside_figures,
	.nfigure_kinds = 1,
	.init = beside_init,
	.game_begin = beside_game_begin,
	.game_final = beside_game_final,
};

CARC_PLUGIN_DEFINE(beside)
