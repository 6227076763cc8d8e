/*
 * svg.c - the board as SVG (svg.h): each tile drawn from its geometry
 * (tile_geo.c) and turned onto the board, what the plugins draw on their
 * tiles and over the board (markings.c), the figures, the outlines of the
 * last and the divergent tiles, the labels placed clear of what they
 * would hide (layout.c), the panel beside the board (panel.c), and the
 * document around them.
 */
#include "config.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/view.h"
#include "render/svg_impl.h"
#include "util/xml.h"

/* The perimeter clockwise from the NW corner: half h runs from rim[h]
 * to rim[h + 1]. */
static const struct pt rim[8] = {
	{ 0, 0 }, { 50, 0 }, { 100, 0 }, { 100, 50 },
	{ 100, 100 }, { 50, 100 }, { 0, 100 }, { 0, 50 }
};

/* -- drawing ----------------------------------------------------------- */

static const struct tile_geo *
geo_of(struct board *b, int type, const struct carc_tile_type *def)
{
	if (!b->geo_done[type]) {
		carc_tile_geometry(def, &b->geo[type]);
		b->geo_done[type] = 1;
	}
	return &b->geo[type];
}

/* A point of a tile in board pixels. */
static struct pt
board_pt(const struct board *b, const struct carc_view_tile *vt,
    struct pt p)
{
	p = turn_pt(p, vt->rotation & 3);
	p.x += b->ox + (vt->x - b->minx) * T;
	p.y += b->oy + (vt->y - b->miny) * T;
	return p;
}

/*
 * A coordinate as "%.1f" writes it, without printf's exact decimal
 * conversion: the paths hold most of a board's numbers, and a report
 * draws thousands of boards.
 */
static void
num(FILE *out, double v)
{
	char buf[32], *p = buf + sizeof(buf);
	double r = rint(v * 10);
	unsigned long long t;
	int neg = r < 0;

	if (!(fabs(r) < 1e15)) {	/* out of range, NaN: printf knows */
		fprintf(out, "%.1f", v);
		return;
	}
	t = (unsigned long long)(neg ? -r : r);
	*--p = '\0';
	*--p = (char)('0' + t % 10);
	*--p = '.';
	t /= 10;
	do
		*--p = (char)('0' + t % 10);
	while ((t /= 10) > 0);
	if (neg)
		*--p = '-';
	fputs(p, out);
}

/* "Mx y" / " Lx y" */
static void
move_to(FILE *out, const char *op, struct pt p)
{
	fputs(op, out);
	num(out, p.x);
	fputc(' ', out);
	num(out, p.y);
}

static void
path_points(struct board *b, const struct carc_view_tile *vt,
    const struct shape *s, int closed)
{
	int i;

	for (i = 0; i < s->n; i++)
		move_to(b->out, i == 0 ? "M" : " L", board_pt(b, vt, s->p[i]));
	if (closed)
		fputs(" Z", b->out);
}

static const char *
kind_name(const struct board *b, int kind)
{
	const struct carc_pic_kind *k;

	if (kind >= 0 && kind < 4)
		return carc_kind_names[kind];
	if ((k = carc_pic_feature_find(&b->sc->kinds, kind)) != NULL &&
	    k->name != NULL)
		return k->name;
	return "feature";
}


/* "city #12: complete, 3 tiles, 1 coat of arms; meeples: P1 (seat 0)" */
static void
feature_title(struct board *b, int feature)
{
	struct carc_view_feature f;
	char who[96];
	int s, any = 0;

	carc_view_feature(b->sc->g, feature, &f);
	fprintf(b->out, "<title>%s #%d: ", kind_name(b, f.kind), f.feature);
	if (f.kind == CARC_MONASTERY)
		fprintf(b->out, "%s, %d of 8 neighbours", f.complete ?
		    "complete" : "open", f.neighbours);
	else if (f.kind == CARC_FIELD)
		fprintf(b->out, "%d tiles", f.ntiles);
	else
		fprintf(b->out, "%s, %d tiles", f.complete ? "complete" :
		    "open", f.ntiles);
	if (f.kind == CARC_CITY && f.coats_of_arms > 0)
		fprintf(b->out, ", %d coat%s of arms", f.coats_of_arms,
		    f.coats_of_arms == 1 ? "" : "s");
	if (!f.complete && (f.kind == CARC_ROAD || f.kind == CARC_CITY))
		fprintf(b->out, ", %d open edge%s", f.open,
		    f.open == 1 ? "" : "s");
	fputs("; meeples:", b->out);
	for (s = 0; s < CARC_GAME_SEATS; s++) {
		if (f.meeples[s] == 0)
			continue;
		carc_scene_player(b->sc, s, who, sizeof(who));
		fputs(any ? ", " : " ", b->out);
		carc_xml_text(b->out, who, 0);
		if (f.meeples[s] > 1)
			fprintf(b->out, " x%d", f.meeples[s]);
		any = 1;
	}
	if (!any)
		fputs(" none", b->out);
	fputs("</title>", b->out);
}

