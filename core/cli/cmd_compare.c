/*
 * cmd_compare.c - carc compare DB [--game ID]... --as VARIANT [--as VARIANT]
 *                 [--format text|json|junit] [--plugin-dir DIR]
 *
 * Replays each game under the record's own rules and under each variant,
 * and shows, perft-divide style, the first move where the points differ,
 * every move whose points differ with the rules that make the difference,
 * the totals under each, whether the winner changes; then a summary over
 * the whole database.  In JUnit, a game whose score changes under a
 * variant is a failure (the message says whether the winner changes).
 */
#include "config.h"

#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "engine/drive.h"
#include "compare/compare.h"
#include "record/record.h"
#include "verify/junit.h"
#include "verify/report.h"

#define MAX_VARIANTS 8

enum { FMT_TEXT, FMT_JSON, FMT_JUNIT };

/* The summary over a database, per variant. */
struct tally {
	size_t games, changed, winner_changed, unplayable, untouched;
	int swing;			/* the largest change of a total */
	int64_t swing_game;
	int swing_seat;
	const char *rules[32];		/* rules behind the changes */
	size_t rule_games[32];
	size_t nrules;
};

static void
compare_usage(FILE *out)
{
	fprintf(out, "usage: carc compare [--game ID|LO-HI[,...]]... "
	    "[--status STATUS[,...]]\n"
	    "                    --as VARIANT [--as VARIANT]...\n"
	    "                    [--format text|json|junit] "
	    "[--plugin-dir DIR] DB\n"
	    "VARIANT: comma-separated RULESET, PLUGIN:VARIANT, "
	    "+PLUGIN[:VARIANT], -PLUGIN\n"
	    "         e.g. c1-farm-v1  NAME:OTHER  -NAME  (carc plugins "
	    "lists the names\n"
	    "         and their variants)\n");
}

static void
print_winners(FILE *out, unsigned w, size_t nseats)
{
	size_t s;
	int first = 1;

	for (s = 0; s < nseats; s++)
		if (w & (1u << s)) {
			fprintf(out, "%sseat %zu", first ? "" : " and ", s);
			first = 0;
		}
}

static void
tally_rule(struct tally *t, const char *rule, int *seen, size_t nseen)
{
	size_t i;

	for (i = 0; i < t->nrules; i++)
		if (strcmp(t->rules[i], rule) == 0)
			break;
	if (i == t->nrules) {
		if (t->nrules == 32)
			return;
		t->rules[t->nrules] = rule;
		t->rule_games[t->nrules++] = 0;
	}
	if (i < nseen && !seen[i]) {
		seen[i] = 1;
		t->rule_games[i]++;
	}
}

/* The record's variant of expansion name ("" for none given: the
 * plugin's first, its default), or NULL when the game does not play it. */
static const char *
played_variant(const struct carc_plugin_set *set,
    const struct carc_record *rec, const char *name)
{
	const struct carc_loaded_plugin *lp;
	size_t i;

	for (i = 0; i < rec->nexpansions; i++) {
		if (strcmp(rec->expansions[i].name, name) != 0)
			continue;
		if (rec->expansions[i].variant[0] != '\0')
			return rec->expansions[i].variant;
		lp = carc_plugins_find(set, name);
		return lp != NULL && lp->desc->variants != NULL &&
		    lp->desc->variants[0] != NULL ? lp->desc->variants[0] : "";
	}
	return NULL;
}

/*
 * Does the variant change nothing this game plays (a plugin's variant
 * for a game without that plugin, the game's own ruleset)?  Then why, into
 * why, and 1: the game's "same points" says nothing of the variant.
 */
static int
untouched(const struct carc_plugin_set *set, const struct carc_record *rec,
    const struct carc_variant *vr, char *why, size_t len)
{
	const char *have;
	size_t c;

	why[0] = '\0';
	if (vr->ruleset[0] != '\0') {
		if (strcmp(vr->ruleset, rec->ruleset) != 0)
			return 0;
		snprintf(why, len, "the game is played under %s already",
		    rec->ruleset);
	}
	for (c = 0; c < vr->nchanges; c++) {
		const char *name = vr->change[c].name;
		const char *variant = vr->change[c].variant;

		have = played_variant(set, rec, name);
		switch (vr->change[c].op) {
		case '-':
			if (have != NULL)
				return 0;
			break;
		case '+':
			if (have == NULL || (variant[0] != '\0' &&
			    strcmp(variant, have) != 0))
				return 0;
			break;
		default:
			if (have != NULL && strcmp(variant, have) != 0)
				return 0;
			break;
		}
		if (why[0] == '\0' && have == NULL)
			snprintf(why, len, "the game does not play %s", name);
		else if (why[0] == '\0')
			snprintf(why, len, "the game plays %s%s%s already",
			    name, have[0] ? ":" : "", have);
	}
	return 1;
}

