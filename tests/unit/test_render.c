/*
 * test_render.c - the drawing code under the pictures (core/render):
 * what the core makes of a plugin's primitives (markings.c: read before
 * written, turned with the tile, text upright, labels moved clear, rule
 * titles and links, legend icons), the placing of labels (layout.c), the
 * kinds plugins declare drawn from a fake declaration (declared.c: taken
 * from a fake table of the engine's, and a board of the real engine drawn
 * with them: svg.c), and the links of a
 * rules document's "Sources:" lines (reference.c).
 */
#include "config.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <CUnit/Basic.h>

#include "core/host/paths_config.h"
#include "cunit_main.h"

#include "engine/view.h"
#include "harness.h"
#include "render/declared.h"
#include "render/layout.h"
#include "render/markings.h"
#include "render/reference.h"
#include "render/rules_html.h"
#include "render/scene.h"
#include "render/svg.h"

/* What f wrote into a memory stream, NUL-ended; the caller frees it. */
struct mem {
	FILE *f;
	char *buf;
	size_t len;
};

static void
mem_open(struct mem *m)
{
	m->buf = NULL;
	m->len = 0;
	m->f = open_memstream(&m->buf, &m->len);
	CU_ASSERT_PTR_NOT_NULL_FATAL(m->f);
}

static char *
mem_close(struct mem *m)
{
	CU_ASSERT_FATAL(fclose(m->f) == 0);
	return m->buf;
}

static struct carc_draw
prim(int op, const char *path, double x, double y, double r)
{
	struct carc_draw d;

	memset(&d, 0, sizeof(d));
	d.size = sizeof(d);
	d.op = op;
	d.path = path;
	d.x = x;
	d.y = y;
	d.r = r;
	return d;
}

/* -- layout ----------------------------------------------------------------- */

static void
test_text_width(void)
{
	/* DejaVu Sans Bold: N 837, E 683 thousandths of an em */
	CU_ASSERT_DOUBLE_EQUAL(carc_text_width("NE", 10, 1), 15.2, 0.001);
	CU_ASSERT_DOUBLE_EQUAL(carc_text_width("NE", 10, 0), 13.8, 0.001);
	/* any other character an em: one for the two bytes of "é" */
	CU_ASSERT_DOUBLE_EQUAL(carc_text_width("\xc3\xa9", 10, 0), 10, 0.001);
}

static void
test_layout_place(void)
{
	struct carc_layout l;
	struct carc_box ob = { 40, 40, 60, 60 }, lab = { 45, 45, 55, 50 };
	struct carc_box room = { 0, 0, 100, 100 }, tight = { 44, 44, 56, 56 };
	double dx, dy;

	carc_layout_init(&l);
	/* free: stays */
	CU_ASSERT_EQUAL(carc_layout_place(&l, lab, room, &dx, &dy), 0);
	CU_ASSERT_DOUBLE_EQUAL(dx, 0, 0.001);
	CU_ASSERT_DOUBLE_EQUAL(dy, 0, 0.001);
	/* over an obstacle: moved off it, up first, and off the label
	 * placed before */
	carc_layout_obstacle(&l, ob);
	CU_ASSERT_EQUAL(carc_layout_place(&l, lab, room, &dx, &dy), 0);
	CU_ASSERT(lab.y1 + dy <= ob.y0 || lab.y0 + dy >= ob.y1 ||
	    lab.x1 + dx <= ob.x0 || lab.x0 + dx >= ob.x1);
	CU_ASSERT(dy < 0 && dx == 0);
	/* outside its room: brought in */
	lab.x0 = 95;
	lab.x1 = 110;
	CU_ASSERT_EQUAL(carc_layout_place(&l, lab, room, &dx, &dy), 0);
	CU_ASSERT(lab.x1 + dx <= 100);
	/* no free place in its room: -1, and placed all the same */
	lab.x0 = 45;
	lab.x1 = 55;
	CU_ASSERT_EQUAL(carc_layout_place(&l, lab, tight, &dx, &dy), -1);
	CU_ASSERT_EQUAL(l.nplaced, 4);
	carc_layout_free(&l);
}

/* -- primitives ------------------------------------------------------------- */

