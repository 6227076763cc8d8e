/* markings.c - see markings.h */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "render/markings.h"
#include "render/tile_geo.h"
#include "util/xml.h"

#define INK "#3b2f20"

/* (x, y) of a tile's frame, relative to its centre, turned clockwise. */
static struct pt
turned(const struct carc_mk_tile *t, double x, double y)
{
	struct pt p = turn_pt(P(x + 50, y + 50), t->rotation & 3);

	return P(p.x - 50 + t->cx, p.y - 50 + t->cy);
}

static void
title(FILE *out, const char *what, const struct carc_glyph *g)
{
	fprintf(out, "<title>%s", what);
	if (g->text != NULL && g->text[0] != '\0') {
		fputs(": ", out);
		carc_xml_text(out, g->text, 0);
	}
	if (g->legend != NULL) {
		fputs(" - ", out);
		carc_xml_text(out, g->legend, 0);
	}
	fputs("</title>", out);
}

/* What a tower counts, about 12 pixels, centred on the origin. */
static void
symbol(FILE *out, int sym)
{
	switch (sym) {
	case CARC_SYMBOL_MEEPLE:
		fputs("<path d=\"M0 -6.5 C2.5 -6.5 3 -5 3 -3.8 C3 -2.8 2.5 "
		    "-2.2 2 -2 L6 -0.8 C7.2 -0.3 7 1.8 5.5 1.8 L3 1.3 L5 5.5 "
		    "L1.2 6.8 L0 4 L-1.2 6.8 L-5 5.5 L-3 1.3 L-5.5 1.8 C-7 1.8 "
		    "-7.2 -0.3 -6 -0.8 L-2 -2 C-2.5 -2.2 -3 -2.8 -3 -3.8 C-3 -5 "
		    "-2.5 -6.5 0 -6.5 Z\" fill=\"" INK "\"/>", out);
		break;
	case CARC_SYMBOL_SHIELD:
		fputs("<path d=\"M-5.5 -6 h11 v5.5 c0 4.5 -3 7 -5.5 8.5 c-2.5 "
		    "-1.5 -5.5 -4 -5.5 -8.5 z\" fill=\"#1d4fa3\" stroke=\"#fff\" "
		    "stroke-width=\"1\"/><path d=\"M0 -4.5 v9 M-3.5 -1 h7\" "
		    "stroke=\"#fff\" stroke-width=\"1.2\"/>", out);
		break;
	case CARC_SYMBOL_ROAD:
		fputs("<path d=\"M-7 5 C-2 1 2 -1 7 -5\" fill=\"none\" "
		    "stroke=\"#5c4a32\" stroke-width=\"6\"/><path d=\"M-7 5 "
		    "C-2 1 2 -1 7 -5\" fill=\"none\" stroke=\"#f3ead2\" "
		    "stroke-width=\"3.5\"/>", out);
		break;
	case CARC_SYMBOL_MONASTERY:
		fputs("<rect x=\"-5\" y=\"-1\" width=\"10\" height=\"7\" "
		    "fill=\"#efe2c8\" stroke=\"#5a2a1a\"/><path d=\"M-6.5 -1 "
		    "L0 -6.5 L6.5 -1 Z\" fill=\"#a8372a\" stroke=\"#5a2a1a\"/>",
		    out);
		break;
	case CARC_SYMBOL_CITY:
		fputs("<path d=\"M-7 -5 L7 -5 C6 3 -6 3 -7 -5 Z\" "
		    "fill=\"#d9a05b\" stroke=\"#7a4a1c\" stroke-width=\"1.2\"/>"
		    "<path d=\"M-4 3 v3 M0 3.5 v3 M4 3 v3\" stroke=\"#7a4a1c\" "
		    "stroke-width=\"1.2\"/>", out);
		break;
	default:
		break;
	}
}

/* A stone watchtower, upright, centred on the origin (about 26 x 36),
 * the symbol of what it counts in its window, its points on a flag. */