static void
report_text(const struct carc_play *base, const struct carc_play *alt,
    const struct carc_compare_diff *d, size_t n, int64_t game,
    const char *untouched_why)
{
	unsigned wb = carc_play_winners(base), wa = carc_play_winners(alt);
	size_t i, r, s;

	printf("game %" PRId64 " as %s: ", game, alt->as);
	if (untouched_why != NULL && n == 0) {
		printf("untouched: ");
		carc_text_safe(stdout, untouched_why);
		printf(" (same points)\n");
		return;
	}
	if (n == 0) {
		printf("same points in every move\n");
		return;
	}
	if (d[0].seq >= 0)
		printf("first difference at seq %" PRId64 "\n", d[0].seq);
	else
		printf("first difference at final scoring\n");
	for (i = 0; i < n; i++) {
		if (d[i].seq >= 0)
			printf("  seq %-5" PRId64, d[i].seq);
		else
			printf("  final    ");
		printf(" seat %d  %3d -> %-3d ", d[i].seat, d[i].before,
		    d[i].after);
		for (r = 0; r < d[i].nrules; r++)
			printf("%s%s", r ? ", " : "", d[i].rules[r]);
		putchar('\n');
	}
	printf("  totals  ");
	for (s = 0; s < base->nseats; s++)
		printf(" %d", base->total[s]);
	printf("  ->");
	for (s = 0; s < alt->nseats; s++)
		printf(" %d", alt->total[s]);
	printf("\n  winner   ");
	print_winners(stdout, wb, base->nseats);
	printf(wb == wa ? " (unchanged)\n" : " -> ");
	if (wb != wa) {
		print_winners(stdout, wa, alt->nseats);
		printf(" (changed)\n");
	}
}

static void
json_totals(const struct carc_play *p)
{
	size_t s;

	putchar('[');
	for (s = 0; s < p->nseats; s++)
		printf("%s%d", s ? "," : "", p->total[s]);
	putchar(']');
}

static void
report_json_variant(const struct carc_play *base, const struct carc_play *alt,
    const struct carc_compare_diff *d, size_t n, const char *untouched_why)
{
	size_t i, r;

	printf(",{\"as\":");
	carc_json_string(stdout, alt->as);
	/* only where the variant changes nothing the game plays */
	if (untouched_why != NULL) {
		printf(",\"untouched\":");
		carc_json_string(stdout, untouched_why);
	}
	if (alt->kind == CARC_UNVERIFIABLE) {
		printf(",\"unplayable\":");
		carc_json_string(stdout, alt->reason);
		putchar('}');
		return;
	}
	printf(",\"totals\":");
	json_totals(alt);
	printf(",\"winner_changes\":%s,\"first\":",
	    carc_play_winners(base) != carc_play_winners(alt) ? "true" :
	    "false");
	if (n == 0)
		printf("null");
	else if (d[0].seq < 0)
		printf("\"final\"");
	else
		printf("%" PRId64, d[0].seq);
	printf(",\"diffs\":[");
	for (i = 0; i < n; i++) {
		if (d[i].seq >= 0)
			printf("%s{\"seq\":%" PRId64, i ? "," : "", d[i].seq);
		else
			printf("%s{\"seq\":null", i ? "," : "");
		printf(",\"seat\":%d,\"points\":[%d,%d],\"rules\":[", d[i].seat,
		    d[i].before, d[i].after);
		for (r = 0; r < d[i].nrules; r++) {
			if (r)
				putchar(',');
			carc_json_string(stdout, d[i].rules[r]);
		}
		printf("]}");
	}
	printf("]}");
}

