/*
 * carc.c - the command-line tool: dispatch to a subcommand
 * (doc/spec/cli.md).  Each subcommand lives in its own cmd_*.c.
 */
#include "config.h"

#include <sys/stat.h>

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "engine/services.h"
#include "record/record.h"

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
	{ "rules", carc_cmd_rules, "list the rule ids, the core's and the plugins', with their statements" },
	{ "report", carc_cmd_report, "write an HTML audit of a database: index, rules, boards" },
	{ "reference", carc_cmd_reference, "write the rules reference as HTML with the boards" },
	{ "import", carc_cmd_import, "import games: saves of another program (jcz), carc's notation (text)" },
	{ "ask", carc_cmd_ask, "a position in carc's notation: where a tile may go, a move judged, the features' points" },
	{ "export", carc_cmd_export, "write a recorded game in carc's notation (text)" },
	{ "gen", carc_cmd_gen, "write random legal games into a database" },
	{ "faults", carc_cmd_faults, "derive games with one known fault each; check verdicts" },
	{ "init", carc_cmd_init, "create an empty recorded-game database" },
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

	/* strtoll would also take " 1" and "+5": a game id is written
	 * one way only */
	if (!isdigit((unsigned char)s[s[0] == '-']))
		return -1;
	errno = 0;
	v = strtoll(s, &end, 10);
	if (errno != 0 || end == s || *end != '\0')
		return -1;
	*out = v;
	return 0;
}

static int
cmp_id(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;

	return (x > y) - (x < y);
}

size_t
carc_cli_sort_ids(int64_t *ids, size_t n)
{
	size_t i, k = 0;

	if (n == 0)
		return 0;
	qsort(ids, n, sizeof(*ids), cmp_id);
	for (i = 0; i < n; i++)
		if (k == 0 || ids[k - 1] != ids[i])
			ids[k++] = ids[i];
	return k;
}

int
carc_cli_check_ids(struct carc_db *db, const char *path, const int64_t *ids,
    size_t n)
{
	struct carc_error err;
	int64_t *all = NULL;
	size_t nall = 0, i, j = 0, missing = 0;
	char list[160];
	int len = 0;

	if (carc_db_game_ids(db, &all, &nall, &err) != 0) {
		carc_warnx("%s", err.msg);
		return -1;
	}
	nall = carc_cli_sort_ids(all, nall);
	list[0] = '\0';
	for (i = 0; i < n; i++) {
		while (j < nall && all[j] < ids[i])
			j++;
		if (j < nall && all[j] == ids[i])
			continue;
		if (missing++ < 8 && len >= 0 && (size_t)len < sizeof(list))
			len += snprintf(list + len, sizeof(list) - (size_t)len,
			    "%s%" PRId64, missing > 1 ? ", " : "", ids[i]);
	}
	free(all);
	if (missing == 0)
		return 0;
	if (missing > 8)
		carc_warnx("'%s' has no games %s and %zu more", path, list,
		    missing - 8);
	else
		carc_warnx("'%s' has no game%s %s", path, missing > 1 ? "s" : "",
		    list);
	return -1;
}

const char *
carc_cli_replays_dir(const char *opt)
{
	const char *dir = carc_paths_replays_dir(opt);
	const char *env = getenv("CARC_REPLAYS_DIR");
	struct stat sb;

	/* The default may be missing (an install without replays: no
	 * games to show); a directory the user named must be there, or
	 * its boards would vanish without a word. */
	if ((opt == NULL || opt[0] == '\0') && (env == NULL || env[0] == '\0'))
		return dir;
	if (stat(dir, &sb) != 0) {
		carc_warnx("cannot open replays directory '%s': %s", dir,
		    strerror(errno));
		return NULL;
	}
	if (!S_ISDIR(sb.st_mode)) {
		carc_warnx("cannot open replays directory '%s': not a "
		    "directory", dir);
		return NULL;
	}
	return dir;
}