static void
test_valid(void)
{
	struct carc_draw d;

	d = prim(CARC_DRAW_PATH, "M0 0 L10 10 h5 v-5 C1 2 3 4 5 6 Q1 1 2 2 "
	    "A5 5 0 0 1 20 20 z m1,1 l2 2 Z", 0, 0, 0);
	CU_ASSERT(carc_mk_valid(&d));
	d.path = "M0 0 L10 10\" onload=\"x";	/* no markup */
	CU_ASSERT(!carc_mk_valid(&d));
	d.path = "M0 0 S1 1 2 2";		/* not a command the ABI names */
	CU_ASSERT(!carc_mk_valid(&d));
	d.path = "L0 0";			/* data begins with a move */
	CU_ASSERT(!carc_mk_valid(&d));
	d.path = "M0 0 L1";			/* a number short */
	CU_ASSERT(!carc_mk_valid(&d));
	d.path = "M0 0 L1e999 0";		/* not finite */
	CU_ASSERT(!carc_mk_valid(&d));
	d.path = NULL;
	CU_ASSERT(!carc_mk_valid(&d));
	d = prim(CARC_DRAW_CIRCLE, NULL, 5, 5, 3);
	CU_ASSERT(carc_mk_valid(&d));
	d.fill = "red";				/* colours are #rrggbb */
	CU_ASSERT(!carc_mk_valid(&d));
	d.fill = "#12345g";
	CU_ASSERT(!carc_mk_valid(&d));
	d.fill = "#12345F";
	CU_ASSERT(carc_mk_valid(&d));
	d.r = 0;
	CU_ASSERT(!carc_mk_valid(&d));
	d = prim(CARC_DRAW_TEXT, NULL, NAN, 5, 0);
	d.text = "N";
	CU_ASSERT(!carc_mk_valid(&d));
	d.x = 5;
	CU_ASSERT(carc_mk_valid(&d));
	d.text = "";
	CU_ASSERT(!carc_mk_valid(&d));
	d.op = 99;
	d.text = "N";
	CU_ASSERT(!carc_mk_valid(&d));
}

/*
 * A tile's primitives land turned with it (a quarter turn takes the box's
 * (50, 10) to (90, 50)); text stays upright; a primitive the core cannot
 * read is left out; a run of one rule gets its title and link once.
 */
static void
test_draw_turned(void)
{
	struct carc_draw d[5];
	struct carc_mk_frame f = { 100, 200, 1, 1 };
	struct carc_mk_links lk = { NULL, "../reference/" };
	struct mem m;
	char *s;

	d[0] = prim(CARC_DRAW_CIRCLE, NULL, 50, 10, 4);
	d[0].fill = "#ff0000";
	d[0].rule = "X-ONE";
	d[1] = prim(CARC_DRAW_TEXT, NULL, 50, 10, 0);
	d[1].text = "N<&>";
	d[1].rule = "X-ONE";
	d[2] = prim(CARC_DRAW_PATH, "M50 0 L50 50", 0, 0, 0);
	d[2].stroke = "#00ff00";
	d[3] = prim(CARC_DRAW_CIRCLE, NULL, 1, 1, 1);
	d[3].fill = "not a colour";
	d[4] = prim(CARC_DRAW_TEXT, NULL, 50, 50, 0);
	d[4].text = "label";
	d[4].layer = CARC_LAYER_LABEL;
	mem_open(&m);
	carc_mk_draw(m.f, &f, d, 5, CARC_LAYER_ART, &lk, NULL, NULL);
	s = mem_close(&m);
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "<circle cx=\"190.0\" cy=\"250.0\" "
	    "r=\"4.00\" fill=\"#ff0000\""));
	/* upright: no transform; its centre turned, its baseline below */
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "<text x=\"190.0\" y=\"254.3\""));
	CU_ASSERT_PTR_NOT_NULL(strstr(s, ">N&lt;&amp;&gt;</text>"));
	/* one link for the run of X-ONE, then the path outside it */
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "<a href=\"../reference/X-ONE.html\" "
	    "data-rule=\"X-ONE\"><title>X-ONE</title><circle"));
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "</text></a><path transform=\""
	    "translate(100.0 200.0) rotate(90 50 50)\" d=\"M50 0 L50 50\""));
	CU_ASSERT_PTR_NULL(strstr(s, "not a colour"));
	CU_ASSERT_PTR_NULL(strstr(s, "label"));	/* another layer */
	free(s);

	/* ABI 3.2: an upright path is not turned; its anchor (20, 30) is,
	 * to (70, 20) of the box turned a quarter, at (170, 220) */
	d[0] = prim(CARC_DRAW_PATH, "M15 30 L20 25 L25 30 Z", 20, 30, 0);
	d[0].fill = "#884422";
	d[0].upright = 1;
	mem_open(&m);
	carc_mk_draw(m.f, &f, d, 1, CARC_LAYER_ART, NULL, NULL, NULL);
	s = mem_close(&m);
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "<path transform=\"translate(170.0 "
	    "220.0) translate(-20.0 -30.0)\" d=\"M15 30 L20 25 L25 30 Z\""));
	CU_ASSERT_PTR_NULL(strstr(s, "rotate("));
	free(s);
	/* unturned, the frame's own transform, as for any path */
	f.rotation = 0;
	mem_open(&m);
	carc_mk_draw(m.f, &f, d, 1, CARC_LAYER_ART, NULL, NULL, NULL);
	s = mem_close(&m);
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "<path transform=\"translate(100.0 "
	    "200.0)\" d=\"M15 30"));
	free(s);
}