static void
junit_case(FILE *out, const char *db, const struct carc_play *base,
    const struct carc_play *alt, const struct carc_compare_diff *d,
    size_t n, int64_t game, size_t *failures, size_t *errors)
{
	char name[160], msg[160];
	char *detail = NULL;
	size_t len = 0, i;
	FILE *mem;

	snprintf(name, sizeof(name), "game %" PRId64 " as %s", game, alt->as);
	if (alt->kind == CARC_UNVERIFIABLE) {
		carc_junit_case(out, db, name, CARC_JUNIT_ERROR, "unplayable",
		    alt->reason);
		(*errors)++;
		return;
	}
	if (n == 0) {
		carc_junit_case(out, db, name, CARC_JUNIT_PASS, NULL, NULL);
		return;
	}
	snprintf(msg, sizeof(msg), "%zu change%s from %s, winner %s", n,
	    n == 1 ? "" : "s", d[0].seq < 0 ? "final scoring" : "a move",
	    carc_play_winners(base) == carc_play_winners(alt) ? "unchanged" :
	    "changes");
	if ((mem = open_memstream(&detail, &len)) != NULL) {
		for (i = 0; i < n; i++) {
			if (d[i].seq >= 0)
				fprintf(mem, "seq %" PRId64, d[i].seq);
			else
				fputs("final", mem);
			size_t r;

			fprintf(mem, " seat %d: %d -> %d", d[i].seat,
			    d[i].before, d[i].after);
			for (r = 0; r < d[i].nrules; r++)
				fprintf(mem, "%s%s", r ? ", " : " ",
				    d[i].rules[r]);
			fputc('\n', mem);
		}
		fclose(mem);
	}
	carc_junit_case(out, db, name, CARC_JUNIT_FAILURE, msg, detail);
	free(detail);
	(*failures)++;
}

static void
tally_game(struct tally *t, const struct carc_play *base,
    const struct carc_play *alt, const struct carc_compare_diff *d,
    size_t n, int64_t game, int is_untouched)
{
	int seen[32] = { 0 };
	size_t i, r, s;

	t->games++;
	if (is_untouched && n == 0)
		t->untouched++;
	if (alt->kind == CARC_UNVERIFIABLE) {
		t->unplayable++;
		return;
	}
	if (n == 0)
		return;
	t->changed++;
	if (carc_play_winners(base) != carc_play_winners(alt))
		t->winner_changed++;
	for (s = 0; s < base->nseats; s++) {
		int delta = alt->total[s] - base->total[s];

		if (delta < 0)
			delta = -delta;
		if (delta > t->swing) {
			t->swing = delta;
			t->swing_game = game;
			t->swing_seat = (int)s;
		}
	}
	for (i = 0; i < n; i++)
		for (r = 0; r < d[i].nrules; r++)
			tally_rule(t, d[i].rules[r], seen, 32);
}

static void
print_summary(FILE *out, const struct carc_variant *vr, size_t nvr,
    const struct tally *t)
{
	size_t v, r;

	for (v = 0; v < nvr; v++) {
		fprintf(out, "as %s: %zu game%s, %zu change score, %zu change "
		    "winner", vr[v].text, t[v].games, t[v].games == 1 ? "" :
		    "s", t[v].changed, t[v].winner_changed);
		if (t[v].unplayable)
			fprintf(out, ", %zu cannot be played so",
			    t[v].unplayable);
		if (t[v].untouched)
			fprintf(out, ", %zu untouched (the variant changes "
			    "nothing they play)", t[v].untouched);
		if (t[v].swing > 0)
			fprintf(out, "; largest swing %d (game %" PRId64
			    ", seat %d)", t[v].swing, t[v].swing_game,
			    t[v].swing_seat);
		fputc('\n', out);
		for (r = 0; r < t[v].nrules; r++)
			fprintf(out, "  %-24s in %zu game%s\n", t[v].rules[r],
			    t[v].rule_games[r], t[v].rule_games[r] == 1 ? "" :
			    "s");
	}
}

/*
 * Does every plugin and variant a --as names exist?  A typo would
 * otherwise compare the record with itself and report "same points"; it
 * is an error before any game is read.
 */
