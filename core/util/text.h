/*
 * text.h - the two steps the hot paths take on short texts (tile ids,
 * figure kinds, spots, an action's arg, a scored kind): compare two, and
 * copy one into a bounded buffer.  libc's strcmp costs more to set up
 * than such a compare (2% of a verify run, issue 16), and snprintf's
 * "%s" some 500 instructions a copy; these are the plain loops, written
 * once.
 */
#ifndef CARC_UTIL_TEXT_H
#define CARC_UTIL_TEXT_H

#include <stddef.h>
#include <string.h>

/* a == b, for texts of a few bytes */
static inline int
carc_text_same(const char *a, const char *b)
{
	while (*a != '\0' && *a == *b) {
		a++;
		b++;
	}
	return *a == *b;
}

/* snprintf(dst, size, "%s", src), size > 0: src cut to size - 1 bytes */
static inline void
carc_text_copy(char *dst, size_t size, const char *src)
{
	size_t n = strnlen(src, size - 1);

	memcpy(dst, src, n);
	dst[n] = '\0';
}

#endif /* CARC_UTIL_TEXT_H */
