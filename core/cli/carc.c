/*
 * carc.c - the command-line tool: dispatch to a subcommand
 * (spec/cli.md).  Each subcommand lives in its own cmd_*.c.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "config.h"
#include "cli/cli.h"
#include "host/services.h"

static const struct {
	const char *name;
	int (*fn)(int, char **);
	const char *what;
} commands[] = {
	{ "verify", carc_cmd_verify, "check recorded games against the rules" },
	{ "compare", carc_cmd_compare, "replay games under other rules and show what changes" },
	{ "plugins", carc_cmd_plugins, "list the plugins, their versions and rule ids" },
	{ "replay", carc_cmd_replay, "show the board after any move, as text or SVG" },
	{ "explain", carc_cmd_explain, "a rule: its statement, source and recorded games" },
	{ "report", carc_cmd_report, "write an HTML audit of a database: index, rules, boards" },
	{ "reference", carc_cmd_reference, "write the rules reference as HTML with the boards" },
	{ "import", carc_cmd_import, "import saved games of another program (jcz)" },
	{ "gen", carc_cmd_gen, "write random legal games into a database" },
	{ "faults", carc_cmd_faults, "derive games with one known fault each; check verdicts" },
};

void
carc_warnx(const char *fmt, ...)
{
	va_list ap;

	fputs("carc: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

int
carc_cli_parse_int64(const char *s, int64_t *out)
{
	char *end;
	long long v;

	errno = 0;
	v = strtoll(s, &end, 10);
	if (errno != 0 || end == s || *end != '\0')
		return -1;
	*out = v;
	return 0;
}

int
carc_cli_load_plugins(struct carc_plugin_set *set, const char *dir)
{
	struct carc_error err;

	if (carc_plugins_load(set, carc_paths_plugin_dir(dir),
	    carc_services(), &err) != 0) {
		carc_warnx("%s", err.msg);
		return -1;
	}
	return 0;
}

static void
usage(FILE *out)
{
	size_t i;

	fprintf(out, "usage: carc COMMAND [OPTIONS] ...\n\ncommands:\n");
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(out, "  %-10s %s\n", commands[i].name, commands[i].what);
	fprintf(out, "\n'carc COMMAND --help' describes a command; "
	    "man carc has the rest.\n");
}

int
main(int argc, char **argv)
{
	size_t i;

	if (argc < 2) {
		usage(stderr);
		return CARC_EXIT_FAIL;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
	    strcmp(argv[1], "help") == 0) {
		usage(stdout);
		return CARC_EXIT_OK;
	}
	if (strcmp(argv[1], "--version") == 0) {
		printf("%s %s (plugin ABI %u.%u)\n", PACKAGE_NAME,
		    PACKAGE_VERSION, CARC_ABI_MAJOR, CARC_ABI_MINOR);
		return CARC_EXIT_OK;
	}
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].fn(argc - 1, argv + 1);
	carc_warnx("unknown command '%s'", argv[1]);
	usage(stderr);
	return CARC_EXIT_FAIL;
}
