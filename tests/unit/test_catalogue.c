/*
 * test_catalogue.c - the tile catalogues: the shipped data against
 * doc/spec/tiles.md, and bad catalogues against their exact messages.
 */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <CUnit/Basic.h>

#include "cunit_main.h"

#include "engine/tile.h"
#include "util/yaml_node.h"

#define E(e) (1u << CARC_##e)
#define H(h) (1u << CARC_##h)

static const char *srcdir;

static char *
path_of(const char *rel)
{
	static char buf[4096];

	snprintf(buf, sizeof(buf), "%s/%s", srcdir, rel);
	return buf;
}

/*
 * The 1-based line of the first line of FILE that begins with PREFIX, 0
 * if none: the line a message about it names, found in the file itself
 * rather than written here, so that a comment or a key added above it
 * (a catalogue's import block grows) moves the line and not the test.
 */
static int
line_of(const char *file, const char *prefix)
{
	char line[1024];
	FILE *fp;
	int n = 0, found = 0;

	if ((fp = fopen(file, "r")) == NULL)
		return 0;
	while (fgets(line, sizeof(line), fp) != NULL) {
		n++;
		if (strncmp(line, prefix, strlen(prefix)) == 0) {
			found = n;
			break;
		}
	}
	fclose(fp);
	return found;
}

/* -- dummy owners of the plugins' keys ------------------------------------- */

struct dummy {
	int slot;
	int calls;
};

static const char marked[] = "marked";

static const struct carc_node *
map_get(const struct carc_node *map, const char *key)
{
	size_t i;

	for (i = 0; i + 1 < map->n; i += 2)
		if (strcmp(map->items[i].scalar, key) == 0)
			return &map->items[i + 1];
	return NULL;
}

static int
is_one_of(const struct carc_node *n, const char *const *names)
{
	if (n == NULL || n->type != CARC_NODE_SCALAR)
		return 0;
	for (; *names != NULL; names++)
		if (strcmp(n->scalar, *names) == 0)
			return 1;
	return 0;
}

static int
bad(const struct carc_node *at, const struct carc_node **where, char *err,
    size_t errlen, const char *msg)
{
	*where = at;
	snprintf(err, errlen, "%s", msg);
	return -1;
}

/* signposts: each on an edge its road reaches, of a known type. */
static int
own_signposts(void *owner, struct carc_tile_type *t, const char *key,
    const struct carc_node *v, const struct carc_node **where, char *err,
    size_t errlen)
{
	static const char *const types[] = { "left", "straight", "right",
	    NULL };
	struct dummy *d = owner;
	const struct carc_node *it, *en;
	size_t i;
	int e;

	if (v->type != CARC_NODE_SEQUENCE || v->n != 2)
		return bad(v, where, err, errlen, "expected two signposts");
	for (i = 0; i < v->n; i++) {
		it = &v->items[i];
		if (it->type != CARC_NODE_MAPPING)
			return bad(it, where, err, errlen, "expected a mapping");
		en = map_get(it, "edge");
		if (en == NULL || en->type != CARC_NODE_SCALAR ||
		    (e = carc_edge_parse(en->scalar)) < 0 ||
		    t->edge_kind[e] != CARC_ROAD)
			return bad(it, where, err, errlen, "not a road edge");
		if (!is_one_of(map_get(it, "type"), types))
			return bad(it, where, err, errlen, "bad type");
	}
	d->calls++;
	t->marking[d->slot] = marked;
	return 0;
}

static int
own_rose(void *owner, struct carc_tile_type *t, const char *key,
    const struct carc_node *v, const struct carc_node **where, char *err,
    size_t errlen)
{
	static const char *const roles[] = { "orange", "blue", "quarter",
	    NULL };
	static const char *const sections[] = { "NE", "SE", "SW", "NW", "N",
	    "S", NULL };
	struct dummy *d = owner;
	const struct carc_node *role, *sec;
	char msg[64];

	if (v->type != CARC_NODE_MAPPING)
		return bad(v, where, err, errlen, "expected a mapping");
	role = map_get(v, "role");
	sec = map_get(v, "section");
	if (!is_one_of(role, roles)) {
		snprintf(msg, sizeof(msg), "unknown rose role '%s'",
		    role != NULL && role->scalar != NULL ? role->scalar : "");
		return bad(role != NULL ? role : v, where, err, errlen, msg);
	}
	if ((strcmp(role->scalar, "quarter") == 0) != (sec != NULL) ||
	    (sec != NULL && !is_one_of(sec, sections)))
		return bad(v, where, err, errlen, "bad section");
	d->calls++;
	t->marking[d->slot] = marked;
	return 0;
}

static int
own_tower(void *owner, struct carc_tile_type *t, const char *key,
    const struct carc_node *v, const struct carc_node **where, char *err,
    size_t errlen)
{
	static const char *const towers[] = { "meeple", "coa", "road",
	    "monastery", "city", NULL };
	struct dummy *d = owner;

	if (!is_one_of(v, towers))
		return -1;	/* no message, no node: the host's default */
	d->calls++;
	t->marking[d->slot] = marked;
	return 0;
}

static struct dummy d_sign = { 1, 0 }, d_rose = { 2, 0 }, d_tower = { 3, 0 };

static const struct carc_key_owner owners[] = {
	{ "signposts", own_signposts, &d_sign },
	{ "rose", own_rose, &d_rose },
	{ "tower", own_tower, &d_tower },
};

#define NOWNERS (sizeof(owners) / sizeof(owners[0]))

/* -- the base set ------------------------------------------------------------ */

static struct carc_catalogue base;
static int base_ok;

static const struct carc_tile_type *
tile(const struct carc_catalogue *cat, const char *id)
{
	int i = carc_catalogue_find(cat, id);

	CU_ASSERT_FATAL(i >= 0);
	return &cat->types[i];
}

static void
check_segs(const struct carc_tile_type *t, const int8_t edge_seg[4],
    const int8_t half_seg[8])
{
	int i;

	for (i = 0; i < 4; i++)
		CU_ASSERT_EQUAL(t->edge_seg[i], edge_seg[i]);
	for (i = 0; i < 8; i++)
		CU_ASSERT_EQUAL(t->half_seg[i], half_seg[i]);
}

