/* declared.c - see declared.h */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "render/declared.h"
#include "render/markings.h"
#include "util/xml.h"

/* The follower, about 29 x 27 around its centre. */
#define FOLLOWER "M0 -13 C5 -13 6 -10 6 -7.5 C6 -5.5 5 -4.5 4 -4 L12 -1.5 " \
	"C14.5 -0.5 14 3.5 11 3.5 L6 2.5 L10 11 C10.5 13 9 13.5 7 13.5 L2.5 " \
	"13.5 L0 8 L-2.5 13.5 L-7 13.5 C-9 13.5 -10.5 13 -10 11 L-6 2.5 L-11 " \
	"3.5 C-14 3.5 -14.5 -0.5 -12 -1.5 L-4 -4 C-5 -4.5 -6 -5.5 -6 -7.5 " \
	"C-6 -10 -5 -13 0 -13 Z"
#define FOLLOWER_HALF 15.0	/* half the side of the box it covers */
#define ICON_UNIT 0.29		/* a 0..100 icon drawn a follower's size */

void
carc_pic_kinds_from(const struct carc_kinds *k, struct carc_pic_kinds *out)
{
	size_t i;

	memset(out, 0, sizeof(*out));
	for (i = 0; i < k->nfigures && i < CARC_MAX_FIGURES; i++) {
		const struct carc_figure_kind *d = k->figure[i].decl;
		struct carc_pic_figure *f;

		if (d == NULL || out->nfigures == CARC_PIC_KINDS)
			continue;	/* the follower: the core's shape */
		f = &out->figure[out->nfigures++];
		f->name = k->figure[i].name;
		f->icon = d->icon;
		f->scale = d->scale;
		f->legend = d->legend;
	}
	for (i = 0; i < CARC_MAX_KINDS; i++) {
		const struct carc_feature_kind *fd = k->feature[i].decl;
		const struct carc_edge_kind *ed = k->edge[i].decl;
		struct carc_pic_kind *p;

		if (fd != NULL && out->nfeatures < CARC_PIC_KINDS) {
			p = &out->feature[out->nfeatures++];
			p->kind = (int)i;
			p->name = k->feature[i].name;
			p->colour = fd->colour;
			p->legend = fd->legend;
		}
		if (ed != NULL && out->nedges < CARC_PIC_KINDS) {
			p = &out->edge[out->nedges++];
			p->kind = (int)i;
			p->letter = k->edge[i].letter;
			p->name = k->edge[i].name;
			p->colour = ed->colour;
			p->legend = ed->legend;
		}
	}
}

const struct carc_pic_figure *
carc_pic_figure_find(const struct carc_pic_kinds *k, const char *name)
{
	size_t i;

	if (k == NULL || name == NULL || strcmp(name, "follower") == 0)
		return NULL;
	for (i = 0; i < k->nfigures && i < CARC_PIC_KINDS; i++)
		if (k->figure[i].name != NULL &&
		    strcmp(k->figure[i].name, name) == 0)
			return &k->figure[i];
	return NULL;
}

static const struct carc_pic_kind *
kind_find(const struct carc_pic_kind *v, size_t n, int kind)
{
	size_t i;

	for (i = 0; i < n && i < CARC_PIC_KINDS; i++)
		if (v[i].kind == kind)
			return &v[i];
	return NULL;
}

const struct carc_pic_kind *
carc_pic_feature_find(const struct carc_pic_kinds *k, int kind)
{
	return k == NULL ? NULL : kind_find(k->feature, k->nfeatures, kind);
}

const struct carc_pic_kind *
carc_pic_edge_find(const struct carc_pic_kinds *k, int kind)
{
	return k == NULL ? NULL : kind_find(k->edge, k->nedges, kind);
}

/* A kind's scale, within reason (0: a follower's size). */
static double
scale_of(const struct carc_pic_figure *k)
{
	double s = k != NULL && k->scale > 0 ? k->scale : 1;

	return s < 0.25 ? 0.25 : s > 3 ? 3 : s;
}

