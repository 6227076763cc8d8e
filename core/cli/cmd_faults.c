/*
 * cmd_faults.c - carc faults: records with one known fault each, and the
 * check of a verifier's output against them.
 *
 *   carc faults make [--count N] [--seed S] [--kinds LIST] [--plugin-dir DIR]
 *                    VALID.db FAULTED.db
 *   carc faults check [--markdown FILE] FAULTED.db VERIFY.jsonl
 *   carc faults list
 *
 * `make` derives from the games of VALID.db (which must all be valid)
 * copies that each break one rule, spread evenly over the fault kinds the
 * games allow, and writes them with their ground truth (table fault_truth)
 * into FAULTED.db.  `check` reads `carc verify --format json FAULTED.db`
 * and says, per kind, how many faults were reported at their seq with a
 * rule the truth allows, and how many games diverged before the fault.
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "cli/cli.h"
#include "gen/faults.h"
#include "util/progress.h"
#include "util/outfile.h"

static void
faults_usage(FILE *out)
{
	fprintf(out,
"usage: carc faults make [--count N] [--seed S] [--kinds LIST] [--force]\n"
"                        [--plugin-dir DIR] VALID.db FAULTED.db\n"
"       carc faults check [--markdown FILE] FAULTED.db VERIFY.jsonl\n"
"       carc faults list\n"
"\n"
"make   writes N copies of VALID.db's games (default 1000), each with one\n"
"       fault of a kind in LIST (default: every kind), and the ground\n"
"       truth in table fault_truth: the seq and the rules allowed.\n"
"check  compares 'carc verify --format json FAULTED.db' (a file, or - for\n"
"       stdin) with the ground truth; prints the detection table (as\n"
"       Markdown into FILE too) and exits 0 only if every fault was\n"
"       reported at its seq with a rule it allows and nothing diverged\n"
"       before.\n"
"list   the fault kinds and the rules each may be reported with.\n");
}

static const char *const truth_sql =
	"CREATE TABLE IF NOT EXISTS fault_truth(\n"
	"  game_id INTEGER PRIMARY KEY,\n"
	"  source_game INTEGER NOT NULL,\n"
	"  fault TEXT NOT NULL,\n"
	"  seq INTEGER,          -- NULL: final scoring\n"
	"  seat INTEGER,         -- NULL: any\n"
	"  rule TEXT NOT NULL,   -- the rules allowed, space-separated;\n"
	"                        -- X-* is every id starting with X-\n"
	"  unverifiable INTEGER NOT NULL,\n"
	"  detail TEXT)";

static int
faults_list(void)
{
	int i;

	for (i = 0; i < CARC_FAULT_N; i++)
		printf("%-18s %s\n", carc_fault_names[i],
		    carc_fault_contract[i]);
	return CARC_EXIT_OK;
}

static int
faults_make(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "count", required_argument, NULL, 'n' },
		{ "seed", required_argument, NULL, 's' },
		{ "kinds", required_argument, NULL, 'k' },
		{ "force", no_argument, NULL, 'f' },
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_plugin_set set;
	struct carc_cli_plugin_path plugin_path = { { NULL }, 0 };
	struct carc_db *in = NULL;
	struct carc_gen_writer *w = NULL;
	struct carc_faulter *f = NULL;
	struct carc_record rec;
	struct carc_error err;
	struct carc_progress prog;
	sqlite3_stmt *st = NULL;
	int64_t *ids = NULL, next_id;
	size_t nids = 0, gi, made = 0, failed_round = 0;
	unsigned long long count = 1000, seed = 1;
	int use[CARC_FAULT_N], counts[CARC_FAULT_N], c, i, status =
	    CARC_EXIT_FAIL;
	const char *kinds = NULL;
	char *end;
	int force = 0;

	optind = 1;
	while ((c = getopt_long(argc, argv, "n:s:k:fP:h", opts, NULL)) != -1) {
		switch (c) {
		case 'f':
			force = 1;
			break;
		case 'n':
			errno = 0;
			count = strtoull(optarg, &end, 10);
			if (errno || *end || end == optarg) {
				carc_warnx("--count: '%s' is not a count", optarg);
				return CARC_EXIT_FAIL;
			}
			break;
		case 's':
			errno = 0;
			seed = strtoull(optarg, &end, 0);
			if (errno || *end || end == optarg) {
				carc_warnx("--seed: '%s' is not a seed", optarg);
				return CARC_EXIT_FAIL;
			}
			break;
		case 'k':
			kinds = optarg;
			break;
		case 'P':
			if (carc_cli_plugin_dir_add(&plugin_path, optarg) != 0)
				return CARC_EXIT_FAIL;
			break;
		case 'h':
			faults_usage(stdout);
			carc_cli_help(stdout, "faults");
			return CARC_EXIT_OK;
		default:
			carc_cli_bad_option(argc, argv, opts);
			faults_usage(stderr);
			return CARC_EXIT_FAIL;
		}
	}
	if (optind != argc - 2) {
		faults_usage(stderr);
		return CARC_EXIT_FAIL;
	}
	/* The same file under any name (a hard link, another path): the
	 * faulted games would go into the games they are made from. */
	{
		struct stat a, b;

		if (stat(argv[optind], &a) == 0 &&
		    stat(argv[optind + 1], &b) == 0 &&
		    a.st_dev == b.st_dev && a.st_ino == b.st_ino) {
			carc_warnx("'%s' and '%s' are the same file: the "
			    "faulted games would be written into the games "
			    "they come from", argv[optind], argv[optind + 1]);
			return CARC_EXIT_FAIL;
		}
	}
	if (carc_db_check_target(argv[optind + 1], &err) != 0) {
		carc_warnx("%s", err.msg);
		return CARC_EXIT_FAIL;
	}
	/* FAULTED.db is the run's own: added to, an old run's games and
	 * fault_truth would mix with the new (300 games became 310).  A
	 * link or another program's file was refused above, --force or
	 * not. */
	{
		const char *outp = argv[optind + 1];
		static const char *const side[] = { "", "-journal", "-wal",
		    "-shm" };
		struct stat sb;
		char p[4096];
		size_t k;

		if (lstat(outp, &sb) == 0 && !force) {
			carc_warnx("'%s' exists: faults make writes a new "
			    "database (--force replaces it)", outp);
			return CARC_EXIT_FAIL;
		}
		for (k = 0; force && k < sizeof(side) / sizeof(side[0]); k++)
			if ((size_t)snprintf(p, sizeof(p), "%s%s", outp,
			    side[k]) < sizeof(p) && unlink(p) != 0 &&
			    errno != ENOENT) {
				carc_warnx("cannot replace '%s': %s", p,
				    strerror(errno));
				return CARC_EXIT_FAIL;
			}
	}
	if (carc_cli_load_plugins(&set, &plugin_path) != 0)
		return CARC_EXIT_FAIL;
	for (i = 0; i < CARC_FAULT_N; i++) {
		counts[i] = 0;
		use[i] = kinds == NULL;
	}
	if (kinds != NULL) {
		char buf[1024], *tok, *save = NULL;

		snprintf(buf, sizeof(buf), "%s", kinds);
		for (tok = strtok_r(buf, ",", &save); tok != NULL;
		    tok = strtok_r(NULL, ",", &save)) {
			int k = carc_fault_parse(tok);

			if (k < 0) {
				carc_warnx("--kinds: no fault kind '%s' (carc "
				    "faults list)", tok);
				goto out;
			}
			use[k] = 1;
		}
	}
	carc_record_init(&rec);
	if (carc_db_open(&in, argv[optind], CARC_DB_READONLY, &err) != 0 ||
	    carc_db_game_ids(in, &ids, &nids, &err) != 0 ||
	    carc_faulter_new(&f, &set, &err) != 0 ||
	    carc_gen_writer_open(&w, argv[optind + 1], "carc faults",
	    (size_t)-1, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto out;
	}
	if (nids == 0) {
		carc_warnx("'%s' holds no games", argv[optind]);
		goto out;
	}
	if (sqlite3_exec(carc_gen_writer_handle(w), truth_sql, NULL, NULL,
	    NULL) != SQLITE_OK || sqlite3_prepare_v2(carc_gen_writer_handle(w),
	    "INSERT INTO fault_truth VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
	    -1, &st, NULL) != SQLITE_OK) {
		carc_warnx("cannot write to '%s': %s", argv[optind + 1],
		    sqlite3_errmsg(carc_gen_writer_handle(w)));
		goto out;
	}
	next_id = carc_gen_writer_next_id(w);
	carc_progress_begin(&prog, "faults", count, 0);
	for (gi = 0; made < count && failed_round < nids; gi++) {
		struct carc_rng rng;
		struct carc_fault_truth t;
		int order[CARC_FAULT_N], n = 0, j, r = 0, done = 0;
		int64_t src = ids[gi % nids];

		if (carc_db_read_game(in, src, &rec, &err) != 0) {
			carc_warnx("%s", err.msg);
			goto out_prog;
		}
		carc_rng_seed(&rng, carc_seed_mix(seed, gi));
		/* the kinds made least so far first */
		for (i = 0; i < CARC_FAULT_N; i++)
			if (use[i])
				order[n++] = i;
		for (i = 1; i < n; i++)
			for (j = i; j > 0 && counts[order[j - 1]] >
			    counts[order[j]]; j--) {
				int tmp = order[j];

				order[j] = order[j - 1];
				order[j - 1] = tmp;
			}
		for (i = 0; i < n && !done; i++) {
			if ((r = carc_fault_inject(f, order[i], &rng, &rec, &t,
			    &err)) < 0) {
				carc_warnx("%s", err.msg);
				goto out_prog;
			}
			done = r == 1;
		}
		if (!done) {
			failed_round++;
			continue;
		}
		failed_round = 0;
		counts[t.kind]++;
		rec.id = next_id++;
		if (carc_gen_writer_put(w, &rec, &err) != 0) {
			carc_warnx("%s", err.msg);
			goto out_prog;
		}
		sqlite3_bind_int64(st, 1, rec.id);
		sqlite3_bind_int64(st, 2, src);
		sqlite3_bind_text(st, 3, carc_fault_names[t.kind], -1,
		    SQLITE_STATIC);
		if (t.has_seq)
			sqlite3_bind_int64(st, 4, t.seq);
		else
			sqlite3_bind_null(st, 4);
		if (t.seat >= 0)
			sqlite3_bind_int(st, 5, t.seat);
		else
			sqlite3_bind_null(st, 5);
		sqlite3_bind_text(st, 6, t.rules, -1, SQLITE_STATIC);
		sqlite3_bind_int(st, 7, t.unverifiable);
		sqlite3_bind_text(st, 8, t.detail, -1, SQLITE_STATIC);
		if (sqlite3_step(st) != SQLITE_DONE) {
			carc_warnx("cannot write to '%s': %s", argv[optind + 1],
			    sqlite3_errmsg(carc_gen_writer_handle(w)));
			sqlite3_reset(st);
			goto out_prog;
		}
		sqlite3_reset(st);
		made++;
		carc_progress_step(&prog);
	}
	carc_progress_end(&prog);
	sqlite3_finalize(st);
	st = NULL;
	if (carc_gen_writer_close(w, &err) != 0) {
		w = NULL;
		carc_warnx("%s", err.msg);
		goto out;
	}
	w = NULL;
	printf("%zu faulted games written to %s:", made, argv[optind + 1]);
	for (i = 0; i < CARC_FAULT_N; i++)
		if (use[i])
			printf(" %s %d", carc_fault_names[i], counts[i]);
	putchar('\n');
	status = made == count ? CARC_EXIT_OK : CARC_EXIT_FOUND;
	if (made < count)
		carc_warnx("only %zu of %llu faults found a place in these "
		    "games", made, count);
	goto out;
out_prog:
	carc_progress_end(&prog);
out:
	sqlite3_finalize(st);
	if (w != NULL)
		carc_gen_writer_close(w, NULL);
	carc_record_free(&rec);
	carc_faulter_free(f);
	carc_db_close(in);
	free(ids);
	carc_plugins_unload(&set);
	return status;
}