/* A label is moved clear of what it would hide, and kept in its room. */
static void
test_draw_label(void)
{
	struct carc_draw d = prim(CARC_DRAW_TEXT, NULL, 50, 50, 0);
	struct carc_mk_frame f = { 0, 0, 1, 0 };
	struct carc_box fig = { 35, 35, 65, 65 }, room = { 0, 0, 100, 100 };
	struct carc_layout l;
	struct mem m;
	double x, y;
	char *s, *t;

	d.text = "NE";
	d.layer = CARC_LAYER_LABEL;
	d.font_size = 14;
	carc_layout_init(&l);
	carc_layout_obstacle(&l, fig);
	mem_open(&m);
	carc_mk_draw(m.f, &f, &d, 1, CARC_LAYER_LABEL, NULL, &l, &room);
	s = mem_close(&m);
	CU_ASSERT_FATAL((t = strstr(s, "<text class=\"label\" x=\"")) != NULL);
	CU_ASSERT_FATAL(sscanf(t, "<text class=\"label\" x=\"%lf\" y=\"%lf\"",
	    &x, &y) == 2);
	/* above or below the figure (the nearest free place: below),
	 * halo included, and inside its room */
	CU_ASSERT(y + 0.24 * 14 + 1.75 <= 35.01 ||
	    y - 0.76 * 14 - 1.75 >= 64.99);
	CU_ASSERT(y - 0.76 * 14 - 1.75 >= 0 && y + 0.24 * 14 + 1.75 <= 100);
	CU_ASSERT_DOUBLE_EQUAL(x, 50, 0.001);
	/* and a halo, being a label */
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "stroke=\"#ffffff\""));
	free(s);
	carc_layout_free(&l);
}

/* A legend icon: only the primitives of its legend, fitted to its size. */
static void
test_icon(void)
{
	struct carc_draw d[2];
	struct carc_box b;
	struct mem m;
	char *s;

	d[0] = prim(CARC_DRAW_CIRCLE, NULL, 50, 50, 50);
	d[0].legend = "a disc";
	d[0].fill = "#000000";
	d[1] = prim(CARC_DRAW_CIRCLE, NULL, 10, 10, 2);
	d[1].legend = "a dot";
	CU_ASSERT_EQUAL(carc_mk_bbox(d, 2, "a disc", &b), 0);
	CU_ASSERT_DOUBLE_EQUAL(b.x0, 0, 0.001);
	CU_ASSERT_DOUBLE_EQUAL(b.x1, 100, 0.001);
	CU_ASSERT_EQUAL(carc_mk_bbox(d, 2, "nothing", &b), -1);
	mem_open(&m);
	carc_mk_icon(m.f, 20, 30, 26, d, 2, "a disc");
	s = mem_close(&m);
	/* its own 26 x 26 picture at (20, 30), the disc's box in view */
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "<svg class=\"icon\" x=\"7.0\" "
	    "y=\"17.0\" width=\"26.0\" height=\"26.0\" viewBox=\"0.0 0.0 "
	    "100.0 100.0\" overflow=\"hidden\"><circle cx=\"50.0\" "
	    "cy=\"50.0\" r=\"50.00\""));
	CU_ASSERT_PTR_NULL(strstr(s, "r=\"2.00\""));	/* not the dot */
	free(s);
	/* a small marking keeps its size: a window of 26 units */
	mem_open(&m);
	carc_mk_icon(m.f, 20, 30, 26, d, 2, "a dot");
	s = mem_close(&m);
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "viewBox=\"-3.0 -3.0 26.0 26.0\""));
	free(s);
	/* bigger than a tile (drawn over the board): a map of it, its
	 * words still readable (8 pixels of the 26) */
	d[0].r = 500;
	d[1] = prim(CARC_DRAW_TEXT, NULL, 300, 200, 0);
	d[1].text = "NE";
	d[1].legend = "a disc";
	mem_open(&m);
	carc_mk_icon(m.f, 20, 30, 26, d, 2, "a disc");
	s = mem_close(&m);
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "viewBox=\"-450.0 -450.0 1000.0 "
	    "1000.0\""));
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "font-size=\"307.7\""));
	free(s);
}

/* -- kinds a plugin declares, from a fake declaration ----------------------- */

static struct carc_pic_kinds kinds;

