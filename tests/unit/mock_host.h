/*
 * mock_host.h - a fake carc host for testing a plugin without the engine
 * (collectd's "plugins tested against a mock host").
 *
 * A test fills a small board directly: squares with a tile id, rotation,
 * the plugin's marking; features given per (square, board edge); how each
 * road segment runs (road_exits) per (square, entry edge); meeples.  The
 * services of mock_host answer exactly what the test wrote, nothing more:
 * a road's tiles need not even touch.  award, fail and log record their
 * calls; award fails (as a host out of memory) while award_fails is set.
 *
 * The ABI leaves struct carc_ctx opaque to plugins; the host owns its
 * definition (the engine in core/engine/game_impl.h, the mock here).
 */
#ifndef MOCK_HOST_H
#define MOCK_HOST_H

#include <stddef.h>

#include "carc_plugin.h"

#define MOCK_SIZE 32		/* the board is x, y in [0, MOCK_SIZE) */
#define MOCK_FEATURES 128
#define MOCK_MEEPLES 32
#define MOCK_AWARDS 16

#define MOCK_EDGE(e) (1u << (e))

struct mock_square {
	int placed;
	const char *id;
	int rotation;			/* quarter turns clockwise */
	int seq;
	const void *marking;		/* what tile_info.marking shows */
	int has_road, has_city, has_monastery;
	int coats_of_arms;
	carc_feature edge[4];		/* feature at board edge e; -1 none */
	int exits[4];			/* road_exits entering by e; -1 none */
	carc_feature centre;		/* spot C; -1 none */
};

struct mock_award {
	int seat, points;
	char kind[32], rule[32], why[128];
};

struct carc_ctx {
	struct mock_square sq[MOCK_SIZE][MOCK_SIZE];	/* [y][x] */
	int order[MOCK_SIZE * MOCK_SIZE];	/* y * MOCK_SIZE + x, by seq */
	int nplaced;
	int kind[MOCK_FEATURES];		/* enum carc_kind; -1 unused */
	int complete[MOCK_FEATURES];
	struct carc_figure_info meeples[MOCK_MEEPLES];
	size_t nmeeples;
	struct mock_award awards[MOCK_AWARDS];
	size_t nawards;
	int award_fails;		/* award returns -1, "out of memory" */
	int nlogs;
	int last_level;
	char last_log[256];
	int nfails;			/* calls of fail() */
	char failed[256];		/* the last reason given */
};

/* Every service of ABI 2.0, answering from the ctx it is called with. */
extern const struct carc_host mock_host;

/* An empty board, no features, meeples, awards or log lines. */
void mock_reset(struct carc_ctx *ctx);
/* Place a tile (no features yet); 0, or -1 off the board or twice. */
int mock_tile(struct carc_ctx *ctx, int x, int y, const char *id,
    int rotation, const void *marking);
void mock_feature(struct carc_ctx *ctx, carc_feature f, int kind,
    int complete);
/*
 * Road f runs across the tile at (x, y) through the board edges of mask
 * `edges`: each of them belongs to f, and entering by one the road leaves
 * by the others (one edge alone: the road ends on the tile).
 */
int mock_segment(struct carc_ctx *ctx, int x, int y, carc_feature f,
    unsigned edges);
int mock_meeple(struct carc_ctx *ctx, int seat, int x, int y,
    carc_feature f);

#endif /* MOCK_HOST_H */