static void
draw_shield(FILE *out, struct pt p)
{
	fprintf(out, "<path class=\"coa\" d=\"M%.1f %.1f h14 v7 c0 6 -4 9 -7 "
	    "11 c-3 -2 -7 -5 -7 -11 z\" fill=\"#1d4fa3\" stroke=\"#fff\" "
	    "stroke-width=\"1.5\"/>", p.x - 7, p.y - 8);
	fprintf(out, "<path d=\"M%.1f %.1f v12 M%.1f %.1f h10\" stroke=\"#fff\" "
	    "stroke-width=\"1.5\"/>", p.x, p.y - 6, p.x - 5, p.y - 1);
}

static const char *
seat_rgb(const struct board *b, int seat)
{
	if (seat < 0 || seat >= CARC_MAX_SEATS || b->colours[seat] == NULL)
		return "#888888";
	return b->colours[seat];
}

/* -- what plugins draw --------------------------------------------------- */

/* Where a tile's box lies: its markings turn with it. */
static struct carc_mk_frame
tile_frame(const struct board *b, const struct carc_view_tile *vt)
{
	struct carc_mk_frame f;

	f.ox = b->ox + (vt->x - b->minx) * T;
	f.oy = b->oy + (vt->y - b->miny) * T;
	f.scale = 1;
	f.rotation = vt->rotation & 3;
	return f;
}

/* Board units: square (x, y) covers [100x, 100x + 100]. */
static struct carc_mk_frame
board_frame(const struct board *b)
{
	struct carc_mk_frame f;

	f.ox = b->ox - (double)b->minx * T;
	f.oy = b->oy - (double)b->miny * T;
	f.scale = 1;
	f.rotation = 0;
	return f;
}

static struct carc_box
tile_box(const struct board *b, const struct carc_view_tile *vt)
{
	struct carc_box t;

	t.x0 = b->ox + (vt->x - b->minx) * T;
	t.y0 = b->oy + (vt->y - b->miny) * T;
	t.x1 = t.x0 + T;
	t.y1 = t.y0 + T;
	return t;
}

static struct carc_box
board_box(const struct board *b)
{
	struct carc_box t;

	t.x0 = b->ox;
	t.y0 = b->oy;
	t.x1 = b->ox + (b->maxx - b->minx + 1) * T;
	t.y1 = b->oy + (b->maxy - b->miny + 1) * T;
	return t;
}

/* A legend line for `text`, once per picture; NULL when the legend is
 * full or says it already. */
static struct carc_legend_entry *
legend_add(struct board *b, const char *text)
{
	struct carc_legend_entry *e;
	size_t j;

	for (j = 0; j < b->nlegend; j++)
		if (strcmp(b->legend[j].text, text) == 0)
			return NULL;
	if (b->nlegend == MAX_LEGEND)
		return NULL;
	e = &b->legend[b->nlegend++];
	memset(e, 0, sizeof(*e));
	e->text = text;
	return e;
}

/* The legend entries of one marking's primitives: each meaning once,
 * drawn with the primitives of the first marking that gives it. */
static void
legend_of(struct board *b, const struct carc_draw *d, size_t n)
{
	struct carc_legend_entry *e;
	size_t k, j;

	for (k = 0; k < n; k++) {
		if (d[k].legend == NULL || !carc_mk_valid(&d[k]) ||
		    (e = legend_add(b, d[k].legend)) == NULL)
			continue;
		for (j = k; j < n && e->n < MAX_ICON; j++)
			if (d[j].legend != NULL &&
			    strcmp(d[j].legend, d[k].legend) == 0)
				e->d[e->n++] = d[j];
	}
}

/* The legend of the kinds a game declares, for what is on the board. */
static void
legend_of_kinds(struct board *b, const struct carc_tile_type *t)
{
	const struct carc_pic_kinds *k = &b->sc->kinds;
	const struct carc_pic_kind *pk;
	struct carc_legend_entry *e;
	int s, x;

	for (s = 0; s < t->nseg; s++)
		if ((pk = carc_pic_feature_find(k, t->seg[s].kind)) != NULL &&
		    pk->legend != NULL && (e = legend_add(b, pk->legend)))
			e->kind = pk;
	for (x = 0; x < 4; x++)
		if ((pk = carc_pic_edge_find(k, t->edge_kind[x])) != NULL &&
		    pk->legend != NULL && (e = legend_add(b, pk->legend)))
			e->kind = pk;
}

static void
legend_of_figure(struct board *b, const char *figure)
{
	const struct carc_pic_figure *f =
	    carc_pic_figure_find(&b->sc->kinds, figure);
	struct carc_legend_entry *e;

	if (f != NULL && f->legend != NULL &&
	    (e = legend_add(b, f->legend)) != NULL)
		e->figure = f;
}

/* One look at every marking before drawing: the legend's entries. */
static void
survey(struct board *b)
{
	struct carc_draw d[MAX_DRAWS];
	size_t i, n = carc_view_ntiles(b->sc->g);

	for (i = 0; i < n; i++) {
		struct carc_view_tile vt;
		struct carc_view_seg vs;
		int s;

		carc_view_tile(b->sc->g, i, &vt);
		legend_of(b, d, carc_view_draws(b->sc->g, i, d, MAX_DRAWS));
		legend_of_kinds(b, vt.def);
		for (s = 0; b->nspans == 0 && s < vt.def->nseg; s++)
			if (carc_view_segment(b->sc->g, i, s, &vs) == 0 &&
			    vs.meeple >= 0)
				legend_of_figure(b,
				    carc_scene_figure(b->sc->g, &vs));
	}
	legend_of(b, b->bdraw, b->nbdraw);
	for (i = 0; i < b->nspans; i++)
		legend_of_figure(b, b->spans[i].figure);
	for (i = 0; i < b->sc->ngone; i++)
		legend_of_figure(b, b->sc->gone[i].figure);
}

