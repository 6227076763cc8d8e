/*
 * catalogue.c - tile types from YAML catalogues (doc/spec/tiles.md), and the
 * names of edges, half-edges and kinds.
 *
 * A file is read whole into a node tree (yaml_node.c), then checked tile
 * by tile into the free space at the end of cat->types.  Only when every
 * tile of the file is valid does cat->ntypes move past them; on error the
 * new types are freed and the index is rebuilt without their names, so a
 * bad file adds nothing.
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/tile.h"
#include "util/text.h"
#include "util/yaml_node.h"

/* The record format's spots (record-format.md, moves.meeple), the one
 * table: the edges, the centre, the half edges. */
const char *const carc_spot_names[CARC_NSPOTS] = {
	"N", "E", "S", "W", "C", "NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"
};
const char *const *const carc_edge_names = carc_spot_names;
const char *const *const carc_half_names = carc_spot_names + 5;
const char *const carc_kind_names[4] = {
	"field", "road", "city", "monastery"
};

/* Sanity bound on count and coa: a typo, not a real supply. */
#define COUNT_MAX 100000

/* -- the index over ids and aliases ---------------------------------------- */

static uint32_t
hash_str(const char *s)
{
	uint32_t h = 2166136261u;	/* FNV-1a */

	while (*s != '\0') {
		h ^= (unsigned char)*s++;
		h *= 16777619u;
	}
	return h;
}

static int
type_has_name(const struct carc_tile_type *t, const char *s)
{
	size_t i;

	if (carc_text_same(t->id, s))
		return 1;
	for (i = 0; i < t->naliases; i++)
		if (carc_text_same(t->aliases[i], s))
			return 1;
	return 0;
}

/*
 * A slot holds a type index + 1 and stands for every name of that type;
 * names are unique across the catalogue, so a type answering to the name
 * is the one.  Called per move: no allocation, linear probing.
 */
int
carc_catalogue_find(const struct carc_catalogue *cat, const char *id)
{
	size_t mask, i;
	uint32_t v;

	if (cat->index_cap == 0 || id == NULL)
		return -1;
	mask = cat->index_cap - 1;
	for (i = hash_str(id) & mask; (v = cat->index[i]) != 0;
	    i = (i + 1) & mask)
		if (type_has_name(&cat->types[v - 1], id))
			return (int)(v - 1);
	return -1;
}

/* The caller made room: index_reserve() keeps the load under half. */
static void
index_put(struct carc_catalogue *cat, const char *name, size_t ti)
{
	size_t mask = cat->index_cap - 1, i;

	for (i = hash_str(name) & mask; cat->index[i] != 0; i = (i + 1) & mask)
		;
	cat->index[i] = (uint32_t)(ti + 1);
}

static void
index_rebuild(struct carc_catalogue *cat, size_t ntypes)
{
	size_t i, j;

	memset(cat->index, 0, cat->index_cap * sizeof(*cat->index));
	for (i = 0; i < ntypes; i++) {
		index_put(cat, cat->types[i].id, i);
		for (j = 0; j < cat->types[i].naliases; j++)
			index_put(cat, cat->types[i].aliases[j], i);
	}
}

/* Room for `extra` more names beyond those of the current types. */
static int
index_reserve(struct carc_catalogue *cat, size_t extra)
{
	size_t names = extra, cap = 16, i;
	uint32_t *index;

	for (i = 0; i < cat->ntypes; i++)
		names += 1 + cat->types[i].naliases;
	while (cap / 2 < names) {
		if (cap > SIZE_MAX / 2 / sizeof(*index))
			return -1;
		cap *= 2;
	}
	if (cap <= cat->index_cap)
		return 0;
	index = calloc(cap, sizeof(*index));
	if (index == NULL)
		return -1;
	free(cat->index);
	cat->index = index;
	cat->index_cap = cap;
	index_rebuild(cat, cat->ntypes);
	return 0;
}

/* -- the catalogue ------------------------------------------------------------ */

void
carc_catalogue_init(struct carc_catalogue *cat)
{
	memset(cat, 0, sizeof(*cat));
}

static void
type_free(struct carc_tile_type *t)
{
	size_t i;

	for (i = 0; i < t->naliases; i++)
		free(t->aliases[i]);
	free(t->aliases);
	t->aliases = NULL;
	t->naliases = 0;
	free(t->seg_markings);
	t->seg_markings = NULL;
	t->nseg_markings = 0;
}

void
carc_catalogue_free(struct carc_catalogue *cat)
{
	struct carc_yaml_doc doc;
	size_t i;

	for (i = 0; i < cat->ntypes; i++)
		type_free(&cat->types[i]);
	for (i = 0; i < cat->nimports; i++) {
		free(cat->imports[i].file);
		doc.root = NULL;
		doc.blocks = cat->imports[i].blocks;
		carc_yaml_free(&doc);
	}
	free(cat->imports);
	free(cat->types);
	free(cat->index);
	carc_catalogue_init(cat);
}

const struct carc_node *
carc_catalogue_import(const struct carc_catalogue *cat, const char *set,
    const char *format, const char **file)
{
	const struct carc_node *b;
	size_t i, j;

	for (i = 0; i < cat->nimports; i++) {
		if (strcmp(cat->imports[i].set, set) != 0)
			continue;
		b = cat->imports[i].block;
		for (j = 0; j + 1 < b->n; j += 2)
			if (strcmp(b->items[j].scalar, format) == 0) {
				if (file != NULL)
					*file = cat->imports[i].file;
				return &b->items[j + 1];
			}
	}
	return NULL;
}

/* -- reading one file ----------------------------------------------------- */

