/*
 * tile.h - tile types as the tile catalogues define them, and the
 * geometry of edges, half-edges and rotation (rules-en.md section 0).
 */
#ifndef CARC_TILE_H
#define CARC_TILE_H

#include <stddef.h>
#include <stdint.h>

#include "carc_plugin.h"
#include "util/error.h"

#define CARC_TILE_ID_MAX 32	/* longest tile id, NUL included */
#define CARC_SET_MAX 32		/* longest set or variant name */
#define CARC_MAX_SEGS 16	/* segments (features) on one tile */
#define CARC_MAX_PLUGINS 16	/* plugins loaded at once */

/* One feature segment of a tile, in the tile's defined orientation. */
struct carc_seg {
	uint8_t kind;		/* enum carc_kind */
	uint8_t edges;		/* road, city: bit e if it reaches edge e */
	uint8_t halves;		/* field: bit h for each half-edge */
	uint8_t coa;		/* city: coats of arms */
	uint16_t adj;		/* field: bit i if it touches city segment i */
	uint8_t nedges;		/* road, city: edges it reaches (open at
				 * first); 0 for the others */
	char name[12];		/* the catalogue's id for it ("c0") */
};

struct carc_tile_type {
	char id[CARC_TILE_ID_MAX];
	char set[CARC_SET_MAX];		/* "base" or the owning plugin */
	char variant[CARC_SET_MAX];	/* "" = in every variant of the set */
	int count;			/* copies in a standard supply */
	int start_copies;		/* of which start tiles */
	uint8_t edge_kind[4];		/* enum carc_kind (field/road/city) */
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
	int coats_of_arms;		/* sum over the city segments */
	char **aliases;			/* other programs' ids */
	size_t naliases;
	/* What each plugin's tile_key hook made of its keys, by plugin
	 * slot; NULL where the plugin said nothing of this tile. */
	const void *marking[CARC_MAX_PLUGINS];
};

/* All tile types known to a process: the base set and each plugin's. */
struct carc_catalogue {
	struct carc_tile_type *types;
	size_t ntypes, cap;
	/* open-addressing index over ids and aliases -> type index + 1 */
	uint32_t *index;
	size_t index_cap;
};

/*
 * Someone other than the catalogue owns a tile key (a plugin's markings:
 * "signposts", "rose", "tower").  The handler parses the value; on error it
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

/* Names: "N" "E" "S" "W"; "NL" ... "WR"; kinds. */
extern const char *const carc_edge_names[4];
extern const char *const carc_half_names[8];
extern const char *const carc_kind_names[4];

int carc_edge_parse(const char *s);	/* -1 if not an edge name */
int carc_half_parse(const char *s);	/* -1 if not a half-edge name */

#endif /* CARC_TILE_H */