/* -- a tile -------------------------------------------------------------- */

struct title_arg {
	struct board *b;
	int feature;
};

static void
feature_title_cb(void *arg)
{
	struct title_arg *a = arg;

	feature_title(a->b, a->feature);
}

/* A tile of a plugin's set that draws nothing (its set is not enabled,
 * or the plugin draws none) carries its id, so a reader can look it up
 * (doc/spec/tiles.md): a badge, placed as a label. */
static void
id_badge(struct board *b, const struct carc_view_tile *vt)
{
	const struct carc_tile_type *t = vt->def;
	struct carc_box tb = tile_box(b, vt), bb;
	double w = carc_text_width(t->id, 11, 1) + 10, cx, cy, dx, dy;

	cx = (tb.x0 + tb.x1) / 2;
	cy = (tb.y0 + tb.y1) / 2 + 2;
	bb.x0 = cx - w / 2;
	bb.x1 = cx + w / 2;
	bb.y0 = cy - 9;
	bb.y1 = cy + 9;
	carc_layout_place(&b->lay, bb, tb, &dx, &dy);
	fputs("<g class=\"badge\"><title>", b->out);
	carc_xml_text(b->out, t->set, 0);
	fprintf(b->out, " tile %s</title><rect x=\"%.1f\" y=\"%.1f\" "
	    "width=\"%.1f\" height=\"18\" rx=\"5\" fill=\"#4b2a7b\" "
	    "stroke=\"#fff\"/><text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" "
	    "font-size=\"11\" fill=\"#fff\" font-weight=\"bold\">",
	    vt->inert ? "(set not enabled: no markings)" : "",
	    bb.x0 + dx, bb.y0 + dy, w, cx + dx, cy + dy + 4);
	carc_xml_text(b->out, t->id, 0);
	fputs("</text></g>\n", b->out);
}

/* The tile's own label, bottom left: its move and its whole id, smaller
 * when the id is long; labels keep clear of it. */
static void
tile_label(struct board *b, const struct carc_view_tile *vt)
{
	struct carc_box tb = tile_box(b, vt);
	char label[64];
	double fs = 9, w;

	snprintf(label, sizeof(label), "%d %s", vt->seq, vt->def->id);
	if ((w = carc_text_width(label, fs, 0)) > T - 6)
		fs = fs * (T - 6) / w;
	fprintf(b->out, "<text class=\"tlabel\" x=\"%.1f\" y=\"%.1f\" "
	    "font-size=\"%.2f\" fill=\"#1b2610\" fill-opacity=\"0.8\">",
	    tb.x0 + 3, tb.y1 - 4, fs);
	carc_xml_text(b->out, label, 0);
	fputs("</text></g>\n", b->out);
	carc_layout_obstacle(&b->lay, carc_text_box(label, tb.x0 + 3,
	    tb.y1 - 4, fs, 0, -1, 0));
}

