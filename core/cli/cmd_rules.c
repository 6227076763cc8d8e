/*
 * cmd_rules.c - carc rules [--plugin-dir DIR]... [PATTERN]: every rule id,
 * the core's (doc/rules/rule-ids.md) and each loaded plugin's, with its
 * one-line statement; with PATTERN, those it matches.  The list a
 * divergence's rule id is looked up in (carc explain takes any of them).
 */
#include "config.h"

#include <ctype.h>
#include <fnmatch.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "render/reference.h"

static const char rules_usage[] =
    "usage: carc rules [--plugin-dir DIR]... [PATTERN]\n";

/* s with its letters made upper case, into buf (cut to its size). */
static const char *
upper(char *buf, size_t len, const char *s)
{
	size_t i;

	for (i = 0; i + 1 < len && s[i] != '\0'; i++)
		buf[i] = (char)toupper((unsigned char)s[i]);
	buf[i] = '\0';
	return buf;
}

/* Does one of the rule's words match pattern (upper case): a shell
 * pattern when it has one of * ? [, else a part of the text? */
static int
matches(const struct carc_ref_rule *r, const char *pattern)
{
	const char *field[3];
	char buf[1024];
	int glob = strpbrk(pattern, "*?[") != NULL;
	size_t i;

	field[0] = r->rule->id;
	field[1] = r->owner;
	field[2] = r->rule->statement;
	for (i = 0; i < 3; i++) {
		if (field[i] == NULL)
			continue;
		upper(buf, sizeof(buf), field[i]);
		/* a pattern is for the id (BASE-PLACE-*); words are for
		 * any of the three */
		if (glob ? i == 0 && fnmatch(pattern, buf, 0) == 0 :
		    strstr(buf, pattern) != NULL)
			return 1;
	}
	return 0;
}

static const char *
rule_id(size_t i, void *arg)
{
	return ((const struct carc_ref_rule *)arg)[i].rule->id;
}

int
carc_cmd_rules(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "plugin-dir", required_argument, NULL, 'P' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct carc_plugin_set set;
	struct carc_ref_rule *rules = NULL;
	struct carc_cli_plugin_path path = { { NULL }, 0 };
	const char *near;
	char pattern[256];
	size_t n = 0, i, shown = 0;
	int c, status = CARC_EXIT_FAIL;

	optind = 1;
	while ((c = getopt_long(argc, argv, "P:h", opts, NULL)) != -1) {
		switch (c) {
		case 'P':
			if (carc_cli_plugin_dir_add(&path, optarg) != 0)
				return CARC_EXIT_FAIL;
			break;
		case 'h':
			fputs(rules_usage, stdout);
			carc_cli_help(stdout, "rules");
			return CARC_EXIT_OK;
		default:
			carc_cli_bad_option(argc, argv, opts);
			fputs(rules_usage, stderr);
			return CARC_EXIT_FAIL;
		}
	}
	if (argc - optind > 1) {
		fputs(rules_usage, stderr);
		return CARC_EXIT_FAIL;
	}
	if (optind < argc)
		upper(pattern, sizeof(pattern), argv[optind]);
	if (carc_cli_load_plugins(&set, &path) != 0)
		return CARC_EXIT_FAIL;
	if (carc_ref_rules(&set, &rules, &n) != 0) {
		carc_warnx("out of memory");
		goto out;
	}
	for (i = 0; i < n; i++) {
		if (optind < argc && !matches(&rules[i], pattern))
			continue;
		printf("%-24s %-16s %s\n", rules[i].rule->id, rules[i].owner,
		    rules[i].rule->statement);
		shown++;
	}
	status = CARC_EXIT_OK;
	if (shown == 0) {
		/* as grep: nothing found is 1, not a failure */
		status = CARC_EXIT_FOUND;
		near = carc_cli_nearest(argv[optind], rule_id, n, rules);
		if (near != NULL)
			carc_warnx("no rule matches '%s'; did you mean '%s'?",
			    argv[optind], near);
		else
			carc_warnx("no rule matches '%s'", argv[optind]);
	}
out:
	free(rules);
	carc_plugins_unload(&set);
	return status;
}