static int
check_variant(const struct carc_plugin_set *set, const struct carc_variant *vr)
{
	size_t c, k;

	for (c = 0; c < vr->nchanges; c++) {
		const struct carc_loaded_plugin *lp;
		const char *const *names;
		const char *name = vr->change[c].name;
		const char *variant = vr->change[c].variant;
		char have[128];
		int len = 0;

		if ((lp = carc_plugins_find(set, name)) == NULL) {
			carc_warnx("--as '%s': no plugin '%s' is loaded "
			    "('carc plugins' lists them)", vr->text, name);
			return -1;
		}
		if (variant[0] == '\0')
			continue;
		if (carc_drive_variant(lp->eng, variant) != NULL)
			continue;
		names = lp->desc->variants;
		have[0] = '\0';
		for (k = 0; names != NULL && names[k] != NULL; k++)
			if (len >= 0 && (size_t)len < sizeof(have))
				len += snprintf(have + len, sizeof(have) -
				    (size_t)len, "%s%s", k ? ", " : "",
				    names[k]);
		if (names == NULL || names[0] == NULL)
			carc_warnx("--as '%s': plugin '%s' has no variants",
			    vr->text, name);
		else
			carc_warnx("--as '%s': plugin '%s' has no variant "
			    "'%s' (it has %s)", vr->text, name, variant, have);
		return -1;
	}
	return 0;
}