struct carc_box
carc_pic_figure_box(struct pt p, const struct carc_pic_figure *k)
{
	double h = FOLLOWER_HALF * scale_of(k);
	struct carc_box b;

	b.x0 = p.x - h;
	b.y0 = p.y - h;
	b.x1 = p.x + h;
	b.y1 = p.y + h;
	return b;
}

void
carc_pic_figure(FILE *out, struct pt p, const char *colour,
    const struct carc_pic_figure *k, int lying, int ghost, const char *title)
{
	double s = scale_of(k), unit = 1;
	int icon = k != NULL && carc_mk_path_ok(k->icon);

	if (!carc_mk_colour_ok(colour))
		colour = "#888888";
	fprintf(out, "<g class=\"%s\"", ghost ? "meeple ghost" : "meeple");
	if (k != NULL) {
		fputs(" data-figure=\"", out);
		carc_xml_text(out, k->name != NULL ? k->name : "", 0);
		fputc('"', out);
	}
	fprintf(out, " transform=\"translate(%.1f %.1f)%s", p.x, p.y,
	    lying ? " rotate(-90)" : "");
	if (icon) {
		/* the icon's 0..100 box, centred, a follower's size */
		unit = ICON_UNIT * s;
		fprintf(out, " scale(%.3f) translate(-50 -50)", unit);
	} else if (s != 1)
		fprintf(out, " scale(%.3f)", s);
	fputs("\"><title>", out);
	carc_xml_text(out, title, 0);
	fputs("</title><path d=\"", out);
	if (icon)
		carc_xml_text(out, k->icon, 0);
	else
		fputs(FOLLOWER, out);
	fputs("\" ", out);
	/* strokes keep a follower's width whatever the scale */
	if (ghost)
		fprintf(out, "fill=\"none\" stroke=\"%s\" stroke-width=\"%.2f\" "
		    "stroke-dasharray=\"%.2f %.2f\"/>", colour, 2 / unit,
		    3 / unit, 2 / unit);
	else
		fprintf(out, "fill=\"%s\" stroke=\"%s\" stroke-width=\"%.2f\"/>",
		    colour, strcmp(colour, "#222222") == 0 ? "#ffffff" :
		    "#111111", 1.6 / unit);
	fputs("</g>\n", out);
}

void
carc_pic_centre(FILE *out, struct pt c, const struct carc_pic_kind *k,
    void (*title)(void *arg), void *arg)
{
	const char *colour = carc_mk_colour_ok(k->colour) ? k->colour :
	    "#888888";

	fputs("<g class=\"centre\" data-kind=\"", out);
	carc_xml_text(out, k->name != NULL ? k->name : "", 0);
	fputs("\">", out);
	if (title != NULL)
		title(arg);
	fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"32\" height=\"32\" "
	    "rx=\"9\" fill=\"%s\" stroke=\"#3b2f20\" stroke-width=\"1.5\"/>"
	    "</g>\n", c.x - 16, c.y - 16, colour);
}

void
carc_pic_edge_band(FILE *out, struct pt from, struct pt to,
    const struct carc_pic_kind *k)
{
	const char *colour = carc_mk_colour_ok(k->colour) ? k->colour :
	    "#888888";

	fputs("<g class=\"edge-band\" data-kind=\"", out);
	carc_xml_text(out, k->name != NULL ? k->name : "", 0);
	fprintf(out, "\"><path d=\"M%.1f %.1f L%.1f %.1f\" stroke=\"#3b2f20\" "
	    "stroke-opacity=\"0.35\" stroke-width=\"15\"/><path d=\"M%.1f %.1f "
	    "L%.1f %.1f\" stroke=\"%s\" stroke-width=\"11\"/></g>\n", from.x,
	    from.y, to.x, to.y, from.x, from.y, to.x, to.y, colour);
}
