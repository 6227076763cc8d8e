/*
 * tile_geo.c - the geometry of a tile type (tile_geo.h), worked out once
 * per type for svg.c.
 *
 * Geometry is worked out per tile in its defined orientation, in a
 * 100 x 100 square with y growing south (rules-en.md section 0), then
 * turned by the tile's rotation: a point (x, y) turned a quarter clockwise
 * about the centre lands on (100 - y, x).  Cities are polygons (caps,
 * corners, bands, three-sided shapes sampled from curves), roads are
 * polylines from edge midpoints through the centre, fields are the union
 * of their half-edge triangles from the centre.  A meeple stands at its
 * segment's anchor: for a field or a city the point of that area farthest
 * from every road, city border and tile border, found on a grid.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "render/tile_geo.h"

#define ROAD_HALF 5.0		/* half a road's width */
#define CENTRE_REACH 23.0	/* from the centre to a corner of a plugin's
				 * centre feature (declared.c: 32 x 32) */

const struct pt carc_tile_edge_mid[4] = {
	{ 50, 0 }, { 100, 50 }, { 50, 100 }, { 0, 50 }
};

/* -- geometry of a tile type ------------------------------------------- */

static void
shape_add(struct shape *s, double x, double y)
{
	if (s->n < MAXPTS) {
		s->p[s->n].x = x;
		s->p[s->n].y = y;
		s->n++;
	}
}

/* A cubic curve from a to d, its inner points sampled (d included). */
static void
shape_cubic(struct shape *s, struct pt a, struct pt b, struct pt c,
    struct pt d, int steps)
{
	int i;

	for (i = 1; i <= steps; i++) {
		double t = (double)i / steps, u = 1 - t;

		shape_add(s, u * u * u * a.x + 3 * u * u * t * b.x +
		    3 * u * t * t * c.x + t * t * t * d.x,
		    u * u * u * a.y + 3 * u * u * t * b.y +
		    3 * u * t * t * c.y + t * t * t * d.y);
	}
}

/*
 * A city reaching the edges of mask, drawn in a frame where its first
 * edge is N, then turned: a cap (one edge), a corner (two neighbouring
 * edges), a band (two opposite edges), three sides, or the whole tile.
 */
static void
city_shape(unsigned mask, struct shape *s)
{
	int n = 0, e, k = 0, i;
	struct shape c;

	for (e = 0; e < 4; e++)
		if (mask & (1u << e))
			n++;
	memset(&c, 0, sizeof(c));
	if (n == 0 || n == 4) {
		shape_add(&c, 0, 0);
		shape_add(&c, T, 0);
		shape_add(&c, T, T);
		shape_add(&c, 0, T);
	} else if (n == 1) {
		for (k = 0; !(mask & (1u << k)); k++)
			;
		shape_add(&c, 0, 0);
		shape_add(&c, T, 0);
		shape_cubic(&c, P(T, 0), P(76, 40), P(24, 40), P(0, 0), 12);
	} else if (n == 2 && (mask == 0x5 || mask == 0xa)) {
		k = mask == 0x5 ? 0 : 1;
		shape_add(&c, 0, 0);
		shape_add(&c, T, 0);
		shape_cubic(&c, P(T, 0), P(72, 30), P(72, 70), P(T, T), 10);
		shape_add(&c, 0, T);
		shape_cubic(&c, P(0, T), P(28, 70), P(28, 30), P(0, 0), 10);
	} else if (n == 2) {
		/* neighbours: k the first clockwise of the pair */
		for (k = 0; k < 4; k++)
			if ((mask & (1u << k)) && (mask & (1u << ((k + 1) & 3))))
				break;
		shape_add(&c, 0, 0);
		shape_add(&c, T, 0);
		shape_add(&c, T, T);
		shape_cubic(&c, P(T, T), P(50, 72), P(28, 50), P(0, 0), 14);
	} else {
		/* three: k the missing edge, drawn as S */
		for (k = 0; mask & (1u << k); k++)
			;
		k = (k + 2) & 3;
		shape_add(&c, 0, 0);
		shape_add(&c, T, 0);
		shape_add(&c, T, T);
		shape_cubic(&c, P(T, T), P(70, 60), P(30, 60), P(0, T), 12);
	}
	s->n = c.n;
	for (i = 0; i < c.n; i++)
		s->p[i] = turn_pt(c.p[i], k);
}

