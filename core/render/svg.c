/*
 * svg.c - the board as SVG (svg.h): each tile drawn from its geometry
 * (tile_geo.c) and turned onto the board, the plugins' glyphs, the
 * meeples, the outlines of the last and the divergent tiles, the panel
 * beside the board, and the document around them.
 */
#include "config.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "engine/view.h"
#include "render/markings.h"
#include "render/svg.h"
#include "render/tile_geo.h"
#include "util/xml.h"

#define MARGIN 40		/* room for the coordinates */
#define PANEL 600		/* the text beside the board */
#define MAX_GLYPHS 8		/* markings per tile */
#define MAX_LEGEND 16		/* kinds of marking in one legend */

/* The perimeter clockwise from the NW corner: half h runs from rim[h]
 * to rim[h + 1]. */
static const struct pt rim[8] = {
	{ 0, 0 }, { 50, 0 }, { 100, 0 }, { 100, 50 },
	{ 100, 100 }, { 50, 100 }, { 0, 100 }, { 0, 50 }
};

static const char *const seat_colours[CARC_GAME_SEATS] = {
	"#1f5fbf", "#d62728", "#f2c200", "#222222", "#8e44ad", "#ff7f0e"
};

const char *
carc_seat_colour(int seat)
{
	if (seat < 0 || seat >= CARC_GAME_SEATS)
		return "#888888";
	return seat_colours[seat];
}

/*
 * Names and colours: a player named after a meeple colour ("Red", "blue
 * player") gets that colour, whatever the seat; the other seats take the
 * colours no name claimed, in the usual seat order (blue, red, yellow,
 * black, purple, orange, then green, grey, pink).  A record naming no
 * colour keeps the seat colours.  Every picture and page uses this.
 */
static const struct { const char *name, *alias, *rgb; } named_colours[] = {
	{ "blue", NULL, "#1f5fbf" }, { "red", NULL, "#d62728" },
	{ "yellow", NULL, "#f2c200" }, { "black", NULL, "#222222" },
	{ "purple", "violet", "#8e44ad" }, { "orange", NULL, "#ff7f0e" },
	{ "green", NULL, "#2e9e3e" }, { "grey", "gray", "#8c8c8c" },
	{ "pink", NULL, "#e377c2" }
};
#define NCOLOURS (sizeof(named_colours) / sizeof(named_colours[0]))

/* The colour a name starts with, as a whole word, or -1. */
static int
colour_of_name(const char *name)
{
	size_t i, n;
	const char *w;

	while (*name == ' ')
		name++;
	for (i = 0; i < NCOLOURS; i++) {
		int k;

		for (k = 0; k < 2; k++) {
			w = k ? named_colours[i].alias : named_colours[i].name;
			if (w == NULL)
				continue;
			n = strlen(w);
			if (strncasecmp(name, w, n) == 0 &&
			    !((name[n] >= 'a' && name[n] <= 'z') ||
			    (name[n] >= 'A' && name[n] <= 'Z')))
				return (int)i;
		}
	}
	return -1;
}

void
carc_seat_colours(const struct carc_record *rec,
    const char *out[CARC_MAX_SEATS])
{
	int taken[NCOLOURS], c;
	size_t s, n = rec != NULL ? rec->nplayers : 0, next = 0;

	memset(taken, 0, sizeof(taken));
	for (s = 0; s < CARC_MAX_SEATS; s++)
		out[s] = NULL;
	for (s = 0; s < n && s < CARC_MAX_SEATS; s++)
		if ((c = colour_of_name(rec->players[s].name)) >= 0 &&
		    !taken[c]) {
			taken[c] = 1;
			out[s] = named_colours[c].rgb;
		}
	for (s = 0; s < CARC_MAX_SEATS; s++) {
		if (out[s] != NULL)
			continue;
		while (next < NCOLOURS && taken[next])
			next++;
		if (next == NCOLOURS) {
			out[s] = "#888888";
			continue;
		}
		taken[next] = 1;
		out[s] = named_colours[next].rgb;
	}
}

/* -- text -------------------------------------------------------------- */


/* -- drawing ----------------------------------------------------------- */