struct load {
	struct carc_catalogue *cat;
	const char *name;
	const char *set;
	const struct carc_key_owner *owners;
	size_t nowners;
	const struct carc_seg_key_owner *seg_owners;
	size_t nseg_owners;
	const struct carc_kinds *kinds;	/* never NULL */
	struct carc_error *err;
	char tname[CARC_TILE_ID_MAX];	/* the tile being read, for messages */
	/* the entry each segment of that tile came from, for its owned
	 * keys once the whole tile is read (call_seg_owners) */
	const struct carc_node *seg_item[CARC_MAX_SEGS];
};

static int fail(struct load *, const struct carc_node *, const char *, ...)
    __attribute__((format(printf, 3, 4)));

static int
fail(struct load *ld, const struct carc_node *at, const char *fmt, ...)
{
	char msg[CARC_ERROR_MAX];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return carc_error_set(ld->err, "%s:%d:%d: %s", ld->name, at->line,
	    at->col, msg);
}

static const char *
scalar(const struct carc_node *n)
{
	return n->type == CARC_NODE_SCALAR ? n->scalar : NULL;
}

/* Ids and aliases: 1 to max - 1 printable ASCII characters, no space. */
static int
name_ok(const char *s, size_t max)
{
	size_t n;

	for (n = 0; s[n] != '\0'; n++)
		if ((unsigned char)s[n] <= 0x20 || (unsigned char)s[n] >= 0x7f)
			return 0;
	return n > 0 && n < max;
}

/* A copy of s fit to quote in a message: short, control bytes as '?'. */
static const char *
safe(char *buf, size_t size, const char *s)
{
	size_t i;

	for (i = 0; i + 1 < size && s[i] != '\0'; i++)
		buf[i] = (unsigned char)s[i] < 0x20 || s[i] == 0x7f ?
		    '?' : s[i];
	buf[i] = '\0';
	return buf;
}

static int
parse_uint(const struct carc_node *n, int max, int *out)
{
	const char *s = scalar(n);
	long v = 0;

	if (s == NULL || *s == '\0')
		return -1;
	for (; *s != '\0'; s++) {
		if (*s < '0' || *s > '9')
			return -1;
		v = v * 10 + (*s - '0');
		if (v > max)
			return -1;
	}
	*out = (int)v;
	return 0;
}

/* Whose keys a mapping may hold besides its own names (check_map). */
enum {
	OWNED_NONE = 0,
	OWNED_TILE,			/* plugins' tile keys, centre kinds */
	OWNED_SEGMENT			/* plugins' segment keys */
};

/* Is key one a plugin owns where `owned` says, or a declared centre
 * feature kind (a tile's "NAME: true")? */
static int
key_owned(const struct load *ld, const char *key, int owned)
{
	size_t k;
	int kind;

	if (owned == OWNED_SEGMENT) {
		for (k = 0; k < ld->nseg_owners; k++)
			if (strcmp(ld->seg_owners[k].key, key) == 0)
				return 1;
		return 0;
	}
	if (owned != OWNED_TILE)
		return 0;
	for (k = 0; k < ld->nowners; k++)
		if (strcmp(ld->owners[k].key, key) == 0)
			return 1;
	kind = carc_kinds_feature(ld->kinds, key);
	return kind >= CARC_KIND_PLUGIN &&
	    ld->kinds->feature[kind].shape == CARC_SHAPE_CENTRE;
}

/*
 * Check the keys of a mapping: scalars, none twice, each one of names[]
 * (its value goes to vals[]) or a key owned as `owned` says.
 */
static int
check_map(struct load *ld, const struct carc_node *map,
    const char *const *names, size_t nnames, const struct carc_node **vals,
    int owned)
{
	size_t i, j, k;
	const char *key;

	for (k = 0; k < nnames; k++)
		vals[k] = NULL;
	for (i = 0; i + 1 < map->n; i += 2) {
		if ((key = scalar(&map->items[i])) == NULL)
			return fail(ld, &map->items[i],
			    "expected a plain key in tile '%s'", ld->tname);
		/* the first letters first: most keys differ there, and
		 * every key of every tile of every catalogue is checked
		 * at each start */
		for (j = 0; j < i; j += 2)
			if (map->items[j].scalar[0] == key[0] &&
			    strcmp(map->items[j].scalar, key) == 0)
				return fail(ld, &map->items[i],
				    "duplicate key '%.40s' in tile '%s'", key,
				    ld->tname);
		for (k = 0; k < nnames; k++)
			if (names[k][0] == key[0] && strcmp(names[k], key) == 0)
				break;
		if (k < nnames) {
			vals[k] = &map->items[i + 1];
			continue;
		}
		if (!key_owned(ld, key, owned))
			return fail(ld, &map->items[i],
			    "unknown key '%.40s' in tile '%s'", key, ld->tname);
	}
	return 0;
}

/* Start a segment of tile t named by node id (NULL for the monastery). */
static int
new_seg(struct load *ld, struct carc_tile_type *t, const struct carc_node *at,
    const struct carc_node *id, int kind)
{
	const char *name = "monastery";
	struct carc_seg *s;
	int i;

	if (id != NULL) {
		if ((name = scalar(id)) == NULL || !name_ok(name,
		    sizeof(s->name)))
			return fail(ld, id, "invalid segment id in tile '%s' "
			    "(1 to %d characters)", ld->tname,
			    (int)sizeof(s->name) - 1);
		for (i = 0; i < t->nseg; i++)
			if (strcmp(t->seg[i].name, name) == 0)
				return fail(ld, id, "duplicate segment id '%s' "
				    "in tile '%s'", name, ld->tname);
	}
	if (t->nseg == CARC_MAX_SEGS)
		return fail(ld, at, "too many segments in tile '%s' "
		    "(at most %d)", ld->tname, CARC_MAX_SEGS);
	s = &t->seg[t->nseg];
	memset(s, 0, sizeof(*s));
	s->kind = (uint8_t)kind;
	memcpy(s->name, name, strlen(name) + 1);
	return t->nseg++;
}