static int
inside(const struct shape *s, struct pt p)
{
	int i, j, in = 0;

	for (i = 0, j = s->n - 1; i < s->n; j = i++)
		if ((s->p[i].y > p.y) != (s->p[j].y > p.y) &&
		    p.x < (s->p[j].x - s->p[i].x) * (p.y - s->p[i].y) /
		    (s->p[j].y - s->p[i].y) + s->p[i].x)
			in = !in;
	return in;
}

static double
seg_dist(struct pt p, struct pt a, struct pt b)
{
	double dx = b.x - a.x, dy = b.y - a.y, t, l2 = dx * dx + dy * dy;

	t = l2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2 : 0;
	if (t < 0)
		t = 0;
	if (t > 1)
		t = 1;
	dx = a.x + t * dx - p.x;
	dy = a.y + t * dy - p.y;
	return sqrt(dx * dx + dy * dy);
}

static double
line_dist(const struct shape *s, struct pt p, int closed)
{
	double d = 1e9, x;
	int i;

	for (i = 0; i + 1 < s->n; i++)
		if ((x = seg_dist(p, s->p[i], s->p[i + 1])) < d)
			d = x;
	if (closed && s->n > 2 &&
	    (x = seg_dist(p, s->p[s->n - 1], s->p[0])) < d)
		d = x;
	return d;
}

/* Which half-edge triangle (from the centre) holds p. */
static int
half_of(struct pt p)
{
	double dx = p.x - 50, dy = p.y - 50;
	double ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;

	if (ay >= ax)			/* the north or south triangles */
		return dy < 0 ? (dx < 0 ? CARC_NL : CARC_NR) :
		    (dx > 0 ? CARC_SL : CARC_SR);
	return dx > 0 ? (dy < 0 ? CARC_EL : CARC_ER) :
	    (dy > 0 ? CARC_WL : CARC_WR);
}

/* How far p is from everything drawn on the tile, and from its rim. */
static double
clearance(const struct tile_geo *tg, const struct carc_tile_type *t,
    struct pt p, int skip_city)
{
	double d, x;
	int s, k;

	d = p.x < p.y ? p.x : p.y;
	if (T - p.x < d)
		d = T - p.x;
	if (T - p.y < d)
		d = T - p.y;
	for (s = 0; s < t->nseg; s++) {
		for (k = 0; k < tg->nroad[s]; k++)
			if ((x = line_dist(&tg->road[s][k], p, 0) - ROAD_HALF) <
			    d)
				d = x;
		if (tg->city[s].n > 0 && s != skip_city &&
		    (x = line_dist(&tg->city[s], p, 1)) < d)
			d = x;
	}
	/* the building at the centre: a monastery, or a plugin's centre
	 * feature (a square of 32, declared.c) */
	if (t->centre >= 0 && (x = sqrt((p.x - 50) * (p.x - 50) +
	    (p.y - 50) * (p.y - 50)) - (t->centre == t->monastery ? 18 :
	    CENTRE_REACH)) < d)
		d = x;
	return d;
}

/* The grid point of a field or city farthest from everything else; a
 * city also gets a second point for its shield. */
static void
area_anchor(struct tile_geo *tg, const struct carc_tile_type *t, int s)
{
	const struct carc_seg *sg = &t->seg[s];
	double best = -1e9, best2 = -1e9;
	struct pt p, bp = { 50, 50 }, bp2 = { 50, 50 };
	int i, j, c;

	for (i = 0; i < 19; i++) {
		for (j = 0; j < 19; j++) {
			double d;

			p.x = 5 + 5 * i;
			p.y = 5 + 5 * j;
			if (sg->kind == CARC_FIELD) {
				/* a field reaching no edge (around a
				 * plugin's centre feature) is wherever no
				 * city is */
				if (s != t->centre_field &&
				    !(sg->halves & (1u << half_of(p))))
					continue;
				for (c = 0; c < t->nseg; c++)
					if (tg->city[c].n > 0 &&
					    inside(&tg->city[c], p))
						break;
				if (c < t->nseg)
					continue;
				d = clearance(tg, t, p, -1);
			} else {
				if (!inside(&tg->city[s], p))
					continue;
				d = clearance(tg, t, p, -1);
			}
			if (d > best) {
				best = d;
				bp = p;
			}
		}
	}
	tg->anchor[s] = bp;
	if (sg->kind != CARC_CITY || sg->coa == 0)
		return;
	for (i = 0; i < 19; i++) {
		for (j = 0; j < 19; j++) {
			double d;

			p.x = 5 + 5 * i;
			p.y = 5 + 5 * j;
			if (!inside(&tg->city[s], p) ||
			    fabs(p.x - bp.x) + fabs(p.y - bp.y) < 26)
				continue;
			d = clearance(tg, t, p, -1);
			if (d > best2) {
				best2 = d;
				bp2 = p;
			}
		}
	}
	tg->coa[s] = best2 > -1e9 ? bp2 : P(bp.x + 14, bp.y);
}