struct board {
	FILE *out;
	const struct carc_scene *sc;
	int minx, miny, maxx, maxy;
	int ox, oy;			/* where (minx, miny) is drawn */
	struct tile_geo *geo;		/* per catalogue type, lazily */
	uint8_t *geo_done;
	/* the markings on the board, one of each meaning, for the legend;
	 * the active rose (the last placed) and the section of the last
	 * tile, when it is a quarter tile */
	const char *colours[CARC_MAX_SEATS];	/* carc_seat_colours */
	struct carc_glyph legend[MAX_LEGEND];
	size_t nlegend;
	struct carc_glyph rose, section;
	int rose_tile, has_section;
	const struct carc_svg_meeple *gone;	/* went home in the move */
	size_t ngone;
	const struct carc_svg_meeple *spans;	/* board-only: the meeples */
	size_t nspans;			/* of the whole game, with their moves */
};

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
kind_name(int kind)
{
	return kind >= 0 && kind < 4 ? carc_kind_names[kind] : "feature";
}

/* "city #12: complete, 3 tiles, 1 coat of arms; meeples: P1 (seat 0)" */
static void
feature_title(struct board *b, int feature)
{
	struct carc_view_feature f;
	char who[96];
	int s, any = 0;

	carc_view_feature(b->sc->g, feature, &f);
	fprintf(b->out, "<title>%s #%d: ", kind_name(f.kind), f.feature);
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

/* Tile i's glyphs, cleared first (fields a plugin leaves unset read
 * as zero); returns how many. */
static size_t
glyphs_of(const struct board *b, size_t i, struct carc_glyph *gl, size_t max)
{
	size_t n;

	memset(gl, 0, max * sizeof(*gl));
	n = carc_view_glyphs(b->sc->g, i, gl, max);
	return n > max ? max : n;
}

/*
 * A plugin's markings, as its draw hook describes them: the core draws
 * towers, roses, signposts and sections without knowing what they mean
 * (markings.c).  They turn with the tile, so a rose's N shows its
 * orientation.
 */
static void
draw_glyphs(struct board *b, const struct carc_view_tile *vt,
    const struct carc_glyph *gl, size_t n)
{
	struct carc_mk_tile mt;
	struct pt c = board_pt(b, vt, P(50, 50));
	size_t k;

	mt.cx = c.x;
	mt.cy = c.y;
	mt.rotation = vt->rotation & 3;
	for (k = 0; k < n; k++)
		carc_mk_glyph(b->out, &mt, &gl[k]);
}

static void
draw_tile(struct board *b, size_t i)
{
	struct carc_view_tile vt;
	const struct tile_geo *tg;
	const struct carc_tile_type *t;
	FILE *out = b->out;
	struct carc_view_seg vs;
	struct carc_glyph gl[MAX_GLYPHS];
	struct pt p, c;
	char who[96];
	size_t ngl;
	int s, h, k;

	carc_view_tile(b->sc->g, i, &vt);
	t = vt.def;
	tg = geo_of(b, vt.type, t);
	p = board_pt(b, &vt, P(0, 0));
	c = board_pt(b, &vt, P(50, 50));
	carc_scene_player(b->sc, vt.seat, who, sizeof(who));
	fprintf(out, "<g class=\"tile\" id=\"seq-%d\"><title>seq %d: ",
	    vt.seq, vt.seq);
	carc_xml_text(out, t->id, 0);
	fprintf(out, " at (%d,%d) rotation %d, ", vt.x, vt.y,
	    vt.rotation * 90);
	carc_xml_text(out, vt.seat < 0 ? "start tile" : who, 0);
	fputs("</title>\n", out);
	/* the square itself, in case a field leaves a gap */
	fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" "
	    "fill=\"#9cc96b\"/>\n", c.x - 50, c.y - 50, T, T);
	(void)p;
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
	/* An expansion's markings are the plugin's (drawn below); a tile
	 * of an expansion without any (inert: its set is not enabled)
	 * carries its id instead, so a reader can look it up
	 * (spec/tiles.md). */
	ngl = glyphs_of(b, i, gl, MAX_GLYPHS);
	if (strcmp(t->set, "base") != 0 && ngl == 0) {
		int len = (int)strlen(t->id), w;
		struct pt q;

		if (len > 12)
			len = 12;
		w = 10 + 7 * len;
		q = t->monastery >= 0 ? P(c.x + 48 - w / 2.0, c.y + 34) :
		    P(c.x, c.y + 2);
		fprintf(out, "<g class=\"marking\"><title>");
		carc_xml_text(out, t->set, 0);
		fprintf(out, " tile %s</title><rect x=\"%.1f\" y=\"%.1f\" "
		    "width=\"%d\" height=\"18\" rx=\"5\" fill=\"#4b2a7b\" "
		    "stroke=\"#fff\"/><text x=\"%.1f\" y=\"%.1f\" "
		    "text-anchor=\"middle\" font-size=\"11\" fill=\"#fff\" "
		    "font-weight=\"bold\">", vt.inert ?
		    "(set not enabled: no markings)" : "", q.x - w / 2.0,
		    q.y - 9, w, q.x, q.y + 4);
		carc_xml_text(out, t->id, (size_t)len);
		fputs("</text></g>\n", out);
	}
	draw_glyphs(b, &vt, gl, ngl);
	fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" "
	    "fill=\"none\" stroke=\"#2f3d22\" stroke-opacity=\"0.45\"/>\n",
	    c.x - 50, c.y - 50, T, T);
	fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"9\" "
	    "fill=\"#1b2610\" fill-opacity=\"0.8\">%d ", c.x - 47, c.y + 46,
	    vt.seq);
	carc_xml_text(out, t->id, 8);
	fputs("</text></g>\n", out);
}

