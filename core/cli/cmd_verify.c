/*
 * cmd_verify.c - carc verify [--game ID]... [--format text|json] [--store]
 *                [--plugin-dir DIR] DB
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "record/record.h"
#include "verify/junit.h"
#include "verify/report.h"
#include "verify/verify.h"
#include "util/progress.h"

enum { FORMAT_TEXT, FORMAT_JSON, FORMAT_JUNIT };

/* --problems: print only the games that are not valid (and the summary) */
static int only_problems;

static void
verify_usage(FILE *out)
{
	fprintf(out, "usage: carc verify [--game ID]... [--format text|json|junit] "
	    "[--store]\n                   [--problems] [--plugin-dir DIR] DB\n");
}

/* Verify the games ids[0..n) of db, printing each verdict; returns the
 * exit status. */
static int
verify_games(struct carc_db *db, const char *path, struct carc_verifier *vf,
    const int64_t *ids, size_t n, int format, int store)
{
	struct carc_record rec;
	struct carc_verdict v;
	struct carc_error err;
	size_t i, counts[3] = { 0, 0, 0 }, junit_len = 0;
	int status = CARC_EXIT_OK, in_txn = 0, r;
	char *junit = NULL;
	FILE *jout = NULL;
	struct carc_progress prog;

	carc_record_init(&rec);
	carc_verdict_init(&v);
	carc_progress_begin(&prog, "verify", n, format == FORMAT_TEXT);
	/* JUnit's suite element counts its cases: gather them first. */
	if (format == FORMAT_JUNIT &&
	    (jout = open_memstream(&junit, &junit_len)) == NULL) {
		carc_error_set(&err, "out of memory");
		goto fail;
	}
	/* Without --store, one read transaction is one snapshot of the
	 * whole database, and much faster than one per game. */
	if (!store) {
		if (carc_db_begin(db, &err) != 0)
			goto fail;
		in_txn = 1;
	}
	for (i = 0; i < n; i++) {
		if (store && carc_db_begin(db, &err) != 0)
			goto fail;
		r = carc_db_read_game(db, ids[i], &rec, &err);
		if (store)
			carc_db_commit(db, NULL);
		if (r < 0)
			goto fail;
		if (r == 1) {
			carc_warnx("'%s' has no game %" PRId64, path, ids[i]);
			status = CARC_EXIT_FAIL;
			continue;
		}
		carc_verify(vf, &rec, &v);
		counts[v.kind]++;
		carc_progress_step(&prog);
		if (only_problems && v.kind == CARC_VALID)
			;
		else if (format == FORMAT_JSON)
			carc_report_json(stdout, &v);
		else if (format == FORMAT_JUNIT)
			carc_junit_verdict(jout, path, &v);
		else
			carc_report_text(stdout, &v, path);
		if (store && carc_store_verdict(db, &v, &err) != 0)
			goto fail;
		if (v.kind != CARC_VALID && status == CARC_EXIT_OK)
			status = CARC_EXIT_FOUND;
	}
	carc_progress_end(&prog);
	if (in_txn)
		carc_db_commit(db, NULL);
	if (format == FORMAT_TEXT)
		printf("%zu game%s: %zu valid, %zu divergent, %zu "
		    "unverifiable\n", n, n == 1 ? "" : "s", counts[CARC_VALID],
		    counts[CARC_DIVERGENT], counts[CARC_UNVERIFIABLE]);
	if (jout != NULL) {
		fclose(jout);
		carc_junit_begin(stdout, path, (only_problems ? 0 :
		    counts[0]) + counts[1] + counts[2], counts[CARC_DIVERGENT],
		    counts[CARC_UNVERIFIABLE]);
		fwrite(junit, 1, junit_len, stdout);
		carc_junit_end(stdout);
		free(junit);
	}
	carc_record_free(&rec);
	carc_verdict_free(&v);
	return status;
fail:
	carc_progress_end(&prog);
	if (jout != NULL)
		fclose(jout);
	free(junit);
	if (in_txn)
		carc_db_rollback(db);
	carc_warnx("%s", err.msg);
	carc_record_free(&rec);
	carc_verdict_free(&v);
	return CARC_EXIT_FAIL;
}

int
carc_cmd_verify(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "game", required_argument, NULL, 'g' },
		{ "format", required_argument, NULL, 'f' },
		{ "store", no_argument, NULL, 's' },
		{ "problems", no_argument, NULL, 'p' },
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_plugin_set set;
	struct carc_verifier *vf = NULL;
	struct carc_db *db = NULL;
	struct carc_error err;
	int64_t *ids = NULL, id;
	size_t nids = 0, cap = 0;
	const char *plugin_dir = NULL;
	int c, format = FORMAT_TEXT, store = 0, status = CARC_EXIT_FAIL;

	optind = 1;
	while ((c = getopt_long(argc, argv, "g:f:spP:h", opts, NULL)) != -1) {
		switch (c) {
		case 'g':
			if (carc_cli_parse_int64(optarg, &id) != 0) {
				carc_warnx("--game: '%s' is not a game id",
				    optarg);
				goto out;
			}
			if (nids == cap) {
				int64_t *np;

				cap = cap ? 2 * cap : 16;
				if ((np = realloc(ids, cap * sizeof(*np))) ==
				    NULL) {
					carc_warnx("out of memory");
					goto out;
				}
				ids = np;
			}
			ids[nids++] = id;
			break;
		case 'f':
			if (strcmp(optarg, "json") == 0)
				format = FORMAT_JSON;
			else if (strcmp(optarg, "text") == 0)
				format = FORMAT_TEXT;
			else if (strcmp(optarg, "junit") == 0)
				format = FORMAT_JUNIT;
			else {
				carc_warnx("--format: '%s' is not text, json or "
				    "junit", optarg);
				goto out;
			}
			break;
		case 's':
			store = 1;
			break;
		case 'p':
			only_problems = 1;
			break;
		case 'P':
			plugin_dir = optarg;
			break;
		case 'h':
			verify_usage(stdout);
			status = CARC_EXIT_OK;
			goto out;
		default:
			verify_usage(stderr);
			goto out;
		}
	}
	if (optind != argc - 1) {
		verify_usage(stderr);
		goto out;
	}
	if (carc_cli_load_plugins(&set, plugin_dir) != 0)
		goto out;
	if (carc_db_open(&db, argv[optind], store ? CARC_DB_READWRITE :
	    CARC_DB_READONLY, &err) != 0 ||
	    carc_verifier_new(&vf, &set, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto unload;
	}
	if (nids == 0) {
		free(ids);
		ids = NULL;
		if (carc_db_game_ids(db, &ids, &nids, &err) != 0) {
			carc_warnx("%s", err.msg);
			goto unload;
		}
	} else {
		/* game id order (spec/cli.md), each once */
		size_t i, j, k = 0;

		for (i = 1; i < nids; i++)
			for (j = i; j > 0 && ids[j - 1] > ids[j]; j--) {
				id = ids[j];
				ids[j] = ids[j - 1];
				ids[j - 1] = id;
			}
		for (i = 0; i < nids; i++)
			if (k == 0 || ids[k - 1] != ids[i])
				ids[k++] = ids[i];
		nids = k;
	}
	status = verify_games(db, argv[optind], vf, ids, nids, format, store);
unload:
	carc_verifier_free(vf);
	carc_db_close(db);
	carc_plugins_unload(&set);
out:
	free(ids);
	return status;
}