static void
fake_kinds(void)
{
	memset(&kinds, 0, sizeof(kinds));
	kinds.figure[0].name = "big";
	kinds.figure[0].icon = "M20 90 L50 10 L80 90 Z";
	kinds.figure[0].scale = 1.5;
	kinds.figure[0].legend = "big follower: weighs two";
	kinds.figure[1].name = "shady";
	kinds.figure[1].icon = "M0 0 L1 1\"/><script>x</script>";
	kinds.nfigures = 2;
	kinds.feature[0].kind = CARC_MONASTERY;	/* stands in for a garden */
	kinds.feature[0].name = "garden";
	kinds.feature[0].colour = "#3a9d23";
	kinds.feature[0].legend = "garden: the abbot's";
	kinds.nfeatures = 1;
	kinds.edge[0].kind = CARC_ROAD;		/* stands in for water */
	kinds.edge[0].letter = 'W';
	kinds.edge[0].name = "water";
	kinds.edge[0].colour = "#3b7dd8";
	kinds.edge[0].legend = "river: water runs on";
	kinds.nedges = 1;
}

static void
test_kinds_find(void)
{
	fake_kinds();
	CU_ASSERT_PTR_EQUAL(carc_pic_figure_find(&kinds, "big"),
	    &kinds.figure[0]);
	CU_ASSERT_PTR_NULL(carc_pic_figure_find(&kinds, "follower"));
	CU_ASSERT_PTR_NULL(carc_pic_figure_find(&kinds, "abbot"));
	CU_ASSERT_PTR_NULL(carc_pic_figure_find(&kinds, NULL));
	CU_ASSERT_PTR_NULL(carc_pic_figure_find(NULL, "big"));
	CU_ASSERT_PTR_EQUAL(carc_pic_feature_find(&kinds, CARC_MONASTERY),
	    &kinds.feature[0]);
	CU_ASSERT_PTR_NULL(carc_pic_feature_find(&kinds, CARC_CITY));
	CU_ASSERT_PTR_EQUAL(carc_pic_edge_find(&kinds, CARC_ROAD),
	    &kinds.edge[0]);
	CU_ASSERT_PTR_NULL(carc_pic_edge_find(&kinds, CARC_FIELD));
}

/* The pictures' fields of the kinds the engine knows: the declared ones
 * only, from a fake table of the engine's (one of each sort declared). */
static void
test_kinds_from(void)
{
	static const struct carc_feature_kind garden = { "garden",
	    CARC_SHAPE_CENTRE, NULL, "#3a9d23", "garden: the abbot's" };
	static const struct carc_edge_kind water = { "water", 'W', NULL,
	    "#3b7dd8", "river: water runs on" };
	static const struct carc_figure_kind big = { "big", 1, 2,
	    CARC_FIGURE_FOLLOWER, NULL, NULL, NULL, NULL,
	    "M20 90 L50 10 L80 90 Z", 1.5, "big follower: weighs two" };
	struct carc_kinds k;
	struct carc_pic_kinds out;

	carc_kinds_init(&k);
	k.feature[CARC_KIND_PLUGIN].name = "garden";
	k.feature[CARC_KIND_PLUGIN].decl = &garden;
	k.edge[CARC_EDGE_PLUGIN].name = "water";
	k.edge[CARC_EDGE_PLUGIN].letter = 'W';
	k.edge[CARC_EDGE_PLUGIN].decl = &water;
	k.figure[k.nfigures].name = "big";
	k.figure[k.nfigures++].decl = &big;
	carc_pic_kinds_from(&k, &out);
	CU_ASSERT_EQUAL_FATAL(out.nfigures, 1);
	CU_ASSERT_STRING_EQUAL(out.figure[0].name, "big");
	CU_ASSERT_STRING_EQUAL(out.figure[0].icon, big.icon);
	CU_ASSERT_DOUBLE_EQUAL(out.figure[0].scale, 1.5, 0.001);
	CU_ASSERT_EQUAL_FATAL(out.nfeatures, 1);
	CU_ASSERT_EQUAL(out.feature[0].kind, CARC_KIND_PLUGIN);
	CU_ASSERT_STRING_EQUAL(out.feature[0].colour, "#3a9d23");
	CU_ASSERT_EQUAL_FATAL(out.nedges, 1);
	CU_ASSERT_EQUAL(out.edge[0].kind, CARC_EDGE_PLUGIN);
	CU_ASSERT_EQUAL(out.edge[0].letter, 'W');
	CU_ASSERT_STRING_EQUAL(out.edge[0].legend, "river: water runs on");
	/* the core's kinds alone: nothing to draw their way */
	carc_kinds_init(&k);
	carc_pic_kinds_from(&k, &out);
	CU_ASSERT_EQUAL(out.nfigures + out.nfeatures + out.nedges, 0);
}

