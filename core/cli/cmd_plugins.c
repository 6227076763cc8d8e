/* cmd_plugins.c - carc plugins [--plugin-dir DIR]: what is loaded. */
#include <getopt.h>
#include <stdio.h>

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
	size_t i, j;
	int c;

	optind = 1;
	while ((c = getopt_long(argc, argv, "P:h", opts, NULL)) != -1) {
		switch (c) {
		case 'P':
			dir = optarg;
			break;
		case 'h':
			printf("usage: carc plugins [--plugin-dir DIR]\n");
			return CARC_EXIT_OK;
		default:
			fprintf(stderr, "usage: carc plugins [--plugin-dir DIR]\n");
			return CARC_EXIT_FAIL;
		}
	}
	if (carc_cli_load_plugins(&set, dir) != 0)
		return CARC_EXIT_FAIL;
	printf("plugin directory %s\n", carc_paths_plugin_dir(dir));
	for (i = 0; i < set.n; i++) {
		const struct carc_plugin *p = set.p[i].desc;

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