static void
test_base_totals(void)
{
	struct carc_error err;
	size_t i;
	int tiles = 0, coa = 0, mon = 0, start = 0;

	carc_catalogue_init(&base);
	err.msg[0] = '\0';
	base_ok = carc_catalogue_load(&base, path_of("core/tiles/base.yaml"),
	    "base", NULL, 0, &err) == 0;
	if (!base_ok)
		fprintf(stderr, "\n%s\n", err.msg);
	CU_ASSERT_FATAL(base_ok);
	CU_ASSERT_EQUAL(base.ntypes, 24);
	for (i = 0; i < base.ntypes; i++) {
		const struct carc_tile_type *t = &base.types[i];

		tiles += t->count;
		coa += t->count * t->coats_of_arms;
		mon += t->monastery >= 0 ? t->count : 0;
		start += t->start_copies;
		CU_ASSERT_STRING_EQUAL(t->set, "base");
		CU_ASSERT_STRING_EQUAL(t->variant, "");
		/* its JCloisterZone id; the garden copies of basic:2 are
		 * tiles of their own (abbot.yaml) */
		CU_ASSERT_EQUAL(t->naliases, 1);
		CU_ASSERT_EQUAL(t->id[0], 'A' + (int)i);
	}
	CU_ASSERT_EQUAL(tiles, 72);
	CU_ASSERT_EQUAL(coa, 10);
	CU_ASSERT_EQUAL(mon, 6);
	CU_ASSERT_EQUAL(start, 1);
}

static void
test_base_d(void)
{
	static const int8_t es[4] = { 0, 1, -1, 1 };
	static const int8_t hs[8] = { -1, -1, 2, 3, 3, 3, 3, 2 };
	const struct carc_tile_type *t;

	CU_ASSERT_FATAL(base_ok);
	t = tile(&base, "D");
	CU_ASSERT_EQUAL(t->count, 4);
	CU_ASSERT_EQUAL(t->start_copies, 1);
	CU_ASSERT_EQUAL(t->edge_kind[CARC_N], CARC_CITY);
	CU_ASSERT_EQUAL(t->edge_kind[CARC_E], CARC_ROAD);
	CU_ASSERT_EQUAL(t->edge_kind[CARC_S], CARC_FIELD);
	CU_ASSERT_EQUAL(t->edge_kind[CARC_W], CARC_ROAD);
	CU_ASSERT_EQUAL_FATAL(t->nseg, 4);
	CU_ASSERT_EQUAL(t->seg[0].kind, CARC_CITY);
	CU_ASSERT_EQUAL(t->seg[0].edges, E(N));
	CU_ASSERT_STRING_EQUAL(t->seg[0].name, "c0");
	CU_ASSERT_EQUAL(t->seg[1].kind, CARC_ROAD);
	CU_ASSERT_EQUAL(t->seg[1].edges, E(W) | E(E));
	CU_ASSERT_EQUAL(t->seg[2].kind, CARC_FIELD);
	CU_ASSERT_EQUAL(t->seg[2].halves, H(EL) | H(WR));
	CU_ASSERT_EQUAL(t->seg[2].adj, 1);
	CU_ASSERT_EQUAL(t->seg[3].halves, H(ER) | H(SL) | H(SR) | H(WL));
	CU_ASSERT_EQUAL(t->seg[3].adj, 0);
	CU_ASSERT_EQUAL(t->monastery, -1);
	CU_ASSERT_EQUAL(t->coats_of_arms, 0);
	check_segs(t, es, hs);
}

static void
test_base_l_x(void)
{
	static const int8_t les[4] = { 0, 1, 2, 3 };
	static const int8_t lhs[8] = { -1, -1, 4, 5, 5, 6, 6, 4 };
	static const int8_t xes[4] = { 0, 1, 2, 3 };
	static const int8_t xhs[8] = { 4, 5, 5, 6, 6, 7, 7, 4 };
	const struct carc_tile_type *t;
	int i;

	CU_ASSERT_FATAL(base_ok);
	/* L: three roads, each ending at the crossing. */
	t = tile(&base, "L");
	CU_ASSERT_EQUAL_FATAL(t->nseg, 7);
	CU_ASSERT_EQUAL(t->seg[1].edges, E(E));
	CU_ASSERT_EQUAL(t->seg[2].edges, E(S));
	CU_ASSERT_EQUAL(t->seg[3].edges, E(W));
	CU_ASSERT_EQUAL(t->seg[4].adj, 1);
	CU_ASSERT_EQUAL(t->seg[5].adj, 0);
	CU_ASSERT_EQUAL(t->seg[6].halves, H(SR) | H(WL));
	check_segs(t, les, lhs);

	t = tile(&base, "X");
	CU_ASSERT_EQUAL_FATAL(t->nseg, 8);
	for (i = 0; i < 4; i++) {
		CU_ASSERT_EQUAL(t->seg[i].kind, CARC_ROAD);
		CU_ASSERT_EQUAL(t->seg[i].edges, 1u << i);
		CU_ASSERT_EQUAL(t->seg[4 + i].kind, CARC_FIELD);
	}
	check_segs(t, xes, xhs);
}

static void
test_base_s_h_v_a(void)
{
	static const int8_t ses[4] = { 0, 0, 1, 0 };
	static const int8_t shs[8] = { -1, -1, -1, -1, 2, 3, -1, -1 };
	static const int8_t hes[4] = { 0, -1, 1, -1 };
	static const int8_t hhs[8] = { -1, -1, 2, 2, -1, -1, 2, 2 };
	static const int8_t ves[4] = { -1, -1, 0, 0 };
	static const int8_t vhs[8] = { 1, 1, 1, 1, 1, 2, 2, 1 };
	const struct carc_tile_type *t;

	CU_ASSERT_FATAL(base_ok);
	t = tile(&base, "S");
	CU_ASSERT_EQUAL_FATAL(t->nseg, 4);
	CU_ASSERT_EQUAL(t->seg[0].edges, E(N) | E(E) | E(W));
	CU_ASSERT_EQUAL(t->seg[0].coa, 1);
	CU_ASSERT_EQUAL(t->coats_of_arms, 1);
	CU_ASSERT_EQUAL(t->seg[1].edges, E(S));
	CU_ASSERT_EQUAL(t->seg[2].adj, 1);
	CU_ASSERT_EQUAL(t->seg[3].adj, 1);
	check_segs(t, ses, shs);

	t = tile(&base, "H");
	CU_ASSERT_EQUAL_FATAL(t->nseg, 3);
	CU_ASSERT_EQUAL(t->seg[2].adj, 3);
	check_segs(t, hes, hhs);

	t = tile(&base, "V");
	CU_ASSERT_EQUAL_FATAL(t->nseg, 3);
	CU_ASSERT_EQUAL(t->count, 9);
	CU_ASSERT_EQUAL(t->seg[0].edges, E(W) | E(S));
	check_segs(t, ves, vhs);

	t = tile(&base, "A");
	CU_ASSERT_EQUAL_FATAL(t->nseg, 3);
	CU_ASSERT_EQUAL(t->monastery, 2);
	CU_ASSERT_EQUAL(t->seg[2].kind, CARC_MONASTERY);
	CU_ASSERT_EQUAL(t->seg[2].edges, 0);
	CU_ASSERT_EQUAL(t->seg[2].halves, 0);
	CU_ASSERT_EQUAL(t->seg[0].edges, E(S));
}

