/*
 * cmd_init.c - carc init DB: a new, empty recorded-game database
 * (doc/spec/record-format.md) with the tables of db/schema.sql, the same
 * schema every writer of records creates (core/store/records.c).  The SQL
 * games of replays/ hold rows only: `carc init g.db && sqlite3 g.db <
 * replays/example.sql` loads one from the installed prefix.
 */
#include "config.h"

#include <sys/stat.h>

#include <getopt.h>
#include <stdio.h>

#include "cli/cli.h"
#include "store/records.h"

static const char init_usage[] = "usage: carc init DB\n";

static const char init_help[] =
    "\n"
    "Creates DB, a new recorded-game database with the schema's tables\n"
    "(games, players, moves, scores, verdicts ...) and no game.  An\n"
    "existing file is never touched: it is an error.\n"
    "\n"
    "options:\n"
    "  -h, --help     this help\n"
    "\n"
    "exit status: 0 created, 2 not created (DB exists, cannot be written,\n"
    "bad options).\n";

int
carc_cmd_init(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_store *st;
	struct carc_error err;
	struct stat sb;
	int c;

	optind = 1;
	while ((c = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (c) {
		case 'h':
			fputs(init_usage, stdout);
			fputs(init_help, stdout);
			return CARC_EXIT_OK;
		default:
			fputs(init_usage, stderr);
			return CARC_EXIT_FAIL;
		}
	}
	if (argc - optind != 1) {
		fputs(init_usage, stderr);
		return CARC_EXIT_FAIL;
	}
	/* the store would add to an existing database: init makes new
	 * ones only, so a typo never writes into a user's games */
	if (lstat(argv[optind], &sb) == 0) {
		carc_warnx("'%s' exists: carc init makes a new database only",
		    argv[optind]);
		return CARC_EXIT_FAIL;
	}
	if (carc_store_open(&st, argv[optind], CARC_STORE_CREATE, 1,
	    &err) != 0) {
		carc_warnx("%s", err.msg);
		return CARC_EXIT_FAIL;
	}
	if (carc_store_close(st, &err) != 0) {
		carc_warnx("%s", err.msg);
		return CARC_EXIT_FAIL;
	}
	return CARC_EXIT_OK;
}
