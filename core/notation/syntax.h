/*
 * syntax.h - what the reader and the writer of the notation share: which
 * values may stand bare, the rest being quoted (doc/spec/notation.md,
 * "Values").
 */
#ifndef CARC_NOTATION_SYNTAX_H
#define CARC_NOTATION_SYNTAX_H

#include <string.h>

/* A letter of a bare value; a tile's stops at '@', where its square
 * begins. */
static inline int
carc_notation_wordchar(int c, int tile)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
	    (c >= '0' && c <= '9') || c == '_' || c == '.' || c == ':' ||
	    c == '/' || c == '+' || c == '-' || c == ',' ||
	    (c == '@' && !tile);
}

/* May s be written bare?  Not empty, every letter a word letter, and
 * not "-", which stands for NULL. */
static inline int
carc_notation_bare(const char *s, int tile)
{
	const char *p;

	if (*s == '\0' || strcmp(s, "-") == 0)
		return 0;
	for (p = s; *p != '\0'; p++)
		if (!carc_notation_wordchar((unsigned char)*p, tile))
			return 0;
	return 1;
}

#endif /* CARC_NOTATION_SYNTAX_H */