static void
draw_tile(struct board *b, size_t i)
{
	const struct carc_pic_kinds *kinds = &b->sc->kinds;
	struct carc_view_tile vt;
	const struct tile_geo *tg;
	const struct carc_tile_type *t;
	const struct carc_pic_kind *pk;
	FILE *out = b->out;
	struct carc_view_seg vs;
	struct carc_draw d[MAX_DRAWS];
	struct carc_mk_frame f;
	struct pt c;
	char who[96];
	size_t nd;
	int s, h, k;

	carc_view_tile(b->sc->g, i, &vt);
	t = vt.def;
	tg = geo_of(b, vt.type, t);
	c = board_pt(b, &vt, P(50, 50));
	carc_scene_player(b->sc, vt.seat, who, sizeof(who));
	fprintf(out, "<g class=\"tile\" id=\"seq-%d\" data-x=\"%d\" "
	    "data-y=\"%d\"><title>seq %d: ", vt.seq, vt.x, vt.y, vt.seq);
	carc_xml_text(out, t->id, 0);
	fprintf(out, " at (%d,%d) rotation %d, ", vt.x, vt.y,
	    vt.rotation * 90);
	carc_xml_text(out, vt.seat < 0 ? "start tile" : who, 0);
	fputs("</title>\n", out);
	/* the square itself, in case a field leaves a gap */
	fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" "
	    "fill=\"#9cc96b\"/>\n", c.x - 50, c.y - 50, T, T);
	for (s = 0; s < t->nseg; s++) {
		if (t->seg[s].kind != CARC_FIELD)
			continue;
		carc_view_segment(b->sc->g, i, s, &vs);
		fputs("<path class=\"field\" fill=\"#9cc96b\" stroke=\"#9cc96b\" "
		    "stroke-width=\"0.6\" d=\"", out);
		for (h = 0; h < 8; h++) {
			struct pt a, z;

			if (!(t->seg[s].halves & (1u << h)))
				continue;
			a = board_pt(b, &vt, rim[h]);
			z = board_pt(b, &vt, rim[(h + 1) & 7]);
			move_to(out, "M", c);
			move_to(out, " L", a);
			move_to(out, " L", z);
			fputs(" Z ", out);
		}
		fputs("\">", out);
		feature_title(b, vs.feature);
		fputs("</path>\n", out);
	}
	/* edges of a kind a plugin declares: a band to the centre */
	for (k = 0; k < 4; k++)
		if ((pk = carc_pic_edge_find(kinds, t->edge_kind[k])) != NULL)
			carc_pic_edge_band(out, board_pt(b, &vt,
			    carc_tile_edge_mid[k]), c, pk);
	for (s = 0; s < t->nseg; s++) {
		if (tg->nroad[s] == 0)
			continue;
		carc_view_segment(b->sc->g, i, s, &vs);
		fputs("<g class=\"road\">", out);
		feature_title(b, vs.feature);
		for (k = 0; k < tg->nroad[s]; k++) {
			fputs("<path fill=\"none\" stroke=\"#5c4a32\" "
			    "stroke-width=\"13\" stroke-linejoin=\"round\" d=\"",
			    out);
			path_points(b, &vt, &tg->road[s][k], 0);
			fputs("\"/>", out);
		}
		for (k = 0; k < tg->nroad[s]; k++) {
			fputs("<path fill=\"none\" stroke=\"#f3ead2\" "
			    "stroke-width=\"9\" stroke-linejoin=\"round\" d=\"",
			    out);
			path_points(b, &vt, &tg->road[s][k], 0);
			fputs("\"/>", out);
		}
		fputs("</g>\n", out);
	}
	if (tg->crossing)
		fprintf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"8\" "
		    "fill=\"#7a6a55\" stroke=\"#3b2f20\"/>\n", c.x, c.y);
	for (s = 0; s < t->nseg; s++) {
		if (tg->city[s].n == 0)
			continue;
		carc_view_segment(b->sc->g, i, s, &vs);
		fputs("<path class=\"city\" fill=\"#d9a05b\" stroke=\"#7a4a1c\" "
		    "stroke-width=\"2\" stroke-linejoin=\"round\" d=\"", out);
		path_points(b, &vt, &tg->city[s], 1);
		fputs("\">", out);
		feature_title(b, vs.feature);
		fputs("</path>\n", out);
		for (k = 0; k < t->seg[s].coa; k++)
			draw_shield(out, board_pt(b, &vt, k == 0 ? tg->coa[s] :
			    P(tg->coa[s].x, tg->coa[s].y + 18)));
	}
	if (t->monastery >= 0) {
		carc_view_segment(b->sc->g, i, t->monastery, &vs);
		fprintf(out, "<g class=\"monastery\">");
		feature_title(b, vs.feature);
		fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"24\" "
		    "height=\"20\" fill=\"#efe2c8\" stroke=\"#5a2a1a\" "
		    "stroke-width=\"1.5\"/><path d=\"M%.1f %.1f l16 -14 l16 14 "
		    "z\" fill=\"#a8372a\" stroke=\"#5a2a1a\" stroke-width=\"1.5\"/>"
		    "<path d=\"M%.1f %.1f v12 M%.1f %.1f h8\" stroke=\"#5a2a1a\" "
		    "stroke-width=\"2\"/></g>\n", c.x - 12, c.y - 4, c.x - 16,
		    c.y - 4, c.x, c.y - 33, c.x - 4, c.y - 29);
	}
	/* a centre feature of a kind a plugin declares */
	for (s = 0; s < t->nseg; s++) {
		struct title_arg ta;

		if ((pk = carc_pic_feature_find(kinds, t->seg[s].kind)) ==
		    NULL)
			continue;
		carc_view_segment(b->sc->g, i, s, &vs);
		ta.b = b;
		ta.feature = vs.feature;
		carc_pic_centre(out, c, pk, feature_title_cb, &ta);
	}
	/* the plugin's markings, under the figures */
	nd = carc_view_draws(b->sc->g, i, d, MAX_DRAWS);
	f = tile_frame(b, &vt);
	if (nd > 0) {
		fprintf(out, "<g class=\"markings\" data-seq=\"%d\">", vt.seq);
		carc_mk_draw(out, &f, d, nd, CARC_LAYER_ART, &b->links, NULL,
		    NULL);
		fputs("</g>\n", out);
	}
	fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" "
	    "fill=\"none\" stroke=\"#2f3d22\" stroke-opacity=\"0.45\"/>\n",
	    c.x - 50, c.y - 50, T, T);
	tile_label(b, &vt);
}

/* -- figures ------------------------------------------------------------- */

/* Where a figure of the scene stands (a span's, or one sent home): its
 * tile in vt, its anchor in *p; -1 when the tile or segment is not on
 * this board. */
static int
meeple_at(struct board *b, const struct carc_svg_meeple *m,
    struct carc_view_tile *vt, struct pt *p)
{
	if (m->tile < 0 || (size_t)m->tile >= carc_view_ntiles(b->sc->g))
		return -1;
	carc_view_tile(b->sc->g, (size_t)m->tile, vt);
	if (m->seg < 0 || m->seg >= vt->def->nseg)
		return -1;
	*p = board_pt(b, vt, geo_of(b, vt->type, vt->def)->anchor[m->seg]);
	return 0;
}