static void
centre_title(void *arg)
{
	fprintf(arg, "<title>a garden, complete</title>");
}

static void
test_kinds_draw(void)
{
	struct carc_box b;
	struct mem m;
	char *s;

	fake_kinds();
	mem_open(&m);
	/* the follower: its own shape, a follower's box */
	carc_pic_figure(m.f, P(100, 100), "#d62728", NULL, 0, 0, "P1");
	b = carc_pic_figure_box(P(100, 100), NULL);
	CU_ASSERT_DOUBLE_EQUAL(b.x1 - b.x0, 30, 0.001);
	/* a declared kind: its icon, centred, at its scale, lying */
	carc_pic_figure(m.f, P(200, 100), "#1f5fbf", &kinds.figure[0], 1, 0,
	    "P2's big");
	b = carc_pic_figure_box(P(200, 100), &kinds.figure[0]);
	CU_ASSERT_DOUBLE_EQUAL(b.x1 - b.x0, 45, 0.001);
	/* an icon that is no path: the follower's shape instead */
	carc_pic_figure(m.f, P(300, 100), "not a colour", &kinds.figure[1], 0,
	    1, "P3");
	carc_pic_centre(m.f, P(50, 50), &kinds.feature[0], centre_title, m.f);
	carc_pic_edge_band(m.f, P(50, 0), P(50, 50), &kinds.edge[0]);
	s = mem_close(&m);
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "<g class=\"meeple\" transform=\""
	    "translate(100.0 100.0)\"><title>P1</title><path d=\"M0 -13"));
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "data-figure=\"big\" transform=\""
	    "translate(200.0 100.0) rotate(-90) scale(0.435) "
	    "translate(-50 -50)\"><title>P2&apos;s big</title><path d=\"M20 90 "
	    "L50 10 L80 90 Z\" fill=\"#1f5fbf\""));
	CU_ASSERT_PTR_NULL(strstr(s, "<script>"));
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "data-figure=\"shady\" transform=\""
	    "translate(300.0 100.0)\"><title>P3</title><path d=\"M0 -13"));
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "fill=\"none\" stroke=\"#888888\""));
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "<g class=\"centre\" data-kind="
	    "\"garden\"><title>a garden, complete</title><rect x=\"34.0\" "
	    "y=\"34.0\""));
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "fill=\"#3a9d23\""));
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "<g class=\"edge-band\" data-kind="
	    "\"water\"><path d=\"M50.0 0.0 L50.0 50.0\""));
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "stroke=\"#3b7dd8\""));
	free(s);
}

static int
count(const char *s, const char *what)
{
	int n = 0;

	while ((s = strstr(s, what)) != NULL) {
		n++;
		s += strlen(what);
	}
	return n;
}

/*
 * A board of the real engine drawn with declared kinds (the fake above:
 * the kinds the engine's view will give): each road edge a band, the
 * monastery a centre of its kind, a figure of a declared kind by its
 * icon, and each in the legend.
 */