static void
test_aliases(void)
{
	CU_ASSERT_FATAL(base_ok);
	CU_ASSERT_EQUAL(carc_catalogue_find(&base, "BA/RCr"),
	    carc_catalogue_find(&base, "D"));
	CU_ASSERT_EQUAL(carc_catalogue_find(&base, "BA/RRRR"),
	    carc_catalogue_find(&base, "X"));
	CU_ASSERT_EQUAL(carc_catalogue_find(&base, "BA/Cccc+"), 2);
	CU_ASSERT_EQUAL(carc_catalogue_find(&base, "d"), -1);
	CU_ASSERT_EQUAL(carc_catalogue_find(&base, ""), -1);
	CU_ASSERT_EQUAL(carc_catalogue_find(&base, "SP01"), -1);
}

static void
test_names(void)
{
	int i;

	for (i = 0; i < 4; i++)
		CU_ASSERT_EQUAL(carc_edge_parse(carc_edge_names[i]), i);
	for (i = 0; i < 8; i++)
		CU_ASSERT_EQUAL(carc_half_parse(carc_half_names[i]), i);
	CU_ASSERT_STRING_EQUAL(carc_half_names[CARC_WR], "WR");
	CU_ASSERT_STRING_EQUAL(carc_kind_names[CARC_MONASTERY], "monastery");
	CU_ASSERT_EQUAL(carc_edge_parse("n"), -1);
	CU_ASSERT_EQUAL(carc_half_parse("N"), -1);
	/* names are whole: no prefix, no trailing byte, no other letter */
	CU_ASSERT_EQUAL(carc_edge_parse(""), -1);
	CU_ASSERT_EQUAL(carc_edge_parse("NL"), -1);
	CU_ASSERT_EQUAL(carc_edge_parse("C"), -1);
	CU_ASSERT_EQUAL(carc_half_parse(""), -1);
	CU_ASSERT_EQUAL(carc_half_parse("NLX"), -1);
	CU_ASSERT_EQUAL(carc_half_parse("XL"), -1);
	CU_ASSERT_EQUAL(carc_half_parse("Nl"), -1);
	CU_ASSERT_EQUAL(carc_half_parse("LN"), -1);
}

static void
test_cleanup_base(void)
{
	carc_catalogue_free(&base);
	base_ok = 0;
	CU_ASSERT_EQUAL(carc_catalogue_find(&base, "D"), -1);
}

/* -- the plugins' catalogues ----------------------------------------------- */

static void
test_plugins(void)
{
	static const struct {
		const char *file, *set;
	} files[] = {
		{ "core/tiles/base.yaml", "base" },
		{ "plugins/signposts/signposts.yaml", "signposts" },
		{ "plugins/compass/compass.yaml", "compass" },
		{ "plugins/watchtowers/watchtowers.yaml", "watchtowers" },
	};
	struct carc_catalogue cat;
	struct carc_error err;
	const struct carc_tile_type *t;
	char want[8192];
	const char *wt;
	size_t i;
	int ok = 1;

	carc_catalogue_init(&cat);
	d_sign.calls = d_rose.calls = d_tower.calls = 0;
	for (i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		if (carc_catalogue_load(&cat, path_of(files[i].file),
		    files[i].set, owners, NOWNERS, &err) != 0) {
			fprintf(stderr, "\n%s\n", err.msg);
			ok = 0;
		}
	}
	CU_ASSERT_FATAL(ok);
	CU_ASSERT_EQUAL(cat.ntypes, 24 + 12 + 12 + 12);
	CU_ASSERT_EQUAL(d_sign.calls, 12);
	CU_ASSERT_EQUAL(d_rose.calls, 12);
	CU_ASSERT_EQUAL(d_tower.calls, 12);
	for (i = 24; i < cat.ntypes; i++) {
		CU_ASSERT_EQUAL(cat.types[i].count, 1);
		CU_ASSERT_EQUAL(cat.types[i].coats_of_arms, 0);
	}

	/* SP10: one road through three edges, no end. */
	t = tile(&cat, "SP10");
	CU_ASSERT_STRING_EQUAL(t->set, "signposts");
	CU_ASSERT_EQUAL(t->seg[0].kind, CARC_ROAD);
	CU_ASSERT_EQUAL(t->seg[0].edges, E(N) | E(E) | E(W));
	CU_ASSERT_EQUAL(t->nseg, 4);
	CU_ASSERT_PTR_EQUAL(t->marking[1], marked);
	CU_ASSERT_PTR_NULL(t->marking[2]);
	t = tile(&cat, "SP08");
	CU_ASSERT(t->monastery >= 0);

	/* CR-ORANGE: road [W] ends at the city; the HiG start rose. */
	t = tile(&cat, "WR/CFR");
	CU_ASSERT_STRING_EQUAL(t->id, "CR-ORANGE");
	CU_ASSERT_STRING_EQUAL(t->set, "compass");
	CU_ASSERT_STRING_EQUAL(t->variant, "hig");
	CU_ASSERT_EQUAL(t->start_copies, 1);
	CU_ASSERT_EQUAL(t->seg[1].edges, E(W));
	CU_ASSERT_EQUAL(t->seg[2].adj, 1);
	CU_ASSERT_EQUAL(t->seg[3].adj, 1);
	CU_ASSERT_PTR_EQUAL(t->marking[2], marked);
	t = tile(&cat, "CRS-S2");
	CU_ASSERT_STRING_EQUAL(t->variant, "spielbox");
	CU_ASSERT_EQUAL(t->naliases, 0);

	t = tile(&cat, "WT/CCRF_2T");
	CU_ASSERT_STRING_EQUAL(t->id, "WT01");
	CU_ASSERT_STRING_EQUAL(t->set, "watchtowers");
	CU_ASSERT_EQUAL(t->nseg, 5);
	CU_ASSERT_PTR_EQUAL(t->marking[3], marked);

	/* The same file twice: every id is a duplicate; nothing added. */
	CU_ASSERT_EQUAL(carc_catalogue_load(&cat,
	    path_of("plugins/watchtowers/watchtowers.yaml"), "watchtowers",
	    owners, NOWNERS, &err), -1);
	wt = path_of("plugins/watchtowers/watchtowers.yaml");
	snprintf(want, sizeof(want), "%s:%d:7: duplicate tile id 'WT01'", wt,
	    line_of(wt, "- id: WT01"));
	CU_ASSERT_STRING_EQUAL(err.msg, want);
	CU_ASSERT_EQUAL(cat.ntypes, 60);
	CU_ASSERT_STRING_EQUAL(t->id, "WT01");
	CU_ASSERT_EQUAL(carc_catalogue_find(&cat, "WT12"), 59);
	carc_catalogue_free(&cat);
}