/* A figure, and the box labels keep clear of. */
static void
figure(struct board *b, struct pt p, int seat, const char *kind, int lying,
    int ghost, const char *title)
{
	const struct carc_pic_figure *k =
	    carc_pic_figure_find(&b->sc->kinds, kind);

	carc_pic_figure(b->out, p, seat_rgb(b, seat), k, lying, ghost, title);
	carc_layout_obstacle(&b->lay, carc_pic_figure_box(p, k));
}

/*
 * Board-only pictures: every figure of the game, each with the moves it
 * stood through, and dashed at the move that sent it home, for a viewer
 * that shows one move at a time.
 */
static void
draw_meeple_spans(struct board *b)
{
	char who[96], title[256];
	size_t i;

	for (i = 0; i < b->nspans; i++) {
		const struct carc_svg_meeple *m = &b->spans[i];
		struct carc_view_tile vt;
		struct pt p;
		int farmer;

		if (meeple_at(b, m, &vt, &p) != 0)
			continue;
		farmer = vt.def->seg[m->seg].kind == CARC_FIELD;
		carc_scene_player(b->sc, m->seat, who, sizeof(who));
		snprintf(title, sizeof(title), "%s: %s on seq %d (%d,%d)", who,
		    farmer ? "farmer in field" :
		    kind_name(b, vt.def->seg[m->seg].kind), vt.seq, vt.x, vt.y);
		if (m->from != m->to) {
			fprintf(b->out, "<g class=\"span\" data-from=\"%" PRId64
			    "\" data-to=\"%" PRId64 "\">", m->from, m->to);
			figure(b, p, m->seat, m->figure, farmer, 0, title);
			fputs("</g>\n", b->out);
		}
		if (m->to < 0)
			continue;
		snprintf(title, sizeof(title), "%s: %s", who, m->from == m->to ?
		    "the record's meeple of this move, not on the board "
		    "(scored and sent home at once, or refused)" :
		    "this meeple stood here before the move, and went home "
		    "when it scored");
		fprintf(b->out, "<g class=\"span-gone\" data-at=\"%" PRId64
		    "\">", m->to);
		figure(b, p, m->seat, m->figure, farmer, 1, title);
		fputs("</g>\n", b->out);
	}
}

/*
 * (4.0) The neutral figures (the neutral colour) and those that stand on
 * a tile: at their feature's anchor, set off so that a follower there
 * stays in sight, or at the tile's centre.
 */
static void
draw_loose(struct board *b)
{
	const struct carc_kinds *k = carc_view_kinds(b->sc->g);
	struct carc_view_loose l;
	char who[96], title[256];
	size_t i, n = carc_view_loose(b->sc->g, 0, &l);

	for (i = 0; i < n; i++) {
		struct carc_view_tile vt;
		const struct tile_geo *tg;
		struct pt p;

		carc_view_loose(b->sc->g, i, &l);
		carc_view_tile(b->sc->g, (size_t)l.tile, &vt);
		tg = geo_of(b, vt.type, vt.def);
		if (l.local >= 0) {
			p = board_pt(b, &vt, tg->anchor[l.local]);
			p.x += 12;
			p.y += 12;
		} else
			p = board_pt(b, &vt, P(50, 50));
		if (l.seat >= 0)
			carc_scene_player(b->sc, l.seat, who, sizeof(who));
		else
			snprintf(who, sizeof(who), "neutral");
		snprintf(title, sizeof(title), "%s %s on (%d,%d)",
		    k->figure[l.figure].name, who, vt.x, vt.y);
		figure(b, p, l.seat, k->figure[l.figure].name, 0, 0, title);
	}
}

static void
draw_meeples(struct board *b)
{
	size_t i, n = carc_view_ntiles(b->sc->g);
	char who[96], title[256];

	for (i = 0; i < n; i++) {
		struct carc_view_tile vt;
		const struct tile_geo *tg;
		int s;

		carc_view_tile(b->sc->g, i, &vt);
		tg = geo_of(b, vt.type, vt.def);
		for (s = 0; s < vt.def->nseg; s++) {
			struct carc_view_seg vs;

			if (carc_view_segment(b->sc->g, i, s, &vs) != 0 ||
			    vs.meeple < 0)
				continue;
			carc_scene_player(b->sc, vs.meeple, who, sizeof(who));
			snprintf(title, sizeof(title), "%s: %s #%d on seq %d "
			    "(%d,%d)", who, vs.kind == CARC_FIELD ? "farmer in "
			    "field" : kind_name(b, vs.kind), vs.feature, vt.seq,
			    vt.x, vt.y);
			figure(b, board_pt(b, &vt, tg->anchor[s]), vs.meeple,
			    carc_scene_figure(b->sc->g, &vs), vs.kind ==
			    CARC_FIELD, 0, title);
		}
	}
	draw_loose(b);
}

/* The figures the move sent home (scored): where they stood, dashed, so
 * the board still shows why the points were given; and the record's
 * figure of the move when it is not on the board. */
