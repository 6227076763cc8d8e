/*
 * cmd_explain.c - carc explain RULE-ID [--replays DIR] [--plugin-dir DIR]
 *
 * The rule in our words, where it comes from, the public pages that
 * source cites, and the recorded games under replays/ that show it.
 */
#include "config.h"

#include "host/plugins.h"

#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "cli/cli.h"
#include "render/reference.h"
#include "render/rules_html.h"
#include "util/json.h"
#include "util/shell.h"

static void
explain_usage(FILE *out)
{
	fprintf(out, "usage: carc explain RULE-ID [--replays DIR] "
	    "[--plugin-dir DIR]\n");
}

static const char *
rule_id(size_t i, void *arg)
{
	return ((const struct carc_ref_rule *)arg)[i].rule->id;
}

/* Does a divergence of this verdict (a line of NAME.expected) cite
 * rule?  A hint names a rule the recorder misread: no citation. */
static int
cites(const json_t *verdict, const char *rule)
{
	const json_t *divs = json_object_get(verdict, "divergences"), *d;
	size_t i;

	json_array_foreach(divs, i, d) {
		const char *r = json_string_value(json_object_get(d, "rule"));

		if (r != NULL && strcmp(r, rule) == 0)
			return 1;
	}
	return 0;
}

/*
 * The game ids of a replay to name with it, read from its NAME.expected:
 * those whose verdict cites rule, or every game of the file when none
 * does (it shows the rule without breaking it).  "games 621, 623" into
 * buf; *first, the first of them (0: none found).
 */
static void
game_ids(const char *sql_path, const char *rule, char *buf, size_t size,
    int64_t *first)
{
	char exp[PATH_MAX], line[65536];
	int64_t ids[2][16];
	size_t n[2] = { 0, 0 }, len = strlen(sql_path), i, k;
	FILE *f;
	int pick, w = 0;

	buf[0] = '\0';
	*first = 0;
	if (len < 4 || len - 4 + sizeof(".expected") > sizeof(exp))
		return;
	memcpy(exp, sql_path, len - 4);
	memcpy(exp + len - 4, ".expected", sizeof(".expected"));
	if ((f = fopen(exp, "r")) == NULL)
		return;
	while (fgets(line, sizeof(line), f) != NULL) {
		json_t *v = json_loads(line, JSON_DISABLE_EOF_CHECK, NULL);
		json_t *g = json_object_get(v, "game");

		if (json_is_integer(g))
			for (k = 0; k < 2; k++)
				if ((k == 0 || cites(v, rule)) && n[k] < 16)
					ids[k][n[k]++] = json_integer_value(g);
		json_decref(v);
	}
	fclose(f);
	pick = n[1] > 0;
	for (i = 0; i < n[pick] && w >= 0 && (size_t)w < size; i++)
		w += snprintf(buf + w, size - (size_t)w, "%s%" PRId64,
		    i == 0 ? (n[pick] > 1 ? "games " : "game ") : ", ",
		    ids[pick][i]);
	if (n[pick] > 0)
		*first = ids[pick][0];
}

/* Where a file that shows the rule (carc_ref_shows) is listed: 0 its
 * verdicts cite it, 1 a hint names it, 2 it only names it. */
static int
shows_rank(int how)
{
	return how & CARC_REF_CITED ? 0 : how & CARC_REF_HINTED ? 1 : 2;
}

