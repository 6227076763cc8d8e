/*
 * mock_host.h - a fake carc host for testing a plugin without the engine
 * (collectd's "plugins tested against a mock host").
 *
 * A test fills a small board directly: squares with a tile id, rotation,
 * the plugin's marking, edge letters and set; features given per (square,
 * board edge); how each road segment runs (road_exits) per (square, entry
 * edge); figures; the plugin's segment markings per feature; the names of
 * the feature kinds; what is left of the supply.  The services of
 * mock_host answer exactly what the test wrote, nothing more: a road's
 * tiles need not even touch.  award, fail and log record their calls;
 * award fails (as a host out of memory) while award_fails is set.
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
#define MOCK_MARKINGS 32
#define MOCK_SUPPLY 32

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
	char edges[5];			/* tile_info.edges: N E S W letters in
					 * board orientation; "" unless set */
	const char *set;		/* tile_info.set; NULL: "base" */
};

/* A segment marking of the plugin on feature f (feature_markings). */
struct mock_marking {
	carc_feature f;
	const void *marking;
};

/* Copies of a tile type left (tiles_left), or figures of a kind left to
 * a seat (figures_left). */
struct mock_left {
	const char *name;		/* tile id, or figure kind */
	int seat;			/* figures only */
	int left;
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
	/* -- ABI 3.0 services -- */
	const char *kind_names[CARC_MAX_KINDS];	/* kind_id, kind_name */
	struct mock_marking markings[MOCK_MARKINGS];
	size_t nmarkings;
	int free_supply;		/* tiles_left answers -1 for all */
	struct mock_left tiles[MOCK_SUPPLY];	/* tiles_left; an id not
						 * here is unknown: -1 */
	size_t ntiles;
	struct mock_left figures[MOCK_SUPPLY];	/* figures_left */
	size_t nfigures;
};

/* Every service of ABI 3.0, answering from the ctx it is called with. */
extern const struct carc_host mock_host;

/* An empty board, no features, meeples, awards or log lines; the core's
 * four feature kinds named, no other; a standard supply with no tile
 * type known. */
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

/* -- ABI 3.0 -- */

/* The edge letters (board orientation) and set of the tile at (x, y). */
int mock_edges(struct carc_ctx *ctx, int x, int y, const char *edges,
    const char *set);
/* A figure of kind `figure` ("follower", "big" ...) weighing `weight`. */
int mock_figure(struct carc_ctx *ctx, int seat, int x, int y,
    carc_feature f, const char *figure, int weight);
/* Name feature kind `kind` (a declared one: CARC_KIND_PLUGIN or more). */
void mock_kind(struct carc_ctx *ctx, int kind, const char *name);
/* The calling plugin's marking on one segment of feature f. */
int mock_marking(struct carc_ctx *ctx, carc_feature f, const void *marking);
/* tiles_left(id) answers `left` (the id is then known). */
int mock_tiles_left(struct carc_ctx *ctx, const char *id, int left);
int mock_figures_left(struct carc_ctx *ctx, int seat, const char *figure,
    int left);

/*
 * Load plugin NAME.so for a test: from $CARC_PLUGIN_DIR, else from
 * $top_builddir/plugins/.libs (the build's plugins).  NULL with a
 * message on stderr if it is in neither, has no entry point or is of
 * another ABI major.
 */
const struct carc_plugin *mock_plugin_open(const char *name, void **handle);
void mock_plugin_close(void *handle);

/* got and want are the same string, neither NULL (a NULL answer is a
 * wrong one). */
int mock_streq(const char *got, const char *want);

/* A YAML scalar s at line 1, column 1, as the host hands a plugin's
 * catalogue values to tile_key and segment_key. */
struct carc_node mock_scalar(const char *s);

/*
 * A CUnit suite's set-up of one plugin: mock_plugin_open, then its init
 * with host, its state into *state.  NULL with a message on stderr if
 * either fails (nothing is then left open).  mock_plugin_stop is the
 * suite's clean-up: the state's fini, the library closed, both pointers
 * NULL; safe after a start that failed.
 */
const struct carc_plugin *mock_plugin_start(const char *name,
    const struct carc_host *host, void **handle, void **state);
void mock_plugin_stop(const struct carc_plugin *p, void **handle,
    void **state);

#endif /* MOCK_HOST_H */
