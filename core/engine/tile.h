/*
 * tile.h - tile types as the tile catalogues define them, and the
 * geometry of edges, half-edges and rotation (rules-en.md section 0).
 */
#ifndef CARC_TILE_H
#define CARC_TILE_H

#include <stddef.h>
#include <stdint.h>

#include "carc_plugin.h"
#include "engine/kinds.h"
#include "util/error.h"

#define CARC_TILE_ID_MAX 32	/* longest tile id, NUL included */
#define CARC_SET_MAX 32		/* longest set or variant name */
#define CARC_MAX_SEGS 16	/* segments (features) on one tile */
#define CARC_MAX_PLUGINS 16	/* plugins loaded at once */
#define CARC_MAX_EDITIONS 3	/* editions a catalogue gives counts for */

/* One feature segment of a tile, in the tile's defined orientation. */
struct carc_seg {
	uint8_t kind;		/* feature kind (enum carc_kind, or one a
				 * plugin declares: engine/kinds.h) */
	uint8_t edges;		/* road, city: bit e if it reaches edge e */
	uint8_t halves;		/* field: bit h for each half-edge (none:
				 * the field in the centre, spot C) */
	uint8_t coa;		/* city: coats of arms */
	uint16_t adj;		/* field: bit i if it touches city segment i */
	uint8_t nedges;		/* road, city: edges it reaches (open at
				 * first); 0 for the others */
	char name[12];		/* the catalogue's id for it ("c0") */
};

/* What a plugin's segment_key hook made of a key on one segment. */
struct carc_seg_marking {
	uint8_t seg;			/* the segment's index in the type */
	uint8_t slot;			/* the plugin's slot */
	const void *marking;
};

struct carc_tile_type {
	char id[CARC_TILE_ID_MAX];
	char set[CARC_SET_MAX];		/* "base" or the owning plugin */
	char variant[CARC_SET_MAX];	/* "" = in every variant of the set */
	int count;			/* copies in a standard supply of the
					 * first edition */
	/* copies in each edition's standard supply, [1] == count ([0]
	 * unused); `editions:` gives those that differ */
	int edition_count[CARC_MAX_EDITIONS + 1];
	int start_copies;		/* of which start tiles */
	uint8_t edge_kind[4];		/* edge kind: field/road/city (enum
					 * carc_kind) or a declared one */
	int nseg;
	struct carc_seg seg[CARC_MAX_SEGS];
	int8_t edge_seg[4];		/* road/city segment at edge, or -1 */
	int8_t half_seg[8];		/* field segment at half-edge, or -1 */
	/* The same per rotation r, in board orientation: what a placed
	 * tile copies (turned once here, not at every placement). */
	int8_t turned_edge_seg[4][4];
	uint8_t turned_edge_kind[4][4];
	int8_t turned_half_seg[4][8];
	uint8_t has_road, has_city;	/* some segment is one */
	int8_t monastery;		/* monastery segment, or -1 */
	/* The feature at the tile's centre (a monastery or a declared
	 * centre kind), or -1; and the field reaching no edge, or -1: what
	 * the spot C names (doc/spec/record-format.md, "Spots"). */
	int8_t centre;
	int8_t centre_field;
	/* Set slots (bit s: slot s, engine/kinds.h) whose plugins must be
	 * enabled for the tile to be played: those that declare a kind of
	 * edge or feature it shows.  Bit 0, the base game, always. */
	uint32_t requires;
	/* The plain tile this one copies (a copy that adds a declared
	 * feature): what an importer
	 * writes for it where its own kinds are not played; "" if none. */
	char twin[CARC_TILE_ID_MAX];
	int coats_of_arms;		/* sum over the city segments */
	char **aliases;			/* other programs' ids */
	size_t naliases;
	/* What each plugin's tile_key hook made of its keys, by plugin
	 * slot; NULL where the plugin said nothing of this tile. */
	const void *marking[CARC_MAX_PLUGINS];
	/* The same for segments (segment_key), in no particular order. */
	struct carc_seg_marking *seg_markings;
	size_t nseg_markings;
};

/* Copies of type t in edition e's standard supply (e out of range: the
 * first edition's). */
static inline int
carc_tile_count(const struct carc_tile_type *t, int edition)
{
	return edition >= 1 && edition <= CARC_MAX_EDITIONS ?
	    t->edition_count[edition] : t->count;
}

/*
 * A catalogue file's `import:` block (carc-tiles(5)): for each foreign
 * format an importer reads, what the file's set is called there.  The
 * catalogue only checks its shape (a mapping of format names to
 * mappings); what a format's mapping says is its importer's to read.
 */
struct carc_cat_import {
	char set[CARC_SET_MAX];		/* the file's set: "base" or a plugin */
	char *file;			/* the catalogue, for messages */
	const struct carc_node *block;	/* the value of `import:` */
	struct carc_yaml_block *blocks;	/* its nodes (util/yaml_node.h) */
};

/* All tile types known to a process: the base set and each plugin's. */
struct carc_catalogue {
	struct carc_tile_type *types;
	size_t ntypes, cap;
	/* open-addressing index over ids and aliases -> type index + 1 */
	uint32_t *index;
	size_t index_cap;
	/* the files' import blocks, in load order */
	struct carc_cat_import *imports;
	size_t nimports;
};

/* The mapping a file of `set` gives for the foreign format `format`
 * (import: {FORMAT: ...}), or NULL; *file names the catalogue. */
const struct carc_node *carc_catalogue_import(const struct carc_catalogue *cat,
    const char *set, const char *format, const char **file);