static void
tower(FILE *out, const struct carc_glyph *g)
{
	fputs("<path d=\"M-11 18 L-11 -12 L-13 -12 L-13 -20 L-8 -20 L-8 -16 "
	    "L-3 -16 L-3 -20 L3 -20 L3 -16 L8 -16 L8 -20 L13 -20 L13 -12 "
	    "L11 -12 L11 18 Z\" fill=\"#cfc6b4\" stroke=\"" INK "\" "
	    "stroke-width=\"1.6\" stroke-linejoin=\"round\"/>"
	    "<circle cx=\"0\" cy=\"1\" r=\"8.5\" fill=\"#fff\" stroke=\"" INK
	    "\"/><g transform=\"translate(0 1) scale(0.95)\">", out);
	symbol(out, g->symbol);
	fputs("</g>", out);
	if (g->count > 0)
		fprintf(out, "<circle cx=\"13\" cy=\"-20\" r=\"7\" fill=\"" INK
		    "\"/><text x=\"13\" y=\"-16.5\" text-anchor=\"middle\" "
		    "font-size=\"10\" font-weight=\"bold\" fill=\"#fff\">%d"
		    "</text>", g->count);
}

/* A compass rose in its colour, north up (the caller turns it). */
static void
rose(FILE *out, const struct carc_glyph *g, int active)
{
	const char *c = g->colour != NULL ? g->colour : "#b35a00";

	if (active)
		fprintf(out, "<circle r=\"20\" fill=\"none\" stroke=\"%s\" "
		    "stroke-width=\"2\" stroke-dasharray=\"4 3\"/>", c);
	fprintf(out, "<circle r=\"11\" fill=\"#fffaf0\" stroke=\"%s\" "
	    "stroke-width=\"1.5\"/><path d=\"M0 -18 L3.5 -3.5 L18 0 L3.5 3.5 "
	    "L0 18 L-3.5 3.5 L-18 0 L-3.5 -3.5 Z\" fill=\"%s\" stroke=\"#fff\" "
	    "stroke-width=\"1\"/><path d=\"M0 -18 L3.5 -3.5 L0 0 L-3.5 -3.5 Z\" "
	    "fill=\"" INK "\"/><circle r=\"2.5\" fill=\"#fff\"/>", c, c);
}

/* The letters of north, drawn upright whatever the tile's rotation. */
static void
north(FILE *out, struct pt n, const char *colour)
{
	fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" "
	    "font-size=\"10\" font-weight=\"bold\" fill=\"%s\" stroke=\"#fff\" "
	    "stroke-width=\"2.5\" paint-order=\"stroke\">N</text>", n.x,
	    n.y + 3.5, colour);
}

/* A quarter tile's section: a badge with a small rose and its name. */
static void
section(FILE *out, const struct carc_glyph *g)
{
	int w = 26 + 9 * (int)(g->text ? strlen(g->text) : 0);

	fprintf(out, "<rect x=\"%d\" y=\"-9\" width=\"%d\" height=\"18\" "
	    "rx=\"9\" fill=\"#fffaf0\" stroke=\"#7a5a1e\" stroke-width=\"1.5\"/>"
	    "<path transform=\"translate(%d 0)\" d=\"M0 -7 L1.5 -1.5 L7 0 "
	    "L1.5 1.5 L0 7 L-1.5 1.5 L-7 0 L-1.5 -1.5 Z\" fill=\"#7a5a1e\"/>"
	    "<text x=\"%d\" y=\"4.5\" font-size=\"12\" font-weight=\"bold\" "
	    "fill=\"#5a3f10\">", -w / 2, w, -w / 2 + 10, -w / 2 + 19);
	carc_xml_text(out, g->text ? g->text : "", 4);
	fputs("</text>", out);
}

/* Inside the tile's own label (seq and id, bottom left)? */
static int
in_label(const struct carc_mk_tile *t, struct pt p)
{
	return p.x < t->cx - 2 && p.y > t->cy + 30;
}

/*
 * A signpost: a post beside the road near its edge and a thick arrow the
 * way it points (straight on, or turning left or right from the
 * direction of travel out of the tile), on the side of the road away
 * from the tile's label.
 */
