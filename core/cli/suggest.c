/*
 * suggest.c - "did you mean" for a word the user mistyped: a command, an
 * option, a rule id.  The nearest candidate by edit distance (an
 * insertion, a deletion, a substitution or two letters swapped cost one),
 * letters compared without case, as git does for its commands.
 */
#include "config.h"

#include <ctype.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"

#define WORD_MAX 64

/* Optimal string alignment distance, without case; long words are too
 * far from anything to be worth suggesting. */
static size_t
distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), i, j;
	size_t d[WORD_MAX + 1][WORD_MAX + 1];

	if (la > WORD_MAX || lb > WORD_MAX)
		return (size_t)-1;
	for (i = 0; i <= la; i++)
		d[i][0] = i;
	for (j = 0; j <= lb; j++)
		d[0][j] = j;
	for (i = 1; i <= la; i++)
		for (j = 1; j <= lb; j++) {
			int ca = tolower((unsigned char)a[i - 1]);
			int cb = tolower((unsigned char)b[j - 1]);
			size_t v = d[i - 1][j - 1] + (ca != cb);

			if (d[i - 1][j] + 1 < v)
				v = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < v)
				v = d[i][j - 1] + 1;
			if (i > 1 && j > 1 &&
			    ca == tolower((unsigned char)b[j - 2]) &&
			    tolower((unsigned char)a[i - 2]) == cb &&
			    d[i - 2][j - 2] + 1 < v)
				v = d[i - 2][j - 2] + 1;
			d[i][j] = v;
		}
	return d[la][lb];
}

const char *
carc_cli_nearest(const char *word, const char *(*name)(size_t, void *),
    size_t n, void *arg)
{
	const char *best = NULL, *cand;
	size_t i, d, bestd = (size_t)-1, len = strlen(word);
	/* two slips in a long word, one in a short one: further than
	 * that a suggestion is a guess */
	size_t max = len >= 8 ? 2 : 1;

	for (i = 0; i < n; i++) {
		if ((cand = name(i, arg)) == NULL)
			continue;
		d = distance(word, cand);
		if (d < bestd) {
			bestd = d;
			best = cand;
		}
	}
	return bestd <= max ? best : NULL;
}

static const char *
option_name(size_t i, void *arg)
{
	return ((const struct option *)arg)[i].name;
}

void
carc_cli_bad_option(int argc, char **argv, const struct option *opts)
{
	const char *arg, *near;
	char word[WORD_MAX + 1];
	size_t n, len;

	/* getopt_long has said what is wrong and stepped past the word */
	if (optind < 1 || optind > argc || (arg = argv[optind - 1]) == NULL ||
	    strncmp(arg, "--", 2) != 0)
		return;
	arg += 2;
	len = strcspn(arg, "=");
	if (len == 0 || len > WORD_MAX)
		return;
	memcpy(word, arg, len);
	word[len] = '\0';
	for (n = 0; opts[n].name != NULL; n++)
		if (strcmp(opts[n].name, word) == 0)
			return;	/* a known option, its argument was wrong */
	if ((near = carc_cli_nearest(word, option_name, n, (void *)opts)) !=
	    NULL)
		carc_warnx("did you mean '--%s'?", near);
}