/* A meeple centred on p; a farmer lies on its side. */
static void
draw_meeple(FILE *out, struct pt p, const char *colour, int farmer,
    int ghost, const char *title)
{
	fprintf(out, "<g class=\"%s\" transform=\"translate(%.1f %.1f)%s\">",
	    ghost ? "meeple ghost" : "meeple", p.x, p.y,
	    farmer ? " rotate(-90)" : "");
	fputs("<title>", out);
	carc_xml_text(out, title, 0);
	fputs("</title>", out);
	fprintf(out, "<path d=\"M0 -13 C5 -13 6 -10 6 -7.5 C6 -5.5 5 -4.5 4 "
	    "-4 L12 -1.5 C14.5 -0.5 14 3.5 11 3.5 L6 2.5 L10 11 C10.5 13 9 "
	    "13.5 7 13.5 L2.5 13.5 L0 8 L-2.5 13.5 L-7 13.5 C-9 13.5 -10.5 13 "
	    "-10 11 L-6 2.5 L-11 3.5 C-14 3.5 -14.5 -0.5 -12 -1.5 L-4 -4 C-5 "
	    "-4.5 -6 -5.5 -6 -7.5 C-6 -10 -5 -13 0 -13 Z\" ");
	if (ghost)
		fprintf(out, "fill=\"none\" stroke=\"%s\" stroke-width=\"2\" "
		    "stroke-dasharray=\"3 2\"/>", colour);
	else
		fprintf(out, "fill=\"%s\" stroke=\"%s\" stroke-width=\"1.6\"/>",
		    colour, strcmp(colour, "#222222") == 0 ? "#ffffff" :
		    "#111111");
	fputs("</g>\n", out);
}

/* Where a recorded meeple stands (a span's, or one sent home): its tile
 * in vt, its anchor in *p; -1 when the tile or segment is not on this
 * board. */
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

/* Board-only pictures: every meeple of the game, each with the moves
 * it stood through, for a viewer that shows one move at a time. */
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
		    kind_name(vt.def->seg[m->seg].kind), vt.seq, vt.x, vt.y);
		fprintf(b->out, "<g class=\"span\" data-from=\"%" PRId64
		    "\" data-to=\"%" PRId64 "\">", m->from, m->to);
		draw_meeple(b->out, p, seat_rgb(b, m->seat), farmer, 0, title);
		fputs("</g>\n", b->out);
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
			    "field" : kind_name(vs.kind), vs.feature, vt.seq,
			    vt.x, vt.y);
			draw_meeple(b->out, board_pt(b, &vt, tg->anchor[s]),
			    seat_rgb(b, vs.meeple), vs.kind == CARC_FIELD, 0,
			    title);
		}
	}
}

/* The meeples the move sent home (scored): where they stood, dashed,
 * so the board still shows why the points were given. */
static void
draw_gone(struct board *b)
{
	char who[96], title[256];
	size_t i;

	for (i = 0; i < b->ngone; i++) {
		const struct carc_svg_meeple *m = &b->gone[i];
		struct carc_view_tile vt;
		struct pt p;

		if (meeple_at(b, m, &vt, &p) != 0)
			continue;
		carc_scene_player(b->sc, m->seat, who, sizeof(who));
		snprintf(title, sizeof(title), "%s: this meeple stood here "
		    "before the move, and went home when it scored", who);
		draw_meeple(b->out, p, seat_rgb(b, m->seat),
		    vt.def->seg[m->seg].kind == CARC_FIELD, 1, title);
	}
}

