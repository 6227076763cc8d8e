/*
 * markings.c - see markings.h.  A plugin's primitives are data: path data
 * is read before it is written (only the commands the ABI names, finite
 * numbers), colours must be "#rrggbb", text is escaped; a primitive that
 * fails is left out of the picture.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/view.h"
#include "render/markings.h"
#include "util/xml.h"

#define INK "#3b2f20"		/* text a plugin gives no colour */
#define MAX_PATH 8192		/* path data longer than this is refused */
#define BASELINE 0.36		/* text centred on y: its baseline, in ems */

/* -- reading path data --------------------------------------------------- */

static void
grow(struct carc_box *b, int *any, double x, double y)
{
	if (!*any) {
		b->x0 = b->x1 = x;
		b->y0 = b->y1 = y;
		*any = 1;
		return;
	}
	if (x < b->x0)
		b->x0 = x;
	if (x > b->x1)
		b->x1 = x;
	if (y < b->y0)
		b->y0 = y;
	if (y > b->y1)
		b->y1 = y;
}

/* The next number of path data at *s; 0, or -1 if there is none. */
static int
number(const char **s, double *v)
{
	char *end;

	while (**s == ' ' || **s == ',' || **s == '\t' || **s == '\n' ||
	    **s == '\r')
		(*s)++;
	if (!((**s >= '0' && **s <= '9') || **s == '-' || **s == '+' ||
	    **s == '.'))
		return -1;
	*v = strtod(*s, &end);
	if (end == *s || !isfinite(*v) || fabs(*v) > 1e6)
		return -1;
	*s = end;
	return 0;
}

/*
 * Read SVG path data of the commands M L H V C Q A Z, absolute or
 * relative; the box of every point it names (end and control points;
 * an arc's end widened by its radii) goes into *b.  0, or -1 for data
 * that is not such a path.
 */
static int
path_scan(const char *d, struct carc_box *b, int *any)
{
	static const char cmds[] = "MmLlHhVvCcQqAaZz";
	static const int nargs[] = { 2, 2, 2, 2, 1, 1, 1, 1, 6, 6, 4, 4, 7, 7,
	    0, 0 };
	const char *s = d, *c;
	double cx = 0, cy = 0, sx = 0, sy = 0, a[7];
	int cmd = 0, k, n, first = 1;

	if (strlen(d) > MAX_PATH)
		return -1;
	for (;;) {
		while (*s == ' ' || *s == ',' || *s == '\t' || *s == '\n' ||
		    *s == '\r')
			s++;
		if (*s == '\0')
			return first ? -1 : 0;
		if ((c = strchr(cmds, *s)) != NULL && *s != '\0') {
			cmd = *s++;
			n = nargs[c - cmds];
		} else if (cmd == 0 || cmd == 'Z' || cmd == 'z')
			return -1;	/* numbers with no command before them */
		else
			n = nargs[strchr(cmds, cmd) - cmds];
		if (first && cmd != 'M' && cmd != 'm')
			return -1;	/* path data begins with a move */
		first = 0;
		if (n == 0) {
			cx = sx;
			cy = sy;
			continue;
		}
		for (k = 0; k < n; k++)
			if (number(&s, &a[k]) != 0)
				return -1;
		{
			int rel = cmd >= 'a';
			double ox = rel ? cx : 0, oy = rel ? cy : 0;

			switch (cmd | 0x20) {
			case 'm':
			case 'l':
				cx = ox + a[0];
				cy = oy + a[1];
				break;
			case 'h':
				cx = ox + a[0];
				break;
			case 'v':
				cy = oy + a[0];
				break;
			case 'c':
				grow(b, any, ox + a[0], oy + a[1]);
				grow(b, any, ox + a[2], oy + a[3]);
				cx = ox + a[4];
				cy = oy + a[5];
				break;
			case 'q':
				grow(b, any, ox + a[0], oy + a[1]);
				cx = ox + a[2];
				cy = oy + a[3];
				break;
			default:	/* 'a': rx ry turn large sweep x y */
				cx = ox + a[5];
				cy = oy + a[6];
				grow(b, any, cx - 2 * fabs(a[0]),
				    cy - 2 * fabs(a[1]));
				grow(b, any, cx + 2 * fabs(a[0]),
				    cy + 2 * fabs(a[1]));
				break;
			}
			grow(b, any, cx, cy);
			if ((cmd | 0x20) == 'm') {
				sx = cx;
				sy = cy;
				/* numbers after a move continue as lines */
				cmd = rel ? 'l' : 'L';
			}
		}
	}
}