void
carc_tile_geometry(const struct carc_tile_type *t, struct tile_geo *tg)
{
	int s, e, ends = 0, first_city = -1;
	struct pt c = { 50, 50 };

	memset(tg, 0, sizeof(*tg));
	for (s = 0; s < t->nseg; s++) {
		if (t->seg[s].kind == CARC_CITY) {
			city_shape(t->seg[s].edges, &tg->city[s]);
			if (first_city < 0)
				first_city = s;
		}
		if (t->seg[s].kind == CARC_ROAD &&
		    (t->seg[s].edges & (t->seg[s].edges - 1)) == 0)
			ends++;
	}
	/* Roads: two edges curve through the centre; one edge runs to the
	 * centre (a crossing, the monastery, a city gate); three or more
	 * meet at the centre without ending. */
	tg->crossing = ends >= 2 || (ends == 1 && first_city < 0 &&
	    t->monastery < 0);
	for (s = 0; s < t->nseg; s++) {
		unsigned m = t->seg[s].edges;
		int a = -1, b = -1, n = 0;

		if (t->seg[s].kind != CARC_ROAD)
			continue;
		for (e = 0; e < 4; e++)
			if (m & (1u << e)) {
				if (a < 0)
					a = e;
				else if (b < 0)
					b = e;
				n++;
			}
		if (n == 2) {
			struct shape *sh = &tg->road[s][tg->nroad[s]++];

			shape_add(sh, carc_tile_edge_mid[a].x, carc_tile_edge_mid[a].y);
			/* a quadratic through the centre, as a cubic */
			shape_cubic(sh, carc_tile_edge_mid[a],
			    P(carc_tile_edge_mid[a].x + (c.x - carc_tile_edge_mid[a].x) * 2 / 3,
			    carc_tile_edge_mid[a].y + (c.y - carc_tile_edge_mid[a].y) * 2 / 3),
			    P(carc_tile_edge_mid[b].x + (c.x - carc_tile_edge_mid[b].x) * 2 / 3,
			    carc_tile_edge_mid[b].y + (c.y - carc_tile_edge_mid[b].y) * 2 / 3),
			    carc_tile_edge_mid[b], 12);
			tg->anchor[s] = P(0.25 * carc_tile_edge_mid[a].x + 0.5 * c.x +
			    0.25 * carc_tile_edge_mid[b].x, 0.25 * carc_tile_edge_mid[a].y +
			    0.5 * c.y + 0.25 * carc_tile_edge_mid[b].y);
			continue;
		}
		for (e = 0; e < 4; e++) {
			struct shape *sh;

			if (!(m & (1u << e)))
				continue;
			sh = &tg->road[s][tg->nroad[s]++];
			shape_add(sh, carc_tile_edge_mid[e].x, carc_tile_edge_mid[e].y);
			if (n == 1 && t->monastery >= 0)
				/* to the monastery's door */
				shape_add(sh, 50 + (carc_tile_edge_mid[e].x - 50) * 0.3,
				    50 + (carc_tile_edge_mid[e].y - 50) * 0.3);
			else
				shape_add(sh, c.x, c.y);
			if (n == 1 && !tg->crossing && first_city >= 0 &&
			    t->monastery < 0)
				/* into the city it ends at */
				shape_add(sh, 50 + (50 - carc_tile_edge_mid[e].x) * 0.5,
				    50 + (50 - carc_tile_edge_mid[e].y) * 0.5);
		}
		a = a < 0 ? 0 : a;
		tg->anchor[s] = P(carc_tile_edge_mid[a].x + (c.x - carc_tile_edge_mid[a].x) * 0.42,
		    carc_tile_edge_mid[a].y + (c.y - carc_tile_edge_mid[a].y) * 0.42);
	}
	for (s = 0; s < t->nseg; s++) {
		if (t->seg[s].kind == CARC_FIELD || t->seg[s].kind == CARC_CITY)
			area_anchor(tg, t, s);
		else if (s == t->centre)
			/* a figure beside the building (a monastery, a
			 * plugin's centre feature), not over it nor on
			 * the tile's corner (issue 34, 6) */
			tg->anchor[s] = P(71, 74);
	}
}
