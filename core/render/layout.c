/*
 * layout.c - see layout.h.  Labels are few (a handful a tile at most),
 * obstacles a few hundred: every candidate position is tried against
 * every box, which costs less than writing the label.
 */
#include "config.h"

#include <stdlib.h>

#include "render/layout.h"

/*
 * Advance widths of DejaVu Sans, the pictures' font (its hmtx table,
 * thousandths of an em), for the printable ASCII characters; any other
 * character counts a whole em, which no glyph of the font exceeds by
 * much.
 */
static const unsigned short adv_regular[95] = {
	318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838,
	318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636, 636,
	636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698,
	770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787,
	603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390,
	337, 390, 838, 500, 500, 613, 635, 550, 635, 615, 352, 635,
	634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521,
	392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
};
static const unsigned short adv_bold[95] = {
	348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838,
	380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696, 696,
	696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734,
	830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850,
	733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457,
	365, 457, 838, 500, 500, 675, 716, 593, 716, 678, 435, 716,
	712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595,
	478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
};

/* Above and below the baseline, in ems: capitals and digits reach
 * 0.73, descenders 0.24. */
#define ASCENT 0.76
#define DESCENT 0.24

void
carc_layout_init(struct carc_layout *l)
{
	l->obst = l->placed = NULL;
	l->nobst = l->obstcap = l->nplaced = l->placedcap = 0;
	l->oom = 0;
}

void
carc_layout_free(struct carc_layout *l)
{
	free(l->obst);
	free(l->placed);
	carc_layout_init(l);
}

static void
push(struct carc_layout *l, struct carc_box **v, size_t *n, size_t *cap,
    struct carc_box b)
{
	if (*n == *cap) {
		size_t nc = *cap ? 2 * *cap : 64;
		struct carc_box *nv = realloc(*v, nc * sizeof(*nv));

		if (nv == NULL) {
			l->oom = 1;
			return;
		}
		*v = nv;
		*cap = nc;
	}
	(*v)[(*n)++] = b;
}

void
carc_layout_obstacle(struct carc_layout *l, struct carc_box b)
{
	push(l, &l->obst, &l->nobst, &l->obstcap, b);
}

double
carc_text_width(const char *s, double fs, int bold)
{
	const unsigned short *adv = bold ? adv_bold : adv_regular;
	const unsigned char *p = (const unsigned char *)s;
	double em = 0;

	for (; *p != '\0'; p++) {
		if (*p >= 32 && *p < 127)
			em += adv[*p - 32] / 1000.0;
		else if ((*p & 0xc0) != 0x80)	/* a character's first byte */
			em += 1.0;
	}
	return em * fs;
}

struct carc_box
carc_text_box(const char *s, double x, double y, double fs, int bold,
    int anchor, double halo)
{
	struct carc_box b;
	double w = carc_text_width(s, fs, bold);

	b.x0 = anchor < 0 ? x : anchor == 0 ? x - w / 2 : x - w;
	b.x1 = b.x0 + w;
	b.y0 = y - ASCENT * fs;
	b.y1 = y + DESCENT * fs;
	b.x0 -= halo / 2;
	b.x1 += halo / 2;
	b.y0 -= halo / 2;
	b.y1 += halo / 2;
	return b;
}

/* How much of a and b overlap (0: they do not meet). */
static double
overlap(const struct carc_box *a, const struct carc_box *b)
{
	double w = (a->x1 < b->x1 ? a->x1 : b->x1) -
	    (a->x0 > b->x0 ? a->x0 : b->x0);
	double h = (a->y1 < b->y1 ? a->y1 : b->y1) -
	    (a->y0 > b->y0 ? a->y0 : b->y0);

	return w > 0 && h > 0 ? w * h : 0;
}

static double
meets(const struct carc_layout *l, const struct carc_box *b)
{
	double sum = 0;
	size_t i;

	for (i = 0; i < l->nobst; i++)
		sum += overlap(b, &l->obst[i]);
	for (i = 0; i < l->nplaced; i++)
		sum += overlap(b, &l->placed[i]);
	return sum;
}

/* The shifts tried, nearest first, up and down before sideways; far
 * enough to cross nearly a whole tile (T = 100), so that a label kept
 * off a tall figure at the top of its tile still finds the bottom (a
 * rule badge over a figure drawn at 1.5 times a follower's size). */
static const signed char dirs[8][2] = {
	{ 0, -1 }, { 0, 1 }, { -1, 0 }, { 1, 0 },
	{ -1, -1 }, { 1, -1 }, { -1, 1 }, { 1, 1 }
};
#define STEP 4
#define RINGS 24

int
carc_layout_place(struct carc_layout *l, struct carc_box b,
    struct carc_box within, double *dx, double *dy)
{
	double best = -1, bx = 0, by = 0, cx = 0, cy = 0;
	int r, k;

	/* first into `within`, as near as it goes */
	if (b.x0 < within.x0)
		cx = within.x0 - b.x0;
	else if (b.x1 > within.x1)
		cx = within.x1 - b.x1;
	if (b.y0 < within.y0)
		cy = within.y0 - b.y0;
	else if (b.y1 > within.y1)
		cy = within.y1 - b.y1;
	bx = cx;
	by = cy;
	for (r = 0; r <= RINGS; r++)
		for (k = 0; k < (r == 0 ? 1 : 8); k++) {
			double sx = cx + r * STEP * dirs[k][0];
			double sy = cy + r * STEP * dirs[k][1];
			struct carc_box c = { b.x0 + sx, b.y0 + sy, b.x1 + sx,
			    b.y1 + sy };
			double m;

			if (c.x0 < within.x0 - 0.01 || c.y0 < within.y0 - 0.01 ||
			    c.x1 > within.x1 + 0.01 || c.y1 > within.y1 + 0.01)
				continue;
			if ((m = meets(l, &c)) == 0) {
				*dx = sx;
				*dy = sy;
				push(l, &l->placed, &l->nplaced,
				    &l->placedcap, c);
				return 0;
			}
			if (best < 0 || m < best) {
				best = m;
				bx = sx;
				by = sy;
			}
		}
	*dx = bx;
	*dy = by;
	b.x0 += bx;
	b.x1 += bx;
	b.y0 += by;
	b.y1 += by;
	push(l, &l->placed, &l->nplaced, &l->placedcap, b);
	return -1;
}