static int
parse_edges(struct load *ld, struct carc_tile_type *t,
    const struct carc_node *map, const struct carc_node **enode)
{
	const struct carc_node *vals[4];
	const char *kind;
	int e, k;

	if (map->type != CARC_NODE_MAPPING)
		return fail(ld, map, "expected a mapping for 'edges' in tile "
		    "'%s'", ld->tname);
	if (check_map(ld, map, carc_edge_names, 4, vals, 0) != 0)
		return -1;
	for (e = 0; e < 4; e++) {
		if (vals[e] == NULL)
			return fail(ld, map, "missing edge '%s' in tile '%s'",
			    carc_edge_names[e], ld->tname);
		enode[e] = vals[e];
		kind = scalar(vals[e]);
		if (kind == NULL || (k = carc_kinds_edge(ld->kinds, kind)) < 0)
			return fail(ld, vals[e], "bad kind for edge '%s' in "
			    "tile '%s' (field, road %s city%s)",
			    carc_edge_names[e], ld->tname,
			    ld->kinds->next_edge > CARC_EDGE_PLUGIN ? "," : "or",
			    ld->kinds->next_edge > CARC_EDGE_PLUGIN ?
			    " or a kind a plugin declares" : "");
		t->edge_kind[e] = (uint8_t)k;
	}
	return 0;
}

/* cities or roads: each a segment over the edges of its kind. */
static int
parse_lines(struct load *ld, struct carc_tile_type *t,
    const struct carc_node *list, int kind)
{
	static const char *const names[] = { "id", "edges", "coa" };
	const char *what = kind == CARC_CITY ? "city" : "road";
	const char *whats = kind == CARC_CITY ? "cities" : "roads";
	const struct carc_node *vals[3], *item, *en;
	const char *s;
	size_t i, j;
	int si, e, coa;

	if (list->type != CARC_NODE_SEQUENCE)
		return fail(ld, list, "expected a sequence for '%s' in tile "
		    "'%s'", whats, ld->tname);
	for (i = 0; i < list->n; i++) {
		item = &list->items[i];
		if (item->type != CARC_NODE_MAPPING)
			return fail(ld, item, "expected a mapping for a %s in "
			    "tile '%s'", what, ld->tname);
		/* coa is a key of cities only. */
		vals[2] = NULL;
		if (check_map(ld, item, names, kind == CARC_CITY ? 3 : 2,
		    vals, OWNED_SEGMENT) != 0)
			return -1;
		if (vals[0] == NULL || vals[1] == NULL)
			return fail(ld, item, "missing key '%s' in tile '%s'",
			    vals[0] == NULL ? "id" : "edges", ld->tname);
		if ((si = new_seg(ld, t, item, vals[0], kind)) < 0)
			return -1;
		ld->seg_item[si] = item;
		if (vals[1]->type != CARC_NODE_SEQUENCE || vals[1]->n == 0)
			return fail(ld, vals[1], "expected a list of edges for "
			    "%s '%s' in tile '%s'", what, t->seg[si].name,
			    ld->tname);
		for (j = 0; j < vals[1]->n; j++) {
			en = &vals[1]->items[j];
			if ((s = scalar(en)) == NULL ||
			    (e = carc_edge_parse(s)) < 0)
				return fail(ld, en, "bad edge in %s '%s' of "
				    "tile '%s' (N, E, S or W)", what,
				    t->seg[si].name, ld->tname);
			if (t->edge_kind[e] != kind)
				return fail(ld, en, "edge '%s' of %s '%s' is "
				    "not a %s edge in tile '%s'", s, what,
				    t->seg[si].name, what, ld->tname);
			if (t->edge_seg[e] == si)
				return fail(ld, en, "edge '%s' listed twice in "
				    "%s '%s' of tile '%s'", s, what,
				    t->seg[si].name, ld->tname);
			if (t->edge_seg[e] >= 0)
				return fail(ld, en, "edge '%s' is in two %s in "
				    "tile '%s'", s, whats, ld->tname);
			t->edge_seg[e] = (int8_t)si;
			t->seg[si].edges |= (uint8_t)(1u << e);
		}
		if (vals[2] != NULL) {
			if (parse_uint(vals[2], 255, &coa) != 0)
				return fail(ld, vals[2], "expected a "
				    "non-negative integer for 'coa' in tile "
				    "'%s'", ld->tname);
			t->seg[si].coa = (uint8_t)coa;
			t->coats_of_arms += coa;
		}
	}
	return 0;
}

static int
parse_field_adj(struct load *ld, struct carc_tile_type *t, int si,
    const struct carc_node *list)
{
	const struct carc_node *an;
	const char *s;
	size_t j;
	int i;

	if (list->type != CARC_NODE_SEQUENCE)
		return fail(ld, list, "expected a sequence for 'adj' in tile "
		    "'%s'", ld->tname);
	for (j = 0; j < list->n; j++) {
		an = &list->items[j];
		if ((s = scalar(an)) == NULL)
			return fail(ld, an, "expected a city id in 'adj' of "
			    "tile '%s'", ld->tname);
		for (i = 0; i < t->nseg; i++)
			if (t->seg[i].kind == CARC_CITY &&
			    strcmp(t->seg[i].name, s) == 0)
				break;
		if (i == t->nseg)
			return fail(ld, an, "adj '%.40s' of field '%s' is not a "
			    "city of tile '%s'", s, t->seg[si].name,
			    ld->tname);
		/* Cities come first, so i < 16 fits the mask. */
		t->seg[si].adj |= (uint16_t)(1u << i);
	}
	return 0;
}