int
carc_cli_plugin_dir_add(struct carc_cli_plugin_path *path, const char *dir)
{
	if (dir[0] == '\0') {
		carc_warnx("--plugin-dir wants a directory, not ''");
		return -1;
	}
	if (path->n == CARC_MAX_PLUGIN_DIRS) {
		carc_warnx("more than %d --plugin-dir options",
		    CARC_MAX_PLUGIN_DIRS);
		return -1;
	}
	path->dirs[path->n++] = dir;
	return 0;
}

int
carc_cli_load_plugins(struct carc_plugin_set *set,
    const struct carc_cli_plugin_path *path)
{
	struct carc_error err;

	if (carc_plugins_load_path(set, path != NULL ? path->dirs : NULL,
	    path != NULL ? path->n : 0, carc_paths_plugin_dir(NULL),
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

	fprintf(out, "usage: carc COMMAND [OPTIONS] ...\n"
	    "       carc help COMMAND | --help | --version\n\ncommands:\n");
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(out, "  %-10s %s\n", commands[i].name, commands[i].what);
	fprintf(out, "\n'carc help COMMAND' (or 'carc COMMAND --help') describes "
	    "a command;\n'carc --version' names the version; man carc has the "
	    "rest.\n");
}

static const char *
command_name(size_t i, void *arg)
{
	(void)arg;
	return commands[i].name;
}

/* "unknown command", with the nearest one if a slip away. */
static void
unknown_command(const char *what, const char *name)
{
	const char *near = carc_cli_nearest(name, command_name,
	    sizeof(commands) / sizeof(commands[0]), NULL);

	if (near != NULL)
		carc_warnx("%sno command '%s'; did you mean '%s'?", what, name,
		    near);
	else
		carc_warnx("%sno command '%s' ('carc help' lists them)", what,
		    name);
}

/* The index of the command called name, or -1. */
static int
find_command(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (strcmp(name, commands[i].name) == 0)
			return (int)i;
	return -1;
}

static int
run_command(int i, int argc, char **argv)
{
	static char name[64];

	/* getopt prefixes its complaints with argv[0]: make them read
	 * "carc: verify: unrecognized option '--x'" like every error */
	snprintf(name, sizeof(name), "carc: %s", commands[i].name);
	argv[0] = name;
	return commands[i].fn(argc, argv);
}

int
main(int argc, char **argv)
{
	int i;

	/* A file size limit (RLIMIT_FSIZE) below a file carc writes is a
	 * write error it reports (EFBIG), as a full disk is, instead of a
	 * signal that ends it with no word; a still copy of a database
	 * then falls back to the file itself (record/capture.c). */
	signal(SIGXFSZ, SIG_IGN);
	if (argc < 2) {
		usage(stderr);
		return CARC_EXIT_FAIL;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
	    (strcmp(argv[1], "help") == 0 && argc == 2)) {
		usage(stdout);
		return CARC_EXIT_OK;
	}
	if (strcmp(argv[1], "help") == 0) {
		/* carc help verify: as git help does, the command's help */
		static char help[] = "--help";
		char *hargv[3];

		if (argc > 3) {
			carc_warnx("help: one command at a time");
			return CARC_EXIT_FAIL;
		}
		if ((i = find_command(argv[2])) < 0) {
			unknown_command("help: ", argv[2]);
			return CARC_EXIT_FAIL;
		}
		hargv[0] = argv[2];
		hargv[1] = help;
		hargv[2] = NULL;
		return run_command(i, 2, hargv);
	}
	if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0) {
		printf("%s %s (plugin ABI %u.%u)\n", PACKAGE_NAME,
		    PACKAGE_VERSION, CARC_ABI_MAJOR, CARC_ABI_MINOR);
		return CARC_EXIT_OK;
	}
	if ((i = find_command(argv[1])) >= 0)
		return run_command(i, argc - 1, argv + 1);
	unknown_command("", argv[1]);
	usage(stderr);
	return CARC_EXIT_FAIL;
}