static void
draw_gone(struct board *b)
{
	const struct carc_scene *sc = b->sc;
	struct carc_svg_meeple rm;
	char who[96], title[256];
	size_t i;

	for (i = 0; i <= sc->ngone; i++) {
		const struct carc_svg_meeple *m = &sc->gone[i];
		struct carc_view_tile vt;
		struct pt p;

		if (i == sc->ngone) {
			if (carc_scene_recorded_gone(sc->g, sc->rec, sc->seq,
			    &rm) != 0)
				break;
			m = &rm;
		}
		if (meeple_at(b, m, &vt, &p) != 0)
			continue;
		carc_scene_player(sc, m->seat, who, sizeof(who));
		if (m == &rm)
			snprintf(title, sizeof(title), "the record's meeple of "
			    "%s on seq %" PRId64 ": not on the board now "
			    "(scored and returned, or refused)", who, sc->seq);
		else
			snprintf(title, sizeof(title), "%s: this meeple stood "
			    "here before the move, and went home when it "
			    "scored", who);
		figure(b, p, m->seat, m->figure,
		    vt.def->seg[m->seg].kind == CARC_FIELD, 1, title);
	}
}

/* -- outlines and labels ------------------------------------------------- */

static void
outline(struct board *b, int tile, const char *colour, const char *dash,
    int inset, const char *title)
{
	struct carc_view_tile vt;
	struct pt c;

	carc_view_tile(b->sc->g, (size_t)tile, &vt);
	c = board_pt(b, &vt, P(50, 50));
	fprintf(b->out, "<rect class=\"highlight\" x=\"%.1f\" y=\"%.1f\" "
	    "width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"%s\" "
	    "stroke-width=\"5\"%s%s%s><title>", c.x - 47.5 + inset,
	    c.y - 47.5 + inset, T - 5 - 2 * inset, T - 5 - 2 * inset, colour,
	    dash ? " stroke-dasharray=\"" : "", dash ? dash : "",
	    dash ? "\"" : "");
	carc_xml_text(b->out, title, 0);
	fputs("</title></rect>\n", b->out);
}

/* The tile placed at seq, or -1. */
static int
tile_of_seq(const struct carc_game *g, int64_t seq)
{
	size_t i, n = carc_view_ntiles(g);

	for (i = 0; i < n; i++) {
		struct carc_view_tile vt;

		carc_view_tile(g, i, &vt);
		if (vt.seq == seq)
			return (int)i;
	}
	return -1;
}

/*
 * The last tile, and every divergent move's tile (once, however many
 * rules it breaks), outlined; with `labels`, each rule a badge on its
 * tile, from the top edge down, placed clear of the tile's label and its
 * figures.
 */
static void
draw_highlights(struct board *b, int labels)
{
	const struct carc_verdict *v = b->sc->v;
	int last = carc_view_last_tile(b->sc->g);
	char title[400];
	size_t i, j, k;

	if (last >= 0 && !labels)
		outline(b, last, "#ff8c00", NULL, 0, "the last tile placed");
	for (i = 0; i < v->ndiv; i++) {
		const struct carc_divergence *d = &v->div[i];
		struct carc_view_tile vt;
		struct carc_box tb, bb, bx = board_box(b);
		double dx, dy, w, fs;
		int t;
		struct pt c;

		if (!d->has_seq || (t = tile_of_seq(b->sc->g, d->seq)) < 0)
			continue;
		for (j = 0, k = 0; j < i; j++)
			if (v->div[j].has_seq && tile_of_seq(b->sc->g,
			    v->div[j].seq) == t) {
				if (strcmp(v->div[j].rule, d->rule) == 0)
					break;
				k++;
			}
		if (j < i)
			continue;	/* this rule is on the tile already */
		if (!labels) {
			snprintf(title, sizeof(title), "seq %" PRId64 " %s: %s",
			    d->seq, d->rule, d->message);
			if (k == 0)
				outline(b, t, "#e0001b", "9 5", t == last ? 5 :
				    0, title);
			continue;
		}
		if (k >= 5)
			continue;
		carc_view_tile(b->sc->g, (size_t)t, &vt);
		c = board_pt(b, &vt, P(50, 50));
		/* on its tile, or as wide as it is across the tiles beside
		 * it; smaller when even the board is narrower */
		w = carc_text_width(d->rule, fs = 10, 1) + 4;
		tb = tile_box(b, &vt);
		if (w > T) {
			tb.x0 -= (w - T) / 2;
			tb.x1 += (w - T) / 2;
		}
		if (tb.x0 < bx.x0)
			tb.x0 = bx.x0;
		if (tb.x1 > bx.x1)
			tb.x1 = bx.x1;
		if (w > tb.x1 - tb.x0)
			fs *= (tb.x1 - tb.x0 - 1) / w;
		bb = carc_text_box(d->rule, c.x, c.y - 36 + 12 * (double)k, fs,
		    1, 0, 3);
		carc_layout_place(&b->lay, bb, tb, &dx, &dy);
		fprintf(b->out, "<text class=\"label divlabel\" x=\"%.1f\" "
		    "y=\"%.1f\" font-size=\"%.1f\" font-weight=\"bold\" "
		    "fill=\"#fff\" stroke=\"#e0001b\" stroke-width=\"3\" "
		    "paint-order=\"stroke\" text-anchor=\"middle\">", c.x + dx,
		    c.y - 36 + 12 * (double)k + dy, fs);
		carc_xml_text(b->out, d->rule, 0);
		fputs("</text>\n", b->out);
	}
}

