/* harness.c - see harness.h */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include <CUnit/CUnit.h>

#include "engine/services.h"
#include "harness.h"

struct carc_plugin_set harness_set;
static int loaded;

int
harness_open(const char *plugin, struct carc_game **g)
{
	struct carc_error err;

	*g = NULL;
	if (carc_plugins_load(&harness_set, getenv("CARC_PLUGIN_DIR"),
	    carc_services(), &err) != 0) {
		fprintf(stderr, "cannot load plugins: %s\n", err.msg);
		return -1;
	}
	loaded = 1;
	if (carc_plugins_find(&harness_set, plugin) == NULL) {
		fprintf(stderr, "no plugin '%s' in $CARC_PLUGIN_DIR\n", plugin);
		return -1;
	}
	if (carc_game_new(g, &harness_set.list, &err) != 0) {
		fprintf(stderr, "%s\n", err.msg);
		return -1;
	}
	return 0;
}

void
harness_close(struct carc_game *g)
{
	carc_game_free(g);
	if (loaded)
		carc_plugins_unload(&harness_set);
	loaded = 0;
}

int
harness_type(const char *id)
{
	int t = carc_catalogue_find(&harness_set.cat, id);

	CU_ASSERT_FATAL(t >= 0);
	return t;
}
