/*
 * cmd_plugins.c - carc plugins [--plugin-dir DIR]... [NAME]...: the
 * search path and what is loaded from it, each plugin's file and the file
 * of the same name it shadows (doc/spec/cli.md); with names, those plugins
 * only (a name that is not loaded is an error, so a typo never reads as
 * "nothing to show").
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "carc_plugin.h"
#include "cli/cli.h"

int
carc_cmd_plugins(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_plugin_set set;
	struct carc_cli_plugin_path path = { { NULL }, 0 };
	static const char usage[] = "usage: carc plugins [--plugin-dir DIR]... "
	    "[NAME]...\n";
	size_t i, j;
	int c, k;

	optind = 1;
	while ((c = getopt_long(argc, argv, "P:h", opts, NULL)) != -1) {
		switch (c) {
		case 'P':
			if (carc_cli_plugin_dir_add(&path, optarg) != 0)
				return CARC_EXIT_FAIL;
			break;
		case 'h':
			fputs(usage, stdout);
			carc_cli_help(stdout, "plugins");
			return CARC_EXIT_OK;
		default:
			carc_cli_bad_option(argc, argv, opts);
			fputs(usage, stderr);
			return CARC_EXIT_FAIL;
		}
	}
	if (carc_cli_load_plugins(&set, &path) != 0)
		return CARC_EXIT_FAIL;
	for (k = optind; k < argc; k++)
		if (carc_plugins_find(&set, argv[k]) == NULL) {
			carc_warnx("no plugin '%s' in %s'%s'", argv[k],
			    path.n > 0 ? "--plugin-dir directories or " : "",
			    carc_paths_plugin_dir(NULL));
			carc_plugins_unload(&set);
			return CARC_EXIT_FAIL;
		}
	/* the search path, in its order: a name is taken from the first
	 * directory that has it */
	for (i = 0; i < path.n; i++)
		printf("plugin directory %s\n", path.dirs[i]);
	printf("plugin directory %s (base)\n", carc_paths_plugin_dir(NULL));
	for (i = 0; i < set.n; i++) {
		const struct carc_plugin *p = set.p[i].desc;

		for (k = optind; k < argc; k++)
			if (strcmp(argv[k], p->name) == 0)
				break;
		if (optind < argc && k == argc)
			continue;

		printf("%s %s (ABI %u.%u)", p->name, p->version,
		    (unsigned)p->abi_major, (unsigned)p->abi_minor);
		if (p->variants != NULL) {
			printf(" variants:");
			for (j = 0; p->variants[j] != NULL; j++)
				printf(" %s%s", p->variants[j],
				    j == 0 ? " (default)" : "");
		}
		putchar('\n');
		printf("  %-24s %s\n", "file", set.p[i].path);
		if (set.p[i].shadows[0] != '\0')
			printf("  %-24s %s\n", "shadows", set.p[i].shadows);
		for (j = 0; j < p->nrules; j++)
			printf("  %-24s %s\n", p->rules[j].id,
			    p->rules[j].statement);
	}
	carc_plugins_unload(&set);
	return CARC_EXIT_OK;
}