size_t
carc_svg_meeples(const struct carc_game *g, struct carc_svg_meeple *out,
    size_t max)
{
	size_t i, k = 0, n = carc_view_ntiles(g);

	for (i = 0; i < n; i++) {
		struct carc_view_tile vt;
		struct carc_view_seg vs;
		int s;

		carc_view_tile(g, i, &vt);
		for (s = 0; s < vt.def->nseg; s++) {
			if (carc_view_segment(g, i, s, &vs) != 0 ||
			    vs.meeple < 0)
				continue;
			if (k < max) {
				out[k].tile = (int)i;
				out[k].seg = s;
				out[k].seat = vs.meeple;
				out[k].from = out[k].to = -1;
			}
			k++;
		}
	}
	return k;
}

size_t
carc_svg_gone(const struct carc_game *g, struct carc_svg_meeple *m, size_t n)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++) {
		struct carc_view_seg vs;

		if (m[i].tile >= 0 && (size_t)m[i].tile < carc_view_ntiles(g) &&
		    carc_view_segment(g, (size_t)m[i].tile, m[i].seg, &vs) == 0 &&
		    vs.meeple == m[i].seat)
			continue;
		m[k++] = m[i];
	}
	return k;
}

/* The meeple the record puts on the last move's tile, when it is not on
 * the board any more (scored and returned in the same move, refused). */
static void
draw_recorded_meeple(struct board *b, int tile)
{
	const struct carc_move *m;
	struct carc_view_tile vt;
	struct carc_view_seg vs;
	char spot[CARC_SPOT_MAX], title[160];
	size_t n;
	int s;

	if (b->sc->seq < 0 || tile < 0)
		return;
	m = &b->sc->rec->moves[b->sc->seq];
	carc_view_tile(b->sc->g, (size_t)tile, &vt);
	if (m->meeple.null || m->meeple.too_long || !m->has_seat ||
	    vt.seq != b->sc->seq)
		return;
	n = strcspn(m->meeple.s, ", ");
	memcpy(spot, m->meeple.s, n);
	spot[n] = '\0';
	s = carc_view_spot_segment(b->sc->g, (size_t)tile, spot);
	if (s < 0 || carc_view_segment(b->sc->g, (size_t)tile, s, &vs) != 0 ||
	    vs.meeple >= 0)
		return;
	snprintf(title, sizeof(title), "the record's meeple of seat %d on %s: "
	    "not on the board now (scored and returned, or refused)",
	    (int)m->seat, spot);
	draw_meeple(b->out, board_pt(b, &vt, geo_of(b, vt.type,
	    vt.def)->anchor[s]), seat_rgb(b, (int)m->seat),
	    vs.kind == CARC_FIELD, 1, title);
}

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
	    c.y - 47.5 + inset, T - 5 - 2 * inset, T - 5 - 2 * inset, colour, dash ? " stroke-dasharray=\"" : "", dash ? dash : "",
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

static void
draw_highlights(struct board *b)
{
	const struct carc_verdict *v = b->sc->v;
	int last = carc_view_last_tile(b->sc->g);
	char title[400];
	size_t i, j, k;

	if (last >= 0)
		outline(b, last, "#ff8c00", NULL, 0, "the last tile placed");
	for (i = 0; i < v->ndiv; i++) {
		const struct carc_divergence *d = &v->div[i];
		struct carc_view_tile vt;
		int t;
		struct pt c;

		if (!d->has_seq || (t = tile_of_seq(b->sc->g, d->seq)) < 0)
			continue;
		snprintf(title, sizeof(title), "seq %" PRId64 " %s: %s",
		    d->seq, d->rule, d->message);
		/* one outline per tile; its rules stacked from the top edge
		 * down, clear of the tile's own label (bottom left) */
		for (j = 0, k = 0; j < i; j++)
			if (v->div[j].has_seq && tile_of_seq(b->sc->g,
			    v->div[j].seq) == t) {
				if (strcmp(v->div[j].rule, d->rule) == 0)
					break;
				k++;
			}
		if (j < i)
			continue;	/* this rule is on the tile already */
		if (k == 0)
			outline(b, t, "#e0001b", "9 5", t == last ? 5 : 0,
			    title);
		if (k >= 5)
			continue;
		carc_view_tile(b->sc->g, (size_t)t, &vt);
		c = board_pt(b, &vt, P(50, 50));
		fprintf(b->out, "<text class=\"divlabel\" x=\"%.1f\" y=\"%.1f\" "
		    "font-size=\"10\" font-weight=\"bold\" fill=\"#fff\" "
		    "stroke=\"#e0001b\" stroke-width=\"3\" paint-order=\"stroke\" "
		    "text-anchor=\"middle\">", c.x, c.y - 36 + 12 * (double)k);
		carc_xml_text(b->out, d->rule, 0);
		fputs("</text>\n", b->out);
	}
	draw_recorded_meeple(b, last);
}