int
carc_cmd_explain(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "replays", required_argument, NULL, 'r' },
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_plugin_set set;
	struct carc_cli_plugin_path plugin_path = { { NULL }, 0 };
	struct carc_ref_rule *rules = NULL;
	const struct carc_ref_rule *r;
	struct carc_link *links = NULL;
	const char *replays = NULL, *dir;
	char **paths = NULL, doc[128], section[16], text[PATH_MAX], ids[160];
	const char *first_name = NULL;
	size_t nrules = 0, npaths = 0, nl = 0, i, k, shown = 0;
	int64_t id, first_id = 0;
	int first_cited = 0;
	int c, status = CARC_EXIT_FAIL;

	optind = 1;
	while ((c = getopt_long(argc, argv, "r:P:h", opts, NULL)) != -1) {
		switch (c) {
		case 'r':
			replays = optarg;
			break;
		case 'P':
			if (carc_cli_plugin_dir_add(&plugin_path, optarg) != 0)
				return CARC_EXIT_FAIL;
			break;
		case 'h':
			explain_usage(stdout);
			carc_cli_help(stdout, "explain");
			return CARC_EXIT_OK;
		default:
			carc_cli_bad_option(argc, argv, opts);
			explain_usage(stderr);
			return CARC_EXIT_FAIL;
		}
	}
	if (optind != argc - 1) {
		explain_usage(stderr);
		return CARC_EXIT_FAIL;
	}
	if (carc_cli_replays_dir(replays) == NULL ||
	    carc_cli_load_plugins(&set, &plugin_path) != 0)
		return CARC_EXIT_FAIL;
	if (carc_ref_rules(&set, &rules, &nrules) != 0) {
		carc_warnx("out of memory");
		goto out;
	}
	if ((r = carc_ref_rule_find(rules, nrules, argv[optind])) == NULL) {
		const char *near = carc_cli_nearest(argv[optind], rule_id,
		    nrules, rules);

		if (near != NULL)
			carc_warnx("no rule '%s' in the core or any loaded "
			    "plugin; did you mean '%s'?", argv[optind], near);
		else
			carc_warnx("no rule '%s' in the core or any loaded "
			    "plugin ('carc rules' lists them)", argv[optind]);
		goto out;
	}
	printf("%s (%s)\n  %s\n\nsource: %s\n", r->rule->id, r->owner,
	    r->rule->statement, r->rule->source);
	/* the rules text the source names, the core's or its plugin's,
	 * when it is there */
	if (carc_rules_source_section(r->rule->source, doc, sizeof(doc),
	    section, sizeof(section)) == 0 &&
	    carc_ref_rules_text(&set, doc, text, sizeof(text)) == 0) {
		/* a plugin's text is its own, maybe from outside carc */
		if (strcmp(doc, CARC_RULES_CORE_DOC) == 0)
			printf("  %s is carc's rules text: %s, section %s\n",
			    doc, text, section);
		else
			printf("  %s is the rules text of %s: %s, section %s\n",
			    doc, r->owner, text, section);
	}
	nl = 0;
	if (carc_ref_source_links(&set, r->rule->source, &links, &nl) != 0) {
		carc_warnx("out of memory");
		goto out;
	}
	if (nl > 0) {
		printf("public rule pages:\n");
		for (i = 0; i < nl; i++)
			printf("  %s\n    %s\n", links[i].title, links[i].url);
	}
	dir = carc_paths_replays_dir(replays);
	if (carc_ref_replays(dir, &paths, &npaths) != 0) {
		carc_warnx("cannot list '%s': out of memory", dir);
		goto out;
	}
	printf("\nrecorded games under %s:\n", dir);
	/* the files that break the rule first, then those that misread
	 * it, then those that name it, as the reference orders its games */
	for (k = 0; k < 3 * npaths; k++) {
		int how = carc_ref_shows(paths[k % npaths], r->rule->id);
		const char *name = paths[k % npaths];

		if (how == 0 || (size_t)shows_rank(how) != k / npaths)
			continue;
		if (strncmp(name, dir, strlen(dir)) == 0 &&
		    name[strlen(dir)] == '/')
			name += strlen(dir) + 1;
		game_ids(paths[k % npaths], r->rule->id, ids, sizeof(ids), &id);
		printf("  %-48s %s%s%s\n", name, how & CARC_REF_CITED ?
		    "breaks it (its verdict cites the rule)" :
		    how & CARC_REF_HINTED ?
		    "misreads it (a divergence's hint names the rule)" :
		    "shows it (named in the record)", ids[0] ? ": " : "",
		    ids);
		/* the game to draw: the first that breaks the rule, else
		 * the first that shows it */
		if (shown++ == 0 || (!first_cited && how & CARC_REF_CITED)) {
			first_name = name;
			first_id = id;
			first_cited = how & CARC_REF_CITED;
		}
	}
	if (shown == 0)
		printf("  none yet\n");
	else {
		/* a command to paste: the directory as a shell word */
		char *word = carc_shell_quote(dir);

		/* the first game above, so that the line runs as pasted */
		printf("\ndraw one (its rows, without the schema), e.g.:\n"
		    "  carc init g.db && sqlite3 g.db < ");
		carc_text_safe(stdout, word != NULL ? word : dir);
		printf("/");
		carc_text_safe(stdout, first_name);
		if (first_id != 0)
			printf(" &&\n  carc replay g.db --game %" PRId64
			    " --svg board.svg\n", first_id);
		else
			printf(" &&\n  carc replay g.db --game ID --svg "
			    "board.svg   (ID: 'sqlite3 g.db \"SELECT id FROM "
			    "games\"')\n");
		free(word);
	}
	status = CARC_EXIT_OK;
out:
	carc_ref_links_free(links, nl);
	carc_ref_paths_free(paths, npaths);
	free(rules);
	carc_plugins_unload(&set);
	return status;
}