int
carc_cmd_compare(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "game", required_argument, NULL, 'g' },
		{ "status", required_argument, NULL, 'T' },
		{ "as", required_argument, NULL, 'a' },
		{ "format", required_argument, NULL, 'f' },
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_variant vr[MAX_VARIANTS];
	struct tally tally[MAX_VARIANTS];
	struct carc_play base, alt;
	struct carc_plugin_set set;
	struct carc_cli_plugin_path plugin_path = { { NULL }, 0 };
	struct carc_record rec;
	struct carc_verifier *vf = NULL;
	struct carc_db *db = NULL;
	struct carc_error err;
	int64_t *ids = NULL;
	struct carc_cli_select sel;
	size_t nids = 0, nvr = 0, i, v, failures = 0, errors = 0;
	size_t cases = 0;
		char *junit = NULL;
	size_t junit_len = 0;
	FILE *jout = NULL;
	int c, format = FMT_TEXT, status = CARC_EXIT_FAIL;

	memset(&base, 0, sizeof(base));
	memset(&alt, 0, sizeof(alt));
	memset(tally, 0, sizeof(tally));
	memset(&sel, 0, sizeof(sel));
	optind = 1;
	while ((c = getopt_long(argc, argv, "g:T:a:f:P:h", opts, NULL)) != -1) {
		switch (c) {
		case 'g':
			if (carc_cli_select_game(&sel, optarg) != 0)
				goto out;
			break;
		case 'T':
			if (carc_cli_select_status(&sel, optarg) != 0)
				goto out;
			break;
		case 'a':
			if (nvr == MAX_VARIANTS) {
				carc_warnx("at most %d --as", MAX_VARIANTS);
				goto out;
			}
			if (carc_variant_parse(&vr[nvr], optarg, &err) != 0) {
				carc_warnx("%s", err.msg);
				goto out;
			}
			nvr++;
			break;
		case 'f':
			if (strcmp(optarg, "text") == 0)
				format = FMT_TEXT;
			else if (strcmp(optarg, "json") == 0)
				format = FMT_JSON;
			else if (strcmp(optarg, "junit") == 0)
				format = FMT_JUNIT;
			else {
				carc_warnx("--format: '%s' is not text, json or "
				    "junit", optarg);
				goto out;
			}
			break;
		case 'P':
			if (carc_cli_plugin_dir_add(&plugin_path, optarg) != 0)
				goto out;
			break;
		case 'h':
			compare_usage(stdout);
			carc_cli_help(stdout, "compare");
			status = CARC_EXIT_OK;
			goto out;
		default:
			carc_cli_bad_option(argc, argv, opts);
			compare_usage(stderr);
			goto out;
		}
	}
	if (optind != argc - 1 || nvr == 0) {
		compare_usage(stderr);
		goto out;
	}
	carc_record_init(&rec);
	if (carc_cli_load_plugins(&set, &plugin_path) != 0)
		goto free_rec;
	for (v = 0; v < nvr; v++)
		if (check_variant(&set, &vr[v]) != 0)
			goto unload;
	if (carc_db_open(&db, argv[optind], CARC_DB_READONLY, &err) != 0 ||
	    carc_verifier_new(&vf, &set, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto unload;
	}
	/* game id order, each once, every id named alone there first */
	if (carc_cli_select_resolve(&sel, db, argv[optind], &ids, &nids) != 0)
		goto unload;
	if (ids == NULL && carc_db_game_ids(db, &ids, &nids, &err) != 0) {
		carc_warnx("%s", err.msg);
		goto unload;
	}
	if (format == FMT_JUNIT &&
	    (jout = open_memstream(&junit, &junit_len)) == NULL) {
		carc_warnx("out of memory");
		goto unload;
	}
	status = CARC_EXIT_OK;
	for (i = 0; i < nids; i++) {
		int r;

		if (carc_db_begin(db, &err) != 0 ||
		    (r = carc_db_read_game(db, ids[i], &rec, &err)) < 0) {
			carc_warnx("%s", err.msg);
			status = CARC_EXIT_FAIL;
			break;
		}
		carc_db_commit(db, NULL);
		if (r == 1) {
			carc_warnx("'%s' has no game %" PRId64, argv[optind],
			    ids[i]);
			status = CARC_EXIT_FAIL;
			continue;
		}
		if (carc_compare_play(vf, &rec, NULL, &base) != 0) {
			if (format == FMT_TEXT) {
				printf("game %" PRId64 ": cannot be replayed: ",
				    ids[i]);
				carc_text_safe(stdout, base.reason);
				putchar('\n');
			} else if (format == FMT_JSON) {
				printf("{\"game\":%" PRId64 ",\"unplayable\":",
				    ids[i]);
				carc_json_string(stdout, base.reason);
				printf("}\n");
			} else {
				char name[64];

				snprintf(name, sizeof(name), "game %" PRId64,
				    ids[i]);
				carc_junit_case(jout, argv[optind], name,
				    CARC_JUNIT_ERROR, "unplayable",
				    base.reason);
				cases++;
				errors++;
			}
			if (status == CARC_EXIT_OK)
				status = CARC_EXIT_FOUND;
			continue;
		}
		if (format == FMT_JSON) {
			printf("{\"game\":%" PRId64 ",\"variants\":[{\"as\":"
			    "\"record\",\"totals\":", ids[i]);
			json_totals(&base);
			putchar('}');
		}
		for (v = 0; v < nvr; v++) {
			struct carc_compare_diff *d = NULL;
			size_t n = 0;
			char why[160];
			int unt = untouched(&set, &rec, &vr[v], why,
			    sizeof(why));

			carc_compare_play(vf, &rec, &vr[v], &alt);
			if (alt.kind != CARC_UNVERIFIABLE &&
			    (n = carc_compare_diff(&base, &alt, &d)) ==
			    (size_t)-1) {
				/* one out-of-memory policy: no wrong
				 * answer, the game cannot be compared */
				n = 0;
				alt.kind = CARC_UNVERIFIABLE;
				snprintf(alt.reason, sizeof(alt.reason),
				    "out of memory");
			}
			tally_game(&tally[v], &base, &alt, d, n, ids[i], unt);
			if (format == FMT_TEXT) {
				if (alt.kind == CARC_UNVERIFIABLE) {
					printf("game %" PRId64 " as %s: cannot "
					    "be played so: ", ids[i], alt.as);
					carc_text_safe(stdout, alt.reason);
					putchar('\n');
				} else
					report_text(&base, &alt, d, n, ids[i],
					    unt ? why : NULL);
			} else if (format == FMT_JSON) {
				report_json_variant(&base, &alt, d, n,
				    unt ? why : NULL);
			} else {
				junit_case(jout, argv[optind], &base, &alt, d,
				    n, ids[i], &failures, &errors);
				cases++;
			}
			if ((n > 0 || alt.kind == CARC_UNVERIFIABLE) &&
			    status == CARC_EXIT_OK)
				status = CARC_EXIT_FOUND;
			free(d);
		}
		if (format == FMT_JSON)
			printf("]}\n");
	}
	if (format == FMT_TEXT)
		print_summary(stdout, vr, nvr, tally);
	else if (format == FMT_JSON)
		print_summary(stderr, vr, nvr, tally);
	else {
		fclose(jout);
		jout = NULL;
		carc_junit_begin(stdout, "carc compare", cases, failures,
		    errors);
		fwrite(junit, 1, junit_len, stdout);
		carc_junit_end(stdout);
	}
unload:
	if (jout != NULL)
		fclose(jout);
	free(junit);
	carc_verifier_free(vf);
	carc_db_close(db);
	carc_plugins_unload(&set);
free_rec:
	carc_record_free(&rec);
	carc_play_free(&base);
	carc_play_free(&alt);
out:
	carc_cli_select_free(&sel);
	free(ids);
	return status;
}