static void
test_kinds_board(void)
{
	struct carc_game *g;
	struct carc_record rec;
	struct carc_verdict v;
	struct carc_scene *sc;
	struct carc_error err;
	struct mem m;
	int b, d, x, y, r, placed = 0, edges = 0, k;
	char *s;

	CU_ASSERT_FATAL(harness_open("signposts", &g) == 0);
	fake_kinds();
	d = carc_catalogue_find(carc_game_catalogue(g), "D");
	b = carc_catalogue_find(carc_game_catalogue(g), "B");
	CU_ASSERT_FATAL(d >= 0 && b >= 0);
	CU_ASSERT_FATAL(carc_game_begin(g, 2, 0, NULL, 0, &err) == 0);
	CU_ASSERT_FATAL(carc_game_place(g, 0, -1, d, 0, 0, 0, 0) == 0);
	/* B, the monastery, wherever it first fits beside D */
	for (y = -1; y <= 1 && !placed; y++)
		for (x = -1; x <= 1 && !placed; x++)
			for (r = 0; r < 4 && !placed; r++)
				if ((x == 0) != (y == 0) &&
				    carc_game_check_place(g, b, x, y, r) ==
				    CARC_PLACE_OK) {
					CU_ASSERT_FATAL(carc_game_place(g, 1, 0,
					    b, x, y, r, 0) == 0);
					placed = 1;
				}
	CU_ASSERT_FATAL(placed);
	for (k = 0; k < 4; k++)
		edges += (carc_game_catalogue(g)->types[d].edge_kind[k] ==
		    CARC_ROAD) + (carc_game_catalogue(g)->types[b].edge_kind[k] ==
		    CARC_ROAD);
	carc_record_init(&rec);
	carc_verdict_init(&v);
	CU_ASSERT_FATAL((sc = calloc(1, sizeof(*sc))) != NULL);
	carc_scene_init(sc, g, &rec, &v, -1);
	sc->kinds = kinds;
	/* a big follower, sent home from the monastery */
	sc->gone[0].tile = 1;
	sc->gone[0].seg = carc_game_catalogue(g)->types[b].monastery;
	sc->gone[0].seat = 0;
	sc->gone[0].figure = "big";
	sc->ngone = 1;
	mem_open(&m);
	CU_ASSERT_EQUAL(carc_render_svg(m.f, sc, 0), 0);
	s = mem_close(&m);
	CU_ASSERT_EQUAL(count(s, "<g class=\"edge-band\" data-kind=\"water\">"),
	    edges);
	CU_ASSERT(edges > 0);
	CU_ASSERT_EQUAL(count(s, "<g class=\"centre\" data-kind=\"garden\">"),
	    1);
	CU_ASSERT_EQUAL(count(s, "<g class=\"meeple ghost\" data-figure="
	    "\"big\""), 1);
	/* the legend says each kind once */
	CU_ASSERT_EQUAL(count(s, ">river: water runs on</text>"), 1);
	CU_ASSERT_EQUAL(count(s, ">garden: the abbot&apos;s</text>"), 1);
	CU_ASSERT_EQUAL(count(s, ">big follower: weighs two</text>"), 1);
	free(s);
	free(sc);
	carc_record_free(&rec);
	carc_verdict_free(&v);
	carc_render_svg_forget();
	harness_close(g);
}

/* -- links of the rules documents ------------------------------------------- */

static char dir[PATH_MAX];

static void
remove_dir(void)
{
	if (dir[0] != '\0')
		rmdir(dir);
}

