/*
 * declared.h - how pictures draw the kinds plugins declare (carc_plugin.h
 * 3.0: carc_figure_kind, carc_feature_kind, carc_edge_kind): a figure
 * by its icon at its scale, a centre feature of a declared kind in its
 * kind's colour, an edge of a declared kind as a band in its colour
 * from the edge to the tile's centre, like a road; each with its legend.
 *
 * The drawing reads only struct carc_pic_kinds, which the scene carries
 * (scene.h), filled from the declarations the engine's view gives
 * (carc_pic_kinds_from); a game that declares nothing draws the core's
 * follower and its four kinds.
 */
#ifndef CARC_DECLARED_H
#define CARC_DECLARED_H

#include <stdio.h>

#include "engine/kinds.h"
#include "render/layout.h"
#include "render/tile_geo.h"

#define CARC_PIC_KINDS 16	/* declared kinds of each sort, at most */

/* A figure kind: its name, its icon (SVG path data in a 0..100
 * box; NULL: the follower's shape), its size against a follower's (0:
 * 1) and its legend (NULL: none). */
struct carc_pic_figure {
	const char *name;
	const char *icon;
	double scale;
	const char *legend;
};

/* A feature kind or an edge kind: its number as the engine keeps it
 * (a segment's kind, a tile type's edge_kind), its name, its colour
 * ("#rrggbb") and its legend; an edge kind also has its letter. */
struct carc_pic_kind {
	int kind;
	char letter;
	const char *name;
	const char *colour;
	const char *legend;
};

struct carc_pic_kinds {
	struct carc_pic_figure figure[CARC_PIC_KINDS];
	size_t nfigures;
	struct carc_pic_kind feature[CARC_PIC_KINDS];
	size_t nfeatures;
	struct carc_pic_kind edge[CARC_PIC_KINDS];
	size_t nedges;
};

/* What pictures need of the kinds the engine knows (engine/kinds.h):
 * those a plugin declares, with their pictures' fields. */
void carc_pic_kinds_from(const struct carc_kinds *k,
    struct carc_pic_kinds *out);

/* The declared figure kind of this name, or NULL (NULL or "follower":
 * the core's follower). */
const struct carc_pic_figure *carc_pic_figure_find(
    const struct carc_pic_kinds *k, const char *name);
/* The declared feature kind, or edge kind, of this number, or NULL. */
const struct carc_pic_kind *carc_pic_feature_find(
    const struct carc_pic_kinds *k, int kind);
const struct carc_pic_kind *carc_pic_edge_find(
    const struct carc_pic_kinds *k, int kind);

/*
 * A figure centred on p in a seat's colour: the follower's shape, or the
 * kind's icon at its scale; lying (a farmer) turned on its side; a ghost
 * (a figure gone home, or not on the board) dashed and hollow.  `title`
 * says whose it is.
 */
void carc_pic_figure(FILE *out, struct pt p, const char *colour,
    const struct carc_pic_figure *k, int lying, int ghost,
    const char *title);

/* The box a figure drawn at p covers. */
struct carc_box carc_pic_figure_box(struct pt p,
    const struct carc_pic_figure *k);

/* A centre feature of a declared kind at c (title: the feature's
 * facts, written by the caller's function f, or none). */
void carc_pic_centre(FILE *out, struct pt c, const struct carc_pic_kind *k,
    void (*title)(void *arg), void *arg);

/* An edge of a declared kind: a band in its colour from the edge's
 * midpoint `from` to the tile's centre `to`. */
void carc_pic_edge_band(FILE *out, struct pt from, struct pt to,
    const struct carc_pic_kind *k);

#endif /* CARC_DECLARED_H */