/*
 * One look at every tile's markings before drawing: one legend entry
 * per meaning, the active rose (ROSE-ACTIVE, as the compass plugin's
 * glyph says: the rose placed last), and the last tile's section when
 * it is a quarter tile, whose points the picture then shows at stake.
 */
static void
survey_markings(struct board *b)
{
	size_t i, k, j, n = carc_view_ntiles(b->sc->g), ngl;
	int last = carc_view_last_tile(b->sc->g);
	struct carc_glyph gl[MAX_GLYPHS];

	b->rose_tile = -1;
	for (i = 0; i < n; i++) {
		ngl = glyphs_of(b, i, gl, MAX_GLYPHS);
		for (k = 0; k < ngl; k++) {
			if (gl[k].kind == CARC_GLYPH_ROSE) {
				b->rose = gl[k];
				b->rose_tile = (int)i;
			}
			if (gl[k].kind == CARC_GLYPH_SECTION &&
			    (int)i == last) {
				b->section = gl[k];
				b->has_section = 1;
			}
			if (gl[k].legend == NULL)
				continue;
			for (j = 0; j < b->nlegend &&
			    strcmp(b->legend[j].legend, gl[k].legend) != 0; j++)
				;
			if (j == b->nlegend && j < MAX_LEGEND)
				b->legend[b->nlegend++] = gl[k];
		}
	}
}

static void
draw_sections(struct board *b, int cols, int rows)
{
	struct carc_view_tile vt;
	struct carc_mk_tile mt;
	struct pt c;

	if (!b->has_section || b->rose_tile < 0)
		return;
	carc_view_tile(b->sc->g, (size_t)b->rose_tile, &vt);
	c = board_pt(b, &vt, P(50, 50));
	mt.cx = c.x;
	mt.cy = c.y;
	mt.rotation = vt.rotation & 3;
	carc_mk_sections(b->out, &mt, &b->rose, &b->section, b->ox, b->oy,
	    b->ox + cols * T, b->oy + rows * T);
}

/* -- the panel beside the board ---------------------------------------- */

struct panel {
	FILE *out;
	double x, y;
};

/* May a line break at s[i] (a space)?  Inside brackets, only after a
 * comma, so a rule id keeps its points on its line. */
static int
breakable(const char *s, size_t i)
{
	size_t k;
	int depth = 0;

	if (s[i] != ' ')
		return 0;
	for (k = 0; k < i; k++)
		depth += s[k] == '[' ? 1 : s[k] == ']' ? -1 : 0;
	return depth <= 0 || (i > 0 && s[i - 1] == ',');
}

/* One line of text, cut into lines of at most width characters. */
static void
panel_text(struct panel *pn, const char *style, const char *s, int indent)
{
	const int width = 74 - indent;
	size_t len = strlen(s), at = 0;

	while (at < len || at == 0) {
		size_t n = len - at, cut;

		if (n > (size_t)width) {
			/* break at the last space within the width, never
			 * between a rule id and its points ("[BASE-CITY-PTS
			 * 4, ...]": only after a comma inside brackets) */
			for (cut = (size_t)width; cut > 0 &&
			    !breakable(s, at + cut); cut--)
				;
			n = cut > 0 ? cut : (size_t)width;
			/* never inside a UTF-8 sequence */
			while (n > 1 && ((unsigned char)s[at + n] & 0xc0) ==
			    0x80)
				n--;
		}
		fprintf(pn->out, "<text x=\"%.1f\" y=\"%.1f\" %s>", pn->x +
		    indent * 7, pn->y, style);
		carc_xml_text(pn->out, s + at, n);
		fputs("</text>\n", pn->out);
		pn->y += 16;
		at += n;
		while (at < len && s[at] == ' ')
			at++;
		if (len == 0)
			break;
	}
}

#define PLAIN "font-size=\"12.5\" fill=\"#1a1a1a\""
#define HEAD "font-size=\"14\" font-weight=\"bold\" fill=\"#1a1a1a\""
#define RED "font-size=\"12.5\" fill=\"#b00015\""