/* -- check ------------------------------------------------------------------- */

/* Per truth row: found at its seq with its rule; a divergence before. */
/*
 * Per truth row: the rule the verifier reported at the fault's seq among
 * those the truth allows (carc_allows), if any; a divergence before it.
 */
static const char *const judge_sql =
	"CREATE TEMP TABLE judged AS\n"
	"SELECT t.game_id, t.fault, t.seq, t.seat, t.rule, t.detail,\n"
	"  v.json IS NOT NULL AS seen,\n"
	"  CASE WHEN t.unverifiable AND\n"
	"    json_extract(v.json, '$.verdict') = 'unverifiable' AND\n"
	"    carc_allows(t.rule, substr(json_extract(v.json, '$.reason'), 1,\n"
	"      instr(json_extract(v.json, '$.reason'), ':') - 1)) AND\n"
	"    (instr(json_extract(v.json, '$.reason'), 'seq ' || t.seq || ':') > 0\n"
	"     OR instr(json_extract(v.json, '$.reason'),\n"
	"       'actions seq ' || t.seq || ' n ') = 1)\n"
	"  THEN CASE WHEN json_extract(v.json, '$.reason') LIKE 'actions seq %'\n"
	"    THEN 'actions table' ELSE\n"
	"    substr(json_extract(v.json, '$.reason'), 1,\n"
	"      instr(json_extract(v.json, '$.reason'), ':') - 1) END\n"
	"  ELSE (SELECT json_extract(d.value, '$.rule')\n"
	"    FROM json_each(v.json, '$.divergences') d\n"
	"    WHERE carc_allows(t.rule, json_extract(d.value, '$.rule'))\n"
	"      AND json_extract(d.value, '$.seq') IS t.seq\n"
	"      AND (t.seat IS NULL OR json_extract(d.value, '$.seat') IS t.seat)\n"
	"    LIMIT 1) END AS hit,\n"
	"  EXISTS (SELECT 1 FROM json_each(v.json, '$.divergences') d\n"
	"    WHERE json_extract(d.value, '$.seq') IS NOT NULL AND\n"
	"      (t.seq IS NULL OR json_extract(d.value, '$.seq') < t.seq))\n"
	"    AS early,\n"
	"  (SELECT group_concat(json_extract(d.value, '$.rule') || '@' ||\n"
	"      coalesce(json_extract(d.value, '$.seq'), 'final'), ' ')\n"
	"    FROM json_each(v.json, '$.divergences') d) AS got,\n"
	"  json_extract(v.json, '$.reason') AS reason\n"
	"FROM fault_truth t LEFT JOIN verified v ON v.game_id = t.game_id";