static void
arrow(FILE *out, const struct carc_mk_tile *t, const struct carc_glyph *g)
{
	static const struct pt out_dir[4] = {
		{ 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 }
	};
	int e = g->edge & 3, side_sign, k;
	struct pt d = out_dir[e], side = P(-d.y, d.x), q, a, m, tip, h1, h2;
	struct pt pts[5];
	const char *halo = "stroke=\"#fff\" stroke-width=\"8\" "
	    "stroke-linecap=\"round\" stroke-linejoin=\"round\"";

	for (side_sign = 1; side_sign >= -1; side_sign -= 2) {
		struct pt s = P(side.x * side_sign, side.y * side_sign);
		double ex = (e == 1 ? 50 : e == 3 ? -50 : 0);
		double ey = (e == 0 ? -50 : e == 2 ? 50 : 0);
		int bad = 0;

		q = g->turn < 0 ? P(-side.x, -side.y) : g->turn > 0 ? side : d;
		a = P(ex - 34 * d.x + 17 * s.x, ey - 34 * d.y + 17 * s.y);
		if (g->turn == 0) {
			m = P(a.x + 10 * d.x, a.y + 10 * d.y);
			tip = P(a.x + 22 * d.x, a.y + 22 * d.y);
		} else {
			m = P(a.x + 12 * d.x, a.y + 12 * d.y);
			tip = P(m.x + 12 * q.x, m.y + 12 * q.y);
		}
		pts[0] = turned(t, a.x, a.y);
		pts[1] = turned(t, m.x, m.y);
		pts[2] = turned(t, tip.x, tip.y);
		pts[3] = turned(t, tip.x + 7 * q.x, tip.y + 7 * q.y);
		pts[4] = turned(t, a.x - 3 * d.x, a.y - 3 * d.y);
		for (k = 0; k < 5; k++)
			bad |= in_label(t, pts[k]);
		if (!bad || side_sign == -1)
			break;
	}
	/* the arrowhead: a triangle past the shaft's end */
	h1 = turned(t, tip.x + 8 * q.x, tip.y + 8 * q.y);
	{
		struct pt n = P(-q.y, q.x);

		m = turned(t, tip.x + 6 * n.x, tip.y + 6 * n.y);
		h2 = turned(t, tip.x - 6 * n.x, tip.y - 6 * n.y);
	}
	fputs("<g class=\"glyph signpost\">", out);
	title(out, "signpost", g);
	fprintf(out, "<path d=\"M%.1f %.1f L%.1f %.1f L%.1f %.1f\" fill=\"none\" "
	    "%s/><path d=\"M%.1f %.1f L%.1f %.1f L%.1f %.1f\" fill=\"none\" "
	    "stroke=\"#6b3f0e\" stroke-width=\"4\" stroke-linecap=\"round\" "
	    "stroke-linejoin=\"round\"/><path d=\"M%.1f %.1f L%.1f %.1f "
	    "L%.1f %.1f Z\" fill=\"#6b3f0e\" stroke=\"#fff\" "
	    "stroke-width=\"1.5\" stroke-linejoin=\"round\"/>"
	    "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#6b3f0e\" "
	    "stroke=\"#fff\"/></g>\n",
	    pts[0].x, pts[0].y, pts[1].x, pts[1].y, pts[2].x, pts[2].y, halo,
	    pts[0].x, pts[0].y, pts[1].x, pts[1].y, pts[2].x, pts[2].y,
	    h1.x, h1.y, m.x, m.y, h2.x, h2.y, pts[0].x, pts[0].y);
}

void
carc_mk_glyph(FILE *out, const struct carc_mk_tile *t,
    const struct carc_glyph *g)
{
	struct pt n;

	switch (g->kind) {
	case CARC_GLYPH_ARROW:
		arrow(out, t, g);
		break;
	case CARC_GLYPH_TOWER:
		fprintf(out, "<g class=\"glyph tower\" transform=\"translate("
		    "%.1f %.1f)\">", t->cx, t->cy - 2);
		title(out, "watchtower", g);
		tower(out, g);
		fputs("</g>\n", out);
		break;
	case CARC_GLYPH_ROSE:
	case CARC_GLYPH_COMPASS:
		fprintf(out, "<g class=\"glyph rose\"><g transform=\"translate("
		    "%.1f %.1f) rotate(%d)\">", t->cx, t->cy,
		    90 * (t->rotation & 3));
		title(out, "compass rose", g);
		rose(out, g, 0);
		fputs("</g>", out);
		n = turned(t, 0, -25);
		north(out, n, g->colour ? g->colour : "#b35a00");
		fputs("</g>\n", out);
		break;
	case CARC_GLYPH_SECTION:
		fprintf(out, "<g class=\"glyph quarter\" transform=\"translate("
		    "%.1f %.1f)\">", t->cx, t->cy - 20);
		title(out, "quarter tile, section", g);
		section(out, g);
		fputs("</g>\n", out);
		break;
	default:
		fprintf(out, "<g class=\"glyph\"><text x=\"%.1f\" y=\"%.1f\" "
		    "text-anchor=\"middle\" font-size=\"10\" font-weight=\"bold\" "
		    "fill=\"#4b2a7b\" stroke=\"#fff\" stroke-width=\"3\" "
		    "paint-order=\"stroke\">", t->cx, t->cy - 14);
		carc_xml_text(out, g->text ? g->text : "", 24);
		fputs("</text></g>\n", out);
		break;
	}
}

