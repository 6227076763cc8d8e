/*
 * layout.h - keeping a picture's labels readable: the boxes that labels
 * must stay clear of (tile labels, figures, the legend), the boxes of the
 * labels placed so far, and the search for a free place near where a
 * label wants to be.  Text is measured with the advance widths of the
 * font the pictures ask for (DejaVu Sans), so a box is the text's.
 */
#ifndef CARC_LAYOUT_H
#define CARC_LAYOUT_H

#include <stddef.h>

struct carc_box {
	double x0, y0, x1, y1;
};

struct carc_layout {
	struct carc_box *obst;		/* what labels keep clear of */
	size_t nobst, obstcap;
	struct carc_box *placed;	/* labels placed */
	size_t nplaced, placedcap;
	int oom;			/* a box could not be kept */
};

void carc_layout_init(struct carc_layout *l);
void carc_layout_free(struct carc_layout *l);

/* Keep labels clear of box b (a tile label, a figure, the legend). */
void carc_layout_obstacle(struct carc_layout *l, struct carc_box b);

/* The width of s (UTF-8) at font size fs, bold or not. */
double carc_text_width(const char *s, double fs, int bold);

/*
 * The box of a text whose baseline starts at (x, y) with this anchor
 * (-1 start, 0 middle, 1 end), widened by half its halo's width.
 */
struct carc_box carc_text_box(const char *s, double x, double y, double fs,
    int bold, int anchor, double halo);

/*
 * Place a label of box b (where it wants to be) inside `within`: the
 * nearest of a few positions around it, first vertically, whose box
 * meets no obstacle and no label placed before; *dx, *dy get the shift.
 * Returns 0, or -1 when no position is free (then the shift that meets
 * the least, and the label is placed there all the same).
 */
int carc_layout_place(struct carc_layout *l, struct carc_box b,
    struct carc_box within, double *dx, double *dy);

#endif /* CARC_LAYOUT_H */
