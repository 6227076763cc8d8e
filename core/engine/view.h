/*
 * view.h - read-only views of a game's board for the pictures and the
 * text state (core/render): the placed tiles, the feature each of their
 * segments belongs to, the meeples, and each feature's plain facts (kind,
 * tiles, open edges, coats of arms, completeness).  Nothing here values a
 * feature: points come from the engine's awards (game.h) only.
 */
#ifndef CARC_VIEW_H
#define CARC_VIEW_H

#include <stddef.h>

#include "engine/game.h"

/* A placed tile, in the order of play. */
struct carc_view_tile {
	int type;			/* index in the catalogue */
	const struct carc_tile_type *def;	/* its definition */
	int x, y;
	int rotation;			/* quarter turns clockwise */
	int seq;			/* the move that placed it */
	int seat;			/* -1 for the start tile */
	int inert;			/* its set is not enabled: no markings */
};

/* One segment of a placed tile (local index as in the definition). */
struct carc_view_seg {
	int feature;			/* handle of its feature, stable until
					 * the next move */
	int kind;			/* enum carc_kind */
	int meeple;			/* seat of the meeple on it, or -1 */
	int figure;			/* that figure's kind (engine/kinds.h) */
};

/* A feature: the segments of several tiles joined. */
struct carc_view_feature {
	int feature;
	int kind;			/* enum carc_kind */
	int complete;			/* road/city closed, monastery surrounded,
					 * or already scored; never a field */
	int scored;			/* completed and scored in play */
	int open;			/* road, city: open edges */
	int coats_of_arms;		/* city */
	int ntiles;			/* distinct tiles */
	int neighbours;			/* monastery: tiles around it (0..8) */
	int meeples[CARC_GAME_SEATS];	/* per seat */
	int nmeeples;
	int first_tile;			/* the earliest tile it lies on */
};

size_t carc_view_ntiles(const struct carc_game *g);
/* Tile i (0 <= i < ntiles) in placement order. */
void carc_view_tile(const struct carc_game *g, size_t i,
    struct carc_view_tile *out);
/* The tile placed last, or -1. */
int carc_view_last_tile(const struct carc_game *g);
/* The tile at (x, y), or -1. */
int carc_view_tile_at(const struct carc_game *g, int x, int y);

/*
 * How tile i's markings look, as the plugins' draw hooks describe them
 * (carc_plugin.h, struct carc_draw), in the tile's defined orientation:
 * the tile's own marking (its set's plugin) and its segments' (of the
 * plugins the game enables); 0 for a tile whose set the game does not
 * enable.  Only elements a plugin filled to the 3.0 size are kept; a
 * rule that is not the plugin's own is cleared.
 */
size_t carc_view_draws(const struct carc_game *g, size_t i,
    struct carc_draw *out, size_t max);

/*
 * What the game's plugins draw over the board as it stands (draw_board),
 * the squares (x0, y0) .. (x1, y1) in view, in board units; the strings
 * live until the game's next move.
 */
size_t carc_view_board_draws(const struct carc_game *g, int x0, int y0,
    int x1, int y1, struct carc_draw *out, size_t max);

/* The kinds of edge, feature and figure the game's process knows: the
 * base game's and those the loaded plugins declare (engine/kinds.h). */
const struct carc_kinds *carc_view_kinds(const struct carc_game *g);

/* The core's or a loaded plugin's rule with this id, or NULL. */
const struct carc_rule *carc_view_rule(const struct carc_game *g,
    const char *id);

/* The local segment of tile i that a board spot ("N", "SL", "C") names,
 * as the engine resolves a meeple's spot; -1 if none. */
int carc_view_spot_segment(const struct carc_game *g, size_t i,
    const char *spot);

/* Segment `local` of tile i; -1 if the tile has no such segment. */
int carc_view_segment(const struct carc_game *g, size_t i, int local,
    struct carc_view_seg *out);

/*
 * (4.0) The figures that stand beside the seats' figures on features: a
 * neutral one (seat -1) or one that stands on a tile (local -1), in the
 * order they came onto the board; returns how many there are.
 */
struct carc_view_loose {
	int tile;			/* index as for carc_view_tile */
	int local;			/* the segment it stands in, -1: on the
					 * tile */
	int seat;			/* -1: neutral */
	int figure;			/* its kind (engine/kinds.h) */
};
size_t carc_view_loose(const struct carc_game *g, size_t i,
    struct carc_view_loose *out);

/* Every feature of the board, in the order of their first segment;
 * returns how many exist (only max are written). */
size_t carc_view_features(const struct carc_game *g, int *out, size_t max);
void carc_view_feature(const struct carc_game *g, int feature,
    struct carc_view_feature *out);
/* The distinct tiles of a feature (indexes, in placement order); returns
 * how many exist (only max are written). */
size_t carc_view_feature_tiles(const struct carc_game *g, int feature,
    int *out, size_t max);

#endif /* CARC_VIEW_H */
