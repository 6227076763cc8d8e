/*
 * cmd_export.c - carc export text DB --game N [--out FILE]
 *
 * One recorded game in carc's notation (doc/spec/notation.md): every
 * row of it, read by the one record reader, so that `carc import text`
 * gives the same rows back.  A game the notation cannot hold as it is
 * (one the reader cannot read, a value cut short) is refused, naming
 * why, rather than written with a row missing.
 */
#include "config.h"

#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "cli/cli.h"
#include "notation/notation.h"
#include "util/outfile.h"

static void
export_usage(FILE *out)
{
	fprintf(out, "usage: carc export text DB --game N [--out FILE]\n");
}

static char *
column_dup(sqlite3_stmt *st, int i)
{
	const unsigned char *s = sqlite3_column_text(st, i);

	return s == NULL ? NULL : strdup((const char *)s);
}

/* The games row's free text, which the verifier never reads and the
 * record reader therefore leaves out. */
static int
read_dates(struct carc_db *db, struct carc_notation *n)
{
	sqlite3 *h = carc_db_handle(db);
	sqlite3_stmt *st = NULL;
	int rc = -1;

	if (sqlite3_prepare_v2(h, "SELECT source, started_at, finished_at "
	    "FROM games WHERE id = ?1", -1, &st, NULL) != SQLITE_OK)
		goto out;
	sqlite3_bind_int64(st, 1, n->rec.id);
	if (sqlite3_step(st) != SQLITE_ROW)
		goto out;
	if ((sqlite3_column_type(st, 0) != SQLITE_NULL &&
	    (n->source = column_dup(st, 0)) == NULL) ||
	    (sqlite3_column_type(st, 1) != SQLITE_NULL &&
	    (n->started_at = column_dup(st, 1)) == NULL) ||
	    (sqlite3_column_type(st, 2) != SQLITE_NULL &&
	    (n->finished_at = column_dup(st, 2)) == NULL))
		goto out;
	rc = 0;
out:
	if (rc != 0)
		carc_warnx("cannot read game %" PRId64 " of '%s': %s",
		    n->rec.id, carc_db_path(db), sqlite3_errmsg(h));
	sqlite3_finalize(st);
	return rc;
}

int
carc_cmd_export(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "game", required_argument, NULL, 'g' },
		{ "out", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_notation n;
	struct carc_error err;
	struct carc_db *db = NULL;
	const char *out_path = "-";
	FILE *out = NULL;
	int64_t id = 0;
	int c, have_id = 0, status = CARC_EXIT_FAIL;

	optind = 1;
	while ((c = getopt_long(argc, argv, "g:o:h", opts, NULL)) != -1) {
		switch (c) {
		case 'g':
			if (carc_cli_parse_int64(optarg, &id) != 0) {
				carc_warnx("--game: '%s' is not a game id",
				    optarg);
				return CARC_EXIT_FAIL;
			}
			have_id = 1;
			break;
		case 'o':
			out_path = optarg;
			break;
		case 'h':
			export_usage(stdout);
			carc_cli_help(stdout, "export");
			return CARC_EXIT_OK;
		default:
			carc_cli_bad_option(argc, argv, opts);
			export_usage(stderr);
			return CARC_EXIT_FAIL;
		}
	}
	if (argc - optind != 2 || !have_id) {
		export_usage(stderr);
		return CARC_EXIT_FAIL;
	}
	if (strcmp(argv[optind], "text") != 0) {
		carc_warnx("export: unknown format '%s' (known: text)",
		    argv[optind]);
		return CARC_EXIT_FAIL;
	}
	carc_notation_init(&n);
	if (carc_db_open(&db, argv[optind + 1], CARC_DB_READONLY, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	if (carc_cli_check_ids(db, argv[optind + 1], &id, 1) != 0)
		goto out;
	if (carc_db_begin_read(db, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	c = carc_db_read_game(db, id, &n.rec, &err);
	if (c == 0)
		c = read_dates(db, &n) == 0 ? 0 : 2;
	carc_db_rollback(db);
	if (c < 0)
		carc_warnx("%s", err.msg);
	if (c != 0)
		goto out;
	out = strcmp(out_path, "-") == 0 ? stdout :
	    carc_outfile_open(out_path, 0, &err);
	if (out == NULL) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	if (carc_notation_write(out, &n, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	if (fflush(out) != 0 || ferror(out)) {
		carc_warnx("cannot write '%s'", out_path);
		goto out;
	}
	status = CARC_EXIT_OK;
out:
	if (out != NULL && out != stdout && fclose(out) != 0 &&
	    status == CARC_EXIT_OK) {
		carc_warnx("cannot write '%s'", out_path);
		status = CARC_EXIT_FAIL;
	}
	carc_db_close(db);
	carc_notation_free(&n);
	return status;
}