static void
test_links(void)
{
	static const char doc[] =
	    "# Title\n\n## 2. A chapter\n\nSources: [Chapter](http://c.example/ch)\n"
	    "### 2.1 A section\nSome words https://not.a.source/\n"
	    "Sources: [A (one)](https://a.example/x_(1)/y); bare "
	    "https://b.example/z, [again](http://c.example/ch)\n"
	    "**Sources:** [B](https://b.example/bold)\n"
	    "### 2.2 Another\nNo sources here.\n## 3. Next\n";
	struct carc_link *l;
	char path[PATH_MAX + 16];
	size_t n;
	FILE *f;

	snprintf(path, sizeof(path), "%s/my.md", dir);
	CU_ASSERT_PTR_NOT_NULL_FATAL(f = fopen(path, "w"));
	fputs(doc, f);
	fclose(f);
	CU_ASSERT_EQUAL_FATAL(carc_ref_links(dir, "my.md 2.1 A section; x",
	    &l, &n), 0);
	CU_ASSERT_EQUAL_FATAL(n, 4);
	CU_ASSERT_STRING_EQUAL(l[0].title, "A (one)");
	CU_ASSERT_STRING_EQUAL(l[0].url, "https://a.example/x_(1)/y");
	CU_ASSERT_STRING_EQUAL(l[1].title, "https://b.example/z");
	CU_ASSERT_STRING_EQUAL(l[1].url, "https://b.example/z");
	CU_ASSERT_STRING_EQUAL(l[2].url, "http://c.example/ch");
	CU_ASSERT_STRING_EQUAL(l[3].url, "https://b.example/bold");
	carc_ref_links_free(l, n);
	/* a section without sources: its chapter's */
	CU_ASSERT_EQUAL(carc_ref_links(dir, "my.md 2.2", &l, &n), 0);
	CU_ASSERT_EQUAL_FATAL(n, 1);
	CU_ASSERT_STRING_EQUAL(l[0].title, "Chapter");
	carc_ref_links_free(l, n);
	/* no such section, no such document, no document at all */
	CU_ASSERT_EQUAL(carc_ref_links(dir, "my.md 9.1", &l, &n), 0);
	CU_ASSERT_EQUAL(n, 0);
	CU_ASSERT_EQUAL(carc_ref_links(dir, "other.md 2.1", &l, &n), 0);
	CU_ASSERT_EQUAL(n, 0);
	CU_ASSERT_EQUAL(carc_ref_links(dir, "../my.md 2.1", &l, &n), 0);
	CU_ASSERT_EQUAL(n, 0);
	CU_ASSERT_EQUAL(carc_ref_links(dir, "Wikicarpedia The Signposts", &l,
	    &n), 0);
	CU_ASSERT_EQUAL(n, 0);
	/* a document citing its list of sources: the section's citations,
	 * each once, those with a URL */
	CU_ASSERT_PTR_NOT_NULL_FATAL(f = fopen(path, "w"));
	fputs("## 2. Placing\n### 2.2 Where\n- text [R1] [J1] and [R4]; "
	    "again [R1], not [x1] or [R]\n### 2.3 Next\n- [R2]\n"
	    "## 7. Sources\n- [R1] Wikicarpedia, River (C2/C3 rules page): "
	    "https://w.example/River ; more https://w.example/rev\n"
	    "- [R2] Other: https://o.example/\n"
	    "- [R4] papageek.com, The River: https://p.example/river.htm "
	    "(\"quoted\")\n- [J1] `farin/JCloisterZone` code\n", f);
	fclose(f);
	CU_ASSERT_EQUAL(carc_ref_links(dir, "my.md 2.2", &l, &n), 0);
	CU_ASSERT_EQUAL_FATAL(n, 2);
	CU_ASSERT_STRING_EQUAL(l[0].title, "Wikicarpedia, River");
	CU_ASSERT_STRING_EQUAL(l[0].url, "https://w.example/River");
	CU_ASSERT_STRING_EQUAL(l[1].title, "papageek.com, The River");
	CU_ASSERT_STRING_EQUAL(l[1].url, "https://p.example/river.htm");
	carc_ref_links_free(l, n);
	unlink(path);
	/* carc's own rules text: the Watchtowers' pages */
	CU_ASSERT_EQUAL(carc_ref_links(CARC_SOURCE_DIR "/doc/rules",
	    "rules-en.md 3.3 Area and values, footnote 6", &l, &n), 0);
	CU_ASSERT_EQUAL_FATAL(n, 3);
	CU_ASSERT_STRING_EQUAL(l[0].url,
	    "https://wikicarpedia.com/car/The_Watchtowers/en");
	carc_ref_links_free(l, n);
	CU_ASSERT_EQUAL(carc_ref_links(CARC_SOURCE_DIR "/doc/rules",
	    "rules-en.md 3.2 Blue rose", &l, &n), 0);
	CU_ASSERT_EQUAL_FATAL(n, 3);
	CU_ASSERT_STRING_EQUAL(l[0].url,
	    "https://wikicarpedia.com/index.php/Wind_Roses_(1st_edition)/en");
	carc_ref_links_free(l, n);
	/* and The River's, which cites its list of sources */
	CU_ASSERT_EQUAL(carc_ref_links(CARC_SOURCE_DIR "/doc/rules",
	    "river.md 2.3", &l, &n), 0);
	CU_ASSERT_FATAL(n >= 2);
	CU_ASSERT_STRING_EQUAL(l[0].url, "https://wikicarpedia.com/index.php/"
	    "River");
	carc_ref_links_free(l, n);
}

/* A small file whole, or NULL. */
static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf;
	size_t n;

	if (f == NULL)
		return NULL;
	if ((buf = calloc(1, 65536)) != NULL) {
		n = fread(buf, 1, 65535, f);
		buf[n] = '\0';
	}
	fclose(f);
	return buf;
}

/*
 * The rules texts as pages (rules_html.c): the core's keep their names,
 * another document's take its stem, a name that cannot be a page's is
 * refused; a source names its document and section; a plugin's text
 * written into pages that link each other.
 */