/* The plugins' keys belong to nobody when no owner is given. */
static void
test_unowned(void)
{
	struct carc_catalogue cat;
	struct carc_error err;
	char want[8192];
	const char *wt;

	carc_catalogue_init(&cat);
	CU_ASSERT_EQUAL(carc_catalogue_load(&cat,
	    path_of("plugins/watchtowers/watchtowers.yaml"), "watchtowers",
	    NULL, 0, &err), -1);
	wt = path_of("plugins/watchtowers/watchtowers.yaml");
	snprintf(want, sizeof(want), "%s:%d:3: unknown key 'tower' in tile "
	    "'WT01'", wt, line_of(wt, "  tower:"));
	CU_ASSERT_STRING_EQUAL(err.msg, want);
	CU_ASSERT_EQUAL(cat.ntypes, 0);
	CU_ASSERT_EQUAL(carc_catalogue_find(&cat, "WT01"), -1);
	carc_catalogue_free(&cat);
}

static void
test_missing_file(void)
{
	struct carc_catalogue cat;
	struct carc_error err;

	carc_catalogue_init(&cat);
	CU_ASSERT_EQUAL(carc_catalogue_load(&cat, "/nonexistent/x.yaml",
	    "base", NULL, 0, &err), -1);
	CU_ASSERT_STRING_EQUAL(err.msg, "cannot open '/nonexistent/x.yaml': "
	    "No such file or directory");
	carc_catalogue_free(&cat);
}

static void
test_bad_utf8_file(void)
{
	struct carc_catalogue cat;
	struct carc_error err;
	char want[8192];
	const char *p = path_of("tests/fixtures/catalogue/bad-utf8.yaml");

	carc_catalogue_init(&cat);
	snprintf(want, sizeof(want), "%s:4:19: invalid trailing UTF-8 octet",
	    p);
	CU_ASSERT_EQUAL(carc_catalogue_load(&cat, p, "base", NULL, 0, &err),
	    -1);
	CU_ASSERT_STRING_EQUAL(err.msg, want);
	carc_catalogue_free(&cat);
}

/* -- bad catalogues ------------------------------------------------------------ */

#define TILE_D								\
	"- id: D\n"							\
	"  count: 1\n"							\
	"  edges: {N: city, E: road, S: field, W: road}\n"		\
	"  cities: [{id: c0, edges: [N]}]\n"				\
	"  roads: [{id: r0, edges: [W, E]}]\n"

#define FIELDS_D							\
	"  fields: [{id: f0, halves: [EL, WR], adj: [c0]},"		\
	" {id: f1, halves: [ER, SL, SR, WL]}]\n"

