/*
 * fuzz_catalogue.c - a tile catalogue from bytes, as the plugin host
 * loads one: every key a plugin owns goes to the real plugin's tile_key
 * hook (signposts, rose, tower ...), so their parsers are fuzzed too.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "fuzz_common.h"

/* The plugins keep the markings they make until their fini: start each
 * plugin afresh now and then, or memory grows with every run.  Never
 * dlclose them: libFuzzer keeps reading the coverage counters of every
 * module it has seen. */
#define RELOAD_EVERY 512

static struct carc_plugin_set set;
static struct carc_key_owner owners[64];
static size_t nowners;
static unsigned runs;
/* The base catalogue, reloaded after an input added tiles to it. */
static struct carc_catalogue base;
static char base_path[4096];

/* As core/host/loader.c routes an owned key to its plugin. */
static int
tile_key(void *owner, struct carc_tile_type *tile, const char *key,
    const struct carc_node *value, const struct carc_node **where,
    char *err, size_t errlen)
{
	const struct carc_loaded_plugin *lp = owner;
	const void *marking = NULL;

	*where = value;
	err[0] = '\0';
	if (lp->desc->tile_key(lp->state, tile->id, key, value, &marking,
	    where, err, errlen) != 0) {
		if (*where == NULL)
			*where = value;
		return -1;
	}
	tile->marking[lp->slot] = marking;
	return 0;
}

static void
load(void)
{
	const char *const *k;
	size_t i;

	fuzz_load_plugins(&set);
	nowners = 0;
	for (i = 0; i < set.n; i++)
		for (k = set.p[i].desc->tile_keys; k != NULL && *k != NULL &&
		    nowners < sizeof(owners) / sizeof(owners[0]); k++) {
			owners[nowners].key = *k;
			owners[nowners].fn = tile_key;
			owners[nowners].owner = &set.p[i];
			nowners++;
		}
}

static void
load_base(void)
{
	struct carc_error err;

	carc_catalogue_init(&base);
	if (carc_catalogue_load(&base, base_path, "base", owners, nowners,
	    &err) != 0) {
		fprintf(stderr, "fuzz_catalogue: %s\n", err.msg);
		abort();
	}
}

static void
restart_plugins(void)
{
	struct carc_loaded_plugin *lp;
	char msg[256];
	size_t i;

	/* The base catalogue holds no markings; the set's does. */
	carc_catalogue_free(&set.cat);
	carc_catalogue_init(&set.cat);
	for (i = 0; i < set.n; i++) {
		lp = &set.p[i];
		if (CARC_HAS_HOOK(lp->desc, fini))
			lp->desc->fini(lp->state);
		lp->state = NULL;
		if (CARC_HAS_HOOK(lp->desc, init) &&
		    lp->desc->init(set.host, &lp->state, msg, sizeof(msg)) != 0)
			abort();
	}
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	struct carc_error err;

	load();
	if (carc_paths_catalogue(base_path, sizeof(base_path), "base",
	    "base.yaml", NULL, &err) != 0) {
		fprintf(stderr, "fuzz_catalogue: %s\n", err.msg);
		abort();
	}
	load_base();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const sets[] = { "base", "signposts", "compass",
	    "watchtowers" };
	struct carc_catalogue cat;
	struct carc_error err;
	size_t i;

	if (++runs % RELOAD_EVERY == 0)
		restart_plugins();
	/* Into an empty catalogue, and into one that holds the base tiles
	 * already (duplicate ids, aliases). */
	carc_catalogue_init(&cat);
	(void)carc_catalogue_load_buffer(&cat, "fuzz.yaml",
	    (const char *)data, size, sets[size % 4], owners, nowners, &err);
	for (i = 0; i < cat.ntypes; i++)
		(void)carc_catalogue_find(&cat, cat.types[i].id);
	carc_catalogue_free(&cat);
	if (carc_catalogue_load_buffer(&base, "fuzz.yaml",
	    (const char *)data, size, "fuzz", owners, nowners, &err) == 0) {
		/* It took: start again from the base catalogue alone. */
		carc_catalogue_free(&base);
		load_base();
	}
	return 0;
}
