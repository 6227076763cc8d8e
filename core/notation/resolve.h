/*
 * resolve.h - a notation's tile names made catalogue ids: a tile may be
 * written as carc's id or as another program's name for it (the
 * catalogues' `aliases`, which import jcz reads too), and is kept as the
 * catalogue's id, so that a record holds one spelling.
 */
#ifndef CARC_NOTATION_RESOLVE_H
#define CARC_NOTATION_RESOLVE_H

#include <stddef.h>

#include "engine/tile.h"
#include "record/record.h"

/*
 * Write each move's tile as its catalogue id where it is an alias.
 * Returns how many moves name a tile the catalogue does not know; the
 * first of them is *unknown (an index into rec->moves).  They are left
 * as written: a record may hold an unknown tile (DATA-TILE-UNKNOWN), and
 * the caller decides whether a question about it can be answered.
 */
size_t carc_notation_resolve(struct carc_record *rec,
    const struct carc_catalogue *cat, size_t *unknown);

/* The i-th name a tile may be written as (every id, then every alias),
 * for a "did you mean" over the catalogue; NULL past the end. */
const char *carc_notation_tile_name(const struct carc_catalogue *cat,
    size_t i);
/* How many names carc_notation_tile_name gives. */
size_t carc_notation_tile_names(const struct carc_catalogue *cat);

#endif /* CARC_NOTATION_RESOLVE_H */