static const struct bad_case {
	const char *what, *yaml, *msg;
	size_t len;			/* 0: strlen(yaml) */
} bad_cases[] = {
	{ "unknown key",
	  "- id: D\n  count: 1\n  colour: red\n",
	  "t.yaml:3:3: unknown key 'colour' in tile 'D'", 0 },
	{ "road edge with no road",
	  "- id: D\n  count: 1\n"
	  "  edges: {N: city, E: road, S: field, W: road}\n"
	  "  cities: [{id: c0, edges: [N]}]\n"
	  "  roads: [{id: r0, edges: [W]}]\n" FIELDS_D,
	  "t.yaml:3:23: road edge 'E' has no road in tile 'D'", 0 },
	{ "road on a field edge",
	  "- id: D\n  count: 1\n"
	  "  edges: {N: city, E: road, S: field, W: road}\n"
	  "  roads: [{id: r0, edges: [W, S]}]\n",
	  "t.yaml:4:31: edge 'S' of road 'r0' is not a road edge in "
	  "tile 'D'", 0 },
	{ "field half missing",
	  TILE_D "  fields: [{id: f0, halves: [EL, WR], adj: [c0]},"
	  " {id: f1, halves: [ER, SL, SR]}]\n",
	  "t.yaml:6:11: half-edge 'WL' is in no field in tile 'D'", 0 },
	{ "no fields at all",
	  TILE_D,
	  "t.yaml:1:3: half-edge 'EL' is in no field in tile 'D'", 0 },
	{ "half in two fields",
	  TILE_D "  fields: [{id: f0, halves: [EL, WR, SL], adj: [c0]},"
	  " {id: f1, halves: [ER, SL, SR, WL]}]\n",
	  "t.yaml:6:77: half-edge 'SL' is in two fields in tile 'D'", 0 },
	{ "half on a city edge",
	  TILE_D "  fields: [{id: f0, halves: [NL]}]\n",
	  "t.yaml:6:30: half-edge 'NL' of field 'f0' is on a city edge in "
	  "tile 'D'", 0 },
	{ "adj naming a road",
	  TILE_D "  fields: [{id: f0, halves: [EL, WR], adj: [r0]},"
	  " {id: f1, halves: [ER, SL, SR, WL]}]\n",
	  "t.yaml:6:45: adj 'r0' of field 'f0' is not a city of tile 'D'", 0 },
	{ "duplicate id",
	  TILE_D FIELDS_D TILE_D FIELDS_D,
	  "t.yaml:7:7: duplicate tile id 'D'", 0 },
	{ "alias equal to an id",
	  TILE_D FIELDS_D "- id: E\n  aliases: [X, D]\n",
	  "t.yaml:8:16: duplicate alias 'D' in tile 'E'", 0 },
	{ "bad edge kind",
	  "- id: D\n  count: 1\n"
	  "  edges: {N: forest, E: road, S: field, W: road}\n",
	  "t.yaml:3:14: bad kind for edge 'N' in tile 'D' (field, road or "
	  "city)", 0 },
	{ "missing edge",
	  "- id: D\n  count: 1\n  edges: {N: city, E: road, W: road}\n",
	  "t.yaml:3:10: missing edge 'S' in tile 'D'", 0 },
	{ "edge in two cities",
	  "- id: I\n  count: 1\n"
	  "  edges: {N: city, E: field, S: field, W: city}\n"
	  "  cities: [{id: c0, edges: [N]}, {id: c1, edges: [W, N]}]\n",
	  "t.yaml:4:54: edge 'N' is in two cities in tile 'I'", 0 },
	{ "duplicate segment id",
	  "- id: I\n  count: 1\n"
	  "  edges: {N: city, E: field, S: field, W: city}\n"
	  "  cities: [{id: c0, edges: [N]}, {id: c0, edges: [W]}]\n",
	  "t.yaml:4:39: duplicate segment id 'c0' in tile 'I'", 0 },
	{ "duplicate key",
	  "- id: D\n  count: 1\n  count: 2\n",
	  "t.yaml:3:3: duplicate key 'count' in tile 'D'", 0 },
	{ "missing id",
	  "- count: 1\n",
	  "t.yaml:1:3: missing key 'id' in tile", 0 },
	{ "id with a space",
	  "- id: 'D 2'\n  count: 1\n",
	  "t.yaml:1:7: invalid tile id 'D 2' (1 to 31 printable characters, "
	  "no spaces)", 0 },
	{ "negative count",
	  "- id: D\n  count: -1\n",
	  "t.yaml:2:10: expected a non-negative integer for 'count' in tile "
	  "'D'", 0 },
	{ "more start copies than copies",
	  "- id: D\n  count: 1\n  start_copies: 2\n",
	  "t.yaml:3:17: start_copies 2 exceeds count 1 in tile 'D'", 0 },
	{ "too many segments",
	  "- id: B\n  count: 1\n"
	  "  edges: {N: field, E: field, S: field, W: field}\n"
	  "  fields: [{id: f0, halves: [NL]}, {id: f1, halves: [NR]},"
	  " {id: f2, halves: [EL]}, {id: f3, halves: [ER]},"
	  " {id: f4, halves: [SL]}, {id: f5, halves: [SR]},"
	  " {id: f6, halves: [WL]}, {id: f7, halves: [WR]}]\n"
	  "  cities: []\n"
	  "  roads: []\n"
	  "  monastery: maybe\n",
	  "t.yaml:7:14: expected true or false for 'monastery' in tile 'B'",
	  0 },
	{ "not a sequence",
	  "id: D\n",
	  "t.yaml:1:1: unknown key 'id' at the top level (tiles, import)", 0 },
	{ "tiles not a sequence",
	  "tiles: {id: D}\n",
	  "t.yaml:1:8: expected a sequence of tiles", 0 },
	{ "no tiles beside import",
	  "import: {jcz: {sets: [x]}}\n",
	  "t.yaml:1:1: missing key 'tiles' at the top level", 0 },
	{ "import not a mapping",
	  "import: [jcz]\ntiles: []\n",
	  "t.yaml:1:9: expected a mapping of formats for 'import'", 0 },
	{ "a format not a mapping",
	  "import: {jcz: 1}\ntiles: []\n",
	  "t.yaml:1:15: expected a mapping for format 'jcz' in 'import'", 0 },
	{ "import twice",
	  "import: {}\nimport: {}\ntiles: []\n",
	  "t.yaml:2:1: duplicate key 'import' at the top level", 0 },
	{ "a bad tile beside import",
	  "import: {jcz: {}}\ntiles:\n- id: D\n  count: -1\n",
	  "t.yaml:4:10: expected a non-negative integer for 'count' in tile "
	  "'D'", 0 },
	{ "empty input",
	  "",
	  "t.yaml:1:1: expected a sequence of tiles", 0 },
	{ "syntax error",
	  "- id: D\n  count: [1, 2\n",
	  "t.yaml:3:1: syntax error: did not find expected ',' or ']'", 0 },
	{ "bad indentation",
	  "- id: D\n count: 1\n",
	  "t.yaml:2:2: syntax error: did not find expected '-' "
	  "indicator", 0 },
	{ "billion laughs",
	  "- id: &a D\n  count: *a\n",
	  "t.yaml:1:7: anchors are not allowed", 0 },
	{ "billion laughs, sequence anchor",
	  "- &a [lol, lol, lol]\n- &b [*a, *a, *a]\n- &c [*b, *b, *b]\n",
	  "t.yaml:1:3: anchors are not allowed", 0 },
	{ "a bare alias",
	  "- id: D\n  count: *x\n",
	  "t.yaml:2:10: aliases are not allowed", 0 },
	{ "a mapping key that is not a scalar",
	  "- id: D\n  [count]: 1\n",
	  "t.yaml:2:3: a mapping key must be a scalar", 0 },
	{ "invalid UTF-8",
	  "- id: D\n  count: 1\xff\n",
	  "t.yaml:2:11: invalid leading UTF-8 octet", 0 },
	{ "UTF-16",
	  "\xff\xfe-\0 \0i\0d\0:\0 \0D\0\n\0",
	  "t.yaml:1:1: invalid leading UTF-8 octet", 18 },
	{ "NUL byte",
	  "- id: D\0\n",
	  "t.yaml:1:8: control characters are not allowed", 9 },
	{ "escaped NUL",
	  "- id: \"D\\0\"\n",
	  "t.yaml:1:7: NUL character in a scalar", 0 },
	{ "two documents",
	  "- id: D\n---\n- id: E\n",
	  "t.yaml:2:1: more than one document", 0 },
	{ "owned key whose owner refuses it",
	  TILE_D FIELDS_D "  rose: {role: purple}\n",
	  "t.yaml:7:16: unknown rose role 'purple'", 0 },
	{ "owned key whose owner says nothing",
	  TILE_D FIELDS_D "  tower: castle\n",
	  "t.yaml:7:3: bad value for 'tower' in tile 'D'", 0 },
	{ "owner sees the tile's geometry",
	  TILE_D FIELDS_D "  signposts: [{edge: N, type: left}, "
	  "{edge: E, type: right}]\n",
	  "t.yaml:7:15: not a road edge", 0 },
};