/* carc_allows(allowed, rule): carc_fault_allows for SQL. */
static void
sql_allows(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	const unsigned char *allowed = sqlite3_value_text(argv[0]);
	const unsigned char *rule = sqlite3_value_text(argv[1]);

	(void)argc;
	sqlite3_result_int(ctx, allowed != NULL && rule != NULL &&
	    carc_fault_allows((const char *)allowed, (const char *)rule));
}

static int
faults_check(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "markdown", required_argument, NULL, 'm' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	sqlite3 *db = NULL;
	sqlite3_stmt *st = NULL;
	FILE *in = NULL, *md = NULL;
	struct carc_error oerr;
	const char *md_path = NULL;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	long long total = 0, detected = 0, early = 0, unseen = 0;
	int c, status = CARC_EXIT_FAIL, shown = 0;

	optind = 1;
	while ((c = getopt_long(argc, argv, "m:h", opts, NULL)) != -1) {
		switch (c) {
		case 'm':
			md_path = optarg;
			break;
		case 'h':
			faults_usage(stdout);
			carc_cli_help(stdout, "faults");
			return CARC_EXIT_OK;
		default:
			carc_cli_bad_option(argc, argv, opts);
			faults_usage(stderr);
			return CARC_EXIT_FAIL;
		}
	}
	if (optind != argc - 2) {
		faults_usage(stderr);
		return CARC_EXIT_FAIL;
	}
	if (sqlite3_open_v2(argv[optind], &db, SQLITE_OPEN_READONLY, NULL) !=
	    SQLITE_OK || carc_db_harden(db, argv[optind], NULL) != 0 ||
	    sqlite3_create_function(db, "carc_allows", 2, SQLITE_UTF8 |
	    SQLITE_DETERMINISTIC, NULL, sql_allows, NULL, NULL) != SQLITE_OK ||
	    sqlite3_exec(db, "CREATE TEMP TABLE verified(game_id INTEGER "
	    "PRIMARY KEY, json TEXT)", NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(db, "INSERT OR REPLACE INTO verified "
	    "VALUES (json_extract(?1, '$.game'), ?1)", -1, &st, NULL) !=
	    SQLITE_OK) {
		carc_warnx("cannot open '%s': %s", argv[optind],
		    db ? sqlite3_errmsg(db) : "out of memory");
		goto out;
	}
	if (strcmp(argv[optind + 1], "-") == 0)
		in = stdin;
	else if ((in = fopen(argv[optind + 1], "r")) == NULL) {
		carc_warnx("cannot open '%s': %s", argv[optind + 1],
		    strerror(errno));
		goto out;
	}
	sqlite3_exec(db, "BEGIN", NULL, NULL, NULL);
	while ((len = getline(&line, &cap, in)) > 0) {
		if (line[0] != '{')
			continue;
		sqlite3_bind_text(st, 1, line, (int)len, SQLITE_STATIC);
		if (sqlite3_step(st) != SQLITE_DONE) {
			carc_warnx("'%s': not a verdict: %.60s",
			    argv[optind + 1], line);
			goto out;
		}
		sqlite3_reset(st);
	}
	sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
	sqlite3_finalize(st);
	st = NULL;
	if (sqlite3_exec(db, judge_sql, NULL, NULL, NULL) != SQLITE_OK) {
		carc_warnx("'%s': %s", argv[optind], sqlite3_errmsg(db));
		goto out;
	}
	/* what went wrong, a few of each kind */
	if (sqlite3_prepare_v2(db, "SELECT game_id, fault, seq, seat, rule, "
	    "detail, seen, hit IS NOT NULL, early, got, reason FROM judged "
	    "WHERE NOT seen OR hit IS NULL OR early ORDER BY game_id", -1, &st,
	    NULL) != SQLITE_OK)
		goto sqlfail;
	while (sqlite3_step(st) == SQLITE_ROW && shown++ < 40)
		fprintf(stderr, "carc: game %lld %s (%s): expected %s at seq %s "
		    "seat %s%s; got: %s\n", sqlite3_column_int64(st, 0),
		    (const char *)sqlite3_column_text(st, 1),
		    (const char *)sqlite3_column_text(st, 5),
		    (const char *)sqlite3_column_text(st, 4),
		    sqlite3_column_type(st, 2) == SQLITE_NULL ? "final" :
		    (const char *)sqlite3_column_text(st, 2),
		    sqlite3_column_type(st, 3) == SQLITE_NULL ? "any" :
		    (const char *)sqlite3_column_text(st, 3),
		    sqlite3_column_int(st, 8) ? " (and a divergence before)" :
		    "", !sqlite3_column_int(st, 6) ? "no verdict" :
		    sqlite3_column_text(st, 9) ? (const char *)
		    sqlite3_column_text(st, 9) : sqlite3_column_text(st, 10) ?
		    (const char *)sqlite3_column_text(st, 10) : "valid");
	sqlite3_finalize(st);
	st = NULL;	/* out: finalizes it */
	if (md_path != NULL && (md = carc_outfile_open(md_path, 0,
	    &oerr)) == NULL) {
		carc_warnx("%s", oerr.msg);
		goto out;
	}
	if (sqlite3_prepare_v2(db, "SELECT fault, group_concat(DISTINCT hit), "
	    "count(*), count(hit), sum(early), sum(NOT seen) FROM judged "
	    "GROUP BY fault ORDER BY min(game_id)", -1, &st, NULL) != SQLITE_OK)
		goto sqlfail;
	printf("| fault | rules reported | injected | detected at its seq | "
	    "divergence before it |\n|---|---|---:|---:|---:|\n");
	if (md)
		fprintf(md, "| fault | rules reported | injected | detected at its "
		    "seq | divergence before it |\n|---|---|---:|---:|---:|\n");
	while (sqlite3_step(st) == SQLITE_ROW) {
		long long n = sqlite3_column_int64(st, 2);
		long long d = sqlite3_column_int64(st, 3);
		long long e = sqlite3_column_int64(st, 4);

		total += n;
		detected += d;
		early += e;
		unseen += sqlite3_column_int64(st, 5);
		printf("| %s | %s | %lld | %lld | %lld |\n",
		    (const char *)sqlite3_column_text(st, 0),
		    (const char *)sqlite3_column_text(st, 1), n, d, e);
		if (md)
			fprintf(md, "| %s | %s | %lld | %lld | %lld |\n",
			    (const char *)sqlite3_column_text(st, 0),
			    (const char *)sqlite3_column_text(st, 1), n, d, e);
	}
	printf("| **all** | | %lld | %lld | %lld |\n", total, detected, early);
	if (md)
		fprintf(md, "| **all** | | %lld | %lld | %lld |\n", total,
		    detected, early);
	if (unseen > 0)
		carc_warnx("%lld faulted games have no verdict", unseen);
	status = total > 0 && detected == total && early == 0 && unseen == 0 ?
	    CARC_EXIT_OK : CARC_EXIT_FOUND;
	goto out;
sqlfail:
	carc_warnx("'%s': %s", argv[optind], sqlite3_errmsg(db));
out:
	sqlite3_finalize(st);
	sqlite3_close(db);
	if (in != NULL && in != stdin)
		fclose(in);
	if (md != NULL && fclose(md) != 0) {
		carc_warnx("cannot write '%s': %s", md_path, strerror(errno));
		status = CARC_EXIT_FAIL;
	}
	free(line);
	return status;
}

int
carc_cmd_faults(int argc, char **argv)
{
	if (argc < 2) {
		faults_usage(stderr);
		return CARC_EXIT_FAIL;
	}
	if (strcmp(argv[1], "make") == 0 || strcmp(argv[1], "check") == 0) {
		int make = strcmp(argv[1], "make") == 0;

		/* getopt names argv[0] in its complaints: "carc: faults" */
		argv[1] = argv[0];
		return make ? faults_make(argc - 1, argv + 1) :
		    faults_check(argc - 1, argv + 1);
	}
	if (strcmp(argv[1], "list") == 0)
		return faults_list();
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
		faults_usage(stdout);
		carc_cli_help(stdout, "faults");
		return CARC_EXIT_OK;
	}
	carc_warnx("faults: no subcommand '%s'", argv[1]);
	faults_usage(stderr);
	return CARC_EXIT_FAIL;
}