static int
parse_fields(struct load *ld, struct carc_tile_type *t,
    const struct carc_node *list)
{
	static const char *const names[] = { "id", "halves", "adj" };
	const struct carc_node *vals[3], *item, *hn;
	const char *s;
	size_t i, j;
	int si, h;

	if (list->type != CARC_NODE_SEQUENCE)
		return fail(ld, list, "expected a sequence for 'fields' in "
		    "tile '%s'", ld->tname);
	for (i = 0; i < list->n; i++) {
		item = &list->items[i];
		if (item->type != CARC_NODE_MAPPING)
			return fail(ld, item, "expected a mapping for a field "
			    "in tile '%s'", ld->tname);
		if (check_map(ld, item, names, 3, vals, OWNED_SEGMENT) != 0)
			return -1;
		if (vals[0] == NULL || vals[1] == NULL)
			return fail(ld, item, "missing key '%s' in tile '%s'",
			    vals[0] == NULL ? "id" : "halves", ld->tname);
		if ((si = new_seg(ld, t, item, vals[0], CARC_FIELD)) < 0)
			return -1;
		ld->seg_item[si] = item;
		if (vals[1]->type != CARC_NODE_SEQUENCE)
			return fail(ld, vals[1], "expected a list of half-edges "
			    "for field '%s' in tile '%s'", t->seg[si].name,
			    ld->tname);
		/* `halves: []`: the field in the tile's centre, reaching no
		 * edge (doc/spec/tiles.md: a field of no half-edges); the spot C
		 * names it */
		if (vals[1]->n == 0) {
			if (t->centre_field >= 0)
				return fail(ld, vals[1], "two fields reach no "
				    "edge in tile '%s'", ld->tname);
			t->centre_field = (int8_t)si;
		}
		for (j = 0; j < vals[1]->n; j++) {
			hn = &vals[1]->items[j];
			if ((s = scalar(hn)) == NULL ||
			    (h = carc_half_parse(s)) < 0)
				return fail(ld, hn, "bad half-edge in field "
				    "'%s' of tile '%s' (NL, NR ... WR)",
				    t->seg[si].name, ld->tname);
			if (t->edge_kind[h >> 1] == CARC_CITY)
				return fail(ld, hn, "half-edge '%s' of field "
				    "'%s' is on a city edge in tile '%s'", s,
				    t->seg[si].name, ld->tname);
			if (t->half_seg[h] == si)
				return fail(ld, hn, "half-edge '%s' listed "
				    "twice in field '%s' of tile '%s'", s,
				    t->seg[si].name, ld->tname);
			if (t->half_seg[h] >= 0)
				return fail(ld, hn, "half-edge '%s' is in two "
				    "fields in tile '%s'", s, ld->tname);
			t->half_seg[h] = (int8_t)si;
			t->seg[si].halves |= (uint8_t)(1u << h);
		}
		if (vals[2] != NULL &&
		    parse_field_adj(ld, t, si, vals[2]) != 0)
			return -1;
	}
	return 0;
}

static int
parse_name(struct load *ld, const struct carc_node *n, const char *key,
    char *dst, size_t size)
{
	const char *s = scalar(n);

	if (s == NULL || strlen(s) >= size)
		return fail(ld, n, "expected a name of at most %d characters "
		    "for '%s' in tile '%s'", (int)size - 1, key, ld->tname);
	memcpy(dst, s, strlen(s) + 1);
	return 0;
}

/* The tile's id and aliases, unique across the whole catalogue. */
static int
add_names(struct load *ld, struct carc_tile_type *t, size_t ti,
    const struct carc_node *idn, const struct carc_node *list)
{
	char buf[48];
	const struct carc_node *an;
	const char *s;
	size_t j;

	if (carc_catalogue_find(ld->cat, t->id) >= 0)
		return fail(ld, idn, "duplicate tile id '%s'", t->id);
	index_put(ld->cat, t->id, ti);
	if (list == NULL)
		return 0;
	if (list->type != CARC_NODE_SEQUENCE)
		return fail(ld, list, "expected a sequence for 'aliases' in "
		    "tile '%s'", t->id);
	if (list->n > 0 &&
	    (t->aliases = calloc(list->n, sizeof(*t->aliases))) == NULL)
		return carc_error_set(ld->err, "%s: out of memory", ld->name);
	for (j = 0; j < list->n; j++) {
		an = &list->items[j];
		if ((s = scalar(an)) == NULL || !name_ok(s, CARC_TILE_ID_MAX))
			return fail(ld, an, "invalid alias '%s' in tile '%s'",
			    s == NULL ? "" : safe(buf, sizeof(buf), s), t->id);
		if (carc_catalogue_find(ld->cat, s) >= 0)
			return fail(ld, an, "duplicate alias '%s' in tile '%s'",
			    s, t->id);
		if ((t->aliases[j] = malloc(strlen(s) + 1)) == NULL)
			return carc_error_set(ld->err, "%s: out of memory",
			    ld->name);
		memcpy(t->aliases[j], s, strlen(s) + 1);
		t->naliases++;
		index_put(ld->cat, s, ti);
	}
	return 0;
}

/* Keys owned by plugins on the tile's segments, handed over once the
 * tile is complete. */