void
carc_mk_sections(FILE *out, const struct carc_mk_tile *r,
    const struct carc_glyph *rg, const struct carc_glyph *q,
    double x0, double y0, double x1, double y1)
{
	const char *c = rg->colour != NULL ? rg->colour : "#b35a00";
	/* the rose's north and east on the board (y grows down) */
	struct pt nv = turned(r, 0, -1), ev = turned(r, 1, 0);
	int two = q->se == 0;		/* Spielbox: N and S only */
	int dx, dy;

	nv = P(nv.x - r->cx, nv.y - r->cy);
	ev = P(ev.x - r->cx, ev.y - r->cy);
	fputs("<g class=\"sections\">", out);
	fprintf(out, "<title>the sections of the active rose (");
	carc_xml_text(out, rg->text ? rg->text : "", 0);
	fputs("): its row and column belong to both sections beside them; "
	    "the quarter tile names ", out);
	carc_xml_text(out, q->text ? q->text : "", 0);
	fputs(" (ROSE-SECTION)</title>", out);
	/* the band across the N-S axis (the row or column perpendicular to
	 * north), and, with four sections, the one along it */
	if (nv.y != 0 || !two)
		fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
		    "height=\"100\" fill=\"%s\" fill-opacity=\"0.16\"/>"
		    "<path d=\"M%.1f %.1f H%.1f\" stroke=\"%s\" "
		    "stroke-width=\"2\" stroke-dasharray=\"8 6\"/>", x0,
		    r->cy - 50, x1 - x0, c, x0, r->cy, x1, c);
	if (nv.x != 0 || !two)
		fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"100\" "
		    "height=\"%.1f\" fill=\"%s\" fill-opacity=\"0.16\"/>"
		    "<path d=\"M%.1f %.1f V%.1f\" stroke=\"%s\" "
		    "stroke-width=\"2\" stroke-dasharray=\"8 6\"/>", r->cx - 50,
		    y0, y1 - y0, c, r->cx, y0, y1, c);
	/* the names, a tile and a half from the rose */
	for (dy = -1; dy <= 1; dy++)
		for (dx = -1; dx <= 1; dx++) {
			double n = dx * nv.x + dy * nv.y,
			    e = dx * ev.x + dy * ev.y;
			char name[4];
			int named;

			if (two ? (n == 0 || e != 0) : (n == 0 || e == 0))
				continue;
			snprintf(name, sizeof(name), "%s%s", n > 0 ? "N" : "S",
			    two ? "" : e > 0 ? "E" : "W");
			named = q->text != NULL && strcmp(q->text, name) == 0;
			fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" "
			    "text-anchor=\"middle\" font-size=\"%d\" "
			    "font-weight=\"bold\" fill=\"%s\" stroke=\"#fff\" "
			    "stroke-width=\"4\" paint-order=\"stroke\"%s>%s"
			    "</text>", r->cx + dx * 150, r->cy + dy * 150 + 8,
			    named ? 26 : 18, c, named ?
			    " text-decoration=\"underline\"" : "", name);
		}
	fputs("</g>\n", out);
}

void
carc_mk_icon(FILE *out, double x, double y, const struct carc_glyph *g)
{
	struct carc_mk_tile t = { 0, 0, 0 };

	fprintf(out, "<g transform=\"translate(%.1f %.1f)\">", x, y);
	switch (g->kind) {
	case CARC_GLYPH_ARROW: {
		struct carc_glyph a = *g;

		/* a straight signpost, its arrow across the icon */
		a.turn = 1;
		a.edge = 0;
		fputs("<g transform=\"translate(-22 24)\">", out);
		arrow(out, &t, &a);
		fputs("</g>", out);
		break;
	}
	case CARC_GLYPH_TOWER:
		fputs("<g transform=\"scale(0.55)\">", out);
		tower(out, g);
		fputs("</g>", out);
		break;
	case CARC_GLYPH_ROSE:
	case CARC_GLYPH_COMPASS:
		fputs("<g transform=\"scale(0.6)\">", out);
		rose(out, g, 0);
		fputs("</g>", out);
		break;
	case CARC_GLYPH_SECTION:
		fputs("<g transform=\"scale(0.8)\">", out);
		section(out, g);
		fputs("</g>", out);
		break;
	default:
		break;
	}
	fputs("</g>", out);
}
