/*
 * plugin_list.h - the plugins as the engine sees them: a descriptor, the
 * plugin's state, its marking slot.  The engine calls their hooks; how
 * they were found, checked and loaded (host/plugins.h) is none of its
 * business, so it depends on this narrow list, which the host fills.
 */
#ifndef CARC_PLUGIN_LIST_H
#define CARC_PLUGIN_LIST_H

#include <stddef.h>

#include "carc_plugin.h"
#include "engine/kinds.h"
#include "engine/tile.h"

struct carc_engine_plugin {
	const struct carc_plugin *desc;
	void *state;			/* from the plugin's init */
	int slot;			/* index in the list == marking slot */
};

struct carc_plugin_list {
	size_t n;
	struct carc_engine_plugin p[CARC_MAX_PLUGINS];
	/* The base tiles and every plugin's, markings attached. */
	const struct carc_catalogue *cat;
	/* The kinds of edge, feature and figure: the base game's and every
	 * plugin's declarations. */
	struct carc_kinds kinds;
};

/* The plugin called name, or NULL. */
const struct carc_engine_plugin *carc_plugin_list_find(
    const struct carc_plugin_list *list, const char *name);

#endif /* CARC_PLUGIN_LIST_H */