static int
call_seg_owners(struct load *ld, struct carc_tile_type *t)
{
	const struct carc_node *where, *map;
	const struct carc_seg_key_owner *o;
	char msg[CARC_ERROR_MAX];
	size_t i, k;
	int si;

	for (si = 0; si < t->nseg; si++) {
		if ((map = ld->seg_item[si]) == NULL)
			continue;
		for (i = 0; i + 1 < map->n; i += 2) {
			for (k = 0; k < ld->nseg_owners; k++)
				if (strcmp(ld->seg_owners[k].key,
				    map->items[i].scalar) == 0)
					break;
			if (k == ld->nseg_owners)
				continue;
			o = &ld->seg_owners[k];
			where = NULL;
			msg[0] = '\0';
			if (o->fn(o->owner, t, si, o->key, &map->items[i + 1],
			    &where, msg, sizeof(msg)) != 0) {
				if (msg[0] == '\0')
					snprintf(msg, sizeof(msg), "bad value "
					    "for '%s' in segment '%s' of tile "
					    "'%s'", o->key, t->seg[si].name,
					    t->id);
				return fail(ld, where != NULL ? where :
				    &map->items[i], "%s", msg);
			}
		}
	}
	return 0;
}

/* Keys owned by plugins, handed over once the tile is complete. */
static int
call_owners(struct load *ld, struct carc_tile_type *t,
    const struct carc_node *map)
{
	const struct carc_node *where;
	const struct carc_key_owner *o;
	char msg[CARC_ERROR_MAX];
	size_t i, k;

	if (call_seg_owners(ld, t) != 0)
		return -1;
	for (i = 0; i + 1 < map->n; i += 2) {
		for (k = 0; k < ld->nowners; k++)
			if (strcmp(ld->owners[k].key, map->items[i].scalar) == 0)
				break;
		if (k == ld->nowners)
			continue;
		o = &ld->owners[k];
		where = NULL;
		msg[0] = '\0';
		if (o->fn(o->owner, t, o->key, &map->items[i + 1], &where,
		    msg, sizeof(msg)) != 0) {
			if (msg[0] == '\0')
				snprintf(msg, sizeof(msg), "bad value for '%s' "
				    "in tile '%s'", o->key, t->id);
			return fail(ld, where != NULL ? where :
			    &map->items[i], "%s", msg);
		}
	}
	return 0;
}

enum {
	K_ID, K_COUNT, K_START, K_SET, K_VARIANT, K_ALIASES, K_EDGES,
	K_CITIES, K_ROADS, K_FIELDS, K_MONASTERY, K_EDITIONS, K_TWIN, NKEYS
};

static const char *const tile_keys[NKEYS] = {
	"id", "count", "start_copies", "set", "variant", "aliases", "edges",
	"cities", "roads", "fields", "monastery", "editions", "twin"
};

/*
 * What the engine reads of a type at every placement, worked out once:
 * its segments turned (rotation r puts the type's edge (e - r) & 3 at
 * board edge e) and the kinds it shows.
 */
static void
derive(const struct load *ld, struct carc_tile_type *t)
{
	int r, e, h, s;

	/* A tile is played only where the plugins whose kinds it shows
	 * are (carc_feature_kind: DATA-TILESET otherwise). */
	t->requires = 1u << CARC_SLOT_BASE;
	for (e = 0; e < 4; e++)
		t->requires |= 1u << ld->kinds->edge[t->edge_kind[e]].slot;
	for (s = 0; s < t->nseg; s++) {
		unsigned m = t->seg[s].edges;

		t->requires |= 1u << ld->kinds->feature[t->seg[s].kind].slot;
		t->has_road |= t->seg[s].kind == CARC_ROAD;
		t->has_city |= t->seg[s].kind == CARC_CITY;
		if (t->seg[s].kind == CARC_ROAD || t->seg[s].kind == CARC_CITY)
			t->seg[s].nedges = (uint8_t)((m & 1) + (m >> 1 & 1) +
			    (m >> 2 & 1) + (m >> 3 & 1));
	}
	for (r = 0; r < 4; r++) {
		for (e = 0; e < 4; e++) {
			t->turned_edge_seg[r][e] = t->edge_seg[(e - r) & 3];
			t->turned_edge_kind[r][e] = t->edge_kind[(e - r) & 3];
		}
		for (h = 0; h < 8; h++)
			t->turned_half_seg[r][h] = t->half_seg[(h - 2 * r) & 7];
	}
}

/* `editions: {2: 4}`: the copies of later editions where they differ
 * from `count`, the first edition's. */
static int
parse_editions(struct load *ld, struct carc_tile_type *t,
    const struct carc_node *map)
{
	const char *s;
	size_t i;
	int e, n;

	for (e = 1; e <= CARC_MAX_EDITIONS; e++)
		t->edition_count[e] = t->count;
	if (map == NULL)
		return 0;
	if (map->type != CARC_NODE_MAPPING)
		return fail(ld, map, "expected a mapping of editions to counts "
		    "for 'editions' in tile '%s'", t->id);
	for (i = 0; i + 1 < map->n; i += 2) {
		s = scalar(&map->items[i]);
		if (s == NULL || s[0] < '2' || s[0] > '0' + CARC_MAX_EDITIONS ||
		    s[1] != '\0')
			return fail(ld, &map->items[i], "expected an edition "
			    "from 2 to %d in 'editions' of tile '%s'",
			    CARC_MAX_EDITIONS, t->id);
		if (parse_uint(&map->items[i + 1], COUNT_MAX, &n) != 0)
			return fail(ld, &map->items[i + 1], "expected a "
			    "non-negative integer for edition %s of tile '%s'",
			    s, t->id);
		t->edition_count[s[0] - '0'] = n;
	}
	for (e = 1; e <= CARC_MAX_EDITIONS; e++)
		if (t->start_copies > t->edition_count[e])
			return fail(ld, map, "start_copies %d exceeds edition "
			    "%d's count %d in tile '%s'", t->start_copies, e,
			    t->edition_count[e], t->id);
	return 0;
}