static void
draw_panel(FILE *out, const struct board *b, double x, double y,
    double *bottom)
{
	const struct carc_scene *sc = b->sc;
	const struct carc_verdict *v = sc->v;
	const struct carc_award *aw;
	struct panel pn;
	char line[512], who[96], move[256];
	size_t i, naw;
	int s, nseats = carc_game_nseats(sc->g);

	pn.out = out;
	pn.x = x;
	pn.y = y + 14;
	if (sc->seq < 0)
		snprintf(line, sizeof(line), "game %" PRId64, sc->rec->id);
	else if (sc->whole)
		snprintf(line, sizeof(line), "game %" PRId64 ": the whole "
		    "record, %zu moves%s", sc->rec->id, sc->rec->nmoves,
		    sc->final ? ", final scoring played" : "");
	else
		snprintf(line, sizeof(line), "game %" PRId64 ": after seq %"
		    PRId64 " of %zu", sc->rec->id, sc->seq,
		    sc->rec->nmoves - 1);
	panel_text(&pn, "font-size=\"17\" font-weight=\"bold\" "
	    "fill=\"#1a1a1a\"", line, 0);
	if (v->kind == CARC_UNVERIFIABLE) {
		panel_text(&pn, RED, "unverifiable:", 0);
		panel_text(&pn, RED, v->reason, 1);
		*bottom = pn.y;
		return;
	}
	snprintf(line, sizeof(line), "verdict %s: %s (%zu divergence%s)",
	    sc->whole ? "of the game" : "up to here",
	    carc_verdict_names[v->kind], v->ndiv, v->ndiv == 1 ? "" : "s");
	panel_text(&pn, v->kind == CARC_VALID ? PLAIN : RED, line, 0);
	if (sc->stopped)
		panel_text(&pn, RED, "the replay stopped early: the record "
		    "cannot be applied past a divergence below", 0);
	pn.y += 6;
	fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" " HEAD ">scores (the "
	    "rules)</text><text x=\"%.1f\" y=\"%.1f\" " PLAIN " text-anchor="
	    "\"end\">meeples in supply</text>", pn.x, pn.y, pn.x + 385,
	    pn.y);
	if (sc->whole)
		fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" " PLAIN " text-anchor="
		    "\"end\">recorded total</text>", pn.x + 520, pn.y);
	fputc('\n', out);
	pn.y += 18;
	for (s = 0; s < nseats; s++) {
		fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"12\" "
		    "height=\"12\" fill=\"%s\" stroke=\"#111\"/>\n", pn.x,
		    pn.y - 11, seat_rgb(b, s));
		carc_scene_player(sc, s, who, sizeof(who));
		fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" " PLAIN ">",
		    pn.x + 18, pn.y);
		carc_xml_text(out, who, 24);
		fprintf(out, "</text><text x=\"%.1f\" y=\"%.1f\" font-size="
		    "\"13\" font-weight=\"bold\" text-anchor=\"end\">%d</text>"
		    "<text x=\"%.1f\" y=\"%.1f\" " PLAIN " text-anchor=\"end\">"
		    "%d</text>", pn.x + 240, pn.y, carc_game_score(sc->g, s),
		    pn.x + 385, pn.y, carc_game_supply(sc->g, s));
		if (sc->whole && (size_t)s < v->nseats && v->has_recorded[s])
			fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" %s "
			    "text-anchor=\"end\">%" PRId64 "</text>", pn.x + 520,
			    pn.y, v->recorded[s] == v->computed[s] ? PLAIN : RED,
			    v->recorded[s]);
		fputc('\n', out);
		pn.y += 17;
	}
	pn.y += 6;
	if (sc->seq >= 0) {
		carc_scene_move(sc, sc->seq, move, sizeof(move));
		snprintf(line, sizeof(line), "seq %" PRId64 ": %s", sc->seq,
		    move);
		panel_text(&pn, HEAD, "last move", 0);
		panel_text(&pn, PLAIN, line, 0);
		pn.y += 6;
	}
	naw = carc_game_awards(sc->g, &aw);
	panel_text(&pn, HEAD, sc->final ? "points at final scoring (the "
	    "rules)" : "points in this move (the rules)", 0);
	if (naw == 0 || sc->stopped)
		panel_text(&pn, PLAIN, "none", 1);
	for (i = 0; i < naw && !sc->stopped; i++) {
		int k;
		size_t len;

		char why[96];

		carc_scene_player(sc, aw[i].seat, who, sizeof(who));
		snprintf(line, sizeof(line), "+%d %s, %s: %s%s [", aw[i].points,
		    who, aw[i].kind ? aw[i].kind : "",
		    carc_award_why(&aw[i], why, sizeof(why)),
		    aw[i].tie ? " (tie)" : "");
		for (k = 0; k < aw[i].nparts; k++) {
			len = strlen(line);
			snprintf(line + len, sizeof(line) - len, "%s%s %d",
			    k ? ", " : "", aw[i].parts[k].rule ?
			    aw[i].parts[k].rule : "?", aw[i].parts[k].points);
		}
		if (aw[i].nparts == 0) {
			len = strlen(line);
			snprintf(line + len, sizeof(line) - len, "%s",
			    aw[i].rule ? aw[i].rule : "?");
		}
		len = strlen(line);
		snprintf(line + len, sizeof(line) - len, "]");
		panel_text(&pn, PLAIN, line, 1);
	}
	pn.y += 6;
	panel_text(&pn, HEAD, v->ndiv ? "divergences (record vs rules)" :
	    "divergences: none", 0);
	for (i = 0; i < v->ndiv; i++) {
		const struct carc_divergence *d = &v->div[i];
		char seat[32] = "";

		if (d->has_seat)
			snprintf(seat, sizeof(seat), " seat %d", d->seat);
		if (d->has_seq)
			snprintf(line, sizeof(line), "seq %" PRId64 "%s %s",
			    d->seq, seat, d->rule);
		else
			snprintf(line, sizeof(line), "final%s %s", seat,
			    d->rule);
		panel_text(&pn, "font-size=\"12.5\" font-weight=\"bold\" "
		    "fill=\"#b00015\"", line, 1);
		panel_text(&pn, PLAIN, d->message, 2);
		snprintf(line, sizeof(line), "expected %s; recorded %s",
		    d->expected, d->recorded);
		panel_text(&pn, PLAIN, line, 2);
	}
	pn.y += 8;
	/* the legend: every marking on the board, with its icon */
	if (b->nlegend > 0)
		panel_text(&pn, HEAD, "markings on this board", 0);
	for (i = 0; i < b->nlegend; i++) {
		pn.y += 6;
		fputs("<g class=\"legend\">", out);
		carc_mk_icon(out, pn.x + 14, pn.y - 5, &b->legend[i]);
		panel_text(&pn, PLAIN, b->legend[i].legend, 5);
		fputs("</g>\n", out);
		pn.y += 4;
	}
	if (b->has_section && b->rose_tile >= 0)
		panel_text(&pn, PLAIN, "bands and names: the sections of the "
		    "active rose, measured from its square (its row and column "
		    "belong to both sections beside them; ROSE-SECTION)", 0);
	pn.y += 4;
	panel_text(&pn, "font-size=\"11\" fill=\"#555\"", "orange outline: "
	    "the last tile; red dashes: a divergent move, its rule on top; "
	    "dashed figure: a meeple this move sent home after it scored, or "
	    "the record's meeple of this move, not on the board; purple badge: a tile of an expansion the game does "
	    "not enable (no markings).", 0);
	*bottom = pn.y;
}