int
carc_mk_path_ok(const char *d)
{
	struct carc_box b;
	int any = 0;

	return d != NULL && path_scan(d, &b, &any) == 0;
}

int
carc_mk_colour_ok(const char *c)
{
	int i;

	if (c == NULL)
		return 0;
	if (c[0] != '#' || strlen(c) != 7)
		return 0;
	for (i = 1; i < 7; i++)
		if (!((c[i] >= '0' && c[i] <= '9') ||
		    (c[i] >= 'a' && c[i] <= 'f') ||
		    (c[i] >= 'A' && c[i] <= 'F')))
			return 0;
	return 1;
}

int
carc_mk_valid(const struct carc_draw *d)
{
	if ((d->fill != NULL && !carc_mk_colour_ok(d->fill)) ||
	    (d->stroke != NULL && !carc_mk_colour_ok(d->stroke)) ||
	    !isfinite(d->x) || !isfinite(d->y) || !isfinite(d->r) ||
	    !isfinite(d->font_size) || !isfinite(d->stroke_width) ||
	    !isfinite(d->opacity) || fabs(d->x) > 1e6 || fabs(d->y) > 1e6)
		return 0;
	switch (d->op) {
	case CARC_DRAW_PATH:
		return carc_mk_path_ok(d->path);
	case CARC_DRAW_CIRCLE:
		return d->r > 0 && d->r < 1e5;
	case CARC_DRAW_TEXT:
		return d->text != NULL && d->text[0] != '\0';
	default:
		return 0;
	}
}

/* -- drawing ------------------------------------------------------------- */

static double
font_size(const struct carc_draw *d)
{
	double fs = d->font_size > 0 ? d->font_size : 12;

	return fs < 4 ? 4 : fs > 48 ? 48 : fs;
}

static double
stroke_width(const struct carc_draw *d)
{
	double w = d->stroke_width > 0 ? d->stroke_width : 1;

	return w > 20 ? 20 : w;
}

/* A point of the box in the picture. */
static void
at(const struct carc_mk_frame *f, double x, double y, double *px,
    double *py)
{
	int q = f->rotation & 3;

	while (q-- > 0) {
		double t = x;

		x = 100 - y;
		y = t;
	}
	*px = f->ox + f->scale * x;
	*py = f->oy + f->scale * y;
}

static void
paint(FILE *out, const struct carc_draw *d, double scale)
{
	fprintf(out, " fill=\"%s\"", d->fill ? d->fill : "none");
	if (d->stroke != NULL)
		fprintf(out, " stroke=\"%s\" stroke-width=\"%.2f\" "
		    "stroke-linecap=\"round\" stroke-linejoin=\"round\"",
		    d->stroke, stroke_width(d) * (d->op == CARC_DRAW_PATH ? 1 :
		    scale));
	if (d->opacity > 0 && d->opacity < 1)
		fprintf(out, " opacity=\"%.2f\"", d->opacity);
}