/* A declared centre feature kind's key ("NAME: true"): a segment of
 * that kind at the tile's centre, where no monastery stands. */
static int
parse_centre_kinds(struct load *ld, struct carc_tile_type *t,
    const struct carc_node *map)
{
	const char *key, *s;
	size_t i;
	int kind, si;

	for (i = 0; i + 1 < map->n; i += 2) {
		key = map->items[i].scalar;
		if ((kind = carc_kinds_feature(ld->kinds, key)) <
		    CARC_KIND_PLUGIN)
			continue;
		s = scalar(&map->items[i + 1]);
		if (s == NULL ||
		    (strcmp(s, "true") != 0 && strcmp(s, "false") != 0))
			return fail(ld, &map->items[i + 1], "expected true or "
			    "false for '%s' in tile '%s'", key, t->id);
		if (strcmp(s, "false") == 0)
			continue;
		if (t->centre >= 0)
			return fail(ld, &map->items[i], "tile '%s' has two "
			    "features at its centre ('%s' and '%s')", t->id,
			    t->seg[t->centre].name, key);
		if ((si = new_seg(ld, t, &map->items[i], NULL, kind)) < 0)
			return -1;
		/* the segment's name is the kind's, as "monastery" is */
		snprintf(t->seg[si].name, sizeof(t->seg[si].name), "%s", key);
		t->centre = (int8_t)si;
	}
	return 0;
}

static int
parse_tile(struct load *ld, const struct carc_node *map, size_t ti)
{
	struct carc_tile_type *t = &ld->cat->types[ti];
	const struct carc_node *v[NKEYS], *enode[4];
	const char *s;
	char buf[48];
	size_t i;
	int e, h, si;

	memset(t, 0, sizeof(*t));
	memset(t->edge_seg, -1, sizeof(t->edge_seg));
	memset(t->half_seg, -1, sizeof(t->half_seg));
	t->monastery = -1;
	t->centre = -1;
	t->centre_field = -1;
	memset(ld->seg_item, 0, sizeof(ld->seg_item));
	memcpy(t->set, ld->set, strlen(ld->set) + 1);
	snprintf(ld->tname, sizeof(ld->tname), "?");

	if (map->type != CARC_NODE_MAPPING)
		return fail(ld, map, "expected a mapping for a tile");
	/* The id first, so that every later message can name the tile. */
	for (i = 0; i + 1 < map->n; i += 2)
		if ((s = scalar(&map->items[i])) != NULL &&
		    strcmp(s, "id") == 0)
			break;
	if (i + 1 >= map->n)
		return fail(ld, map, "missing key 'id' in tile");
	if ((s = scalar(&map->items[i + 1])) == NULL ||
	    !name_ok(s, CARC_TILE_ID_MAX))
		return fail(ld, &map->items[i + 1], "invalid tile id '%s' (1 "
		    "to %d printable characters, no spaces)",
		    s == NULL ? "" : safe(buf, sizeof(buf), s),
		    CARC_TILE_ID_MAX - 1);
	memcpy(t->id, s, strlen(s) + 1);
	memcpy(ld->tname, s, strlen(s) + 1);
	if (check_map(ld, map, tile_keys, NKEYS, v, OWNED_TILE) != 0)
		return -1;
	if (add_names(ld, t, ti, v[K_ID], v[K_ALIASES]) != 0)
		return -1;
	if (v[K_COUNT] == NULL)
		return fail(ld, map, "missing key 'count' in tile '%s'", t->id);
	if (parse_uint(v[K_COUNT], COUNT_MAX, &t->count) != 0)
		return fail(ld, v[K_COUNT], "expected a non-negative integer "
		    "for 'count' in tile '%s'", t->id);
	if (v[K_START] != NULL) {
		if (parse_uint(v[K_START], COUNT_MAX, &t->start_copies) != 0)
			return fail(ld, v[K_START], "expected a non-negative "
			    "integer for 'start_copies' in tile '%s'", t->id);
		if (t->start_copies > t->count)
			return fail(ld, v[K_START], "start_copies %d exceeds "
			    "count %d in tile '%s'", t->start_copies, t->count,
			    t->id);
	}
	if (v[K_SET] != NULL &&
	    parse_name(ld, v[K_SET], "set", t->set, sizeof(t->set)) != 0)
		return -1;
	if (v[K_VARIANT] != NULL && parse_name(ld, v[K_VARIANT], "variant",
	    t->variant, sizeof(t->variant)) != 0)
		return -1;
	if (parse_editions(ld, t, v[K_EDITIONS]) != 0)
		return -1;
	if (v[K_TWIN] != NULL && parse_name(ld, v[K_TWIN], "twin", t->twin,
	    sizeof(t->twin)) != 0)
		return -1;

	if (v[K_EDGES] == NULL)
		return fail(ld, map, "missing key 'edges' in tile '%s'", t->id);
	if (parse_edges(ld, t, v[K_EDGES], enode) != 0)
		return -1;
	/* Segments in order cities, roads, fields, monastery. */
	if (v[K_CITIES] != NULL &&
	    parse_lines(ld, t, v[K_CITIES], CARC_CITY) != 0)
		return -1;
	if (v[K_ROADS] != NULL &&
	    parse_lines(ld, t, v[K_ROADS], CARC_ROAD) != 0)
		return -1;
	for (e = 0; e < 4; e++)
		if ((t->edge_kind[e] == CARC_ROAD ||
		    t->edge_kind[e] == CARC_CITY) && t->edge_seg[e] < 0)
			return fail(ld, enode[e], "%s edge '%s' has no %s in "
			    "tile '%s'", carc_kind_names[t->edge_kind[e]],
			    carc_edge_names[e],
			    carc_kind_names[t->edge_kind[e]], t->id);
	if (v[K_FIELDS] != NULL && parse_fields(ld, t, v[K_FIELDS]) != 0)
		return -1;
	for (h = 0; h < 8; h++)
		if (t->edge_kind[h >> 1] != CARC_CITY && t->half_seg[h] < 0)
			return fail(ld, v[K_FIELDS] != NULL ? v[K_FIELDS] : map,
			    "half-edge '%s' is in no field in tile '%s'",
			    carc_half_names[h], t->id);
	if (v[K_MONASTERY] != NULL) {
		s = scalar(v[K_MONASTERY]);
		if (s == NULL ||
		    (strcmp(s, "true") != 0 && strcmp(s, "false") != 0))
			return fail(ld, v[K_MONASTERY], "expected true or false "
			    "for 'monastery' in tile '%s'", t->id);
		if (strcmp(s, "true") == 0) {
			if ((si = new_seg(ld, t, v[K_MONASTERY], NULL,
			    CARC_MONASTERY)) < 0)
				return -1;
			t->monastery = (int8_t)si;
			t->centre = (int8_t)si;
		}
	}
	if (parse_centre_kinds(ld, t, map) != 0)
		return -1;
	derive(ld, t);
	return call_owners(ld, t, map);
}