static void
test_bad(void)
{
	struct carc_catalogue cat;
	struct carc_error err;
	const struct bad_case *c;
	size_t i, len;
	int rc;

	carc_catalogue_init(&cat);
	/* A good tile first: a bad buffer must leave it alone. */
	rc = carc_catalogue_load_buffer(&cat, "good.yaml",
	    "- id: Z\n  count: 1\n  edges: {N: field, E: field, S: field, "
	    "W: field}\n  fields: [{id: f0, halves: [NL, NR, EL, ER, SL, SR, "
	    "WL, WR]}]\n", strlen("- id: Z\n  count: 1\n  edges: {N: field, "
	    "E: field, S: field, W: field}\n  fields: [{id: f0, halves: [NL, "
	    "NR, EL, ER, SL, SR, WL, WR]}]\n"), "base", owners, NOWNERS,
	    &err);
	CU_ASSERT_EQUAL_FATAL(rc, 0);
	for (i = 0; i < sizeof(bad_cases) / sizeof(bad_cases[0]); i++) {
		c = &bad_cases[i];
		len = c->len ? c->len : strlen(c->yaml);
		strcpy(err.msg, "(no message)");
		rc = carc_catalogue_load_buffer(&cat, "t.yaml", c->yaml, len,
		    "base", owners, NOWNERS, &err);
		CU_ASSERT_EQUAL(rc, -1);
		CU_ASSERT_STRING_EQUAL(err.msg, c->msg);
		if (rc != -1 || strcmp(err.msg, c->msg) != 0)
			fprintf(stderr, "\n%s:\n  got  %s\n  want %s\n",
			    c->what, err.msg, c->msg);
		CU_ASSERT_EQUAL(cat.ntypes, 1);
		CU_ASSERT_EQUAL(carc_catalogue_find(&cat, "D"), -1);
		CU_ASSERT_EQUAL(carc_catalogue_find(&cat, "Z"), 0);
	}
	carc_catalogue_free(&cat);
}

/* A catalogue's import block (carc-tiles(5), IMPORT): kept whole for
 * its importer, found by set and format, freed with the catalogue. */
static void
test_import_block(void)
{
	static const char yaml[] =
	    "import:\n"
	    "  jcz: {sets: [x/1], elements: {y: 1}}\n"
	    "  other: {}\n"
	    "tiles:\n"
	    "- id: Z\n  count: 1\n  edges: {N: field, E: field, S: field, "
	    "W: field}\n  fields: [{id: f0, halves: [NL, NR, EL, ER, SL, SR, "
	    "WL, WR]}]\n";
	struct carc_catalogue cat;
	struct carc_error err;
	const struct carc_node *b;
	const char *file = NULL;

	carc_catalogue_init(&cat);
	CU_ASSERT_EQUAL_FATAL(carc_catalogue_load_buffer(&cat, "p.yaml", yaml,
	    strlen(yaml), "p", owners, NOWNERS, &err), 0);
	CU_ASSERT_EQUAL(cat.ntypes, 1);
	CU_ASSERT_EQUAL(carc_catalogue_find(&cat, "Z"), 0);
	b = carc_catalogue_import(&cat, "p", "jcz", &file);
	CU_ASSERT_PTR_NOT_NULL_FATAL(b);
	CU_ASSERT_STRING_EQUAL(file, "p.yaml");
	CU_ASSERT_EQUAL(b->type, CARC_NODE_MAPPING);
	CU_ASSERT_EQUAL(b->n, 4);
	CU_ASSERT_STRING_EQUAL(b->items[0].scalar, "sets");
	CU_ASSERT_STRING_EQUAL(b->items[1].items[0].scalar, "x/1");
	CU_ASSERT_PTR_NOT_NULL(carc_catalogue_import(&cat, "p", "other",
	    NULL));
	CU_ASSERT_PTR_NULL(carc_catalogue_import(&cat, "p", "none", NULL));
	CU_ASSERT_PTR_NULL(carc_catalogue_import(&cat, "q", "jcz", NULL));
	carc_catalogue_free(&cat);
}

/* Many tiles: no fixed limit, and the index grows with them. */
static void
test_many(void)
{
	struct carc_catalogue cat;
	struct carc_error err;
	char *buf, id[16];
	size_t cap = 4000 * 160, len = 0;
	int i;

	buf = malloc(cap);
	CU_ASSERT_FATAL(buf != NULL);
	for (i = 0; i < 4000; i++)
		len += (size_t)snprintf(buf + len, cap - len,
		    "- {id: T%d, aliases: [A%d], count: 1, edges: {N: field, "
		    "E: field, S: field, W: field}, fields: [{id: f, halves: "
		    "[NL, NR, EL, ER, SL, SR, WL, WR]}]}\n", i, i);
	carc_catalogue_init(&cat);
	CU_ASSERT_EQUAL(carc_catalogue_load_buffer(&cat, "many.yaml", buf,
	    len, "x", NULL, 0, &err), 0);
	CU_ASSERT_EQUAL(cat.ntypes, 4000);
	for (i = 0; i < 4000; i += 97) {
		snprintf(id, sizeof(id), "A%d", i);
		CU_ASSERT_EQUAL(carc_catalogue_find(&cat, id), i);
		snprintf(id, sizeof(id), "T%d", i);
		CU_ASSERT_EQUAL(carc_catalogue_find(&cat, id), i);
	}
	free(buf);
	carc_catalogue_free(&cat);
}

/* Deep nesting is refused before it costs anything. */
static void
test_deep(void)
{
	struct carc_catalogue cat;
	struct carc_error err;
	char buf[20000];
	int i;

	for (i = 0; i < 10000; i++)
		buf[i] = '[';
	carc_catalogue_init(&cat);
	CU_ASSERT_EQUAL(carc_catalogue_load_buffer(&cat, "deep.yaml", buf,
	    10000, "x", NULL, 0, &err), -1);
	CU_ASSERT_STRING_EQUAL(err.msg, "deep.yaml:1:65: nesting too deep");
	carc_catalogue_free(&cat);
}

/* Item i of node n, a scalar: its text, or "" where it is not one. */
static const char *
item_text(const struct carc_node *n, size_t i)
{
	const struct carc_node *it;

	if (n == NULL || i >= n->n)
		return "";
	it = carc_node_item(n, i);
	return it->type == CARC_NODE_SCALAR ? it->scalar : "";
}