/* A board alone (the report's viewer) keeps its legend under it. */
static void
draw_legend_below(FILE *out, const struct board *b, double x, double y,
    double *bottom)
{
	struct panel pn;
	size_t i;

	*bottom = 0;
	if (b->nlegend == 0)
		return;
	pn.out = out;
	pn.x = x;
	pn.y = y;
	panel_text(&pn, HEAD, "markings on this board", 0);
	for (i = 0; i < b->nlegend; i++) {
		pn.y += 6;
		fputs("<g class=\"legend\">", out);
		carc_mk_icon(out, pn.x + 14, pn.y - 5, &b->legend[i]);
		panel_text(&pn, PLAIN, b->legend[i].legend, 5);
		fputs("</g>\n", out);
		pn.y += 4;
	}
	*bottom = pn.y;
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

static int
render(FILE *out, const struct carc_scene *sc, int flags,
    const struct carc_svg_meeple *spans, size_t nspans,
    const struct carc_svg_meeple *gone, size_t ngone)
{
	const struct carc_catalogue *cat = carc_game_catalogue(sc->g);
	size_t i, n = carc_view_ntiles(sc->g);
	struct board b;
	double bottom;
	int width, height, x, y, cols, rows;
	char *panel = NULL;
	size_t panel_len = 0;
	FILE *mem;

	memset(&b, 0, sizeof(b));
	b.out = out;
	b.sc = sc;
	b.spans = spans;
	b.nspans = nspans;
	b.gone = gone;
	b.ngone = ngone;
	carc_seat_colours(sc->rec, b.colours);
	if (n == 0) {
		b.minx = b.maxx = b.miny = b.maxy = 0;
	} else {
		for (i = 0; i < n; i++) {
			struct carc_view_tile vt;

			carc_view_tile(sc->g, i, &vt);
			if (i == 0 || vt.x < b.minx)
				b.minx = vt.x;
			if (i == 0 || vt.x > b.maxx)
				b.maxx = vt.x;
			if (i == 0 || vt.y < b.miny)
				b.miny = vt.y;
			if (i == 0 || vt.y > b.maxy)
				b.maxy = vt.y;
		}
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
	b.geo = geo_cache.geo;
	b.geo_done = geo_cache.done;
	survey_markings(&b);
	cols = b.maxx - b.minx + 1;
	rows = b.maxy - b.miny + 1;
	b.ox = MARGIN;
	b.oy = MARGIN;
	/* The panel goes beside the board; its height is known once drawn,
	 * so it is drawn first, into memory. */
	if ((mem = open_memstream(&panel, &panel_len)) == NULL) {
		return -1;
	}
	if (flags & CARC_SVG_BOARD_ONLY)
		draw_legend_below(mem, &b, MARGIN, MARGIN + rows * T + 24,
		    &bottom);
	else
		draw_panel(mem, &b, MARGIN + cols * T + 30, MARGIN - 14,
		    &bottom);
	if (fclose(mem) != 0) {
		free(panel);
		return -1;
	}
	height = MARGIN + rows * T + 20;
	if ((int)bottom + 20 > height)
		height = (int)bottom + 20;
	width = MARGIN + cols * T + ((flags & CARC_SVG_BOARD_ONLY) ? 20 :
	    30 + PANEL);
	if ((flags & CARC_SVG_BOARD_ONLY) && b.nlegend > 0 && width < PANEL)
		width = PANEL;		/* room for the legend's lines */

	if (flags & CARC_SVG_STANDALONE)
		fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", out);
	fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "class=\"carc-board\" width=\"%d\" height=\"%d\" "
	    "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Verdana, "
	    "sans-serif\">\n", width, height, width, height);
	fprintf(out, "<title>carc: game %" PRId64 "</title>\n", sc->rec->id);
	/* the arrowhead of signposts and rose needles (every board defines
	 * the same one, so boards inlined in one page agree) */
	fputs("<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"7\" "
	    "refY=\"5\" markerWidth=\"4\" markerHeight=\"4\" "
	    "orient=\"auto\"><path d=\"M0 0 L10 5 L0 10 z\" "
	    "fill=\"#7a4a12\"/></marker></defs>\n", out);
	fprintf(out, "<rect width=\"%d\" height=\"%d\" fill=\"#fbfaf6\"/>\n",
	    width, height);
	/* coordinates: x east along the top, y south down the side */
	for (x = b.minx; x <= b.maxx && n > 0; x++)
		fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"12\" "
		    "fill=\"#666\" text-anchor=\"middle\">x %d</text>\n",
		    MARGIN + (x - b.minx) * T + T / 2, MARGIN - 10, x);
	for (y = b.miny; y <= b.maxy && n > 0; y++)
		fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"12\" "
		    "fill=\"#666\" text-anchor=\"middle\" transform=\"rotate(-90 "
		    "%d %d)\">y %d</text>\n", MARGIN - 12,
		    MARGIN + (y - b.miny) * T + T / 2, MARGIN - 12,
		    MARGIN + (y - b.miny) * T + T / 2, y);
	if (n > 0)
		fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
		    "fill=\"#e9e4d4\"/>\n", MARGIN, MARGIN, cols * T, rows * T);
	for (i = 0; i < n; i++)
		draw_tile(&b, i);
	if (flags & CARC_SVG_BOARD_ONLY) {
		draw_meeple_spans(&b);
	} else {
		draw_sections(&b, cols, rows);
		draw_highlights(&b);
		draw_meeples(&b);
		draw_gone(&b);
	}
	fwrite(panel, 1, panel_len, out);
	fputs("</svg>\n", out);
	free(panel);
	return ferror(out) ? -1 : 0;
}

int
carc_render_svg(FILE *out, const struct carc_scene *sc, int flags)
{
	return render(out, sc, flags & ~CARC_SVG_BOARD_ONLY, NULL, 0, NULL,
	    0);
}

int
carc_render_svg_gone(FILE *out, const struct carc_scene *sc, int flags,
    const struct carc_svg_meeple *gone, size_t ngone)
{
	return render(out, sc, flags & ~CARC_SVG_BOARD_ONLY, NULL, 0, gone,
	    ngone);
}

int
carc_render_board_svg(FILE *out, const struct carc_scene *sc,
    const struct carc_svg_meeple *spans, size_t nspans)
{
	return render(out, sc, CARC_SVG_BOARD_ONLY, spans, nspans, NULL, 0);
}
