/*
 * cmd_report.c - carc report DB --out DIR [--all] [--plugin-dir DIR]
 *
 * Writes a static HTML audit of every game of DB into DIR (report.h):
 * the index, the rules broken, a page per divergent or unverifiable game
 * (every game with --all), and the rules reference beside them
 * (DIR/reference, as `carc reference` writes it), and the workbench
 * page where carc has it (DIR/workbench, cli/workbench.c) with each game
 * page's "try it" links to it.  The file is checked
 * whole first, as carc verify checks it.  Exits like carc verify: 0 all
 * valid, 1 a game is not, 2 the command failed (a damaged file).
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "record/record.h"
#include "render/svg.h"
#include "report/report.h"
#include "util/outfile.h"

static void
report_usage(FILE *out)
{
	fprintf(out, "usage: carc report DB --out DIR [--all] "
	    "[--no-integrity-check]\n                  [--plugin-dir DIR]\n");
}

/* DIR/reference: the rules reference the pages link to. */
static int
write_reference(const char *out_dir,
    const struct carc_cli_plugin_path *plugin_path)
{
	char path[4096];
	char *argv[4 + 2 * CARC_MAX_PLUGIN_DIRS];
	size_t i;
	int argc = 0;

	if ((size_t)snprintf(path, sizeof(path), "%s/reference", out_dir) >=
	    sizeof(path)) {
		carc_warnx("'%s': the name is too long", out_dir);
		return -1;
	}
	argv[argc++] = (char *)"reference";
	argv[argc++] = (char *)"--out";
	argv[argc++] = path;
	/* the same search path as the pages' */
	for (i = 0; i < plugin_path->n; i++) {
		argv[argc++] = (char *)"--plugin-dir";
		argv[argc++] = (char *)plugin_path->dirs[i];
	}
	argv[argc] = NULL;
	return carc_cmd_reference(argc, argv) == CARC_EXIT_OK ? 0 : -1;
}

/* A game page's "try it" link, from DIR/games/ to DIR/workbench/. */
static void
game_try_link(FILE *f, const struct carc_record *rec, int64_t to)
{
	carc_cli_workbench_link(f, "../workbench/", rec, to);
}

int
carc_cmd_report(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "out", required_argument, NULL, 'o' },
		{ "all", no_argument, NULL, 'a' },
		{ "no-integrity-check", no_argument, NULL, 'N' },
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_plugin_set set;
	struct carc_cli_plugin_path plugin_path = { { NULL }, 0 };
	struct carc_report_opts ro;
	struct carc_report_stats st;
	struct carc_db *db = NULL;
	struct carc_error err;
	const char *db_path;
	int c, status = CARC_EXIT_FAIL;

	memset(&ro, 0, sizeof(ro));
	ro.check = 1;
	optind = 1;
	while ((c = getopt_long(argc, argv, "o:aNP:h", opts, NULL)) != -1) {
		switch (c) {
		case 'o':
			ro.out_dir = optarg;
			break;
		case 'a':
			ro.all = 1;
			break;
		case 'N':
			ro.check = 0;
			break;
		case 'P':
			if (carc_cli_plugin_dir_add(&plugin_path, optarg) != 0)
				return CARC_EXIT_FAIL;
			break;
		case 'h':
			report_usage(stdout);
			carc_cli_help(stdout, "report");
			return CARC_EXIT_OK;
		default:
			carc_cli_bad_option(argc, argv, opts);
			report_usage(stderr);
			return CARC_EXIT_FAIL;
		}
	}
	if (optind != argc - 1 || ro.out_dir == NULL || ro.out_dir[0] == '\0') {
		report_usage(stderr);
		return CARC_EXIT_FAIL;
	}
	db_path = argv[optind];
	if (carc_outdir_make(ro.out_dir, &err) != 0) {
		carc_warnx("%s", err.msg);
		return CARC_EXIT_FAIL;
	}
	if (carc_cli_load_plugins(&set, &plugin_path) != 0)
		return CARC_EXIT_FAIL;
	if (carc_cli_workbench_copy(ro.out_dir, "the game pages"))
		ro.try_link = game_try_link;
	if (carc_db_open(&db, db_path, CARC_DB_READONLY, &err) != 0 ||
	    carc_report_write(db, db_path, &set, &ro, &st, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	if (write_reference(ro.out_dir, &plugin_path) != 0)
		goto out;
	printf("%zu game%s: %zu valid, %zu divergent, %zu unverifiable; "
	    "%zu game page%s, %zu board%s: %s/index.html\n", st.games,
	    st.games == 1 ? "" : "s", st.counts[0], st.counts[1],
	    st.counts[2], st.pages, st.pages == 1 ? "" : "s", st.boards,
	    st.boards == 1 ? "" : "s", ro.out_dir);
	status = st.counts[1] + st.counts[2] > 0 ? CARC_EXIT_FOUND :
	    CARC_EXIT_OK;
out:
	carc_render_svg_forget();	/* the reference's boards */
	carc_db_close(db);
	carc_plugins_unload(&set);
	return status;
}