static void
text(FILE *out, const struct carc_mk_frame *f, const struct carc_draw *d,
    double fs, int layer, struct carc_layout *l, const struct carc_box *within)
{
	double x, y, halo = 0, dx = 0, dy = 0;
	const char *stroke = d->stroke;

	at(f, d->x, d->y, &x, &y);
	y += BASELINE * fs;
	if (stroke != NULL)
		halo = stroke_width(d) * f->scale;
	if (layer == CARC_LAYER_LABEL && stroke == NULL) {
		/* a label reads on any ground */
		stroke = "#ffffff";
		halo = 3.5 * f->scale;
	}
	if (l != NULL && layer == CARC_LAYER_LABEL) {
		struct carc_box b = carc_text_box(d->text, x, y, fs, 1, 0, halo);

		/* a label wider than its room is set smaller */
		if (within != NULL && b.x1 - b.x0 > within->x1 - within->x0) {
			double w = carc_text_width(d->text, fs, 1);

			fs *= (within->x1 - within->x0 - halo - 1) / w;
			if (fs < 5)
				fs = 5;
			b = carc_text_box(d->text, x, y, fs, 1, 0, halo);
		}
		carc_layout_place(l, b, within != NULL ? *within : b, &dx, &dy);
	}
	fprintf(out, "<text%s x=\"%.1f\" y=\"%.1f\" font-size=\"%.1f\" "
	    "font-weight=\"bold\" text-anchor=\"middle\" fill=\"%s\"",
	    layer == CARC_LAYER_LABEL ? " class=\"label\"" : "", x + dx,
	    y + dy, fs, d->fill ? d->fill : INK);
	if (stroke != NULL)
		fprintf(out, " stroke=\"%s\" stroke-width=\"%.1f\" "
		    "stroke-linejoin=\"round\" paint-order=\"stroke\"", stroke,
		    halo);
	if (d->opacity > 0 && d->opacity < 1)
		fprintf(out, " opacity=\"%.2f\"", d->opacity);
	fputc('>', out);
	carc_xml_text(out, d->text, 0);
	fputs("</text>", out);
}

/* One primitive; text at font size fs (0: the primitive's). */
static void
one(FILE *out, const struct carc_mk_frame *f, const struct carc_draw *d,
    double fs, int layer, struct carc_layout *l, const struct carc_box *within)
{
	double x, y;

	switch (d->op) {
	case CARC_DRAW_PATH:
		fputs("<path", out);
		if (d->upright && (f->rotation & 3) != 0) {
			/* carc_plugin.h 3.2: the anchor turns with the tile,
			 * the path about it does not */
			at(f, d->x, d->y, &x, &y);
			fprintf(out, " transform=\"translate(%.1f %.1f)", x, y);
			if (f->scale != 1)
				fprintf(out, " scale(%.3f)", f->scale);
			fprintf(out, " translate(%.1f %.1f)\"", -d->x, -d->y);
		} else if (f->ox != 0 || f->oy != 0 || f->scale != 1 ||
		    (f->rotation & 3) != 0) {
			fprintf(out, " transform=\"translate(%.1f %.1f)",
			    f->ox, f->oy);
			if (f->scale != 1)
				fprintf(out, " scale(%.3f)", f->scale);
			if ((f->rotation & 3) != 0)
				fprintf(out, " rotate(%d 50 50)",
				    90 * (f->rotation & 3));
			fputc('"', out);
		}
		fputs(" d=\"", out);
		carc_xml_text(out, d->path, 0);
		fputc('"', out);
		paint(out, d, f->scale);
		fputs("/>", out);
		break;
	case CARC_DRAW_CIRCLE:
		at(f, d->x, d->y, &x, &y);
		fprintf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.2f\"", x, y,
		    d->r * f->scale);
		paint(out, d, f->scale);
		fputs("/>", out);
		break;
	default:
		text(out, f, d, fs > 0 ? fs : font_size(d) * f->scale, layer,
		    l, within);
		break;
	}
}

/* Open what a run of primitives of one rule is drawn in. */
static void
open_rule(FILE *out, const struct carc_mk_links *lk, const char *rule)
{
	const struct carc_rule *r = lk != NULL && lk->g != NULL ?
	    carc_view_rule(lk->g, rule) : NULL;

	if (lk != NULL && lk->href != NULL) {
		fputs("<a href=\"", out);
		carc_xml_text(out, lk->href, 0);
		carc_xml_text(out, rule, 0);
		fprintf(out, ".html\" data-rule=\"");
	} else
		fputs("<g data-rule=\"", out);
	carc_xml_text(out, rule, 0);
	fputs("\"><title>", out);
	carc_xml_text(out, rule, 0);
	if (r != NULL) {
		fputs(": ", out);
		carc_xml_text(out, r->statement, 0);
	}
	fputs("</title>", out);
}