/*
 * The tree of a document whose collections close at every depth, and
 * whose parents go on after a child closed: each collection holds its
 * own children and no other's (yaml_node.c keeps the children of every
 * open collection on one stack, each collection's from its start).
 */
static void
test_yaml_tree(void)
{
	static const char text[] =
	    "a: [1, [2, 3], {k: v}, 4]\n"
	    "b:\n"
	    "  - {c: [d], e: f}\n"
	    "  - g\n"
	    "h: {}\n"
	    "i: []\n"
	    "j: last\n";
	struct carc_yaml_doc doc;
	struct carc_error err;
	const struct carc_node *root, *a, *b, *b0, *n;

	CU_ASSERT_EQUAL_FATAL(carc_yaml_parse(&doc, "tree.yaml", text,
	    sizeof(text) - 1, &err), 0);
	root = doc.root;
	CU_ASSERT_FATAL(root != NULL && root->type == CARC_NODE_MAPPING);
	CU_ASSERT_EQUAL_FATAL(root->n, 10);
	CU_ASSERT_STRING_EQUAL(item_text(root, 0), "a");
	CU_ASSERT_STRING_EQUAL(item_text(root, 2), "b");
	CU_ASSERT_STRING_EQUAL(item_text(root, 4), "h");
	CU_ASSERT_STRING_EQUAL(item_text(root, 6), "i");
	CU_ASSERT_STRING_EQUAL(item_text(root, 8), "j");
	CU_ASSERT_STRING_EQUAL(item_text(root, 9), "last");
	a = carc_node_item(root, 1);
	CU_ASSERT_FATAL(a->type == CARC_NODE_SEQUENCE && a->n == 4);
	CU_ASSERT_STRING_EQUAL(item_text(a, 0), "1");
	n = carc_node_item(a, 1);
	CU_ASSERT(n->type == CARC_NODE_SEQUENCE && n->n == 2);
	CU_ASSERT_STRING_EQUAL(item_text(n, 0), "2");
	CU_ASSERT_STRING_EQUAL(item_text(n, 1), "3");
	n = carc_node_item(a, 2);
	CU_ASSERT(n->type == CARC_NODE_MAPPING && n->n == 2);
	CU_ASSERT_STRING_EQUAL(item_text(n, 0), "k");
	CU_ASSERT_STRING_EQUAL(item_text(n, 1), "v");
	CU_ASSERT_STRING_EQUAL(item_text(a, 3), "4");
	b = carc_node_item(root, 3);
	CU_ASSERT_FATAL(b->type == CARC_NODE_SEQUENCE && b->n == 2);
	b0 = carc_node_item(b, 0);
	CU_ASSERT_FATAL(b0->type == CARC_NODE_MAPPING && b0->n == 4);
	CU_ASSERT_EQUAL(b0->line, 3);
	CU_ASSERT_EQUAL(b0->col, 5);
	CU_ASSERT_STRING_EQUAL(item_text(b0, 0), "c");
	n = carc_node_item(b0, 1);
	CU_ASSERT(n->type == CARC_NODE_SEQUENCE && n->n == 1);
	CU_ASSERT_STRING_EQUAL(item_text(n, 0), "d");
	CU_ASSERT_STRING_EQUAL(item_text(b0, 2), "e");
	CU_ASSERT_STRING_EQUAL(item_text(b0, 3), "f");
	CU_ASSERT_STRING_EQUAL(item_text(b, 1), "g");
	CU_ASSERT_EQUAL(carc_node_item(b, 1)->line, 4);
	CU_ASSERT_EQUAL(carc_node_item(b, 1)->col, 5);
	n = carc_node_item(root, 5);
	CU_ASSERT(n->type == CARC_NODE_MAPPING && n->n == 0);
	n = carc_node_item(root, 7);
	CU_ASSERT(n->type == CARC_NODE_SEQUENCE && n->n == 0);
	carc_yaml_free(&doc);
}

/* -- the quick reader against libyaml (yaml_node.c) ------------------------ */

/* Are a and b the same tree, node for node, lines and columns too? */
static int
same_tree(const struct carc_node *a, const struct carc_node *b)
{
	size_t i;

	if (a == NULL || b == NULL)
		return a == b;
	if (a->type != b->type || a->line != b->line || a->col != b->col ||
	    a->n != b->n)
		return 0;
	if (a->type == CARC_NODE_SCALAR)
		return strcmp(a->scalar, b->scalar) == 0;
	for (i = 0; i < a->n; i++)
		if (!same_tree(carc_node_item(a, i), carc_node_item(b, i)))
			return 0;
	return 1;
}

/*
 * What the quick reader reads, libyaml reads the same: 1 if the quick
 * reader read buf (and the trees are the same), 0 if it declined, -1 if
 * it read what libyaml refuses or reads otherwise.
 */
static int
quick_as_libyaml(const char *buf, size_t len)
{
	struct carc_yaml_doc quick, slow;
	struct carc_error err;
	int rq, rs, ret;

	rq = carc_yaml_parse_by(&quick, "q.yaml", buf, len,
	    CARC_YAML_BY_QUICK, &err);
	if (rq != 0)
		return rq == 1 ? 0 : -1;
	rs = carc_yaml_parse_by(&slow, "q.yaml", buf, len,
	    CARC_YAML_BY_LIBYAML, &err);
	ret = rs == 0 && same_tree(quick.root, slow.root) ? 1 : -1;
	if (ret < 0)
		fprintf(stderr, "quick reader differs from libyaml on:\n"
		    "%.*s\n--\n", (int)len, buf);
	carc_yaml_free(&quick);
	if (rs == 0)
		carc_yaml_free(&slow);
	return ret;
}

static char *
slurp(const char *path, size_t *len)
{
	FILE *fp = fopen(path, "rb");
	char *buf;
	long n;

	if (fp == NULL)
		return NULL;
	if (fseek(fp, 0, SEEK_END) != 0 || (n = ftell(fp)) < 0 ||
	    fseek(fp, 0, SEEK_SET) != 0 || (buf = malloc((size_t)n + 1)) ==
	    NULL) {
		fclose(fp);
		return NULL;
	}
	*len = fread(buf, 1, (size_t)n, fp);
	fclose(fp);
	return buf;
}

