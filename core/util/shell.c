/* shell.c - see shell.h */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "util/shell.h"

static const char plain[] =
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    "-_./:=@%+,";

char *
carc_shell_quote(const char *s)
{
	size_t len = strlen(s), quotes = 0, i, k = 0;
	char *out;

	/* a word of plain characters needs nothing */
	if (len > 0 && strspn(s, plain) == len)
		return strdup(s);
	for (i = 0; i < len; i++)
		quotes += s[i] == '\'';
	if ((out = malloc(len + 4 * quotes + 3)) == NULL)
		return NULL;
	out[k++] = '\'';
	for (i = 0; i < len; i++) {
		if (s[i] == '\'') {
			/* close, a quote in double quotes, open again:
			 * no backslash, which printing for a person
			 * would double (carc_text_safe) */
			memcpy(out + k, "'\"'\"'", 5);
			k += 5;
		} else
			out[k++] = s[i];
	}
	out[k++] = '\'';
	out[k] = '\0';
	return out;
}