/*
 * Everything drawn over the figures, once the figures are known: the
 * divergences' rule badges, the tiles' labels of their markings, the id
 * badges of tiles that draw nothing, and the plugins' labels over the
 * board; each clear of the tiles' labels, the figures and the labels
 * placed before it.
 */
static void
draw_labels(struct board *b, int full)
{
	struct carc_draw d[MAX_DRAWS];
	struct carc_mk_frame f;
	struct carc_box within;
	size_t i, k, n = carc_view_ntiles(b->sc->g), nd;

	if (full)
		draw_highlights(b, 1);
	for (i = 0; i < n; i++) {
		struct carc_view_tile vt;

		carc_view_tile(b->sc->g, i, &vt);
		nd = carc_view_draws(b->sc->g, i, d, MAX_DRAWS);
		if (nd == 0 && strcmp(vt.def->set, "base") != 0) {
			id_badge(b, &vt);
			continue;
		}
		for (k = 0; k < nd && d[k].layer != CARC_LAYER_LABEL; k++)
			;
		if (k == nd)
			continue;
		f = tile_frame(b, &vt);
		within = tile_box(b, &vt);
		fprintf(b->out, "<g class=\"labels\" data-seq=\"%d\">", vt.seq);
		carc_mk_draw(b->out, &f, d, nd, CARC_LAYER_LABEL, &b->links,
		    &b->lay, &within);
		fputs("</g>\n", b->out);
	}
	if (b->nbdraw > 0) {
		f = board_frame(b);
		within = board_box(b);
		fputs("<g class=\"board-labels\">", b->out);
		carc_mk_draw(b->out, &f, b->bdraw, b->nbdraw, CARC_LAYER_LABEL,
		    &b->links, &b->lay, &within);
		fputs("</g>\n", b->out);
	}
}

/* -- the whole picture -------------------------------------------------- */

/*
 * A tile type's geometry (its anchors are searched for, which is most of
 * a board's cost) depends on the type alone: it is kept from picture to
 * picture while the catalogue stays the same, so a report drawing
 * thousands of boards works it out once per type.
 */
static struct {
	const struct carc_catalogue *cat;
	size_t ntypes;
	struct tile_geo *geo;
	uint8_t *done;
} geo_cache;

void
carc_render_svg_forget(void)
{
	free(geo_cache.geo);
	free(geo_cache.done);
	memset(&geo_cache, 0, sizeof(geo_cache));
}

/* The board's extent, the geometry cache, the plugins' drawings over the
 * board (a full picture only) and the legend. */
static int
board_init(struct board *b, const struct carc_scene *sc, int full)
{
	const struct carc_catalogue *cat = carc_game_catalogue(sc->g);
	size_t i, n = carc_view_ntiles(sc->g);

	b->sc = sc;
	b->links.g = sc->g;
	b->links.href = sc->rule_href;
	carc_layout_init(&b->lay);
	carc_seat_colours(sc->rec, b->colours);
	for (i = 0; i < n; i++) {
		struct carc_view_tile vt;

		carc_view_tile(sc->g, i, &vt);
		if (i == 0 || vt.x < b->minx)
			b->minx = vt.x;
		if (i == 0 || vt.x > b->maxx)
			b->maxx = vt.x;
		if (i == 0 || vt.y < b->miny)
			b->miny = vt.y;
		if (i == 0 || vt.y > b->maxy)
			b->maxy = vt.y;
	}
	if (geo_cache.cat != cat || geo_cache.ntypes != cat->ntypes) {
		carc_render_svg_forget();
		geo_cache.geo = calloc(cat->ntypes ? cat->ntypes : 1,
		    sizeof(*geo_cache.geo));
		geo_cache.done = calloc(cat->ntypes ? cat->ntypes : 1, 1);
		if (geo_cache.geo == NULL || geo_cache.done == NULL) {
			carc_render_svg_forget();
			return -1;
		}
		geo_cache.cat = cat;
		geo_cache.ntypes = cat->ntypes;
	}
	b->geo = geo_cache.geo;
	b->geo_done = geo_cache.done;
	b->ox = MARGIN;
	b->oy = MARGIN;
	/* A board drawn for one move shows what the plugins draw over it
	 * as the game then stands (carc_scene_replay took it); a whole
	 * game's board for a viewer stepping through it cannot. */
	if (full && n > 0) {
		b->bdraw = sc->board.d;
		b->nbdraw = sc->board.n;
	}
	survey(b);
	return 0;
}

