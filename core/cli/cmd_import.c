/*
 * cmd_import.c - carc import jcz FILE... --db DB [--plugin-dir DIR]
 *                [--first-id N]
 *
 * Each save becomes one recorded game, in its own transaction; a save
 * that cannot be imported whole is refused with a message naming it, and
 * the others are still imported (doc/import-jcz.md).
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "cli/cli.h"
#include "import/end.h"
#include "import/jcz.h"
#include "import/write.h"

static void
import_usage(FILE *out)
{
	fprintf(out, "usage: carc import jcz FILE... --db DB "
	    "[--plugin-dir DIR] [--first-id N]\n");
}

/* One save into db as game id (0: the next free id); 0 or -1. */
static int
import_one(struct carc_import_db *db, const char *path,
    const struct carc_plugin_set *set, int64_t id, int64_t *out_id)
{
	struct carc_import_game *g;
	struct carc_error err;
	const char *base = strrchr(path, '/');
	char *src;
	size_t len;
	int r = -1;

	if ((g = calloc(1, sizeof(*g))) == NULL) {
		carc_warnx("out of memory");
		return -1;
	}
	if (carc_jcz_parse_file(g, path, set, &err) != 0 ||
	    carc_import_infer_end(g, set, &err) != 0) {
		carc_warnx("'%s': %s", path, err.msg);
		goto out;
	}
	base = base ? base + 1 : path;
	len = strlen(g->source) + strlen(base) + 64;
	if ((src = malloc(len)) == NULL) {
		carc_warnx("out of memory");
		goto out;
	}
	snprintf(src, len, "%s save '%s', imported by carc %s", g->source,
	    base, PACKAGE_VERSION);
	free(g->source);
	g->source = src;
	if (carc_import_write(db, g, id, out_id, &err) != 0) {
		carc_warnx("'%s': %s", path, err.msg);
		goto out;
	}
	printf("'%s': game %" PRId64 ", %s, %zu moves\n", path, *out_id,
	    g->status, g->nmoves);
	r = 0;
out:
	carc_import_game_free(g);
	free(g);
	return r;
}

int
carc_cmd_import(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "db", required_argument, NULL, 'd' },
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "first-id", required_argument, NULL, 'i' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_plugin_set set;
	struct carc_import_db *db = NULL;
	struct carc_error err;
	const char *dbpath = NULL, *plugin_dir = NULL;
	int64_t id = 0, got;
	int c, i, status = CARC_EXIT_FAIL, failed = 0;

	optind = 1;
	while ((c = getopt_long(argc, argv, "d:P:i:h", opts, NULL)) != -1) {
		switch (c) {
		case 'd':
			dbpath = optarg;
			break;
		case 'P':
			plugin_dir = optarg;
			break;
		case 'i': {
			char *end;
			long long v;

			errno = 0;
			v = strtoll(optarg, &end, 10);
			if (errno != 0 || end == optarg || *end != '\0' ||
			    v <= 0) {
				carc_warnx("--first-id: '%s' is not a game id "
				    "above 0", optarg);
				return CARC_EXIT_FAIL;
			}
			id = v;
			break;
		}
		case 'h':
			import_usage(stdout);
			return CARC_EXIT_OK;
		default:
			import_usage(stderr);
			return CARC_EXIT_FAIL;
		}
	}
	if (optind >= argc || dbpath == NULL) {
		import_usage(stderr);
		return CARC_EXIT_FAIL;
	}
	if (strcmp(argv[optind], "jcz") != 0) {
		carc_warnx("import: unknown format '%s' (known: jcz)",
		    argv[optind]);
		return CARC_EXIT_FAIL;
	}
	if (++optind >= argc) {
		import_usage(stderr);
		return CARC_EXIT_FAIL;
	}
	if (carc_cli_load_plugins(&set, plugin_dir) != 0)
		return CARC_EXIT_FAIL;
	if (carc_import_open(&db, dbpath, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	for (i = optind; i < argc; i++) {
		if (import_one(db, argv[i], &set, id, &got) != 0) {
			failed++;
			continue;
		}
		if (id > 0)
			id = got + 1;
	}
	/* Refused saves are a finding about the input, like a divergent
	 * game for verify: exit 1; the command itself worked. */
	status = failed ? CARC_EXIT_FOUND : CARC_EXIT_OK;
out:
	carc_import_close(db);
	carc_plugins_unload(&set);
	return status;
}