/*
 * Someone other than the catalogue owns a tile key (a plugin's markings,
 * its carc_plugin.tile_keys).  The handler parses the value; on error it
 * fills err (and *where, the node at fault) and returns -1.
 */
typedef int (*carc_tile_key_fn)(void *owner, struct carc_tile_type *tile,
    const char *key, const struct carc_node *value,
    const struct carc_node **where, char *err, size_t errlen);

struct carc_key_owner {
	const char *key;
	carc_tile_key_fn fn;
	void *owner;
};

/* The same for a key inside the entry of a tile's segment ("KEY: true"
 * in a road): seg is the segment's index in tile->seg. */
typedef int (*carc_seg_key_fn)(void *owner, struct carc_tile_type *tile,
    int seg, const char *key, const struct carc_node *value,
    const struct carc_node **where, char *err, size_t errlen);

struct carc_seg_key_owner {
	const char *key;
	carc_seg_key_fn fn;
	void *owner;
};

/*
 * Everything a catalogue may say beyond the base game's own words: the
 * kinds of edge and feature the loaded plugins declare (a declared
 * centre feature kind is a key of its own: "NAME: true"), and the keys
 * they own on tiles and on segments.  NULL kinds: the base game's alone.
 */
struct carc_vocab {
	const struct carc_kinds *kinds;
	const struct carc_key_owner *owners;
	size_t nowners;
	const struct carc_seg_key_owner *seg_owners;
	size_t nseg_owners;
};

void carc_catalogue_init(struct carc_catalogue *cat);
void carc_catalogue_free(struct carc_catalogue *cat);

/*
 * Load the YAML file at path into cat; every tile gets `set` unless the
 * file says otherwise.  Keys not known to the catalogue are handed to the
 * owner in owners[]; keys nobody owns are errors.  Errors name
 * file:line:col.  On error nothing of the file is added.
 */
int carc_catalogue_load(struct carc_catalogue *cat, const char *path,
    const char *set, const struct carc_key_owner *owners, size_t nowners,
    struct carc_error *err);

/* The same from a buffer; name is used in messages. */
int carc_catalogue_load_buffer(struct carc_catalogue *cat, const char *name,
    const char *buf, size_t len, const char *set,
    const struct carc_key_owner *owners, size_t nowners,
    struct carc_error *err);

/* The same two with every word a vocabulary brings (plugin ABI 3.0). */
int carc_catalogue_load_vocab(struct carc_catalogue *cat, const char *path,
    const char *set, const struct carc_vocab *vocab, struct carc_error *err);
int carc_catalogue_load_buffer_vocab(struct carc_catalogue *cat,
    const char *name, const char *buf, size_t len, const char *set,
    const struct carc_vocab *vocab, struct carc_error *err);

/* Index of the type with this id or alias, or -1. */
int carc_catalogue_find(const struct carc_catalogue *cat, const char *id);

/* -- geometry ---------------------------------------------------------- */

static inline int
carc_edge_opposite(int e)
{
	return (e + 2) & 3;
}

/* A board edge of a tile at rotation r (quarter turns clockwise) comes
 * from defined edge (board - r). */
static inline int
carc_edge_rotate(int e, int r)
{
	return (e + r) & 3;
}

static inline int
carc_half_rotate(int h, int r)
{
	return (h + 2 * r) & 7;
}

/* The half-edge on the neighbour's side that touches half h: the L half
 * of one edge meets the R half of the opposite edge. */
static inline int
carc_half_facing(int h)
{
	int e = h >> 1, k = h & 1;

	return (carc_edge_opposite(e) << 1) | (1 - k);
}

static inline uint8_t
carc_mask_rotate4(uint8_t m, int r)
{
	r &= 3;
	return (uint8_t)(((m << r) | (m >> (4 - r))) & 0xf);
}

static inline uint8_t
carc_mask_rotate8(uint8_t m, int r)
{
	int s = (2 * r) & 7;

	return (uint8_t)(((m << s) | (m >> (8 - s))) & 0xff);
}

/* Names: every spot a meeple may name ("N" "E" "S" "W" "C" "NL" ...
 * "WR"), the edges among them ("N" ... "W", by enum edge order), the half
 * edges ("NL" ... "WR"); kinds. */
#define CARC_NSPOTS 13
extern const char *const carc_spot_names[CARC_NSPOTS];
extern const char *const *const carc_edge_names;	/* 4 */
extern const char *const *const carc_half_names;	/* 8 */
extern const char *const carc_kind_names[4];

/* The edge a letter names (carc_edge_names), or -1. */
static inline int
carc_edge_letter(char c)
{
	switch (c) {
	case 'N':
		return 0;
	case 'E':
		return 1;
	case 'S':
		return 2;
	case 'W':
		return 3;
	default:
		return -1;
	}
}

/* The edge a spot names, -1 if it is not an edge name; the half-edge,
 * -1 if not a half-edge name.  By letters, not by strcmp over the names,
 * and inlined: a meeple's spot is parsed at every move that places one
 * (issue 16). */
static inline int
carc_edge_parse(const char *s)
{
	return s[0] != '\0' && s[1] == '\0' ? carc_edge_letter(s[0]) : -1;
}

static inline int
carc_half_parse(const char *s)
{
	int e;

	if (s[0] == '\0' || (s[1] != 'L' && s[1] != 'R') || s[2] != '\0' ||
	    (e = carc_edge_letter(s[0])) < 0)
		return -1;
	return 2 * e + (s[1] == 'R');
}

#endif /* CARC_TILE_H */