/* Upper bound on the names (ids and aliases) the tiles of list bring. */
static size_t
count_names(const struct carc_node *list)
{
	const struct carc_node *m;
	size_t i, j, n = 0;

	for (i = 0; i < list->n; i++) {
		m = &list->items[i];
		n++;
		if (m->type != CARC_NODE_MAPPING)
			continue;
		for (j = 0; j + 1 < m->n; j += 2)
			if (m->items[j].type == CARC_NODE_SCALAR &&
			    strcmp(m->items[j].scalar, "aliases") == 0)
				n += m->items[j + 1].n;
	}
	return n;
}

/*
 * A file is a sequence of tiles, or a mapping of `tiles:` (that
 * sequence) and `import:`, what other programs call the file's set
 * (carc-tiles(5), IMPORT): a mapping of format names to mappings, whose
 * contents only the format's importer reads.
 */
static int
split_doc(struct load *ld, const struct carc_node *root,
    const struct carc_node **tiles, const struct carc_node **import)
{
	const struct carc_node *vals[2] = { NULL, NULL };
	size_t i;

	*tiles = root;
	*import = NULL;
	if (root == NULL)
		return carc_error_set(ld->err, "%s:1:1: expected a sequence of "
		    "tiles", ld->name);
	if (root->type != CARC_NODE_MAPPING)
		return 0;
	for (i = 0; i + 1 < root->n; i += 2) {
		const char *key = scalar(&root->items[i]);
		int k = key == NULL ? -1 : strcmp(key, "tiles") == 0 ? 0 :
		    strcmp(key, "import") == 0 ? 1 : -1;

		if (k < 0)
			return fail(ld, &root->items[i], "unknown key '%.40s' "
			    "at the top level (tiles, import)",
			    key ? key : "?");
		if (vals[k] != NULL)
			return fail(ld, &root->items[i], "duplicate key '%s' "
			    "at the top level", key);
		vals[k] = &root->items[i + 1];
	}
	if (vals[0] == NULL)
		return fail(ld, root, "missing key 'tiles' at the top level");
	*tiles = vals[0];
	if ((*import = vals[1]) == NULL)
		return 0;
	if (vals[1]->type != CARC_NODE_MAPPING)
		return fail(ld, vals[1], "expected a mapping of formats for "
		    "'import'");
	for (i = 0; i + 1 < vals[1]->n; i += 2) {
		const struct carc_node *k = &vals[1]->items[i];

		if (scalar(k) == NULL)
			return fail(ld, k, "expected a format name in "
			    "'import'");
		if (vals[1]->items[i + 1].type != CARC_NODE_MAPPING)
			return fail(ld, &vals[1]->items[i + 1], "expected a "
			    "mapping for format '%.40s' in 'import'",
			    k->scalar);
	}
	return 0;
}

/* Keep the file's import block, and with it the file's nodes. */
static int
keep_import(struct load *ld, struct carc_yaml_doc *doc,
    const struct carc_node *import)
{
	struct carc_catalogue *cat = ld->cat;
	struct carc_cat_import *im;

	im = realloc(cat->imports, (cat->nimports + 1) * sizeof(*im));
	if (im == NULL)
		return carc_error_set(ld->err, "%s: out of memory", ld->name);
	cat->imports = im;
	im += cat->nimports;
	memset(im, 0, sizeof(*im));
	if ((im->file = malloc(strlen(ld->name) + 1)) == NULL)
		return carc_error_set(ld->err, "%s: out of memory", ld->name);
	memcpy(im->file, ld->name, strlen(ld->name) + 1);
	snprintf(im->set, sizeof(im->set), "%s", ld->set);
	im->block = import;
	im->blocks = doc->blocks;
	doc->blocks = NULL;
	cat->nimports++;
	return 0;
}