static void
test_rules_pages(void)
{
	static const char text[] = "# Ext rules\n\nIntro.\n\n## 1. Setup\n"
	    "Words.\n### 1.2 More\nMore words, EXT-ONE.\n## 2. End\n";
	static const char *const written[] = { "ext.md", "rules-ext.html",
	    "rules-ext-1.html", "rules-ext-1.2.html", "rules-ext-2.html" };
	char buf[64], doc[32], sec[16], path[PATH_MAX + 64], *s;
	struct carc_error err;
	size_t i;
	FILE *f;

	CU_ASSERT_EQUAL(carc_rules_page_name("rules-en.md", "1.4", buf,
	    sizeof(buf)), 0);
	CU_ASSERT_STRING_EQUAL(buf, "rules-1.4.html");
	CU_ASSERT_EQUAL(carc_rules_page_name("rules-en.md", NULL, buf,
	    sizeof(buf)), 0);
	CU_ASSERT_STRING_EQUAL(buf, "rules.html");
	CU_ASSERT_EQUAL(carc_rules_page_name("my_ext.md", "2.1", buf,
	    sizeof(buf)), 0);
	CU_ASSERT_STRING_EQUAL(buf, "rules-my_ext-2.1.html");
	CU_ASSERT_EQUAL(carc_rules_page_name("my_ext.md", NULL, buf,
	    sizeof(buf)), 0);
	CU_ASSERT_STRING_EQUAL(buf, "rules-my_ext.html");
	/* no page of "1.md" could be told from the core's sections */
	CU_ASSERT_EQUAL(carc_rules_page_name("1.md", NULL, buf, sizeof(buf)),
	    -1);
	CU_ASSERT_EQUAL(carc_rules_page_name("Ext.md", NULL, buf, sizeof(buf)),
	    -1);
	CU_ASSERT_EQUAL(carc_rules_page_name("ext.txt", NULL, buf,
	    sizeof(buf)), -1);
	CU_ASSERT_EQUAL(carc_rules_page_name("ext.md", "1", buf, 8), -1);

	CU_ASSERT_EQUAL(carc_rules_source_section("rules-en.md 3.2 Timing, "
	    "footnote 2", doc, sizeof(doc), sec, sizeof(sec)), 0);
	CU_ASSERT_STRING_EQUAL(doc, "rules-en.md");
	CU_ASSERT_STRING_EQUAL(sec, "3.2");
	CU_ASSERT_EQUAL(carc_rules_source_section("ext.md 2.", doc,
	    sizeof(doc), sec, sizeof(sec)), 0);
	CU_ASSERT_STRING_EQUAL(doc, "ext.md");
	CU_ASSERT_STRING_EQUAL(sec, "2");
	CU_ASSERT_EQUAL(carc_rules_source_section("the record format: "
	    "schema.sql", doc, sizeof(doc), sec, sizeof(sec)), -1);
	CU_ASSERT_EQUAL(carc_rules_source_section("ext.md intro", doc,
	    sizeof(doc), sec, sizeof(sec)), -1);

	/* a plugin's text: its contents and a page per section */
	snprintf(path, sizeof(path), "%s/ext.md", dir);
	CU_ASSERT_PTR_NOT_NULL_FATAL(f = fopen(path, "w"));
	fputs(text, f);
	fclose(f);
	CU_ASSERT_EQUAL_FATAL(carc_rules_write_html(path, "ext.md", dir,
	    &err), 0);
	CU_ASSERT(carc_rules_has_page(dir, "ext.md", "1.2"));
	CU_ASSERT(carc_rules_has_page(dir, "ext.md", "2"));
	CU_ASSERT(!carc_rules_has_page(dir, "ext.md", "3"));
	CU_ASSERT(!carc_rules_has_page(dir, "rules-en.md", "1.2"));
	snprintf(path, sizeof(path), "%s/rules-ext.html", dir);
	s = slurp(path);
	CU_ASSERT_PTR_NOT_NULL_FATAL(s);
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "<a href=\"rules-ext-1.2.html\">"));
	free(s);
	snprintf(path, sizeof(path), "%s/rules-ext-1.html", dir);
	s = slurp(path);
	CU_ASSERT_PTR_NOT_NULL_FATAL(s);
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "<a href=\"rules-ext.html\">the "
	    "rules text</a>"));
	CU_ASSERT_PTR_NOT_NULL(strstr(s, "<li><a href=\"rules-ext-1.2.html\">"));
	free(s);
	CU_ASSERT_EQUAL(carc_rules_write_html(path, "Bad.md", dir, &err), -1);
	/* every page it wrote, and no other: dir is left empty */
	for (i = 0; i < sizeof(written) / sizeof(written[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, written[i]);
		CU_ASSERT_EQUAL(unlink(path), 0);
	}
}

static CU_TestInfo tests[] = {
	{ "text width", test_text_width },
	{ "layout places labels", test_layout_place },
	{ "primitives are read", test_valid },
	{ "primitives turn with the tile", test_draw_turned },
	{ "labels move clear", test_draw_label },
	{ "legend icons", test_icon },
	{ "declared kinds found", test_kinds_find },
	{ "declared kinds from the engine's", test_kinds_from },
	{ "declared kinds drawn", test_kinds_draw },
	{ "declared kinds on a board", test_kinds_board },
	{ "links of a rules document", test_links },
	{ "pages of the rules texts", test_rules_pages },
	CU_TEST_INFO_NULL,
};

static CU_SuiteInfo suites[] = {
	{ .pName = "render", .pTests = tests },
	CU_SUITE_INFO_NULL,
};

int
carc_test_register(void)
{
	const char *t = getenv("TMPDIR");

	snprintf(dir, sizeof(dir), "%s/carc-render.XXXXXX", t ? t : "/tmp");
	if (mkdtemp(dir) == NULL)
		return -1;
	if (atexit(remove_dir) != 0) {
		remove_dir();
		return -1;
	}
	return CU_register_suites(suites) == CUE_SUCCESS ? 0 : -1;
}