void
carc_mk_draw(FILE *out, const struct carc_mk_frame *f,
    const struct carc_draw *d, size_t n, int layer,
    const struct carc_mk_links *lk, struct carc_layout *l,
    const struct carc_box *within)
{
	const char *open = NULL;
	int linked = lk != NULL && lk->href != NULL;
	size_t i;

	for (i = 0; i < n; i++) {
		if ((d[i].layer == CARC_LAYER_LABEL) !=
		    (layer == CARC_LAYER_LABEL) || !carc_mk_valid(&d[i]))
			continue;
		/* one title (and link) for a run of one rule */
		if (open != NULL && (d[i].rule == NULL ||
		    strcmp(open, d[i].rule) != 0)) {
			fputs(linked ? "</a>" : "</g>", out);
			open = NULL;
		}
		if (open == NULL && d[i].rule != NULL) {
			open_rule(out, lk, d[i].rule);
			open = d[i].rule;
		}
		one(out, f, &d[i], 0, layer, l, within);
	}
	if (open != NULL)
		fputs(linked ? "</a>" : "</g>", out);
}

int
carc_mk_bbox(const struct carc_draw *d, size_t n, const char *legend,
    struct carc_box *b)
{
	size_t i;
	int any = 0;

	for (i = 0; i < n; i++) {
		const struct carc_draw *p = &d[i];
		double w, fs, half;

		if ((legend != NULL && (p->legend == NULL ||
		    strcmp(p->legend, legend) != 0)) || !carc_mk_valid(p))
			continue;
		half = p->stroke != NULL ? stroke_width(p) / 2 : 0;
		switch (p->op) {
		case CARC_DRAW_PATH: {
			struct carc_box pb;
			int pany = 0;

			path_scan(p->path, &pb, &pany);
			grow(b, &any, pb.x0 - half, pb.y0 - half);
			grow(b, &any, pb.x1 + half, pb.y1 + half);
			break;
		}
		case CARC_DRAW_CIRCLE:
			grow(b, &any, p->x - p->r - half, p->y - p->r - half);
			grow(b, &any, p->x + p->r + half, p->y + p->r + half);
			break;
		default:
			fs = font_size(p);
			w = carc_text_width(p->text, fs, 1);
			grow(b, &any, p->x - w / 2, p->y - fs / 2);
			grow(b, &any, p->x + w / 2, p->y + fs / 2);
			break;
		}
	}
	return any ? 0 : -1;
}

void
carc_mk_icon(FILE *out, double x, double y, double size,
    const struct carc_draw *d, size_t n, const char *legend)
{
	struct carc_mk_frame f = { 0, 0, 1, 0 };
	struct carc_box b;
	double side;
	size_t i;

	if (carc_mk_bbox(d, n, legend, &b) != 0)
		return;
	side = b.x1 - b.x0 > b.y1 - b.y0 ? b.x1 - b.x0 : b.y1 - b.y0;
	if (side < size)
		side = size;		/* a small marking keeps its size */
	/* a picture of its own, the marking's box in view */
	fprintf(out, "<svg class=\"icon\" x=\"%.1f\" y=\"%.1f\" "
	    "width=\"%.1f\" height=\"%.1f\" viewBox=\"%.1f %.1f %.1f %.1f\" "
	    "overflow=\"hidden\">", x - size / 2, y - size / 2, size, size,
	    (b.x0 + b.x1 - side) / 2, (b.y0 + b.y1 - side) / 2, side, side);
	for (i = 0; i < n; i++) {
		double fs = font_size(&d[i]);

		if (d[i].legend == NULL || strcmp(d[i].legend, legend) != 0 ||
		    !carc_mk_valid(&d[i]))
			continue;
		/* a marking drawn over the whole board keeps its words
		 * readable in a small map of it */
		if (fs * size / side < 8)
			fs = 8 * side / size;
		one(out, &f, &d[i], fs, d[i].layer, NULL, NULL);
	}
	fputs("</svg>", out);
}