static int
load_doc(struct load *ld, const struct carc_node *root)
{
	struct carc_catalogue *cat = ld->cat;
	struct carc_tile_type *types;
	size_t old = cat->ntypes, cap, i;

	if (root->type != CARC_NODE_SEQUENCE)
		return fail(ld, root, "expected a sequence of tiles");
	if (root->n > UINT32_MAX / 2 - old)
		return carc_error_set(ld->err, "%s: too many tiles", ld->name);
	/* Room for every tile up front: no realloc while owners hold t. */
	if (cat->cap < old + root->n) {
		cap = old + root->n;
		if (cap < 2 * cat->cap)
			cap = 2 * cat->cap;
		if (cap > SIZE_MAX / sizeof(*types) ||
		    (types = realloc(cat->types, cap * sizeof(*types))) == NULL)
			return carc_error_set(ld->err, "%s: out of memory",
			    ld->name);
		cat->types = types;
		cat->cap = cap;
	}
	if (index_reserve(cat, count_names(root)) != 0)
		return carc_error_set(ld->err, "%s: out of memory", ld->name);
	for (i = 0; i < root->n; i++) {
		if (parse_tile(ld, &root->items[i], old + i) != 0) {
			/* All or nothing: forget this file's tiles. */
			do
				type_free(&cat->types[old + i]);
			while (i-- > 0);
			index_rebuild(cat, old);
			return -1;
		}
	}
	cat->ntypes = old + root->n;
	return 0;
}

int
carc_catalogue_load_buffer_vocab(struct carc_catalogue *cat,
    const char *name, const char *buf, size_t len, const char *set,
    const struct carc_vocab *vocab, struct carc_error *err)
{
	struct carc_kinds base_kinds;
	struct carc_yaml_doc doc;
	const struct carc_node *tiles, *import;
	struct load ld;
	int rc;

	if (set == NULL)
		set = "";
	if (strlen(set) >= CARC_SET_MAX)
		return carc_error_set(err, "%s: set name '%.40s' too long",
		    name, set);
	if (carc_yaml_parse(&doc, name, buf, len, err) != 0)
		return -1;
	memset(&ld, 0, sizeof(ld));
	ld.cat = cat;
	ld.name = name;
	ld.set = set;
	if (vocab != NULL) {
		ld.owners = vocab->owners;
		ld.nowners = vocab->owners != NULL ? vocab->nowners : 0;
		ld.seg_owners = vocab->seg_owners;
		ld.nseg_owners = vocab->seg_owners != NULL ?
		    vocab->nseg_owners : 0;
		ld.kinds = vocab->kinds;
	}
	if (ld.kinds == NULL) {
		/* the base game's words alone */
		carc_kinds_init(&base_kinds);
		ld.kinds = &base_kinds;
	}
	ld.err = err;
	rc = split_doc(&ld, doc.root, &tiles, &import);
	if (rc == 0)
		rc = load_doc(&ld, tiles);
	if (rc == 0 && import != NULL && (rc = keep_import(&ld, &doc,
	    import)) != 0) {
		/* all or nothing: forget the file's tiles again */
		size_t i;

		for (i = cat->ntypes - tiles->n; i < cat->ntypes; i++)
			type_free(&cat->types[i]);
		cat->ntypes -= tiles->n;
		index_rebuild(cat, cat->ntypes);
	}
	carc_yaml_free(&doc);
	return rc;
}

int
carc_catalogue_load_buffer(struct carc_catalogue *cat, const char *name,
    const char *buf, size_t len, const char *set,
    const struct carc_key_owner *owners, size_t nowners,
    struct carc_error *err)
{
	struct carc_vocab vocab;

	memset(&vocab, 0, sizeof(vocab));
	vocab.owners = owners;
	vocab.nowners = nowners;
	return carc_catalogue_load_buffer_vocab(cat, name, buf, len, set,
	    &vocab, err);
}

int
carc_catalogue_load(struct carc_catalogue *cat, const char *path,
    const char *set, const struct carc_key_owner *owners, size_t nowners,
    struct carc_error *err)
{
	struct carc_vocab vocab;

	memset(&vocab, 0, sizeof(vocab));
	vocab.owners = owners;
	vocab.nowners = nowners;
	return carc_catalogue_load_vocab(cat, path, set, &vocab, err);
}

int
carc_catalogue_load_vocab(struct carc_catalogue *cat, const char *path,
    const char *set, const struct carc_vocab *vocab, struct carc_error *err)
{
	FILE *fp;
	char *buf = NULL, *nbuf;
	size_t len = 0, cap = 0, got;
	struct stat sb;
	int fd, rc;

	/* Without blocking (a FIFO waits for a writer in open), and only a
	 * regular file: who may have written it is the loader's check
	 * (carc_paths_untrusted). */
	if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY |
	    O_CLOEXEC)) == -1)
		return carc_error_set(err, "cannot open '%s': %s", path,
		    strerror(errno));
	if (fstat(fd, &sb) == -1 || !S_ISREG(sb.st_mode)) {
		close(fd);
		return carc_error_set(err, "cannot open '%s': not a regular "
		    "file", path);
	}
	if ((fp = fdopen(fd, "rb")) == NULL) {
		close(fd);
		return carc_error_set(err, "cannot open '%s': %s", path,
		    strerror(errno));
	}
	for (;;) {
		if (len == cap) {
			cap = cap ? 2 * cap : 65536;
			if ((nbuf = realloc(buf, cap)) == NULL) {
				free(buf);
				fclose(fp);
				return carc_error_set(err, "%s: out of memory",
				    path);
			}
			buf = nbuf;
		}
		got = fread(buf + len, 1, cap - len, fp);
		len += got;
		if (got == 0)
			break;
	}
	if (ferror(fp)) {
		rc = carc_error_set(err, "cannot read '%s': %s", path,
		    strerror(errno));
		free(buf);
		fclose(fp);
		return rc;
	}
	fclose(fp);
	rc = carc_catalogue_load_buffer_vocab(cat, path, buf, len, set, vocab,
	    err);
	free(buf);
	return rc;
}