static int
render(FILE *out, const struct carc_scene *sc, int flags,
    const struct carc_svg_meeple *spans, size_t nspans)
{
	size_t i, n = carc_view_ntiles(sc->g);
	int full = !(flags & CARC_SVG_BOARD_ONLY);
	struct board *b;
	struct carc_mk_frame f;
	double bottom = 0;
	int width, height, x, y, cols, rows, r = -1;
	char *panel = NULL;
	size_t panel_len = 0;
	FILE *mem = NULL;

	/* a board's legend holds its icons' primitives: kept off the stack */
	if ((b = calloc(1, sizeof(*b))) == NULL)
		return -1;
	b->out = out;
	b->spans = spans;
	b->nspans = nspans;
	if (board_init(b, sc, full) != 0)
		goto out;
	cols = b->maxx - b->minx + 1;
	rows = b->maxy - b->miny + 1;
	/* The panel goes beside the board; its height is known once drawn,
	 * so it is drawn first, into memory. */
	if (full) {
		if ((mem = open_memstream(&panel, &panel_len)) == NULL)
			goto out;
		carc_svg_panel(mem, b, MARGIN + cols * T + 30, MARGIN - 14,
		    &bottom);
		if (fclose(mem) != 0) {
			mem = NULL;
			goto out;
		}
		mem = NULL;
	}
	height = MARGIN + rows * T + 20;
	if ((int)bottom + 20 > height)
		height = (int)bottom + 20;
	width = MARGIN + cols * T + (full ? 30 + PANEL : 20);

	if (flags & CARC_SVG_STANDALONE)
		fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", out);
	fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "class=\"carc-board\" width=\"%d\" height=\"%d\" "
	    "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Verdana, "
	    "sans-serif\">\n", width, height, width, height);
	fprintf(out, "<title>carc: game %" PRId64 "</title>\n", sc->rec->id);
	fprintf(out, "<rect class=\"ground\" width=\"%d\" height=\"%d\" "
	    "fill=\"#fbfaf6\"/>\n", width, height);
	if (n > 0)
		fprintf(out, "<rect class=\"table\" x=\"%d\" y=\"%d\" "
		    "width=\"%d\" height=\"%d\" fill=\"#e9e4d4\"/>\n", MARGIN,
		    MARGIN, cols * T, rows * T);
	for (i = 0; i < n; i++)
		draw_tile(b, i);
	if (b->nbdraw > 0) {
		f = board_frame(b);
		fputs("<g class=\"board-art\">", out);
		carc_mk_draw(out, &f, b->bdraw, b->nbdraw, CARC_LAYER_ART,
		    &b->links, NULL, NULL);
		fputs("</g>\n", out);
	}
	if (full) {
		draw_highlights(b, 0);
		draw_meeples(b);
		draw_gone(b);
	} else
		draw_meeple_spans(b);
	draw_labels(b, full);
	/* coordinates: x east along the top, y south down the side; last,
	 * so that a viewer moving them over the board shows them */
	for (x = b->minx; x <= b->maxx && n > 0; x++)
		fprintf(out, "<text class=\"coord\" data-x=\"%d\" x=\"%d\" "
		    "y=\"%d\" font-size=\"12\" fill=\"#666\" stroke=\"#fbfaf6\" "
		    "stroke-width=\"3\" paint-order=\"stroke\" "
		    "text-anchor=\"middle\">x %d</text>\n", x,
		    MARGIN + (x - b->minx) * T + T / 2, MARGIN - 10, x);
	for (y = b->miny; y <= b->maxy && n > 0; y++)
		fprintf(out, "<text class=\"coord\" data-y=\"%d\" x=\"%d\" "
		    "y=\"%d\" font-size=\"12\" fill=\"#666\" stroke=\"#fbfaf6\" "
		    "stroke-width=\"3\" paint-order=\"stroke\" "
		    "text-anchor=\"middle\" transform=\"rotate(-90 %d %d)\">"
		    "y %d</text>\n", y, MARGIN - 12,
		    MARGIN + (y - b->miny) * T + T / 2, MARGIN - 12,
		    MARGIN + (y - b->miny) * T + T / 2, y);
	if (panel != NULL)
		fwrite(panel, 1, panel_len, out);
	fputs("</svg>\n", out);
	r = ferror(out) || b->lay.oom ? -1 : 0;
out:
	if (mem != NULL)
		fclose(mem);
	free(panel);
	carc_layout_free(&b->lay);
	free(b);
	return r;
}

int
carc_render_svg(FILE *out, const struct carc_scene *sc, int flags)
{
	return render(out, sc, flags & ~CARC_SVG_BOARD_ONLY, NULL, 0);
}

int
carc_render_board_svg(FILE *out, const struct carc_scene *sc,
    const struct carc_svg_meeple *spans, size_t nspans)
{
	return render(out, sc, CARC_SVG_BOARD_ONLY, spans, nspans);
}

int
carc_render_legend_svg(FILE *out, const struct carc_scene *sc,
    const struct carc_svg_meeple *spans, size_t nspans)
{
	struct board *b;
	char *body = NULL;
	size_t len = 0;
	double bottom = 0;
	FILE *mem;
	int r = -1;

	if ((b = calloc(1, sizeof(*b))) == NULL)
		return -1;
	b->spans = spans;
	b->nspans = nspans;
	if (board_init(b, sc, 0) != 0 || b->nlegend == 0) {
		r = b->nlegend == 0 ? 0 : -1;
		goto out;
	}
	if ((mem = open_memstream(&body, &len)) == NULL)
		goto out;
	b->out = mem;
	carc_svg_legend(mem, b, 10, 4, &bottom);
	if (fclose(mem) != 0)
		goto out;
	fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "class=\"carc-legend\" width=\"%d\" height=\"%d\" "
	    "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Verdana, "
	    "sans-serif\">\n", PANEL, (int)bottom + 10, PANEL,
	    (int)bottom + 10);
	fwrite(body, 1, len, out);
	fputs("</svg>\n", out);
	r = ferror(out) ? -1 : 0;
out:
	free(body);
	carc_layout_free(&b->lay);
	free(b);
	return r;
}
