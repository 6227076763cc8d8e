/*
 * resolve.c - tile names of a notation made catalogue ids (resolve.h):
 * the catalogue's own index of ids and aliases, so that the names other
 * programs give (JCloisterZone's, in each catalogue's `aliases`) are
 * read through the same table import jcz reads them through.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "notation/resolve.h"

size_t
carc_notation_resolve(struct carc_record *rec,
    const struct carc_catalogue *cat, size_t *unknown)
{
	size_t i, n = 0;
	int k;

	for (i = 0; i < rec->nmoves; i++) {
		struct carc_move *m = &rec->moves[i];

		if ((k = carc_catalogue_find(cat, m->tile)) < 0) {
			if (n++ == 0)
				*unknown = i;
			continue;
		}
		snprintf(m->tile, sizeof(m->tile), "%s", cat->types[k].id);
	}
	return n;
}

size_t
carc_notation_tile_names(const struct carc_catalogue *cat)
{
	size_t i, n = cat->ntypes;

	for (i = 0; i < cat->ntypes; i++)
		n += cat->types[i].naliases;
	return n;
}

const char *
carc_notation_tile_name(const struct carc_catalogue *cat, size_t i)
{
	size_t t;

	if (i < cat->ntypes)
		return cat->types[i].id;
	i -= cat->ntypes;
	for (t = 0; t < cat->ntypes; t++) {
		if (i < cat->types[t].naliases)
			return cat->types[t].aliases[i];
		i -= cat->types[t].naliases;
	}
	return NULL;
}