/* The bundled catalogues: core/tiles/base.yaml and plugins/X/X.yaml. */
static size_t
bundled(char paths[][4200], size_t max)
{
	DIR *d;
	struct dirent *e;
	FILE *fp;
	size_t n = 0;

	snprintf(paths[n++], sizeof(paths[0]), "%s/core/tiles/base.yaml", srcdir);
	if ((d = opendir(path_of("plugins"))) == NULL)
		return n;
	while ((e = readdir(d)) != NULL && n < max) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(paths[n], sizeof(paths[0]), "%s/plugins/%s/%s.yaml", srcdir,
		    e->d_name, e->d_name);
		if ((fp = fopen(paths[n], "r")) != NULL) {
			fclose(fp);
			n++;
		}
	}
	closedir(d);
	return n;
}

static unsigned long rng = 12345;

static unsigned
rnd(unsigned n)
{
	rng = rng * 6364136223846793005UL + 1442695040888963407UL;
	return (unsigned)((rng >> 33) % n);
}

/* Every bundled catalogue is read by the quick reader (else every run
 * pays libyaml for it again), as libyaml reads it; and so are, or are
 * declined, some hundreds of mutations of each. */
static void
test_quick_catalogues(void)
{
	static const char bytes[] = " \n:-#[]{},'\"!.a1?&*|>\t";
	static char paths[64][4200];
	size_t n, i, len, k, at;
	char *buf, *m;
	int rc, bad = 0;

	len = 0;

	n = bundled(paths, 64);
	CU_ASSERT(n >= 14);
	for (i = 0; i < n; i++) {
		buf = slurp(paths[i], &len);
		CU_ASSERT_FATAL(buf != NULL);
		rc = quick_as_libyaml(buf, len);
		if (rc != 1)
			fprintf(stderr, "%s: %s\n", paths[i], rc == 0 ?
			    "declined by the quick reader" : "differs");
		CU_ASSERT_EQUAL(rc, 1);
		m = malloc(len + 2);
		CU_ASSERT_FATAL(m != NULL);
		for (k = 0; k < 150; k++) {
			at = rnd((unsigned)len);
			if (rnd(2)) {	/* a byte out */
				memcpy(m, buf, at);
				memcpy(m + at, buf + at + 1, len - at - 1);
				bad += quick_as_libyaml(m, len - 1) < 0;
			} else {	/* a byte in */
				memcpy(m, buf, at);
				m[at] = bytes[rnd(sizeof(bytes) - 1)];
				memcpy(m + at + 1, buf + at, len - at);
				bad += quick_as_libyaml(m, len + 1) < 0;
			}
		}
		free(m);
		free(buf);
	}
	CU_ASSERT_EQUAL(bad, 0);
}

/* Small documents at random, line by line: an indent, a line of a
 * catalogue's shapes, and now and then a piece of YAML's other syntax:
 * whatever the quick reader reads, libyaml reads the same; and it does
 * read many. */
static void
test_quick_random(void)
{
	static const char *const lines[] = {
		"k: v", "k:", "- x", "- k: v", "k: [a, b]", "k: {a: 1, b: c}",
		"- [a]", "# c", "", "k: 'q'", "\"k\": v", "- {id: f0, e: [N]}",
		"k: v # c", "k: -1", "k: []", "k: {}", "-", "k: a b c",
		"x.y: z", "- - a", "k: [a, [b, c], {d: e}]"
	};
	static const char *const noise[] = {
		" ", "  ", ":", ": ", "-", "- ", "#", " #", ",", "[", "]", "{",
		"}", "'", "\"", "?", "&a", "*a", "!t", "|", ">", "\t", "%",
		"@", "...", "---", "\\", "a"
	};
	char doc[1024];
	const char *add;
	size_t len, k, nlines, alen;
	int rc, read = 0, bad = 0, i;

	for (i = 0; i < 20000; i++) {
		len = 0;
		nlines = 1 + rnd(10);
		for (k = 0; k < nlines && len + 64 < sizeof(doc); k++) {
			alen = rnd(4) == 0 ? 0 : 2 * rnd(3);
			memset(doc + len, ' ', alen);
			len += alen;
			add = lines[rnd(sizeof(lines) / sizeof(lines[0]))];
			memcpy(doc + len, add, strlen(add));
			len += strlen(add);
			if (rnd(8) == 0) {
				add = noise[rnd(sizeof(noise) /
				    sizeof(noise[0]))];
				alen = rnd((unsigned)len + 1);
				memmove(doc + alen + strlen(add), doc + alen,
				    len - alen);
				memcpy(doc + alen, add, strlen(add));
				len += strlen(add);
			}
			if (k + 1 < nlines || rnd(2))
				doc[len++] = '\n';
		}
		rc = quick_as_libyaml(doc, len);
		read += rc == 1;
		bad += rc < 0;
	}
	CU_ASSERT_EQUAL(bad, 0);
	CU_ASSERT(read > 1000);
	printf("(%d of 20000 read by the quick reader) ", read);
}

int
carc_test_register(void)
{
	CU_pSuite s;

	srcdir = getenv("top_srcdir");
	if (srcdir == NULL || *srcdir == '\0')
		srcdir = ".";
	s = CU_add_suite("catalogue", NULL, NULL);
	if (s == NULL ||
	    CU_add_test(s, "base totals", test_base_totals) == NULL ||
	    CU_add_test(s, "base D", test_base_d) == NULL ||
	    CU_add_test(s, "base L X", test_base_l_x) == NULL ||
	    CU_add_test(s, "base S H V A", test_base_s_h_v_a) == NULL ||
	    CU_add_test(s, "aliases", test_aliases) == NULL ||
	    CU_add_test(s, "base cleanup", test_cleanup_base) == NULL ||
	    CU_add_test(s, "names", test_names) == NULL ||
	    CU_add_test(s, "plugin catalogues", test_plugins) == NULL ||
	    CU_add_test(s, "unowned keys", test_unowned) == NULL ||
	    CU_add_test(s, "missing file", test_missing_file) == NULL ||
	    CU_add_test(s, "bad UTF-8 file", test_bad_utf8_file) == NULL ||
	    CU_add_test(s, "bad catalogues", test_bad) == NULL ||
	    CU_add_test(s, "many tiles", test_many) == NULL ||
	    CU_add_test(s, "import block", test_import_block) == NULL ||
	    CU_add_test(s, "deep nesting", test_deep) == NULL ||
	    CU_add_test(s, "yaml tree", test_yaml_tree) == NULL ||
	    CU_add_test(s, "quick reader: catalogues",
	    test_quick_catalogues) == NULL ||
	    CU_add_test(s, "quick reader: random", test_quick_random) == NULL)
		return -1;
	return 0;
}
