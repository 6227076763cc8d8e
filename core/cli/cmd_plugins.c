/*
 * cmd_plugins.c - carc plugins [--plugin-dir DIR] [NAME]...: what is
 * loaded; with names, those plugins only (a name that is not loaded is an
 * error, so a typo never reads as "nothing to show").
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
	const char *dir = NULL;
	static const char usage[] = "usage: carc plugins [--plugin-dir DIR] "
	    "[NAME]...\n";
	size_t i, j;
	int c, k;

	optind = 1;
	while ((c = getopt_long(argc, argv, "P:h", opts, NULL)) != -1) {
		switch (c) {
		case 'P':
			dir = optarg;
			break;
		case 'h':
			fputs(usage, stdout);
			return CARC_EXIT_OK;
		default:
			fputs(usage, stderr);
			return CARC_EXIT_FAIL;
		}
	}
	if (carc_cli_load_plugins(&set, dir) != 0)
		return CARC_EXIT_FAIL;
	for (k = optind; k < argc; k++)
		if (carc_plugins_find(&set, argv[k]) == NULL) {
			carc_warnx("no plugin '%s' in '%s'", argv[k],
			    carc_paths_plugin_dir(dir));
			carc_plugins_unload(&set);
			return CARC_EXIT_FAIL;
		}
	printf("plugin directory %s\n", carc_paths_plugin_dir(dir));
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
		for (j = 0; j < p->nrules; j++)
			printf("  %-24s %s\n", p->rules[j].id,
			    p->rules[j].statement);
	}
	carc_plugins_unload(&set);
	return CARC_EXIT_OK;
}
