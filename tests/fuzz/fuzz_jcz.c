/*
 * fuzz_jcz.c - a JCloisterZone save (.jcz, JSON) from bytes, as
 * `carc import jcz` reads it: parse, then infer the end of the game with
 * the real engine and plugins (core/import/jcz.c, end.c).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"
#include "import/end.h"
#include "import/jcz.h"

static struct carc_plugin_set set;
static struct carc_import_game *g;

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	fuzz_load_plugins(&set);
	/* About 50 kB of moves: allocated once. */
	if ((g = malloc(sizeof(*g))) == NULL)
		abort();
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct carc_error err;

	if (size > 1024 * 1024)
		return -1;
	memset(g, 0, sizeof(*g));
	if (carc_jcz_parse(g, (const char *)data, size, &set, &err) == 0)
		(void)carc_import_infer_end(g, &set, &err);
	carc_import_game_free(g);
	return 0;
}
